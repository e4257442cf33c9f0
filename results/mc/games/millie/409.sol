variant millie
source seed 409
col 1: 7H
col 2: 9H
col 3: 3D
col 4: QD
col 5: 3S
col 6: KH
col 7: 8C
col 8: QS
stock: 4C 6C QD 3S 5D 4S 8H 9H 9S KD 3D 5S AH 7C TD 2D 6H JD KS AC AS JS QH 5C 3C AS TS JC 2S TC AD 7S 4C 9C 3H 8H KC QH 3C 6D 6S 6S 7D TH KS TS 8D KC AH 5H KH 9D 2H KD 9D 4H QS 4S QC 2C AD 8D QC 8C TD 2H 6C 4D 2S 5D 7C 7S JS TC 5S 2C 6H 3H 9C 5H 6D 8S TH 4H 4D JC JD 5C 7D 7H 2D JH AC JH 8S 9S
moves:
c1>c7
c7>c2*2
c8>c6
deal
c1>c5
c3>c1
c5>c2*2
c3>c2
c4>c3
c2>c8*6
deal
c5>f
c1>c7
c8>c5
deal
c4>f
c5>f
c4>c1
c6>c4
c1>c6*2
c7>c3
c7>c4*2
c6>c7*3
c7>c4*4
c2>c7
c4>c3*7
deal
c2>f
c7>f
c5>f
c5>f
c5>f
c1>c5
c3>c7
c3>c4*6
c4>c8*2
deal
c3>c1
c4>c2
c6>c5
c8>c4
c8>c2*3
c8>c4
c8>f
c8>c6*6
c1>c8*2
c3>c5
c4>c1*7
deal
c1>c3
c1>c5*8
c2>c1
c2>c4*5
c4>c7*3
deal
c1>f
c5>f
c2>c1
c8>c5
deal
c5>f
c2>f
c4>f
c1>c2
c8>c4
deal
c2>f
c4>f
c6>f
c5>f
c7>c6
deal
c3>f
c4>c6
c8>c3
c4>c2*2
c4>c1*3
c1>c4*4
c5>c8
c7>c1
c8>c4*2
deal
c1>f
c1>c6*2
c4>c8
c8>c4*2
deal
c1>f
c3>f
c5>f
c1>c2*2
c2>c1*4
c2>c4*3
c4>c2*4
c8>c3
c4>c8*9
c8>c4*10
c8>f
c4>f
c1>f
c1>f
c5>c4
