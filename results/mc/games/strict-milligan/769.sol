variant strict-milligan
source seed 769
col 1: 5D
col 2: QS
col 3: 3C
col 4: QS
col 5: 6S
col 6: 6D
col 7: 7D
col 8: KS
stock: 5H AD 6H 3S KD TH 4C 9D QD 6C 8H KD 4C 8D QC 3S KC 7C 2D JH JD 7H 3C AC 4H JC JD 5H TD 6S 7D 3D QH 8C 9S KS 6D 9C 5S 5C 9H 8S 4D 4D AH QD TS 5C TH 9D 6H JS 5S 2C 7H 3H 4S 2D 3D QH 2H 2S 3H JS AC 4S 9C AS 8S TC 8C 8D QC 2H 7C AS AD AH 6C 9S 7S 4H JH 9H KH TS KC KH TC 2S JC 5D TD 7S 2C 8H
moves:
c1>c5
deal
c2>f
c7>c1
c2>c5
c5>c2*2
deal
c7>c4
c2>c7
deal
c3>f
c8>f
c2>c3
c5>c2
c5>c6*3
c1>c5
c1>c5
deal
c8>f
c4>c6
c5>c2
c2>c5*2
c6>c7*2
c8>c1
c6>c7
deal
c1>c4
c1>c7*2
c7>c5*3
c7>c2*4
c5>c8*2
deal
c3>f
deal
c6>f
c1>c4
c4>c6*2
c4>c5
deal
c3>c1
c6>c7
c8>c4
c6>c4
c7>c1
deal
c1>f
c4>f
c1>f
c3>c4
c8>c4
c8>c2
c8>c3
c8>f
deal
c4>f
c5>f
c6>f
c2>f
c2>f
c2>f
c2>f
c2>c6
c2>c6
c3>c4
c3>c4*2
c4>c8*4
deal
c2>f
c2>c4*5
c4>c6*6
c6>c2*7
c4>c7*4
c6>c3*3
deal
c2>f
c4>f
c7>f
c3>c4
c5>c4
c6>c8
c8>c7*2
