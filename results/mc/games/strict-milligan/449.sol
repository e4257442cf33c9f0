variant strict-milligan
source seed 449
col 1: 3C
col 2: QS
col 3: 8S
col 4: JH
col 5: JD
col 6: 6D
col 7: 5S
col 8: TS
stock: 5C 8D 3D KC 6S 4D 3S AD QC JS QC 4D 7S 6H 2D AD 6H 6C 4H 2H 4C AH 9C 3H 2H QD 3D TD 7S 2C 4S 8S JH 9H KD AS 3H 4C JS JC 4H 9C AS 7C 8H 8H 5S JC 9S 5C TC JD 7H 7H 9H 7D AC KS 4S 7D 5D AH 3C 9D 3S 6C KD 5D 2D KC 6S 2C 5H 2S 2S QH 5H 9S 9D 8C TH KH 8C TD TH TC 7C 8D AC 6D KS QH KH QS TS QD
moves:
deal
c8>f
c6>c1
c1>c6*2
c1>c6
c4>c1
deal
c8>f
c7>f
c6>c5
c7>c4
c4>c7*2
c4>c1
deal
c6>f
c4>f
c8>f
c3>f
deal
c3>f
deal
c4>f
c5>c6
c4>c7
c3>c4
c1>c3
c3>c4*2
c7>c8
deal
c3>f
c1>c7
c4>c5
c5>c2*2
c5>c6
c3>c5
deal
c3>c4
c6>c3
c6>c1*2
c7>c4
deal
c1>f
c6>f
c3>c5
c3>c8*2
c2>c3
c6>c5
deal
c5>f
c8>f
c2>c8
c4>c7
c5>c8*3
c7>c4*2
c7>f
c1>c7
c8>c4*2
c4>c5*4
c7>c2*2
c8>c4*2
deal
c1>f
c2>f
c3>f
c2>f
c8>c7
c8>c7
deal
c7>c8
c7>c6*3
c6>c3
deal
c1>f
c4>c3
c6>c5
