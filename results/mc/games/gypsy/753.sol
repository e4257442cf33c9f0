variant gypsy
source seed 753
col 1: [TH] [KD] 7H
col 2: [AD] [QS] 9S
col 3: [2C] [QD] QH
col 4: [3H] [JH] 4S
col 5: [AH] [TS] TC
col 6: [7D] [AS] 8S
col 7: [TD] [7S] 4C
col 8: [6D] [2S] 5H
stock: 5C 7D 6S AH QD 2D 6C 8H QC 9D KS 8D 7C KS AS TD 2H JH JS 4H QC 9S 6H 3H JS 5D JC KC 8C 7S 4H 5S 7C 4C AD 9D KH 6C JD 8C AC 9C 5D 4D 8H QS 9H TS 4S KD 9C 7H 9H 6H QH JC 2C 8S 6D 4D TC 6S KH 5H 3S 3S 3D AC 3D 3C 2D 8D 3C 5C KC JD 2H 2S TH 5S
moves:
c1>c6
c4>c8
c5>c4
deal
c4>f
c3>c2
deal
c7>f
c5>c4
c5>c3
c2>c5
deal
c1>f
c8>f
c4>f
c4>c6*2
c4>c1*2
c6>c8*3
c8>c3*4
c2>c5
c7>c3
deal
c2>c5*3
c7>c8
deal
c3>f
c8>c4
deal
c1>f
c1>c5
c5>c2*2
c6>c5
c3>c6
c7>c8
c7>c5
c8>c5*2
c6>c7
deal
c8>c7
c8>c6*2
c8>c3
deal
c1>f
c8>f
c8>c6*2
c8>f
deal
c1>f
c1>f
c4>f
c6>f
c7>f
c3>f
c4>f
c6>c4*3
c2>c6
c4>c2*4
c5>c2
deal
c8>f
c5>c1
c5>c4
c5>c4
