variant nomad
source seed 137
col 1: TS 4H TD KS
col 2: KH 3D 7D 5S
col 3: 7D KD 4D 3H
col 4: JC 7C TC 6S
col 5: TD KC 2H TH
col 6: 9S QH JC 6C
col 7: 4S 3D JS TH
col 8: 8C 9H 6D 3H
stock: 2C 8S JH 5D KD AD 2H 2S AH JH 8S 8D 2D 5C 8H 7S 9D 2C 3S 3S 5C 9C 5H AH 7S AS AS 8H QS 9H 6D JD 7H 6H 6C QH AC 8C QD 9S TC JS QS KH 2S 9C KC JD 6S KS 7C 5H 4C QD 3C 4C 3C AD AC 4S 2D 7H 6H 9D TS QC 5D 8D 4H 5S QC 4D
moves:
deal
c6>f
deal
c1>f
c5>f
c8>c4
c7>x
c7>f
deal
c8>f
x8H>c6
c2>x
deal
c2>f
c3>f
c1>c4
c7>c4
c2>c5
c2>c1
c2>c4
c1>c6
c2>c6
c2>f
c5>c2*2
deal
c5>f
x2C>f
c1>c6
c6>c1*2
c3>c1
c5>c2
c3>x
c1>c3*2
deal
c5>f
x3S>f
c1>c8
c1>c8*2
c8>c3*4
c3>c4*5
deal
c7>f
c5>f
c4>c1
c6>c2
c8>c1
deal
c2>f
c3>f
c4>f
c5>f
c6>c4
c7>c3
deal
c6>f
c8>f
c3>f
c3>c4*2
c3>c8*3
c8>c1*4
c1>c3*5
c3>c2*6
c3>f
c5>f
c2>c5*7
c4>c6*3
c1>c3
c1>c4*3
c1>f
c3>f
c4>f
c4>f
c4>f
c6>f
c4>f
