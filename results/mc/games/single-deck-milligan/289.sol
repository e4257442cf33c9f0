variant single-deck-milligan
source seed 289
col 1: KS
col 2: 7D
col 3: 8S
col 4: 5C
stock: AS 2D 9S 3S JC 9D 5S JS 2C QH 3C 7H 6H 6D KD 9H AC 5H TD TS 8D 4H 4S 4D 3D 8H 5D QD JD 2H QS JH 7S 3H AH 9C 2S QC 4C 8C TC 6S AD KC TH 6C 7C KH
moves:
c2>c3
deal
c1>f
c2>c4
deal
deal
deal
deal
c1>f
deal
deal
deal
c1>c3
deal
c3>f
deal
c1>f
deal
c3>f
deal
