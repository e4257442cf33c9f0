variant single-deck-milligan
source seed 81
col 1: 2D
col 2: 4S
col 3: 7S
col 4: AS
stock: QS 6S AH 2C QH 3C 7D 4D 9D KH TH 5D AD 8C TS JC KS QD 3H 5C JD 5S KD 4C 9S 3D 4H 9C JS 8H 8D 6H 2H TC 2S 8S 7H 9H 3S AC 5H 7C TD QC KC JH 6C 6D
moves:
c4>f
deal
c3>f
deal
c2>c4
c2>c3
deal
deal
c1>f
c1>c3
c2>c3
c4>c1
deal
c2>c1
deal
deal
deal
deal
c1>f
c3>f
deal
c3>f
c4>f
c1>c4
c4>c2*2
deal
deal
