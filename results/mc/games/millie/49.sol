variant millie
source seed 49
col 1: JD
col 2: KH
col 3: 7D
col 4: TD
col 5: JD
col 6: 9C
col 7: AS
col 8: 7S
stock: 4C 5C 9D 2S KD KS 3S 2C 6D 5D QC 5S 5C 4S 9H QD 2S TS 6S 8C 5S 5H 8H KC 2C 4S QH JC 7C 7S 4D 7H 9D AC 3C 6C 9S JC TH KS 9C TD QS AC 6H 8C 3S 8D 3D 3H TC 2D 8S TH KD TC 8S 7C 8D 5H 2H TS 4D JH 4C QS 3D 7H AH AD JS AD 2D 3C JS 6S 4H 6C 4H KH 9S 9H AH KC AS 7D 3H QC QH 6D JH 2H QD 5D 6H 8H
moves:
c7>f
deal
deal
c4>c1
c4>f
c6>c2
c8>c6
deal
c6>c3
c6>c8
deal
c4>c3
c8>c4
deal
c2>f
c4>c1*3
c4>c6
c1>c4*4
c1>f
c3>f
c3>c8*2
c2>c3
c5>c6
c7>c8
c4>c2*4
c1>c4
c1>c5*2
c1>f
c2>c1*5
c2>c1*2
c2>f
c7>c5
c5>c7*4
c7>c6*5
c6>c5
deal
c4>f
c7>f
c1>c2
c1>f
c6>c7
c6>f
c8>c2
deal
deal
c2>c3
c6>c8
deal
c5>f
c5>f
c6>f
c8>f
c8>c2*2
c3>c1
c4>c5
c1>c4*2
c6>c7
deal
c1>f
c4>f
c6>f
c4>f
c2>c5
c2>c8*3
c2>f
c7>f
c2>c3*3
c3>c7*2
deal
c3>f
c5>f
c1>c3
c1>c2
c6>c2
f6C>c2
deal
c4>f
c1>c4
