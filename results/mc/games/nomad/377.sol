variant nomad
source seed 377
col 1: 4D 9C KC TS
col 2: TC 7C 4S 7C
col 3: KS AD 3C 9D
col 4: JC 3H TH 5D
col 5: JC JS 7S 8H
col 6: 7S JH 7H 2D
col 7: 7D TD 5H KS
col 8: 8D QS 6D 2D
stock: AC 6C 5C TC KH 4C 9H 9S KH AC JD KD QC QD 2H 5C 6S 6H 9H 5S 9C 4C AH QS 8C 8S 3D QD JH 5S 4H 2C TS 6D 4S AH 3S TD 6C AS AS 8S 8H 7D 2S QH 4D 3S 3H 7H KD KC 4H QH 5H 3D 8C 2H 6H 6S 5D JS 9S AD TH 9D 2C 8D QC JD 3C 2S
moves:
c2>c5
c2>c4
c3>c1
c6>c3
c2>x
deal
c1>f
c7>c4
deal
c2>f
c3>c5
deal
c7>f
c7>f
c4>c2
c8>c4
deal
c8>f
c7>c6
c4>c7
c5>c4
deal
c4>f
c8>f
c1>c4
c8>c2
c8>c6
c8>c5
deal
c1>f
c5>f
c8>f
c5>c7*2
c3>c5
c3>f
c4>c1
x7C>c5
c8>c5
deal
c1>f
c5>f
c7>f
c6>c4
deal
c2>f
c3>f
c2>f
c8>f
c5>c4
c7>x
c7>f
c8>f
c8>c3
deal
c3>f
c7>f
c8>f
c7>f
c7>f
c6>c3
c1>c6
c1>c2
c7>c1
x9S>c6
c8>c6
c6>c8*5
c4>c6
c4>f
c5>x
c5>f
