variant single-deck-milligan
source seed 1
col 1: TC
col 2: 3D
col 3: TD
col 4: 4H
stock: 4D 2H 7D KS 9S QD 4S 5S 9D 9H 8C AS 2C KH 6S 3C 5D 4C 3H AC 3S KC QS 6H JS JD 8D KD 2S 5C 7S TS QH AH 5H 7C 9C AD JC JH 6C 8H 2D 8S TH 6D 7H QC
moves:
deal
deal
deal
c4>f
c3>c1
deal
deal
c4>f
c2>c1
c3>c1
c1>c3*3
c1>f
c4>f
deal
deal
deal
c1>f
deal
c2>f
deal
c2>f
deal
c3>f
deal
