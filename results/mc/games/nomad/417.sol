variant nomad
source seed 417
col 1: 4H 6D AH 3H
col 2: 3S AS AD KD
col 3: AC 8S AH 5H
col 4: 2D 4C JH JC
col 5: 4C AD 9C JS
col 6: 5D 8C 3D 7S
col 7: 6D 3H 3D TD
col 8: 9C 6C TC JD
stock: 4D 9D KH 7H JS 5D JC TS QC 9S KS AC 2S 7D 5S QD 4D 9S 9H 6C KH 3S 2D 8H 4S 5C QS TH QD 6H QS 3C 4H TD KD 5S 5C KC 2C 8S JH 6S QH 7S TS 8D 8H KS 4S TC KC 2S 5H 2H 3C 7C 7H QH 6H AS 9D QC 6S 9H JD 2C 8D 7D 8C 7C 2H TH
moves:
c7>c4
c1>x
c1>f
c1>c6
deal
c2>c8
deal
c4>f
c8>c3
c8>c1*3
deal
c6>c1
c7>c1
c1>c7*3
c1>c5*4
c8>c2
c3>c8
deal
c2>c6
c2>c4*2
x3H>c1
deal
c7>f
c1>c4
c7>c3
c8>x
c8>f
x8S>c8
deal
c3>c8
c1>c3
c4>c6
c5>c3
deal
c6>f
c1>c5
c1>f
c4>x
c4>f
deal
c4>f
x2S>f
c4>c3
c7>c1
deal
c4>c5
c6>c3
c1>c6
