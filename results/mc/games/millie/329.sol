variant millie
source seed 329
col 1: 3S
col 2: 4S
col 3: 9C
col 4: 9H
col 5: QH
col 6: AD
col 7: KD
col 8: 7C
stock: QC 3D TH JS 2D KS TC 3H 3S 4D 9D QD AH 2H AC 8D 7D 9H 5H 8H QS AS 6D 6H JD 7H 5C 2H 6D 2S JD 8S TH 5D 6C TS 5S JS 3C JH QS KD 6C 4C KC 8D JH 3C 5D KH 8S 9S TD 9S 4H 5S 8C KH 4C KS TS QC 7D 7C TD 9D QD 3D 6S 2D TC 8C AD 6H 5C 9C 6S 8H 2C KC 2C 4S JC AH 4H 4D 2S 5H JC 7S QH 7H AS 3H 7S AC
moves:
c6>f
deal
c5>f
c2>f
c3>c4
c4>c5*2
c8>c2
c3>c5
c1>c3
c4>c7
c7>c4*2
c3>c7
deal
c5>f
c7>f
c2>f
c6>f
c2>f
c4>c6
c8>c5
deal
c6>f
c8>c4*2
c1>c8
deal
c6>f
c2>c8
c3>c5
c8>c2*2
deal
c2>f
c1>c6
c2>c4*3
c3>c4
c3>c4
c4>c1*6
c4>c7
c5>c4
c2>c1
c1>c2*8
c1>f
c2>f
c4>f
c2>c8*6
c5>c4
c5>f
c8>c5*7
c8>f
deal
c6>f
c1>c2
c7>c2
c6>c5*3
deal
c7>f
c4>c5
c4>c1
c4>c5*4
c3>c4
c1>c3*2
c5>c6*4
deal
c6>c2
c7>c1
deal
c2>f
c1>f
c5>f
deal
c1>f
c7>f
c3>c2
c3>c8
c5>c1
c6>c4
c6>f
deal
c4>f
c8>f
c3>c8
deal
c2>f
c5>f
c8>f
c1>c3
c1>f
c6>c2
