variant improved-miss-milligan
source seed 593
col 1: [AH] 7S
col 2: [2H] 3H
col 3: [8C] 8S
col 4: [KS] TD
col 5: [7C] 5S
col 6: [9S] 3D
col 7: [7S] 3C
col 8: [JD] 3C
stock: JS 4S TC 2D 6C 4C JD 4S AC 7H 2C 5C 2D QH AH 5H KD QS JC 9D 9H 8C 5D 4D QD 7D QS 6S 7H AS JS 6H TD 8D 6C TC 6S KC 6D 4H KC TS 7C 3H 5D AS 4H 2C 2S QC 2H TH AD TH 9H KS 9D TS 7D JH JC 8D QH 8S 2S 5C AD 6H AC KH KD 3S 4C 8H 9C 3D QD 5H 5S 8H 3S 9C JH 4D QC 6D KH 9S
moves:
deal
c3>c7
deal
c1>f
c3>f
c7>f
c1>c6
c2>c3
c2>c8
c2>c8
c2>f
c8>f
deal
c6>c4
deal
c6>f
c4>c2
c2>c4*2
c7>c1
c7>c4
c4>c7*5
c4>c8
c7>c2*7
c7>f
c8>c7*2
c8>c7
c2>c3*7
deal
c1>c6*3
c8>f
c8>c5*2
deal
c6>f
c8>c4
c4>c8*2
c8>c5*3
c8>c7
c2>c8
c3>c2
c5>c3*4
c3>c5*2
deal
c1>f
c5>f
deal
c1>c2
c3>c8
c2>c4*2
c5>c7
c4>c2*3
c7>c1*2
c4>c1
c7>c4
c3>c7
deal
c1>f
c3>f
c5>f
c8>f
c3>f
c5>f
c2>c4
c2>c6*4
c3>c8*2
c3>c7*8
c4>c2*2
c8>c4*4
c1>c8*3
c4>c6*4
c5>c6*2
c5>f
c6>c5*3
deal
c1>f
c7>f
c2>c3
c2>f
c2>f
c5>c1
c2>c8
c5>c7*2
deal
c1>f
c3>c5
c5>c7*2
