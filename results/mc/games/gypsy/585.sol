variant gypsy
source seed 585
col 1: [5H] [4D] 3S
col 2: [8H] [QH] QD
col 3: [JD] [6D] JS
col 4: [9C] [6S] 6C
col 5: [8D] [JC] 4D
col 6: [AH] [AH] QD
col 7: [KC] [AD] 9S
col 8: [JH] [5C] 8S
stock: 2C 3C 8H JD 6H 5C 2S QC QS TS QC 8D 5S TH JS KD TD 8S QS 5S 7D 3H 7D 6D 5D QH 4H 2S 9S 2H AS AC 4H 7C 3D 4S 2D 3H 3S 2D KH 6H KS 7S 3C 5H 7H AD 5D 9D JH TS 8C AS 2C 7H 9H 4S 7S KC KH TC KS 9C 7C 4C AC TH TC 4C 3D 8C JC TD 6C KD 2H 9D 6S 9H
moves:
c1>c5
c3>c2
deal
c4>c8
c6>c5
deal
c1>c8
c6>c7
c7>c6*2
deal
c4>c8
c5>c2
deal
c7>f
c4>f
c8>f
c3>c8
c4>c5
c4>c7
c1>c4
c5>c1*2
deal
c7>f
c4>f
deal
c8>f
c8>f
c8>c4*3
c5>c4
c5>c4
c5>f
deal
c6>f
c7>f
c2>c4
c4>c3*2
c5>c3
c7>c3
c1>c7
deal
c1>c6
deal
c3>f
c7>f
deal
c7>f
c2>c1
