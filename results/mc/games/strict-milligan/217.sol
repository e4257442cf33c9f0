variant strict-milligan
source seed 217
col 1: 7H
col 2: 8D
col 3: 9D
col 4: 5D
col 5: AC
col 6: TD
col 7: KC
col 8: 6S
stock: QH 4D KH TS 5C 4H JC 3C 7S 7S 4C TS TC 9H 2S 9S 5S 5H 2C 6D 3H 9C AS 8C 4C 2S TH KD TH TC TD QS 4D AD JC JD 7D 7C QD 6D KS 2H 5H AS 3S 4S QC AH 5C JS 3C 6C 9H 3D 7D 7H 8H AD 4H 2D AH 2C JH 3H KS KH 5D 3S JH QC 7C 6H 6H 8D JD 9C 8S 3D AC QD 2H KC KD 9D 8C 5S 4S 8H QS QH 8S 2D 6C JS 6S 9S
moves:
c8>c1
deal
deal
c6>c4
c4>c5
deal
c7>f
c7>f
c1>c4
c3>c5
c3>c2
c4>c1*2
c5>c2*2
c8>c5
c5>c4*2
deal
c8>c4
c8>c7
deal
c2>f
c3>c7
c3>c7
c8>c6
deal
c4>f
c5>f
c6>f
c8>f
c2>f
c2>f
c2>c3*3
c4>c7
deal
c4>c7
deal
c5>f
c2>f
c4>f
c8>f
deal
c4>f
c5>c4
c6>c2
c8>c7
c4>c2
deal
c6>f
c7>f
c6>f
c2>c4
c7>c4*2
deal
c1>f
c6>f
c7>f
deal
c4>f
c7>f
c3>c4
c1>c3
c6>c2
c6>f
c7>c3
c7>c4*2
