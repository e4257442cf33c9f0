variant improved-miss-milligan
source seed 585
col 1: [5H] 4D
col 2: [8H] QH
col 3: [JD] 6D
col 4: [9C] 6S
col 5: [8D] JC
col 6: [AH] AH
col 7: [KC] AD
col 8: [JH] 5C
stock: 3S QD JS 6C 4D QD 9S 8S 2C 3C 8H JD 6H 5C 2S QC QS TS QC 8D 5S TH JS KD TD 8S QS 5S 7D 3H 7D 6D 5D QH 4H 2S 9S 2H AS AC 4H 7C 3D 4S 2D 3H 3S 2D KH 6H KS 7S 3C 5H 7H AD 5D 9D JH TS 8C AS 2C 7H 9H 4S 7S KC KH TC KS 9C 7C 4C AC TH TC 4C 3D 8C JC TD 6C KD 2H 9D 6S 9H
moves:
c6>f
c7>f
c6>f
c1>c8
c2>c7
c5>c7
c8>c3*2
deal
c1>c5
c3>c6
c5>c3
deal
c4>c8
c6>c5
deal
c1>c8
c6>c7
deal
c4>c8
c5>c2
deal
c6>f
c6>f
c3>f
c7>f
c4>f
c8>f
c4>c5
c1>c4
deal
c5>f
c3>f
c7>f
c4>f
c2>c5
c4>c7*2
deal
c6>f
c2>f
c2>c3
c7>f
c7>c2*2
c8>f
c8>f
c8>f
c8>c4
c8>c1
deal
c6>f
c7>f
c2>c4
c2>c4*4
c2>c3
c2>f
c7>c5
c7>c2*2
c7>f
c7>c2
c2>c7*2
c4>c3*5
c3>c5*2
deal
deal
c6>f
c7>f
deal
c5>f
c7>f
c2>c1
c8>c5
c8>c5
c8>c1
c3>c8
c3>f
c3>f
c8>c5*2
