variant strict-milligan
source seed 313
col 1: 7D
col 2: TC
col 3: 8H
col 4: 6C
col 5: 3S
col 6: 4D
col 7: JS
col 8: QC
stock: 9H TS QS 7C 3H QC 8C 6S 9S 2D JC 6S 5C 6H 9S 2S AS 7D 7H AD QH 3D 4C 2H 9C 8S KD 5D TH 9H 6D 3C KH KD 5D JD AS 2D TH QH AD QD 4S 5S 5H AC 2C TS 4H 3H 4S 4H KC 8D 9D 5H JD 7H KS KC JC 2S 6H 3C AC 8H 3D AH 8S QD KH 2C TC 7S 4D TD 2H AH 8C 9D 8D TD 6C 4C 9C JH KS 7S QS 6D 5S JS 3S JH 7C 5C
moves:
deal
c1>c2
c1>c7
c7>c2*2
c8>c2
deal
c5>c6
c8>c5
deal
c1>f
c4>f
c4>c2
c6>c7
c6>c4*2
c2>c3
deal
c1>c5
c2>c6
c2>c6
c2>f
c4>c2
c4>c7
deal
c5>f
deal
c1>f
c6>f
c6>f
c7>f
c6>c8*3
c6>c1
c6>c4
c1>c6*2
c1>c7
c4>c6*3
c6>c4*2
c8>c6*4
deal
c2>c3
c2>c5
c3>c8*2
deal
c6>f
c8>f
c5>c4*2
deal
c1>f
c3>f
c4>f
c8>f
c6>c3
deal
c3>f
c5>f
c6>f
c5>c8
c8>c1*2
c8>f
c2>c6
c4>c5*3
deal
c8>c1
c4>f
c1>c5*2
c8>c3*2
c8>c4
c8>f
c8>f
c6>c8
deal
c5>f
c8>f
c2>c5
c2>c4
c3>c5
c3>f
c5>f
c6>c1
c7>c2
