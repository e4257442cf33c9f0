variant strict-milligan
source seed 537
col 1: TD
col 2: 2S
col 3: QC
col 4: 3D
col 5: 9S
col 6: 8H
col 7: JD
col 8: TS
stock: 6D JD JS 5H 9C 2D 7D 2C 4S 5H 9S KD 4C QD 8D JH 3H 8D 3S TC 5C 7D JS 5C 7H KH 8S AS JH 8H 9H AS 5S 7H 7C AD 4C AC 4D 4H 5D KH 2H AD 9H KS 6H QD 2H TH 6H 6S 3S 4D TC QS 8S 3C 5D QC QH 3C 6D 3D 6S 2C 9D JC AC 2D AH TS TD 4S KS QH 6C 3H AH 9C 8C 7C 9D 8C TH JC KC QS 7S 2S 6C 7S KD 4H KC 5S
moves:
c2>c4
deal
deal
c1>c2
c7>c3
deal
deal
c4>f
c8>f
c1>c3
c3>c7*2
c4>c5
c7>c5*3
deal
c4>f
c6>f
c3>c6
c3>c7
c7>c1*2
deal
c4>f
c8>c6
c8>c7*2
deal
c1>c5
c5>c6*2
c1>c4
c1>c3*3
c5>c7
c1>c5
c5>c4*2
c4>c5*4
deal
deal
c2>f
c7>f
c2>f
c5>f
c6>f
c2>c4
c3>c8
c4>c5*2
c3>c1
deal
c7>f
c4>c3
c6>c2
c8>c1
deal
c1>c3
c1>c6*2
deal
c2>f
c6>c8
