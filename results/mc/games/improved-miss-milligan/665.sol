variant improved-miss-milligan
source seed 665
col 1: [AC] 7C
col 2: [2S] 6S
col 3: [KS] 4H
col 4: [4D] 6C
col 5: [9D] AH
col 6: [3H] 3D
col 7: [TD] QH
col 8: [6S] JC
stock: AC JH 5C TD TS JD 9C 3C 2H 7D 5D 9C 2D QS 5S KD 7H 8S 8D 4C 6H KH 5H 5C KD QH 3D QD AS 2D 8C 9H JC QC 4S KS QS AD TS QD 2H 4S 8H 2S 9S 2C 7S 4C 6C 8H 5H 7C JD 7D KC 3S 2C JH 9S JS 9H TH 6H 3S 6D TC AH 8S 4H 7H 4D 9D TH 7S QC 6D 8D 5S AD KC JS 3H KH 3C TC AS 8C 5D
moves:
c5>f
c8>c7
deal
c1>f
c5>c2
c7>c4
c4>c7*2
deal
c1>f
c6>c8
c6>c8
deal
c1>c2
c1>c3
c1>f
c4>c7
deal
c5>f
c7>c8
c3>c7
c5>c3
deal
c6>f
c6>f
c1>c8
c2>c6
c5>c1
c2>c4
c8>c4
deal
c4>f
c6>f
c3>c5
deal
c8>f
c1>c6
c4>c2
c3>c6
c3>c6
c3>c2
c6>f
c8>c6
deal
c1>f
c1>c8
c2>c1
c2>c3*3
c3>c6*4
c6>c4*5
c7>c3
deal
c3>f
c4>c8
c8>c2*2
c8>f
c6>c2
c8>c5
c4>c8*6
deal
c6>f
c7>f
c2>c5
c4>c5
c1>c4
deal
c2>f
c4>f
c6>f
c6>f
c6>c7*3
