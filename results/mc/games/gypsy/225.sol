variant gypsy
source seed 225
col 1: [2C] [AD] 2D
col 2: [6H] [TC] KS
col 3: [KH] [QD] 2S
col 4: [2S] [3S] QH
col 5: [KS] [7D] JC
col 6: [9C] [3D] 5S
col 7: [9S] [AC] JS
col 8: [3C] [6C] JH
stock: 5H 5S 8D TD 6D AD 5C 9H 6S 6D 8H 7S 9D 3D JS AS 3C 9H TH 5D TS 6H TH JD 8C KD 7H 3H 8S 4C 2C 5C 8H KC 2H TS 9C TC 3H 4S 6C TD 5D 4H AC 4C 3S 2H 8S AH KD AH 9D 7C 4D 4D 4H 7C QS 6S QD AS 4S 9S 8D 7D JH JC QC QS QC 5H 7H KH KC 8C QH 2D JD 7S
moves:
c4>c2
c1>c4
c1>f
c4>f
c5>c2
deal
c6>f
c6>c5
c6>f
c6>c4
c4>c6*2
c3>c6
deal
c8>f
c2>c4
c4>c3*2
c2>c3
deal
c2>c5
c5>c8*2
c3>c2
deal
c3>c1
c4>c6
c6>c4*2
c7>c4
c8>c6
c1>c8*2
c8>c5
deal
c1>c5
c3>c1
c7>c8
c5>c7*2
c5>c4*3
deal
c5>f
c3>c1
c4>c3
c1>c4*2
c1>c3*2
c6>c4
c8>c7
c3>c5*3
c4>c6*6
deal
c2>f
c4>f
c7>f
c7>f
c1>c5
c7>c8
c5>c4*2
c5>f
c5>c6*4
c1>c5
c5>c4*2
c6>c7*5
c1>c4
c1>f
c7>f
c6>f
c6>f
c3>c1
deal
c6>f
deal
deal
c6>f
c7>c2*2
c1>c4
c5>c3
c8>c1
c7>c8
c7>c3*8
c7>f
