variant single-deck-milligan
source seed 361
col 1: 4D
col 2: JS
col 3: 9C
col 4: QH
stock: 6S KS 8S 6H 3D TS AD JH 4H 3H 2H AC 3S JD QS 5S 5D 3C 7C KC 9H AS 9D 8C AH 4S 7H 2S 5H TH 6D 5C JC QD TD 2C 6C TC 7S 9S 2D 8D QC 4C 8H KH KD 7D
moves:
c2>c4
deal
deal
c3>f
c2>c4
deal
c4>f
deal
c1>c4*2
c2>c3
deal
deal
c2>f
c4>c1
deal
c1>f
c4>f
c3>c1
deal
c4>c3
deal
c4>f
c1>c2
c2>c4*2
c2>c4
c2>c1
c2>f
c2>c1
deal
deal
c1>f
c4>f
c2>c4
deal
