variant single-deck-milligan
source seed 185
col 1: 5S
col 2: JS
col 3: 5H
col 4: 7D
stock: QS 8D TS QC 3S 9S KH 4H 2S 3D 8H QH 4S 2D 7C AC 4C 8C TD KD KS 2C 6H AH JD 5C AS QD 4D KC 3H 9H AD 7H 9D 2H 9C 3C 6C 5D JC 6S 8S TH 7S TC 6D JH
moves:
deal
deal
c1>c4
c1>c3
c4>c1*2
deal
c1>c2
deal
c4>f
deal
deal
c2>f
c4>f
deal
c3>f
c2>c3
deal
deal
c1>f
c4>f
deal
c2>f
c3>c2
c4>c2
deal
c4>c1
deal
c2>c4
c3>c1
c3>c4*2
c3>f
