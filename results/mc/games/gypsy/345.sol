variant gypsy
source seed 345
col 1: [AD] [8S] JS
col 2: [KS] [6D] KS
col 3: [6H] [7H] QH
col 4: [4D] [6S] KH
col 5: [AH] [9H] 8C
col 6: [5C] [4S] 9D
col 7: [2C] [4S] TD
col 8: [9C] [4H] JH
stock: KD 6S AD 6D JD 5C 5S 5D 8H 7S 9D 8D 5D JC 4C 8C 2C 3H QD 9S 3S AS TH AS 9C TC 7C QS 9H 4C 3S AH KC KC JC 4D 3D 7C 2D 3C 8H 3C TD 5H 4H AC QS 3D JD 7D 2H TS 9S 8D QH 6C TC 5H TH 7S QC 2H 2S AC 7D 6C TS 8S 5S 3H JH KD JS QD QC 2D 2S 6H KH 7H
moves:
c1>c3
c1>c6
c1>f
c2>c1
c3>c1*2
c3>c5
c7>c1
deal
c3>f
c6>c3
c7>c4
c7>c8
c8>c2*2
deal
c2>c1
c7>c5
c8>c3
c1>c4
deal
c6>f
c8>f
c1>c2
c1>c4
c4>c7*2
c6>c3
c7>c3*3
c4>c3
deal
c8>f
c8>c4
c2>c4
c5>c4
c5>c8
c2>c6*2
deal
c7>f
c5>f
c4>f
deal
c6>f
c2>c5
c6>c1
c6>f
c6>c4*2
c5>f
deal
c3>f
c3>c7*2
c3>c6
c4>c1
c4>f
c4>f
c4>c8
c5>c7
c5>f
c8>f
c5>c8*2
c6>c7*2
c6>c1*2
c2>c1
c3>c2*6
c8>c1*3
c8>c1
c1>c3*5
deal
c7>f
c8>f
c6>c8
c6>c2
c6>f
c1>c6
c1>c5*4
c5>c6*2
deal
c2>f
c1>c4
c1>f
c3>c7
c6>c2
c4>c6
c6>c7*3
deal
c4>f
c5>f
c6>f
c8>f
c1>c2
c1>f
c2>c1*2
c3>c7
c3>c1
c3>f
c3>c6*6
