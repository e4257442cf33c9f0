variant improved-miss-milligan
source seed 705
col 1: [KD] KH
col 2: [AS] TS
col 3: [6D] 2H
col 4: [5S] 7S
col 5: [7C] 7C
col 6: [JC] 7D
col 7: [QD] 5D
col 8: [JS] 7S
stock: AH 4C 2D 9H 4D AC 6C 8C 5S 6H KC 2H JD QH 4C QD 3H 8H 3D 4S 3H KS 9D 9C 3C 2C KS AH 3S 8C 6H AD TH 7H 5C JS AS 9C 7H 7D 5D 8H 6S 6D TD 9H KC TS TH QH AD JH QS JH 8D TC 2S 4S 3C 4H 6C 9D 5H KD JC KH 9S 8D 5H 4D 5C AC 2S 3S 6S JD QC QC 9S QS 2D 4H TC TD 8S 8S 2C 3D
moves:
deal
c1>f
c6>f
c6>c8
c7>c8
c7>c8
c2>c8
c4>c2
c8>c2*5
c6>c7
c1>c6
deal
c4>f
c1>c2
c2>c4*2
c2>c5*7
c8>c3
c4>c8*2
c2>f
c3>c2*2
deal
c1>f
c3>c4
c2>c8
deal
c2>f
c4>f
c8>f
c1>f
deal
c5>f
c1>c4
c6>c4
c7>c6
c3>c7
deal
c1>c3
c6>c8
c3>c6*2
c6>c8*4
deal
c3>f
c2>c3
c4>c5
c8>c5
c8>c6*6
deal
c1>f
c2>c7
c4>f
deal
c5>f
c8>f
c4>c3
c6>c7
c7>c4*2
c7>c5*2
deal
c1>f
c2>f
c4>c5
c5>c2*2
c5>f
deal
c1>f
c7>f
c8>f
c4>c1
c4>f
c2>c4
c3>c2
c7>c1
c7>c1
