variant strict-milligan
source seed 505
col 1: 5C
col 2: 5S
col 3: 6D
col 4: 6D
col 5: 3S
col 6: 9D
col 7: AS
col 8: KS
stock: AH 2S 8S 4D 8S QD KH 9H 4C 2D 3D KC 2H 2C 5H TC JC TS 3H 8H JD 5D 5D 9D 5C 8H 7H TH 3C AC TC JS KC 7S KD 2D QC 9S JH 5S 9H QD AD 2C 7D KD AS JC 7D 5H QH JH 7S 6S AH 8C TD 3S 7H QH KS JD 4D 3C AD 4S 6S TS TH 8C QC QS QS 3H 9S 8D 4H 2S 4H 7C 6H JS 2H 8D 6H 7C 9C 4C 9C 4S 6C TD AC 3D KH 6C
moves:
c7>f
c1>c3
deal
c2>f
c3>c8
c1>f
c4>c2
c2>c4*2
deal
c5>f
c3>c1
c6>c1
c6>c4
c5>c6
c5>f
c4>c5*2
c1>c7*3
deal
c3>f
c2>c5
c8>c5
deal
c6>f
deal
c2>c6*2
c5>c3
c4>c5
c7>c3
c6>c4*3
deal
c3>f
c7>f
c1>c7
c2>c1
c4>f
c2>f
c1>c2*2
c4>c8*4
c7>c3*2
c8>c2*5
c3>c6*4
deal
c7>f
c1>c8
c2>c6
c6>c8*2
c8>c6*4
c2>c3*5
deal
c8>f
c2>c7
c4>c5
c7>c8*2
deal
c2>f
c1>f
c3>c6*2
c4>c7*2
c3>c5*3
c3>c2*2
c5>c4
deal
c5>f
c6>f
c4>c3
c8>c5
c4>c3
c5>c4
c3>c5
c4>c3
deal
c3>f
c8>f
c1>c3
c4>c7
c5>c2*5
c2>c5*6
c2>f
c3>c2*4
c6>c4
c2>c3*6
deal
c5>f
c6>f
c1>c4
c1>c7
