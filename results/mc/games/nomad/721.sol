variant nomad
source seed 721
col 1: 9S 9H 6S 8C
col 2: AC AD 6H 4S
col 3: 4C KH TD JD
col 4: TD 9C 7H JD
col 5: KD KS QS KH
col 6: 8H JS TS 2H
col 7: 4C 4H 3D 4D
col 8: 9S AS QH TS
stock: 7D KC 3S 6D 6H AS 2S KD 6C JH 4D 9D 2S 2D 4H QD 7C JS 2C 6S 2D 8S JC 4S 5S 9D AH 7S 5H 5H KC TH 2C 8H 8D TC 3D 2H 3H QD AC QH 9C 5D 9H 7H QC 7D JH 3H QS AH 7C 8D KS TH 5D JC 3C AD 3S 5C 6D 3C 7S 5S QC TC 5C 8S 8C 6C
moves:
c8>c3
c8>x
c8>f
c3>c4
deal
c6>f
c7>f
c3>f
deal
c5>f
c1>c4*3
deal
c8>f
c2>c8
deal
c1>f
c3>f
c8>c7*3
deal
c6>f
c7>f
c1>c5
c1>c2
c1>f
c1>c4
c1>c7
c7>c1*5
c2>c1*2
c7>c8
c7>f
c6>f
c6>c2
deal
c1>f
deal
c4>f
c1>c3
c5>c6
xQH>c7
c5>x
c5>f
deal
c3>f
c4>f
c5>f
c6>c7
c7>c6*2
c2>c7
deal
c1>f
c6>f
c1>c8
x9H>c4
c7>c4
