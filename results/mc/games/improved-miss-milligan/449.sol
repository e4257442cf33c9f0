variant improved-miss-milligan
source seed 449
col 1: [3C] 5C
col 2: [QS] 8D
col 3: [8S] 3D
col 4: [JH] KC
col 5: [JD] 6S
col 6: [6D] 4D
col 7: [5S] 3S
col 8: [TS] AD
stock: QC JS QC 4D 7S 6H 2D AD 6H 6C 4H 2H 4C AH 9C 3H 2H QD 3D TD 7S 2C 4S 8S JH 9H KD AS 3H 4C JS JC 4H 9C AS 7C 8H 8H 5S JC 9S 5C TC JD 7H 7H 9H 7D AC KS 4S 7D 5D AH 3C 9D 3S 6C KD 5D 2D KC 6S 2C 5H 2S 2S QH 5H 9S 9D 8C TH KH 8C TD TH TC 7C 8D AC 6D KS QH KH QS TS QD
moves:
c8>f
c6>c1
c1>c6*2
c7>c6
deal
c7>f
c8>f
c4>c7
c6>c5
c7>c5*2
c4>c7
c4>c1
deal
c6>f
c4>f
c8>f
c3>f
deal
c3>f
deal
c4>f
c4>c7
c3>c6*3
c3>c2
c6>c3
c1>c6
c6>c3*2
deal
c3>f
c1>c7
c5>c2
c4>c2
deal
c7>c3
c3>c4*2
deal
c1>f
c6>f
c3>c5
deal
c5>f
c8>f
c4>c2
c2>c4*2
c5>c7*2
c7>c5*3
c7>f
c1>c7
c5>c4
deal
c1>f
c2>f
c3>f
c4>c2
c4>c8*4
c8>c4*5
deal
c7>c8
c7>c6
c7>f
deal
c1>f
c4>c3
c6>c5
