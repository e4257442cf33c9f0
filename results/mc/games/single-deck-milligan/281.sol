variant single-deck-milligan
source seed 281
col 1: 9S
col 2: QD
col 3: 7S
col 4: 6C
stock: 7C TD JC 7H 9C 5S TH QS 4C JH 5D 6D KD TS 3H 7D 2C QH AD AS 4S 2H 5C AC AH KH 8S KC 6S JD 8D 3C 8C JS 2S KS 6H 3S 2D 5H TC 3D 4D 4H 8H 9D 9H QC
moves:
deal
c2>c3
c3>c2*2
deal
c1>c3
deal
c1>c3
c4>c1
c2>c4
c2>c1
deal
deal
c3>f
c4>f
c1>c3
deal
c4>f
deal
c1>f
deal
deal
c3>f
deal
c2>f
c3>f
deal
c2>f
c3>f
deal
