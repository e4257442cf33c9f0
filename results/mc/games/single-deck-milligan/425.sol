variant single-deck-milligan
source seed 425
col 1: 8S
col 2: 4D
col 3: 7C
col 4: 4S
stock: KS AC AD 3H 5S 4H QS 6C 5D 9S JH QH QC 2H QD TD 5C 9D 6H 8D JS 8H 9H KC AH 2D 2S JD 8C 9C 6S TS JC KH 7D 2C 7S 6D TC TH 3D 4C AS 3C KD 7H 5H 3S
moves:
deal
c2>f
c3>f
deal
c2>c1
deal
deal
deal
c1>c3
deal
deal
c1>f
c2>f
deal
deal
c4>f
deal
c2>c1
deal
c1>f
c3>f
c4>f
c2>f
deal
