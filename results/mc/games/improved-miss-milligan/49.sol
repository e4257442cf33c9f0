variant improved-miss-milligan
source seed 49
col 1: [JD] 4C
col 2: [KH] 5C
col 3: [7D] 9D
col 4: [TD] 2S
col 5: [JD] KD
col 6: [9C] KS
col 7: [AS] 3S
col 8: [7S] 2C
stock: 6D 5D QC 5S 5C 4S 9H QD 2S TS 6S 8C 5S 5H 8H KC 2C 4S QH JC 7C 7S 4D 7H 9D AC 3C 6C 9S JC TH KS 9C TD QS AC 6H 8C 3S 8D 3D 3H TC 2D 8S TH KD TC 8S 7C 8D 5H 2H TS 4D JH 4C QS 3D 7H AH AD JS AD 2D 3C JS 6S 4H 6C 4H KH 9S 9H AH KC AS 7D 3H QC QH 6D JH 2H QD 5D 6H 8H
moves:
deal
deal
c6>c3
c6>c3
deal
c4>c3
deal
c2>f
c5>c7
c7>c6*2
c3>c7
c3>c8*2
c3>c4*2
c6>c8*2
deal
c4>f
c1>c2
c5>c8*2
c5>c8
c6>c1
c2>c6*2
deal
deal
c2>c3
c2>c4*2
c2>c8
c4>c2*2
deal
c5>f
c5>f
c6>f
c8>f
c3>c1
c4>c5
c1>c4*2
c8>c2*2
c5>c1
deal
c1>f
c2>c5
c4>c1
c4>f
c4>c6*2
c4>f
c2>c8*3
c2>f
c2>c1*2
c7>f
c5>c2*2
c1>c5*4
deal
c3>f
c5>f
c5>c2*5
c7>c2
deal
c4>f
c1>c4
c8>c1
c3>c8
c3>c4
c7>c3
c7>c5
c7>f
c6>f
c2>f
c6>f
c2>f
c8>c7*2
c2>c8*6
c2>c3*3
