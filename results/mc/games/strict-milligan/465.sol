variant strict-milligan
source seed 465
col 1: AH
col 2: 9D
col 3: KC
col 4: 8H
col 5: 2H
col 6: 8D
col 7: JS
col 8: 4S
stock: 8C 5C QD 7D QH KC JD 7H QS 5C 6D AH 7S TH AS AC QS QH KD 6S 8H 8C JD 9D 6D 3S QC KS JH 9H TH 8D 3C 7D 6C 9C 4S 2H 4C 9H JC KD 2S 3C 3D 9S QD 9C 5D KH 4H 6C 9S 2D 5H 5S 7S 2C TC 6H JC 6S 4D AD JS 7C 3H 5D 7H TC 4H 3H 2S AC 4C 2C 5H JH KS 3S TD TD 4D 7C 8S TS AD KH 5S QC AS 8S 2D 6H TS 3D
moves:
c1>f
c5>f
deal
c4>c1
c5>c6
c3>c5*2
c6>c3*2
deal
c4>f
c7>f
c8>f
c2>c3
c3>c5*2
c5>c4*3
c7>c1
c6>c7
c7>c3*2
deal
deal
c5>c3
deal
c6>f
c3>c2
deal
c3>f
c1>c7
deal
c1>c4
c1>c3
c3>c8*2
c8>c1*3
c6>c1
c3>c2*2
deal
c2>f
c8>f
c3>c2
c4>c1
deal
c3>f
c7>f
c8>f
deal
c2>f
c4>f
c5>f
c8>f
c3>c4
deal
c7>f
deal
c3>f
c5>f
c6>f
c8>f
c3>f
c6>c2*2
c2>c3*3
