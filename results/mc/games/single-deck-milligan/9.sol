variant single-deck-milligan
source seed 9
col 1: QD
col 2: 8D
col 3: AH
col 4: KH
stock: 9D 5H 2H 5D AD 4D TH 6S JC QC 7C 4C 5S QH KS 2D 4S 6D TD 8S 9S 9H 5C 4H JS KC JH 7S 3C 2S 6C TS 3D 2C 9C 8C 7D 3H QS TC 6H AS 7H 8H JD KD AC 3S
moves:
c3>f
deal
c3>f
deal
c1>f
deal
deal
c4>f
c2>c3
deal
deal
c4>c3
c4>c2
deal
deal
deal
c1>f
deal
c2>f
deal
c2>f
deal
c3>f
