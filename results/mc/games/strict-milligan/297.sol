variant strict-milligan
source seed 297
col 1: TC
col 2: 6S
col 3: 3H
col 4: JH
col 5: 7H
col 6: 9C
col 7: TH
col 8: 5H
stock: AS 3C AH 2D 7D 8S KH 5S 9C 6H JH 2H JD 3S KS 7D TC 3D 9S 6H 5H QC TH 2C 5S QH QD KD AD AD JC 8C 8H JC QC 8S 2S 3C 4S KC QD 4S 4H 3D 5C KC 9S 6S 9H JS 9D AH 2C 8D 7C 6D TS KD 4C JS QS 7C 9D 6D TD 8H 7S 2D 3H 5D TS 2H 9H 4H 8C KH 6C QS 2S 4D TD 5C 6C 8D 3S 7H AC KS AS 4D AC JD 5D 7S 4C QH
moves:
c1>c4
deal
c1>f
c3>f
c4>c2
c5>c6
c7>c1
deal
c4>f
c4>c5
deal
c3>c7
c1>c3
c3>c6*2
c3>f
c8>c2
deal
c5>f
c6>f
c6>c4*3
c7>c2
c7>c2*2
c2>c7*4
deal
c5>f
c7>c5
c1>c7
deal
c3>f
c1>c6
c4>c2
deal
c4>f
c4>c1
c1>c4*2
c1>c8
deal
c5>c2
c7>c1
c8>c6
c8>c7*2
c7>c6
deal
c4>f
c8>f
c5>f
c1>c4
c3>c2
c3>c6
c3>c7
c6>c8*2
c6>c2*2
deal
c2>f
c3>c1
c3>c4
c8>c2
c8>c5*2
deal
c5>f
c7>f
c3>c6
deal
c1>f
c3>f
c7>c5
c7>f
c7>c4*2
c2>c7*2
