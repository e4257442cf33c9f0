variant gypsy
source seed 737
col 1: [6S] [4D] TC
col 2: [2S] [7C] TH
col 3: [7D] [7D] 4H
col 4: [8D] [7H] 2C
col 5: [3C] [9C] 3C
col 6: [TS] [8H] 3D
col 7: [KH] [QC] 8S
col 8: [6C] [9H] 3S
stock: 9H QD 4S KD 3D AC 6C AH QD QH 6D AC JH 4D 5S TC 2S AS 8D JH 4S JS JC JC TD KC 2C 4C AH 9C 9S 5D QS 7S JD 5C AD KS AD 9S 7C 2H JD 9D AS 5H 5C TH KS 4H 6D 6H KC 6H TD 2D KH 5D 6S QC 5H QS QH 4C 3S 8H 8S 7S 2H 3H 5S KD 8C 8C JS TS 9D 3H 2D 7H
moves:
c4>c6
c4>c7
c5>c3
c5>c2
c4>c2
c2>c4*3
c2>c4
deal
c6>f
c8>f
c6>c3*2
c3>f
c7>c1*3
c7>c4
deal
c4>f
c5>c4
c6>c7
c7>c3*2
c8>c4
c8>c3
c8>c4
deal
c2>f
c1>f
c6>c1
c7>c2
deal
c5>f
c4>c8
c3>f
c1>c2*3
c1>c4*5
c3>c6
c3>f
c5>f
c5>c8
c5>f
c1>c5
c6>c2*2
c6>c7
c8>c1*3
c4>c6*4
f3C>c3
deal
c5>f
c7>f
c3>c1
c3>f
c3>c2*3
c5>c4
c1>c5*2
deal
c5>f
c2>f
c2>c1*3
deal
c8>f
deal
c8>f
c2>c3
c4>c1
deal
c5>f
c6>f
c7>f
c4>c2
c4>c2
c3>c4
c6>c8
deal
c6>f
c7>f
c1>c5
c5>c4*2
c3>c7
c3>c8*2
c8>c2*3
