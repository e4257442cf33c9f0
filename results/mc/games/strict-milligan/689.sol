variant strict-milligan
source seed 689
col 1: 3D
col 2: JS
col 3: 8H
col 4: KH
col 5: AC
col 6: 5C
col 7: AD
col 8: QD
stock: 5D 6S 9H JC 7H 5C 5S AH 5S 7S KC TC TD QD 4D 7S 2D 6D 3S TS 7D 4S 8C 8S JD 9S QH JH QC 4S 4C TS 6H 5H 7H AD 2S JH JC 3D 4C 7D 8S TH 7C QS 6H 3H KS KS 5D 9D 9C KH 6D KC JS 2D 6C 3S AS 2H 8C AH 9S 8D KD 3C 9D 8D TC 6S QC 2C KD 9C 5H 3C AC 8H AS 2S 3H JD 7C QS 4D TD QH 4H 6C 9H 2C 4H TH 2H
moves:
c5>f
c7>f
deal
c8>f
c1>c2
c2>c5*2
c4>c8
deal
c6>c3
deal
c1>f
c1>c2
c1>f
c5>c7
c3>c4*4
c2>c3*3
c5>c2
c6>c5
c4>c2*3
c7>c4*2
c2>c7
c2>c1*2
deal
c2>c3*3
deal
c4>f
c5>c8
c4>c5
c4>c5*4
c4>c6
c5>c4*6
c8>c5*2
deal
c2>c3
c1>c2
c1>c5
c1>c6
c8>c2
c8>c6
c3>c8
deal
deal
c2>f
c5>f
c6>f
c8>f
deal
c2>c1
c5>c7
c6>c5
deal
c2>f
c6>f
c7>f
c1>c3
c8>c4
c5>c8
c3>c6
deal
c1>f
c2>f
c3>f
c7>f
c1>c8*2
c4>c6
c6>c3*2
c7>c3*2
c7>c3
c7>c5
c8>c1*3
c5>c4*2
deal
c2>f
c5>f
c8>f
c8>f
c5>c7*2
c5>f
c1>c2
c1>c2*4
c5>c2
c5>f
c5>f
