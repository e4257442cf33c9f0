variant improved-miss-milligan
source seed 769
col 1: [5D] 5H
col 2: [QS] AD
col 3: [3C] 6H
col 4: [QS] 3S
col 5: [6S] KD
col 6: [6D] TH
col 7: [7D] 4C
col 8: [KS] 9D
stock: QD 6C 8H KD 4C 8D QC 3S KC 7C 2D JH JD 7H 3C AC 4H JC JD 5H TD 6S 7D 3D QH 8C 9S KS 6D 9C 5S 5C 9H 8S 4D 4D AH QD TS 5C TH 9D 6H JS 5S 2C 7H 3H 4S 2D 3D QH 2H 2S 3H JS AC 4S 9C AS 8S TC 8C 8D QC 2H 7C AS AD AH 6C 9S 7S 4H JH 9H KH TS KC KH TC 2S JC 5D TD 7S 2C 8H
moves:
c2>f
deal
c7>c4
deal
c3>c7
c8>f
c7>f
c2>c3
c2>c6
c5>c2
deal
c8>f
deal
c1>c4
c1>c7
c7>c5*2
c7>c2
c7>c5
deal
c3>f
c5>f
c1>c7
c2>c7
c4>c8
c6>c1
c5>c8
c2>c7
deal
c6>f
c1>c4
c5>c3
c6>c4
c6>c7
c5>c3
deal
c5>f
c7>f
c3>c1
c3>f
c6>c1
c8>c4
c1>c8
deal
c1>f
c4>f
deal
c4>f
c5>f
c6>f
c2>f
deal
c4>c6
c4>c7*2
c6>c3*2
deal
c2>f
c4>f
c7>f
c5>c3
c6>c8
c8>c4*2
