variant single-deck-milligan
source seed 73
col 1: 5C
col 2: JD
col 3: 9D
col 4: 7S
stock: 8H 2C 8S 3D QH 4H KD 9C AS 6S 5S 2S 9H TS 2D 3C 7H KH 2H TD 9S AH 6C AC 5D QS QC 4S 8C TC JC 8D TH 7C 4D 4C 3H QD 7D AD 3S 5H JS KC 6H KS JH 6D
moves:
deal
c2>c4
deal
deal
c1>f
c4>f
deal
c1>c2
c3>c4
deal
deal
c2>f
c4>f
c1>c4
c3>c1
c3>f
deal
c4>c1
deal
c4>c3*3
deal
deal
c1>f
c4>f
deal
c1>f
c1>c3
deal
