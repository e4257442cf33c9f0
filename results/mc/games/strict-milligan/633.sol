variant strict-milligan
source seed 633
col 1: 5S
col 2: 8C
col 3: 5D
col 4: 7S
col 5: 6S
col 6: 9D
col 7: 8D
col 8: 4H
stock: JS 5H 9C 7S JC 3H JD 5S 9H 7D QC 9C 8H QH 6S 6H 2H QH 4C AD AD 4S 3C 5D 2D 4S JC 2S KS 8H 5C KC 2H TD 6H AH KD 9S AS AC 8D 8C QD 8S 9H 9S 3D KH 9D JH QS TS 2C 4D 3D 7C 6D 4D 7H QD 3S 2D AH 2S 6C KS KH JS KD 7D QC TH 6C 7H TH 5H 3S 6D KC TC 8S TC 3H 2C 4C AS 4H TD AC JH TS QS 3C JD 5C 7C
moves:
c2>c6
deal
deal
c5>c4
c5>c6
c7>c2
c7>c3
deal
c4>f
c5>f
c1>c7
c3>c8
c8>c5*2
deal
c1>f
deal
c4>f
c7>f
c1>f
c4>f
c8>f
deal
c7>f
c1>c6
c2>c1
c4>c5
c4>c2*2
c4>c2
c4>c6
c8>c4
c3>c8
c3>c2
c2>c3*5
c3>c8*6
c3>c4*2
c7>c8
c6>c3*2
deal
c6>f
c5>f
c1>c4
c2>c3
deal
c5>f
c6>f
c7>f
c7>f
c2>f
c2>f
c7>f
c7>f
c3>c5
deal
c1>c6
c4>c2*2
c7>c3
c8>c2
c3>c5
deal
c1>c2
c4>c2
c4>c8
deal
c3>f
c5>f
c6>f
c7>f
deal
c1>f
c7>f
c2>c4
c2>c4
c2>f
c2>f
c8>f
c2>c1
c3>c6
