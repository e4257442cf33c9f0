variant improved-miss-milligan
source seed 113
col 1: [TH] QD
col 2: [6C] 8H
col 3: [8S] 4S
col 4: [JH] 7S
col 5: [2C] JD
col 6: [5C] 5D
col 7: [JC] QH
col 8: [QC] 9H
stock: 3D 9S 6H QS 7D 9D 7H 7C 3D 6S KH 8H 5D 9C AC 3S JS 6D 8C 2D JD JH 6S 4C 5S QH KS TD 3S 5C 7H 2S 2H 4S TC AS 2S 3H 9D KC 6C TS AH AS 9C 2D 5H KH AD KC 8D AC 5H KD AD 4D 3C 2H 6D JC QS TS 5S KD AH 7C 2C TD 4H 8C 4D 3H TC 3C TH 9H 8D 6H 4C QD QC 7D KS 7S 4H 8S JS 9S
moves:
c3>c6
c4>c2
deal
c3>c8
c5>c3
c5>c4
deal
c7>f
c2>c7
c4>c6
c5>c7
c5>f
c3>c5
c4>c5*2
deal
deal
c2>c3
c1>c2
c1>c3
c4>c3
c4>c5
c8>c1
c1>c8*2
deal
c4>f
c5>f
c3>c4
c6>c2
c7>c4
deal
c3>f
c4>f
c5>c3
c7>c1
c1>c7*2
c1>f
c4>c2
deal
c1>f
c4>f
c7>f
c3>c2*5
deal
c1>f
c5>c8
deal
c1>f
c3>f
c8>f
c5>f
c5>f
c3>c2
c5>f
c1>f
c5>f
c7>f
c1>c3
c5>c8
c4>c3*2
c7>c2
c7>c6*3
c6>c7
deal
c2>f
c6>f
c2>c5*3
c7>f
c2>f
c6>c4*3
c4>c6*4
c5>c2*3
c2>c3*5
deal
c2>c6
c8>c2
c7>c8
c7>c6*2
c7>f
c8>c3*2
