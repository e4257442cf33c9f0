variant giant
source seed 273
col 1: 9H
col 2: 8S
col 3: 2S
col 4: 8D
col 5: JD
col 6: KS
col 7: 8S
col 8: 9C
stock: KH JH 6D 6S 6H 2C QC 9H 6D 7C 9D 5C 8H 3H TS QD TD KD 3D 3D 5D JC QC TC 4C 7H 7C TS TH KH 8H QS AS JS 4D TD 4S TH AH 5S 2D 5H KD QS 5H JC 4C QD 3S 3S 9S 5S 7D 2H AD AH 2D AC 8C AC 5C 2S 6C JH 2H 8C 4H 3H 7S 7S 3C 8D QH 4S 6H JD 7D 6C QH 4D 9S KC 6S AS 2C KC AD 9D 9C 5D KS 3C JS 7H TC 4H
moves:
c2>c1
c4>c8
deal
c2>c7
c7>c1*2
c7>c8
c1>c2*3
c8>c7*2
deal
c1>c2
deal
c1>c6
c1>c8*2
c3>c1
c7>c2
c3>c7
c8>c7
deal
c3>c7
c3>c7
c8>c6
deal
c1>f
c7>f
c3>c8
c3>f
c1>c3
c4>c2
c8>c7*2
c1>c3
c2>c1*2
c8>c4
deal
c4>c3
c6>c8
c6>c8
c7>c5
deal
c7>f
c8>f
c1>f
c1>f
c6>f
c2>c7
c3>c8
c7>c8*6
c8>c1*7
c5>c7
deal
c2>f
c4>f
c7>c8*5
c2>c8
c2>c7
c8>c2*7
c1>c4*3
deal
c1>f
c4>f
c3>f
c5>c8
deal
c2>f
c5>c2
c5>c3
c5>c6*2
c6>c2*3
c3>c6*2
c8>c6
deal
c4>f
c5>f
c7>f
c7>c2
c7>f
c3>c7
c3>c8
c4>c3
c4>f
deal
c4>c8
