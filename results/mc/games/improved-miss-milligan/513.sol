variant improved-miss-milligan
source seed 513
col 1: [AD] 4C
col 2: [TS] 8C
col 3: [4H] TH
col 4: [9C] QH
col 5: [9C] 6H
col 6: [JD] KS
col 7: [AD] 2S
col 8: [3H] AH
stock: 8H 7S JS 9D 7D 9S AH QS TD 6S JC JD 2D QH 7D 2C 9D 8S 2C 7H 8H 5S 8D 7C 2H 3D 4S 5D 8C 7C JH TS 8D JC 5C 4H 2H JS 5H 3S TD 9H 6D 2D 4D 9S 6S 4D 5H AC 4S 6H AS 2S QC QD AC JH QS 5S KH 3S TC KC TH 3H 3C 3C 6C 6C 5C QD 7H 4C TC KS 3D 7S AS 5D 9H KC KH 6D 8S KD QC KD
moves:
c8>f
c7>c8
c7>f
c4>c6
c6>c7*2
c4>c3
deal
c7>f
c1>c6
c2>c6
c2>c4
c3>c7
c3>c7*2
c5>c4
c5>c6
c4>c2*3
deal
c5>f
c1>c3
c2>c4*5
c3>c6*2
deal
c8>c7
c4>c2
c2>c1*2
deal
c1>f
c1>c8*3
c1>c4
c2>f
c1>f
deal
c5>f
c4>c3
c8>c3
deal
c4>f
c5>f
c5>c2
c6>c1
c1>c6*2
deal
c2>f
c5>f
c6>f
c3>c1
c6>c8*3
c3>c6
c3>f
c1>f
c3>c4*2
c3>c1
c3>f
c6>c5*2
c6>f
c5>c6*4
deal
c1>f
c2>c3
c2>c7*2
c3>c5*2
c6>c3
c4>c6
c6>c8*8
c7>c5*3
c3>c8*2
c8>c3*11
c3>c4
deal
c2>f
c3>f
c3>f
c2>c8
c1>c8
c1>c6*2
deal
c5>f
c7>f
c8>f
c2>f
c7>f
c5>f
c1>c5
c4>c2
c6>c1
c6>c5*3
c6>c8*4
c3>c6
c8>c2*7
c1>c8*2
deal
c4>f
c5>c1
c7>c3
c7>c6
c7>f
c7>f
c7>c3
c7>f
