variant nomad
source seed 73
col 1: AC 9H 3H JD
col 2: 4C QD 2C QS
col 3: JS TC 7S KS
col 4: AS 9C 9C 5D
col 5: AD 4C AC 4S
col 6: 2D 5H 2D KS
col 7: 8D QH JD 2H
col 8: AS 4D 6C 8H
stock: 8S JH 7C 4H KH JS 8S KC JC 6S 9S 8C 6D 5C TH 3C TD 3H 3D 2C 8D QC TC TH KH 7D QH QS TS JH 3D 6H 4D 3S 6C AH 2S 3C 8H JC KD 5S 2S 5C 3S 6H 4H 9H AD QD 5S TD QC KD 4S 7S 9S 7H 5H 2H AH 6S KC 8C 9D 7C 5D 7H TS 9D 7D 6D
moves:
c1>c2
c1>c5
c5>c4*2
c5>f
c1>x
c1>f
c4>c1*3
c8>c4
c1>c8*3
c8>c1*4
deal
deal
c3>c7
c7>c1*2
c5>c3
c6>c3
deal
c4>f
x9H>c7
c4>c7
c8>x
c8>f
deal
c6>c1*2
c5>c1
c6>c3
c3>c6*2
xTH>c6
deal
c4>f
c2>c1
c3>c2
c5>c3
deal
c2>c6
c5>c7
c7>c4*2
deal
c1>f
c5>c1
c8>c5
deal
c4>f
c5>f
c5>c1*2
c1>c4*3
c2>c8
c2>c7
c3>c2
c6>c8
c5>x
c5>f
c5>f
c4>c5*4
deal
c1>c5
c8>c2
c3>c8
c3>c2
