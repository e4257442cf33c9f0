variant nomad
source seed 689
col 1: 3D 5D 5S 2D
col 2: JS 6S 7S 6D
col 3: 8H 9H KC 3S
col 4: KH JC TC TS
col 5: AC 7H TD 7D
col 6: 5C 5C QD 4S
col 7: AD 5S 4D 8C
col 8: QD AH 7S 8S
stock: JD 9S QH JH QC 4S 4C TS 6H 5H 7H AD 2S JH JC 3D 4C 7D 8S TH 7C QS 6H 3H KS KS 5D 9D 9C KH 6D KC JS 2D 6C 3S AS 2H 8C AH 9S 8D KD 3C 9D 8D TC 6S QC 2C KD 9C 5H 3C AC 8H AS 2S 3H JD 7C QS 4D TD QH 4H 6C 9H 2C 4H TH 2H
moves:
c1>c3
c1>c2
c5>c7
c6>c1
deal
c1>c5
c8>c4
c2>x
c4>c5
deal
c4>f
c5>c8
deal
c2>c3
c1>c2
c1>c5
c8>c1
c8>c2*2
x9S>c4
deal
deal
c2>f
c5>f
c8>f
c6>f
c2>x
c2>f
c2>f
c4>f
c2>c3*2
c7>c4
deal
c2>c1
c2>c1*3
c5>c7
c6>c5
deal
c7>f
c2>f
c6>f
c1>c3
c5>c2
c8>c4
deal
c1>f
c2>f
c3>f
c7>f
c1>c8*5
c8>c1*6
c7>c4*2
c4>c3*3
c7>c5
deal
c2>f
c2>f
