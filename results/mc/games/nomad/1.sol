variant nomad
source seed 1
col 1: JC QD TC KH
col 2: 9C TH 5H TH
col 3: 7H TS JS 8C
col 4: 9H 2D AH KD
col 5: 6S QS AD 5S
col 6: 7S JH 2S 6S
col 7: 4C QD TD AS
col 8: 6H KD 5S 4H
stock: 9H 6D 5D 4D 2H 4D 9C TD 4H 6H KC 6D 9S 9D 4S 3D KH 2C JD 7C QH 6C AD JS 3H 4C 5D 8H 3C 8S 7D 3D 7H 5C 9S 6C AC JH 3S 2S JD 7D AS AC KS KC TC 2H QS 8C QH 2D 3S 8D 8H AH 5C 8S 5H 7C QC KS TS 9D 8D 2C JC 3H 3C 4S 7S QC
moves:
c7>f
c4>x
c4>f
deal
c5>f
c4>c5
c5>c2*2
c5>f
c4>f
c7>c8
deal
c8>f
deal
c7>f
c8>c5
c8>c5*2
deal
c1>f
c2>c3
c2>c8
c8>c3*2
c8>f
c7>c6
c8>c2
deal
c5>f
c8>f
c7>f
c7>f
c3>c7
c3>f
c5>f
deal
c3>f
c4>f
c3>c4*3
c4>c2*4
c7>c1
c4>c7
c4>c7
c4>c7
c4>c1
c2>c4*5
c2>c7
c2>f
deal
c4>f
c4>f
c4>f
c8>f
c8>f
c4>c2*3
c2>c4*4
c1>c8
c4>c1*4
c1>c4*7
c4>c8*7
c8>c4*9
deal
c1>f
c3>f
c1>c2
c2>c8*2
c2>f
c2>f
c8>f
c2>c4*2
c8>c7*2
c3>c6
c7>c3*3
c7>f
c3>c5*4
c5>c1*5
deal
c2>f
c4>f
c5>f
c4>c1*3
c4>f
c4>f
c2>c3
c6>c2
c3>c6*2
