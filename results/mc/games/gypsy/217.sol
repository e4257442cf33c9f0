variant gypsy
source seed 217
col 1: [7H] [QH] 7S
col 2: [8D] [4D] 7S
col 3: [9D] [KH] 4C
col 4: [5D] [TS] TS
col 5: [AC] [5C] TC
col 6: [TD] [4H] 9H
col 7: [KC] [JC] 2S
col 8: [6S] [3C] 9S
stock: 5S 5H 2C 6D 3H 9C AS 8C 4C 2S TH KD TH TC TD QS 4D AD JC JD 7D 7C QD 6D KS 2H 5H AS 3S 4S QC AH 5C JS 3C 6C 9H 3D 7D 7H 8H AD 4H 2D AH 2C JH 3H KS KH 5D 3S JH QC 7C 6H 6H 8D JD 9C 8S 3D AC QD 2H KC KD 9D 8C 5S 4S 8H QS QH 8S 2D 6C JS 6S 9S
moves:
c6>c4
deal
c7>f
c7>f
c1>c4
c3>c5
c3>c2
c4>c1*2
c5>c2*2
c8>c4
deal
c8>c4
c8>c3
deal
c2>f
c3>c7
c3>c7*2
c8>c6
c8>c1
c8>c5
c3>c8
deal
c4>f
c8>f
c2>f
c2>f
c6>c3
c5>f
c2>c5*4
c3>f
c7>c8
c7>c1*4
c1>c7
c4>c8
c5>c3*3
deal
c4>c7
deal
c2>f
c4>f
c5>f
c6>c8
c7>c4
c6>f
c6>c1*2
c5>c6
c6>c4*2
c1>c6*3
c1>c6
c6>c1*5
c6>c1
c6>c2
c1>c6*10
c1>c3
c1>f
c1>c5
c1>f
c8>c5*2
deal
c3>f
c4>f
c5>c6
c6>c2*2
c8>c7
c3>c6
deal
c7>f
c7>c2*2
deal
c1>f
c7>f
c6>f
c7>c5*2
c8>c7
c7>c8*4
c8>c2*5
c5>c4*3
c8>c5
deal
c4>f
c7>f
c2>c7
c6>c7
c6>f
