variant strict-milligan
source seed 201
col 1: 6D
col 2: 3H
col 3: 8C
col 4: 6C
col 5: AC
col 6: 8D
col 7: KC
col 8: 9C
stock: KH KS 5C 3S 7D 9D 9D 4C 8S 8S 5H AH QD 4D KS 5H 6H TD 8H 7H 4D JD 3S TH 8H QH 9H 4H AS 5S 5D 4S 3D 7D 2C 7C AC TC TH 7H 6S AS JC TD 2H QS QD 9S 7S 9C 8C 6C 5D 6D TS 2S 4S JH 6S TS JH QC 3C 2S TC 7S 7C KH KC 4C 2D 9H AD QS AD 3H 8D JC 3D KD 5C AH QH KD 2D 3C 2C 4H 9S 2H 6H QC JS 5S JD JS
moves:
c5>f
deal
deal
c4>f
c4>c6
c3>c4
c5>c7
c6>c3*2
c1>c6
c4>c5*2
c1>c4
c3>c1*3
c5>c2*3
c7>c5*2
c2>c7*4
deal
c7>c5
c7>c4*2
deal
c5>f
c4>c6
c8>c7
c5>c6
c7>c4
deal
c3>f
c5>f
c3>c6
c4>c3
c1>c4
deal
c2>f
c5>f
c1>c2
c1>c8
c3>c7
c1>c3
c4>c7
c8>c7*2
deal
c8>f
c4>c8
c4>c3*5
c5>c8
c6>c1
c6>c4
c3>c6*6
c3>c2*3
c8>c3*3
c2>c8*4
deal
c7>f
c8>f
c2>c6
c4>c5
c5>c4*2
c7>c6
deal
c6>f
c6>c4*3
c8>c4
c6>c4*6
c4>c1*7
c8>c2
deal
c1>f
c4>f
c3>f
c2>c8
c3>c5
c4>c8*2
c2>c5
c1>c3*3
c1>c8*4
deal
c1>f
c2>f
c5>f
c8>f
c7>f
c6>f
c7>f
c7>f
c8>f
c2>c7
c6>c3
c7>c3*4
deal
c2>f
c6>c3
c6>c7*2
c6>f
c7>c4*3
