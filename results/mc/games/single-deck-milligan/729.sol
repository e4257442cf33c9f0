variant single-deck-milligan
source seed 729
col 1: TH
col 2: 6H
col 3: 7S
col 4: KC
stock: 7C TC 4D 2S JH QH 5S 6D 4S 2H QD 4H AC 7H JS 4C QS 6S 5C QC TS 8D AS AH KH 8H AD 2D 9H 3S 9C 9S KD KS TD 3D 8C 3C 8S 2C 9D JC JD 7D 6C 3H 5H 5D
moves:
c2>c3
deal
deal
c3>c4
c3>c4
deal
deal
c1>f
deal
deal
c3>f
c4>f
deal
c3>f
c4>f
c4>c1
deal
deal
c4>f
c4>c3
deal
c4>f
c2>f
c4>f
deal
deal
c3>c1
