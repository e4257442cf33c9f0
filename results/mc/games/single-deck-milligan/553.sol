variant single-deck-milligan
source seed 553
col 1: 9D
col 2: QC
col 3: TC
col 4: 7D
stock: 8C TS 4H 4S JC 8S AD 7S 8D 5H 6D 2H QD 2S 3H 9S 6H 4D JH JD 9C TH 9H 7H 5D JS KC 2D KD TD AC 6S AH KS AS 3D 8H QH 6C 5S KH 7C 4C QS 3S 2C 5C 3C
moves:
c1>c3
deal
deal
c3>f
deal
deal
c2>c3
deal
deal
c1>c2
deal
c4>f
deal
c3>f
deal
c1>f
c3>f
c4>f
deal
deal
c4>c1
deal
c2>f
c4>f
