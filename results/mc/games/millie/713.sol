variant millie
source seed 713
col 1: 2D
col 2: 7S
col 3: QS
col 4: 2H
col 5: KC
col 6: AS
col 7: 8D
col 8: 7H
stock: TD 9D 4H KC QD KH 3S 6C 5D JD 3D 7S 4H 2S QS AS TH 2D 9H TD JH TC QC 6D QC 4C 3S 8D 9S QH 5H JH 7C 2S TH KS KD 6S 6S KS JD 8C AC AD 9D 6H 5S 7D JC 9S KH JS TS 3H TS 4S 5C KD QH 3H 3D 7C 4C 3C AH 2H 8C TC 4D AC 9H 5H AD 8H QD 2C 3C JC 8S 6H 9C 4S 5S 8H 9C AH 7H 5D 7D 4D JS 5C 2C 6D 8S 6C
moves:
c6>f
deal
c7>c3
deal
c8>f
c6>f
c1>c8
c2>c7
c7>c6*2
c4>c7
deal
c3>c6
c5>c7
deal
c3>f
c2>c7
c3>c7
c2>c3
c4>c5
c5>c4*2
c8>c1
c3>c5*2
deal
c2>f
deal
c3>f
c4>f
c7>c6
c7>c8
c7>c8*3
c8>c2*5
deal
c8>f
c7>c3*3
c7>c2*2
c3>c7*4
c2>c3*3
c2>c5*7
c3>c1*4
c1>c4*4
c5>c7*7
deal
c4>c7
c4>c3*5
c3>c4*6
c3>c1
c3>c2
c4>c3*7
c6>c4
c8>c1
deal
c1>f
c6>f
c2>f
c6>f
c6>f
c1>c6*3
c3>c7
c6>c3*4
c6>f
c1>c6
c1>c2
c4>c2
c4>c6*4
c6>c4*6
c7>c2*2
c7>c8*2
deal
c1>f
c4>f
c5>f
deal
c6>f
c2>c8
c2>c1
c4>c5
deal
c5>f
c1>c7
c2>c4
c4>c6*2
c6>c4*3
c8>c7
c8>c7*2
