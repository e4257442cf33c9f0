variant nomad
source seed 577
col 1: KH JH 4C 2D
col 2: QH JH 6D 5S
col 3: 6H 7H 6S 2C
col 4: KH JC TS KC
col 5: 2C 3C KS 7S
col 6: TD 9H 2D 4S
col 7: TS AH 9D AD
col 8: 9D 8C 3C 6D
stock: 2H 6S 4D 7C 4D 7D 5S 3H TC KD JC 7C 4C AC 8H 9H QC 9C JS 5H 3D 8D TH TD 7D 2H 9S 3H 8H JD AS 5D QD 8D QD 5H 5D 7H 9C 8C KS 2S 7S AH 5C AD 3D 3S QH 4H AC 6C JS 4S KC 4H AS QS 9S 6C 2S QC QS 5C 3S TH 8S JD 6H 8S TC KD
moves:
c7>f
c1>f
c2>c5*2
c1>x
deal
c2>c6
c3>c7
c3>c8
deal
c6>f
c4>c7
c8>c1
c8>f
c8>c5
c8>c4
c8>f
x4C>f
c6>c8*2
c2>x
c1>c2*2
c4>c7
deal
c5>f
c5>c4*2
c5>f
c2>c7
c2>c1*3
c3>c2
c5>c6*3
c6>c7*4
c7>c3*6
c8>c2
c4>c8*3
deal
c7>f
c8>f
c7>f
c1>f
c5>c3
c1>c6*2
c7>c3
deal
c2>f
c6>c8
c8>c6*2
c8>c6*4
deal
c2>f
c4>f
c6>f
c2>f
c5>f
c8>f
c6>f
c7>c6
c7>c2
c3>c7
c3>c1
c7>c2*2
c6>c5*2
deal
c2>f
c3>f
c4>f
c4>f
c3>f
c6>f
c1>c7
c5>c7
c2>c1*5
c1>c3
deal
c1>f
c5>f
c5>c4*3
c1>c5*5
deal
c1>f
c5>f
c7>c4
c4>c7*2
c7>c8*3
c2>c7
