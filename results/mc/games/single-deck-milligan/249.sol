variant single-deck-milligan
source seed 249
col 1: AD
col 2: 3D
col 3: JS
col 4: JC
stock: 4S 8H 8D 3S AC QH 2S 2C 4D KC 5S TS KD TC 9S KH 4H TD KS 9C JD 8C QS 9H 7D 8S AH 5H 4C TH 6H QC QD 6S JH 6C 9D 7C 7S 3C 2D 3H AS 7H 2H 5C 5D 6D
moves:
c1>f
deal
deal
c1>f
c4>f
deal
c1>c3
deal
deal
c4>c2
deal
c1>c3
c2>c4
deal
c3>f
c1>c2
deal
deal
deal
c4>f
deal
c1>f
c3>f
deal
c1>f
c2>c4
c2>f
c4>c2*2
