variant single-deck-milligan
source seed 113
col 1: 2S
col 2: 3C
col 3: 7S
col 4: 2D
stock: 6D 8S 5H JS QC TC 4S KD 9C 3H 9D KH 7D 8H AD 3S AC JH 6C 6H 5C TS KS QH JD 7H QS 4D JC 5S 8D TD AS 9H TH 6S 8C 4C 4H AH 3D 5D 2C 2H KC QD 7C 9S
moves:
c4>c2
deal
deal
c1>c4
deal
deal
c3>f
deal
c1>f
c3>c1
deal
c4>c3
c1>c4
deal
c1>c3
deal
c4>c1
deal
c1>f
deal
c4>f
deal
c3>f
c4>f
c2>c4
c1>c2
c2>c4*2
c1>c2
deal
c2>c1
