variant single-deck-milligan
source seed 401
col 1: 3S
col 2: 2S
col 3: 4D
col 4: 2H
stock: 3C 4S 5D 8C TS 4H 9H 5C JH AD 8S KH 5H 3H TD 8H 7D 4C QS 2D 6D 2C 7C 8D 7H TH 6H 7S 9D QC 6C AS TC QD AC QH JS JC JD 6S KS 5S KC AH KD 9C 3D 9S
moves:
c1>c3
c4>c3
deal
c2>c3
deal
c2>c4
c3>c1
deal
c2>f
deal
deal
c4>f
deal
c1>c3
c3>c4*2
deal
c3>c4
deal
c4>f
deal
c3>f
deal
deal
c4>f
deal
c3>f
