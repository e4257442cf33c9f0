variant strict-milligan
source seed 105
col 1: 6C
col 2: 3C
col 3: JC
col 4: KS
col 5: 6C
col 6: AS
col 7: 8H
col 8: 5S
stock: 5C AH 9H TD 4D 6D 8D 2S 7D QD 8C JD 6D JH 9C 2H 5S 5D 7S 5H JS TH 4H 8S TC KC AC KS QH 9C TS 2D 4S KH AS AD 8D 8C QD QS 9D 2C TS 3C KC QC AC TD 4C AD 2D 3H 5D TC 8S 5H KD 4S 7C QH 4C 8H 4H 3S 6H 9H 6S 3D 7H KD 7C 2H 9S JC 4D KH 7S 2S 3S 7H 5C TH JD QC 9S 7D AH JH 6H QS JS 3D 3H 6S 2C 9D
moves:
c6>f
deal
c2>f
c8>f
c1>c6
c5>c6
c2>c6
c6>c8*2
deal
c8>f
c1>c3
c1>c3
deal
c6>c5
c7>c1
c7>c5
c3>c7
c2>c3
c5>c2*3
c5>c7
c4>c5
c7>c2*3
c1>c2*2
deal
c3>f
c3>c1*5
c5>c2
deal
c3>f
c4>f
c7>c4
c8>c2
c8>f
deal
c2>f
c4>f
c7>f
c1>c3
c1>c7*6
c4>c5
deal
c1>f
c2>f
c3>f
c4>f
c7>c3
c3>c6*2
c7>c3*6
c3>c5
c3>c6*3
deal
c7>f
c8>f
c2>f
c8>f
c3>c6
deal
c1>f
c4>f
c5>f
deal
c3>f
c6>f
c7>f
c3>c8
c8>c3*2
deal
c1>f
c1>c2
c7>f
c8>c4
c8>f
c5>c8
deal
c4>f
c5>f
c7>f
c1>c5
c2>c1
