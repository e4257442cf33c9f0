variant strict-milligan
source seed 177
col 1: 9C
col 2: 8H
col 3: 8C
col 4: AC
col 5: 7C
col 6: JH
col 7: 5D
col 8: 3H
stock: 8S 5H KS 6H 4D 7S 3S JD 7C TC KC JD KD 5C 5D 9S 4H 7H AC QD KH 8D 7D KS AS 2D QS 4H 9H 3C 9C AD 2C 6H 7S 2S TD 5C 5H 6C 6S 3H 4S 9D TD 9H JS 6D 8D TC 4C 2C QD AH 6S 3C TS 3S 2H QH AS QC 4C AH 3D 2D 6D 8H 8S QH 4S 2H QC 9D 8C TS 3D KD KC TH KH JC QS JS 7D 2S JH 9S JC 5S 5S TH 4D AD 7H 6C
moves:
c4>f
deal
c7>c5
c4>c6
c3>c4
deal
c2>c4
c6>c1*2
deal
c3>f
c4>c3
c1>c6*4
c2>c1
c3>c8
deal
c1>f
c8>f
c2>f
c1>c5*2
c6>c1*6
deal
c1>f
c4>f
c1>f
c2>c3
c2>c8
c3>c2*2
c4>c6
c4>c3*2
c6>c2*2
c1>c5*6
deal
deal
c3>f
c4>f
c6>f
c8>f
c4>c2
c5>c4
deal
c2>f
c3>f
c3>f
c5>f
c7>f
c8>f
deal
c1>f
c8>f
deal
c1>c6
c2>c1
c3>c1
c1>c4*2
deal
c6>f
c8>c2*2
c3>c1
c7>c1
deal
c2>f
c5>f
c6>f
c8>c5
