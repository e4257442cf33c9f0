variant improved-miss-milligan
source seed 497
col 1: [5H] 8C
col 2: [6H] 2H
col 3: [7D] 9S
col 4: [TS] KH
col 5: [5D] JC
col 6: [QS] 4S
col 7: [2D] 7H
col 8: [8D] 8D
stock: KS 3H 3H 9C 5C 7H 9H 3S TD 3D 3C 4C AC JS AD 7S 2C QH 6S AS QD 9C 5D JH 8H 6C 5C TH 3D TC 8S JH QH 6C 2H 9H JD 6D 6D 5H 2C JC TH 8H 7S TS 5S 6H 7C 5S 7C 8C KC 4H JD KC 7D QC KD AS 4C 8S QD 4H 9D 3C JS KH TD AH 3S 2D QC AD AH KS 6S AC 9S QS 4S 2S KD 9D 4D 4D TC 2S
moves:
c7>c1
c8>c3
deal
deal
c5>f
c7>f
c1>c6
c2>c4
deal
c1>f
c4>f
c2>c1
c4>c7*2
deal
c6>c8
c1>c6
c6>c4*2
c6>c1*2
c2>c6
c6>c7*2
c5>c6
deal
deal
c7>c5*2
c3>c2
c5>c4*3
deal
c6>c2
c6>c7
c2>c6*2
c6>c3*3
deal
c4>f
c1>c4
c2>c3
c2>c7*2
c2>c4
c2>c5
c4>c6*2
deal
c2>f
c6>f
c2>f
c8>f
c5>c3
c5>f
c5>f
c8>f
c6>c1*3
c6>f
deal
c2>f
c3>f
c6>f
c7>c3
deal
c2>f
c5>f
c8>f
c4>c7
c8>c3
