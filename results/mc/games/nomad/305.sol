variant nomad
source seed 305
col 1: TD JS TS 5S
col 2: 8C 7S 4S KH
col 3: JS 7H KD JC
col 4: TC 8D JH 6S
col 5: 4D QD 3C QH
col 6: 6S 4S 9S 9H
col 7: JD AC 4C 7C
col 8: AD 6D QC QH
stock: 7S 4D 7H 9C 3D 6H TC KS 9D 9H 3H AC 8C 4H 2H AS 7C 3H QC 5C JC JH TH QD 8S QS 6H 8H 6C KD 7D 2S 5D 9D 5C JD TD 3S AD 8H KS 5H 4C 6D 6C KC 5D 8S 8D KC 9S 3C 3S 7D 5H 5S 3D AS 2C TS 2C KH 2D 2H AH AH QS 4H 2D 2S TH 9C
moves:
c3>c5
deal
c6>c1
c6>c7
deal
c4>f
c8>f
c5>c1
deal
c5>c8
c6>c3
c6>c4
c6>c7
c7>c8*2
c2>c6
deal
c8>f
c2>c6
c1>c2
c1>c4
c4>c8*2
c4>c3*2
c3>c8*3
c5>c7
c7>c1*2
deal
c6>f
c7>f
c4>c6
c4>c5
c8>c5
deal
c2>c5
c3>c5
c3>c4
c8>c2
deal
c1>c3
deal
c2>f
c3>f
c7>f
c1>f
c4>x
c4>f
deal
c1>f
c2>f
c6>f
c3>c6
c3>c7*2
xTS>c3
c8>x
c8>f
