variant strict-milligan
source seed 489
col 1: 2D
col 2: 9D
col 3: 8C
col 4: TH
col 5: 5C
col 6: 9D
col 7: 9H
col 8: JH
stock: 9S 2D 6S 7S 6H 8H JS 8H 3S QC 7D QC 8S QS 4H JD TC QS AH 8D KS 3C TH JH 8D 9C JD 2C 6C AD 5D AS 4H 4D AD JC 5S 5H KH 7H KC TC 4S TD 5C 7C QH 4S QD 6S 4C KS 4C 5D AH AS 8S 5H 3C 6H 2H KH 9S 6D 3D 3S 3H KC 4D AC 6D 7C 2S 8C JS TS 2C QH 3D 7H 2S KD 3H 9C JC 6C TD 9H QD TS AC 5S 2H KD 7S 7D
moves:
c3>c2
deal
c4>c6
c1>c4
c5>c6
c6>c4*3
c4>c7*5
deal
c1>c7
c3>c5
c8>c2
c1>c7
deal
c3>f
c1>c8
c8>c2*2
deal
c6>f
c8>f
c7>c5
c2>c7
c8>c7
c2>c8
deal
c3>f
c1>c5
deal
c4>c7*2
c7>c1*3
deal
c7>f
c8>f
c1>c4
c3>c6
c6>c2*2
deal
c5>f
c5>c2
c5>c4
c5>c8*2
c3>c8
c3>c5
deal
c3>f
c6>f
c2>c5
c1>c2
c7>c8
deal
c1>f
c5>f
c5>f
deal
c1>f
c1>c8
c4>c1
c8>c4*2
c6>c8
c8>c4*2
c5>c6
c7>c6
deal
c3>f
c5>f
c3>f
c3>c1
c2>c3
c5>c4
c5>f
c5>c8*2
c1>c5*2
