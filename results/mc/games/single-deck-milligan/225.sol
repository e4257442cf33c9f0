variant single-deck-milligan
source seed 225
col 1: 4D
col 2: 2S
col 3: 5H
col 4: 8S
stock: 6D 9C 9H AH 2H JH 7H QH 3H 5C 3D 5S 2C JD AS 4C TH 3C 5D 3S 8D QD KS 6H 6C 6S 9S AD 4S 4H QC TC 9D KH JS 7D AC KC KD TS 2D TD 8H 8C JC QS 7C 7S
moves:
deal
c4>f
c4>c3
deal
c1>f
deal
c1>f
c2>c1
deal
c3>f
c1>c3
c3>c4*2
deal
deal
c2>c3
deal
c4>f
deal
c2>f
deal
deal
c1>f
c1>c4
deal
c1>f
deal
