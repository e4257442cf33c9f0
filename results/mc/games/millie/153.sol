variant millie
source seed 153
col 1: 3C
col 2: 2S
col 3: JH
col 4: AH
col 5: 7H
col 6: 8S
col 7: 7S
col 8: 7C
stock: 9D TH 3D AC JC 7H AC QS 7C 2H AS KD 3H KH 4H JD QC 7S 6S 5D KC 5H 5C 9D 5S TD TD 5D QD 6S 3D 8H AS QH 4C TC 8S 2D KH 2H 5C KD JS 3H 8D 6D 4C 6H 6C QD 3S 9H AD 7D 6C 8D TS 2D QS 5S 6D 4H KS 2S JC 4S 9S TH 9S 3S QC 8C 9C JS JD 4D 9H 6H 8H 4S 4D 7D 2C JH QH KS TC 3C KC 8C TS 5H 9C AD AH 2C
moves:
c4>f
c1>c4
deal
c4>f
c7>f
c6>c1*2
c2>c5
c3>c6
c2>c6
c5>c2*2
c3>c8
c8>c3*2
deal
c2>f
c3>f
c5>f
c7>f
deal
c6>f
c1>c6
c4>c3
c6>c4
deal
c4>c6
deal
c1>f
deal
c8>f
c1>c6
c4>c7
deal
c5>f
c1>c6
deal
c2>f
c8>f
c2>c7
c3>c2
c3>f
c3>c7
c4>c5
c6>c5
deal
c2>f
c3>c4
c4>c1*2
c8>c4
c8>c1
c8>c6
c8>c5
deal
c7>c1
c3>c7
deal
c3>f
c8>f
c3>f
c5>c6
c5>c7
c5>c3*2
deal
c6>f
c7>f
c8>f
c2>c7
c2>c7
c2>c6
c8>c4
c8>c3
c3>c8*2
c3>c6*3
c8>c2*3
c8>c6
c6>c8*7
c3>c7*2
c6>c8
c6>f
