variant single-deck-milligan
source seed 129
col 1: 9D
col 2: 5C
col 3: TS
col 4: 9S
stock: 6C 2H 3C 5S 7D AC 6D 8C AS KH QH 4S 6H KC 8S 9C 8D JC JH 4C 2S 7H QC 5D QS QD TD 7C 3D TH JD 8H 5H 2C JS KD 4H AH 6S 9H TC 4D KS 7S 3S 2D 3H AD
moves:
c1>c3
deal
c2>c3
deal
c2>f
c2>c3
c1>c4
c1>c4
deal
c1>f
deal
deal
deal
c1>f
deal
deal
deal
c2>f
c2>c3
c3>c2*2
deal
c2>f
deal
deal
c1>f
c4>f
c2>f
