variant nomad
source seed 729
col 1: 8H 5H 9S 2C
col 2: 9C KC 2D TC
col 3: KD AS 4H 6S
col 4: 7H KH QS JD
col 5: KS 2S 5D 9H
col 6: 7C 2H JC AD
col 7: JS 9D 5S 8S
col 8: KD AC 8S JC
stock: AS 8C 2C 9S 3S QC TD QH KS 5C QD 4D 6D 8D 7C JS JD TS 6S 5S 4D QS 9D JH 8D 4C 8H 9H 3C TH 3S 2D AC QD 4C 4S 7D 4S 6D 4H KC 2H 6H 8C 9C 6C 5C 2S QH 7S TH 7S 3H JH AH TC AD KH 6H AH 3C 7H QC 3D 3H TS 3D TD 6C 5H 7D 5D
moves:
c6>f
c2>c4
c7>c5
c2>f
c5>c4*2
c5>c3
c1>x
deal
c1>f
c1>c7
deal
c8>c1*2
c2>c5
c4>c5
c5>c7*3
c5>c7
c5>f
c7>f
c3>c5
c6>c4
c7>c4*4
c7>c1*2
c8>c5
c4>c7
c1>c5*2
c4>c5*4
deal
c1>c6
c2>c6
c7>c6
c2>c6
deal
c8>c5
c5>c3*6
c3>c7
deal
c1>f
c4>f
x2C>f
c3>x
c3>f
x4C>f
c4>x
c4>f
c1>c4
deal
c7>f
c6>f
deal
c7>f
c7>c2
c7>c2*4
c7>c8
c3>c7
c3>c4
c8>c6*2
c8>c5
c7>c1*2
c1>c7*4
c2>c3*2
deal
c1>f
c4>f
c8>f
c5>c8
c7>c2
deal
c5>c7
c6>c7
x9H>c2
