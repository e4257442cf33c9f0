variant nomad
source seed 385
col 1: 9S KS 3C 5D
col 2: 4S TD QD TD
col 3: 9C 6S 9D 5S
col 4: 2D 5C 5H 7C
col 5: AS 4S QS 4H
col 6: 6S QC TH AC
col 7: QD 9C TC TH
col 8: 4D 4C 5H 9D
stock: 2H 7S JD JS 3D 7S 2S 4D 7C QH AD 3C JD 8H TS KD 3H 7D 4C QH QC JC 9H 6H 2C 4H AH 2H 8C 8S JH AD 3D KC 8C 6D 9S AH AS 2C AC 2D KD KC 8S 3H 6D 9H 2S 5C 3S 5D 8H TC 7H 8D 3S KH 5S 6H JS JC 6C 7D 6C JH TS 7H QS 8D KH KS
moves:
c6>f
c5>c3
deal
c7>c5
c7>c4
c7>c3
c7>c4
c4>c7*3
c1>x
deal
c3>f
c1>c6
c7>c5
c6>c7*2
x2H>c4
deal
c1>c3
c3>c1*2
c3>c5*2
c3>c8*2
c3>c5
c1>c3*3
c3>c2*4
c1>c8
c4>c1
c6>c1
c8>c6*4
c5>c8*4
c7>c5
deal
c1>f
c3>f
c4>f
c8>f
c4>c2*2
c6>c8
c6>f
deal
c6>f
c7>f
c8>c1
c2>x
c2>f
deal
c1>f
c1>f
c2>f
c1>f
c2>f
c6>f
c2>f
c2>f
c2>f
c6>f
c2>c5*3
c5>c8*4
c2>c4
c7>c2
deal
c1>f
c2>f
c3>f
c2>c5*2
c5>c2*4
c2>c1*5
c7>c5
c6>c7
c6>c8*3
deal
c7>f
c3>c4
deal
c1>c4
c2>c5
c5>c2*2
c3>c2
