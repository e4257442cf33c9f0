variant single-deck-milligan
source seed 209
col 1: TS
col 2: TC
col 3: 2D
col 4: 5H
stock: 4S 7H 9C AH TD 7S JC QS 5C QH QD 9H 6D 4D KD 3C JH JD 3D 7C 5D 2C 6C 2S 3H 4C 8D 6H 8H KH KS KC JS 7D 5S 4H 6S AS 2H 8C 8S TH 9S AC 9D 3S QC AD
moves:
deal
c4>f
c1>c4
deal
c1>c3
deal
deal
c4>c2
deal
deal
c1>c3
deal
c1>c2
deal
deal
c4>c3
deal
c2>f
c3>f
c1>c2
c2>c4*2
deal
c4>f
c3>c2
deal
c4>f
c4>c1*3
