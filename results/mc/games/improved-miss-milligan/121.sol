variant improved-miss-milligan
source seed 121
col 1: [9H] 5C
col 2: [5D] 7D
col 3: [8C] 2D
col 4: [4H] AD
col 5: [KH] TH
col 6: [7H] KD
col 7: [9C] 7C
col 8: [8H] 8D
stock: 4D KS 4H 3S 9S QD AD 4S 5S KC 6D 8S JH AH 7S 5C 9C 6C TD TD KH 6S 3D AS 4C 3C TS AH 9D 8S KS 6H 7S 2H JD 4S JH JC QD TC TS 9S 8H QC KD 8D 6C 3S 6S 6H QS QC 7D TC QH 2C 2S 8C 5S 2D AS 7C 3C QH 3D 7H 3H 3H KC TH 2C 9H QS 5H 2H 2S AC JD 6D 5D AC 4C JS 4D 5H 9D JC JS
moves:
c4>f
c3>f
c2>c3
c7>c8
c8>c7*2
c4>c1
c6>c4
c7>c5*3
deal
c7>f
c2>c7
c4>c1
c6>c7
c8>c2
c8>c5
deal
c6>f
c1>c3
c1>c3*2
c3>c7*4
c3>c8
c6>c4
c2>c6
c7>c8
deal
c7>f
c8>f
c7>f
c1>c4
c8>c1
deal
c4>f
c5>c3
deal
c6>c7
c2>f
c8>c5
c8>c1
c2>c8
deal
c3>c2
c1>c3
c1>c2*2
c3>c4*2
c4>c5*3
c2>c6*2
c3>c5
deal
c1>c5
deal
c1>f
c4>f
c5>f
c5>c2*2
c2>c5*3
c2>c6
c3>c6
deal
c1>f
c4>f
c3>c1
c7>c1
deal
c3>f
c4>f
c5>f
c8>f
c7>f
c6>c3
deal
c1>f
c4>f
