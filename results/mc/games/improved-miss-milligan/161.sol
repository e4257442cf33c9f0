variant improved-miss-milligan
source seed 161
col 1: [QC] JS
col 2: [7S] KH
col 3: [9C] TH
col 4: [KC] QD
col 5: [3H] 2H
col 6: [JC] 8D
col 7: [4C] JH
col 8: [4H] 5D
stock: 9D 6S 4C 8D 8H 5H QH KS 6D 3S 8C JD 3D KS 4S 8C 6H 3H AD 7S 6C 5C 2S 7H AD KD 2H 3C 9H 9C TD AC KC 4S 7D TS TS 9S 6H 8S QH 7C 2D JS 6S 3S JC AS AH TD 2C JD 5S 2S QS 3C 5D 7H 9H 2C KD QS 9D 7D TC TC 6D 6C 8H 4D 4D 9S TH KH AC 3D 8S 5C 5H 5S AH JH QC 7C 2D QD AS 4H
moves:
c1>c4
c3>c4
c6>c3
c7>c1
c1>c2*2
c2>c1*3
c3>c4*2
deal
c6>c2
c7>c8
c3>c2
c8>c3*2
deal
c5>c7
deal
c3>f
c1>c4
c5>c8
c4>c5*2
c6>c5
deal
c3>c4
c1>f
c8>f
c3>c5
deal
c3>c8
deal
c3>f
c8>f
c4>c1
c5>c8
c7>c3
c7>c2
c7>c1
c7>f
c6>f
c7>f
c7>f
c6>c1
c1>c3*2
deal
c1>f
c3>f
c5>f
c8>f
c8>f
c2>c1
c4>c7
c4>c7
c4>f
deal
c6>c5
c7>c5*3
deal
c6>f
c5>c8
c5>c1
deal
c3>f
c6>c3
deal
c1>f
c5>f
c7>f
c2>c3
c3>c2*2
c3>c4*2
c5>c3
c3>c5*2
