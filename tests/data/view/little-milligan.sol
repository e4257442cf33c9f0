variant little-milligan
source seed 1
col 1: TC
col 2: 3D
col 3: TD
col 4: 4H
col 5: 4D
col 6: 2H
col 7: 7D
stock: KS 9S QD 4S 5S 9D 9H 8C AS 2C KH 6S 3C 5D 4C 3H AC 3S KC QS 6H JS JD 8D KD 2S 5C 7S TS QH AH 5H 7C 9C AD JC JH 6C 8H 2D 8S TH 6D 7H QC
moves:
deal
c3>c1
c2>c3
c2>c4
c1>c2*2
c6>c1
deal
c2>f
c7>c5
c1>c7
deal
c3>f
c3>f
c2>c1
deal
c5>f
c7>c3
c6>c7
c2>c6
c1>c2
c6>c4*2
c6>f
c7>c3*2
c3>c2*6
c4>c3*3
c4>f
deal
c3>f
c7>f
c1>c3
c1>c4*2
c7>c3*2
c7>c3
deal
c5>f
c5>c4
c3>c2*5
deal
c1>c4
c2>c6
c2>c3*6
c1>c2
c2>c5*2
c6>c1*2
c4>c6*3
c4>c3*3
c3>c4*10
c6>c7*4
c6>f
c4>f
c4>f
c2>f
c4>c6*9
c4>f
c4>f
c4>f
c6>f
c2>f
c1>f
c6>f
c5>c4*3
c5>c6*2
c5>f
c5>f
c6>f
c6>f
c7>f
c2>f
c6>f
c1>f
c7>f
c2>f
c6>f
c1>f
c7>f
c2>f
c6>f
c6>f
c7>f
c1>f
c2>f
c3>f
c7>f
c2>f
c4>f
c2>f
c6>f
c3>f
c4>f
c2>f
c6>f
c3>f
c4>f
c6>f
