variant single-deck-milligan
source seed 529
col 1: 9C
col 2: 7C
col 3: 6S
col 4: JS
stock: 5H 2D 5C 3D 8D TH 4D 5S 4C KC 3H 9S 9H 7S 6C AD 7D QD AC QC TS JD JC KS 7H 3S QH 4H 8C 5D AH 6H 2C 4S 3C QS JH TC 9D 2H 6D 2S 8S AS TD KH KD 8H
moves:
deal
deal
deal
c3>c1
deal
c4>f
deal
c3>f
c3>c1
deal
c1>c2
deal
c2>c4
deal
c3>f
deal
c1>f
c3>f
deal
c4>f
c1>c4
c1>c3
c3>c2*2
c2>c4*3
c1>c4
c2>c1*2
deal
c4>f
c2>f
deal
