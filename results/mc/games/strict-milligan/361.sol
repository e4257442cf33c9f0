variant strict-milligan
source seed 361
col 1: TH
col 2: 6H
col 3: TD
col 4: 9D
col 5: JS
col 6: KD
col 7: 2C
col 8: 9D
stock: 2C 5C 5S 4D JD KH 4H 8H JC 6C 2S 5H 8H 2S TH QC AS 9C 7H 6C 2D QD 5D 3S 4S QS 5D KS 6H 3C 8S AD 7H QS JC 6D QC 3D 4S 3H TC KC 8D 7C 3C AH 5C 3D QD 2H 8S AD JD 7C KD 9H JH 2H 3H 2D KS 9S 5S QH 9H JH 5H TD 4C AS 6S 4C TS 6D 7S 8D AC AH 9S KC AC 7D 8C TC 3S 4H TS QH 9C 7S 4D JS KH 6S 8C 7D
moves:
c1>c5
deal
c4>c2
c7>c3
deal
c4>c2
c7>c1
deal
c1>f
c1>c6*2
c2>c6
c2>c3*2
c7>c4
c5>c8
c5>c6
c8>c2*2
c5>c8
c6>c5*2
deal
c8>f
c1>c3
c8>c2
deal
c6>c7
deal
c6>f
deal
c2>f
c4>f
c1>c2
c1>c5
c1>c3
c3>c8*2
c4>c3
c4>c3
c8>c5*3
c1>c8
c2>c1*2
c2>c7
c5>c7*5
deal
c3>f
c4>f
c3>c6*3
c3>c8
c7>c6
c8>c4*2
c8>c3*2
deal
c6>f
c5>c3
c3>c7*2
c6>c4*5
c3>c8*2
c4>c6*2
deal
c5>f
c6>f
c2>c3
c1>c2
c3>c4*2
c1>c2
c4>c7*3
deal
c1>f
c6>f
c2>c3
c3>c2*2
c4>c1
deal
c6>c8
c8>c7*2
c3>c6
c3>c7*2
c3>f
c4>c8
