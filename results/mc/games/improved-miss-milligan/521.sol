variant improved-miss-milligan
source seed 521
col 1: [TH] 3C
col 2: [2S] 9S
col 3: [5D] 6C
col 4: [9D] 6D
col 5: [JC] 6S
col 6: [QD] 3D
col 7: [5H] 4S
col 8: [4H] 6C
stock: 8D KD TS AH JH AD KC 4D KD TD 5D KS JH JS 2C 2S 8D 8C 5C 3S 2C 9H QC QS 8S JS 9D 2D 3H 7D KS AD 2H 2H AS AC 3C 7S TD QC AS QD 7C 5S 4C 9S KH 5S JC 6H 7C JD 7H QH 7H 2D TC KC QH 5C TH 6H AH 3S AC 8H 4H 4D 5H QS 6S 8S 8C TC JD 8H 6D 4S KH 3D TS 7D 9C 7S 9H 4C 9C 3H
moves:
c6>c7
deal
c4>f
c6>f
c3>c5
deal
c6>c4*2
c4>c6*3
deal
c2>c6
deal
c4>f
c8>f
c1>c3
c6>c3
deal
c1>f
c3>f
c4>f
c2>c4
c6>c1
c7>c2
c3>c6
c4>c5
deal
c1>f
c1>c6*2
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
c5>c7
c7>c8*3
c6>c7
c6>c3*2
c5>c6
c8>c5*2
c2>c3
c4>c2
c1>c7*2
c3>c4
deal
c8>f
c2>c3
c2>f
c2>c4*3
deal
c8>f
c8>c5*2
c5>c1*3
c5>c4
c6>c5
