variant strict-milligan
source seed 129
col 1: AH
col 2: 7C
col 3: TC
col 4: 8H
col 5: 7S
col 6: 6C
col 7: 2D
col 8: QS
stock: 5S 2S 4C KH 3S TD 3C 2C TS 8D 3D JH 3H AS AC 9D 8S 6D 8H TD QH QD 7H JC JS 8D TC 3C 9D 6C 9C 7H JC 7D 2C 8C TH QC 8S KD JD 6S 2D 2S 6H AS 3D AC 5C 4D 6D KD 8C 3H 5S AD 7D 3S 4C 6S 7C 9C 9S 2H QC 5H 9H 5D 9S QH 4S 4S 4H QS 5C 5D JH 7S TS 4H KC 6H JD JS AH KC 2H 9H KS 4D KS TH 5H KH QD AD
moves:
c1>f
c2>c4
deal
deal
c6>f
c7>f
c1>c4
c8>c4
c8>f
c7>f
c4>c8*3
c8>c4*4
c4>c8*5
c4>c2
deal
c4>c8
c7>c1
c8>c5*2
c1>c8*2
c1>c2
deal
c2>c7
c5>c3
c6>c8
c7>c5*2
c1>c6
deal
c2>c4
c5>c1
c6>c8
deal
c4>f
c6>f
c8>f
c1>c8
c2>c4
c1>c6
deal
c8>f
c1>c3
c2>c3
deal
c2>f
c8>f
c3>f
c2>c6*4
c2>f
c3>c5*3
c3>f
c3>f
c3>c8*2
c3>c7
c4>c1
c3>f
c5>f
c5>f
c5>c7*2
c5>c8
c1>c8*2
c8>c2*8
c8>f
c6>c5
deal
c4>f
c7>f
c7>f
c7>f
c1>c4
c8>c2
deal
c1>c3
c5>c2
c7>c2
deal
c5>f
c7>f
deal
c8>f
c4>c7*2
c7>c1*3
c7>c1*2
c7>f
