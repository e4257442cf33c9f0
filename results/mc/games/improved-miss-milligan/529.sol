variant improved-miss-milligan
source seed 529
col 1: [4H] JS
col 2: [TS] 7H
col 3: [KS] 5H
col 4: [8D] 8D
col 5: [9C] TC
col 6: [TH] 2S
col 7: [JH] QS
col 8: [KC] 7C
stock: 9H KD KS 5C 3H 9S 9S AC 4H TD 7D QC 9C 7C 8C 2H JD 8H 3D QH 6H 6S 6D JS 6C 2D QH 3S KD 5S AS 4C QS JD 2C 8S 2C 4D 8S QC 9D AD 6D 5H JC 7H 8C KC 4S 4D 5D 5S 4C 3C KH 2D 2S AC TC QD TH AD TD 6C QD AS 3S 9D AH 6H 7S 5D AH KH 3C 3H 5C 3D JC 7S 9H TS 4S 7D JH 6S 2H 8H
moves:
c8>c4
deal
c8>f
deal
deal
c8>c4
deal
c7>f
c2>c4
c6>c7
deal
c3>f
c2>c1
deal
c2>f
c6>c7
c7>c1*2
deal
c8>f
c6>f
c5>f
c1>c3
c2>c4
deal
c1>f
c2>f
c6>f
c1>c3*3
c3>c1*4
c3>c8*2
c5>c4*2
c5>f
c1>c5*6
c8>c1*2
c8>c5
c4>c8*3
c4>c3*2
c4>c5
c1>c5
deal
c2>f
c5>f
c3>f
c5>f
c3>c7*3
c7>c2*4
c2>c6*2
deal
c1>f
c3>f
c5>f
c7>c1
c7>c1
c6>f
c6>c8*3
c6>f
c1>c3*2
c5>c2*8
c2>c6
c2>f
c6>c2*2
c2>c7*8
c6>f
c3>c1*2
c6>c1
c6>f
deal
c7>f
c1>c2
c2>c5*2
c3>c7
c6>c4
c8>c1
c8>c1*4
c8>f
