variant nomad
source seed 33
col 1: AH 2S JS KD
col 2: 6D 4D 5C AD
col 3: AS 5D QC 9S
col 4: 4S 9D KD 9C
col 5: QD KH 2S 2H
col 6: QD 9D 7D 2D
col 7: 8S 9H TH 9C
col 8: QH 4D 6S 6H
stock: JD 5H 4C 6C 7H QH 3H KC 9S JS QS KS 4H JC 8S TD 8D 6D 6C 7D KC 2C 7S TC 7C 5C 2D KH 3D AS 8C 6S 4H 3S 2H 3C 7H 7S 3D 9H TH 4C 5D 6H JH QS 2C 5H JC 4S 7C 8D QC KS AD AC TS JH TC 5S 3H AH JD TD 8H 8H 3S 8C AC TS 3C 5S
moves:
c2>f
c6>f
c2>c8
c2>c8
deal
c2>c4
c4>c5*2
c3>c5
c6>c8
c7>c5
deal
c1>c8
c8>c2*2
c2>c8*3
c1>c3
c3>c1*2
deal
c2>c7
c7>c1*2
c3>c4
c1>c3*3
c4>c7*2
c8>c1
deal
c5>f
c6>f
c2>c1*2
c1>c2*3
deal
c2>c1
c1>c2*2
c3>c2
c3>c4
c8>c1
c8>c5
deal
c7>c2*2
c2>c3*3
c5>c6
c3>c5*4
c5>c7*6
c3>c1*4
deal
c7>f
c8>f
c7>f
c2>c8
c2>c4*6
c4>c2*7
c4>c3
c4>f
c4>f
c7>f
c7>f
c5>c4
deal
c6>f
c1>c2
c3>c7
c4>c3
c2>c4*2
c2>f
c5>f
c8>c1
c2>x
c2>f
c2>f
deal
c5>f
