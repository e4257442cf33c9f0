variant strict-milligan
source seed 745
col 1: 5D
col 2: TS
col 3: 7S
col 4: 2D
col 5: QH
col 6: 8D
col 7: 2C
col 8: 2S
stock: 9C 9S 2D 4S 4H KC KD JD 3S 8S 6D 3D TS JD TD 3H KS 6S AD 3C AH 8H 3D AS TC 6H JS TD 3C QS 3S 5S 8C 7D QD 7D AC KH 6H 5C 2H 2S TH 5D JC 9S QS QC 5S AS KS QD 8S QC 7C 9H JH 6C 8D 9H 9C 9D 4C 6D QH 7S 6S AD 7H 7C 5H 4D TH 8C KC TC AC 4S 7H 2H 3H 5H JS 6C 4C JH 5C 9D 2C 4D 4H 8H KH JC AH KD
moves:
c3>c6
deal
deal
c5>c6
c1>c5
c1>c7
deal
c3>f
c5>f
c8>f
deal
c4>c3
c8>c2
deal
c5>f
c2>c1
c8>c7
deal
c1>f
c2>f
c3>c5
c5>c3*2
c6>c3
c7>c6
deal
c5>c8
c4>c3
deal
c3>c5
deal
c4>f
c3>c5
c7>c5
c7>c5
deal
c5>f
c5>c2*4
c5>c1*2
c8>c5
c5>c8*2
c5>f
c6>f
c6>c1
c2>c6*5
c6>c4*6
deal
c1>f
c1>c3*4
c3>c1*5
c2>c4
c5>c4
c5>f
c5>c3
deal
c1>f
c7>f
c2>c7
c2>c4
