variant single-deck-milligan
source seed 713
col 1: KS
col 2: 8H
col 3: 4C
col 4: TH
stock: 3C 6S 4H TS 9H 6H 9C 5D 5C KH 9S JH QC 7C 2D 6D JC JS 9D 2C 8C TD KD 7D 2S JD 4D 5S AC 3D 2H 7S TC 3H 5H QH 8S KC AS 3S 8D 4S QD QS 7H AH AD 6C
moves:
deal
c1>c3
deal
deal
deal
c4>c2
c4>c1
deal
deal
c4>c1
deal
c3>c4
deal
c1>f
c1>c2
deal
deal
c3>f
deal
deal
c2>f
c3>f
c4>c1
