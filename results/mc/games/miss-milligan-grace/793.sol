variant miss-milligan-grace
source seed 793
col 1: 7H
col 2: 5C
col 3: 6C
col 4: 4H
col 5: 5H
col 6: 5S
col 7: QH
col 8: 7D
stock: 6H 3S 7S KC KH TS TD 9D 2C 4D 8H TS AS TH 8C AS 6S KC AD JS KD 9S 8D 4S 9C QC 5H 7H 3C 3H QD 5C AH 8H KS JD 4D QH JC 8D 3H JD 4C 5S KH 8S 6H QS QC 9D 9S 9H 7S QS 2H JH 4S AC 9H 2C 8S 2D 6D 4C QD 6S AH 9C 2S 8C 5D 3D 7C 2D AC TC KD TC 6C 5D 3S 3C JC 7C JH JS TH 7D 4H AD 6D 2H TD 3D KS 2S
moves:
c3>c1
deal
c1>c3
c8>c6
c1>c8
deal
c5>f
c8>f
c8>c7*2
c5>c8
c5>c7
deal
c3>f
c3>c6
c6>c4*3
c3>c4*2
c2>c3
deal
deal
c1>f
c2>c1
c4>c2
c6>c3
c7>c3
deal
c1>c3
c2>c8
c2>c5*2
c2>c4
c2>c4
c4>c7*3
deal
deal
c2>f
c4>f
c6>f
c5>c2
c7>c5
c7>f
c2>c4
deal
c3>f
c5>f
c8>f
c6>c3
c7>c2
c7>f
c7>f
c2>f
c5>f
c7>c5*2
deal
c3>f
c3>c6*2
c8>c7
deal
c2>f
c8>f
c8>f
c2>c1
c7>c3
deal
c2>f
c4>f
c8>f
c3>c4
