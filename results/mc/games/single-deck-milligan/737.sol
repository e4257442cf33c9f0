variant single-deck-milligan
source seed 737
col 1: KD
col 2: KS
col 3: KC
col 4: 8D
stock: TC 4H QS 5S 5D 8C 4S 5H AD JD KH 7C 8H 6D 2S 3S 6S TD 3C 4C AC QC QD TH 9C 2C 9S 6H 2H JH 9H JS 3H 7D 3D 7S 9D 8S 6C 5C JC QH TS 4D AS 2D AH 7H
moves:
deal
c2>c4
deal
c3>c1
deal
c1>f
deal
deal
deal
c1>f
deal
c2>f
deal
deal
deal
c2>c1
c2>c1
c3>c1
deal
c1>c2
c1>c3*4
deal
c1>f
c2>f
c3>f
