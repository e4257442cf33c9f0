variant nomad
source seed 193
col 1: JC 6S 4H 2D
col 2: 4C 5S 3D TD
col 3: 7H 6C QC AD
col 4: 9D JS QD 2S
col 5: TD AS 7D 9S
col 6: 3H QH JH JH
col 7: 4D 9C KC 9H
col 8: KS TH 7S 8S
stock: 7D 5D 8H AD 2C 7H 2H 5C KH 2D 6H 9S 3S 8H TC 5D 3C 8C 8C 2H KH 8S 4D AS 2S 2C 3D JD 8D 6H JC 4S 8D 7S KS 5H QC QS 4H QS 4C AC KD JS QH 5S 5C 9H QD TH 6S 6D TS 7C 7C 9D AH AC 9C 6D TS 4S 3H JD 6C KD 5H 3C AH TC KC 3S
moves:
c3>f
c1>f
c5>c2
c5>c8
c5>f
c4>f
c6>c3
c8>c7*2
c1>x
c1>c7
c2>c1*2
c2>f
c1>c4*3
c2>c1
x4H>c1
c6>x
deal
c4>f
c3>c4
deal
c2>f
c5>f
c6>c4
deal
c7>f
c8>f
c8>f
c4>c1
deal
c8>f
c3>f
c8>c6
c1>f
c6>c8*2
deal
c2>c1
xJH>c5
deal
c2>f
c2>f
c6>f
c2>c8
c1>c2
c4>c5
c6>c3
c4>x
c4>c3
c1>c4
deal
c3>f
c4>f
c4>f
c4>c2*2
c6>c2
deal
c1>f
c2>f
c4>c2
c5>c8
c7>c6
c7>c4
c7>c2
c7>c2
c2>c7*7
c7>c1*8
deal
c4>f
c5>f
c8>f
c4>c7*6
c3>c1
