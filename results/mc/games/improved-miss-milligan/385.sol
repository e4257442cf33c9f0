variant improved-miss-milligan
source seed 385
col 1: [9S] KS
col 2: [4S] TD
col 3: [9C] 6S
col 4: [2D] 5C
col 5: [AS] 4S
col 6: [6S] QC
col 7: [QD] 9C
col 8: [4D] 4C
stock: 3C QD 9D 5H QS TH TC 5H 5D TD 5S 7C 4H AC TH 9D 2H 7S JD JS 3D 7S 2S 4D 7C QH AD 3C JD 8H TS KD 3H 7D 4C QH QC JC 9H 6H 2C 4H AH 2H 8C 8S JH AD 3D KC 8C 6D 9S AH AS 2C AC 2D KD KC 8S 3H 6D 9H 2S 5C 3S 5D 8H TC 7H 8D 3S KH 5S 6H JS JC 6C 7D 6C JH TS 7H QS 8D KH KS
moves:
c7>c2
c7>c1
c1>c7*2
deal
c3>c7
c4>c3
deal
c6>f
c5>c3
deal
c7>c5
c7>c4
c7>c3*2
c4>c7*2
deal
c3>f
c1>c6
c1>c4
c7>c5
deal
c6>c4
c1>c3
c3>c1*2
c8>c6
c3>c5*3
c3>c6*2
c5>c8*4
c3>c2*2
c6>c3*5
c7>c5
deal
c3>f
c4>f
c8>f
c6>c8
c3>c6*3
c1>f
c1>f
c2>f
c2>f
c1>c2*2
c1>f
c2>f
c2>c8*3
c3>c1*2
c4>c2
deal
c6>f
c7>f
c8>c1
c6>c4*2
c6>f
c4>c6*3
c4>c2
c4>f
c4>c6
c8>c7*6
c6>c4*4
c7>c3*3
deal
c1>f
c2>f
c6>f
c1>f
c1>f
c5>c8
c7>c1
c2>c4
c1>c6
deal
c1>f
c2>f
c3>f
c7>f
c5>f
c8>c5
c8>c6*2
c6>c8*3
c6>c5*2
c5>c6*4
c6>c1
deal
c7>f
c3>c4
c8>c3*6
c3>c7
deal
c1>c4
c2>c5
c5>c2*2
c3>c2
c4>c3*2
