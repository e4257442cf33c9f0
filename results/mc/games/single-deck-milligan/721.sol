variant single-deck-milligan
source seed 721
col 1: 4H
col 2: AS
col 3: QH
col 4: 8H
stock: 5S 8D 9H KS 2S AD 5C QC 6H 5H KH 7D 3S 4C 6D QS QD TS JD 8C 5D 7C 4S 9S 9C KC 9D AH TD AC JS 2H 3C JH 3H 2D 7S 7H KD 6S JC TH 4D TC 2C 8S 3D 6C
moves:
c2>f
deal
deal
c1>f
c2>f
deal
deal
c1>f
deal
c2>c3
deal
c3>f
deal
c4>f
deal
c2>f
c4>f
c1>c3
c1>c3
deal
c3>f
c4>f
deal
c4>c2
deal
c2>c1
deal
c1>f
c3>f
c3>f
