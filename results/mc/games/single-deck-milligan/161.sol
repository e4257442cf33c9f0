variant single-deck-milligan
source seed 161
col 1: 3C
col 2: JS
col 3: 7D
col 4: 3S
stock: 8S 3H 7C 8C 4S TD QC 5C TS 7H 5H 6H 2S 6S 7S QH 8H AD KD 2C 8D AH 3D 9C 4D AS 2H 5S KH KC 2D 6D 9H 9D JD QD 4C QS KS 6C 5D JH 9S JC TH AC TC 4H
moves:
deal
deal
deal
deal
deal
c2>f
deal
c2>f
c1>c4
deal
c2>f
c3>f
c1>c4
deal
c3>f
c3>f
deal
deal
deal
deal
c2>f
c3>c2
c3>c1
