variant single-deck-milligan
source seed 777
col 1: 2C
col 2: 2S
col 3: 7S
col 4: 5H
stock: 3D 4H QH KS 4S 6H TH QS 8D 8S 8C 6C 9S 9D JD 3H AC JS 9H 4C 7C 6D KH 2D KD TS TC 5C TD 3C AD 3S 7H JH 6S JC QD QC 5D KC 7D 2H AH 9C 5S AS 4D 8H
moves:
deal
c3>c4
deal
deal
deal
deal
c1>f
deal
c2>c1
deal
deal
c3>f
deal
c3>c1
c3>c2
deal
c1>c4
c3>c1
c2>c3
c2>c3*2
deal
c3>f
c2>f
deal
c2>f
c2>c3
c3>c1*2
