variant improved-miss-milligan
source seed 537
col 1: [TD] 6D
col 2: [2S] JD
col 3: [QC] JS
col 4: [3D] 5H
col 5: [9S] 9C
col 6: [8H] 2D
col 7: [JD] 7D
col 8: [TS] 2C
stock: 4S 5H 9S KD 4C QD 8D JH 3H 8D 3S TC 5C 7D JS 5C 7H KH 8S AS JH 8H 9H AS 5S 7H 7C AD 4C AC 4D 4H 5D KH 2H AD 9H KS 6H QD 2H TH 6H 6S 3S 4D TC QS 8S 3C 5D QC QH 3C 6D 3D 6S 2C 9D JC AC 2D AH TS TD 4S KS QH 6C 3H AH 9C 8C 7C 9D 8C TH JC KC QS 7S 2S 6C 7S KD 4H KC 5S
moves:
deal
c1>c2
c7>c3
deal
deal
c4>f
c8>f
c1>c3
c3>c7*2
c4>c5
c7>c5*3
deal
c4>f
c6>f
c3>c6
c3>c7
c7>c1*2
c1>c8
deal
c4>f
c8>c6
c3>c8
c8>c7*4
deal
c1>c5
c1>c4
c5>c1*2
c5>c7
c1>c3*4
c5>c4
c1>c4
c4>c5*4
c5>c8*9
c5>c1
c6>c1
c8>c4*10
c7>c8*2
deal
deal
c2>f
c2>f
c5>f
c7>f
c6>f
c2>c4
c3>c8
c3>c1
c3>f
c4>c5*2
c4>c2
c4>f
c4>f
c4>c2*7
deal
c7>f
c4>c3
c6>c2
c8>c1
c2>c8*6
deal
c1>c3
c1>c6*2
deal
c2>f
c6>f
