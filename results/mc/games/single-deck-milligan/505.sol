variant single-deck-milligan
source seed 505
col 1: 9S
col 2: 5S
col 3: KC
col 4: 6D
stock: 3S 2H AS 4C AD 9C 9H JS 2D 7S TS 8S KH QS QC QH JC 4H 7D TH 5C 8C 3H AC 7C 2S 8D 8H 9D AH KS 3D 4S 5D TD KD QD 6S 3C 6H 4D 5H JH 7H JD 2C TC 6C
moves:
c2>c4
deal
c3>f
c2>c1
deal
c1>f
deal
c1>f
deal
c2>c1
deal
c4>c1
c1>c4*2
deal
c4>f
deal
c2>f
c1>c3
deal
c2>f
c4>f
c2>c1
deal
c1>c2
deal
deal
c1>f
c2>c4*2
deal
c2>f
c2>c4*2
