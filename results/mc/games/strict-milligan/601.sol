variant strict-milligan
source seed 601
col 1: 7C
col 2: KC
col 3: 2C
col 4: AH
col 5: 3S
col 6: 3S
col 7: JD
col 8: QC
stock: TH TD 4C 8S QH 5C 3H 6C TH 7D QS 3C 8C QC 7S QD 9H 6H 2D JH 3D AH 8C TD QH 3H 2S JS 9S 4D 8H AC 9S JS KS 9D QD 9C QS TC 5S 4S 4D KD 4H 7D JH 3C 6S 7H 7S JD 8S 4S 2S TS 4H 8D 5D 8D JC 5S 2C KS 6D 6C AC 4C 6H 6S TC 9H KC AS 7H 3D JC 5H KD 9D 5D 5C TS AD AD 2D 2H AS 7C 8H 6D 5H 2H KH KH 9C
moves:
c4>f
deal
c7>c3
deal
c2>c5
deal
c6>f
c4>c6
c3>c4
c7>c1
c2>c7
c6>c3
deal
c8>f
c3>c2
c4>c1
c4>c6*2
c5>c8
c7>c8
c7>c8*2
c8>c1*5
c2>c5
deal
c2>c5
c4>c8
c5>c3*2
c5>c2
c4>c8
c3>c4*3
c8>c3*3
c3>c7*4
c4>c8
deal
c3>c1
c3>c4
c7>c4
c6>c7
c8>c5
c7>c4*4
c5>c1
deal
c1>c2
c2>c5*2
c8>c4
deal
c7>f
c1>c6
c1>f
deal
c3>f
c4>f
c3>c2
c1>c3
c1>c3*2
c3>c4*4
c3>c2*2
c3>f
c4>c1*5
c8>c4
c8>c3
c8>c3*2
c1>c5*2
deal
c2>f
c2>c3*4
c3>c6*2
deal
c2>f
c4>f
c5>f
c6>f
c4>f
c7>f
c8>f
c6>f
c8>c3
c8>f
c4>c8*3
c6>c4*3
c6>f
deal
c1>f
c4>f
c5>f
c2>c8
