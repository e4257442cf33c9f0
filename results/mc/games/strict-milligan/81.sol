variant strict-milligan
source seed 81
col 1: 5D
col 2: 2C
col 3: QD
col 4: KD
col 5: 3S
col 6: TS
col 7: AC
col 8: TC
stock: 3D AS 8S AS 4D 5H 6S KD KC 2H QS JD TD TD AH 7H KS 4D 9D QH 5S 8C 4H 8S 5D 3S QD 9S KS JD 7D JH 9S 2D 8C AH TC 8H 3C JS 5C JS JH 9D 7C 6C 9H KH 4C 7H 3C 8H JC QS 3D AC TS 9C QC 6H 2D 7D 8D 2S 2C AD QC AD 3H 5S 7C 6H KC 6S 4C 3H 6C 2H 4S 7S JC 8D 2S 9C QH 5H TH 5C 9H 6D 4H TH 4S KH 7S 6D
moves:
c7>f
c2>f
deal
c4>f
c2>f
deal
c7>f
c2>f
c1>c2
c4>c3
c3>c4*2
c8>c3
c7>c3
c8>c7
deal
c2>c5
c4>c1
c6>c3
deal
c3>c5
c7>c3
c2>c7
c5>c2
deal
c4>f
c7>f
c2>c7
c6>c1
c5>c6
c8>c2
c6>c8
deal
deal
c1>f
c1>f
c8>f
c6>c8
c6>f
deal
c8>f
c7>c2
deal
c1>f
c2>f
c4>f
c5>f
c5>f
c7>f
c7>f
c6>c4
c7>c1
c7>f
c7>f
c7>f
c3>c7
deal
c6>f
c4>f
c7>f
c4>f
c2>f
c8>f
c5>c6
deal
c3>f
c6>f
c1>c5
c5>c1*2
c2>c4
c2>c7*2
c7>c1*3
deal
c3>f
c2>c7
