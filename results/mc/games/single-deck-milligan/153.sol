variant single-deck-milligan
source seed 153
col 1: TC
col 2: 7H
col 3: KS
col 4: AS
stock: 5H 7S 2S TS 4D QD 6H 5S 9D JD 9S 5C JC 8D AC 6S QC QS JS KC TH 6D 3H 8H KD 7D AH JH 8S 4C 7C 2D 9H 3S 2H 9C TD 3D 4H 3C QH 6C 4S KH AD 5D 8C 2C
moves:
c4>f
deal
c3>f
deal
c1>c4
c4>c3*2
deal
deal
c3>f
c2>c3
deal
deal
deal
c3>f
deal
deal
c2>f
c3>f
deal
c4>c3
c4>c1
c4>c3
deal
c3>f
deal
c1>f
c4>f
