variant strict-milligan
source seed 65
col 1: 6H
col 2: JS
col 3: 8H
col 4: TS
col 5: 6D
col 6: JD
col 7: 6H
col 8: 5C
stock: JC TC KH AS KD 4S KD 4D 8S AS 9C QC 7S 8H 5S 3H 6S 7D 7S KS TD AC QC 9C 7C 7H 4H 9D JH 9H QH 5S JC 6S 6C 6D 8C 3D AD KH 2D 2H 9S 2S 2C TS JD AH 3S AC 6C 2S KS 9S 2C 3C 4S 3C KC QD 9H 2D 8S TH 5H KC 5H 4C 9D JH QH 4D 4H 3S 5D 4C 2H 3H QS 5C 8D 7C 8D 5D TH QD AD 7D QS AH 8C TC 3D 7H JS TD
moves:
c4>c6
deal
c4>f
c3>c4
deal
c2>f
c5>c6
c6>c3*2
c8>c6
c4>c5
deal
c6>f
c1>c2
c2>c1*2
c8>c5
deal
c3>c8
deal
c7>f
c1>c7
c2>c5*2
c4>c1
c4>c2
c5>c2*3
c2>c5*5
c7>c4*2
c5>c7*6
c5>c2*2
c7>c8*7
c7>c1
c2>c4*2
c5>c7
deal
c1>f
c4>f
c5>f
c8>f
c2>f
c6>c7
c6>f
c6>c7
c6>f
c4>c2*2
c7>c5*4
deal
c4>f
c1>f
c2>f
c7>f
c8>f
c2>c4*2
c4>c5*4
deal
c1>f
c2>f
c1>f
deal
c4>f
c8>f
c7>c2
c7>c5
deal
c1>f
c1>f
c2>f
c3>f
c4>f
c8>f
c1>f
deal
c7>f
c8>f
c1>f
c1>c3
c1>f
deal
c2>f
c6>c3
c7>c6
c8>c6
