variant improved-miss-milligan
source seed 641
col 1: [2C] 7D
col 2: [AD] 9S
col 3: [7S] 9C
col 4: [JC] KC
col 5: [6H] 8H
col 6: [AC] KS
col 7: [2S] QD
col 8: [AS] QC
stock: 3S 4S JD 9H 5D 7S KD 5H 5D 7H 7C JS 2S 4C 6D JC AC 5C 2H 5S QH KD 9S AH 9D TS 8D 5S QD 5C AS 6S 9H 6C 8H 2H 3H KH TH 4H 3H TS KC JH 8C 6D 2D 6S QH 2D 6C TC AD 8S 3C JS 4H 8C 7H 3S 4D 2C JD 9C TD TD 6H JH TC 4S 7D 7C QC 5H KS KH 3D 9D 8S TH 4D 4C 3D 8D QS QS 3C AH
moves:
c5>c2
c7>c4
deal
c2>c5
c6>c2
deal
deal
c1>f
c8>f
c8>c5
c3>f
deal
c7>f
c1>c2
c1>c8
c3>c7
c3>c7
c2>c3*2
deal
c5>f
c8>f
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
c2>c6*2
deal
c3>c8
c5>c4
deal
c2>f
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
