variant improved-miss-milligan
source seed 281
col 1: [QH] TC
col 2: [QD] 8S
col 3: [5C] 4S
col 4: [KH] TS
col 5: [8H] 5C
col 6: [7D] TD
col 7: [3D] 6S
col 8: [AH] 9S
stock: 4C 4D JC 5H 9S JD AH QH QS 7D KC 6D 7H 8D 8D QS 3H JD JH 9D 5D 9H 2H 6C KC 2D 2H 6H 9H TC TD 6C 3S TH 4H JS 7C 6H KD 8H 3H 3S 5S AC 4C 6D 9C 8C 4D 7S AS AS 7H 5H QC AD 2S KD JS 5S KH AC QD JH 3C 2D TS 4S 3C 2C AD 6S 9C 7S 2S KS TH 9D 5D 7C JC 8C 3D 4H 8S KS 2C QC
moves:
c8>c6
c8>f
deal
c7>f
c1>c4
c4>c7*2
c1>c6
c3>c1
deal
deal
c7>f
c1>f
c2>c1
c5>c8
c8>c2*2
c3>c8
c2>c5*2
deal
c3>f
c5>c6
c5>c8
deal
c3>f
c2>c4
c2>c1
deal
c1>f
c4>f
c3>c6
c7>c4
c1>c2
deal
c3>f
c4>f
c6>f
c8>f
c1>c6
c1>c6
c5>c8
c6>c2*4
c6>f
c8>f
c8>c6
c8>f
c5>c8
c2>c5*4
deal
c1>f
c6>f
c3>c7
c6>c8*3
c6>f
c7>c1*2
c8>c7*4
c1>c3*2
deal
c2>f
c6>f
c1>f
c7>f
c7>c2*5
c2>c3*2
deal
c3>f
c5>f
deal
c3>f
c4>f
c7>f
