variant nomad
source seed 345
col 1: AD 8S JS KD
col 2: KS 6D KS 6S
col 3: 6H 7H QH AD
col 4: 4D 6S KH 6D
col 5: AH 9H 8C JD
col 6: 5C 4S 9D 5C
col 7: 2C 4S TD 5S
col 8: 9C 4H JH 5D
stock: 8H 7S 9D 8D 5D JC 4C 8C 2C 3H QD 9S 3S AS TH AS 9C TC 7C QS 9H 4C 3S AH KC KC JC 4D 3D 7C 2D 3C 8H 3C TD 5H 4H AC QS 3D JD 7D 2H TS 9S 8D QH 6C TC 5H TH 7S QC 2H 2S AC 7D 6C TS 8S 5S 3H JH KD JS QD QC 2D 2S 6H KH 7H
moves:
c3>f
c6>c4
c8>c2
c1>x
c1>c3
c1>c6
c1>f
c2>c1*2
c3>c2*2
c3>c6
c7>c3
c7>c2
c7>c1
c1>c6*3
c2>c1*4
c3>c2
deal
c2>c1
c2>c1*2
c7>c5
c8>c3
deal
c6>f
c8>f
c1>c2
c1>c4*4
c4>c1*5
c6>c3
c2>c6*2
c3>c2*2
c7>c2
deal
c8>f
c2>c8
c1>c2
c5>c8
c8>c4*3
c5>c8
c8>c1*2
deal
c7>f
c5>f
c7>c4
deal
c6>f
c2>c5
c6>c1
c6>c4
c6>f
c5>f
c4>f
c6>c4*2
deal
c3>f
c3>c7*2
c3>c6
c2>c3
c3>c4*3
c4>c1*4
c4>f
c4>c8*2
c5>c7
c5>f
c6>c7*2
c7>c2*6
c1>c7*5
c8>c7*3
c8>c5
deal
c8>f
c2>f
c7>f
c6>c8
c6>c1*5
c6>c1
c6>f
c1>c6*7
c2>c3*3
deal
c2>f
c6>c7*8
c7>c6*9
c7>c8*9
c7>f
c8>c7*10
c1>c4
c1>f
deal
c4>f
c5>f
c6>f
c8>f
c6>c3*9
c3>c6*10
c6>c7*10
c7>c6*11
c1>c2
c1>f
c2>c1*2
