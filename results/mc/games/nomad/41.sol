variant nomad
source seed 41
col 1: AH KC AS 6D
col 2: 3C 4C 5S QH
col 3: JH KH KC 4H
col 4: AD QD 7D 8S
col 5: 9H 2C JS 8D
col 6: KS JC 6H 9D
col 7: KH 7S 4D JD
col 8: 7H 5H KD 3S
stock: 7H 8H 4S TS 6S JC KD 8C 2S AS 2H 2C 5C TS 3C TC AC 2D AH TD 8S 6C TC 2S JS 5H TH 9D 5C TH QS 3H 9S 4S QS 3H 2H 8D 3D 5D 8C KS 4C 5D 6S 6H TD 7D 5S 9C 7S 2D QC 4H 6D 3S 6C 7C 8H 4D QC 3D AD QH 9H AC JD JH 9S 7C QD 9C
moves:
c4>c6
c4>c6
c2>x
c2>c1
c3>c1
c8>c1
c4>c3
c4>f
c2>c4
deal
c1>c8
c5>c8
deal
c2>f
c1>f
c1>f
c3>c7
c3>f
c7>c1*2
deal
c1>f
c2>f
c3>f
c1>f
deal
c8>f
c3>c1
c1>c3*2
deal
c7>f
c4>c2
c6>c1
c1>c6*2
c5>c1
c1>c5*3
c1>f
c5>c1*4
c5>c4
c2>c8*2
deal
c5>f
c3>c4
c5>c6
c8>c1
xQH>c2
deal
c3>f
c6>f
c1>c7
c4>c8
deal
c4>f
c7>f
c4>c1*2
c4>f
c1>c4*5
c1>c2*5
c1>f
c2>c3*6
c3>c2*7
c6>c4
c8>c1
c8>f
c4>f
c4>x
c4>f
deal
c2>f
c5>f
c4>c5
