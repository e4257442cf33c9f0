variant strict-milligan
source seed 1
col 1: JC
col 2: 9C
col 3: 7H
col 4: 9H
col 5: 6S
col 6: 7S
col 7: 4C
col 8: 6H
stock: QD TH TS 2D QS JH QD KD TC 5H JS AH AD 2S TD 5S KH TH 8C KD 5S 6S AS 4H 9H 6D 5D 4D 2H 4D 9C TD 4H 6H KC 6D 9S 9D 4S 3D KH 2C JD 7C QH 6C AD JS 3H 4C 5D 8H 3C 8S 7D 3D 7H 5C 9S 6C AC JH 3S 2S JD 7D AS AC KS KC TC 2H QS 8C QH 2D 3S 8D 8H AH 5C 8S 5H 7C QC KS TS 9D 8D 2C JC 3H 3C 4S 7S QC
moves:
c5>c3
deal
c3>c6
c6>c5*2
deal
c4>f
c5>f
c4>f
c7>c3
deal
c7>f
deal
c5>f
c4>c5
c5>c2*2
c1>c5
c7>c8
c5>c1*4
c1>c5*5
c5>c4*4
deal
c8>f
deal
c7>f
c8>c5
c8>c5*2
deal
c1>f
deal
c5>f
c8>f
c7>f
c4>c1
c4>c3
c4>c3
c2>c4
c4>c3*2
c1>c7
c8>c2
c8>f
c4>c6*2
deal
c3>f
c4>f
c7>c4
deal
c4>f
c8>f
c8>f
deal
c3>f
c2>c8
c8>c7*2
c3>c6
deal
c2>f
c4>f
c5>f
c6>f
c3>c6
c4>c1
