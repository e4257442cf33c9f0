variant strict-milligan
source seed 241
col 1: JD
col 2: AD
col 3: 6S
col 4: 5C
col 5: 7S
col 6: TD
col 7: KD
col 8: 8C
stock: 7D 8D 4C 6C 4S 2D KH QD TC QC 6D TH QC AS 4H 2C 3S 3D JH 5H 6C 2H QH AH 8H 6H TS 2D 7C TD 2S QS 7H KS 9D JC KH 4D 9H 7D 2C 5S 8C AD 6H 4S 3H TC JH 7C AC 8D AC AH KD 9H 5S 3D JD 6S 9S 5H 7H TH 2H KC KC QS 9S TS 3H 9C 7S JS 4C 9C 2S 8S JC QH KS 3S 3C QD JS 9D 3C 8S AS 5D 4D 5C 6D 4H 8H 5D
moves:
c2>f
deal
c6>f
c4>c1
deal
c6>f
deal
c2>f
c8>f
c6>f
c3>c2
c4>c5
deal
c7>f
c2>c5
c3>c2
c5>c1*2
c2>c8*2
deal
c6>f
c6>c4
deal
c4>f
c7>f
c2>c5
c3>c8*2
c5>c3
c8>c7
deal
c3>f
c5>f
c2>c4
c6>f
c3>c4*2
c4>c5
deal
c4>c7
c1>c4
c4>c5*4
c5>c4*5
c6>c7
c2>c6
c6>c7*2
c4>c8*5
deal
c1>f
c7>f
c1>c4
c1>f
c6>c4
c5>c6
c7>c1*4
deal
c2>c8
c8>c2*2
deal
c2>f
c3>f
c3>f
c4>c1
c5>c1
c8>c6
deal
c1>f
c2>f
c4>f
c5>f
c5>f
c6>f
c3>c5
c7>c4
c7>c5
