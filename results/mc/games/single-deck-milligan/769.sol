variant single-deck-milligan
source seed 769
col 1: 7S
col 2: 3H
col 3: 5C
col 4: JC
stock: JD 6H 3C 5S 6D 8D 3D AH 3S AC QH 4C KH AD 8C TD 9C KC 4S 4H QD TC KD 7C 4D 7H 2D 2C KS 8S 5H AS QS JS JH 9D 2H 6S 9H TS QC 2S 6C 5D TH 7D 9S 8H
moves:
deal
c4>c2
deal
c4>f
deal
c2>f
deal
c2>f
deal
deal
deal
c3>f
c4>f
deal
c4>f
deal
c3>c1
deal
c1>f
c3>c4
c4>c1*2
c3>c2
c1>c3*4
deal
c2>f
c4>c3
deal
c3>c1
c3>c2*2
c4>c1
