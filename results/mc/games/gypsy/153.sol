variant gypsy
source seed 153
col 1: [3C] [9D] 7C
col 2: [2S] [TH] 2H
col 3: [JH] [3D] AS
col 4: [AH] [AC] KD
col 5: [7H] [JC] 3H
col 6: [8S] [7H] KH
col 7: [7S] [AC] 4H
col 8: [7C] [QS] JD
stock: QC 7S 6S 5D KC 5H 5C 9D 5S TD TD 5D QD 6S 3D 8H AS QH 4C TC 8S 2D KH 2H 5C KD JS 3H 8D 6D 4C 6H 6C QD 3S 9H AD 7D 6C 8D TS 2D QS 5S 6D 4H KS 2S JC 4S 9S TH 9S 3S QC 8C 9C JS JD 4D 9H 6H 8H 4S 4D 7D 2C JH QH KS TC 3C KC 8C TS 5H 9C AD AH 2C
moves:
c3>f
deal
c4>c3
c1>c4
deal
c4>c6
deal
c1>f
deal
c1>c6
c1>c8
c1>c5
c6>c5*2
c4>c7
c1>c4
c6>c1
c7>c6*2
deal
c5>f
c1>c6
c1>f
deal
c8>f
c4>c5
c4>c1
c6>c5
deal
c6>f
c2>f
c6>c8*2
c3>c4
c4>c1*2
c8>c4*3
c8>c1
c8>f
deal
c7>c1
deal
c5>c6
c5>c7
c7>c4*2
c4>c7*3
c8>c1
deal
c6>f
c7>f
c2>c7
c2>c7
c2>c6
c2>f
c2>c1
c7>c2*6
