variant single-deck-milligan
source seed 649
col 1: 5S
col 2: JH
col 3: 6S
col 4: 6H
stock: AD 5D JC KC 2C QH 5H 9S QS 8S KD TS KH JS AC KS 9H 8H 3C TC 4S 3H AH 7S 7H 7C 8C 3S AS QD 5C 6C QC 4H TH 4C 6D 4D 9D 8D 2S 2H 2D 9C 3D TD 7D JD
moves:
c1>c4
deal
c1>f
c4>c1
deal
deal
c1>c3
deal
c3>f
deal
c1>c4
deal
c3>f
c2>c1
c4>c2
deal
c1>c3
deal
c1>f
deal
deal
deal
c1>f
c2>f
c3>f
deal
c1>f
