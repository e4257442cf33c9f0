variant single-deck-milligan
source seed 745
col 1: 2D
col 2: JD
col 3: KC
col 4: 9D
stock: 4C JS 3S 3D TH 6D QD JH 6S 4S TD 2H AD 5H 8S 6H 3H 7S 6C QC QS QH KS 7D 7H 5S 5C 4H 3C 2S 9H 8C KH 7C JC TC AS AH 4D 5D 8H 9C 2C 9S AC 8D TS KD
moves:
deal
c4>c1
deal
deal
deal
c1>f
c2>c1
c2>c1
deal
deal
c2>c3
deal
c4>c2
deal
c4>c3
c4>c3
deal
deal
c1>f
c2>f
deal
c1>c2
deal
c1>f
