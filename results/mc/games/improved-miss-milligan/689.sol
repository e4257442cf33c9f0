variant improved-miss-milligan
source seed 689
col 1: [3D] 5D
col 2: [JS] 6S
col 3: [8H] 9H
col 4: [KH] JC
col 5: [AC] 7H
col 6: [5C] 5C
col 7: [AD] 5S
col 8: [QD] AH
stock: 5S 7S KC TC TD QD 4D 7S 2D 6D 3S TS 7D 4S 8C 8S JD 9S QH JH QC 4S 4C TS 6H 5H 7H AD 2S JH JC 3D 4C 7D 8S TH 7C QS 6H 3H KS KS 5D 9D 9C KH 6D KC JS 2D 6C 3S AS 2H 8C AH 9S 8D KD 3C 9D 8D TC 6S QC 2C KD 9C 5H 3C AC 8H AS 2S 3H JD 7C QS 4D TD QH 4H 6C 9H 2C 4H TH 2H
moves:
c8>f
c1>c2
c2>c5*2
c4>c8
deal
deal
c1>c3
c1>c2
c5>c7
deal
c1>c5
c1>c6
deal
c4>f
c5>c8
deal
c8>c1
c7>c5
c2>c3
c1>c2*2
c4>c7
c4>c6
c4>c6
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
c7>f
c2>f
c6>f
c1>c3
c8>c4
c5>c8
deal
c1>f
c2>f
c3>f
c1>c8*2
c4>c6
c5>c8
c6>c3
deal
c2>f
c8>f
c1>c2
c8>c1*4
c8>f
c1>c2*5
