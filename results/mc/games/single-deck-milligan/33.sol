variant single-deck-milligan
source seed 33
col 1: AH
col 2: 7H
col 3: 5C
col 4: AD
stock: JC 3C KC JS TC 2C 9H 5D KS 2H 7D 6S 4H 9S TD 3D 9D 4C KH 8D KD QS TS 2S 4S 2D 8S 3S 4D AS 6C AC 6D 9C TH QH JD 5H 8H JH QD 8C 7S QC 3H 7C 6H 5S
moves:
c1>f
c4>f
deal
deal
c3>c1
deal
c2>f
c4>c3
c4>c3
deal
c2>c3
c2>c4
c2>c1
deal
deal
c2>c1
deal
c2>f
deal
c2>f
c4>f
c4>c1
c4>f
c1>f
deal
c2>c3
deal
deal
deal
c1>f
c4>c3
