variant single-deck-milligan
source seed 49
col 1: 4H
col 2: TD
col 3: KS
col 4: 3C
stock: KH 9C QH 9H TS 8C 3H 8S QS 5H 9D 4S 4C 6D 5S TC 6C 8D 2S AD 3S QD 3D 7H 2D 6S JH AH 5C AS 2C JC 9S 7C 7D KC JS 7S TH 6H QC AC 4D 2H 5D KD JD 8H
moves:
c4>c1
deal
deal
c4>c1*2
deal
c4>c2
deal
c3>c2
c3>c4
c3>c1
deal
c4>f
deal
deal
c1>f
c4>f
c2>c4
deal
c2>f
c4>c2
deal
deal
c3>c1
c4>c2
deal
c2>f
c4>f
deal
