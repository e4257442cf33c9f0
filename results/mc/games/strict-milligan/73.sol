variant strict-milligan
source seed 73
col 1: AC
col 2: 4C
col 3: JS
col 4: AS
col 5: AD
col 6: 2D
col 7: 8D
col 8: AS
stock: 9H QD TC 9C 4C 5H QH 4D 3H 2C 7S 9C AC 2D JD 6C JD QS KS 5D 4S KS 2H 8H 8S JH 7C 4H KH JS 8S KC JC 6S 9S 8C 6D 5C TH 3C TD 3H 3D 2C 8D QC TC TH KH 7D QH QS TS JH 3D 6H 4D 3S 6C AH 2S 3C 8H JC KD 5S 2S 5C 3S 6H 4H 9H AD QD 5S TD QC KD 4S 7S 9S 7H 5H 2H AH 6S KC 8C 9D 7C 5D 7H TS 9D 7D 6D
moves:
c1>f
c4>f
deal
c5>c6
c5>f
deal
c2>f
c5>f
c6>f
c6>c8*2
c1>c8
deal
c1>c2
deal
deal
c8>f
c3>c7
c5>c3
c6>c3
c7>c6*2
deal
c3>f
c4>f
deal
c6>c1*2
c6>c3*3
c3>c6*4
c5>c1
c3>c5*3
c5>c6*4
c4>c5
c2>c4
c1>c5*2
deal
c1>f
c4>f
c5>f
c6>f
c3>c4
c2>f
c6>c8*6
c6>c3*2
c8>c7*3
deal
c2>c6
c7>c4
c3>c2
c5>c4
c8>c5
c4>c7*2
c7>c8*5
c8>c3*8
deal
c1>f
c7>f
c3>f
c5>c1
c8>c7
c4>c8
c8>c2*2
c4>c8
c4>c5*3
c4>c8
c4>f
c4>c2
c7>c2*2
c8>c2*3
deal
c4>f
c5>f
c6>f
c2>c8
c2>c7*9
c3>c5
c3>c4*6
c4>c7
c4>c1*5
deal
c8>f
c7>f
c8>c1*2
c1>c5*3
c1>c8*6
