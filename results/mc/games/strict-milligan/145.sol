variant strict-milligan
source seed 145
col 1: KC
col 2: 8D
col 3: JS
col 4: 3C
col 5: 2H
col 6: 2C
col 7: 9S
col 8: AC
stock: AS QC 6D TS JD TC 4C QS 4H 9C 6C 7H 4S 5D 5H 8H 2S 3S AS JH 7D 4D JH 6S JS 8S AH JC QC 6S 2D 2S 8H TH QD 5H TH 7S TD 4D 3H KH 3D 8C 3H 9H 9S KS 3S 8C 4H KD 7D QD 7H 5S 9C 2H 6D 2D 5C 9H 4C TD KC 4S 6C QH QH KS 5S 8D AD AD 6H 9D 3D TS 8S 6H 2C 7S 7C JD 5D AH 7C 9D QS AC KD 5C 3C KH JC TC
moves:
c8>f
deal
c1>f
c4>c5
c5>c2*2
c5>c4
deal
c5>c6
c3>c4
c6>c4*2
c8>c2
deal
c1>f
c2>f
c3>f
c8>c5
c4>c8
c4>f
deal
c3>f
c8>f
deal
c6>c1
c4>c6
c2>c4
c4>c3*2
c4>c2*3
c4>f
deal
c1>f
c4>c6
deal
c1>f
c3>f
c8>f
c5>c2
c6>c8
c7>c6
c1>c7*2
c1>c8
c7>c8*4
deal
c1>c8
c1>c5
c5>c3*2
c5>c7
c8>c5
deal
c2>f
c7>f
c4>c6
c5>c1
c8>c5
deal
c1>f
c2>f
c4>c6
c4>f
c5>f
c7>c6
deal
c1>f
c6>f
c6>c4*3
deal
c2>f
c5>f
c1>c3
c7>c1
