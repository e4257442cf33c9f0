variant improved-miss-milligan
source seed 713
col 1: [2D] TD
col 2: [7S] 9D
col 3: [QS] 4H
col 4: [2H] KC
col 5: [KC] QD
col 6: [AS] KH
col 7: [8D] 3S
col 8: [7H] 6C
stock: 5D JD 3D 7S 4H 2S QS AS TH 2D 9H TD JH TC QC 6D QC 4C 3S 8D 9S QH 5H JH 7C 2S TH KS KD 6S 6S KS JD 8C AC AD 9D 6H 5S 7D JC 9S KH JS TS 3H TS 4S 5C KD QH 3H 3D 7C 4C 3C AH 2H 8C TC 4D AC 9H 5H AD 8H QD 2C 3C JC 8S 6H 9C 4S 5S 8H 9C AH 7H 5D 7D 4D JS 5C 2C 6D 8S 6C
moves:
c5>c4
c7>c3
c4>c5
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
c6>c7*2
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
deal
c3>f
c4>f
c2>c5
c7>c6
c7>c8
c2>c7
c7>c8*4
c8>c5*6
c7>c1*2
deal
c8>f
c7>c3*3
deal
c5>c7
deal
c1>f
c2>f
c6>f
c3>c7
c5>c1
c7>c4*2
c7>c8*2
deal
c1>f
c4>f
c5>f
c1>c8*2
c1>c3
c7>c1
c8>c7*3
c7>c2*4
deal
c3>f
c6>f
c2>c8
c4>c1
c7>c4
c7>c5
deal
c5>f
c1>c7
c2>c4
c4>c6*2
c8>c4
c8>c4*2
