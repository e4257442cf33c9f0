variant gypsy
source seed 641
col 1: [2C] [7D] 3S
col 2: [AD] [9S] 4S
col 3: [7S] [9C] JD
col 4: [JC] [KC] 9H
col 5: [6H] [8H] 5D
col 6: [AC] [KS] 7S
col 7: [2S] [QD] KD
col 8: [AS] [QC] 5H
stock: 5D 7H 7C JS 2S 4C 6D JC AC 5C 2H 5S QH KD 9S AH 9D TS 8D 5S QD 5C AS 6S 9H 6C 8H 2H 3H KH TH 4H 3H TS KC JH 8C 6D 2D 6S QH 2D 6C TC AD 8S 3C JS 4H 8C 7H 3S 4D 2C JD 9C TD TD 6H JH TC 4S 7D 7C QC 5H KS KH 3D 9D 8S TH 4D 4C 3D 8D QS QS 3C AH
moves:
c2>c5
deal
c6>c1
c7>c3
deal
c1>f
c8>f
c3>f
c2>c3
c8>c5
deal
c7>f
c1>c2
c1>c8*2
c3>c7
c3>c7*3
c2>c3*2
c8>c2*3
deal
c5>f
c8>f
c8>f
c8>c6
c8>f
c6>c8*2
deal
c2>c4
deal
c5>f
c2>f
c8>c1
deal
c6>f
c3>c2
c3>c2
c4>c1
c4>c7
deal
c3>f
c5>c4
deal
c5>f
c5>f
c1>c4
c5>c6
c5>c3
c1>c5
deal
c7>f
c2>f
c8>f
