variant improved-miss-milligan
source seed 105
col 1: [6C] 5C
col 2: [3C] AH
col 3: [JC] 9H
col 4: [KS] TD
col 5: [6C] 4D
col 6: [AS] 6D
col 7: [8H] 8D
col 8: [5S] 2S
stock: 7D QD 8C JD 6D JH 9C 2H 5S 5D 7S 5H JS TH 4H 8S TC KC AC KS QH 9C TS 2D 4S KH AS AD 8D 8C QD QS 9D 2C TS 3C KC QC AC TD 4C AD 2D 3H 5D TC 8S 5H KD 4S 7C QH 4C 8H 4H 3S 6H 9H 6S 3D 7H KD 7C 2H 9S JC 4D KH 7S 2S 3S 7H 5C TH JD QC 9S 7D AH JH 6H QS JS 3D 3H 6S 2C 9D
moves:
c2>f
c1>c6
c5>c6
c2>c6
deal
c8>f
deal
c6>c5
c7>c1
c7>c5
c7>c5
c3>c5
deal
c3>f
c3>c1*2
c5>c2
c5>c2*5
c5>c2
c2>c4*7
deal
c3>f
c8>c2
c4>f
c8>f
c3>c7
c4>c3*8
c1>c4
c3>c5*2
deal
c2>f
c4>f
c7>f
c1>c3
c7>c5*2
c8>c5
c8>c3
c8>f
deal
c1>f
c2>f
c3>f
c4>f
c1>c6*2
c4>c5
deal
c8>f
c2>f
c7>f
c3>c6
c8>f
c8>f
c2>c8*2
c4>c2
c5>c4
c8>c1
deal
c1>f
c3>f
c5>f
c4>f
c1>c6
deal
c3>f
c5>f
c3>f
c1>f
deal
c1>f
c7>f
c3>c4
c3>c4*2
c5>c2
deal
c4>f
c7>f
c5>c6*3
