variant improved-miss-milligan
source seed 785
col 1: [4S] KH
col 2: [6H] AD
col 3: [2S] TC
col 4: [TD] QH
col 5: [8S] TC
col 6: [5C] AC
col 7: [7D] QD
col 8: [6S] 5D
stock: KS KD KC 8H 6D 8C 4D JS QH 9H 2S QS 3H QS 9H JD TH KS 2H 2D 6S TS 9C 5H 2C 9S 3H 7S 3C 3D 6H QD 8H 9D 5S AH JH 5S 5H KH 4D JD JS 4C JH 5D AC 7C 9D 2H 5C 2D 9S 2C 3D 4H KC AS TD 8D 8D 7S 7C 7H 6C 3C 7D 7H JC 8C 4H 6D 4C QC 9C KD 6C 3S 4S AS QC TS 8S AD AH TH 3S JC
moves:
c2>f
c6>f
c6>c2
deal
deal
c3>c5
c8>c4
c8>c1
c1>c3*2
deal
c4>f
c6>c4
c7>c1
c7>c4
c8>c5
c4>c6*3
deal
c1>c3
c6>f
c7>c4
c7>f
c3>f
c5>f
deal
c4>f
c3>c4
c4>c1*3
c4>c8
c5>c8
c1>c4*3
deal
c4>f
c6>f
c7>f
c1>c4
c1>c3*3
c8>c3
c4>c6
deal
c2>f
c3>f
c6>f
deal
c5>c3*2
c2>f
c6>c4
c7>c3
deal
c1>f
c2>f
c8>f
c3>f
c3>f
c6>f
c3>f
c3>c5*2
deal
c1>f
c3>f
c8>f
c2>c4
c2>c4
c2>f
c5>c8
deal
c4>f
c5>f
c2>c4
c2>c6
c6>c8*2
