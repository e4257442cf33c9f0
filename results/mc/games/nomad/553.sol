variant nomad
source seed 553
col 1: 2S AC TH 6S
col 2: 7C AS 8C TD
col 3: 3C 4S 5C 7C
col 4: 9D 7H 8H KH
col 5: KS QS 7H 8C
col 6: QH KS 7D AD
col 7: JH KD 3H 2S
col 8: QC 8S 5H 9S
stock: 6D QH TS 2H JS 4C QS KD 4H 2C 6C 2D 8D JH 3D TC TS 4D 3S JC 9H 9C 5S QD 9D TD 4C 6S AH JC 5H AS 5D KH 2D 4D 3S 5C 8D AD JD 7S 6C TC JS 6D 7D TH 8S 8H 4S JD 6H QC KC QD AC 7S AH 2C KC 3D 5D 4H 5S 9H 9C 3H 6H 2H 9S 3C
moves:
c6>f
c1>c6
c6>c5*2
c8>c1
c8>c5
c2>x
deal
deal
c4>f
c7>f
c6>c7
c8>c7
deal
c2>f
c4>c8
c4>c3
c5>c1
c5>c6
xTD>c5
c6>c5*2
c2>x
c5>c2*4
c5>c1*4
c6>c1
deal
c5>f
c8>f
c2>c6
c3>c7
c3>f
c4>c5
c7>c5*2
deal
c8>f
c1>f
c3>f
c3>c4
c4>c6*2
deal
c6>f
c7>f
c7>f
c4>c1
c8>c5
deal
c4>c6
c6>c4*2
c6>c5*3
c6>c8*2
c8>c6*3
c8>c7*2
deal
c1>f
c3>f
c4>f
c6>f
c3>c7
c7>c3*2
deal
c4>f
c6>f
c8>f
c8>f
c1>c5
c1>c2
c2>c1*2
c2>c3*2
c3>c6*3
c5>c2*2
