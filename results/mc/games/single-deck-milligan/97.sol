variant single-deck-milligan
source seed 97
col 1: JS
col 2: JD
col 3: 6H
col 4: 5H
stock: 2H KD AS 5S 9D 3C 8H 6S TS 4H JC QD QH 9C 9H AC 8S 4C TD 9S 6D 8D AH 2D AD 7D QC 3H 4S 6C KC TH 4D 5C 2C 7S 2S 8C KS 7C QS KH 3S TC 3D 7H JH 5D
moves:
deal
c3>f
c4>c3
deal
deal
c3>c4
deal
c4>f
deal
c4>c3
c3>c4*2
c1>c3
deal
c3>f
deal
c1>f
deal
deal
c3>f
c1>c2
deal
c1>f
deal
c3>f
c1>c2
c1>f
deal
