variant single-deck-milligan
source seed 369
col 1: 8C
col 2: JC
col 3: 5S
col 4: 7S
stock: AD KC 9H TC 9D 7H 8D 3S TD 8H QS QH TH KS 4D 2S TS QC 4S 6D 4C 5C 5H 3D 5D KH 7D AS 7C 3C 9S 2D JH JD 2C AC JS KD 4H 9C QD 8S 6H 2H 6S AH 3H 6C
moves:
deal
c1>f
c1>c3
c3>c4*2
c2>c1
deal
deal
deal
deal
deal
c1>c3
c4>c3
c2>c4
deal
c4>f
deal
c4>f
c4>c1*2
c4>f
deal
c4>f
c3>f
deal
deal
deal
c2>f
