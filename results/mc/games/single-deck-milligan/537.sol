variant single-deck-milligan
source seed 537
col 1: AS
col 2: 9H
col 3: QD
col 4: QH
stock: KH KS 9S 2H 4C 4H 8D 8H 6C KC 7D 3S JS 4D 3D TS JC 8C 2C 7C AD 2S 5D 6S 8S 3C QS TD AH AC TC 9C 5H JH 7S QC 6D 4S 9D 3H TH 2D KD JD 7H 6H 5C 5S
moves:
c1>f
deal
deal
deal
c1>c3
deal
deal
deal
c1>f
c2>f
c3>c4
deal
deal
c1>f
c2>f
deal
c2>c4
deal
c4>c2
deal
c2>f
deal
c3>c2
