variant nomad
source seed 185
col 1: 7C TS 8C KD
col 2: 7D AS TS JS
col 3: QS AC 7D AH
col 4: TC AC 2D 9C
col 5: 6C 5H 6S 9S
col 6: 7H 4D 6H 4C
col 7: 2S TH JD 5C
col 8: 9H 2H KC TC
stock: JC 8S 6S QS 8D 9H QH AD 9D 4C 8S TD 7H 3H QH JD 6C 5D KH 7S 4D AD 3D JH QD 2C JC KH QC AS 8H 5S 5D KC 6D 9S 6D 4H TH 9C 9D 4H 5S 3C 3C 2C 4S QD 2D 8H JS 7C 8D 4S 3S 5H 8C 5C TD 3S 3D 2S QC KD 2H AH 3H 7S KS 6H KS JH
moves:
c3>f
c3>x
c3>f
c3>c1
c1>c3*2
x7D>c1
deal
c8>f
c1>c7
c1>c6*2
c3>c6
c6>c1*4
c2>x
c1>c8*4
deal
c1>c8*2
c3>c8
c5>c8
c5>c4*2
c5>c8
c2>c5
c2>c7
c8>c3*6
c3>c2*4
deal
c6>f
c2>c8*6
c2>f
c6>c8*2
c1>c2
c6>c4
deal
c6>f
c5>c4
c3>c1
c2>f
c5>c8
c4>c3
deal
c4>c7
deal
c4>f
c2>c3
c5>c3
c8>c2
x8S>c1
c5>x
c5>f
c7>c5
deal
c1>f
c4>c2
c6>c8
x6D>c2
deal
c2>f
c5>f
c6>f
c4>f
c7>c4
c5>x
c5>f
deal
c1>f
c2>f
c3>f
c6>c4
