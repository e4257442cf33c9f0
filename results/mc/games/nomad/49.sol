variant nomad
source seed 49
col 1: JD 4C 6D 2S
col 2: KH 5C 5D TS
col 3: 7D 9D QC 6S
col 4: TD 2S 5S 8C
col 5: JD KD 5C 5S
col 6: 9C KS 4S 5H
col 7: AS 3S 9H 8H
col 8: 7S 2C QD KC
stock: 2C 4S QH JC 7C 7S 4D 7H 9D AC 3C 6C 9S JC TH KS 9C TD QS AC 6H 8C 3S 8D 3D 3H TC 2D 8S TH KD TC 8S 7C 8D 5H 2H TS 4D JH 4C QS 3D 7H AH AD JS AD 2D 3C JS 6S 4H 6C 4H KH 9S 9H AH KC AS 7D 3H QC QH 6D JH 2H QD 5D 6H 8H
moves:
c6>c3
c6>c3
deal
c4>c3
c8>c4
c3>c8*2
c3>c4*3
deal
c2>f
c5>c7
c7>c6*2
c3>c7
c1>x
c1>f
c7>f
deal
c4>f
c1>c2
c5>c8*2
c5>c8
c7>c8*2
c8>c2*6
c2>c5*2
deal
x9D>c3
c5>c3
c4>c5
c2>x
c3>c8*2
c5>c2*3
deal
c2>c3
c6>c8
c2>c7*2
c2>c3*3
c2>c6*3
deal
c1>f
c5>f
c5>f
c5>f
c6>f
c8>f
x3H>f
c6>c7*4
c8>c2*2
c2>c5*3
c4>c1
c4>c1*2
c3>c4
c1>x
c1>f
c7>f
c6>f
c3>c6*5
deal
c1>f
c5>f
x5H>f
c2>c7
deal
c3>f
c5>f
c2>c5
c1>c2
c2>c3*2
c1>c5*2
c1>f
c7>c2
c1>f
c1>x
c2>c1
deal
c4>f
c7>f
c1>c4
c1>f
c1>c6
