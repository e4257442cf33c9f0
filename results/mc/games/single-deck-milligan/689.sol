variant single-deck-milligan
source seed 689
col 1: 6D
col 2: 4C
col 3: KC
col 4: JS
stock: 9H 7C 9S 5C QD AS JD KD 8D 7D AD 5S 2S KH 5H TH 7S QS 4S 6S 7H 6C 3H TD TS 8C 3D 9C 8H 8S 2C JH KS AH 3S 5D AC 2D 9D 4H QH 6H 3C JC 4D QC TC 2H
moves:
deal
deal
c2>f
deal
c3>f
deal
c1>f
deal
c3>c4*2
c3>c2
c1>c3*2
deal
c2>c1
deal
deal
deal
c2>f
c3>f
deal
c1>f
c2>f
c2>c3
deal
c4>c1
c3>c4
deal
c4>f
