variant single-deck-milligan
source seed 785
col 1: 2S
col 2: 9C
col 3: 5C
col 4: 2D
stock: 2C TD 8C 7D TH AS KD 3C TS 8S AC 9H TC KS 4S JH 6D 5S 9D JD 8D 4D 6S AH QH QS QD KC 7C 8H KH 7H 3H 6C 5D 3S JS AD 7S 9S 3D 5H 4H 6H QC 2H 4C JC
moves:
deal
c4>c3
deal
c2>f
deal
c3>f
c2>c4
c4>c1*2
deal
c1>c4
deal
c2>c1
deal
c4>f
deal
c1>c4
deal
deal
c3>c2
deal
c2>f
deal
deal
c2>f
c3>c2
