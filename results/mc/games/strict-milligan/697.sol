variant strict-milligan
source seed 697
col 1: 4S
col 2: 8S
col 3: 4C
col 4: JD
col 5: QC
col 6: TC
col 7: 8C
col 8: 6D
stock: AC KC AD 5S 9D 7S 7S TC QD 2C JS AH 5H QS 5C KH 8H 7C 7H QH QD 4H 5H AC 7D JC 4H KD JS 4D QH 8C KH 8D 6H TS TD 3D 4C 7D 4S JC JH 3S KD 7H 6D 3H 3D 9H AS 2H KC 4D 6H TS 3H 6C 7C 5D QC 9H 2C TD 2H 9D 8S 9S 2D JH 2D QS 2S 8H KS 9S 3C 9C AH JD AS 9C 3S 8D KS 5D 6C 5S 3C AD 6S 2S 6S TH 5C TH
moves:
deal
c1>f
c3>f
c5>c8
deal
c2>f
c4>f
c1>c2
c3>c2
c6>c8
deal
c8>f
c2>c1
c2>c4
deal
c5>c7
c2>c5
c1>c8
deal
c6>c7
deal
c8>c1
deal
c3>f
c4>f
c2>c8
c4>c6
c4>c3
deal
c1>f
c7>c1
c4>c2
c1>f
c5>c4
deal
c5>f
c3>c2
c6>c8
c2>c6
deal
c1>f
c5>f
c7>f
c1>f
c1>f
c1>f
c2>c4
deal
c1>f
c3>f
c1>f
c8>f
c4>c2
c6>c7
deal
c1>f
c2>f
c3>f
c4>f
c2>c6*2
c4>c8*2
