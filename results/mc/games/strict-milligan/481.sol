variant strict-milligan
source seed 481
col 1: 2S
col 2: 4D
col 3: KC
col 4: 2H
col 5: AH
col 6: 5C
col 7: 3D
col 8: 6C
stock: 8S QD TC KS QS QC 8D JC 9H 9C KS 7S KD 3D TC QC 5C 5S 4C TD 5S 2S 9C AH KH AS JC 6S 9S 6C 9D JH 7C QS JH 7H JS 5D 2H 9H 2C JD AS 2D 6H 4C TH KH 6S 2D 3H TS 3S 5H 9S AC 7S 3S 4D TS 4S AC 5D 4H AD 7C QH 6D 8S 9D 3C JS 8H 3C KC JD TD TH 2C 5H 8C 8H QH 4S 6D 7D 8C KD 4H 6H QD 3H 8D AD 7D 7H
moves:
c5>f
c4>f
deal
c2>c4
c8>c4
deal
c1>c7
c1>c7
deal
c8>f
c6>c3*2
c7>c4
deal
c2>f
c8>c1*2
deal
c7>f
c3>c2
c6>c4*2
deal
c3>f
c7>c3
deal
c3>f
c8>f
c2>c5
c4>c2
c6>c1
c7>c3
c6>c1
c2>c6*2
c6>c8*3
c7>c8
c7>c2*3
c7>c3
c7>c1
c8>c7*5
c2>c7
deal
c6>f
c8>f
c2>c3
c3>c6*2
deal
c1>f
c4>c2
deal
c7>f
c2>f
c8>f
c5>c8
c2>c1*2
c5>c2
c2>c4*3
deal
c6>c7
deal
c2>f
c4>f
c1>f
c6>f
c8>f
c2>f
c2>c8*2
c7>c1
