variant single-deck-milligan
source seed 577
col 1: 6S
col 2: JD
col 3: AH
col 4: JC
stock: 9H 2H 5H AD 5D KS 7H 8C 6H 7S 2C 4S 5C TC QS 6D KH 8S TS 7C 2S 6C QH QD 3S 5S 9D AS 7D 3C JH 8H 4D AC 9S 4H 2D 8D TH 3H QC 4C JS KC 3D 9C TD KD
moves:
c3>f
deal
c2>f
c4>f
deal
c3>c4
deal
c1>c2
c4>c1
deal
c1>c4
deal
deal
deal
c4>f
deal
deal
c2>f
c2>c1
c1>c2*2
deal
c1>f
c4>f
c4>f
deal
deal
c1>f
c1>c4
c2>c3
