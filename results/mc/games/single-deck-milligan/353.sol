variant single-deck-milligan
source seed 353
col 1: KD
col 2: 2S
col 3: QD
col 4: 2H
stock: 8D 7S 7C 5D TD 5C 4C KC 9S QC 7H 6C QS 6S JS 4S 9D JH 7D AD 3D 3S 4H TC 8S KH 5S 9C TH AH JD KS 4D 8C JC 2D AS 6D 2C AC 8H QH 3C 6H 9H 5H TS 3H
moves:
deal
c2>c1
deal
deal
c4>c3
deal
deal
c4>f
deal
c2>c3
c4>c2
c1>c4
c1>c2
c2>c1*3
deal
c1>c2*5
deal
c2>f
deal
c4>f
deal
c1>f
c4>f
c3>f
deal
c3>f
c3>c2
deal
c1>c3
