variant gypsy
source seed 321
col 1: [KC] [TD] 6S
col 2: [TH] [7S] JD
col 3: [2C] [4C] 3C
col 4: [JH] [QD] 3S
col 5: [9H] [5S] JC
col 6: [AS] [6H] 9H
col 7: [6D] [3H] KS
col 8: [QH] [JS] 7H
stock: 3H 2D 5D QC 8C 8S AC TC 8D QS 8H JC QD AS 3D 5D TS KH 5C 9D JD 4D 6S 4S 9D 7D KC 2S 5S 2H AH AH 6H 9C AC 6C 5C KD 7C 2S 8H TS 7C JH 2C TC 7D 4H QS 9C 5H TD 5H 8C 4H 3S 6D KS 7S JS 9S 7H KH 9S 2D 3D QH 4C KD 8D AD TH 8S AD 3C 4D 6C 2H QC 4S
moves:
c1>c8
c1>c5
deal
c7>f
c6>c8*2
deal
c6>f
c4>c5
deal
c8>c7*2
c8>c5*3
c8>c5*2
c4>c1
c4>c2
c4>c6
c8>c4
c5>c2*6
c6>c3*2
c3>c6*3
deal
c4>f
c7>f
c6>f
c6>f
c7>f
c5>f
c8>f
c4>c3*2
c7>c2*2
deal
c3>f
deal
c5>f
c2>c4
c1>c2
c1>c3
c3>c2*2
c1>c4
c5>c2
c8>c2
deal
c2>c4
c8>c2
deal
c1>c3
c1>c7
c6>c1*2
deal
c7>f
c1>f
c2>f
c3>c2
c3>c6*2
c4>c3
c4>c2
c6>c4*3
c4>c2*5
c4>c7*3
c3>c4*2
c4>c1*3
c1>c4*7
c8>c3
c1>c8
c1>f
c8>c3*2
deal
c2>f
c3>f
c4>f
c4>f
c6>f
c4>c7*7
c2>c4*8
c8>c7
