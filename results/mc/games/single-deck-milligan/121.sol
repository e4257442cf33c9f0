variant single-deck-milligan
source seed 121
col 1: 7H
col 2: 4C
col 3: 3C
col 4: AH
stock: 3H 2C 8S 5H JC 8H JD 3S 4D JH 3D 8C QS 7S 4H 8D AD 9S QD 6H 2D 7C 6S TH AC 9C KC 5C TC KD 4S TD QC 2S 5D KH 6C 6D AS 2H QH KS 5S TS 9D 7D 9H JS
moves:
c4>f
deal
c2>c1
c2>c4
c1>c4*2
c1>c3
deal
deal
deal
c2>c4
c2>c1
deal
c1>f
c4>c2*3
deal
c1>f
deal
c1>f
deal
c1>c2*3
deal
c1>c4
deal
c3>f
c4>f
c3>c1
c3>c1
deal
c1>c2
deal
