variant improved-miss-milligan
source seed 145
col 1: [KC] AS
col 2: [8D] QC
col 3: [JS] 6D
col 4: [3C] TS
col 5: [2H] JD
col 6: [2C] TC
col 7: [9S] 4C
col 8: [AC] QS
stock: 4H 9C 6C 7H 4S 5D 5H 8H 2S 3S AS JH 7D 4D JH 6S JS 8S AH JC QC 6S 2D 2S 8H TH QD 5H TH 7S TD 4D 3H KH 3D 8C 3H 9H 9S KS 3S 8C 4H KD 7D QD 7H 5S 9C 2H 6D 2D 5C 9H 4C TD KC 4S 6C QH QH KS 5S 8D AD AD 6H 9D 3D TS 8S 6H 2C 7S 7C JD 5D AH 7C 9D QS AC KD 5C 3C KH JC TC
moves:
c1>f
c4>c5
c5>c8*2
c5>c4
deal
c5>c6
c3>c4
c7>c4
c7>c4
c8>c2
deal
c1>f
c2>f
c3>f
c8>c5
c8>c4
deal
c3>f
c8>f
deal
c6>c1
c4>c6
c2>c4
deal
c4>c6
c7>c4
deal
c1>f
c3>c8
c5>c2
deal
c2>f
c1>c8
c1>f
c1>c8*2
c2>c6*2
c3>c8
c3>c7
c1>c3
c1>f
c3>c1*2
c5>c3
c8>c1*5
c8>c1*2
deal
c2>f
c7>f
deal
c1>f
c2>f
c4>c6
c4>c1
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
