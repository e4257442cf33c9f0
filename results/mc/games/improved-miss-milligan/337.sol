variant improved-miss-milligan
source seed 337
col 1: [3D] TD
col 2: [JS] JC
col 3: [6C] 6S
col 4: [7S] KD
col 5: [2S] QH
col 6: [JC] 3H
col 7: [QH] JH
col 8: [2D] 8D
stock: 6C QC 7S QS 7H 8S TH TC KS 8S TC KC 4D 5H 4S 6S 3S 3D 4D 9C 7D 8C 4C 3H 3S TD 4H 3C 9H KH 8C 7C AS JH 9S 9S TS AD AD 5H 4S 2C AS 5S JD 2S 9D QD KD QS 9D 6D 6H 5D AC 7H JS KC TH AC 6D 5C AH 2H 7D 8H 8D 7C 6H QD 4C KH 9C 9H 4H AH 2D TS 8H KS 2C QC 3C 5C JD 5D 5S 2H
moves:
c1>c2
c2>c5*2
deal
deal
c6>c8
c7>c8
deal
c8>c5*4
c1>c3
c2>c7
c5>c6*5
deal
c1>c3
c7>c5
deal
c1>f
c6>f
c7>f
c5>c2
c5>c2*2
c7>c8*2
c3>c7
c3>c5
deal
c3>f
c6>f
c3>c4
c3>f
c1>f
c8>c1
c2>c8
c2>c7
deal
c7>f
c2>c1
c2>c1*3
c8>c7
c8>f
c8>c6*2
deal
c4>f
c7>f
c8>f
c3>c1
c6>c4
deal
c4>c2
c4>c2*2
c4>c5*2
c2>c4*4
c6>c2
deal
c4>f
c5>f
c2>c6
c3>c4
c3>c1
deal
c1>f
c3>f
c7>f
c8>f
c5>c2
