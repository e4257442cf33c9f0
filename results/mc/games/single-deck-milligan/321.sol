variant single-deck-milligan
source seed 321
col 1: TS
col 2: KH
col 3: 9S
col 4: QD
stock: 3D 7S 9D TC KC 5S AS 6S KS KD 8D 5C 2D 6D 8H 4D 3H JH TD TH 7H AD 9H 2H 8S 6C 4C 3S 2C 3C QH 4H 9C QC QS 7D 2S 5H JD 8C JS 5D AH 7C AC 6H JC 4S
moves:
deal
c3>c4
deal
c3>f
deal
deal
c4>c2*2
deal
deal
c2>f
deal
deal
c2>c4
deal
deal
c1>f
deal
c3>f
deal
c1>f
