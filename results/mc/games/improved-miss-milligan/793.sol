variant improved-miss-milligan
source seed 793
col 1: [7H] 6H
col 2: [5C] 3S
col 3: [6C] 7S
col 4: [4H] KC
col 5: [5H] KH
col 6: [5S] TS
col 7: [QH] TD
col 8: [7D] 9D
stock: 2C 4D 8H TS AS TH 8C AS 6S KC AD JS KD 9S 8D 4S 9C QC 5H 7H 3C 3H QD 5C AH 8H KS JD 4D QH JC 8D 3H JD 4C 5S KH 8S 6H QS QC 9D 9S 9H 7S QS 2H JH 4S AC 9H 2C 8S 2D 6D 4C QD 6S AH 9C 2S 8C 5D 3D 7C 2D AC TC KD TC 6C 5D 3S 3C JC 7C JH JS TH 7D 4H AD 6D 2H TD 3D KS 2S
moves:
c1>c3
deal
c5>f
c8>f
c8>c4
c8>c7
c5>c8
c7>c4*2
deal
c3>f
c3>c6
c3>c6*2
c6>c4*5
c4>c7*2
deal
deal
c1>f
c2>c1
deal
c1>c3
c2>c5*2
c4>c7
c4>c8
c4>c6
deal
c7>f
c8>c1
c7>c5*2
c8>c6
deal
c2>f
c4>f
c6>f
c5>c4
c5>c7
c4>c3
deal
c3>f
c8>f
c5>f
c7>c2
c8>c2
deal
c3>f
c3>c4*2
c8>c7
c8>c5
c1>c8
c8>c3*2
c4>c6*2
deal
c1>f
c2>f
c3>c1
c3>c7*3
c3>f
c3>f
c7>c1*4
c1>c3*6
c1>f
c7>c8*2
c7>c3*2
c3>f
deal
c1>f
c2>f
c2>f
c4>f
c6>f
c8>f
c3>c4
c5>c6
