variant improved-miss-milligan
source seed 777
col 1: [8D] KH
col 2: [4D] TC
col 3: [4D] 2C
col 4: [QC] JH
col 5: [7C] JD
col 6: [JS] 9C
col 7: [9D] 9S
col 8: [2D] KC
stock: KD KC 3H TS 2S AH 9C JC 8C 3H 6H 6S 6D 7H TH QS 8C 4H 9S 3D 8S 4C KS 4S AS JH JS JD 8D 2D 4S 5S TD 2H TC 9H QD KS 8S 4C 2H 7C 5H AS 5D 2S 6C 5S AH TD 3D 4H QH 7S 7D TS 9H 7D JC KD 5H KH 8H QH 2C AD 3S AC 5C 3C 7S QC 6D 5C 6S 3C 6H 9D TH AC 5D AD 7H QS QD 3S 6C 8H
moves:
c2>c5
deal
c6>f
c5>c3
deal
deal
c4>c6
deal
c1>f
deal
c2>f
c3>c2
c1>c3
c1>c4
c3>c5*2
c3>c5
c4>c2*2
c5>c6*4
c5>c6
c2>c4*3
deal
c4>f
c6>f
c2>c6
c3>c7
c3>c6
c3>f
c3>f
c8>c6
deal
c1>f
c1>f
c4>f
c7>c1
c7>f
c7>c1
c1>c7*2
deal
c3>c8
deal
c2>f
c3>f
deal
c5>f
c8>f
c2>c1
c3>c2
deal
c2>f
c3>f
c6>f
c8>f
c1>c2
