variant improved-miss-milligan
source seed 17
col 1: [6S] 4S
col 2: [6D] 7S
col 3: [2H] 8S
col 4: [JH] KC
col 5: [5S] 3S
col 6: [QS] 5H
col 7: [2C] 7H
col 8: [JD] 3H
stock: KH 7D 9D 2H 6C 9H 5D 5H 7C TC TC 3C 9S 8S 4D 3S 5S 7S 7H QC 8H 6H AS 4C 2C 9H 8D QC 4H 6D JS TH JD AD 3H 4D QD 8D AH AD JC 8H QD 2S 3D 9S KS AH QH QH 9C AC KH 9C 7C 3D 5C 4S 6S 6C 3C 4C 2D KD QS 6H AS KC 5D 9D 8C JH 8C JC KD TD TD 7D 4H TS 2S 5C AC JS KS TS 2D TH
moves:
c1>c6
c6>c1*2
deal
c5>c2
c4>c5
c7>c2
c2>c7*2
deal
c6>c2*2
c4>c7
c2>c3*2
deal
c7>f
c7>c1*2
c1>c6*3
c2>c5
c6>c1*4
c8>c7
deal
c8>c7
c8>c5
deal
c2>f
c7>f
c8>f
c2>c1*2
c7>c5*2
c3>c7
c7>c8*2
deal
c4>f
c8>f
c1>c3
c2>c6
c3>c7*2
deal
c4>f
deal
c7>f
deal
c3>f
c5>c3
c7>c6
c2>c7
c2>c3
deal
c6>c8*3
c4>c2
c2>c4*3
c2>c1
deal
c1>f
c3>f
c7>f
c7>c2
c2>c7*2
c8>c4
