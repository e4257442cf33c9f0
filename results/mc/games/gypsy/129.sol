variant gypsy
source seed 129
col 1: [AH] [5S] TS
col 2: [7C] [2S] 8D
col 3: [TC] [4C] 3D
col 4: [8H] [KH] JH
col 5: [7S] [3S] 3H
col 6: [6C] [TD] AS
col 7: [2D] [3C] AC
col 8: [QS] [2C] 9D
stock: 8S 6D 8H TD QH QD 7H JC JS 8D TC 3C 9D 6C 9C 7H JC 7D 2C 8C TH QC 8S KD JD 6S 2D 2S 6H AS 3D AC 5C 4D 6D KD 8C 3H 5S AD 7D 3S 4C 6S 7C 9C 9S 2H QC 5H 9H 5D 9S QH 4S 4S 4H QS 5C 5D JH 7S TS 4H KC 6H JD JS AH KC 2H 9H KS 4D KS TH 5H KH QD AD
moves:
c6>f
c7>f
c1>c4
c8>c4
c8>f
c7>f
c4>c8*3
c8>c4*4
c4>c8*5
deal
c4>c8
c8>c6*2
c7>c1
c1>c8*2
c1>c2
c1>f
c3>c1
c6>c5*2
deal
c2>c7
c5>c3
c7>c5*2
c6>c8
c7>c4
c1>c6
deal
c2>c7
c5>c1
c6>c8
c5>c1*2
deal
c6>f
c8>f
c4>f
c1>c8
deal
c8>f
c1>c3
c2>c3
deal
c2>f
c3>f
c8>f
c2>c1
c2>c5*2
c2>c6
c2>f
c3>c2*3
c3>f
c3>f
c3>c8*2
c3>f
c5>c6*3
c2>f
deal
c4>f
c7>f
c2>c4
c2>f
c2>f
c8>c4
c8>c1*3
deal
c1>c3
c5>c2
c7>c2
deal
c5>f
c7>f
deal
c8>f
c4>c7*2
c7>c1*3
c7>c1
c7>f
