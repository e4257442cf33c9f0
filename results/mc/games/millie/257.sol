variant millie
source seed 257
col 1: 2D
col 2: 4S
col 3: KD
col 4: 8S
col 5: AS
col 6: JD
col 7: TH
col 8: QH
stock: 8H 3C 3C JC TD 2C 7C 6D AS KH 8D 7D JH TD 6C JS KC 6D 2C TC 2S AD KD QC 3S QD 3D 8S 9H 4D 4C QS 8H 5S 7C AC 8D 4D JH 9S 7H 5D 2D KC 3H 9S 9C KS 8C 9H 5C 5C QD 6S 5H 6H 4H 7S AH QS 2H 4S TC TH 8C QH 2H TS JC 9D AC 3D KS JS 5H 4H TS 9D 7H 5S JD 3H 3S 6H 6S 7S KH QC 6C 9C AD 2S AH 7D 5D 4C
moves:
c5>f
deal
c5>c4
c1>c5
c7>c5
c8>c5
c4>c8*2
c1>c2
c2>c1*2
c1>c3
deal
c1>f
c6>c8
c7>c4
deal
c6>f
c5>f
c4>c5
c5>c8*2
c8>c7*3
deal
c1>f
c2>c1
c3>c7
c3>c7
deal
c4>f
c2>c3*2
c1>c8
c6>c3
c3>c8*4
deal
c3>f
c3>c6
deal
c1>c2
c1>c2
c3>c8
c6>c2
c7>c2
deal
c3>f
c5>f
c6>f
c3>c1*2
c6>c8*2
c2>c8
c2>c7*5
c4>c3
c1>c4*3
deal
c7>f
c8>f
c8>c5*4
c8>c5*2
c5>c8*8
c5>f
c1>c6
c6>c4*2
c6>f
c6>f
c7>c6*6
c5>c7
deal
c4>f
c3>f
c8>f
c2>c1*2
c2>f
c6>c5
c7>c4
deal
c4>f
c4>f
c5>f
c6>f
c6>c8*7
c8>c6*8
c6>c7*8
c7>c6*9
c4>c1*3
deal
c3>f
c4>f
c3>f
c4>f
c4>f
c5>f
c3>f
c8>f
c8>f
c1>f
c1>c3*4
c4>c8*2
c6>c3
