variant nomad
source seed 321
col 1: KC TD 6S 3H
col 2: TH 7S JD 2D
col 3: 2C 4C 3C 5D
col 4: JH QD 3S QC
col 5: 9H 5S JC 8C
col 6: AS 6H 9H 8S
col 7: 6D 3H KS AC
col 8: QH JS 7H TC
stock: 8D QS 8H JC QD AS 3D 5D TS KH 5C 9D JD 4D 6S 4S 9D 7D KC 2S 5S 2H AH AH 6H 9C AC 6C 5C KD 7C 2S 8H TS 7C JH 2C TC 7D 4H QS 9C 5H TD 5H 8C 4H 3S 6D KS 7S JS 9S 7H KH 9S 2D 3D QH 4C KD 8D AD TH 8S AD 3C 4D 6C 2H QC 4S
moves:
c7>f
c6>c8*2
c1>x
c3>c1
c2>c3
c2>c4
c6>c2
c6>f
deal
c6>f
deal
deal
c4>f
c7>f
c8>f
c6>f
c7>c2
x3H>f
c7>c8
c3>x
c8>c2*3
c2>c8*5
c6>c5
c4>c6
c8>c6*6
c5>c3
deal
c3>f
c8>f
c3>c1*2
c1>c7*3
c7>c3*4
c3>c2*5
c3>c2*2
deal
c5>f
c8>f
c8>c4*2
c3>c1
deal
c3>f
c8>f
c2>c4
c3>c5
c3>f
c1>c3
c1>c4*2
c6>c1
c8>c1
c4>c8*4
c4>c3*3
c4>c1
c5>c1*2
c7>c5
c1>c2*6
c2>c3*5
deal
c1>c3
deal
c7>f
c1>f
c2>f
c3>c2
c3>c6*2
c3>c5*9
c5>c3*10
c6>c5*3
c5>c8*4
c5>c8*2
deal
c2>f
c3>f
c3>f
c4>f
c6>f
c8>f
c4>c3
c8>c4*7
c4>c2*8
c5>c6
c5>f
c6>c1*2
c5>c7
c4>c5
c6>c4
c4>c6*3
c4>f
