variant single-deck-milligan
source seed 465
col 1: KC
col 2: JC
col 3: 7H
col 4: 8H
stock: AH QH 3C 8S KS QD 5D 2C 9S 9H 4C JH KD 8D 5S 7D 6C KH AD JD JS 6H 9C 9D 8C 3H AC TC QC 6D 4H 4D TH 6S 7C 2S 2D QS 2H TS 5C 3S 5H 4S AS 7S TD 3D
moves:
deal
c1>f
c2>c1
c2>c1
deal
c2>c1
c1>c2*2
deal
deal
deal
c3>f
deal
deal
c3>f
deal
deal
deal
c1>f
c3>f
deal
c4>c3
deal
c1>f
c4>f
