variant improved-miss-milligan
source seed 609
col 1: [7D] 3C
col 2: [4D] 3S
col 3: [5C] JD
col 4: [KS] 2C
col 5: [3D] 7D
col 6: [QS] 2S
col 7: [8C] JD
col 8: [TD] KS
stock: 2H 8D KD 6S 7C 9C 9C 6D TH 4H KC JH 4D QH JC 5S 7C 8D 5S 6H 3H JH 5H 3C TS 9D 3H AD 3S TC JS KH 5D 6C 8C 2H 6S 4S 6H 5H 6C KC QC 9H TD 5D 8H 7S KD QS QD TH 9D 2S AC AS AH QC AC 4H 4S JC 2C QD TC TS JS 8H 7S 7H 2D 9S 5C 8S KH QH AS 3D 4C 2D 8S AD 9S 6D 9H 4C AH 7H
moves:
deal
c2>c6
c5>c6
c4>c5
c8>c6
c1>c2
c6>c7*3
deal
c1>c7
c1>c2
c2>c8*2
c2>c5*2
c7>c6*2
c7>c6*4
c6>c3*7
c8>c3*3
deal
c1>c2
c3>c4
c4>c2*2
deal
c4>f
c1>c4
c2>c6
deal
c1>c2
c2>c1*2
c6>c1
c3>c6
c3>c1
c4>c3
deal
c4>c3*3
c6>c1
c8>c7
deal
c7>f
c8>f
c6>f
c2>c1
c3>c2
c6>c1*4
c6>c4
deal
c1>f
c3>f
c7>f
c6>c8
deal
c5>c4
c4>c8*2
deal
c5>f
c8>f
c6>f
c6>c2
c6>f
c6>c3
c7>c3*8
