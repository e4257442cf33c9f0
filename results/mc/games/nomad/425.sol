variant nomad
source seed 425
col 1: 9H 5C 8C 5C
col 2: 4S 8D 2C 9S
col 3: 6S 7D TS AS
col 4: 2C TH 9C 5H
col 5: AS TH TD AC
col 6: 8H 3D 2S 8C
col 7: KD 2H 3C KH
col 8: 5D 5S 4C QH
stock: QH 4D 2S 2D 3C QC JH 9D TD 7H 7S AH 3H 8S KS 9H JC 6S 8D JS 4D TC 3D JH 4H AC 6D JC 7S QD AD KS 5H 8H TC JS KH 7C KC 4C 6D QD 3H JD 5S JD QS KC 4H 6H 8S AD 2H 7H 7D 7C AH 6C 4S 9S QS QC 6H KD 2D 5D 9D TS 3S 9C 6C 3S
moves:
c3>f
c5>f
c2>c5
c2>f
c2>c5
c1>x
deal
c3>f
c5>f
c3>c7
c7>c6*2
c6>c7*3
c3>c6
c6>c8*2
c8>c7*3
deal
c4>f
c2>c6
c6>c8*2
c6>c5
deal
c6>c8
f3C>c5
f2C>c7
deal
c2>f
c7>f
c7>f
c3>c5
c4>c6
c5>c3*2
c5>f
c6>c8*2
x5C>c3
c1>c3
c1>x
c1>c4
c4>c1*2
c4>f
c6>f
c5>f
c4>c2
c3>c4*5
c3>c6
c4>c8*7
c4>f
c1>c4*3
c8>c4*6
deal
c8>f
c6>c2
deal
c2>c8
c4>c7
c4>c8
c1>c2
c5>c2
c7>c5*2
c4>c7*9
deal
c4>f
c5>f
deal
c1>f
c5>c8
deal
c1>f
c2>f
c5>f
c3>c4
c3>f
c4>c5*2
c3>c5
c3>f
c1>f
c1>f
