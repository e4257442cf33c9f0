variant improved-miss-milligan
source seed 217
col 1: [7H] QH
col 2: [8D] 4D
col 3: [9D] KH
col 4: [5D] TS
col 5: [AC] 5C
col 6: [TD] 4H
col 7: [KC] JC
col 8: [6S] 3C
stock: 7S 7S 4C TS TC 9H 2S 9S 5S 5H 2C 6D 3H 9C AS 8C 4C 2S TH KD TH TC TD QS 4D AD JC JD 7D 7C QD 6D KS 2H 5H AS 3S 4S QC AH 5C JS 3C 6C 9H 3D 7D 7H 8H AD 4H 2D AH 2C JH 3H KS KH 5D 3S JH QC 7C 6H 6H 8D JD 9C 8S 3D AC QD 2H KC KD 9D 8C 5S 4S 8H QS QH 8S 2D 6C JS 6S 9S
moves:
c2>c5
c7>c1
c8>c5
c1>c7*2
deal
c2>c8*2
deal
c1>c4
c7>f
c7>f
c3>c5
c4>c1*2
c3>c2
c5>c2*2
deal
c8>c4
deal
c2>f
c3>c7
c3>c7
deal
c4>f
c5>f
c6>f
c8>f
c2>f
c2>f
c8>c6
c5>c8
deal
c4>c7
deal
c2>f
c4>f
c5>f
c8>f
c3>f
deal
c4>f
c5>c6
c6>c2*2
c8>c7
deal
c6>f
c7>f
c6>f
c2>c4
c7>c4*2
deal
c1>f
c6>f
c5>c4
c6>c7
c6>c8*2
c5>c6*2
deal
c4>f
c7>f
c7>f
c7>f
c6>c2
c6>c7*3
c7>c1*4
c7>c1*2
