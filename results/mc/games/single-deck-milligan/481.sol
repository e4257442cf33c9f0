variant single-deck-milligan
source seed 481
col 1: QS
col 2: KC
col 3: 7C
col 4: 9C
stock: QD 5C 8D QH TD JD 9D AD KD 6H 8H TH 5D 2S 4D 2C JS 5H 3H AC 2H 6D 3S 9H TS 6S 4S 4H 4C 3C 3D JC AH 5S QC 8S AS 8C KH 2D 9S TC 6C JH 7S 7D KS 7H
moves:
deal
deal
c4>f
deal
deal
deal
c4>f
c4>f
c4>c1
c1>c4*2
deal
c1>c3
deal
deal
c2>f
c1>f
deal
c1>f
deal
c1>f
c4>f
deal
c2>c4
deal
