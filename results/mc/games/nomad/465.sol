variant nomad
source seed 465
col 1: AH 8C QS QS
col 2: 9D 5C 5C QH
col 3: KC QD 6D KD
col 4: 8H 7D AH 6S
col 5: 2H QH 7S 8H
col 6: 8D KC TH 8C
col 7: JS JD AS JD
col 8: 4S 7H AC 9D
stock: 6D 3S QC KS JH 9H TH 8D 3C 7D 6C 9C 4S 2H 4C 9H JC KD 2S 3C 3D 9S QD 9C 5D KH 4H 6C 9S 2D 5H 5S 7S 2C TC 6H JC 6S 4D AD JS 7C 3H 5D 7H TC 4H 3H 2S AC 4C 2C 5H JH KS 3S TD TD 4D 7C 8S TS AD KH 5S QC AS 8S 2D 6H TS 3D
moves:
c1>c3
c6>c8
deal
c5>c3
deal
c3>c2
c6>c1
deal
c1>c7
c3>c5
c3>c2*2
deal
c1>c4
c1>c3*2
c3>c8*3
c8>c1*4
deal
c8>f
c4>c1
c6>x
c6>f
deal
x6S>c5
c4>c5
deal
c2>f
c4>f
c3>c4
c1>c3
c3>c4*2
c3>c6
c6>c3*2
deal
c7>f
deal
c3>f
c5>f
c8>f
c3>f
c1>c6
c2>c8
