variant single-deck-milligan
source seed 665
col 1: 5C
col 2: JD
col 3: AD
col 4: 9S
stock: AC 6H 2D TD 7C 9D 3D AH 6C 2H 9H TH 4S JC 2C 7S 8H 5S 6S 7H 4C 7D 4D KH 8D JH KD 9C 4H KC 5H 2S 8C QD QC 8S 3S QH AS QS KS 3C 6D TS 3H TC JS 5D
moves:
c3>f
deal
c1>f
c3>f
c1>c2
deal
c3>f
c4>f
deal
c2>f
deal
c3>f
deal
c3>c4
deal
c3>f
deal
c1>c4
deal
deal
deal
c3>f
deal
c2>f
c2>c1
deal
c1>f
c4>f
c3>c1
c3>f
