variant single-deck-milligan
source seed 457
col 1: 4H
col 2: 2H
col 3: TH
col 4: 7H
stock: KS QH 8D JC 9D 3S 2S 6D 4S TS 6H 5H JH 4D JD 9C AS 2C AH 7S QS 8H QD 3C 6S 7D JS 6C 9S TC 5C 3H KD 8S KH 2D 4C 5S TD AC KC 5D 9H 3D QC AD 7C 8C
moves:
deal
c2>c1
c4>c1
deal
deal
c1>c4
c1>c2
deal
deal
c1>f
c3>f
deal
deal
c1>c2
deal
deal
deal
c4>f
deal
deal
c2>f
