variant single-deck-milligan
source seed 657
col 1: AH
col 2: KC
col 3: 5C
col 4: 4D
stock: AS 2C TS 4S 4C TD 5H 6D 2D QC 6S 7D 8C QS 5D 7H 9D JH 8H 7S JD QD 9H KS 4H KH 8D 5S TC 2S 3D 9C TH 9S JS 6C 8S AD KD 3H AC QH JC 7C 3C 6H 3S 2H
moves:
c1>f
c4>c3
deal
c1>f
deal
c1>c3
deal
c3>c4
c3>c4*2
deal
c4>c1
deal
c4>c3
deal
c2>c4
deal
c1>c4
deal
c2>f
deal
c1>c3
c2>c3
deal
c2>f
deal
c1>f
c3>c2
deal
c3>f
c4>f
c2>c4
