variant nomad
source seed 145
col 1: KC AS 4H 2S
col 2: 8D QC 9C 3S
col 3: JS 6D 6C AS
col 4: 3C TS 7H JH
col 5: 2H JD 4S 7D
col 6: 2C TC 5D 4D
col 7: 9S 4C 5H JH
col 8: AC QS 8H 6S
stock: JS 8S AH JC QC 6S 2D 2S 8H TH QD 5H TH 7S TD 4D 3H KH 3D 8C 3H 9H 9S KS 3S 8C 4H KD 7D QD 7H 5S 9C 2H 6D 2D 5C 9H 4C TD KC 4S 6C QH QH KS 5S 8D AD AD 6H 9D 3D TS 8S 6H 2C 7S 7C JD 5D AH 7C 9D QS AC KD 5C 3C KH JC TC
moves:
c3>f
c1>f
c2>f
c3>c5
c1>x
c1>f
deal
c3>f
c8>f
deal
c6>c1
c4>c6
c2>c4
c4>c3*2
deal
c4>c6
deal
c1>f
c3>c8
c5>c2
deal
c2>f
c2>c6*2
c1>c8
c1>f
x4H>f
c1>c8*2
c8>c1*4
c8>c3*2
c3>c1*3
c3>c7
c3>c8*3
c5>c3
deal
c2>f
c7>f
c4>c1
c5>c6
deal
c1>f
c2>f
c4>c6
c4>f
c5>f
c7>c6
deal
c6>f
c6>c4*3
deal
c2>f
c1>c3
c1>f
c5>f
c7>c1
