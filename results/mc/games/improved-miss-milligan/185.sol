variant improved-miss-milligan
source seed 185
col 1: [7C] TS
col 2: [7D] AS
col 3: [QS] AC
col 4: [TC] AC
col 5: [6C] 5H
col 6: [7H] 4D
col 7: [2S] TH
col 8: [9H] 2H
stock: 8C TS 7D 2D 6S 6H JD KC KD JS AH 9C 9S 4C 5C TC JC 8S 6S QS 8D 9H QH AD 9D 4C 8S TD 7H 3H QH JD 6C 5D KH 7S 4D AD 3D JH QD 2C JC KH QC AS 8H 5S 5D KC 6D 9S 6D 4H TH 9C 9D 4H 5S 3C 3C 2C 4S QD 2D 8H JS 7C 8D 4S 3S 5H 8C 5C TD 3S 3D 2S QC KD 2H AH 3H 7S KS 6H KS JH
moves:
c2>f
c3>f
c4>f
deal
c3>c1
c2>c7
c5>c1
c5>c1
c5>c2
c7>c3*2
deal
c3>f
c3>c1*3
c1>c3*4
c6>c1
c7>c6
c7>c2
c7>f
c5>c2
deal
c8>f
c1>c7
c1>c6*5
c6>c1*6
c1>c2*4
c1>c8*2
c2>c3*2
c2>c8*2
deal
c1>c8*2
deal
c6>f
c2>c1
c2>c1
c7>c1
deal
c2>f
c6>f
c3>c1
c5>c3
c5>c8
c5>c2
deal
deal
c4>f
c6>f
c5>f
c2>c3
c8>c2
c3>c5*2
deal
c1>f
c7>f
c6>f
c4>c2
c2>c4*2
c3>c2
c3>c4
c7>c8
c4>c7*4
c7>c2*5
deal
c5>f
c6>f
c4>f
c6>c2
c7>c4
deal
c1>f
c2>f
c3>f
c2>f
c6>c4
