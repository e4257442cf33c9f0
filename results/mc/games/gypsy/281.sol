variant gypsy
source seed 281
col 1: [QH] [TC] 4C
col 2: [QD] [8S] 4D
col 3: [5C] [4S] JC
col 4: [KH] [TS] 5H
col 5: [8H] [5C] 9S
col 6: [7D] [TD] JD
col 7: [3D] [6S] AH
col 8: [AH] [9S] QH
stock: QS 7D KC 6D 7H 8D 8D QS 3H JD JH 9D 5D 9H 2H 6C KC 2D 2H 6H 9H TC TD 6C 3S TH 4H JS 7C 6H KD 8H 3H 3S 5S AC 4C 6D 9C 8C 4D 7S AS AS 7H 5H QC AD 2S KD JS 5S KH AC QD JH 3C 2D TS 4S 3C 2C AD 6S 9C 7S 2S KS TH 9D 5D 7C JC 8C 3D 4H 8S KS 2C QC
moves:
c7>f
c1>c4
c1>c6
c3>c1
c4>c7*2
c1>c8
deal
deal
c7>f
c1>f
c2>c1
c5>c8
c8>c2*2
c3>c8
deal
c5>c6
c8>c5
c6>c8*2
deal
c3>f
c2>c4
c2>c1
c5>c8
c6>c8
deal
c4>f
c1>c5
c3>c6
c3>c2
c7>c4
deal
c3>f
c4>f
c6>f
c8>f
c6>c2*2
c1>c2
c1>f
c1>c2
c5>c8
c8>c6*2
c8>f
c6>f
c8>c4*2
deal
c1>f
c6>f
c3>c7
c7>c1*2
c8>c7
c8>c2*4
c8>c3*2
deal
c6>f
c1>f
c7>f
c2>f
c6>c3*2
c3>c7*3
deal
c3>f
c1>c5
c5>c1*2
deal
c3>f
c7>f
