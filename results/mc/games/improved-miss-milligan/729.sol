variant improved-miss-milligan
source seed 729
col 1: [8H] 5H
col 2: [9C] KC
col 3: [KD] AS
col 4: [7H] KH
col 5: [KS] 2S
col 6: [7C] 2H
col 7: [JS] 9D
col 8: [KD] AC
stock: 9S 2D 4H QS 5D JC 5S 8S 2C TC 6S JD 9H AD 8S JC AS 8C 2C 9S 3S QC TD QH KS 5C QD 4D 6D 8D 7C JS JD TS 6S 5S 4D QS 9D JH 8D 4C 8H 9H 3C TH 3S 2D AC QD 4C 4S 7D 4S 6D 4H KC 2H 6H 8C 9C 6C 5C 2S QH 7S TH 7S 3H JH AH TC AD KH 6H AH 3C 7H QC 3D 3H TS 3D TD 6C 5H 7D 5D
moves:
c3>f
c5>f
c8>f
deal
c3>c7
c4>c3
deal
c1>f
c2>c4
c6>f
c2>f
c5>c4
c7>c4
c5>c3
deal
c1>f
c5>f
c1>c7
c8>c5
c7>c8*2
c8>c5*3
deal
c2>c5
c3>c1
c4>c5
c5>c7*3
c6>c4
c7>c4*4
c8>c1
c4>c5*5
c5>c1*7
deal
c1>c6
c2>c6
c2>c7
c5>c4
c7>c6*2
c1>c5*7
c5>c2*9
c1>c5*2
c2>c5*7
deal
c5>f
c2>f
c6>c2
c8>c7
c5>c3*4
deal
c1>f
c4>f
deal
c8>f
c7>f
c6>f
deal
c7>f
c7>c2
c8>c6
c7>c2*4
c7>c6
c3>c7
c3>c4
c5>c3
c5>c7
c7>c1*3
c1>c7*5
c1>c7
c2>c7*6
c2>f
c3>f
c8>f
c2>c1
c2>c1*2
c6>c8*2
deal
c1>f
c4>f
c8>f
c8>c7*3
c6>c8
c8>c7*2
c7>c2*6
c7>f
c2>c6*4
c7>f
c5>c7
c7>c4*3
c2>c8*2
c7>c1*4
deal
c3>f
c6>f
c3>f
c6>f
c5>c6*2
c1>c3
c3>c8*2
c3>f
c8>c6*3
c2>c8
