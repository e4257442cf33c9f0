variant improved-miss-milligan
source seed 25
col 1: [5C] KD
col 2: [QC] 5S
col 3: [AD] QS
col 4: [KS] 8H
col 5: [QD] QH
col 6: [3C] 3S
col 7: [8C] 9S
col 8: [KH] 4S
stock: 4D TS 6C 6D 8C 9D TH 4C 3C TS 2D JD 3H 3D 2C 8H KH AS 7C JC AC 3H 5D 7H 6D 6H AH AS QS JC 7D QD KC 5H QH TD TD 2D 9H 9C 2C TC JS 7D 6H 3D 2H 5D 3S 2H AH 9H 4C 7H 7C JH KC 8S QC KS 8S TC 9C 4S 7S 6S 5C 2S 7S 4H 6S 9D 4H 8D 2S AD TH 9S JD JS AC 5S 8D 5H 6C 4D KD JH
moves:
c3>c1
c3>f
deal
c5>c6
c6>c2*2
c6>c1
deal
c3>f
c2>c4
c7>c5
c6>f
c2>c4*2
deal
c2>f
deal
c3>f
c4>f
c1>c3
deal
c4>c3*2
c3>c1*3
c8>c5
c1>c8*2
deal
c7>f
c1>c6
c3>c1
c7>c2
deal
c3>f
c2>f
c2>c8*2
c5>c2
c5>c7
deal
deal
c4>f
c6>c3
c8>c6
deal
c3>f
c4>f
c2>c6
c6>c5*2
c5>c8*3
c6>c7*2
c2>c6
c2>c7
c2>c6*2
c2>c5
c3>c5*2
c5>c8*4
c6>c5*4
c7>c3*4
c6>c5*2
c6>f
c5>c7*4
c3>c2*2
deal
c1>f
c6>f
c1>c2
c1>c3
c4>c5
