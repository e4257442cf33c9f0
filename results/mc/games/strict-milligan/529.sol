variant strict-milligan
source seed 529
col 1: 4H
col 2: TS
col 3: KS
col 4: 8D
col 5: 9C
col 6: TH
col 7: JH
col 8: KC
stock: JS 7H 5H 8D TC 2S QS 7C 9H KD KS 5C 3H 9S 9S AC 4H TD 7D QC 9C 7C 8C 2H JD 8H 3D QH 6H 6S 6D JS 6C 2D QH 3S KD 5S AS 4C QS JD 2C 8S 2C 4D 8S QC 9D AD 6D 5H JC 7H 8C KC 4S 4D 5D 5S 4C 3C KH 2D 2S AC TC QD TH AD TD 6C QD AS 3S 9D AH 6H 7S 5D AH KH 3C 3H 5C 3D JC 7S 9H TS 4S 7D JH 6S 2H 8H
moves:
c2>c7
deal
c8>c4
deal
c8>f
deal
c3>c7
c5>c2
deal
c2>c8*3
deal
c7>f
c2>c4
c6>c7
deal
c3>f
c2>c1
c1>c2*2
deal
c2>f
c6>c7
c7>c1*2
deal
c6>f
c5>f
c8>f
c1>c3
c2>c4
c2>c7*2
deal
c1>f
c2>f
c6>f
c1>c3*3
c1>c3
c3>c1*5
c3>c1*2
c5>c4*2
c5>f
c1>c8*2
deal
c2>f
c3>f
c5>f
c3>c7
deal
c1>f
c3>f
c5>f
c6>f
c7>c1
c6>c8
c6>f
deal
c3>f
c7>f
c7>c8*2
c1>c2
c2>c5*2
c6>c4
c7>c1
