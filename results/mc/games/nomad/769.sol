variant nomad
source seed 769
col 1: 5D 5H QD KC
col 2: QS AD 6C 7C
col 3: 3C 6H 8H 2D
col 4: QS 3S KD JH
col 5: 6S KD 4C JD
col 6: 6D TH 8D 7H
col 7: 7D 4C QC 3C
col 8: KS 9D 3S AC
stock: 4H JC JD 5H TD 6S 7D 3D QH 8C 9S KS 6D 9C 5S 5C 9H 8S 4D 4D AH QD TS 5C TH 9D 6H JS 5S 2C 7H 3H 4S 2D 3D QH 2H 2S 3H JS AC 4S 9C AS 8S TC 8C 8D QC 2H 7C AS AD AH 6C 9S 7S 4H JH 9H KH TS KC KH TC 2S JC 5D TD 7S 2C 8H
moves:
c8>f
c3>c7
c2>c3
c2>c6
c2>f
c7>f
c4>c2
c1>x
c2>c4*2
c1>c2
c1>c6
deal
c8>f
c4>c6
c6>c7*2
c5>c2
c8>c1
deal
c1>c4
deal
c3>f
c5>f
c1>c7
c2>c7
c1>c8*2
c1>f
c3>c1
c5>f
c7>c3*3
c4>c7
c3>c5*3
deal
c6>f
c1>c4
c1>c4
c4>c1*5
c5>c3
c7>c5
deal
c5>f
c7>f
c3>c1
c6>c1
c8>c6
deal
c1>f
c4>f
c1>f
c8>c3
c8>c2
c8>f
c8>f
deal
c4>f
c5>f
c6>f
c2>f
c2>f
c2>f
c2>f
c2>c6
c2>c6
c3>c2*3
c3>f
c3>c2
c3>c1
c3>c8*2
c3>c8
c3>f
c1>c3*2
c1>f
c6>c3*3
c2>c4*6
deal
c2>f
c2>c7
c7>c2*2
c4>c6
c6>c3*2
deal
c2>f
c7>f
c3>c2
c4>c7
c5>c2
c6>c8
