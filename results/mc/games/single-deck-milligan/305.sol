variant single-deck-milligan
source seed 305
col 1: TH
col 2: JH
col 3: 9H
col 4: 2D
stock: 4H KS 5D 8D 3C 6C JC QD TD AS AH 7C 6H 2C 8C TS 3S AC 9D 7D 7H KH JD KC 4S 5C JS 2S 7S 9S QC QH 3D 8H 2H 5H 6S 4D KD 4C 8S 6D TC 5S QS 3H AD 9C
moves:
deal
deal
c3>c4
c3>c2
deal
c2>f
c3>f
deal
c3>c4*2
deal
c2>f
c2>f
c2>c4*2
deal
deal
c4>f
deal
deal
c3>f
deal
c4>c1*2
deal
c4>c2
deal
c2>f
c3>f
