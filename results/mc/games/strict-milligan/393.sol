variant strict-milligan
source seed 393
col 1: 3D
col 2: 7C
col 3: QD
col 4: JH
col 5: 3H
col 6: 3S
col 7: 3S
col 8: 3C
stock: 7D 5C 3C 6C 9S 8D QC KS 5D 3H TS 2S TD KH 6D AC AS TH 6H QC 6C 7S TH 7S 8D 8H 3D 8H 2H KD 6D 4S 7H 8S 9H 5S TS AC 5H 7D JC QS 2C QS JD 6S 2D 5S 8C 4C 5C 4H KC 6S 5D QH KS KH 9D TD 4H 9S AD 4S 2S 4D JS 9C 9C 8S KC JD AD 2C 8C TC QD KD 4D 9D 2D AH 2H AH 9H 5H QH 7C JC JS AS 6H 7H TC JH 4C
moves:
deal
c4>c1
deal
c8>f
c4>c2
c3>c4
deal
c1>f
c3>c6
c1>c5
c6>c8
deal
c3>c8
deal
c6>f
c1>c2
c2>c3*2
c3>c5*3
deal
c3>f
c3>f
c1>c3
c5>c2
c5>c2*4
c6>c2
c2>c6*7
c6>c4*6
deal
c2>f
c3>f
c7>c6
c8>c5
c4>c8
c3>c5
c4>c1*2
deal
c7>f
c7>f
c6>c4
c8>c6
c6>c7
deal
c1>f
deal
c1>f
c2>f
c3>c8
c3>c5
c3>c4
c3>c1
c1>c3*2
c1>c4*3
deal
c1>f
c2>f
c3>f
c4>f
c6>c4
c8>c1
c4>c5*4
c5>c8*3
deal
c3>f
c8>c6*6
c6>c7*7
c1>c3
c4>c1
c4>c8*2
c1>c4*3
c1>f
