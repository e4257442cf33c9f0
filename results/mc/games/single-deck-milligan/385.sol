variant single-deck-milligan
source seed 385
col 1: 4S
col 2: QD
col 3: 2S
col 4: 9D
stock: JS TH 7D QC 8D 3D QH 9H 4H JC 9S 8H 3H AC KH JD 6H 3S 5D 2H QS 3C 8C 5C 4D TS AS 2C 6C 2D AH 6S KC 5H 5S AD TC JH 6D KD 4C 7C 8S 9C TD 7H 7S KS
moves:
deal
c2>c1
c1>c2*2
deal
deal
c4>c3
deal
c2>f
deal
c4>c2
deal
deal
c3>f
c4>f
c1>c4
deal
c3>f
deal
c4>f
c2>c4
c2>f
deal
c1>c2
deal
deal
