variant nomad
source seed 665
col 1: AC 7C AC 2H
col 2: 2S 6S JH 7D
col 3: KS 4H 5C 5D
col 4: 4D 6C TD 9C
col 5: 9D AH TS 2D
col 6: 3H 3D JD QS
col 7: TD QH 9C 5S
col 8: 6S JC 3C KD
stock: 7H 8S 8D 4C 6H KH 5H 5C KD QH 3D QD AS 2D 8C 9H JC QC 4S KS QS AD TS QD 2H 4S 8H 2S 9S 2C 7S 4C 6C 8H 5H 7C JD 7D KC 3S 2C JH 9S JS 9H TH 6H 3S 6D TC AH 8S 4H 7H 4D 9D TH 7S QC 6D 8D 5S AD KC JS 3H KH 3C TC AS 8C 5D
moves:
c6>c8
c6>c8
c1>x
c1>f
deal
c1>c2
c1>c3
c1>f
c2>c1*2
c4>c7
c3>c4*2
c5>c4
c8>c4
deal
c5>f
c7>c8
c3>c7
c7>c3*2
deal
c6>f
c6>f
c1>c8
c2>c1
c2>c4
c5>c6
c8>c4
deal
c4>f
c6>f
c3>c5
c7>c5
deal
c1>c6
c8>f
c3>c6
c3>f
c3>f
c4>c2
c8>c6
c4>c7*2
c8>c4
c7>c4
c6>c8*4
c5>c6
c4>c7
deal
c1>f
c1>c8
c2>c1
c3>c6
c6>c4*2
c2>c4*2
deal
c3>f
c7>f
x2H>f
c4>c8
c1>c4
c2>c1
c6>c8
c8>c1*3
c8>c5*2
c2>x
deal
c6>f
c7>f
c2>c5
c4>c5
c4>c1*4
deal
c2>f
c4>f
c6>f
c8>f
c2>c7
c5>c2
c5>f
c7>f
