variant nomad
source seed 9
col 1: 9H 4C 6D QS
col 2: QC TD 6H TH
col 3: 5C AC AC 5S
col 4: 4S 4D 3S 2C
col 5: 7H TD TS 4S
col 6: QC KC QD 9H
col 7: TC TS 8D 5H
col 8: AH QD 6D 3H
stock: 8C 9S AH 7H 6H 6S QS KS 8D QH 4C 7S 6S 8S 3C KD JD 9C 2D 2C 9C JS 2D TC JS 8C 4D KS AS 7D AD 6C JC KH JC 5D AS 9S 7C 7D 7S 4H 4H 3H 2H 6C 2H 8H QH 5C KH KD 3C JH 5H 2S 2S TH 9D AD 7C KC 3D 8H JD 5D JH 3D 8S 5S 9D 3S
moves:
c4>c8
c4>c3*2
c5>c7
c6>c5
c8>c4*2
c3>c8*3
c3>f
c3>f
c4>f
c1>x
deal
c3>f
c3>c5
c1>c3
c4>c3
c6>c3
c6>c8
deal
c7>f
c3>f
c4>c1
c7>c8
c7>c3*2
deal
c4>f
c8>c1
c1>c8*2
c1>c2*2
c1>c2
c4>c1
deal
c5>f
c7>f
c7>f
c6>c2
c7>c5
c8>c2
deal
c5>f
c7>c5
xQS>c2
deal
c5>f
c4>f
c2>f
c1>c8
c4>c6
c1>x
deal
c2>f
c5>f
c7>f
c8>f
c6>c2
xJC>c1
c6>x
c6>f
c5>f
c8>c6*2
deal
c1>f
c4>f
c7>f
c5>c2*3
c2>c1*4
c1>c6*6
x5D>c5
deal
c8>f
c5>c7
