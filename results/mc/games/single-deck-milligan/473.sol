variant single-deck-milligan
source seed 473
col 1: 4D
col 2: 4H
col 3: 8S
col 4: 2C
stock: 2S AH 8C KH AD 7C QS KS QC 5C TC 6C 9S 2D TD 5S 2H 6H QD TS QH 5H 7H AC 4C 5D 9H 6D TH 3H 3C JC JS JH 6S KD 7D 7S 9D 9C 3D 3S 8H JD 8D AS KC 4S
moves:
deal
c2>f
deal
c1>f
deal
deal
c2>f
c1>c3
deal
c1>f
deal
c4>f
deal
c1>c2
deal
c2>f
c1>c4
c4>c1*2
deal
deal
deal
c1>f
deal
c2>f
