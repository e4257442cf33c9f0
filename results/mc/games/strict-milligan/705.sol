variant strict-milligan
source seed 705
col 1: KD
col 2: AS
col 3: 6D
col 4: 5S
col 5: 7C
col 6: JC
col 7: QD
col 8: JS
stock: KH TS 2H 7S 7C 7D 5D 7S AH 4C 2D 9H 4D AC 6C 8C 5S 6H KC 2H JD QH 4C QD 3H 8H 3D 4S 3H KS 9D 9C 3C 2C KS AH 3S 8C 6H AD TH 7H 5C JS AS 9C 7H 7D 5D 8H 6S 6D TD 9H KC TS TH QH AD JH QS JH 8D TC 2S 4S 3C 4H 6C 9D 5H KD JC KH 9S 8D 5H 4D 5C AC 2S 3S 6S JD QC QC 9S QS 2D 4H TC TD 8S 8S 2C 3D
moves:
c2>f
deal
deal
c1>f
c6>f
c6>c8
c7>c8
c2>c7
c4>c2
c7>c8*2
c8>c2*5
deal
c4>f
c1>c2
c2>c4*2
c6>c3
c2>c5*7
c1>c2
c6>c3
c3>c6*3
c6>c8
deal
c1>f
c3>c4
c2>c8
c5>c7*6
deal
c2>f
c1>f
c4>f
c8>f
deal
c5>f
c1>c4
c6>c4
c2>c6
deal
c1>c3
c6>c8
c3>c6*2
c6>c8*4
c3>c4
deal
c3>f
c2>c3
c4>c5
c8>c5
c8>c6*6
deal
c1>f
c4>f
c7>f
deal
c8>f
c4>c3
c6>c4
deal
c1>f
c2>f
c4>c5
c5>c2*2
deal
c1>f
c7>f
c8>f
c4>c1
c4>f
c2>c4
c3>c2
c7>c1
