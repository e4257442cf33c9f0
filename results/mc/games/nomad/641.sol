variant nomad
source seed 641
col 1: 2C 7D 3S 5D
col 2: AD 9S 4S 7H
col 3: 7S 9C JD 7C
col 4: JC KC 9H JS
col 5: 6H 8H 5D 2S
col 6: AC KS 7S 4C
col 7: 2S QD KD 6D
col 8: AS QC 5H JC
stock: AC 5C 2H 5S QH KD 9S AH 9D TS 8D 5S QD 5C AS 6S 9H 6C 8H 2H 3H KH TH 4H 3H TS KC JH 8C 6D 2D 6S QH 2D 6C TC AD 8S 3C JS 4H 8C 7H 3S 4D 2C JD 9C TD TD 6H JH TC 4S 7D 7C QC 5H KS KH 3D 9D 8S TH 4D 4C 3D 8D QS QS 3C AH
moves:
c6>c1
c7>c3
deal
c1>f
c8>f
c3>f
c2>c3
c8>c5
deal
c7>f
c1>c2
c1>c8*2
c3>c7
c3>c7*3
c2>c3*2
c8>c2*3
c1>x
deal
c5>f
c8>f
deal
c2>c4
deal
c5>f
c2>f
c8>c1
deal
c6>f
c3>c2
c3>c2
c4>c1
c4>c7
x3S>c5
deal
c3>c8
c5>c4
deal
c2>f
c5>f
c1>c4
c7>c6
c7>c6
c6>c7*3
c7>c4*5
c7>f
c7>c5
c8>x
c8>f
deal
c1>f
c2>f
c8>f
c8>c4
c4>c8*2
c8>c1*3
c8>c4
c8>c4
