variant strict-milligan
source seed 649
col 1: QH
col 2: 6H
col 3: KS
col 4: TC
col 5: KH
col 6: 7C
col 7: 2C
col 8: 5C
stock: TC 8S 4H 9S JS 3H 5S 5H 7S KC 2H QS AH 2C QD 6C 4D 8C QC KS 7C 3D AC 3H 2D 7S 2S KD 7D 3D 9H 9H 2D 6H 8C 4S TH QS 6S AS TD 4D 5D KH 9C TS 4C 8D TD KD 5H KC 8S AC JS 5C 6C 9D JC 3C 6S 6D 2S 5S 4C 2H 9C 7D JC AS 5D 3S 4H 6D 3S QD 9D QH JH 8H AH AD TS AD 8H 3C 8D 7H TH 9S 7H JH JD 4S QC JD
moves:
c1>c3
deal
c3>c7
c5>c3
deal
c7>c2
c5>c6
c4>c5
c6>f
c3>f
c3>c2
deal
c7>f
c8>f
c7>f
c1>c7
deal
c3>c6
c3>c4
deal
deal
c7>c3
c3>c7*2
c8>c5
c8>f
c3>c8
c8>c6*2
deal
c3>f
c6>f
c1>c7
c7>c3*2
deal
c7>f
c8>c6
c7>c5*2
deal
c6>f
c8>f
c1>c7
c1>c4
c1>c5
c3>c5
c7>c4*2
deal
c3>c1
c3>c4
c3>c4
c3>c6
deal
c1>f
c2>f
c4>f
deal
c6>f
c2>c1
c4>c7
