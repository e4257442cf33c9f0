variant single-deck-milligan
source seed 585
col 1: 4D
col 2: QH
col 3: 6C
col 4: KH
stock: 9S 3C QD 3H 8C 6S TD 5D 7S 7C AH 9C 2H JD QC 2D TS 3D 4S 4H TC 6D 7H 5H 5S 7D TH 5C 8D AD 2S 8S KC KS AC JS JH 8H 2C 3S AS 9D 4C KD QS 6H JC 9H
moves:
deal
deal
c4>c2
deal
c3>f
c4>c3
deal
c1>f
c2>c3
deal
c2>c3
deal
deal
deal
c2>f
c2>c4
c2>c1*2
c2>c4*2
deal
c3>f
deal
c3>f
deal
c1>f
deal
