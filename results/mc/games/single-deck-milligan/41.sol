variant single-deck-milligan
source seed 41
col 1: JH
col 2: QD
col 3: TC
col 4: AH
stock: 6H AC TS QS 7D TD 4S 5H AD 5D KH KC JS 9H 7S 7C 2H 2D 3C 7H 9S 6D 3D AS KD 3H JD QH QC 8H 2S 4C 8C 9D 8D 3S 4D 4H 2C 5S 6C JC 8S 5C TH 6S KS 9C
moves:
c4>f
c3>c1
deal
c2>f
deal
c3>c4
deal
c1>f
deal
deal
c1>f
c2>f
deal
c3>f
c4>f
deal
c2>f
deal
c3>f
c3>c1
deal
c4>f
c1>c2
deal
c1>f
c2>f
c3>f
deal
deal
c4>c1
