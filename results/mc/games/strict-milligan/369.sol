variant strict-milligan
source seed 369
col 1: AD
col 2: JH
col 3: 6S
col 4: 5S
col 5: TH
col 6: 3H
col 7: 7S
col 8: 8H
stock: 5S KH 9H AH 9D 4C KH 8S 4H AC TH AH 7H QC 7C KD 8C 9H 4H JC TD 2H 9S 9S 5H 8S 3D 5H 8D TC KS 2S JD 8C 3C JD 6H 8D QH 9C KC 2D 9D QC 7D 7H AS KC QD 6D 6H 4D 7D 6D JS AS 3D 4S 2C 2D 4S TS 3S 3C 4C 3H AC 9C 7C 8H 3S TC AD QH 4D KD JC TD 6C JS 6S QD 2C 5C QS 2H JH 5C 5D QS TS 7S 5D 2S KS 6C
moves:
c1>f
deal
c4>f
c8>c5
deal
c2>f
c4>f
deal
c6>f
c5>c4
c1>c2
c7>c4
deal
c8>c3
c5>c8
c5>c6*3
c8>c5*2
deal
c6>c8
deal
c2>f
c7>f
deal
c8>f
deal
c1>f
c3>f
c4>c7
c4>f
c8>f
c1>c8
deal
c1>f
c3>f
c2>f
c3>c5
c3>c8
c5>c6*2
c6>c4*3
c8>c6
deal
c1>f
c2>c1
c5>c1
c6>c8
deal
c3>f
c4>f
c6>f
c3>c8
c3>f
c3>f
c5>c4
c3>c5
c3>f
c6>c7*2
c7>c4*3
c7>f
c7>f
c7>f
c5>f
c5>f
c8>f
c1>c5
c3>c1
c8>c6
c8>c2*2
c3>c8
deal
c1>f
c5>f
c6>f
c6>c4*2
c8>c6
