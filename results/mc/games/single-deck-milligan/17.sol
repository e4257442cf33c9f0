variant single-deck-milligan
source seed 17
col 1: 5D
col 2: 8D
col 3: 8C
col 4: 6C
stock: 5C JS JD 9S KC 3H AH 3C 9D 7C 2S 6H AS JH KD 3D QD 4S TC 2C 5S 9H QS 7H TD AC 6D 9C AD QC 4C 4D JC 6S KS 8H 4H TS 3S 5H KH 2D QH 2H 7S 8S 7D TH
moves:
c1>c4
deal
deal
c3>f
deal
c4>c2
deal
c1>f
deal
c4>c2*2
deal
deal
c2>f
c4>c1
deal
c1>f
deal
deal
c3>c1
deal
c2>f
c4>f
deal
c3>c2
