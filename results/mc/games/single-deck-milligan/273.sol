variant single-deck-milligan
source seed 273
col 1: 4C
col 2: 4S
col 3: TH
col 4: TD
stock: 3C AC QC 2D KD JC KH 5S 5D JH 9H KS JS 7C TS KC 5H TC AS 8S 9S 7D 2H AH JD 5C 2S 2C 3S 6D QD 9D 7H QS AD 6C 8C 6S 3D 6H 8H 7S QH 4D 9C 8D 3H 4H
moves:
deal
c2>f
c4>c1
deal
deal
deal
deal
c3>f
deal
c4>f
c3>f
c2>c4
deal
c3>f
c4>f
c3>c1
c4>c3*2
c3>c1*3
deal
c1>f
deal
c3>f
c4>c1
deal
deal
c2>c1
deal
c3>f
c4>f
c2>c1
