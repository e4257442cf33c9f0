variant improved-miss-milligan
source seed 545
col 1: [9S] 4S
col 2: [3D] 8S
col 3: [AC] 6D
col 4: [5C] 5S
col 5: [AD] 4H
col 6: [JD] 2S
col 7: [8D] QH
col 8: [6S] 3H
stock: 4C 5D 7S 6H QC QH 4H 4C JS 3S 3D 6C 9C KC 4S 2C AD 4D 3C 7H 9H AS JC 7D 5H AH 8S 6D 5C JH 7H KS KH QS 9S 3S 6H 8C TH 2H 7C TS AH 8H 2C KD QC JS 4D KS JH 3C 3H QD 5H TD 2D KC AC TC 7C AS 8D 9D 9C 5D 7D TD TH JD 9D KH 5S 9H KD JC 6C 2S 7S 8H 2H 6S TS QD 8C TC QS 2D
moves:
c4>c3
c5>c3
c5>f
c6>c8
c8>c1*2
deal
c8>c2
c4>c3
c7>c4
deal
deal
c1>f
c6>f
c3>c2
deal
c2>f
c2>c5*2
c5>c4*3
c3>c5
c7>c5
deal
c2>c1
c8>f
c3>c7
deal
c3>f
c1>c4
c7>c6
c4>c7*2
c7>c8*4
c5>c3
c5>c8
c5>c2*3
c8>c7*5
deal
c5>f
c4>c1
c5>c8
c3>c5
c6>c2
c8>c2*3
c5>c6
deal
c3>f
c6>f
c1>f
c3>f
c3>f
c1>f
c1>f
c3>c7*2
c3>f
c3>c5*2
c3>f
c2>c8*14
c4>c6
