variant gypsy
source seed 609
col 1: [7D] [3C] 2H
col 2: [4D] [3S] 8D
col 3: [5C] [JD] KD
col 4: [KS] [2C] 6S
col 5: [3D] [7D] 7C
col 6: [QS] [2S] 9C
col 7: [8C] [JD] 9C
col 8: [TD] [KS] 6D
stock: TH 4H KC JH 4D QH JC 5S 7C 8D 5S 6H 3H JH 5H 3C TS 9D 3H AD 3S TC JS KH 5D 6C 8C 2H 6S 4S 6H 5H 6C KC QC 9H TD 5D 8H 7S KD QS QD TH 9D 2S AC AS AH QC AC 4H 4S JC 2C QD TC TS JS 8H 7S 7H 2D 9S 5C 8S KH QH AS 3D 4C 2D 8S AD 9S 6D 9H 4C AH 7H
moves:
c2>c6
c1>c2
c5>c6
c4>c5
c8>c6
deal
c1>c7
c1>c2
deal
c1>c2
c3>c4
c4>c2*2
deal
c4>f
c1>c4
c2>c4
deal
c1>c2
c1>c3
c2>c1*2
c1>c3*2
c2>c1*4
c2>c1*2
c4>c1
c3>c4*4
c3>c6
deal
c6>c1
c6>c1*2
c4>c6
c4>c3*7
c4>c1
c8>c7
deal
c7>f
c8>f
c6>f
c6>c2*3
c2>c1*4
c3>c2
deal
c1>f
c3>f
c7>f
c5>c3
deal
c7>f
c7>c8*2
c5>c4
c5>c1
c8>c5*3
c5>c3*4
c3>c8*5
c5>c6
c5>f
c3>f
c7>c4
deal
c5>f
c6>f
c6>c2*2
c5>c7
c5>f
deal
c2>f
c7>f
c2>c5*3
c5>c2*4
c5>c1*2
c5>c6
c2>c5*5
