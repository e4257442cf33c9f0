variant single-deck-milligan
source seed 513
col 1: QH
col 2: TD
col 3: QC
col 4: QD
stock: JC 6D JD 8H KH 9D KS 6H 2D KC AC TH TC 8D 5H 8C 8S 4H 9C 5S 2H 3S 7S QS 2S 4S 6S 7C 9S 4D AH 7D 5C 2C TS 6C JS 4C AS AD 7H 9H JH 3H 3C 5D 3D KD
moves:
deal
deal
deal
c3>f
deal
deal
c2>c4
c2>c3
deal
c1>c2
deal
deal
c3>f
c3>c4
deal
c2>f
c2>c1
deal
c3>f
c4>f
deal
deal
c1>f
