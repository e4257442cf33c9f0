variant single-deck-milligan
source seed 233
col 1: 9S
col 2: 2C
col 3: 7S
col 4: QD
stock: KD 7H 8D 8S 6H 9D KS TD 5D 5H 5C AH 8C 9C 9H TC 3H 2D 3D QC QS KH 2S 8H JC 4S 6S 3S AD 7D AC 5S 3C JH JS 6C JD 2H KC 4D TH 7C AS QH 4H 4C 6D TS
moves:
deal
c2>c4
deal
deal
c4>f
deal
c1>c3
c3>c4*2
deal
deal
c1>c2
deal
deal
c1>f
c3>f
c3>c2
deal
deal
c2>f
deal
c3>f
c4>c3
deal
