variant single-deck-milligan
source seed 217
col 1: JS
col 2: QH
col 3: 5H
col 4: QS
stock: 8C JC TD KC 4C 8S 9D 6D 6S TH 2D 7S TC 8D TS 5D KS AC 2C 3S 4H QC 6C 9C AH 3C 4S 3H 7H JH 8H 2S 4D 7C KH 6H JD 2H 5S 3D 9H KD AS QD 7D AD 5C 9S
moves:
c1>c2
deal
c3>c2
deal
c2>c3
deal
deal
deal
c2>f
c3>f
deal
deal
c1>f
c2>f
c4>c3
deal
deal
c4>c2
deal
c2>f
c3>c2
deal
c3>f
deal
c2>f
