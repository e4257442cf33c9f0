variant improved-miss-milligan
source seed 249
col 1: [9H] 4S
col 2: [8H] TD
col 3: [3H] 2S
col 4: [5D] JS
col 5: [TD] AC
col 6: [8C] 7H
col 7: [KD] 3S
col 8: [AH] 6D
stock: 6C 5D KH 8S 3S JC AD 3D KC 8H 2D 5H 2D QS AD 8S KS 5C 9C QC 5H KH 5S 9S 6C TC 9D KD QD TH 3D 3H 5C QH 7D 6H KS 7S 2C 2H 7C 8D QH TH 9S 7D JS 5S 3C JC 9D JH 7S 2C QC TS 4C KC 4D 9C 4H 8C 4H AH 6S 3C AS JD 6S TC 8D 2H 4C 4S JH JD QS TS 2S 7C 7H QD AS AC 6H 9H 4D 6D
moves:
c5>f
c2>c4
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
c1>c4
c1>c3
c2>c1
c4>c6*2
deal
c1>c2
c4>c7
c2>c5*2
c7>c1*2
c5>c1*3
c3>c5
deal
c1>f
c3>c8
c8>c4*2
c4>c7*3
deal
c1>f
c3>f
c8>f
c3>c6*2
c7>c8
c7>c3*4
c5>c7
c6>c3*3
deal
c3>f
c8>f
c2>c8
c6>c4
deal
c7>f
c3>c5
c6>c4
c8>c7
c3>c4*4
deal
c3>f
c4>f
c6>c3
c6>f
