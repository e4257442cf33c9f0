variant improved-miss-milligan
source seed 441
col 1: [AD] JH
col 2: [2C] 3C
col 3: [KS] 6D
col 4: [TH] 7H
col 5: [5S] QC
col 6: [QD] 3S
col 7: [2C] 2D
col 8: [7C] 6S
stock: 3C KD 5C QS TD TD 9D QD 8C 4C 8D KH TS JD 3D QH 8H 4D 2H 3H AC AC 5C QH 3S JC 5D KC 7S KH KS 8S 7C 6H AS 4D 6C 7S TC 9C JH JD 2S 4S JS 4S 8D 5H 7D AD 2S 9D 8S 6H 5S JS KC 9C 4H TS 7H 4C 3H 6D TH 9S 6S TC QS AS 5D 5H AH 8C 8H 9H KD 9S 9H JC 2H 3D 7D AH 6C 2D QC 4H
moves:
c1>c5
c1>f
c7>f
c8>c4
c3>c8
deal
c4>c2
deal
c7>f
c1>c7
c5>c6
c7>c6*2
deal
c2>f
c5>f
c4>c2
c6>f
deal
c3>f
c3>c1
deal
c3>f
c1>c3
c2>c3
c1>c4*2
c3>c8*3
c8>c1*2
c3>c1
c4>c1*3
c1>c6*5
c6>c8*6
deal
c3>f
c4>c8
deal
c2>f
c1>c5
c5>c4*2
c7>c6
deal
c8>f
c7>c6
c7>c2
deal
c6>f
c6>c7*2
c2>c1
c7>c3*3
deal
c1>f
c1>c8*2
c2>c4
c3>c6
deal
c1>f
c3>f
c3>f
c4>f
c6>f
c2>f
c2>f
c8>f
