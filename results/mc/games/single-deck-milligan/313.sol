variant single-deck-milligan
source seed 313
col 1: 8C
col 2: AH
col 3: QS
col 4: JD
stock: 4H 3C 9H 9D 8S 2S 9C JS 5S TC 9S KD 4D 7S JC TD 5D 6D AD KS 3D 7C AS 5H 2C 6C 7D QC TS 4S TH 4C 3H AC 6S 2D 3S KC QH 2H 8H JH 7H 6H KH 8D QD 5C
moves:
c2>f
c4>c3
deal
c2>c1
deal
deal
deal
c4>c3
deal
c3>f
deal
c3>f
deal
c2>c3
deal
deal
c2>f
c4>f
c1>c2
deal
c4>f
c3>c2
deal
deal
