variant single-deck-milligan
source seed 177
col 1: 9C
col 2: 3S
col 3: 9S
col 4: KS
stock: TS 2H 4C 7S 3H AC 9H 3C 8D TC 5C JS KC JD TD KH 4S 6S 5D 5S 7H 4D QS TH 7D 6D 2C 2S JH QC AH 8C AD 8S QD 2D 6H 7C JC 3D 5H 4H KD 9D 8H AS QH 6C
moves:
deal
deal
c2>f
deal
deal
deal
c1>c3
c3>c2*2
deal
deal
c3>f
deal
c3>f
c1>c2
c1>c4
deal
c1>f
c4>f
c1>c2
c3>c1
deal
c4>f
c1>c2
c3>c1
deal
deal
c2>f
