variant strict-milligan
source seed 57
col 1: QD
col 2: 8H
col 3: KS
col 4: 5S
col 5: 2H
col 6: 5D
col 7: 9S
col 8: TS
stock: 7S AD JD 8S QS 6S 6C QS AH JC QC 5C JS 2S 2D TH AS KS 2H JC TD JS KD 3S 7S 5D 7H 7H 3C 8H JH AS 6D 6D KC 9D 9C TH 2S 8C 5H 3S 9S 4C KD 7C 3C 6H 4D 4H 3D 9H AC QH 8D QD AH 8S 7D QH 4H KH 3H 7C AC 8D QC 2C 5H 5C 9C 9D 6C TD JD AD 4D TS 4S 3H 8C 6H KH TC 6S 9H JH 3D 7D KC 2D 4S 5S 4C 2C TC
moves:
c1>c3
deal
c2>f
c3>c5
c1>c2
deal
c7>f
c1>f
c8>c2
deal
c1>f
c3>f
c2>c1
c3>c7
c2>c3*2
c3>c1*3
deal
c8>f
c1>c6
deal
c5>c6
c7>f
c8>c4
deal
c2>f
c2>c6
c4>c2
deal
c3>f
c1>f
c5>f
c7>c3
c7>c2
deal
c1>f
c7>f
c5>f
c1>f
c1>c8
c3>c2
c3>c1*2
c4>c3
c2>c4*2
c8>c1*2
c7>c5*2
deal
c1>f
c4>f
c2>c7
c6>c1
c2>f
c2>c1
c2>f
c3>c6
c2>f
c4>c8*2
c1>c2*3
deal
c4>f
c7>f
c4>c6
c6>c3*2
c3>c6*3
c7>c2*2
c4>c6
c6>c7*5
deal
c2>f
c1>c6
c4>c7
c4>c7
c4>f
c2>c4*3
c2>c4*4
c2>f
c3>c2
c4>c3*8
c4>f
c1>f
c1>f
c6>f
c6>f
c4>c7
c4>f
c5>f
c6>c4
c1>c6*4
deal
c3>f
c7>f
c1>c7
