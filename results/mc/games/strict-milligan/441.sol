variant strict-milligan
source seed 441
col 1: AD
col 2: 2C
col 3: KS
col 4: TH
col 5: 5S
col 6: QD
col 7: 2C
col 8: 7C
stock: JH 3C 6D 7H QC 3S 2D 6S 3C KD 5C QS TD TD 9D QD 8C 4C 8D KH TS JD 3D QH 8H 4D 2H 3H AC AC 5C QH 3S JC 5D KC 7S KH KS 8S 7C 6H AS 4D 6C 7S TC 9C JH JD 2S 4S JS 4S 8D 5H 7D AD 2S 9D 8S 6H 5S JS KC 9C 4H TS 7H 4C 3H 6D TH 9S 6S TC QS AS 5D 5H AH 8C 8H 9H KD 9S 9H JC 2H 3D 7D AH 6C 2D QC 4H
moves:
c1>f
deal
c7>f
c8>c4
c3>c8
c1>c5
deal
c4>c2
deal
c7>c2
c1>c7
c2>f
c7>c5*2
c5>c6*3
deal
c2>f
c5>f
c4>c2
c6>f
deal
c3>f
c3>c1
c5>c3
c5>c2
c5>c6*2
deal
c3>f
c2>c1
c3>c8*2
c3>c1
c4>c1
c8>c2*3
deal
c6>c8
c6>c7
deal
c2>f
c1>c5
c3>f
c7>c6
c5>c4*2
c6>c7*2
deal
c8>f
c7>c6
c7>c2*4
c3>c2
c3>c6
deal
c6>f
c6>f
c6>c7*2
c7>c3*3
c2>c1
c4>c6
deal
c1>f
c1>c8*2
c2>c4
c3>c6
deal
c1>f
c3>f
c3>f
c4>f
c6>f
c2>f
c2>f
c8>c2
