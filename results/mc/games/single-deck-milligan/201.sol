variant single-deck-milligan
source seed 201
col 1: TH
col 2: AD
col 3: 6C
col 4: 4S
stock: 4D 3H 7H 2C 9S 5H QD TD AH 6H 4H 3C 2D AS 8D 2H AC JD 9C JC 6D 9H KD 6S 7D TS TC JH 5D 7C 4C 9D KC 2S QH 7S KH QS 5C KS 3D 3S 8S 8C 8H 5S QC JS
moves:
c2>f
deal
c4>c2
c2>c4*2
deal
c1>c4
deal
c1>f
c4>c1
deal
c1>f
c2>f
c4>f
c3>c4
deal
c1>f
deal
deal
c2>c4
c2>c3
c3>c2*2
deal
c3>c1
deal
c2>f
c3>c1
deal
c2>c1
deal
c1>f
c2>f
deal
