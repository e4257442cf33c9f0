variant single-deck-milligan
source seed 105
col 1: 4D
col 2: 4S
col 3: QD
col 4: TS
stock: 9H 6C 5C 3H 9S AD KD 2D 4H 8S 2H AH 2S 6S QH TD 8C 7D AC AS 4C KS TC QC 5S 7C 8H KH 8D TH 7H 5D KC 2C 6D 6H 3C 3S JS QS JD 9C 7S 3D 5H JC JH 9D
moves:
deal
deal
c2>f
c4>f
deal
c4>f
c3>f
c4>f
c1>f
deal
deal
c3>f
c4>f
c2>c1
c2>c1
deal
deal
c2>c3
deal
deal
c2>f
deal
c1>f
deal
c4>f
c1>c4
deal
c1>f
