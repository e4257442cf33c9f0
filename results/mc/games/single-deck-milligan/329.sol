variant single-deck-milligan
source seed 329
col 1: 5S
col 2: 4S
col 3: 6H
col 4: TD
stock: 5D 7S QS KD 8S KS QH KH 8C 9C TC 2C 5C 3S QD 9S AS 8H 7D 7C 6S 9H TS 4D 2D 6D 6C 3D 8D JS 2S 7H JD AD JH 3C QC 9D TH AH 4C 4H 3H KC 2H 5H JC AC
moves:
c1>c3
deal
c3>c4
c3>c2*2
c4>c3*2
deal
c3>c2
deal
deal
deal
c1>f
c4>c2
c2>c4*2
deal
c2>c3
c2>c4
deal
deal
c3>f
c3>c4
deal
c2>f
deal
c4>f
deal
c3>c1
deal
c1>f
c1>f
c4>f
c1>c2
