variant gypsy
source seed 9
col 1: [9H] [4C] 6D
col 2: [QC] [TD] 6H
col 3: [5C] [AC] AC
col 4: [4S] [4D] 3S
col 5: [7H] [TD] TS
col 6: [QC] [KC] QD
col 7: [TC] [TS] 8D
col 8: [AH] [QD] 6D
stock: QS TH 5S 2C 4S 9H 5H 3H 8C 9S AH 7H 6H 6S QS KS 8D QH 4C 7S 6S 8S 3C KD JD 9C 2D 2C 9C JS 2D TC JS 8C 4D KS AS 7D AD 6C JC KH JC 5D AS 9S 7C 7D 7S 4H 4H 3H 2H 6C 2H 8H QH 5C KH KD 3C JH 5H 2S 2S TH 9D AD 7C KC 3D 8H JD 5D JH 3D 8S 5S 9D 3S
moves:
c3>f
c3>f
c3>c1
c1>c3*2
c3>c8
deal
c4>f
c5>c7
c6>c5
c8>c7
deal
c3>f
c4>c1
c6>c1
c6>c8
c8>c6
deal
c7>f
c3>f
c4>c1
c7>c8
c7>c5*3
deal
c4>f
c3>c4
c8>c1
c1>c8*2
c1>c2*2
deal
c5>f
c7>f
c7>f
c7>c5
c6>c2
c8>c2
deal
c5>f
c7>c5
deal
c5>f
c4>f
c2>f
c1>c8
c4>c6
deal
c2>f
c5>f
c7>f
c8>f
deal
c1>f
c4>f
c7>f
c1>c6
c1>c6
c2>c1
c5>c8
c5>c1*3
deal
c8>f
c5>c7
