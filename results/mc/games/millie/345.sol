variant millie
source seed 345
col 1: AD
col 2: KS
col 3: 6H
col 4: 4D
col 5: AH
col 6: 5C
col 7: 2C
col 8: 9C
stock: 8S 6D 7H 6S 9H 4S 4S 4H JS KS QH KH 8C 9D TD JH KD 6S AD 6D JD 5C 5S 5D 8H 7S 9D 8D 5D JC 4C 8C 2C 3H QD 9S 3S AS TH AS 9C TC 7C QS 9H 4C 3S AH KC KC JC 4D 3D 7C 2D 3C 8H 3C TD 5H 4H AC QS 3D JD 7D 2H TS 9S 8D QH 6C TC 5H TH 7S QC 2H 2S AC 7D 6C TS 8S 5S 3H JH KD JS QD QC 2D 2S 6H KH 7H
moves:
c1>f
c5>f
deal
c1>c5
c2>c1
c3>c5
c4>c5
deal
c1>c3
c3>c2*2
c5>c6
c7>c2
deal
c3>f
c6>c3
c7>c4
c7>c8
c8>c2*2
deal
c2>c4
c7>c5
c8>c3
c4>c1
deal
c6>f
c8>f
c1>c2
c1>c4*2
c4>c7*3
c6>c3
c7>c3*4
c3>c4
deal
c8>f
c5>c2
c2>c8*2
c2>c6*2
c8>c4*3
c5>c8
c3>c1*2
c6>c2*2
deal
c7>f
deal
c6>f
c8>f
c2>c5
c6>c1
c6>c4
deal
c3>f
c4>c1
c3>c7*2
c4>c8*2
c4>f
c5>c7
c6>c3
c2>c6
c7>c2*4
c6>c1*3
deal
c8>f
c6>f
deal
c6>f
c1>c4
c1>c7
c2>c1
c2>c1
c6>c1
c1>c7*6
deal
c4>f
c5>f
c1>c2
c1>c3*2
c3>c7*3
c5>c6
c6>c1*2
