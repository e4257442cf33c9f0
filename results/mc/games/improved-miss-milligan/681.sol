variant improved-miss-milligan
source seed 681
col 1: [3S] 7D
col 2: [KS] QD
col 3: [QS] 6H
col 4: [2D] 2H
col 5: [7D] 8D
col 6: [JD] 6C
col 7: [6C] AH
col 8: [TH] 7C
stock: 2D 4S TH 5C 3S 5D 7S 6S 6D QD 9D 8H JH AC TS JS QS 7C 8H 3C TS JC 6H KD 5H 8S QH 9S 7S AS KS 3H 4H 9D KH 5H 4D AC 2S 5S 8C 5S 9S AD JD JH AH JS 7H 2C TD TC AD 5D 6S 2H 2S 8S 3D AS TD 4C 3C 9H 9H QH TC 3H QC KC 7H QC 9C KD 8C 2C 4H 3D 6D 9C 4S KH 4D 4C KC 8D 5C JC
moves:
c3>c8
c7>f
c4>f
c6>c1
c8>c5*2
c6>c3
deal
c1>c5
c2>c6
deal
c6>f
c3>c7
c7>c5*2
c1>c7
c3>c8
c7>c4*2
c8>c2*2
c6>c1*2
deal
c1>c8
c2>c3
c7>c3
c1>c7*2
deal
c6>f
c8>f
c1>c2*3
c3>c7
c3>c4*3
c6>c7
c7>c6*3
c3>c8
c4>c5
c7>c2
deal
c1>f
c4>f
c6>f
c7>f
c1>f
c3>c1
c5>c8
c5>f
c3>c1
deal
c4>f
c7>f
c4>c3*2
deal
c2>f
c5>f
c8>f
c1>f
c3>c8
c4>c5
c4>c8
c4>f
c2>c4
c1>c2
c2>c5*2
c2>f
c4>f
c7>f
c4>c8*3
c4>c8
c4>f
c5>c1*4
c5>f
deal
c2>f
c3>f
c4>f
c1>f
c6>f
c2>c8*4
deal
c2>c6
c1>c3
c4>f
c7>c1
c6>c4*2
c1>c3*2
c1>c5*3
deal
c4>f
c5>f
c3>c5
deal
c3>f
c7>f
