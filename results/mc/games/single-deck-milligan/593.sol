variant single-deck-milligan
source seed 593
col 1: AS
col 2: AD
col 3: 7D
col 4: 7S
stock: 8C 4S 3C 9H TD QC 8H KC TS 2S 6C 6S JS JD 3H TC 3D AH QH 2H 8S TH KH QD 6H 4D AC 6D 7H 5H KS 4C 9D 5D KD 4H 5S 9C JH 2C 3S QS 2D JC 7C 8D 5C 9S
moves:
c1>f
c2>f
deal
c1>c4
deal
deal
c2>f
deal
c4>c2
deal
c2>f
c4>f
deal
deal
c3>f
deal
c4>c2
deal
deal
c4>f
c4>c1
c1>c4*2
deal
c1>f
c3>f
c3>c2
c2>c3*2
deal
c1>c2
