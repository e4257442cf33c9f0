variant single-deck-milligan
source seed 433
col 1: QS
col 2: TD
col 3: 8D
col 4: 9C
stock: TC TH 7S 5H 2S 4C 2C QH 7H KS QC AS 3C JH TS AD 6C 3S KC JD 4D 9S 5D 3H 6D 5S 9D 8H 9H JC 8S KD 7D 4S AH 2D 8C 6H 4H 7C QD KH 6S AC 2H JS 5C 3D
moves:
c3>c4
c4>c2*2
deal
deal
deal
c4>f
c4>c2
deal
c4>f
c3>c2
c2>c3*2
deal
deal
deal
c2>c1
c4>c2
deal
deal
c3>f
c4>f
c1>c3
deal
c2>c4
deal
c4>f
deal
c1>f
c4>f
c2>c1
c3>c4
