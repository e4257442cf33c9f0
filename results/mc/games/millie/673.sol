variant millie
source seed 673
col 1: 7D
col 2: 6H
col 3: TD
col 4: 7S
col 5: 2S
col 6: 9H
col 7: TC
col 8: JH
stock: 9S 2D 5S JD 7H 9C 5H QD 6C QH 8C 6H QS 2C 9H 4D QC JC 9S AS 6C 4C 7D 5D 8H 4H 6D KH 3S 3S TS 3C 9C 4S KC 4C AH 5C KS AC 8D JS JS QC 8S AS 2S 4H 8H 3H QD 8S 5H KD JC TC JD 3C 7H 7C AD 4S 8D 4D 8C KH 2D KC TH 3D 6S 2H AH AC 5S KD 6D 9D QS AD 3H TH 7C 3D 7S 9D KS TS 5C 6S QH 2H 2C 5D JH TD
moves:
c2>c4
c6>c7
c7>c8*2
deal
deal
c3>c7
c3>c4
c8>c4
deal
c4>f
c3>c2*2
c2>c3*4
c5>c7
c6>c8
c8>c7*2
deal
c5>c2
c5>c4
deal
c5>f
c8>f
deal
c6>f
c7>f
c8>c6
c8>c6
c2>c8
c8>c7*2
c5>c8
c5>c8
c5>f
c1>c5*2
c8>c4*5
deal
c2>c5*2
c2>f
c7>c3
deal
c5>f
c6>f
c4>c7
c3>c4
deal
c3>f
c6>f
c8>f
c8>f
c3>c4*2
c5>c3
c5>f
c5>c7*2
deal
c1>f
c2>f
c3>f
c8>f
c1>c6
c8>c1
c1>c7*2
c7>c2*3
c1>c8
c6>c2*2
f3H>c7
f2S>c7
c2>c6*5
f5S>c5
c6>c4*5
f4D>c5
c7>f
c7>f
f3D>c7
deal
c4>f
c6>c8
deal
c4>f
c5>f
c6>c2
