variant nomad
source seed 169
col 1: 9C KC AS AH
col 2: 3S 4S 2H JH
col 3: KS 5D 7C TC
col 4: TH QS 7D 2C
col 5: AD AD 9S 8S
col 6: AS QC KH 7H
col 7: 3C 4D 8S JD
col 8: QS 3H 3D 5C
stock: QC KD KC 4H 5H 9C 5D AH 8H 6D TC 7S 7C 3H QH 5S TH QH 9S JD 7H 4C TD 6C 2S 9H 4S 4D 8H 4C 6C 5H QD AC 8C 2S 6D 6S 8D 5C 7D 2H JC 3S 2D QD 6S 2C KH JC 5S 2D 8C 9D JH AC 3C JS 7S 3D 9H 8D JS TS 4H KS KD 6H TD TS 6H 9D
moves:
c1>f
c1>f
c3>c2
c6>c5
deal
c8>f
c1>c2
c4>c8
c1>x
deal
c2>c4
c4>c1*2
c4>c6
c8>c1
deal
c3>c1
c3>c4
c2>c3
c4>c2*2
c8>c4
deal
c1>f
c3>c8
c8>c7*2
c5>c1
c7>c5*3
deal
c2>f
c3>c2
c8>c5
deal
c2>f
c4>f
c8>f
c1>c2
c7>c2
deal
c8>f
c5>c6
deal
c1>f
c3>c6
c5>c8
deal
c8>c6
