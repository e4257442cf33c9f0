variant strict-milligan
source seed 289
col 1: JD
col 2: 9S
col 3: JS
col 4: QC
col 5: 3C
col 6: 3H
col 7: KD
col 8: TS
stock: 3H 7D JS 6D TH 9D 7C 5S AS 9H JC 5S 7S 9H TC QS KS 8H 8C 3S 7H 5H QC KD 8S 3S AH 9S 2C AH JH 7C 2D JC 5H 5C 8D 4D 2S 3D 5C 6H TD KS QH KC AD 3D 4S 4S TS 2H QS 8C 3C JH 2C 6H 4H 6C JD 5D 9C KC AC 7H 8S 7D TC TH QH 7S KH 4D 6S 6S 2H 8H 8D 4C AD TD QD 2D QD 4H 9D 5D 9C 2S 4C 6D 6C AS AC KH
moves:
c1>c4
c4>c7*2
deal
c4>c7
c5>c3
c8>c7
c6>c8
deal
c1>f
c2>c7
deal
c5>c3
c5>c2
c7>c8
c3>c7*2
deal
c3>f
c6>f
deal
c7>f
c6>c4
deal
c5>c4
c7>f
c1>c2
c1>f
c8>f
deal
c4>f
c3>c8
c8>c5*2
c8>c1
deal
c1>c6*3
c6>c4*4
deal
c1>f
c2>c1
c2>c8
c4>c3
c4>f
c4>c1*4
deal
c2>f
c5>f
deal
c1>f
c4>f
c8>f
deal
c4>f
c6>f
c2>f
c7>f
c1>c2
