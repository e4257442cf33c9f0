variant gypsy
source seed 113
col 1: [TH] [QD] 3D
col 2: [6C] [8H] 9S
col 3: [8S] [4S] 6H
col 4: [JH] [7S] QS
col 5: [2C] [JD] 7D
col 6: [5C] [5D] 9D
col 7: [JC] [QH] 7H
col 8: [QC] [9H] 7C
stock: 3D 6S KH 8H 5D 9C AC 3S JS 6D 8C 2D JD JH 6S 4C 5S QH KS TD 3S 5C 7H 2S 2H 4S TC AS 2S 3H 9D KC 6C TS AH AS 9C 2D 5H KH AD KC 8D AC 5H KD AD 4D 3C 2H 6D JC QS TS 5S KD AH 7C 2C TD 4H 8C 4D 3H TC 3C TH 9H 8D 6H 4C QD QC 7D KS 7S 4H 8S JS 9S
moves:
c3>c8
c1>c3
deal
c7>f
c2>c7
c4>c2
c4>c3
c4>c2
c5>c7
c4>c3
deal
deal
c2>c3
c2>c4*4
c1>c4
c4>c1*6
c1>c3*7
c8>c1
c1>c8*2
c4>c5
c1>c4
deal
c4>f
c5>f
c4>c8
c5>c4*2
c3>c5
c6>c2
c7>c5
deal
c3>f
c4>f
c7>c1
c1>c7*2
c1>f
c5>c1
deal
c1>f
c4>f
c4>f
c4>f
c7>f
c7>c4*3
c3>c1
c5>c7
c8>c3
deal
c2>c1
c5>c8
c5>c8*3
c7>c3
c7>c5*2
deal
c1>f
c3>f
c8>f
c5>f
c1>f
c1>f
c5>f
c5>c6*2
c6>c8*3
c3>c2*2
c2>c1*3
c6>c5
c7>c1
deal
c6>f
c7>f
c4>c1
c4>c8*2
deal
c8>c3*4
c2>c6
c2>c5
