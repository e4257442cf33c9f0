variant improved-miss-milligan
source seed 233
col 1: [4C] 2D
col 2: [3C] TC
col 3: [5D] KC
col 4: [8D] 9C
col 5: [9D] AS
col 6: [JH] 3S
col 7: [5D] 2S
col 8: [4H] AH
stock: 2S 9D 2C QH 3H QS 4H JC 7D 5H 8S 9S 4S 9H TD JD 7H AS 6H 9S AH 5C KS 5H 7C 6S JD TH AC TC 7C 6D 6H 9H 9C JC 3H 6C QH 5C QS QC AC TH 8C 4S 2H 2H KD KC 5S KD 8S KH 7S 5S TD JS 6D 3S 8C KH 8H 7D JH 4D QD AD 7S QD 7H 3D 2C TS JS 6C 3D 4C 8H 8D 2D 4D 6S KS 3C AD QC TS
moves:
c5>f
c7>f
c6>f
c8>f
deal
c1>c5
c8>c4
deal
c5>f
c1>c3
c3>c6*2
c4>c7
c7>c4*2
deal
c6>c3
c5>f
deal
c5>f
c6>c3
c2>c6
c2>f
c5>f
c2>c6
c6>c3*5
c3>c6*7
c3>c1*2
c3>f
c8>c7
c6>c2*4
deal
c4>c7
c3>c4
c4>c7*2
c7>c3*4
c8>c1
c8>c6
deal
c3>f
c7>f
c8>f
c8>c1
deal
c3>f
deal
c4>f
c1>c2
c8>c5
deal
c4>f
deal
c1>f
c2>c1
deal
c1>f
c3>f
c5>f
c5>f
c2>f
c5>f
c6>f
c6>f
c1>c7*2
c7>c1*3
c3>c4*2
