variant nomad
source seed 257
col 1: 2D 8H AS KC
col 2: 4S 3C KH 6D
col 3: KD 3C 8D 2C
col 4: 8S JC 7D TC
col 5: AS TD JH 2S
col 6: JD 2C TD AD
col 7: TH 7C 6C KD
col 8: QH 6D JS QC
stock: 3S QD 3D 8S 9H 4D 4C QS 8H 5S 7C AC 8D 4D JH 9S 7H 5D 2D KC 3H 9S 9C KS 8C 9H 5C 5C QD 6S 5H 6H 4H 7S AH QS 2H 4S TC TH 8C QH 2H TS JC 9D AC 3D KS JS 5H 4H TS 9D 7H 5S JD 3H 3S 6H 6S 7S KH QC 6C 9C AD 2S AH 7D 5D 4C
moves:
c6>f
c8>c7
c6>c8
c1>x
c1>f
c5>f
c4>c5
c5>c7*2
deal
c1>f
c3>c7
c3>c7
c4>c5
c4>c5
c4>c2
deal
c4>f
c3>c8*2
c3>c6
c6>c2*2
deal
c3>f
deal
c1>c2
c1>c2
c4>c8
c5>c4
c7>c6
c1>c7
c6>c2*2
c1>c6
deal
c3>f
c5>f
c5>f
c1>f
c6>f
c2>c5
c2>f
c2>c7*4
c2>c7
c6>c8*2
c6>c3
c6>f
c2>f
c7>c6*6
c6>c4*7
c2>c6*2
c8>c2*3
c8>c5*2
c2>c8*5
c3>c2*2
c4>c3*8
c2>c5
deal
c7>f
c8>f
c1>c6
c5>c2
c5>f
c6>c4*2
c5>c7*3
c6>c7
c6>f
c2>c6*2
c7>c2
c7>c5*3
deal
c4>c8
c6>c5
c6>c1*2
c1>c6*3
c7>c4
deal
c4>f
c4>f
c5>f
c6>f
c4>c1*3
c1>c8*4
c1>c3
c8>c1*5
c1>c7*5
c7>c1*6
c7>f
c3>c8*2
deal
c3>f
c5>f
c7>f
c8>f
c8>f
c1>c6
c6>c1*2
c3>c1
c3>f
