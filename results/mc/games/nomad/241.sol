variant nomad
source seed 241
col 1: JD 7D TC 3S
col 2: AD 8D QC 3D
col 3: 6S 4C 6D JH
col 4: 5C 6C TH 5H
col 5: 7S 4S QC 6C
col 6: TD 2D AS 2H
col 7: KD KH 4H QH
col 8: 8C QD 2C AH
stock: 8H 6H TS 2D 7C TD 2S QS 7H KS 9D JC KH 4D 9H 7D 2C 5S 8C AD 6H 4S 3H TC JH 7C AC 8D AC AH KD 9H 5S 3D JD 6S 9S 5H 7H TH 2H KC KC QS 9S TS 3H 9C 7S JS 4C 9C 2S 8S JC QH KS 3S 3C QD JS 9D 3C 8S AS 5D 4D 5C 6D 4H 8H 5D
moves:
c8>f
c6>f
c6>f
c4>c5
c6>c1
c3>x
c8>c2
deal
c7>f
c2>c5
c5>c1*2
xJH>c8
c3>c8
c3>x
c2>c3*2
c3>c5*3
deal
deal
c4>f
c7>f
c2>c5
c3>c8*2
c8>c7
deal
c3>f
c5>f
c6>f
c2>c4
c5>c4*2
deal
c4>c7
c4>c5*4
c5>c8*5
c8>c4*6
c6>c7
c2>c6
c6>c7*2
c6>c1
deal
c1>f
c7>f
deal
c2>c8
c8>c2*2
x6D>c1
deal
c2>f
c4>c1
c5>c1
c8>c6
deal
c1>f
c6>f
c3>c4
c4>c5*2
c3>c5
c3>c2
c7>c4
