variant single-deck-milligan
source seed 297
col 1: AD
col 2: 9D
col 3: 7H
col 4: AS
stock: 3C 2H 3S 4C 5C JD 9S KC TC 6C JH 8C KS 4S JS AH QD 7C QS 7D 4H 5S 3H 7S AC 2D TS 2C TD 9H 3D KD JC 2S 6H 8D QC 5H 9C 8H 6D 4D 8S 5D 6S TH KH QH
moves:
c1>f
c4>f
deal
c2>c1
deal
deal
c1>c3
deal
c4>f
deal
deal
c1>c2
deal
c1>f
c2>f
c4>f
deal
c3>f
c2>c3
deal
c2>f
c2>c3*2
c3>c2*3
c2>c4*4
deal
c4>c3
deal
c2>f
c4>f
c1>f
deal
