variant millie
source seed 417
col 1: 4H
col 2: 3S
col 3: AC
col 4: 2D
col 5: 4C
col 6: 5D
col 7: 6D
col 8: 9C
stock: 6D AS 8S 4C AD 8C 3H 6C AH AD AH JH 9C 3D 3D TC 3H KD 5H JC JS 7S TD JD 4D 9D KH 7H JS 5D JC TS QC 9S KS AC 2S 7D 5S QD 4D 9S 9H 6C KH 3S 2D 8H 4S 5C QS TH QD 6H QS 3C 4H TD KD 5S 5C KC 2C 8S JH 6S QH 7S TS 8D 8H KS 4S TC KC 2S 5H 2H 3C 7C 7H QH 6H AS 9D QC 6S 9H JD 2C 8D 7D 8C 7C 2H TH
moves:
c3>f
c2>c1
deal
c2>f
c5>f
c1>c2
c7>c4
deal
c1>f
c2>f
c3>f
deal
c7>c4
deal
c2>c8
deal
c4>f
c5>f
c5>c8
c8>c3*2
c8>c1*3
deal
c6>f
c7>f
c1>c7
c1>c5*4
c8>c2
c3>c8
deal
c1>f
c1>c2
c2>c6*2
c2>c4*2
c8>c6
deal
c4>f
c7>f
c1>c5
c7>c3
deal
c2>f
c4>f
c3>c8
c1>c3
c5>c3
deal
c6>f
c7>f
c1>c5
c1>f
c8>c6
deal
c4>f
c4>f
c7>c1
deal
c2>f
c7>f
c4>c5
c6>c3
c1>c6
