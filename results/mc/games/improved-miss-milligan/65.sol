variant improved-miss-milligan
source seed 65
col 1: [6H] JC
col 2: [JS] TC
col 3: [8H] KH
col 4: [TS] AS
col 5: [6D] KD
col 6: [JD] 4S
col 7: [6H] KD
col 8: [5C] 4D
stock: 8S AS 9C QC 7S 8H 5S 3H 6S 7D 7S KS TD AC QC 9C 7C 7H 4H 9D JH 9H QH 5S JC 6S 6C 6D 8C 3D AD KH 2D 2H 9S 2S 2C TS JD AH 3S AC 6C 2S KS 9S 2C 3C 4S 3C KC QD 9H 2D 8S TH 5H KC 5H 4C 9D JH QH 4D 4H 3S 5D 4C 2H 3H QS 5C 8D 7C 8D 5D TH QD AD 7D QS AH 8C TC 3D 7H JS TD
moves:
c4>f
deal
c2>f
c5>c6
c4>c5
c6>c3*2
c8>c6
c8>c7
c7>c8
deal
c6>f
c1>c2
c2>c1*2
deal
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
c5>c2
c7>c8*7
c7>c1
deal
c1>f
c4>f
c5>f
c8>f
c2>f
c3>c2
c6>c7
c6>f
c6>c7
c6>f
c7>c5*3
c2>c4*2
c5>c7*4
deal
c4>f
c1>f
c2>f
c7>f
c8>f
c4>c2*2
deal
c1>f
c2>f
c1>f
c4>c3
c8>c4
c8>f
c2>c3*3
c7>c2*6
c3>c4
c2>c5
deal
c4>f
c8>f
c7>c2
c4>c2*3
deal
c1>f
c2>f
c1>f
c3>f
c4>f
c8>f
c1>f
c2>c4*3
deal
c7>f
c8>f
c1>f
c1>c3
c4>c1
c3>c4*2
c4>c5*3
deal
c2>f
c6>c3
c7>c6
c8>c6
