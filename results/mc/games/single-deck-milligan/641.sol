variant single-deck-milligan
source seed 641
col 1: 9S
col 2: 6C
col 3: QS
col 4: KC
stock: 9C 8S 2S 6D 3D 9D 4S QH TS 2H 3C KS 3S 3H AS 8C JD 4C 6H 8D 7H 2C 7D AC 5C KD 5S JS 5D 5H JH 7C QD AD KH JC 2D 4D TH 7S 8H 4H 9H 6S TC TD QC AH
moves:
deal
deal
c1>c3
deal
c2>c3
c2>c1
c2>c1
deal
c3>f
deal
deal
c4>f
c2>f
deal
deal
deal
c2>f
c4>c1
deal
c1>f
c3>c1
deal
deal
c4>f
