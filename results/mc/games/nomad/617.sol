variant nomad
source seed 617
col 1: 3H 9D 3C 3D
col 2: QC QD JD AC
col 3: 8C 2S 9C 7S
col 4: 5C 6D 9H 3S
col 5: 9C 7H AS AD
col 6: 7D 8H 8S 4D
col 7: 5H 6H QS KD
col 8: 4C 8C JH 7C
stock: QH QD 2C 6D 8H TH TC QS 3D 6S JH 2H 9H AC 8S 6C QH 5D 9S JD 6S JS QC 8D 4H JC 5D 7H 6C TS 4D 2H 7C 9D KH 4S 3H AS TS 6H AD AH 3C 5H 4C AH 5C KD 5S 7S TH 2D 8D 3S KH JS TD 5S TC 2D 9S KS 4H JC KC 2S KC 2C KS 4S 7D TD
moves:
c2>f
c5>f
c5>f
c4>c6
c1>x
deal
c3>f
c3>c5
c3>c6
c3>f
c4>c5
c4>c7
c5>c6*3
c5>c3
c3>c7*2
c1>c3
c1>f
c7>c1*2
deal
c6>f
c7>c3*3
c3>c5
deal
c4>c7
c6>c1
c6>c1*5
c6>f
c8>c3
deal
c3>c5
c5>c4*2
deal
c4>f
c6>f
c2>c6
c8>c1
c6>c7
deal
c1>f
c2>f
c5>f
c6>f
c7>f
deal
c1>f
c4>f
x3D>f
c1>c5*2
c3>c8
c3>c1
deal
c4>f
c1>c8
c1>c2*2
c1>c6*7
c1>f
c1>c3*3
c2>c6*3
c5>c8
c5>c8*3
c5>x
c5>f
c2>f
c5>f
deal
c2>f
c4>f
c6>c4
c6>f
c8>c2
x3H>c4
