variant gypsy
source seed 353
col 1: [JS] [6C] 9H
col 2: [7S] [4D] AC
col 3: [7C] [QS] 9H
col 4: [AC] [QH] 9S
col 5: [KC] [4S] TD
col 6: [9S] [6H] 5C
col 7: [3D] [8S] 4C
col 8: [TC] [5D] 4D
stock: JD 8D JS 7S JC 5C KH AD 7D 8D 7D 8C 6H 2C 7C 7H 8S TS 6S 8H 4C 9D 2S QH 3S 6S 9D TS KD JC QD 3C 5D 6C 2D 4S QD AH 2S KS 2C QS 2D JD AH 3D QC 9C KD 2H 5H TH TC 3S 7H 5S KS 5H 3H KC KH TD AD AS QC 4H JH 4H AS 6D 5S 6D TH 8C 3C 2H JH 9C 8H 3H
moves:
c2>f
c2>c6
c4>c5
deal
c8>f
c8>c6
c4>c2
c3>c4
deal
c6>f
c1>c4
c5>c7
c6>c7*2
c7>c2*4
deal
c3>c1*2
c3>c2
c1>c2*3
c2>c1*5
c1>c3*6
c3>c1*3
deal
c8>f
c3>c4
c3>c5*4
c6>c7
deal
c3>f
c6>f
c1>c2
c4>c2
c5>c8
deal
c5>f
c6>f
c4>c2
c4>c2*2
c4>c8
c4>c2*2
deal
c2>f
c2>c1*6
c2>c1*3
c2>c7
c2>f
c3>c7
c3>c6
deal
c3>f
c7>f
c8>f
deal
c2>f
c2>f
c5>f
c1>c5
c3>c5
c4>c2
c6>c3
c7>c3
deal
c4>f
c8>f
c7>c6
c7>c2*3
c5>c7
