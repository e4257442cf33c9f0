variant strict-milligan
source seed 385
col 1: 9S
col 2: 4S
col 3: 9C
col 4: 2D
col 5: AS
col 6: 6S
col 7: QD
col 8: 4D
stock: KS TD 6S 5C 4S QC 9C 4C 3C QD 9D 5H QS TH TC 5H 5D TD 5S 7C 4H AC TH 9D 2H 7S JD JS 3D 7S 2S 4D 7C QH AD 3C JD 8H TS KD 3H 7D 4C QH QC JC 9H 6H 2C 4H AH 2H 8C 8S JH AD 3D KC 8C 6D 9S AH AS 2C AC 2D KD KC 8S 3H 6D 9H 2S 5C 3S 5D 8H TC 7H 8D 3S KH 5S 6H JS JC 6C 7D 6C JH TS 7H QS 8D KH KS
moves:
c5>f
deal
c7>c2
c7>c1
c1>c7*2
deal
c3>c7
c4>c3
deal
c6>f
deal
c7>f
c7>c4
c7>c3*2
c4>c7*2
deal
c3>f
c1>c6
c1>c4
c7>c5
c3>c5
deal
deal
c1>f
c3>f
c4>f
c1>f
c2>f
c8>f
c2>c5
c3>c1
deal
c6>f
c7>f
c8>c1
deal
c1>f
c1>f
c2>f
c1>f
c5>c8
c6>c1
deal
c1>f
c3>f
deal
c1>f
c1>c7*3
c1>f
c3>c4
deal
c1>c4
c2>c5
c5>c2*2
c3>c2
c6>c1
