variant single-deck-milligan
source seed 521
col 1: 6D
col 2: 2H
col 3: 6H
col 4: 8C
stock: KD 7H KS 5D 3S 3C 7C TC 8D 5C TS 6S 3D 5S 2C 4H 9H 4D TD KC 2S 6C JC 7S 4S JS 8H 2D AS QS AH 9C 8S 9D 4C 9S 5H KH TH QH AC QC JH JD 7D QD AD 3H
moves:
deal
deal
deal
deal
c3>c1
c4>c2
deal
deal
deal
deal
c1>f
c3>f
c3>c4
deal
c1>c2
deal
deal
c1>f
c3>c2
deal
c3>f
