variant single-deck-milligan
source seed 449
col 1: TS
col 2: QH
col 3: 9C
col 4: 7D
stock: JC 7C 5C AH 4D TH JS 9H 8D 4H JD 2D TC 8S 5H 7H QS 6D KD 3D AC KC 9S 6C 8C AD KS 2C JH 2H 6S QC 4C 3S 8H 2S AS 7S TD KH 5D 3C 9D 5S 6H 3H 4S QD
moves:
deal
c4>f
deal
c2>c3
deal
deal
c4>c2
deal
c1>c3
deal
c1>f
deal
c2>f
c4>f
deal
c2>f
c1>c4
deal
deal
c1>f
deal
c2>f
deal
c2>f
c1>c2
c3>c1
