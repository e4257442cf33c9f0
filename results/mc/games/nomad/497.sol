variant nomad
source seed 497
col 1: 5H 8C KS TD
col 2: 6H 2H 3H 3D
col 3: 7D 9S 3H 3C
col 4: TS KH 9C 4C
col 5: 5D JC 5C AC
col 6: QS 4S 7H JS
col 7: 2D 7H 9H AD
col 8: 8D 8D 3S 7S
stock: 2C QH 6S AS QD 9C 5D JH 8H 6C 5C TH 3D TC 8S JH QH 6C 2H 9H JD 6D 6D 5H 2C JC TH 8H 7S TS 5S 6H 7C 5S 7C 8C KC 4H JD KC 7D QC KD AS 4C 8S QD 4H 9D 3C JS KH TD AH 3S 2D QC AD AH KS 6S AC 9S QS 4S 2S KD 9D 4D 4D TC 2S
moves:
c5>f
c7>f
c1>c6
c2>c4
c2>x
c2>c3
c5>c2
c2>c8*2
c1>c2
c1>c7
c4>c1*2
c4>c6
c6>c5*2
deal
c1>f
c4>f
deal
c6>c8
c1>c6
c1>c2*3
c2>c1*4
c6>c4*2
c4>c6*3
c6>c2*4
c6>c7
c5>c6
deal
c8>c2
c4>c8
c8>c5*2
deal
c3>c2
c5>c4
c8>c4
c6>c8
c7>c6
deal
c6>c1*3
deal
c4>f
c1>c4
c2>c3
c8>c2
c7>c8
c7>c3
c2>c7*2
c2>c8*2
c2>c4*2
c1>c2*4
c5>c4
x3H>c4
c1>c4
c1>c5
deal
c2>f
c6>f
c8>f
c5>c3
c3>c5*2
c6>c1
c6>f
deal
c2>f
c3>f
c6>f
deal
c2>f
c5>f
c8>f
c4>c7
c8>c3
