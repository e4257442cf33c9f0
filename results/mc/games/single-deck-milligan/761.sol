variant single-deck-milligan
source seed 761
col 1: KC
col 2: QS
col 3: 5S
col 4: 2C
stock: 6S JH 6C 9H 6D 4C 2H AH 8C KH QD KD 2D 4S 9C QC 8H 9S 8D 4H 6H JS JD 5C KS 5D 2S 7C 5H AD JC 8S AC 3D 3C TS 4D 3H TH 7D QH 7S 3S TD TC 7H 9D AS
moves:
deal
deal
c4>f
c3>f
deal
deal
deal
c1>c2
deal
c4>c1
c4>c1
c3>c4
deal
deal
c2>f
deal
c1>f
deal
c2>f
deal
deal
c4>f
c3>c1
