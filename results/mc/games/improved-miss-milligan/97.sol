variant improved-miss-milligan
source seed 97
col 1: [2C] JS
col 2: [8C] 4C
col 3: [JD] 3D
col 4: [QH] 2H
col 5: [9S] KC
col 6: [3C] JH
col 7: [JH] JD
col 8: [6D] 9S
stock: TS QS TC AS 6S TD 6C QD 4C TH 9D 5S 3D 6H AC 6C 6H 5H AC 7D 4H 8S QD KD 9D 2S 9H QS 4D AD TS 4D 3H 7D 7H JS 5S 8C 4S 5H 8H KS KC KH AH 9C 8S QC 8H 2C AH 7S 7S 9C QC 4S QH 2H KD KS 9H 3S 5C JC 8D AD 6S 6D TC 2D 8D TH 7C 3C 2D 5D TD 3S 7H 2S 3H KH 7C 4H AS 5C JC 5D
moves:
c3>c2
deal
c4>f
deal
c7>f
c4>c6
c5>c1
deal
deal
c2>f
c6>f
c1>c7
c6>c3
c5>c6
deal
c1>c7
c2>c6
c5>c1
c5>c1
c5>c3
c2>c3
c2>c4
c7>c3*2
c6>c7*2
c3>c8*2
deal
c5>f
c1>c6
c8>c4
deal
c2>f
c3>f
c1>c6
c1>c4*3
deal
c2>f
c6>f
c1>c2
c8>c2
c8>f
c8>f
deal
c2>f
c6>f
c6>c8*2
c8>c2*3
c8>c3*2
deal
c3>f
c2>f
deal
c4>f
c5>f
c5>c7
