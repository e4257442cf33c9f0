variant single-deck-milligan
source seed 793
col 1: QH
col 2: 7S
col 3: 4D
col 4: QD
stock: AH 6D JS AD AC 3C 2D 9C TS JC AS 3H 9D 3D TD 4H TC 9H KS KC 7D 8C 9S 2H 8S QS TH 8D 2C 6H KH JD 6S 7H JH 7C 5H 3S 5C 5S 6C QC 5D 4C 4S 8H KD 2S
moves:
deal
c1>f
c4>f
c3>c1
deal
c1>f
c3>f
c2>c3
deal
c3>f
deal
c2>f
c3>c2
deal
c2>c1
deal
c4>f
c1>c2
c2>c1*2
c3>c2
deal
deal
c1>f
deal
c1>c2
c2>c1*2
c2>c4
c3>c2
c2>c3*2
deal
deal
c3>c1
c4>c1
deal
c4>f
c4>c2*3
