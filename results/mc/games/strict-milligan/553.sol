variant strict-milligan
source seed 553
col 1: 2S
col 2: 7C
col 3: 3C
col 4: 9D
col 5: KS
col 6: QH
col 7: JH
col 8: QC
stock: AC AS 4S 7H QS KS KD 8S TH 8C 5C 8H 7H 7D 3H 5H 6S TD 7C KH 8C AD 2S 9S 6D QH TS 2H JS 4C QS KD 4H 2C 6C 2D 8D JH 3D TC TS 4D 3S JC 9H 9C 5S QD 9D TD 4C 6S AH JC 5H AS 5D KH 2D 4D 3S 5C 8D AD JD 7S 6C TC JS 6D 7D TH 8S 8H 4S JD 6H QC KC QD AC 7S AH 2C KC 3D 5D 4H 5S 9H 9C 3H 6H 2H 9S 3C
moves:
c6>c5
deal
c1>f
c2>f
c1>f
c4>c8
c5>c7
deal
c5>c2
deal
c6>f
c1>c6
c6>c5*2
c8>c1
c8>c5
c5>c8*2
deal
c5>c2
c7>c8
c7>c6*2
deal
c4>f
c2>f
c7>f
c6>c7
deal
c2>f
c3>f
c4>c8
c5>c1
c5>c6
c3>c5
c5>c1*3
deal
c5>f
c8>f
c3>c7
c1>c3
c6>c5
c6>c2*2
c6>f
c7>c1*2
c1>c3*5
c2>c5*3
deal
c1>f
c8>f
c3>f
c5>f
c4>c6
c3>c4*2
deal
c6>f
c7>f
c7>f
c4>c1
deal
c3>f
c4>c6
c8>c7
c8>c7*2
deal
c1>f
c3>f
c4>f
c6>f
c7>c3
deal
c1>f
c6>f
c4>f
c8>f
c4>f
c8>f
c4>f
c4>f
c4>f
c5>f
c6>c4*2
c6>f
c6>f
c6>f
c1>c2
c2>c1*2
c2>f
c1>f
c7>f
c2>c3
c3>c7*2
c3>f
c3>f
c3>c4*5
c3>f
c2>c7
c8>c5
