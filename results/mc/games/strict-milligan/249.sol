variant strict-milligan
source seed 249
col 1: 9H
col 2: 8H
col 3: 3H
col 4: 5D
col 5: TD
col 6: 8C
col 7: KD
col 8: AH
stock: 4S TD 2S JS AC 7H 3S 6D 6C 5D KH 8S 3S JC AD 3D KC 8H 2D 5H 2D QS AD 8S KS 5C 9C QC 5H KH 5S 9S 6C TC 9D KD QD TH 3D 3H 5C QH 7D 6H KS 7S 2C 2H 7C 8D QH TH 9S 7D JS 5S 3C JC 9D JH 7S 2C QC TS 4C KC 4D 9C 4H 8C 4H AH 6S 3C AS JD 6S TC 8D 2H 4C 4S JH JD QS TS 2S 7C 7H QD AS AC 6H 9H 4D 6D
moves:
c8>f
deal
c5>f
c2>c4
c3>c1*2
deal
c7>f
c2>c1
deal
c3>f
c7>f
c5>f
c6>c3
deal
c4>c6
deal
c7>f
c3>c2
c3>c6
c3>c4
deal
c7>f
c8>f
c8>f
c1>c4
c1>c3
c2>c1
c4>c6*2
c1>c5
deal
c1>c2
c2>c5*2
c5>c4*3
c4>c7*4
c7>c3*5
c3>c1*6
c1>c5*5
deal
c1>f
c2>c1
c2>c4*2
c3>c8
c4>c7*3
deal
c1>f
c3>f
c5>f
c8>f
c3>c6*2
c6>c8*3
deal
c3>f
c8>f
c8>c4*5
deal
c7>f
c3>c5
c5>c3*2
c6>c3
c6>c4
c8>c7
deal
c3>f
c4>f
c6>c3
c6>f
