variant single-deck-milligan
source seed 409
col 1: 2S
col 2: 7D
col 3: 8C
col 4: 9D
stock: 6D 3C TD 6C QS 2C AH KH 9H JC 2D AS KS AD JS 3S 7C 4C TC 3H 3D 8H AC JD 5D 5S 2H KD 4D 5C 8D JH TS 6S TH QD 4S 8S 7S 9C 4H 5H QC KC 6H 7H QH 9S
moves:
c2>c3
c3>c4*2
deal
deal
c3>f
c1>c4
deal
c4>f
deal
c2>f
deal
c4>c2
deal
c3>f
c3>c4
deal
c3>f
deal
c1>c2
deal
deal
deal
deal
