variant single-deck-milligan
source seed 569
col 1: JD
col 2: AH
col 3: 7C
col 4: TC
stock: 9C 5D 2H 4D 4H QH KD 6H JS 5C 6D TS QD AS AD QS 3H 3C 2D 9S KS 3S 8C KH 2C 8H JC 3D JH 8D 6C AC 2S 4C 9H 4S 7H 8S KC 9D TD 7S 6S 7D 5H QC 5S TH
moves:
c2>f
c4>c1
deal
c3>f
deal
deal
c2>c3
c1>c2
c1>c3
deal
c2>f
c3>f
deal
c1>f
c3>f
c3>f
deal
deal
c4>f
deal
c4>f
deal
c1>f
deal
c1>c2
c2>c4*2
deal
c3>c4
deal
c1>f
