variant single-deck-milligan
source seed 489
col 1: JS
col 2: QH
col 3: 5H
col 4: 4C
stock: 9D KC JH KS 9C 2H AS 7H 5D 3D KD 8H 4D JC 6D 4S 8D 2C AH 5C 8C AC QD 2S TH TC 5S 2D JD QC TD 3H 6C 4H 3S 8S 6S 7S QS 9H KH 7C TS 9S 3C AD 6H 7D
moves:
c1>c2
deal
deal
c3>f
deal
deal
deal
c3>f
c4>c3
deal
c2>f
c2>f
c4>f
c2>c3
c2>c4
c2>f
c3>c2*2
deal
deal
c4>f
c1>c2
deal
c2>f
c3>f
deal
deal
deal
c1>f
c2>f
c3>c2
