variant single-deck-milligan
source seed 441
col 1: 7S
col 2: KC
col 3: 6C
col 4: 9S
stock: QH QC 5D 3D JS TH TS KD 8D JD 9D KS QD 3S KH 7C TC 5C 2S 6D 7H 4C AC JH TD AS 3H 4D QS 6H 8S AH 2D 8H 8C 9H 9C AD 5S 3C 6S 2H 7D JC 4S 5H 2C 4H
moves:
deal
deal
c2>c1
c2>c4
c1>c2*3
deal
c3>c2*2
deal
deal
c2>c4
deal
c3>f
deal
c2>f
c3>c2
c3>f
deal
c4>f
deal
c3>c4
deal
c2>f
c2>c1
c3>c2
deal
c2>f
c1>c3
deal
c3>f
c1>c2
c2>c3*2
c4>c2
