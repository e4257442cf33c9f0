variant single-deck-milligan
source seed 497
col 1: AD
col 2: QS
col 3: TH
col 4: 4C
stock: 2H KH 2C 8D 8C 3C JS 7D 7C 8H 3S 6H 9C QD 6S 3D 4H 3H QC 7H 2D 8S 9S KS AS 5D TD 4D 6C KC TS 5H 9H 5S AC QH 6D 4S JH 5C TC KD AH 7S JD JC 9D 2S
moves:
c1>f
deal
deal
c4>c1
deal
c1>c2
c4>c2
c2>c4*2
deal
deal
deal
c1>f
deal
c1>f
deal
c4>c1
deal
c3>f
c1>c3
deal
c4>c1
deal
c3>f
c1>c3
c1>c4*2
deal
c4>f
