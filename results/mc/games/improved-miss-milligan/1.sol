variant improved-miss-milligan
source seed 1
col 1: [JC] QD
col 2: [9C] TH
col 3: [7H] TS
col 4: [9H] 2D
col 5: [6S] QS
col 6: [7S] JH
col 7: [4C] QD
col 8: [6H] KD
stock: TC 5H JS AH AD 2S TD 5S KH TH 8C KD 5S 6S AS 4H 9H 6D 5D 4D 2H 4D 9C TD 4H 6H KC 6D 9S 9D 4S 3D KH 2C JD 7C QH 6C AD JS 3H 4C 5D 8H 3C 8S 7D 3D 7H 5C 9S 6C AC JH 3S 2S JD 7D AS AC KS KC TC 2H QS 8C QH 2D 3S 8D 8H AH 5C 8S 5H 7C QC KS TS 9D 8D 2C JC 3H 3C 4S 7S QC
moves:
c3>c6
c6>c5*2
c5>c8*3
c5>c3
c8>c5*4
c8>c6
deal
c4>f
c5>f
deal
c8>c5
c7>f
deal
c5>f
c5>c2*2
c1>c5
c5>c1*4
c7>c8
deal
deal
c7>f
c8>c5
c2>c8
c2>c4
c8>c7*2
c8>c5*2
deal
c1>f
c2>c3
c5>c2
c4>c5
c7>c6
c4>c5*2
c2>c4*3
c8>c3
c8>c5
c1>c8
c1>f
c6>c1*2
c3>c6*3
c6>c1*4
c1>c3*8
c1>c8*2
c3>c6*6
c3>c8*2
deal
c5>f
c8>f
c7>f
c7>f
c4>c1
c4>f
c4>c5
c5>c3*5
c3>c2
deal
c3>f
c4>f
c7>c1
deal
c4>f
c8>f
c8>f
c2>c8
c2>c8
c5>c2
c3>c5
c2>c4*2
deal
c3>f
c2>c8
c2>c4*2
c3>c2*5
c3>c5
c7>c5
c4>c7*3
c8>c5*2
c8>c5
deal
c2>f
c4>f
c5>f
c6>f
c2>f
c2>f
c2>c3*4
c4>c3*4
c7>c1
c4>c7
c5>c4*6
c3>c5*9
