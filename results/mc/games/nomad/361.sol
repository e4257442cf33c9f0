variant nomad
source seed 361
col 1: TH 2C JC AS
col 2: 6H 5C 6C 9C
col 3: TD 5S 2S 7H
col 4: 9D 4D 5H 6C
col 5: JS JD 8H 2D
col 6: KD KH 2S QD
col 7: 2C 4H TH 5D
col 8: 9D 8H QC 3S
stock: 4S QS 5D KS 6H 3C 8S AD 7H QS JC 6D QC 3D 4S 3H TC KC 8D 7C 3C AH 5C 3D QD 2H 8S AD JD 7C KD 9H JH 2H 3H 2D KS 9S 5S QH 9H JH 5H TD 4C AS 6S 4C TS 6D 7S 8D AC AH 9S KC AC 7D 8C TC 3S 4H TS QH 9C 7S 4D JS KH 6S 8C 7D
moves:
c1>f
c1>c6
c4>c3
c4>c3
c5>c8
c5>c2
c8>c4*2
c5>c8
c1>x
c2>c1*2
c7>c2
c7>c5
c1>c6*3
c2>c1*2
c4>c2*3
c2>c7*2
deal
c8>f
c1>c3
c8>c2
deal
c6>c7
x2C>c7
deal
c6>f
c4>c3
c4>c3
c7>c3
c1>x
c7>c8
deal
c2>f
c4>f
c1>c2
c1>c3
c1>c3*2
c3>c1*4
c1>c8*4
c8>c1*5
xTC>c5
c1>c5*5
c5>c1*7
deal
c3>f
c4>f
c3>c6*4
c3>c8
c8>c4*2
c8>c3*2
c3>x
c3>f
c8>c3
c1>c8
x2C>c3
deal
c6>f
c6>c4*5
c3>c7
c5>c7
c1>x
c8>c1
deal
c5>f
c6>f
c2>c3
c1>c2
c3>c4*2
c3>f
c4>c7*3
x9H>c2
c5>x
c5>f
c1>f
c4>f
c2>c5*3
c2>f
c3>f
deal
c1>f
c6>f
c2>c3
c1>c4*5
c4>c3*2
deal
c3>f
c3>f
c3>f
c6>c3
c6>f
c7>f
c1>f
c1>f
c7>c1
c7>f
c8>f
c4>c8
