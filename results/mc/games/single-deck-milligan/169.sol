variant single-deck-milligan
source seed 169
col 1: 2C
col 2: KS
col 3: 6S
col 4: QH
stock: TC 5D 6D QD 2D 6C 3C AD AH 4H 5S 7C 3H 8S 8D 5C 4S 2H KC TD 6H KH 5H AS 3D JC QC AC 2S JH TS QS 4D 7S 7H 9S JS 3S 7D 9H KD 8C JD TH 8H 9C 4C 9D
moves:
c4>c2
deal
deal
c4>f
c1>f
deal
c1>f
c2>c3
deal
deal
c2>f
deal
c4>f
deal
c1>f
c4>f
c4>c2
c4>c1
c1>c4*2
deal
c1>f
c2>c4
c3>c4
c4>c3*2
deal
c1>f
deal
c2>f
deal
deal
c1>c2
