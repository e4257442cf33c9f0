variant improved-miss-milligan
source seed 569
col 1: [8D] QD
col 2: [TD] 5D
col 3: [KD] 5C
col 4: [7S] KC
col 5: [QS] 4S
col 6: [KH] 4S
col 7: [2H] 9S
col 8: [6S] 5S
stock: KD KC 4D 9H QS 4D 4C TS 7S TC KH 2S 6H 7H 9D KS AD 2H AC KS AH JS 8H AC 5H QD 8D 7D AD 5D 6H QC 3C JH 8C 6S JC 2S 3C QH 7H 9C 3S 7C 7D 4C JS 6C 3H 9C 6C JC AS 3D 8H 5H JH 5C 8S JD AS 3S 2C 2C JD TS 9D 2D 3D 2D TC 8S 4H TH 6D 6D 3H TD 9S 8C 9H QC 7C QH 4H 5S AH TH
moves:
c1>c4
c5>c2
c1>c7
c4>c1*2
c4>c7
deal
c5>c1
deal
deal
c1>f
c3>f
c5>f
c2>f
c8>f
c1>c7
c5>c7
c5>c3
c3>c7*4
c7>c5*2
c5>c3
deal
c5>f
c8>c5
c2>c8
deal
c4>c3*2
c5>c8
c2>c5
c2>c5
c8>c4*2
c4>c8
c4>c2
c8>c4*2
c4>c2
deal
c8>c1
deal
c1>f
c6>c8*2
c5>f
c6>f
c3>c5
c3>f
c6>c1
c7>c2
c8>c5*3
c1>c3
c5>c1*3
c1>c3*2
c3>c5*3
c1>c3
c5>c1*3
deal
c5>f
c7>f
c8>f
c5>c3*2
deal
c4>f
c5>f
c6>f
c2>c1
c3>c1
c3>c1*3
c7>c4
deal
c1>f
c7>c2
c2>c7*2
c2>c3
c2>c6*2
deal
c7>f
c7>c4*3
c7>f
c5>c6
c6>c7*2
c7>c3*3
c7>f
c3>c6*4
c7>c4*4
