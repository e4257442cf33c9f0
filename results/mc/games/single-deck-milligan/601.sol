variant single-deck-milligan
source seed 601
col 1: 3H
col 2: 8C
col 3: 9S
col 4: 2S
stock: JS 9H QD 4D JH JC 6H QH 6C KC 8H 7C 3C 3S 2H AH KS TH 8D 4C AD 6S 7H TD 5H 6D 4H 4S 9D TS 5C QC AC KD TC 7S 5D 2D 5S 3D 2C 7D 8S KH JD QS AS 9C
moves:
c4>c1
deal
c1>c3
deal
c2>c4
deal
c4>c3
c4>c2*2
deal
c4>f
c3>f
c1>c4
deal
deal
c1>f
c2>c3
deal
c4>c1
deal
c1>c2
deal
c1>f
deal
c2>f
c4>f
deal
c1>f
c2>c3
deal
c3>f
c1>c2
