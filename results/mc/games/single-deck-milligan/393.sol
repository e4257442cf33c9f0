variant single-deck-milligan
source seed 393
col 1: 8C
col 2: JH
col 3: 6D
col 4: 3C
stock: TS 7H QH 6C AS KD 5S 6H 7D 9H QC KS QD TH AD AC 4H 6S JD 5C QS 2D 8H 2C 9S 7S KC TC 4D 3S AH JS 9C 4S TD JC 8D 5H KH 7C 3H 9D 8S 2H 2S 5D 3D 4C
moves:
deal
c4>c2
deal
c1>f
c3>c4
deal
deal
c3>f
c4>f
c1>c4
deal
c1>c4
c2>c1
deal
c2>f
c4>f
deal
deal
c3>f
c2>c1
deal
c1>c3
c3>c4*2
deal
c4>c1
c1>c4*2
deal
c4>f
c1>f
c3>c2
deal
c1>f
c1>f
c3>f
c1>f
c2>f
