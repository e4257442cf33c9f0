variant gypsy
source seed 185
col 1: [7C] [TS] 8C
col 2: [7D] [AS] TS
col 3: [QS] [AC] 7D
col 4: [TC] [AC] 2D
col 5: [6C] [5H] 6S
col 6: [7H] [4D] 6H
col 7: [2S] [TH] JD
col 8: [9H] [2H] KC
stock: KD JS AH 9C 9S 4C 5C TC JC 8S 6S QS 8D 9H QH AD 9D 4C 8S TD 7H 3H QH JD 6C 5D KH 7S 4D AD 3D JH QD 2C JC KH QC AS 8H 5S 5D KC 6D 9S 6D 4H TH 9C 9D 4H 5S 3C 3C 2C 4S QD 2D 8H JS 7C 8D 4S 3S 5H 8C 5C TD 3S 3D 2S QC KD 2H AH 3H 7S KS 6H KS JH
moves:
c2>c7
c2>f
c3>c1
c3>f
c7>c3*2
c5>c1
c5>c1
c5>c2
c1>c5*4
deal
c3>f
c3>c1*3
c1>c3*4
deal
c8>f
deal
c3>c1
c3>c5
c1>c3*2
c1>c7
c1>c8
c5>c3*2
c4>c7
c5>c7*2
c2>c5
c6>c5
c2>c6
c6>c8*2
c8>c4*4
deal
c6>f
c2>c1
c6>c1
c6>c4
c7>c1
c4>c7*2
c4>c3*5
c7>c4*3
c3>c8*3
c7>c2*2
deal
c6>f
c3>c1
c6>c8
c2>f
c5>c4
c7>c2
c3>c4
c2>c1*3
deal
c7>c2*3
c4>c2
deal
c4>f
c5>c2
c3>c5
c2>c5*2
c2>c8*3
deal
c1>f
c4>c2
c6>c8
deal
c5>f
c6>f
c4>f
c7>c8
c4>c8
deal
c1>f
c2>f
c3>f
c2>c6
c6>c2*2
