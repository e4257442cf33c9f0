variant improved-miss-milligan
source seed 401
col 1: [KS] KD
col 2: [QH] 3H
col 3: [KH] 5S
col 4: [3H] 5D
col 5: [2C] 8D
col 6: [6D] KH
col 7: [8H] 3C
col 8: [TS] 6C
stock: 7C 7S TD JD 8S 2S 5C 7H 4C 2S 9D JC 9C 2D 6S 3D JS JH 4S 6S KC AC QC TH 6H 9H AC 4D 8D JD KS 6C 3S 7D 5D 7H QS 9H JS TS 4D KD TD 4S 3S TH JH 9C TC QD 6D QH AD 7C KC 7S 4C AS QD QC 4H 8H AD 8S 8C 2H 5C 8C AS 2H 5S 2C 2D 5H AH 4H 9S AH 9D JC 3D TC 6H 5H 7D 3C QS 9S
moves:
c4>c8
deal
c8>c5
c8>c5*2
c8>c4
deal
c2>c8
deal
c6>f
c2>c7
c8>c1
c8>c3*2
c5>c8
c5>c1
c3>c5*3
c5>c3*7
c5>c1
c5>f
deal
c3>f
deal
c6>c8
c6>c5
c6>c1
c8>c5*2
c3>c8
c8>c2*2
deal
c8>c6
deal
c5>f
c2>c7
c3>c6
deal
c2>f
c7>f
c4>c2
deal
c5>f
c8>f
c5>c3
c2>c5
c5>c3*2
c1>c5
c5>c2*4
deal
c1>f
c3>f
c6>f
c6>f
c3>f
c1>c2
c6>c5
c3>c6*3
c7>c1
c4>c7
c8>c3
c8>c1
c8>c5
c3>c8*2
c3>c8
c3>f
c3>f
c6>f
c3>f
c5>c8*3
c6>c8*3
c2>c3
deal
c6>f
c3>c6
c3>f
c3>c2*5
c8>c3
