variant nomad
source seed 81
col 1: 5D 3D KC KS
col 2: 2C AS 2H 4D
col 3: QD 8S QS 9D
col 4: KD AS JD QH
col 5: 3S 4D TD 5S
col 6: TS 5H TD 8C
col 7: AC 6S AH 4H
col 8: TC KD 7H 8S
stock: 5D 3S QD 9S KS JD 7D JH 9S 2D 8C AH TC 8H 3C JS 5C JS JH 9D 7C 6C 9H KH 4C 7H 3C 8H JC QS 3D AC TS 9C QC 6H 2D 7D 8D 2S 2C AD QC AD 3H 5S 7C 6H KC 6S 4C 3H 6C 2H 4S 7S JC 8D 2S 9C QH 5H TH 5C 9H 6D 4H TH 4S KH 7S 6D
moves:
c2>c5
c4>c1
c6>c3
c2>x
c2>f
deal
c3>c5
c7>c3
c2>c7
x2H>c7
deal
c4>f
c2>c7
c6>c1
c5>c6
c8>c5
deal
deal
c8>f
c6>c8
c6>c2
c6>c8*2
c6>c5
c1>c6
c6>c2*2
c7>c2
c7>c6
deal
c8>f
c7>c2
deal
c1>f
c2>f
c4>f
c4>c7
c6>c7
c7>c2*3
c7>f
c7>f
c7>f
c5>f
c5>f
c7>f
c7>f
c7>f
c2>c5*5
c2>f
c2>f
c2>f
c8>f
c7>c6
c7>f
c1>c7
c1>f
c2>f
c2>f
c4>f
c4>c7
c2>x
c2>f
c1>c2*2
c1>c6
c5>c1*7
c5>f
deal
c6>f
c4>f
c7>f
c3>c6
c6>c5*2
deal
c1>c5
c5>c1*2
c2>c4
c4>c7*2
c7>c1*3
deal
c1>f
c3>f
c4>f
c2>c7
c7>c1*2
