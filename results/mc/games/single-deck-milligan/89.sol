variant single-deck-milligan
source seed 89
col 1: 9S
col 2: 5H
col 3: 3S
col 4: TS
stock: TC 7H 2D 7D 7S AS KC 2S 3H 6D 5S 8D JD 4C 6S 2H QH JH 2C 8C KS JS 8S JC 6H TH 3D 6C KD 3C 4D 5D 8H 5C 9H 9D 4H QC QD AC TD AH KH 4S 7C AD QS 9C
moves:
deal
deal
c2>f
c4>f
deal
c3>c2
deal
deal
deal
deal
deal
c2>c3
deal
deal
c4>f
deal
c2>f
c2>c3
deal
c2>f
