variant strict-milligan
source seed 473
col 1: 6H
col 2: KH
col 3: QC
col 4: KC
col 5: 5H
col 6: JH
col 7: TS
col 8: 4D
stock: 8H 6D 5D 7D 3S 5S 6S 4D 3S JD JC 8C 2H 9H 7S TS 5H 9D 5C 2D 3D 8D 9S JD 2C KH QH TH 8S JS QS 7C 3C 9C 9D 7C KC JC 7H AS 2D 2C 5D AS 4C 9C TC QD AC 6D TD 9S 2S AC 7D AH QD 9H KS AD AD 5S 6H QH 8H QS JS 3C 7S 3H 8C 8D 2H 8S 3H 3D 4H AH 4C 6S 2S KD 6C 7H 6C TH 4S TD KS KD JH 4H 5C QC TC 4S
moves:
c6>c3
deal
c3>c7
c5>c8
c7>c4*2
c8>c6*2
c6>c2*3
deal
c4>c6
c4>c6*3
c5>c1
c8>c2
c1>c8*2
c7>c1
c6>c2*5
deal
c6>c7
deal
c4>c6
c7>c2
c7>c6*2
c8>c6
c8>c2
deal
c8>f
c8>c1
deal
c4>f
c5>c3
c8>c5
c1>c8
deal
c5>f
c6>f
c8>f
c4>c3
c1>f
c1>f
c2>c4
c2>f
c1>f
c1>f
deal
c5>f
c4>f
c1>c3
c6>c4
deal
c4>f
c6>f
c1>c6
c4>c6*3
c4>f
c5>c8
c3>c4*2
deal
c4>f
c5>f
c6>f
c1>f
c1>f
c3>f
c7>f
c6>c1*2
c4>c3*2
deal
c1>f
c3>c4
c6>c3
c6>c3*3
c8>c6
deal
c4>f
c5>f
c4>f
c3>c6
c3>f
c6>c2*2
c5>c4
c6>c5*2
c7>c2
