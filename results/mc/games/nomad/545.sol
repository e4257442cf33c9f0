variant nomad
source seed 545
col 1: 9S 4S 4C JS
col 2: 3D 8S 5D 3S
col 3: AC 6D 7S 3D
col 4: 5C 5S 6H 6C
col 5: AD 4H QC 9C
col 6: JD 2S QH KC
col 7: 8D QH 4H 4S
col 8: 6S 3H 4C 2C
stock: AD 4D 3C 7H 9H AS JC 7D 5H AH 8S 6D 5C JH 7H KS KH QS 9S 3S 6H 8C TH 2H 7C TS AH 8H 2C KD QC JS 4D KS JH 3C 3H QD 5H TD 2D KC AC TC 7C AS 8D 9D 9C 5D 7D TD TH JD 9D KH 5S 9H KD JC 6C 2S 7S 8H 2H 6S TS QD 8C TC QS 2D
moves:
c3>c7
c8>c7
deal
c1>f
c6>f
c3>c2
deal
c2>f
c2>c5*2
c5>c4*3
c3>c5
c4>c3*4
c4>c5
c1>c4
c4>c5*2
deal
c8>f
c2>c1
c3>c7
deal
c3>f
c3>c4*5
c3>c1
c3>f
c5>f
c4>f
c4>c3*5
c4>c3
c7>c6
c3>c7*6
deal
c5>f
c8>c6*2
c6>c2*3
c3>c6
c2>c3*4
c2>c6
c2>c1
deal
c1>f
c3>f
c6>f
c5>c7
c5>c7
c5>c4*5
c7>c5*3
c5>c3*4
c8>c6
c5>x
c5>f
c4>f
c3>f
c5>f
c4>c5*5
c7>c5
deal
c1>c4
xQC>c8
c6>c8
deal
c6>f
c7>c8
c1>x
c1>f
deal
c1>f
c8>f
