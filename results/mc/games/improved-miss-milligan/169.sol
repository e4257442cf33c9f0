variant improved-miss-milligan
source seed 169
col 1: [9C] KC
col 2: [3S] 4S
col 3: [KS] 5D
col 4: [TH] QS
col 5: [AD] AD
col 6: [AS] QC
col 7: [3C] 4D
col 8: [QS] 3H
stock: AS 2H 7C 7D 9S KH 8S 3D AH JH TC 2C 8S 7H JD 5C QC KD KC 4H 5H 9C 5D AH 8H 6D TC 7S 7C 3H QH 5S TH QH 9S JD 7H 4C TD 6C 2S 9H 4S 4D 8H 4C 6C 5H QD AC 8C 2S 6D 6S 8D 5C 7D 2H JC 3S 2D QD 6S 2C KH JC 5S 2D 8C 9D JH AC 3C JS 7S 3D 9H 8D JS TS 4H KS KD 6H TD TS 6H 9D
moves:
c5>f
c5>f
c1>c5
c2>c3
c2>c7
c8>c3
deal
c1>f
c4>c7
c4>c6
c5>c4
deal
c1>f
c3>c2
deal
c8>f
deal
c2>c4
c4>c1*2
c4>c8
c4>c6
c1>c4*3
c1>c2
c8>c4*2
deal
c3>c1
c3>c4
c2>c3
c4>c2*2
c8>c5
c4>c8
c1>c7
deal
c1>f
c3>c8
c8>c7*2
deal
c2>f
c3>c2
deal
c2>f
c4>f
c5>f
c8>f
c1>c2
c7>c2
c8>c5
c3>c1
deal
c4>f
c8>f
c5>c6
deal
c1>f
c4>f
c3>c6
c5>c8
deal
c8>c6
