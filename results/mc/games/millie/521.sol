variant millie
source seed 521
col 1: TH
col 2: 2S
col 3: 5D
col 4: 9D
col 5: JC
col 6: QD
col 7: 5H
col 8: 4H
stock: 3C 9S 6C 6D 6S 3D 4S 6C 8D KD TS AH JH AD KC 4D KD TD 5D KS JH JS 2C 2S 8D 8C 5C 3S 2C 9H QC QS 8S JS 9D 2D 3H 7D KS AD 2H 2H AS AC 3C 7S TD QC AS QD 7C 5S 4C 9S KH 5S JC 6H 7C JD 7H QH 7H 2D TC KC QH 5C TH 6H AH 3S AC 8H 4H 4D 5H QS 6S 8S 8C TC JD 8H 6D 4S KH 3D TS 7D 9C 7S 9H 4C 9C 3H
moves:
c1>c5
c5>c6*2
deal
c7>c3*2
c2>c7
c6>c3
c2>c3
c3>c2*5
c3>c5
c4>c3
c7>c6
c8>c7
c1>c8
deal
c4>f
c6>f
c3>c5
c1>c6
c5>c1*2
c4>c1
c2>c4
c6>c7*5
c7>c6*6
c2>c7*4
deal
c2>c6
c3>c2
deal
c2>c6
deal
c4>f
c8>f
c1>c3
deal
c3>f
c4>f
c1>f
c2>c4
deal
c1>f
c1>c6
c3>c6
deal
c8>f
c1>c6
c2>c3
c8>c3
c4>c8
c8>c1*2
deal
c7>f
c3>c2
c4>c6
deal
c1>f
c3>c2*4
c3>c1*2
c7>c1*2
c5>c1
c6>c7
deal
c8>f
c2>c3
deal
c8>f
c4>c3*2
c4>f
c2>c8
c2>f
c2>c7*4
c8>c5*2
c5>c1*3
c4>c5
c4>f
c5>c3*2
c3>c5*5
