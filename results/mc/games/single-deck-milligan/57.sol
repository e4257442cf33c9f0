variant single-deck-milligan
source seed 57
col 1: QC
col 2: KH
col 3: 2D
col 4: AH
stock: 7S 9C JH 9S 8S QS 9D 4H AS AC KS 7H TD 7D 2S QD 3D JC QH 5H 2C 2H 3S 5C 8H 7C 9H 6H 4C 3C KD 4S JD 8D 4D 5D 8C 6S KC 5S 6C TS TH 6D AD JS 3H TC
moves:
c4>f
c1>c2
deal
deal
c1>c3
deal
c1>f
c2>f
deal
c3>f
c4>c3
deal
c2>c3
deal
c1>f
c2>f
c3>f
deal
c2>c1
c4>c1
c4>c1
deal
c2>f
c1>f
c1>f
c4>f
deal
deal
c4>f
c2>f
deal
c1>f
deal
c1>f
c3>f
c3>c2
