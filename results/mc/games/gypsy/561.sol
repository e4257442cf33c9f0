variant gypsy
source seed 561
col 1: [6S] [QS] 6D
col 2: [5H] [7D] 3C
col 3: [4C] [AC] 3H
col 4: [8S] [TS] 3H
col 5: [QC] [5H] 7S
col 6: [AH] [2H] QH
col 7: [QS] [6D] 3C
col 8: [7H] [KS] 2H
stock: 4D 7C 8S JS JH 7S TD AH 4H TC KD 5D 3D 9D JC 8H AC 4S 4D 3S KS 9H TH QD 5C KC 4H QD AD 8D KC 8H 2D TD 2C 2D 6C 4S AS 4C 6S 8D JC JH 9S JD 7H TS KD 5D QC 3S JD QH 9C 5C 8C TC 9C 2S AS 2C 5S AD 8C 6H 7D 9H 7C TH KH 6C 6H 5S 3D JS 2S 9D KH 9S
moves:
c1>c5
c8>c2
c6>c8
c6>c7
c6>f
c2>f
c3>f
c3>f
c4>c3
deal
c8>f
c4>c8
c4>c5
c7>c8
c7>f
c7>c1
c7>c2
c5>c7*2
f2H>c1
deal
c1>f
c1>f
c6>c2
c6>c8
c1>c6*2
c1>c3
c4>c1
c4>c2
c2>c4*3
deal
c1>f
c7>c8*2
c8>c5*3
c2>c1
c4>c3
c6>c7
c2>c8
deal
c5>f
c4>c2
c3>c1
c5>c2*2
c5>c7
c3>c1
deal
c1>f
c7>f
c4>c1
deal
c1>c7
c2>c5
c5>c2*2
c2>c3*3
c8>c4
deal
c3>c1
c3>c6*4
c3>f
c3>c8
c4>c8
c4>c1*2
c4>c5*3
c6>c4*5
c5>c3*4
c2>c5
c7>c2
c7>c3*2
c2>c7*3
c4>c7
c5>c3
c3>c1*5
c4>c2*3
deal
c5>f
c8>f
c4>f
c6>f
c8>f
c2>c6
deal
c1>c4
c2>c5
c3>c1
c3>c6
c4>c3*2
deal
c3>f
c5>f
c2>c1
