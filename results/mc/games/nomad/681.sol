variant nomad
source seed 681
col 1: 3S 7D 2D 6D
col 2: KS QD 4S QD
col 3: QS 6H TH 9D
col 4: 2D 2H 5C 8H
col 5: 7D 8D 3S JH
col 6: JD 6C 5D AC
col 7: 6C AH 7S TS
col 8: TH 7C 6S JS
stock: QS 7C 8H 3C TS JC 6H KD 5H 8S QH 9S 7S AS KS 3H 4H 9D KH 5H 4D AC 2S 5S 8C 5S 9S AD JD JH AH JS 7H 2C TD TC AD 5D 6S 2H 2S 8S 3D AS TD 4C 3C 9H 9H QH TC 3H QC KC 7H QC 9C KD 8C 2C 4H 3D 6D 9C 4S KH 4D 4C KC 8D 5C JC
moves:
c6>f
c3>c7
c3>c8
c7>c5*2
c1>c7
c7>c4*2
c7>f
c8>c2*2
c1>x
c6>c1*2
c1>c8
deal
c1>c8
c2>c3
c7>c3
x2D>c4
c5>x
c5>c8*3
c4>c5
deal
c6>f
c1>c2*3
c3>c7
c3>c4*3
c6>c7
c3>c5
deal
c6>f
c7>f
c1>c8
c1>f
c2>c1
c2>c1*4
deal
c4>f
c7>f
xTS>c5
c1>x
c1>c5*5
c2>c1
c3>c2
c2>c8*2
deal
c2>f
c5>f
c8>f
c3>c2
c6>c7
c4>c6
c7>c1*2
deal
c4>f
c1>f
c7>f
c6>f
c1>c2*3
c2>c8*4
c5>c7
c8>c6*5
c8>c7
deal
c4>f
c1>c3
c2>c6
x8C>c3
c7>c3
c4>x
c4>c2*4
deal
c4>f
c4>f
c5>f
c4>c1*3
c4>f
c5>c2
c4>f
c4>f
c6>f
x5H>f
c2>c4*2
c2>f
c7>c2
c8>x
c5>c4*7
deal
c1>f
c3>f
c4>f
c7>f
c6>c7
c8>c6
c8>c2
c1>c8*4
c1>f
c7>c1*6
c7>f
c8>c7*6
c8>c7*2
c8>f
c7>f
c4>f
c4>f
c3>c8
c3>f
