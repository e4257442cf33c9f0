variant single-deck-milligan
source seed 65
col 1: KH
col 2: 4S
col 3: AH
col 4: 6C
stock: 9D 8H JH 8D KD AS AD 7C TC TH 2C 3C 3D KC QD 4C 7S 6D 7H 8C 3S 9H 5H 2D 3H 4H 7D JS TS 5C JC QS QC 9C 8S 5S 2H 9S AC QH 5D JD 4D KS 6S 2S 6H TD
moves:
c3>f
deal
deal
c2>f
c3>f
deal
deal
c1>c4
c3>c2
c3>c4
c1>c3
deal
c2>c1
c3>c4
deal
c4>f
c4>c2*2
c4>c3*3
deal
deal
deal
deal
c1>f
c3>f
deal
deal
c2>f
