variant strict-milligan
source seed 545
col 1: 9S
col 2: 3D
col 3: AC
col 4: 5C
col 5: AD
col 6: JD
col 7: 8D
col 8: 6S
stock: 4S 8S 6D 5S 4H 2S QH 3H 4C 5D 7S 6H QC QH 4H 4C JS 3S 3D 6C 9C KC 4S 2C AD 4D 3C 7H 9H AS JC 7D 5H AH 8S 6D 5C JH 7H KS KH QS 9S 3S 6H 8C TH 2H 7C TS AH 8H 2C KD QC JS 4D KS JH 3C 3H QD 5H TD 2D KC AC TC 7C AS 8D 9D 9C 5D 7D TD TH JD 9D KH 5S 9H KD JC 6C 2S 7S 8H 2H 6S TS QD 8C TC QS 2D
moves:
c3>f
c5>f
deal
c4>c3
c6>c8
c8>c1*2
c5>c3
deal
c1>c2
c4>c3
c7>c4
c4>c3*2
deal
c8>f
c3>c7
c2>c3
c2>c4*2
c7>c4
deal
c1>f
c3>f
c6>f
c3>c2
deal
c2>f
deal
c8>f
c2>c1
deal
c3>f
c1>c4
c4>c3*2
c7>c6
c3>c7*3
c7>c8*4
c7>c3
c8>c7*4
deal
c5>f
c4>c1
c6>c2
c3>c6
c8>c2*2
c2>c8*3
deal
c3>f
c6>f
c1>f
c3>c8*2
c3>f
c1>c3*2
c3>c7*5
c4>c6
c4>c3
c4>c5
c8>c6*3
c6>c1*5
c7>c5*3
deal
c1>c4
c1>c6*4
c1>c8*2
deal
c6>f
c5>c6
c5>c4
c5>c8*5
c5>f
c8>f
c5>c7
c5>c7
c8>c1
c6>c5*3
c6>c3*4
c5>c2*3
deal
c1>f
c8>f
c5>c3*2
c8>c5*4
c3>c8*3
