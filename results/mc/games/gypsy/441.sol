variant gypsy
source seed 441
col 1: [AD] [JH] 3C
col 2: [2C] [3C] KD
col 3: [KS] [6D] 5C
col 4: [TH] [7H] QS
col 5: [5S] [QC] TD
col 6: [QD] [3S] TD
col 7: [2C] [2D] 9D
col 8: [7C] [6S] QD
stock: 8C 4C 8D KH TS JD 3D QH 8H 4D 2H 3H AC AC 5C QH 3S JC 5D KC 7S KH KS 8S 7C 6H AS 4D 6C 7S TC 9C JH JD 2S 4S JS 4S 8D 5H 7D AD 2S 9D 8S 6H 5S JS KC 9C 4H TS 7H 4C 3H 6D TH 9S 6S TC QS AS 5D 5H AH 8C 8H 9H KD 9S 9H JC 2H 3D 7D AH 6C 2D QC 4H
moves:
c4>c2
deal
c5>c6
c7>c2
c7>c6
c1>c6
c7>c1
c7>c2
c1>c7*2
deal
c5>f
c6>f
c2>c7
c2>f
deal
deal
c3>f
c2>c1
c3>c5
deal
c3>f
c4>c8
deal
c2>f
c1>c5
c5>c4*2
c7>c6
deal
c7>c6
c7>c2
deal
c6>f
c6>c7*2
c7>c3*3
c2>c1
deal
c1>f
c1>c8*2
c2>c4
c3>c6
deal
c1>f
c4>f
c6>f
c2>f
c3>c4
c3>f
c8>f
c3>c4*3
