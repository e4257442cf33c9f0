variant single-deck-milligan
source seed 241
col 1: 2H
col 2: AH
col 3: 6C
col 4: 5S
stock: AS 9D 2C 3H 2S AC KD JC TD KS 5H QS KH TC 5C 8C 3C 3D QD 8S QH TS 6H AD 9H 4H JD KC 4C 4S QC 9S 6D 7D 3S 8D 7C 4D 2D 9C 7S TH 8H JH 7H JS 6S 5D
moves:
c2>f
c1>f
deal
c1>f
c4>f
deal
c1>f
c2>f
c3>c1
c3>f
deal
deal
deal
c1>f
deal
c4>f
deal
c2>f
c1>c2
c2>c3*2
c1>c4
deal
c1>f
c3>c1
c3>c1*3
deal
c3>f
deal
c3>f
c3>c1
deal
c1>c3
deal
c3>c1
c4>c1
