variant strict-milligan
source seed 137
col 1: TS
col 2: KH
col 3: 7D
col 4: JC
col 5: TD
col 6: 9S
col 7: 4S
col 8: 8C
stock: 4H 3D KD 7C KC QH 3D 9H TD 7D 4D TC 2H JC JS 6D KS 5S 3H 6S TH 6C TH 3H 2C 8S JH 5D KD AD 2H 2S AH JH 8S 8D 2D 5C 8H 7S 9D 2C 3S 3S 5C 9C 5H AH 7S AS AS 8H QS 9H 6D JD 7H 6H 6C QH AC 8C QD 9S TC JS QS KH 2S 9C KC JD 6S KS 7C 5H 4C QD 3C 4C 3C AD AC 4S 2D 7H 6H 9D TS QC 5D 8D 4H 5S QC 4D
moves:
c3>c8
deal
c6>c5
deal
c1>c7
deal
deal
c6>f
deal
c1>f
c5>f
c8>c4
deal
c8>f
deal
c3>f
c2>f
c1>c4
c7>c4
deal
c5>f
c1>c6
c3>c6
deal
c5>f
c1>c8
c8>c3*2
c3>c4*3
c3>f
c1>c4
c1>f
c3>c4
c3>c5
deal
c7>f
c5>f
c4>c1
c6>c2
c8>c1
deal
c2>f
c3>f
c4>f
c5>f
c6>c4
c7>c3
deal
c6>f
c4>c6
