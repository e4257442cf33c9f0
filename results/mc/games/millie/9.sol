variant millie
source seed 9
col 1: 9H
col 2: QC
col 3: 5C
col 4: 4S
col 5: 7H
col 6: QC
col 7: TC
col 8: AH
stock: 4C TD AC 4D TD KC TS QD 6D 6H AC 3S TS QD 8D 6D QS TH 5S 2C 4S 9H 5H 3H 8C 9S AH 7H 6H 6S QS KS 8D QH 4C 7S 6S 8S 3C KD JD 9C 2D 2C 9C JS 2D TC JS 8C 4D KS AS 7D AD 6C JC KH JC 5D AS 9S 7C 7D 7S 4H 4H 3H 2H 6C 2H 8H QH 5C KH KD 3C JH 5H 2S 2S TH 9D AD 7C KC 3D 8H JD 5D JH 3D 8S 5S 9D 3S
moves:
c8>f
deal
c3>f
c4>c3
deal
c3>f
c3>c1*2
c1>c3*3
c4>c3
deal
c4>f
c5>c7
c6>c5
c8>c4
c3>c8
deal
c3>f
c4>c1
c6>c1
deal
c7>f
c3>f
c4>c1
c3>c1*4
c2>c3
c1>c2*6
c7>c8
c7>c5*2
c4>c5
deal
c4>f
c8>c1
c1>c8*2
deal
c5>f
c7>f
c7>f
c6>c2
c8>c2
c7>c5
deal
c5>f
c7>c5
deal
c5>f
c4>f
c2>f
c7>f
c1>c8
c4>c6
deal
c2>f
c5>f
c7>f
c8>f
c7>c6
deal
c1>f
c4>f
c7>f
c1>c6
c1>c6
c2>c1
c3>c7
c5>c8
c5>c1*3
c5>f
c1>c6*4
deal
c8>f
c5>c7
c5>f
c6>f
