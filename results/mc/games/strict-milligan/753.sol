variant strict-milligan
source seed 753
col 1: TH
col 2: AD
col 3: 2C
col 4: 3H
col 5: AH
col 6: 7D
col 7: TD
col 8: 6D
stock: KD QS QD JH TS AS 7S 2S 7H 9S QH 4S TC 8S 4C 5H 5C 7D 6S AH QD 2D 6C 8H QC 9D KS 8D 7C KS AS TD 2H JH JS 4H QC 9S 6H 3H JS 5D JC KC 8C 7S 4H 5S 7C 4C AD 9D KH 6C JD 8C AC 9C 5D 4D 8H QS 9H TS 4S KD 9C 7H 9H 6H QH JC 2C 8S 6D 4D TC 6S KH 5H 3S 3S 3D AC 3D 3C 2D 8D 3C 5C KC JD 2H 2S TH 5S
moves:
c2>f
c5>f
deal
c6>f
c8>f
c4>c2
c2>c1*2
c1>c2*3
c5>c2
deal
c1>c6
c2>c1
c4>c8
c4>c7
deal
c6>f
c4>f
deal
c7>f
c5>c4
c5>c3
c2>c5
c7>c2
c3>c6
deal
c1>f
c8>f
c4>f
c2>c1
c6>c8
c3>c6
c7>c4
c8>c6*2
c8>c6
c8>c2*2
c1>c5
c4>c6*2
deal
c7>c8
c7>c2*2
deal
c3>f
c8>c4
c8>c1*3
c5>c8
deal
c5>c2
c1>f
c1>c2*4
c5>c7
c7>c8*2
c7>c6
c8>c6*3
c6>c8*5
c3>c6
c2>c7*3
deal
c8>c7
c4>c8
c8>c2*6
deal
c1>f
c8>f
deal
c1>f
c1>f
c3>f
c4>f
c4>f
c6>f
c7>f
c5>f
c4>f
deal
c5>f
c6>f
c8>f
c6>f
c6>f
c6>f
c5>c4
c5>c4
