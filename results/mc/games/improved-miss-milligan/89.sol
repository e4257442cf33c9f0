variant improved-miss-milligan
source seed 89
col 1: [7H] 4H
col 2: [8C] 8H
col 3: [2D] 5D
col 4: [KH] QS
col 5: [3S] TS
col 6: [JH] 8S
col 7: [KD] 8D
col 8: [QH] 3C
stock: 6H AH 7S JD 9S 6D TH TH 8C JC 4C 8D 2C TC AD TS 5H 7D QS 3D KD QC TC TD 7H 6S 7S JC 7D 2H 9H 7C 4S JS 6D 2D 2C 5S QC 2S JD 9D 4S JH 6C AS QH AD KS 7C 8H 5D 9D 4H 6C 5H 3H 2S 5C 6H 9C JS 2H 4D 6S KH KC 5S TD 4D 3S AC QD KC 9H QD KS 4C AH 3H AS 3C 8S AC 3D 9S 5C 9C
moves:
c8>c1
deal
c2>f
c1>c3
c2>c5
c3>c5*2
c5>c7*4
deal
c7>f
deal
c3>c5
c4>c3
c3>c1*2
deal
c6>f
deal
c4>f
c6>c3
deal
c6>f
c8>f
c8>f
c1>c6
deal
c2>c3
c4>c7
deal
c1>f
c3>c4
c3>c5*2
c4>c5*2
c8>c5
c3>c8
deal
c7>f
c8>f
c8>f
c4>f
c1>f
deal
c7>f
c7>f
c8>f
c4>c2
c6>c7
c2>c5
c7>c8
c1>c2
deal
c1>f
c4>f
c5>f
