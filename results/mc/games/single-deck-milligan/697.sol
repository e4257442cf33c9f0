variant single-deck-milligan
source seed 697
col 1: 5H
col 2: 7H
col 3: KD
col 4: 4D
stock: QD 7D 9C 8H 5S 3H 6D 7C KH 4H QS 4C 5D AC QC 4S AS 6C 8S 9H KS JC TS KC 2S QH 2D 8D 7S 5C 2C TC JS JH AD 9D AH 3S JD 3D 6S 2H 9S TD 3C 6H 8C TH
moves:
deal
c4>c3
deal
c1>c3
c3>c4*2
c4>c3*3
c4>c3
deal
c3>c1
deal
c2>f
c4>c1
deal
c1>f
c1>c2*2
c3>c4
deal
deal
c1>f
c2>c1
c2>c1
deal
c3>f
deal
c3>f
c3>f
c4>c2*2
deal
c1>f
c2>f
c4>f
deal
c2>f
c3>c4
deal
c1>f
