variant single-deck-milligan
source seed 633
col 1: 4H
col 2: 2C
col 3: 9C
col 4: 6S
stock: 7H 5C 5H 5S QD JC 4S KD QH AH KS JD 8H 6D KH 2S 7S JS 5D QC 4C 8S AC 8C TS 8D 3D 9H TH 9D 7D TC KC AS 3H 6C 2D 2H 3C JH TD 4D 9S QS 3S 6H AD 7C
moves:
deal
deal
c2>c1
deal
c2>f
c1>c3
deal
deal
deal
c3>f
c1>c3
deal
c4>c1
c4>c1
deal
c2>c4
deal
c2>f
deal
c2>f
c1>c3
deal
c3>c1
c3>c2*2
c3>f
deal
c3>f
c2>c4
c2>f
