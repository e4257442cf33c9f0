variant strict-milligan
source seed 593
col 1: AH
col 2: 2H
col 3: 8C
col 4: KS
col 5: 7C
col 6: 9S
col 7: 7S
col 8: JD
stock: 7S 3H 8S TD 5S 3D 3C 3C JS 4S TC 2D 6C 4C JD 4S AC 7H 2C 5C 2D QH AH 5H KD QS JC 9D 9H 8C 5D 4D QD 7D QS 6S 7H AS JS 6H TD 8D 6C TC 6S KC 6D 4H KC TS 7C 3H 5D AS 4H 2C 2S QC 2H TH AD TH 9H KS 9D TS 7D JH JC 8D QH 8S 2S 5C AD 6H AC KH KD 3S 4C 8H 9C 3D QD 5H 5S 8H 3S 9C JH 4D QC 6D KH 9S
moves:
c1>f
c2>f
deal
c2>f
deal
c3>c7
deal
c1>f
c3>f
c7>f
c1>c6
c2>c3
deal
c2>c1
c6>c4
c2>c7
c1>c2*2
deal
c6>f
c4>c2
c2>c4*2
c7>c1
deal
c8>f
c1>c6*3
c7>c1
c7>c3*2
c1>c2*2
c6>c1*4
c1>c6
deal
c6>f
c6>c1*3
c4>c6
c6>c5*2
c8>c5
c8>c3
c5>c6
deal
c1>f
c3>f
c5>f
c5>f
c1>c8*3
deal
c1>c2
c2>c4*2
c3>c8
c3>c6*2
c3>c8*3
c4>c2*3
c4>c5
c5>c7*2
c7>c1*3
c7>c4
c7>f
c7>c3*2
c7>f
c5>f
c8>c2*5
c2>c3*6
deal
c1>f
c2>f
c3>f
c5>f
c8>f
c3>f
c2>c6*3
c3>c7*8
c1>c3
deal
c6>f
c7>f
c3>c5*3
c1>c7
c2>c5
c4>c7
c4>f
c3>f
c5>f
c4>f
c8>c5
deal
c1>f
c3>c5
c5>c7*2
