variant giant
source seed 681
col 1: 3S
col 2: KS
col 3: QS
col 4: 2D
col 5: 7D
col 6: JD
col 7: 6C
col 8: TH
stock: 7D QD 6H 2H 8D 6C AH 7C 2D 4S TH 5C 3S 5D 7S 6S 6D QD 9D 8H JH AC TS JS QS 7C 8H 3C TS JC 6H KD 5H 8S QH 9S 7S AS KS 3H 4H 9D KH 5H 4D AC 2S 5S 8C 5S 9S AD JD JH AH JS 7H 2C TD TC AD 5D 6S 2H 2S 8S 3D AS TD 4C 3C 9H 9H QH TC 3H QC KC 7H QC 9C KD 8C 2C 4H 3D 6D 9C 4S KH 4D 4C KC 8D 5C JC
moves:
c4>c1
c6>c3
c7>c5
deal
c7>f
c4>f
deal
c1>c5
c2>c6
c8>c1
c6>c1*2
deal
c6>f
c3>c7
c3>c8
c7>c5*2
c1>c7
c8>c2*2
c3>c8
c8>c4*2
c5>c3*2
deal
c1>c8
c2>c3
c5>c8*2
c7>c3
c2>c6
deal
c6>f
c8>f
c3>c7
c3>c4*3
c2>c3
c4>c6*4
c6>c7*6
c1>c6
c1>c3*4
deal
c6>f
c1>f
c4>f
c7>f
c7>f
c4>c5
c5>c8*2
c8>c4*3
c2>c8
deal
c4>f
c7>f
c4>c3*6
c3>c7*4
c7>c8*8
c8>c4*2
deal
c5>f
c2>f
c8>f
c1>f
c4>c5
c4>f
c6>c7
deal
c4>f
c6>f
c1>f
c1>c8
c7>c4
c1>f
c1>f
c2>c1
c3>f
deal
c4>f
c1>c3
c2>c6
c7>c1
c7>c1*2
c1>c3*4
deal
c4>f
c5>f
c4>f
c4>f
c4>f
c2>c4
c2>c7
c5>c4
c5>c2
c5>c4*2
c7>c5*2
c8>c2
c2>c7*2
deal
c1>f
c4>f
c7>f
c6>c1
