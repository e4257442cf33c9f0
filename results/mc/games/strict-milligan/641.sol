variant strict-milligan
source seed 641
col 1: 2C
col 2: AD
col 3: 7S
col 4: JC
col 5: 6H
col 6: AC
col 7: 2S
col 8: AS
stock: 7D 9S 9C KC 8H KS QD QC 3S 4S JD 9H 5D 7S KD 5H 5D 7H 7C JS 2S 4C 6D JC AC 5C 2H 5S QH KD 9S AH 9D TS 8D 5S QD 5C AS 6S 9H 6C 8H 2H 3H KH TH 4H 3H TS KC JH 8C 6D 2D 6S QH 2D 6C TC AD 8S 3C JS 4H 8C 7H 3S 4D 2C JD 9C TD TD 6H JH TC 4S 7D 7C QC 5H KS KH 3D 9D 8S TH 4D 4C 3D 8D QS QS 3C AH
moves:
c2>f
c6>f
deal
c5>c2
c7>c4
deal
c2>c5
c6>c2
deal
c6>c1
c7>c3
deal
c1>f
c8>f
c3>f
c2>c3
deal
c7>f
c1>c2
c1>c8*2
c3>c7
c3>c7*3
c2>c3*2
c8>c2*3
c8>c5
c2>c8
deal
c5>f
c8>f
c7>c5
c7>c5*5
c8>c2*2
c8>c6
c8>f
c7>c8
c7>f
deal
c7>f
deal
c5>f
c2>f
c8>c1
deal
c4>f
c6>f
c3>c2
c3>c2
c4>c7
deal
c6>f
c3>c8
c5>c4
c7>c6
deal
c2>f
c5>f
deal
c1>f
c3>f
c7>f
c2>f
c8>f
