variant improved-miss-milligan
source seed 81
col 1: [5D] 3D
col 2: [2C] AS
col 3: [QD] 8S
col 4: [KD] AS
col 5: [3S] 4D
col 6: [TS] 5H
col 7: [AC] 6S
col 8: [TC] KD
stock: KC 2H QS JD TD TD AH 7H KS 4D 9D QH 5S 8C 4H 8S 5D 3S QD 9S KS JD 7D JH 9S 2D 8C AH TC 8H 3C JS 5C JS JH 9D 7C 6C 9H KH 4C 7H 3C 8H JC QS 3D AC TS 9C QC 6H 2D 7D 8D 2S 2C AD QC AD 3H 5S 7C 6H KC 6S 4C 3H 6C 2H 4S 7S JC 8D 2S 9C QH 5H TH 5C 9H 6D 4H TH 4S KH 7S 6D
moves:
c2>f
c4>f
c6>c7
c2>c1
c8>c2
deal
c7>f
c7>c8*2
c2>f
c7>f
c1>c7
c1>f
c3>c2
c4>c2
c8>c3*3
deal
c2>c5
c4>c1
c6>c3
deal
c3>c5
c7>c3
c2>c7
deal
c4>f
c7>f
c2>c7
c5>c2
c6>c4
c2>c6
deal
deal
c1>f
c1>f
c8>f
c4>c1
c6>c8
c6>f
c4>c6
c6>c8*3
c1>c6*2
c6>c5*3
c8>c6
deal
c8>f
c7>c2
deal
c1>f
c2>f
c4>f
c5>f
c5>f
c7>f
c7>f
c6>c4
c7>c1
c7>f
c7>f
c7>f
deal
c6>f
c4>f
c7>f
c4>f
c2>f
c8>f
c5>c6
deal
c6>f
c3>f
c1>c5
c4>c7
c4>f
deal
c3>f
c2>c7
c7>c2*2
c2>c7*3
c2>c4*2
c2>f
c7>c2*5
