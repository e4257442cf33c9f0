variant improved-miss-milligan
source seed 305
col 1: [TD] JS
col 2: [8C] 7S
col 3: [JS] 7H
col 4: [TC] 8D
col 5: [4D] QD
col 6: [6S] 4S
col 7: [JD] AC
col 8: [AD] 6D
stock: TS 4S KD JH 3C 9S 4C QC 5S KH JC 6S QH 9H 7C QH 7S 4D 7H 9C 3D 6H TC KS 9D 9H 3H AC 8C 4H 2H AS 7C 3H QC 5C JC JH TH QD 8S QS 6H 8H 6C KD 7D 2S 5D 9D 5C JD TD 3S AD 8H KS 5H 4C 6D 6C KC 5D 8S 8D KC 9S 3C 3S 7D 5H 5S 3D AS 2C TS 2C KH 2D 2H AH AH QS 4H 2D 2S TH 9C
moves:
c7>f
c1>c5
c2>c4
c3>c2
c8>c4
c1>c5
deal
c8>c3
c8>f
c4>c6*4
c1>c6
c3>c1*2
c6>c1*2
deal
c3>c5
c3>c8
c2>c3
deal
c6>c1
c6>c7
deal
c4>f
c8>f
c5>c2
deal
c5>c8
c6>c3
c6>c4
c4>c6*2
c6>c7*6
c2>c6
c7>c8*7
c8>c4*5
deal
c8>f
c2>c6
c4>c8
c7>c1
c5>c1
c1>c2*2
deal
c6>f
c7>f
c4>c6
c4>c5*6
c1>c4
c1>c2
c1>c8
c3>c8*2
c5>c8
deal
c2>c5
c3>c7
deal
c1>c3
deal
c2>f
c3>f
c5>f
c7>f
c1>f
c8>c5
deal
c1>f
c2>f
c5>f
c5>f
c6>f
c5>f
c3>c6
c3>c7*2
