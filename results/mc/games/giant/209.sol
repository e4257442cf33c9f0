variant giant
source seed 209
col 1: 7C
col 2: QC
col 3: 2S
col 4: AH
col 5: 7S
col 6: AC
col 7: 3D
col 8: 3C
stock: 4S KH 6C 9S 5D 4C 4C 8S 6C QS 4D AD 8D 3S QS 8C 8H 7D JS TC AS AC KD 2H 4H 8D TH 7H 5H 3D 8S 2S TH 2H TC KH QH 3H 9H 2D 5S TD 7C AH 5H 9H 7D KS 8C 4H 6S KC 6D 7H 9C QC 5S JC 4S QH 7S JC QD QD KC 9D TS 2D 6H 2C JH TS 6S JD 6D 8H 9D JS KS 9C 3C KD 5C AS 4D JD 3H 5D 3S 9S 6H TD 5C 2C JH AD
moves:
c4>f
c6>f
deal
c6>c5
c3>c6
c5>c6*2
deal
c4>f
c5>c4
c6>c3
c5>c4
c1>c5
deal
c5>f
c6>f
c8>f
c2>c8
c5>c8
c1>c5
c6>c8*2
deal
c8>f
c4>c7
c6>c8
c5>c6
c6>c7*2
c1>c6
c1>c7
c1>c2
c2>c1*2
c1>c5
c8>c7
deal
c8>f
c6>f
c7>c3
c6>f
c7>f
c1>c6
c7>c3*5
deal
c4>f
c5>f
c5>c8
deal
c5>c7*3
c1>c5
c1>c7
c2>c7
c3>c6
c3>c1
c6>c5*2
c7>c2*6
c5>c6*3
c3>c5*7
c5>c6*2
c2>c3*6
c5>c7
deal
c2>c4
c2>c4
c2>f
c6>c7
c4>c7
deal
c6>f
c5>f
c2>c3
c3>c7*2
c6>c8*6
c7>c2*3
c7>c1*3
c8>c7*2
deal
c4>c8
deal
c1>f
c4>f
c5>f
c7>f
c8>f
deal
c1>f
c6>f
c8>f
c8>c4*2
c8>c6*5
c5>c3
