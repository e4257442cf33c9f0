variant single-deck-milligan
source seed 337
col 1: JD
col 2: TC
col 3: 6H
col 4: 9S
stock: QS 6C 3H TS 6D 8S 9H 5D KC 8H 2C AS 4S 3D 3S 4D KD TH AC 9C 4C 9D 2S 8D 7D JS 5S 2D JC TD KH 7C 7S AD 4H 3C 5H 7H 6S QH QD QC JH 5C KS 8C AH 2H
moves:
c2>c1
deal
deal
c2>c3
c4>c2
c3>c4*2
deal
c4>f
deal
c2>c1
c3>c4
deal
c3>f
c3>f
c4>c2
deal
c3>f
c3>c1
deal
deal
deal
c2>f
c4>f
deal
c1>c3
c3>c2*2
deal
c3>c2
c3>c4
c2>c3*2
deal
c3>f
c4>f
