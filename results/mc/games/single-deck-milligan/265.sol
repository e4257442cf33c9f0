variant single-deck-milligan
source seed 265
col 1: 2H
col 2: QH
col 3: 6S
col 4: JD
stock: AS 5D JH 8D 7D 3D AD JS TC 4C 7C TH 6C KC 4H 2S 9D TD 8S 6D 6H 9H AC 4S QD TS 8C 5S AH 7H JC 4D 8H QC 5C 2D 3C KH 7S 9S QS 5H 3H KD 2C 3S 9C KS
moves:
deal
c1>f
deal
c3>f
deal
deal
c4>f
deal
c3>c1
deal
c3>f
deal
deal
c1>f
c3>c1
c2>c3
deal
c4>f
deal
deal
c1>c4
deal
c1>f
c1>f
c2>f
c1>c3
c1>c4*2
