variant improved-miss-milligan
source seed 617
col 1: [3H] 9D
col 2: [QC] QD
col 3: [8C] 2S
col 4: [5C] 6D
col 5: [9C] 7H
col 6: [7D] 8H
col 7: [5H] 6H
col 8: [4C] 8C
stock: 3C JD 9C 9H AS 8S QS JH 3D AC 7S 3S AD 4D KD 7C QH QD 2C 6D 8H TH TC QS 3D 6S JH 2H 9H AC 8S 6C QH 5D 9S JD 6S JS QC 8D 4H JC 5D 7H 6C TS 4D 2H 7C 9D KH 4S 3H AS TS 6H AD AH 3C 5H 4C AH 5C KD 5S 7S TH 2D 8D 3S KH JS TD 5S TC 2D 9S KS 4H JC KC 2S KC 2C KS 4S 7D TD
moves:
deal
c5>f
c5>c6
c2>c7
c6>c4*2
c6>c3
deal
c2>f
c5>f
c4>c6
c3>c5*2
deal
c3>f
c3>c6
c3>f
c5>c6
c4>c5
c4>c7*3
c5>c6*2
deal
c6>f
c7>c5
c2>c7
c7>c3*5
c3>c5*2
deal
c2>c5
c4>c7
c6>c1
c6>c1*5
c6>f
c8>c3
deal
c3>c5
c5>c4*2
deal
c2>c7
c6>f
c5>c4
c8>c1
c4>c5*2
deal
c1>f
c2>f
c3>f
c5>f
c6>f
c7>f
deal
c4>f
c1>c5*3
c1>c5
c3>c8
c6>c5
deal
c4>f
c1>c8
c1>c6*7
c1>f
c2>c6
c5>c8
c5>c8*6
c7>c6
c8>c1*9
c1>c2*4
c1>c8*3
deal
c2>f
c2>f
c4>f
c6>f
