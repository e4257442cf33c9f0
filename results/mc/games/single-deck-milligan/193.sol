variant single-deck-milligan
source seed 193
col 1: 8H
col 2: 2D
col 3: JS
col 4: 4S
stock: 9H 9D 3D 2H QC 2C 4D 8D JD 6H 6D 4C 3H AH TC KC AD 6S KD 7S 7H 5S TH JC TD 9S 5D 8S 3C JH QH 5H 5C QD 9C KS QS KH 7D AS TS 6C AC 2S 4H 8C 7C 3S
moves:
deal
deal
deal
deal
c2>f
deal
c1>f
deal
c3>c4
deal
c2>c1
deal
deal
c2>c4
deal
c4>f
c1>c2
deal
c3>f
c4>f
c2>c3
deal
c4>f
