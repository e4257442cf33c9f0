variant strict-milligan
source seed 561
col 1: 6S
col 2: 5H
col 3: 4C
col 4: 8S
col 5: QC
col 6: AH
col 7: QS
col 8: 7H
stock: QS 7D AC TS 5H 2H 6D KS 6D 3C 3H 3H 7S QH 3C 2H 4D 7C 8S JS JH 7S TD AH 4H TC KD 5D 3D 9D JC 8H AC 4S 4D 3S KS 9H TH QD 5C KC 4H QD AD 8D KC 8H 2D TD 2C 2D 6C 4S AS 4C 6S 8D JC JH 9S JD 7H TS KD 5D QC 3S JD QH 9C 5C 8C TC 9C 2S AS 2C 5S AD 8C 6H 7D 9H 7C TH KH 6C 6H 5S 3D JS 2S 9D KH 9S
moves:
c6>f
deal
c3>f
c6>f
deal
c4>f
c8>c2
c6>c8
c1>c5
c8>c6*2
c2>c7
deal
c8>f
c7>c4
c7>f
deal
c1>f
c6>c2
c6>c8
c7>c6
c7>c1
c7>c8
c7>c3
c3>c7*2
c3>c2
c3>f
c5>c3
c2>c5*3
c5>c7*4
deal
c1>f
c4>c3
c2>c4
c8>c5
c8>c2
deal
c3>f
c5>f
c3>c1*2
c4>c7
c3>c4
c7>c2
deal
c7>f
c4>f
c4>f
c3>f
c4>c5*2
deal
c1>c7
c2>c5
c2>c3
c3>c2*2
c5>c2*2
c8>c6
deal
c3>c1
c5>c1
c3>c2
c1>c3*3
c1>c8*3
deal
c4>f
c4>f
c5>f
c6>f
c8>f
c5>f
c7>f
c8>f
c2>c4
c2>c5
deal
c1>c4
c2>c5
c2>c8
c3>c1
c3>c6
c5>c2*2
c5>c1*3
c2>c5*6
deal
c3>f
c5>f
c2>c1
c4>c2
