variant single-deck-milligan
source seed 609
col 1: 3H
col 2: JD
col 3: TH
col 4: 4S
stock: QC 4D 5D 3C 6H 9C AS 7D AD 7C 8D QH 6S 2S QD 2C 3D 9S 8H TC 4C JC 3S 4H QS 5H TS 9H 8S KH JS KS AH JH KC 5S 6D 2H 7S AC KD TD 2D 5C 6C 9D 8C 7H
moves:
c1>c4
deal
c4>c2
c4>c3*2
deal
c3>f
deal
c1>f
c1>c2
c2>c3*2
c3>c2*3
deal
c2>f
deal
c3>c2
deal
c3>f
c2>c3
deal
c4>c3
deal
deal
c1>f
deal
c2>f
c4>f
c1>c3
c4>c3
deal
c3>f
deal
c1>c4
c4>c3*2
c3>c2*3
