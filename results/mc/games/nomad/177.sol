variant nomad
source seed 177
col 1: 9C 8S 7C 4H
col 2: 8H 5H TC 7H
col 3: 8C KS KC AC
col 4: AC 6H JD QD
col 5: 7C 4D KD KH
col 6: JH 7S 5C 8D
col 7: 5D 3S 5D 7D
col 8: 3H JD 9S KS
stock: AS 2D QS 4H 9H 3C 9C AD 2C 6H 7S 2S TD 5C 5H 6C 6S 3H 4S 9D TD 9H JS 6D 8D TC 4C 2C QD AH 6S 3C TS 3S 2H QH AS QC 4C AH 3D 2D 6D 8H 8S QH 4S 2H QC 9D 8C TS 3D KD KC TH KH JC QS JS 7D 2S JH 9S JC 5S 5S TH 4D AD 7H 6C
moves:
c3>f
c4>c3
deal
c1>f
c8>f
c2>f
c6>c1
c6>c7
c1>c6*2
c1>c7
c1>c5
c2>c5
c5>c2*3
c3>c5
c4>x
c2>c4*4
c4>c5*5
c4>c7
c4>f
c2>c4
c6>c7*3
c6>c2
deal
c1>f
c4>f
c6>c2
c7>c8
c7>f
c7>c5*6
c8>c7*2
deal
c2>c3
c5>c7
x4H>c2
deal
c6>f
c3>f
c4>f
c4>c2
c8>f
c1>x
c3>c4*2
c8>c3
c5>c8
c4>c1*3
c3>c4*2
c5>c4*2
f3C>c4
deal
c2>f
c5>f
c8>f
c3>f
deal
c1>f
c7>f
c8>f
deal
c1>c6
c2>c1
c3>c1
deal
c6>f
c8>c2*2
c2>c8*3
c3>c1
c7>c1
x8D>c8
deal
c2>f
c5>f
c6>f
c2>f
c8>c5
