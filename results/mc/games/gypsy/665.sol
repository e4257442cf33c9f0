variant gypsy
source seed 665
col 1: [AC] [7C] AC
col 2: [2S] [6S] JH
col 3: [KS] [4H] 5C
col 4: [4D] [6C] TD
col 5: [9D] [AH] TS
col 6: [3H] [3D] JD
col 7: [TD] [QH] 9C
col 8: [6S] [JC] 3C
stock: 2H 7D 5D 9C 2D QS 5S KD 7H 8S 8D 4C 6H KH 5H 5C KD QH 3D QD AS 2D 8C 9H JC QC 4S KS QS AD TS QD 2H 4S 8H 2S 9S 2C 7S 4C 6C 8H 5H 7C JD 7D KC 3S 2C JH 9S JS 9H TH 6H 3S 6D TC AH 8S 4H 7H 4D 9D TH 7S QC 6D 8D 5S AD KC JS 3H KH 3C TC AS 8C 5D
moves:
c1>f
c5>c2
c5>f
c7>c4
c5>c2
c1>c5
c1>f
c2>c1*3
deal
c1>f
c6>c8
c6>c8
deal
c1>c2
c2>c1*2
c4>c7
c3>c4
c8>c5
c8>c6*2
deal
c5>f
c7>c8
c3>c7
c7>c3*2
deal
c6>f
c6>f
c1>c8
c8>c4*2
c8>c7*2
c7>c6*3
c2>c1
c3>c7
c3>f
c5>c8
deal
c4>f
c6>f
c3>c5
c7>c5
deal
c8>f
c1>c6
c3>c6
c4>c2
c8>c6
c5>c8
c4>c7*2
c6>c8*7
deal
c1>f
c1>c8
c2>c1
c2>c3*2
c2>f
c3>c6*3
c4>c2
c2>c4*2
c6>c4*4
c7>c4
deal
c3>f
c7>f
c6>c4
c2>c6
c4>c8*2
c4>c7*5
c8>c6*3
c8>f
c8>c5
c8>c6*3
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
c8>f
c6>f
c2>c7
c2>f
c2>f
c3>c2
c3>c2
c6>c7*2
c6>c2*5
f4C>c7
c4>c1
c2>c6*5
c4>c8*2
c6>c5*3
c6>c2*2
c1>c8
f6S>c5
c3>f
c3>c5
c2>c6*2
c5>c6*5
c3>f
c3>f
