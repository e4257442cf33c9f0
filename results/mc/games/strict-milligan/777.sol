variant strict-milligan
source seed 777
col 1: 8D
col 2: 4D
col 3: 4D
col 4: QC
col 5: 7C
col 6: JS
col 7: 9D
col 8: 2D
stock: KH TC 2C JH JD 9C 9S KC KD KC 3H TS 2S AH 9C JC 8C 3H 6H 6S 6D 7H TH QS 8C 4H 9S 3D 8S 4C KS 4S AS JH JS JD 8D 2D 4S 5S TD 2H TC 9H QD KS 8S 4C 2H 7C 5H AS 5D 2S 6C 5S AH TD 3D 4H QH 7S 7D TS 9H 7D JC KD 5H KH 8H QH 2C AD 3S AC 5C 3C 7S QC 6D 5C 6S 3C 6H 9D TH AC 5D AD 7H QS QD 3S 6C 8H
moves:
c5>c1
deal
c4>c1*2
c1>c4*3
c2>c4
c1>c6*2
c8>c1
deal
c6>f
c5>c3
c4>c5
c4>c1*3
c6>c7*2
deal
c4>c6
c6>c1*2
c6>c7
c7>c6*2
c3>c7
c8>c4
deal
c4>c8
deal
c1>f
deal
c2>f
c3>c2
c1>c3
c3>c5*2
c3>c5
c3>f
c1>c4
c3>f
c4>c2*2
deal
c4>f
c6>f
c3>c7
deal
c1>f
c1>f
c4>f
c8>c4
c1>c7
deal
c5>f
c3>c5
deal
c2>f
c3>f
c4>f
c1>f
c6>f
c8>c4
deal
c5>f
c8>f
c2>c1
c3>c2
deal
c2>f
c3>f
c6>f
c8>f
c1>c2
