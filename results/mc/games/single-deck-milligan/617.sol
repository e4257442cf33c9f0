variant single-deck-milligan
source seed 617
col 1: 6S
col 2: 3H
col 3: 7D
col 4: 9S
stock: JC JS 4C KD 8S 7S 4D 5C 8D AH 3S QD 7C 5H 4H KC TS 6H 6D 3C 9C 2H TC AC KH QC 6C 2D 5D 8H AS 8C 2C 3D TH KS QS AD 7H 9H 5S JH JD QH 2S 4S 9D TD
moves:
c1>c3
deal
deal
c3>c4
deal
c2>f
c2>c1
c2>c4
deal
deal
deal
c2>f
c4>f
deal
c2>c1
deal
c3>f
c1>c3
deal
c1>f
deal
c2>f
deal
deal
c1>f
