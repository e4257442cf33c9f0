variant single-deck-milligan
source seed 257
col 1: 8C
col 2: 7S
col 3: 7H
col 4: KS
stock: AH 5C JD 8H TS 2D 3D 8S KD 9H 4S 5S KC 2S 4H 8D 5H 6H JS QS JC 5D 9C TD JH 6D KH 2C AS AC 7D 9S 3C 7C AD 3S 2H QH 3H TH QC 6S 6C 4D TC QD 9D 4C
moves:
c3>c1
deal
c1>f
deal
deal
deal
deal
deal
c3>c4
c4>c1*2
deal
deal
c1>f
c2>f
deal
c3>f
deal
c1>f
c3>f
deal
deal
c3>c1
