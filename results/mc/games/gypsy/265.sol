variant gypsy
source seed 265
col 1: [AS] [KC] AD
col 2: [3S] [8D] 8H
col 3: [2C] [4C] KH
col 4: [TS] [AH] QC
col 5: [2C] [7C] 4D
col 6: [TC] [5S] 5C
col 7: [2S] [KH] QD
col 8: [AD] [8D] TD
stock: 5D 5D 9H 2D 4H 8S 7D KD TD AH 6D 6C JH QH 6S 7D 3C 2D 6D 9H 8H JC 7S 3D 6H 7H 7C 6H 8C AC 4S 3D 9C TH 2H 4C 3S 3C TH 6C TS 9D KS 6S JS AC QC QD JS JH 4S KD 9S JC QH QS 5H QS KC JD 9D 9C 5H 2H 7S 8C 5S 2S JD 3H 8S AS 9S 4D 5C TC 7H 4H 3H KS
moves:
c1>f
c4>c3
c4>f
c5>c6
c5>c2
c7>c1
c3>c7
deal
c4>f
c3>c4
c6>c4
c7>c4
deal
c2>f
c4>c5*5
c1>c4
c1>c5
c2>c7
c3>c2
c7>c8*2
c5>c7*7
c7>c3*8
deal
c8>f
c2>c1
c3>c7
c7>c5*2
deal
c6>f
c1>c3
c2>c5
c8>c7
c7>c8*2
deal
c3>f
c1>c2
deal
c6>f
c8>c3
c2>c1
c2>c5*2
c5>c3*3
c2>c3*3
deal
c1>c7
c1>c2*2
c2>c8*3
c2>c5
c8>c4*4
deal
c8>f
c1>c8
c4>c2
deal
c6>f
c8>f
c4>f
c2>c4
deal
c2>f
c6>f
c7>f
c4>c2
c5>c4
