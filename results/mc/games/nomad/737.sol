variant nomad
source seed 737
col 1: 6S 4D TC 9H
col 2: 2S 7C TH QD
col 3: 7D 7D 4H 4S
col 4: 8D 7H 2C KD
col 5: 3C 9C 3C 3D
col 6: TS 8H 3D AC
col 7: KH QC 8S 6C
col 8: 6C 9H 3S AH
stock: QD QH 6D AC JH 4D 5S TC 2S AS 8D JH 4S JS JC JC TD KC 2C 4C AH 9C 9S 5D QS 7S JD 5C AD KS AD 9S 7C 2H JD 9D AS 5H 5C TH KS 4H 6D 6H KC 6H TD 2D KH 5D 6S QC 5H QS QH 4C 3S 8H 8S 7S 2H 3H 5S KD 8C 8C JS TS 9D 3H 2D 7H
moves:
c6>f
c8>f
c5>c3
c2>x
deal
c4>f
c6>c7
c7>c3*2
c8>c5
c8>c3
c8>c5
deal
c2>f
c1>f
c6>c1
c6>c5
c7>c2
deal
c5>f
c3>f
c1>c2*3
c3>c6
c3>f
c4>c8
c1>c4*2
c6>c2*2
c6>c7
c5>c8
c5>f
c5>c6
deal
c5>f
c7>f
c3>c1
c3>c2*3
xQD>c6
c4>x
c2>c6*8
deal
c2>f
c5>f
c4>c5
c5>c3*2
deal
c8>f
x5C>c3
c2>c3
deal
c2>c3
c4>c1
c8>c3
deal
c5>f
c6>f
c7>f
c4>c2
c4>c2
c4>c6*3
c6>c4*4
c3>c4
deal
c6>f
c7>f
c1>c5
c5>c4*2
c3>c7
c3>c8*3
c3>f
c5>f
c6>f
c8>c2*4
c7>c5*2
c7>c5
