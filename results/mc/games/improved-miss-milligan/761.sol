variant improved-miss-milligan
source seed 761
col 1: [3D] 4H
col 2: [8S] JH
col 3: [TD] 7H
col 4: [8D] 5C
col 5: [JD] 9D
col 6: [TC] 9D
col 7: [7S] 4C
col 8: [3S] 3D
stock: TD 2C KS 7S AC TS 9C AS 8C 6C 8S TH 3H AC KS QC 6C 6D 9S 5H 2S 7D 4C QS 3C 2H 2S AD 9H 6S 5S JC 5C 5H 2D 4D 6D 7C QC 8H 2H 4S AH 9C 6H JC 4H 5S 8D AD KC 8H KH QS TC 8C 7C 5D TH 7D JD 9H 9S 2D KD 2C JS 3C QH 6S JS QD 4D 3H 3S TS 7H AH JH 5D QH 6H KH KD QD 4S KC AS
moves:
c1>c4
c8>c7
c8>c4
deal
c5>f
c2>f
c8>f
c5>c6
c6>c2*2
c3>c8
c7>c1
c2>c5*2
deal
c6>f
c1>c6
c1>c4
deal
c5>f
c1>c6
c3>c1
c4>c6
c5>c7
c3>c5
c3>c5
c7>c6*2
deal
c1>f
c4>f
c1>c8*2
c3>c1
c8>c3
deal
c3>f
c1>c5
c5>c6*2
c4>c6
c6>c8*4
c2>c6
c8>c4*5
c3>c8
deal
c3>f
c1>f
c4>c3
c4>c6*7
c5>c4
c7>c8
deal
c2>f
c6>c5
deal
c8>f
c1>c7*2
c4>c8
c7>c3*3
c6>c7
c7>c5*2
c8>c5*2
c5>c7*5
c6>c3*3
deal
c2>f
c2>c6
c4>f
c2>c6
c3>c5
c3>c5*7
c5>c3*9
c7>c8
c6>c7*3
deal
c2>f
c6>f
c2>f
c3>f
c2>c6
c2>c5
c4>c2
c8>c5
c2>c7
c3>c4*4
c3>c8*3
c4>c6*2
deal
c6>f
c8>f
c6>c1*8
c8>c7*5
c8>f
c8>f
c6>f
c2>f
c6>f
c6>f
c6>f
c8>c5*3
c2>c8
c8>c3*2
c8>c4
c1>c8*9
