variant improved-miss-milligan
source seed 241
col 1: [JD] 7D
col 2: [AD] 8D
col 3: [6S] 4C
col 4: [5C] 6C
col 5: [7S] 4S
col 6: [TD] 2D
col 7: [KD] KH
col 8: [8C] QD
stock: TC QC 6D TH QC AS 4H 2C 3S 3D JH 5H 6C 2H QH AH 8H 6H TS 2D 7C TD 2S QS 7H KS 9D JC KH 4D 9H 7D 2C 5S 8C AD 6H 4S 3H TC JH 7C AC 8D AC AH KD 9H 5S 3D JD 6S 9S 5H 7H TH 2H KC KC QS 9S TS 3H 9C 7S JS 4C 9C 2S 8S JC QH KS 3S 3C QD JS 9D 3C 8S AS 5D 4D 5C 6D 4H 8H 5D
moves:
c4>c1
deal
c6>f
deal
c8>f
c6>f
c6>c1
c4>c5
c8>c2
deal
c7>f
c2>c5
c3>c8*2
c5>c1*2
deal
deal
c4>f
c7>f
deal
c3>f
c5>f
c6>f
c2>c4
c2>c5
c5>c4*2
c8>c1*2
c8>c3
c3>c8*3
c8>c5*6
c8>c2
c8>c1
c2>c8*2
c2>f
c2>c6
c1>c2*4
c1>f
c1>c2
c4>c1
c2>c7*6
deal
c4>c7
c1>c4
c1>c5*4
c1>f
c1>f
c2>f
c1>c3
c5>c8*5
c6>c1
c6>c1*2
c6>f
c1>c5*4
deal
c1>f
c7>f
c7>c1
deal
c2>c8
c8>c2*2
deal
c3>f
c3>f
c7>f
c4>c1
c5>c1
c8>c6
deal
c1>f
c2>f
c4>f
c5>f
c5>f
c2>f
c6>f
c7>c4
