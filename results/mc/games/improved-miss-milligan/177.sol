variant improved-miss-milligan
source seed 177
col 1: [9C] 8S
col 2: [8H] 5H
col 3: [8C] KS
col 4: [AC] 6H
col 5: [7C] 4D
col 6: [JH] 7S
col 7: [5D] 3S
col 8: [3H] JD
stock: 7C TC KC JD KD 5C 5D 9S 4H 7H AC QD KH 8D 7D KS AS 2D QS 4H 9H 3C 9C AD 2C 6H 7S 2S TD 5C 5H 6C 6S 3H 4S 9D TD 9H JS 6D 8D TC 4C 2C QD AH 6S 3C TS 3S 2H QH AS QC 4C AH 3D 2D 6D 8H 8S QH 4S 2H QC 9D 8C TS 3D KD KC TH KH JC QS JS 7D 2S JH 9S JC 5S 5S TH 4D AD 7H 6C
moves:
c4>c6
c4>f
deal
c2>c4
deal
c3>f
c4>c8
deal
c1>f
c8>f
c2>f
c6>c1
c6>c7
c6>c7*3
c1>c7*2
c6>c3
c8>c6*2
deal
c1>f
c4>f
c2>c1
c4>c6
c6>c1*2
c7>c8
c7>f
c7>c5*6
c8>c7*2
c5>c8*5
c7>c2*2
c8>c3*3
c8>c5*2
deal
deal
c3>f
c4>f
c8>f
c6>f
c6>c2
deal
c2>f
c3>f
c3>f
c5>f
c7>f
c8>f
c3>c8*2
deal
c1>f
c8>f
c8>c3*2
deal
c1>c6
c2>c1
c3>c1
c1>c4*2
deal
c6>f
c3>c1
c7>c1
c8>c2*2
c1>c6
deal
c2>f
c5>f
c6>f
c8>c5
c3>c8
