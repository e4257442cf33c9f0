variant improved-miss-milligan
source seed 505
col 1: [5C] AH
col 2: [5S] 2S
col 3: [6D] 8S
col 4: [6D] 4D
col 5: [3S] 8S
col 6: [9D] QD
col 7: [AS] KH
col 8: [KS] 9H
stock: 4C 2D 3D KC 2H 2C 5H TC JC TS 3H 8H JD 5D 5D 9D 5C 8H 7H TH 3C AC TC JS KC 7S KD 2D QC 9S JH 5S 9H QD AD 2C 7D KD AS JC 7D 5H QH JH 7S 6S AH 8C TD 3S 7H QH KS JD 4D 3C AD 4S 6S TS TH 8C QC QS QS 3H 9S 8D 4H 2S 4H 7C 6H JS 2H 8D 6H 7C 9C 4C 9C 4S 6C TD AC 3D KH 6C
moves:
c1>f
c3>c8
c4>c1
c1>c3*2
c7>c1
c7>f
c2>f
deal
c5>f
c1>c7
c3>c7
c6>c7
c6>c4
c5>c6
c5>f
deal
c3>f
c2>c5
c8>c5
deal
c6>f
c4>c8
deal
c2>c6*2
c5>c3
c2>c5
c7>c3
c7>c3
deal
c3>f
c4>f
c4>f
c7>f
c1>c3
c2>c1
c8>c1
c3>c6*4
deal
c7>f
c1>c8
c2>c6
c6>c8*2
c8>c6*4
c1>c3
deal
c8>f
c2>c7
c4>c5
c7>c8*2
deal
c1>f
c2>f
c2>f
c3>f
deal
c5>f
c6>f
c3>c5
c3>c6
c4>c5
c4>c1*2
c5>c3*3
c8>c3
deal
c3>f
c8>f
c1>c3
c4>c7
c6>c4
c1>c8*2
c5>c4
c3>c2*5
c2>c5*6
c2>f
c5>c2*8
c5>c7
deal
c5>f
c6>f
c1>c4
c1>c7
c3>c5
c4>c3*2
c4>c3*3
c8>c6
