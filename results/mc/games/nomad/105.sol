variant nomad
source seed 105
col 1: 6C 5C 7D 5S
col 2: 3C AH QD 5D
col 3: JC 9H 8C 7S
col 4: KS TD JD 5H
col 5: 6C 4D 6D JS
col 6: AS 6D JH TH
col 7: 8H 8D 9C 4H
col 8: 5S 2S 2H 8S
stock: TC KC AC KS QH 9C TS 2D 4S KH AS AD 8D 8C QD QS 9D 2C TS 3C KC QC AC TD 4C AD 2D 3H 5D TC 8S 5H KD 4S 7C QH 4C 8H 4H 3S 6H 9H 6S 3D 7H KD 7C 2H 9S JC 4D KH 7S 2S 3S 7H 5C TH JD QC 9S 7D AH JH 6H QS JS 3D 3H 6S 2C 9D
moves:
c6>c5
c7>c1
c7>c5
c3>c7
c7>c5*2
c2>x
c5>c2*5
c1>c5*2
c1>c3
c5>c2*3
c5>c1
c4>c5
c5>c3*2
c1>c5*2
x5D>c1
c4>x
c2>c4*6
c3>c8*3
deal
c3>f
c3>c1*2
c5>c2
c3>c2
c1>c3*3
deal
c3>f
c4>f
c7>c4
c8>c2
c8>f
xJD>c2
c7>c2
c5>x
c1>c8
deal
c7>f
deal
c2>f
c2>f
c3>f
c1>c5
c1>c2
c4>c5
c4>f
c7>c2
deal
c5>f
c3>c6
c8>c7
c2>c8
deal
c4>f
c1>c7
c3>c5
c2>c3
c5>c2*2
c5>c2*3
c4>c5
deal
c3>f
c6>f
c7>f
x8D>c1
c7>c1*2
deal
c1>f
c7>f
c1>c2*4
c3>c4
c3>c4*2
c6>c3
c1>x
c1>c3*2
c3>f
c3>f
c4>c1*5
c2>c4*6
c3>c8*4
c4>c3*8
c1>c6*4
c2>c1*10
deal
c4>f
c7>f
c4>c3*7
