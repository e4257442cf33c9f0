variant improved-miss-milligan
source seed 209
col 1: [7C] 4S
col 2: [QC] KH
col 3: [2S] 6C
col 4: [AH] 9S
col 5: [7S] 5D
col 6: [AC] 4C
col 7: [3D] 4C
col 8: [3C] 8S
stock: 6C QS 4D AD 8D 3S QS 8C 8H 7D JS TC AS AC KD 2H 4H 8D TH 7H 5H 3D 8S 2S TH 2H TC KH QH 3H 9H 2D 5S TD 7C AH 5H 9H 7D KS 8C 4H 6S KC 6D 7H 9C QC 5S JC 4S QH 7S JC QD QD KC 9D TS 2D 6H 2C JH TS 6S JD 6D 8H 9D JS KS 9C 3C KD 5C AS 4D JD 3H 5D 3S 9S 6H TD 5C 2C JH AD
moves:
c1>c5
c5>c3*2
deal
deal
c5>f
c6>f
c8>c6
c2>c8
deal
c8>f
c4>c7
deal
c7>c3
c7>c3*2
deal
c4>f
deal
c3>c6
c5>c3
c6>c1*2
c5>c1
c1>c6*4
c2>c1
c1>c3*2
c5>c4
c7>c1
deal
c2>c4
c2>c4
c2>f
c5>c2
c3>c5
c6>c7
c3>c1
c3>c2*2
deal
c2>c8
c6>f
c3>c7
c5>c3
c6>c7*5
c6>f
c6>c5
c2>c3
deal
c4>c8
deal
c4>f
c1>c5
c4>c5
c5>c3*3
c8>c1
c8>c4*2
c8>c6*2
c4>c8*4
deal
c1>f
c8>f
c2>c4
c5>c3
