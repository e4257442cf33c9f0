variant single-deck-milligan
source seed 377
col 1: AD
col 2: 2D
col 3: JH
col 4: 5D
stock: AC 3C KS 3D 7D QD JD 4H JS 9C 4C AH KD 5C 7H 4D 5S KH 8D 5H 8S 3H TS QC 9D 6C 2C QS 7C 9S 2H 8C TC QH 6S TD 6D 7S AS 6H KC 3S 8H 9H JC TH 4S 2S
moves:
c1>f
c2>f
deal
c1>f
c4>f
c3>c1
deal
deal
c4>f
deal
c4>f
c4>c2
c4>f
c1>c4
deal
deal
deal
c3>f
c1>c3
c1>c3
deal
c3>f
deal
deal
c1>f
c3>f
c4>c2
deal
deal
c4>f
c2>c1
c2>f
c3>f
c2>c3*2
c1>c2*2
c2>c1*3
c3>c2*3
c2>c1*4
