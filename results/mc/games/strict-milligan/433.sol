variant strict-milligan
source seed 433
col 1: 3H
col 2: JS
col 3: 6S
col 4: 8S
col 5: 5S
col 6: 9H
col 7: AS
col 8: JD
stock: 2C JC TD 8D 8C 6S 5S 5C 9S KC 2S 6D 5D 7H 5C QC 4S 3C KS 5H AH AC KD 4H 8S 4D 7C 2H TD 7H QD 3D 7C 9C AD 4S 9H JC 5D QS 4D 7S 4C TS 6C TC 8H 9C 2D KS JS 8D 3C 9S AH KH 6H 2C KD 7D 7S QH 2D 3S 6C JH 6H 8C QH 9D 2H AC KH TH 3S 7D TS 9D JD TH AS KC AD 4C 4H TC 6D QD 8H 5H QS JH 3H QC 2S 3D
moves:
c4>c6
c7>f
deal
c3>c2
deal
c3>f
c5>c3
c6>c5
c6>c5
c7>c4
deal
c5>f
c6>f
c1>c4
c2>c8
c4>c5*2
c8>c4*2
c8>c7
c4>c8*2
deal
c4>f
c2>c4
c4>c3*3
c3>c4*4
c7>c2
deal
c3>f
c4>c7
c4>c2*5
c3>c4
c2>c1*3
deal
c3>c5*2
c7>c8
c2>c8
c7>c3*2
deal
c1>f
c7>f
c4>c6
c5>c1
c7>c8
deal
c2>f
c8>f
c1>c5
c1>f
c6>c2
c5>c6*2
c5>f
c5>c4*2
deal
c7>f
c8>f
c4>c6
c2>c8
c4>c6*3
c4>c8
c6>c8*5
c5>c4
c8>c5*4
deal
c5>c7
c5>c7*5
c7>c4*2
deal
c1>f
c3>f
c3>c5
c8>c2
deal
c5>f
c7>f
c5>f
c5>f
c2>f
c8>f
c4>c3
