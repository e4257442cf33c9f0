variant single-deck-milligan
source seed 137
col 1: KS
col 2: JC
col 3: JH
col 4: QH
stock: 6S 4H 6H 3C 9S 5C 7S JS 4C TS 7C 8S 2S 6D 3D 6C AD 8H JD KC 7H 9C 2C TC KH 7D 8C AH QS 4S 9D QC 3S 8D AC 3H QD 2D 2H TD 9H 5D 5H KD TH 5S AS 4D
moves:
c2>c4
c4>c1*2
deal
c4>c2
deal
deal
deal
c1>c3
c3>c1*2
c2>c3
deal
c1>f
deal
deal
c4>f
c2>c3
deal
deal
c3>f
deal
c2>f
c3>f
deal
deal
c3>f
c4>c2
