variant nomad
source seed 201
col 1: 6D KH 8S 6H
col 2: 3H KS 8S TD
col 3: 8C 5C 5H 8H
col 4: 6C 3S AH 7H
col 5: AC 7D QD 4D
col 6: 8D 9D 4D JD
col 7: KC 9D KS 3S
col 8: 9C 4C 5H TH
stock: 8H QH 9H 4H AS 5S 5D 4S 3D 7D 2C 7C AC TC TH 7H 6S AS JC TD 2H QS QD 9S 7S 9C 8C 6C 5D 6D TS 2S 4S JH 6S TS JH QC 3C 2S TC 7S 7C KH KC 4C 2D 9H AD QS AD 3H 8D JC 3D KD 5C AH QH KD 2D 3C 2C 4H 9S 2H 6H QC JS 5S JD JS
moves:
c7>c5
c4>x
c4>f
deal
c5>f
c5>c6*2
c8>c7
c6>c4
deal
c5>f
c3>f
c3>c6
c4>c3
deal
c2>f
c5>f
c1>c2
c3>c5
c3>c8*2
c3>c2
c4>c5
c4>c3*2
c8>c5*3
deal
c8>f
c4>c8
c4>f
c5>c4
c6>c1
c8>c3*2
c2>c8
deal
c1>f
c7>f
c8>f
c2>c6
c4>c5
c7>c6
deal
c6>f
c6>c4*3
c8>c1
deal
c1>f
c3>f
c4>f
c2>c8
c2>c5
deal
c1>f
c2>f
c5>f
c8>f
c2>f
deal
c2>f
c3>f
c6>f
c2>f
x7H>f
c5>c3
c5>f
c5>c1
c3>c5*2
c3>c1
c3>c2
c3>f
c1>f
c7>c4
c3>x
c3>f
c3>f
c6>c3
