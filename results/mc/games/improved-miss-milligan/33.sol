variant improved-miss-milligan
source seed 33
col 1: [AH] 2S
col 2: [6D] 4D
col 3: [AS] 5D
col 4: [4S] 9D
col 5: [QD] KH
col 6: [QD] 9D
col 7: [8S] 9H
col 8: [QH] 4D
stock: JS 5C QC KD 2S 7D TH 6S KD AD 9S 9C 2H 2D 9C 6H JD 5H 4C 6C 7H QH 3H KC 9S JS QS KS 4H JC 8S TD 8D 6D 6C 7D KC 2C 7S TC 7C 5C 2D KH 3D AS 8C 6S 4H 3S 2H 3C 7H 7S 3D 9H TH 4C 5D 6H JH QS 2C 5H JC 4S 7C 8D QC KS AD AC TS JH TC 5S 3H AH JD TD 8H 8H 3S 8C AC TS 3C 5S
moves:
deal
c3>c4
c8>c6
c8>c2
c3>c6
c3>f
c1>c8
c1>f
c1>f
deal
c2>f
c5>f
c6>f
c2>c8*2
deal
c7>f
c4>c5
c2>c5
c3>c5
c6>c8
c5>c6
deal
c5>f
c5>f
c1>c8
c1>c3
c3>c1*2
c5>c7*2
c8>c2*2
c2>c8*3
deal
c2>c7
c3>c4
c1>c3
c7>c3*2
c8>c1
deal
c5>f
c6>f
deal
c2>f
c1>c2
c3>c4
c4>c2*2
deal
c4>f
c2>c3
c5>c6
c5>f
deal
c2>f
c8>f
c7>f
c7>f
c3>c4
c7>c3
deal
c4>f
c6>f
c3>c7
deal
c1>f
c5>f
c7>f
