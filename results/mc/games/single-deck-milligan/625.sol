variant single-deck-milligan
source seed 625
col 1: KS
col 2: 7H
col 3: TS
col 4: 5C
stock: 5H 6S KC AD 9D 5D QS 7C 4H JD 9C QC 4D 8H 3S 8C JH 7D 5S 6D JC TH 2D AC 2C QD 7S 9S 6C 4S 9H 2S KD QH 6H 2H TD 4C AS KH 3H JS 3C 8D 8S AH 3D TC
moves:
deal
c4>f
c1>c2
deal
deal
c2>c4
deal
c3>c1
c2>c3
deal
c3>c4
deal
c3>f
c4>f
c3>c2*2
c2>c1*3
deal
c1>f
c1>c2*4
c3>c2
c1>c3
deal
deal
deal
c3>f
deal
c3>f
deal
c2>f
c3>f
