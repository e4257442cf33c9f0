variant single-deck-milligan
source seed 545
col 1: QD
col 2: AD
col 3: 5C
col 4: TD
stock: 9C JD KD 8H 7C 3D 2C TS 4C 5H AH 3H 6H AC TC 7H QH 7D 8D 9H 8C AS JS JH 9S 7S KS 8S KH 6D 5S 6S QC 4S 2H JC TH QS 6C 4H 5D 2S 4D KC 9D 3S 3C 2D
moves:
c2>f
deal
c4>c1
c1>c4*2
deal
c3>c2
deal
c3>f
c1>c2
c4>c2
deal
c2>f
deal
deal
c2>f
c2>c1
deal
deal
c3>c2
deal
c3>f
deal
deal
c2>f
deal
c2>f
c4>f
