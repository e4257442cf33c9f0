variant gypsy
source seed 201
col 1: [6D] [KH] 8S
col 2: [3H] [KS] 8S
col 3: [8C] [5C] 5H
col 4: [6C] [3S] AH
col 5: [AC] [7D] QD
col 6: [8D] [9D] 4D
col 7: [KC] [9D] KS
col 8: [9C] [4C] 5H
stock: 6H TD 8H 7H 4D JD 3S TH 8H QH 9H 4H AS 5S 5D 4S 3D 7D 2C 7C AC TC TH 7H 6S AS JC TD 2H QS QD 9S 7S 9C 8C 6C 5D 6D TS 2S 4S JH 6S TS JH QC 3C 2S TC 7S 7C KH KC 4C 2D 9H AD QS AD 3H 8D JC 3D KD 5C AH QH KD 2D 3C 2C 4H 9S 2H 6H QC JS 5S JD JS
moves:
c4>f
c4>c6
c3>c4
c5>c7
c5>c1
c5>f
c1>c5*2
c6>c3*2
c2>c6
c4>c5*2
c1>c4
c3>c1*3
c5>c6*3
c7>c2
deal
c7>c5
deal
c5>f
c5>c6*2
deal
c5>f
c3>f
c2>c5
c3>c6
c4>c3
c5>c6*2
c1>c5
deal
c2>f
c5>f
deal
c8>f
c5>c4
c6>c1
deal
c7>f
c8>f
c2>c6
c4>c5
c1>c4
c7>c6
deal
c6>f
c6>c4*3
c8>c1
deal
c1>f
c3>f
c4>f
c2>c8
c2>c5
c5>c2*2
deal
c1>f
c2>f
c5>f
c7>f
c6>f
c7>f
c7>f
c8>f
c3>c5
c6>c5
c6>c4
deal
c2>f
c6>c3
c6>c7*4
c6>f
c6>f
c7>c4*5
c5>c7
