variant strict-milligan
source seed 193
col 1: JC
col 2: 4C
col 3: 7H
col 4: 9D
col 5: TD
col 6: 3H
col 7: 4D
col 8: KS
stock: 6S 5S 6C JS AS QH 9C TH 4H 3D QC QD 7D JH KC 7S 2D TD AD 2S 9S JH 9H 8S 7D 5D 8H AD 2C 7H 2H 5C KH 2D 6H 9S 3S 8H TC 5D 3C 8C 8C 2H KH 8S 4D AS 2S 2C 3D JD 8D 6H JC 4S 8D 7S KS 5H QC QS 4H QS 4C AC KD JS QH 5S 5C 9H QD TH 6S 6D TS 7C 7C 9D AH AC 9C 6D TS 4S 3H JD 6C KD 5H 3C AH TC KC 3S
moves:
c5>c1
deal
c5>f
c4>c6
c7>c8
c8>c6*2
c6>c8*4
deal
c4>c7
deal
c3>f
c1>f
c4>f
c5>c2
c8>c7
c6>c3
deal
deal
c6>c4
c2>c5
deal
c8>f
c1>c7
deal
c1>f
c3>f
deal
c2>c1
deal
c2>f
c2>f
c2>c8
c1>c2
c4>c5
deal
c4>c6
c4>c3
c5>c4
c2>c5
c8>c4
c8>c4
c2>c3
c5>c1*2
deal
c1>f
c2>f
c3>c1
c5>c8
c6>c2
c7>c2
c4>c7
c2>c3
deal
c4>f
c5>f
c8>f
c3>c1
c5>c7
c4>c5*4
c4>f
c3>f
c3>f
c5>c2*5
