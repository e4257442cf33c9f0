variant strict-milligan
source seed 657
col 1: 4D
col 2: QD
col 3: 4C
col 4: KC
col 5: 7S
col 6: 8C
col 7: 6C
col 8: 9C
stock: AH QH 4H 8H 2D 2S 6S 9D TS 3C AS QS TC 5C 9H 3D 8S 9S QS QC 3S 5H QD AD QC 4C 7C KC JH TD TD 8H JD KD 8D KH JH 9D AH 3D AC TC KS AC 5D 2S 9H 8C 8S 6S 7S 6H 6C JC 4D 9C TS JD 6D 3H JS JS 2C 2C 4S 7C TH 6H KD 3S 9S 7H 2D 7D 2H AS 7D 5C KH 6D 3H KS JC 5S 4S 5S QH 7H 5D 4H AD 5H 3C TH 8D 2H
moves:
c2>c4
deal
c1>f
deal
c3>f
c2>c3
c3>c6*2
c7>c1
c8>c3
c8>c5
deal
c8>f
deal
c8>c6*2
c3>c6
c4>c8
c5>c3
deal
c7>f
c1>c2*2
c1>c5*3
c5>c6
c5>c2*2
deal
c1>f
c4>f
c6>f
c6>c2*2
c8>c7
deal
deal
c7>f
c8>f
c1>c2
deal
c6>f
c1>f
c3>c6
c4>c2
deal
c1>f
c3>f
c4>f
c4>f
c2>c1
c6>c2
deal
c4>f
c1>c5
c3>c7
c7>c2*2
c6>c3
deal
c2>f
c3>f
c4>f
c4>f
c5>f
c8>f
c5>f
c8>f
c3>c7*3
c5>c1
c6>c2
