variant improved-miss-milligan
source seed 73
col 1: [AC] 9H
col 2: [4C] QD
col 3: [JS] TC
col 4: [AS] 9C
col 5: [AD] 4C
col 6: [2D] 5H
col 7: [8D] QH
col 8: [AS] 4D
stock: 3H 2C 7S 9C AC 2D JD 6C JD QS KS 5D 4S KS 2H 8H 8S JH 7C 4H KH JS 8S KC JC 6S 9S 8C 6D 5C TH 3C TD 3H 3D 2C 8D QC TC TH KH 7D QH QS TS JH 3D 6H 4D 3S 6C AH 2S 3C 8H JC KD 5S 2S 5C 3S 6H 4H 9H AD QD 5S TD QC KD 4S 7S 9S 7H 5H 2H AH 6S KC 8C 9D 7C 5D 7H TS 9D 7D 6D
moves:
c1>c3
c1>f
deal
c2>f
c5>f
deal
c1>c2
c1>c5
c5>c4*2
c3>c1
deal
deal
c8>f
c3>c7
c5>c3
c6>c3
c7>c6*2
deal
c4>f
deal
c6>c1*2
c5>c1
c5>c6
c6>c3*4
c3>c6*5
c1>c4*2
c4>c5*3
c2>c4
deal
c4>f
c6>f
c2>c1
c3>c4
c5>c2
c6>c8*3
c2>c3
deal
c2>c6
c3>c2
c5>c7
c7>c4*2
deal
c1>f
c5>c1
deal
c4>f
c5>f
c1>c4
c2>c8
c2>c7
c3>c6
c6>c8*2
deal
c1>c5
c8>c2
c8>c5*4
