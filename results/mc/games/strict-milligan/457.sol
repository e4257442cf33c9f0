variant strict-milligan
source seed 457
col 1: 7H
col 2: QH
col 3: QC
col 4: 5C
col 5: 4H
col 6: 9S
col 7: 7S
col 8: JH
stock: 2S QD TS 9D 4D TS KC 4H 6D 9D 7C 6H 8H AD JS 9C TH AC 2H KC JS 3D AD 3D 7D 6H AS 4C 7C 4S 3C 4C 7S 2D 9H 8D JC 9S 9H QS 2S 5H QH 3S 4D 8H KS KS AH 5H 8S 5S 3H 5C 6S 2H 7D TH KD 7H QS 5S 5D AC AH 2D 3S QD JH JD KH 6S 4S 8D JC 6C 3H 2C AS TD 6D 3C KH QC 2C TC 5D 8S 9C TD 6C JD 8C TC KD 8C
moves:
c5>c4
deal
c2>c7
c4>c6
deal
c6>f
c1>c3
c3>c5*2
c2>c3
c5>c8*3
c7>c2
deal
c2>f
c7>f
c1>c5
c1>c6
c5>c7*2
c6>c8
c2>c4*2
c4>c2*3
c8>c6
deal
c3>f
c2>c5
c3>c7
deal
c2>f
c1>c4
c4>c6*2
deal
c1>f
c4>f
c3>c7
c4>c2
c7>c8
deal
deal
c8>f
c5>c3
c7>c4*2
deal
c1>f
c2>f
c8>c1
c8>f
deal
c1>f
c5>f
c6>f
c7>f
c8>c3
c3>c8*2
deal
c2>f
c5>f
c6>c4*2
c6>f
c4>c3*3
c6>c1
c7>c4
deal
c1>c2
c6>c4
c6>c2
c1>c6*2
c1>f
c1>c5
c1>f
c1>c8
c3>c1
