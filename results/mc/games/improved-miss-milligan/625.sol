variant improved-miss-milligan
source seed 625
col 1: [5D] 9S
col 2: [4S] 5H
col 3: [AH] KS
col 4: [9C] KC
col 5: [4H] 6D
col 6: [JS] TH
col 7: [KH] 4H
col 8: [AC] 5H
stock: 6S JD TS 3H JC 4D 7S 5D QH TC JH 2C 2H 7S 5S TH 8H 5C 3D 3S 7H 9C 3S AD QS 6D 2C 7C AS KS AH 9D 9D JD QC 5C 8S 7C QD 9H 4C 4C 6S 7H TD 6H 3H 3C 4S 9S 8C 8C QS TS JC AD 7D 3D JS QH KC 2S 6H 8S 2H 5S 2D 8D KD 9H TD 3C 4D AS 2D QC 7D 8H QD 8D AC 6C 6C 2S KD KH JH TC
moves:
c1>c6
deal
c3>c2
c8>c1
deal
c2>c3
deal
c1>c6
c8>f
c6>c8*2
c6>c8
c6>c2
c4>c2
c8>c6*2
deal
c5>f
c7>f
deal
c2>c3
c2>c6
c2>c6*3
c1>c2
c2>c1*3
c5>c1
c5>c1
c5>f
c5>c7
c4>c5
c5>c4*2
deal
c7>f
c2>c3*2
c3>c4*3
c5>c7
c5>f
deal
c8>f
deal
c6>f
c1>c8
c2>c1
c3>c4
c4>c5*2
deal
c3>f
c1>c8
c1>f
c3>c6
c6>c3*3
c3>c5*5
c3>c1*2
c2>c6
c2>c7
c4>c7
deal
c1>f
c2>f
c3>f
c3>c4*2
c7>c3
deal
c1>f
c1>f
c1>f
c4>f
c4>c5*3
c8>c7
