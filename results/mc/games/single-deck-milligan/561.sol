variant single-deck-milligan
source seed 561
col 1: 9C
col 2: QD
col 3: AS
col 4: KS
stock: 5D JC TC 3H 7C AD 3C 5S 6H 2D QC JH 6S 9H 4S JD 8S TS 8H 3S 3D 2S 8D 5H 5C JS 6D AH KC 4D 7S QH TH 4C 7H TD 2H 4H KD 2C QS 6C 7D 8C KH 9D AC 9S
moves:
c3>f
c2>c4
deal
deal
c2>f
deal
c2>f
c4>c3
c4>c1
deal
deal
deal
c1>f
c2>f
deal
c4>f
c1>c3
deal
c2>f
c2>c4
c4>c1*2
deal
deal
c1>f
deal
c2>c3
c3>c4*2
c1>c3
deal
c3>f
