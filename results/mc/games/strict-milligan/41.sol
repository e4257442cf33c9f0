variant strict-milligan
source seed 41
col 1: AH
col 2: 3C
col 3: JH
col 4: AD
col 5: 9H
col 6: KS
col 7: KH
col 8: 7H
stock: KC 4C KH QD 2C JC 7S 5H AS 5S KC 7D JS 6H 4D KD 6D QH 4H 8S 8D 9D JD 3S 7H 8H 4S TS 6S JC KD 8C 2S AS 2H 2C 5C TS 3C TC AC 2D AH TD 8S 6C TC 2S JS 5H TH 9D 5C TH QS 3H 9S 4S QS 3H 2H 8D 3D 5D 8C KS 4C 5D 6S 6H TD 7D 5S 9C 7S 2D QC 4H 6D 3S 6C 7C 8H 4D QC 3D AD QH 9H AC JD JH 9S 7C QD 9C
moves:
c1>f
c4>f
deal
c4>c1
c6>c1
c2>c8
deal
c1>f
c2>c6
c7>c6
c6>c7*3
deal
c4>c6
c8>c3
c4>c6
c8>c4
deal
c1>c8
c5>c8
deal
c1>f
c2>f
c3>f
c5>c1
deal
c1>f
c2>f
c3>f
c8>f
deal
c8>f
c3>c1
c3>c2
c3>f
c3>f
c2>f
c2>f
c4>c8
deal
c5>f
c4>f
c7>f
deal
c6>f
c3>c4
c4>c5*2
c5>c8*3
c8>c1*4
c1>c8
deal
c1>f
c6>f
c8>f
c3>c6
c6>c2*2
c2>c6*3
c7>c6
c6>c7*4
deal
c4>f
c7>f
c4>f
c6>f
c2>c3
c8>c2
c8>c1*2
c7>c3
deal
c2>f
