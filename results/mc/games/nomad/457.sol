variant nomad
source seed 457
col 1: 7H 2S 6D TH
col 2: QH QD 9D AC
col 3: QC TS 7C 2H
col 4: 5C 9D 6H KC
col 5: 4H 4D 8H JS
col 6: 9S TS AD 3D
col 7: 7S KC JS AD
col 8: JH 4H 9C 3D
stock: 7D 6H AS 4C 7C 4S 3C 4C 7S 2D 9H 8D JC 9S 9H QS 2S 5H QH 3S 4D 8H KS KS AH 5H 8S 5S 3H 5C 6S 2H 7D TH KD 7H QS 5S 5D AC AH 2D 3S QD JH JD KH 6S 4S 8D JC 6C 3H 2C AS TD 6D 3C KH QC 2C TC 5D 8S 9C TD 6C JD 8C TC KD 8C
moves:
c2>f
c7>f
c1>c5
c1>x
c1>c6
c5>c7
deal
c3>f
c2>c5
c3>c7
x6D>c3
c1>x
deal
c2>f
c1>c4
c4>c6*2
deal
c1>f
c4>f
c3>c7
c4>c2
deal
c1>f
c8>f
c5>f
c1>c3
c3>c1*3
c2>c7
c7>c1*2
c4>c3
c5>c3
c5>c7
c6>c5
c3>c6*4
c1>c3*5
c3>c1*6
deal
c8>f
c5>c3
deal
c1>f
c2>c3
c8>c1
c4>c8
deal
c1>f
c6>f
c7>f
c8>c3
c3>c8*2
deal
c2>f
c5>f
c6>c4*2
c6>f
c4>c3*3
c4>c8*2
c7>c8
deal
c1>c2
c6>c4
c6>c2*5
c1>c6
c1>f
c1>c5
c3>c5
x7D>c8
c6>x
c6>f
