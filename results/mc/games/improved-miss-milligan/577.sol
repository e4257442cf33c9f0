variant improved-miss-milligan
source seed 577
col 1: [KH] JH
col 2: [QH] JH
col 3: [6H] 7H
col 4: [KH] JC
col 5: [2C] 3C
col 6: [TD] 9H
col 7: [TS] AH
col 8: [9D] 8C
stock: 4C 6D 6S TS KS 2D 9D 3C 2D 5S 2C KC 7S 4S AD 6D 2H 6S 4D 7C 4D 7D 5S 3H TC KD JC 7C 4C AC 8H 9H QC 9C JS 5H 3D 8D TH TD 7D 2H 9S 3H 8H JD AS 5D QD 8D QD 5H 5D 7H 9C 8C KS 2S 7S AH 5C AD 3D 3S QH 4H AC 6C JS 4S KC 4H AS QS 9S 6C 2S QC QS 5C 3S TH 8S JD 6H 8S TC KD
moves:
c7>f
c8>c6
c3>c6
c6>c7*3
c7>c1*4
deal
c6>c8
c7>c4
c5>c7
deal
c7>f
c1>f
c2>c5*2
c5>c8
deal
c1>f
c8>f
c2>c6
c3>c7
c5>c8
c7>c5*2
c8>c4*3
c8>c5*2
deal
c6>f
c4>c7
c8>c1
deal
c5>f
c2>c7
c1>c2
c5>c4
c5>c6*6
c6>c7*7
c4>c6*2
c4>f
c7>c3*9
c3>c5
c3>c8*7
deal
c7>f
c8>f
c2>c8
c5>c3
c6>c2
c4>c6
deal
c2>c7
c6>c8
deal
c2>f
c4>f
c6>f
c8>f
deal
c2>f
c6>f
c3>f
c5>c1
c8>c5
c4>c8
c4>f
c4>f
c4>f
c6>c8*3
c6>f
c3>f
c6>f
c3>c7
c3>c7*4
c4>c7
c8>c6
c1>c4*2
c7>c4*4
deal
c1>f
c5>f
deal
c1>f
c3>f
c3>f
c5>f
c2>c3
c2>c8
c4>c8
c7>c2
