variant nomad
source seed 25
col 1: 5C KD 4D 3C
col 2: QC 5S TS TS
col 3: AD QS 6C 2D
col 4: KS 8H 6D JD
col 5: QD QH 8C 3H
col 6: 3C 3S 9D 3D
col 7: 8C 9S TH 2C
col 8: KH 4S 4C 8H
stock: KH AS 7C JC AC 3H 5D 7H 6D 6H AH AS QS JC 7D QD KC 5H QH TD TD 2D 9H 9C 2C TC JS 7D 6H 3D 2H 5D 3S 2H AH 9H 4C 7H 7C JH KC 8S QC KS 8S TC 9C 4S 7S 6S 5C 2S 7S 4H 6S 9D 4H 8D 2S AD TH 9S JD JS AC 5S 8D 5H 6C 4D KD JH
moves:
c2>c4
c3>c1
c7>c5
deal
c2>f
c5>f
c5>f
deal
c3>f
c4>f
c1>c3
c4>c8
c4>c5*2
c5>c1*3
c2>x
deal
c3>c1
c8>c4
c4>c8*2
c8>c1*3
c1>c5
deal
c7>f
c1>c6
c7>c2
deal
c3>f
c2>f
c2>c8*2
c5>c2
c5>c7
c5>c3*2
c5>f
c5>c4
c3>c5*3
c6>c4
deal
deal
c4>f
c6>f
c8>c6
x6H>c1
c3>c1
deal
c3>f
c4>f
c1>c2*4
c2>c6*5
c6>c5*6
c5>c8*7
c6>c7*2
c7>c3*3
c1>x
c1>f
deal
c1>f
c4>f
c6>c2
c6>f
