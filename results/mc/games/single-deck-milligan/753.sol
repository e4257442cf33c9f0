variant single-deck-milligan
source seed 753
col 1: 6H
col 2: 4D
col 3: JS
col 4: QH
stock: 7S QC TH JC KC 3D KH 7H QD 5D TC 7C 4C AC 8H 4H 9S 8C KS AS 9D 4S 6C 9H 8D 6S AH JD 7D 2S TS 3C 5H 3S 3H 6D AD 2D 5C 9C QS TD 2H 2C 8S JH KD 5S
moves:
c3>c4
deal
c3>c4
deal
deal
deal
c2>f
c1>c2
deal
c4>f
deal
deal
c3>f
deal
c2>f
c2>c1
deal
c2>f
c2>f
c1>c2*3
deal
c1>f
c2>f
c1>c4
c2>c1*4
deal
c3>f
c4>f
c4>c2*2
c3>c4
c3>f
deal
c4>f
