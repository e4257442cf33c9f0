variant gypsy
source seed 409
col 1: [7H] [4C] 9S
col 2: [9H] [6C] KD
col 3: [3D] [QD] 3D
col 4: [QD] [3S] 5S
col 5: [3S] [5D] AH
col 6: [KH] [4S] 7C
col 7: [8C] [8H] TD
col 8: [QS] [9H] 2D
stock: 6H JD KS AC AS JS QH 5C 3C AS TS JC 2S TC AD 7S 4C 9C 3H 8H KC QH 3C 6D 6S 6S 7D TH KS TS 8D KC AH 5H KH 9D 2H KD 9D 4H QS 4S QC 2C AD 8D QC 8C TD 2H 6C 4D 2S 5D 7C 7S JS TC 5S 2C 6H 3H 9C 5H 6D 8S TH 4H 4D JC JD 5C 7D 7H 2D JH AC JH 8S 9S
moves:
c5>f
c1>c7
c1>c5
c3>c5
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
c1>c7
c5>c1*3
deal
c2>f
c7>f
c5>f
c5>f
c1>c5
c3>c2
deal
c8>c4*2
c3>c1
c4>c2*3
c4>c6
c6>c5*2
c8>c2
c8>f
c8>c6
c3>c5*6
deal
c1>c3
deal
c1>f
c1>c2*2
c5>f
c1>f
c2>f
c8>f
deal
c2>f
c4>f
c5>f
c8>c4
deal
c2>f
c4>f
c5>f
c2>c3*2
c6>f
c7>c6
c3>c2*2
deal
c3>f
c6>f
c8>f
c5>f
c6>c7*2
deal
c1>f
c4>f
c3>c1
c5>c8
deal
c1>f
c2>f
c3>f
c5>f
c8>c1
