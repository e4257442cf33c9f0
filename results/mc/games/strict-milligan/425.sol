variant strict-milligan
source seed 425
col 1: 9H
col 2: 4S
col 3: 6S
col 4: 2C
col 5: AS
col 6: 8H
col 7: KD
col 8: 5D
stock: 5C 8D 7D TH TH 3D 2H 5S 8C 2C TS 9C TD 2S 3C 4C 5C 9S AS 5H AC 8C KH QH QH 4D 2S 2D 3C QC JH 9D TD 7H 7S AH 3H 8S KS 9H JC 6S 8D JS 4D TC 3D JH 4H AC 6D JC 7S QD AD KS 5H 8H TC JS KH 7C KC 4C 6D QD 3H JD 5S JD QS KC 4H 6H 8S AD 2H 7H 7D 7C AH 6C 4S 9S QS QC 6H KD 2D 5D 9D TS 3S 9C 6C 3S
moves:
c5>f
c2>c8
deal
deal
c6>f
c2>c6
c6>c8*2
c2>c4
deal
c3>f
c5>f
c2>c5
c7>c2
deal
c3>f
c3>c7
c4>c5
c5>c2*2
c7>c6*2
c8>c6
c2>c7
deal
c4>f
c2>c6
c6>c8*2
deal
c6>c8
c6>c8
deal
c2>f
c7>f
c3>c5
c4>c6
c5>c3*2
c6>c8*2
deal
c6>c2
deal
c2>c8
c1>c2
c6>c7
c6>c4
c5>c2
c6>c5*2
deal
c4>f
c5>f
c2>c8
c1>c2
c7>c3
c4>c5
deal
c1>f
c1>c2
c3>c2
c2>c3*3
c6>c8
c2>c4*5
c2>c6
c3>c6*2
c4>c7*2
deal
c1>f
c5>f
c8>f
c2>c7
c3>c4
c3>c4*3
c3>f
c1>f
