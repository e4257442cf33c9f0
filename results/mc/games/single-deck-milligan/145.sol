variant single-deck-milligan
source seed 145
col 1: 8D
col 2: 8H
col 3: 5C
col 4: 6D
stock: 2H TD 3C 6C 2S 5S 8S KH 9C QH 7H 4S 7S 9D 3H 6S 3S 7D TS 5H AH 5D 9S 4C QS TH 8C QD AD 3D 9H QC 2C 6H 7C AS KS JC 4H 2D KD AC JD KC JH 4D JS TC
moves:
c3>c4
deal
c1>c3
deal
deal
deal
deal
c4>c2*2
c4>c2
deal
c1>f
c4>c2
deal
deal
c1>f
deal
c4>f
c2>c3
c1>c2
deal
c4>f
deal
c2>f
deal
c4>c1
