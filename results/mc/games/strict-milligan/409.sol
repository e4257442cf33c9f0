variant strict-milligan
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
deal
c1>c5
c5>c2*2
deal
c5>f
c8>c5
c1>c7
c2>c1
c3>c2
deal
c4>f
c5>f
c4>c1
c6>c7
c1>c6*2
c7>c3*2
c7>c3*2
c6>c7*3
c7>c3*4
deal
c2>f
c5>f
c7>f
c5>f
c5>f
c3>c2
c3>c5*9
c4>c3
c5>c3*6
deal
c3>c1
c3>c5*8
c3>f
deal
c1>c3
deal
c1>f
c5>f
c1>f
c8>f
c2>f
deal
c2>f
c4>f
c5>f
c8>c4
deal
c2>f
c4>f
c5>f
c6>f
c7>c6
deal
c3>f
c5>f
c6>f
c6>c7*2
c8>c3
deal
c1>f
c4>f
c3>c1
c3>f
c5>c8
deal
c1>f
c2>f
c3>f
c5>f
c8>c1
