variant nomad
source seed 329
col 1: 3S QC 3S 7D
col 2: 4S 3D 4D 9H
col 3: 9C TH 9D 5H
col 4: 9H JS QD 8H
col 5: QH 2D AH QS
col 6: AD KS 2H AS
col 7: KD TC AC 6D
col 8: 7C 3H 8D 6H
stock: JD 7H 5C 2H 6D 2S JD 8S TH 5D 6C TS 5S JS 3C JH QS KD 6C 4C KC 8D JH 3C 5D KH 8S 9S TD 9S 4H 5S 8C KH 4C KS TS QC 7D 7C TD 9D QD 3D 6S 2D TC 8C AD 6H 5C 9C 6S 8H 2C KC 2C 4S JC AH 4H 4D 2S 5H JC 7S QH 7H AS 3H 7S AC
moves:
c6>f
c5>x
c5>f
c6>f
deal
c6>f
c2>c8
c8>c2*2
deal
c1>c6
c2>c3
c2>c4*3
c2>c5
c3>c4*2
c4>c1*6
c4>c7
c7>c5*2
c2>c1*2
c1>c2*9
c2>c1*4
c2>c7*4
deal
c1>c2
c7>c2
c3>c7
deal
c4>c5
c4>c1
c4>c5
deal
c6>c2
c7>c1
deal
c2>c7
c8>c7
deal
c1>f
c3>c2
c3>c8
c4>c1
c4>c3
c6>c1
c6>f
c3>f
deal
c4>f
c6>f
c2>c8
c5>c2
c8>c5*2
c3>c8
deal
c5>f
c6>f
c8>f
c5>c4*3
c1>c3
c1>f
c1>c3*3
c2>c3
c2>f
c2>c3*2
c5>c1
