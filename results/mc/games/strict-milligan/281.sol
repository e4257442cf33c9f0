variant strict-milligan
source seed 281
col 1: QH
col 2: QD
col 3: 5C
col 4: KH
col 5: 8H
col 6: 7D
col 7: 3D
col 8: AH
stock: TC 8S 4S TS 5C TD 6S 9S 4C 4D JC 5H 9S JD AH QH QS 7D KC 6D 7H 8D 8D QS 3H JD JH 9D 5D 9H 2H 6C KC 2D 2H 6H 9H TC TD 6C 3S TH 4H JS 7C 6H KD 8H 3H 3S 5S AC 4C 6D 9C 8C 4D 7S AS AS 7H 5H QC AD 2S KD JS 5S KH AC QD JH 3C 2D TS 4S 3C 2C AD 6S 9C 7S 2S KS TH 9D 5D 7C JC 8C 3D 4H 8S KS 2C QC
moves:
c8>f
deal
c8>c6
deal
c7>f
c1>c4
c1>c6
c3>c1
c4>c7*2
c1>c8
deal
deal
c7>f
c1>f
c3>c1
c5>c8
c8>c5*2
c2>c8
deal
c3>f
c5>c6
deal
c3>f
c2>c4
c2>c1
c5>c8
c6>c8
deal
c1>f
c4>f
c3>c6
c5>c8*4
c5>c4
c1>c2
deal
c3>f
c4>f
c6>f
c8>f
c1>c6
c1>c6
c6>c2*4
c8>c6*5
c8>f
c5>f
c8>c4*2
c2>c4*4
c4>c5*2
deal
c1>f
c6>f
c3>c7
c6>c8*7
c7>c1*2
c7>c2
c8>c2*8
c2>c5*9
c5>c6*5
deal
c2>f
c6>f
c1>f
c7>f
c6>f
c4>c6
c6>c3*6
c6>c7
c3>c8*2
deal
c3>f
c1>c5
c5>c1*2
c7>c3
c2>c7
deal
c3>f
c4>f
c7>f
