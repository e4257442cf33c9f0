variant gypsy
source seed 729
col 1: [8H] [5H] 9S
col 2: [9C] [KC] 2D
col 3: [KD] [AS] 4H
col 4: [7H] [KH] QS
col 5: [KS] [2S] 5D
col 6: [7C] [2H] JC
col 7: [JS] [9D] 5S
col 8: [KD] [AC] 8S
stock: 2C TC 6S JD 9H AD 8S JC AS 8C 2C 9S 3S QC TD QH KS 5C QD 4D 6D 8D 7C JS JD TS 6S 5S 4D QS 9D JH 8D 4C 8H 9H 3C TH 3S 2D AC QD 4C 4S 7D 4S 6D 4H KC 2H 6H 8C 9C 6C 5C 2S QH 7S TH 7S 3H JH AH TC AD KH 6H AH 3C 7H QC 3D 3H TS 3D TD 6C 5H 7D 5D
moves:
c3>c7
c3>f
c4>c3
deal
c6>f
c2>c4
c2>f
c5>c4
c5>c3
c5>f
c7>c4
deal
c1>f
c5>f
c4>c7
c4>c6*4
c6>c4*5
c6>c8
c7>c8*2
c8>c5*4
c5>c8*2
deal
c2>c5
c5>c7*2
c3>c1
deal
c1>c6
c2>c6
c2>c7
c5>c4
c7>c6*2
deal
c8>c5
deal
c1>f
c4>f
deal
c8>f
c8>c7
deal
c7>f
c7>c2*3
c7>f
deal
c1>f
c4>f
c8>f
c8>c7*2
c7>c2*3
c3>c4
c3>c8
c8>c1*2
deal
c5>c7
c6>c7
