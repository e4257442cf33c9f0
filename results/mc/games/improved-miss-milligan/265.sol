variant improved-miss-milligan
source seed 265
col 1: [AS] KC
col 2: [3S] 8D
col 3: [2C] 4C
col 4: [TS] AH
col 5: [2C] 7C
col 6: [TC] 5S
col 7: [2S] KH
col 8: [AD] 8D
stock: AD 8H KH QC 4D 5C QD TD 5D 5D 9H 2D 4H 8S 7D KD TD AH 6D 6C JH QH 6S 7D 3C 2D 6D 9H 8H JC 7S 3D 6H 7H 7C 6H 8C AC 4S 3D 9C TH 2H 4C 3S 3C TH 6C TS 9D KS 6S JS AC QC QD JS JH 4S KD 9S JC QH QS 5H QS KC JD 9D 9C 5H 2H 7S 8C 5S 2S JD 3H 8S AS 9S 4D 5C TC 7H 4H 3H KS
moves:
c4>f
c5>c2
deal
c1>f
c4>c3
c5>c6
c7>c1
c3>c7
deal
c4>f
c3>c4
c6>c4
c7>c4
c7>c3
deal
c2>f
c2>c4
c7>c8
c4>c5*6
c7>c4
deal
c8>f
c2>c1
c3>c7
c7>c5*2
deal
c6>f
c1>c3
deal
c3>f
c1>c7
c1>c6
deal
c5>c8
c6>f
c2>c1
c2>c8
c4>c2
deal
c1>c7
c1>c2*2
c2>c8*3
c8>c4*4
c5>c8
c8>c7*2
deal
c8>f
c8>c3*2
c1>c8
c4>c2
deal
c6>f
c8>f
c4>f
c2>c4
deal
c2>f
c6>f
c7>f
c4>c2
c5>c4
