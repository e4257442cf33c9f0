variant single-deck-milligan
source seed 417
col 1: JS
col 2: JD
col 3: 2D
col 4: 4C
stock: 3S 3C KD 5D 7C 5C 8D JH 9S QD 8C AC AD 7S 6D 7H JC 3H KH QH 9D 8S 2S 4D 6H 3D 2C 6S 9C 9H 5S TS KS 7D 6C AS 2H TC 5H AH 4S QC KC 8H QS TD 4H TH
moves:
deal
deal
c1>c3
deal
c4>f
deal
c1>f
c3>c2
c4>c3
deal
c1>c4
deal
c2>c1
c3>c2
deal
c3>f
deal
c2>c4
deal
c4>f
c3>c2
deal
c4>f
c1>f
deal
deal
