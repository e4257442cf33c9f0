variant gypsy
source seed 721
col 1: [9S] [9H] 6S
col 2: [AC] [AD] 6H
col 3: [4C] [KH] TD
col 4: [TD] [9C] 7H
col 5: [KD] [KS] QS
col 6: [8H] [JS] TS
col 7: [4C] [4H] 3D
col 8: [9S] [AS] QH
stock: 8C 4S JD JD KH 2H 4D TS 7D KC 3S 6D 6H AS 2S KD 6C JH 4D 9D 2S 2D 4H QD 7C JS 2C 6S 2D 8S JC 4S 5S 9D AH 7S 5H 5H KC TH 2C 8H 8D TC 3D 2H 3H QD AC QH 9C 5D 9H 7H QC 7D JH 3H QS AH 7C 8D KS TH 5D JC 3C AD 3S 5C 6D 3C 7S 5S QC TC 5C 8S 8C 6C
moves:
c1>c4
c1>c6
c1>c3
c3>c1*2
c5>c3
c8>c5
c8>f
deal
c8>c3
deal
c6>f
c7>f
c3>f
deal
c5>f
c1>c4*3
f3S>c3
c6>c3
deal
deal
c3>f
deal
c6>f
c7>f
c1>c5
c8>c7
deal
c1>f
deal
c4>f
c1>c3
c5>c6
deal
c4>f
c5>f
c6>c7
c7>c6*2
deal
