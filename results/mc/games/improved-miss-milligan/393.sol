variant improved-miss-milligan
source seed 393
col 1: [3D] 7D
col 2: [7C] 5C
col 3: [QD] 3C
col 4: [JH] 6C
col 5: [3H] 9S
col 6: [3S] 8D
col 7: [3S] QC
col 8: [3C] KS
stock: 5D 3H TS 2S TD KH 6D AC AS TH 6H QC 6C 7S TH 7S 8D 8H 3D 8H 2H KD 6D 4S 7H 8S 9H 5S TS AC 5H 7D JC QS 2C QS JD 6S 2D 5S 8C 4C 5C 4H KC 6S 5D QH KS KH 9D TD 4H 9S AD 4S 2S 4D JS 9C 9C 8S KC JD AD 2C 8C TC QD KD 4D 9D 2D AH 2H AH 9H 5H QH 7C JC JS AS 6H 7H TC JH 4C
moves:
c4>c1
c6>c5
c4>c7
c8>c4
deal
c8>f
c4>c2
deal
c1>f
c3>c6
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
c3>c5
c3>f
c1>c3
c5>c2*2
c6>c5
c2>c6*3
c5>c6*4
deal
c2>f
c3>f
c7>c6
c8>c5
c4>c8
deal
c7>f
c7>f
c6>c4
c8>c7
deal
c1>f
deal
c1>f
c2>f
c3>c8
c8>c4*2
c3>c5
c4>c8*3
c5>c1*2
c8>c3
deal
c1>f
c2>f
c3>f
c4>f
deal
c3>f
c3>c6*2
c6>c7*3
c5>c7
c8>c6
c4>c8
