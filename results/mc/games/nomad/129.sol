variant nomad
source seed 129
col 1: AH 5S TS 8S
col 2: 7C 2S 8D 6D
col 3: TC 4C 3D 8H
col 4: 8H KH JH TD
col 5: 7S 3S 3H QH
col 6: 6C TD AS QD
col 7: 2D 3C AC 7H
col 8: QS 2C 9D JC
stock: JS 8D TC 3C 9D 6C 9C 7H JC 7D 2C 8C TH QC 8S KD JD 6S 2D 2S 6H AS 3D AC 5C 4D 6D KD 8C 3H 5S AD 7D 3S 4C 6S 7C 9C 9S 2H QC 5H 9H 5D 9S QH 4S 4S 4H QS 5C 5D JH 7S TS 4H KC 6H JD JS AH KC 2H 9H KS 4D KS TH 5H KH QD AD
moves:
c4>c8
c7>c1
c7>f
c8>c5*2
c1>c8*2
c1>c4
c1>c2
c1>f
c2>c1*2
c8>c4*3
c8>f
c7>f
c4>c8*5
c2>x
c8>c4*6
c2>c8
c1>c2*2
c3>c1
c2>c1*3
c3>c2*2
c8>c2
c4>c8*7
deal
c5>c3
c2>c7
c6>c8
c7>c5*2
c1>c6
c1>c5*3
c7>c4
c3>c7*2
c5>c6*6
deal
c2>c4
c6>c8
c4>c7
c5>c1
deal
c6>f
c8>f
c4>f
c1>c8
c6>c5
deal
c8>f
c1>c3
deal
c3>f
c2>f
c3>f
c3>c5
c3>f
c8>f
c3>f
c3>c8
deal
c7>f
c8>c2
c3>c8
c4>c3*2
x8D>c5
c1>c4
c7>x
c7>f
c7>f
c3>c1*2
deal
c5>c2
c1>c3
c6>c5
c7>c2
c7>c2*3
deal
c5>f
c7>f
c2>c5
c8>c7
c7>c3*2
c1>c7
c2>c3*2
deal
c2>f
c8>f
c2>c6*4
c4>c7*2
c4>f
x9S>c7
