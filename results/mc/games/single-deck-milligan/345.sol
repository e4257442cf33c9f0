variant single-deck-milligan
source seed 345
col 1: 2C
col 2: 9C
col 3: 6H
col 4: 8S
stock: 3C 2D 2H 3D 9H 5C 2S 5H 4D 8H 7S JD 8C KC KS JH 8D TD JS 7C 4C 7D 5D 6D TC KH KD 3S AS QD 4S AD 3H 9S TS 9D QS 6S 6C QC 5S AH JC AC TH QH 4H 7H
moves:
deal
c2>c1
deal
deal
c3>c2
deal
deal
c2>c3
c4>c1
deal
c1>c3
c4>c1
deal
deal
c1>f
c4>f
deal
c4>c3
deal
deal
c2>f
c4>f
deal
