variant strict-milligan
source seed 305
col 1: TD
col 2: 8C
col 3: JS
col 4: TC
col 5: 4D
col 6: 6S
col 7: JD
col 8: AD
stock: JS 7S 7H 8D QD 4S AC 6D TS 4S KD JH 3C 9S 4C QC 5S KH JC 6S QH 9H 7C QH 7S 4D 7H 9C 3D 6H TC KS 9D 9H 3H AC 8C 4H 2H AS 7C 3H QC 5C JC JH TH QD 8S QS 6H 8H 6C KD 7D 2S 5D 9D 5C JD TD 3S AD 8H KS 5H 4C 6D 6C KC 5D 8S 8D KC 9S 3C 3S 7D 5H 5S 3D AS 2C TS 2C KH 2D 2H AH AH QS 4H 2D 2S TH 9C
moves:
c8>f
deal
c7>f
c1>c5
c2>c4
c3>c2
c1>c3
deal
c4>c8
c4>c6*2
c8>c3*2
deal
c3>c5
c5>c8
deal
c6>c1
c6>c7
c6>c4*2
c1>c4
deal
c4>f
c8>f
c5>c2
deal
c4>c7*5
c6>c3
c6>c7
c5>c8
c7>c8*7
deal
c8>f
c2>c6
c5>c7
c7>c1*2
c8>c3*2
c8>c4*2
deal
c1>c2*4
c7>f
c6>f
c1>c8
c2>c1*4
c4>c6
c3>c4
c3>c8*3
c8>c4
c1>c2*4
deal
c2>c5
c3>c2
deal
c1>c3
deal
c2>f
c3>f
c5>f
c7>f
c1>f
c8>c5
deal
c1>f
c2>f
c5>f
c5>f
c6>f
c5>f
c3>c6
c3>c7*2
