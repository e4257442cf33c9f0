variant single-deck-milligan
source seed 673
col 1: QC
col 2: 5C
col 3: 8C
col 4: JH
stock: JS 4H 4S 2H 6D KS AS JD KC QD JC 5H KD AC TC 9H 5D 7C 8S 9C AH 2C 3H 3S QS 2D 2S 4C 4D 6C 3D 9S 7D QH 8D 5S KH AD 3C TS TH 6S 7H 7S 6H 8H 9D TD
moves:
c4>c1
deal
deal
c3>f
deal
c3>c2
c3>c4
deal
c2>f
c4>c3
deal
deal
c1>f
c2>f
deal
c3>f
c3>c4
deal
deal
deal
c2>f
c3>f
deal
c2>c3
deal
