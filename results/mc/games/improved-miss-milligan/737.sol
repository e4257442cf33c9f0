variant improved-miss-milligan
source seed 737
col 1: [6S] 4D
col 2: [2S] 7C
col 3: [7D] 7D
col 4: [8D] 7H
col 5: [3C] 9C
col 6: [TS] 8H
col 7: [KH] QC
col 8: [6C] 9H
stock: TC TH 4H 2C 3C 3D 8S 3S 9H QD 4S KD 3D AC 6C AH QD QH 6D AC JH 4D 5S TC 2S AS 8D JH 4S JS JC JC TD KC 2C 4C AH 9C 9S 5D QS 7S JD 5C AD KS AD 9S 7C 2H JD 9D AS 5H 5C TH KS 4H 6D 6H KC 6H TD 2D KH 5D 6S QC 5H QS QH 4C 3S 8H 8S 7S 2H 3H 5S KD 8C 8C JS TS 9D 3H 2D 7H
moves:
c2>c6
c6>c5*2
c8>c6
c8>c3
deal
c4>c6
c4>c7
c8>c3
deal
c6>f
c8>f
c6>f
c7>c4*4
c4>c1*3
c4>c8*2
c5>c3
c5>f
c5>c4
c8>c7
deal
c7>c3
c4>f
c3>c4*2
c6>c4
c5>c7
deal
c2>f
c1>f
c6>c2
c6>c5
c7>c1
c6>c4*2
deal
c3>f
c4>f
c5>f
c1>c2*3
c3>c6
c3>c8*2
c3>f
c7>c2
c1>c7*5
deal
c4>f
c5>f
c7>f
c7>f
c3>c1
c7>c1*4
c4>c7*2
c1>c7*2
deal
c1>f
c2>f
c5>f
c5>c6*2
c5>c8*2
c5>f
deal
deal
c8>f
c8>f
c2>c3
c4>c1
deal
c5>f
c6>f
c4>c2
c4>c2
c3>c4
c6>c8
c7>c2
deal
c1>f
c6>f
c7>f
c2>c5
c5>c4*2
c3>c7
c3>c8*2
c8>c4*3
