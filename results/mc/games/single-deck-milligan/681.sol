variant single-deck-milligan
source seed 681
col 1: 6D
col 2: 3C
col 3: 7H
col 4: 3D
stock: 9C 7S AC 4D KS 8S 6S AS AH QC 5C 6C QD 2D 6H 3H QS 2H 7C 4H 9S 4C TS 2S 8D 2C 5S 9D KD JD TH JS KC 3S 8C TC 9H AD 8H 7D 4S TD KH 5D JH 5H QH JC
moves:
deal
c3>f
deal
c4>f
c3>c2*2
c1>c3
deal
c1>f
deal
deal
c2>f
deal
c4>f
deal
c2>f
deal
c3>c4
deal
c2>f
c4>c2
deal
c2>f
c1>c2
deal
c1>f
deal
c4>c3
