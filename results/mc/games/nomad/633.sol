variant nomad
source seed 633
col 1: 5S JS 9H 2H
col 2: 8C 5H 7D QH
col 3: 5D 9C QC 4C
col 4: 7S 7S 9C AD
col 5: 6S JC 8H AD
col 6: 9D 3H QH 4S
col 7: 8D JD 6S 3C
col 8: 4H 5S 6H 5D
stock: 2D 4S JC 2S KS 8H 5C KC 2H TD 6H AH KD 9S AS AC 8D 8C QD 8S 9H 9S 3D KH 9D JH QS TS 2C 4D 3D 7C 6D 4D 7H QD 3S 2D AH 2S 6C KS KH JS KD 7D QC TH 6C 7H TH 5H 3S 6D KC TC 8S TC 3H 2C 4C AS 4H TD AC JH TS QS 3C JD 5C 7C
moves:
c4>f
c5>f
c5>c4
c1>c7
c3>c8
c5>c2
c8>c5*2
c1>x
deal
c1>f
deal
c4>f
c7>f
c8>f
c1>f
c2>c1
c4>f
c4>c1*2
c3>c4
c4>c1*2
c7>c1
c1>c3*6
deal
c7>f
c1>c6
c1>c3
c2>c5
deal
c1>c4
c5>f
c6>f
c2>c3
c4>c3*2
c7>c2
c4>c3
c8>c6
deal
c7>f
c5>f
c6>f
c7>f
c7>f
c1>c6
c2>c1
c2>f
c2>f
c7>c3
deal
c4>c2*2
c1>c6
c1>f
c1>f
c2>c1*3
c7>c3
c8>c2
c7>c3
c2>c1
c4>c7
c2>c4*2
c6>c2
deal
c1>c2
c4>c2
c3>c4
c8>c3
c4>c7*3
c2>c4*3
x9H>c3
c5>x
c4>c2
deal
c3>f
c6>f
c5>f
c7>f
c1>c3
c3>c2*2
c3>c5*3
deal
c1>f
c7>f
c2>c4
c2>c4*3
c2>f
c2>f
c8>f
c2>c4
c3>c6
c4>c3*6
c4>f
c5>f
c2>c4
c2>f
c3>c2*7
c3>f
