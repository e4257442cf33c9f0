variant improved-miss-milligan
source seed 377
col 1: [4D] 9C
col 2: [TC] 7C
col 3: [KS] AD
col 4: [JC] 3H
col 5: [JC] JS
col 6: [7S] JH
col 7: [7D] TD
col 8: [8D] QS
stock: KC 4S 3C TH 7S 7H 5H 6D TS 7C 9D 5D 8H 2D KS 2D AC 6C 5C TC KH 4C 9H 9S KH AC JD KD QC QD 2H 5C 6S 6H 9H 5S 9C 4C AH QS 8C 8S 3D QD JH 5S 4H 2C TS 6D 4S AH 3S TD 6C AS AS 8S 8H 7D 2S QH 4D 3S 3H 7H KD KC 4H QH 5H 3D 8C 2H 6H 6S 5D JS 9S AD TH 9D 2C 8D QC JD 3C 2S
moves:
c3>f
deal
c2>c7
c8>c5
deal
c6>f
c2>c5
c3>c1
c8>c3
deal
c1>f
c7>c4
deal
c2>f
c3>c5
c5>c4*2
deal
c7>f
c7>f
c4>c2
c4>c8
deal
c3>f
c8>f
c1>c3
c7>c6
c4>c7
c5>c4
deal
c4>f
c8>f
c1>c4
deal
c1>f
c5>f
c5>f
c7>f
c1>c4
c4>c2*2
c3>c5
c3>f
c3>c4*2
deal
c1>f
c5>f
c7>f
c6>c4
c7>c2
deal
c2>f
c3>f
c5>f
c8>f
c2>c1*2
deal
c3>f
c7>f
c8>f
c4>c7
c7>c1*2
c5>c3
c6>c3
c1>c6*3
c1>c2*3
