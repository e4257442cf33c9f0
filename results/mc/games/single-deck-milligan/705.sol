variant single-deck-milligan
source seed 705
col 1: QC
col 2: JS
col 3: 9C
col 4: 2C
stock: 5H 7S TD 9D 9H TH AH KS QS 8D 7D AD AC 7H JC 6C JH 3C 4H 7C 5D 8S 8C 2H AS TS 2D 9S 2S 8H KH QD 6H 4C 6S 5S KD 3S TC 6D 4S QH 4D 5C 3H KC JD 3D
moves:
deal
deal
c3>f
deal
c4>f
deal
c1>f
c4>c2
deal
c2>c3
deal
c4>f
deal
c1>f
c3>f
deal
c1>f
deal
c4>c1
deal
c2>f
deal
c1>f
c3>c4
deal
c1>f
c4>f
c4>f
