variant nomad
source seed 609
col 1: 7D 3C 2H TH
col 2: 4D 3S 8D 4H
col 3: 5C JD KD KC
col 4: KS 2C 6S JH
col 5: 3D 7D 7C 4D
col 6: QS 2S 9C QH
col 7: 8C JD 9C JC
col 8: TD KS 6D 5S
stock: 7C 8D 5S 6H 3H JH 5H 3C TS 9D 3H AD 3S TC JS KH 5D 6C 8C 2H 6S 4S 6H 5H 6C KC QC 9H TD 5D 8H 7S KD QS QD TH 9D 2S AC AS AH QC AC 4H 4S JC 2C QD TC TS JS 8H 7S 7H 2D 9S 5C 8S KH QH AS 3D 4C 2D 8S AD 9S 6D 9H 4C AH 7H
moves:
c1>c7
c1>c2*2
c2>c8*3
c6>c3
c2>c6
c6>c7*2
c7>c3*4
c4>x
c4>c1
deal
deal
c4>f
c2>c1
deal
c1>c2
c3>c1
c3>c6
c6>c2*2
c3>c7
c8>c5
deal
c6>c1
c6>c3*2
c4>c3
c8>c7
c3>c8*4
deal
c7>f
c8>f
c6>f
c2>c1
c3>c2
deal
c1>f
c3>f
c7>f
c6>c8
xJH>c1
deal
c7>f
c7>c8*2
c7>c5*2
c5>c4*3
deal
c5>f
c6>f
c6>c2
c6>f
c6>c3
c2>c6*2
deal
c2>f
c7>f
c1>c5
c5>c2*2
c1>c4
c8>c2
c8>f
c4>c8*2
