variant single-deck-milligan
source seed 25
col 1: KS
col 2: AS
col 3: QC
col 4: AC
stock: 4D 6H 8S 9D 7H 3S 7S QD 3C QS KD 8D 4S 2D 6D 2H 5H KH 5S 6C AH 3H 7D 5C 8H 9C 5D 7C 9S 9H TD 4C 2C 6S 2S 3D QH 8C KC TH 4H JS JC JD TC TS AD JH
moves:
c2>f
c4>f
deal
c3>c4
deal
deal
c2>c3
deal
deal
c1>c4
c1>c4
deal
c1>f
deal
c1>c2
c4>c2
deal
c1>c3
deal
c1>f
c1>f
c3>f
c2>c1
deal
c1>c3
c1>c2*2
deal
deal
c3>f
c1>c4
