variant improved-miss-milligan
source seed 721
col 1: [9S] 9H
col 2: [AC] AD
col 3: [4C] KH
col 4: [TD] 9C
col 5: [KD] KS
col 6: [8H] JS
col 7: [4C] 4H
col 8: [9S] AS
stock: 6S 6H TD 7H QS TS 3D QH 8C 4S JD JD KH 2H 4D TS 7D KC 3S 6D 6H AS 2S KD 6C JH 4D 9D 2S 2D 4H QD 7C JS 2C 6S 2D 8S JC 4S 5S 9D AH 7S 5H 5H KC TH 2C 8H 8D TC 3D 2H 3H QD AC QH 9C 5D 9H 7H QC 7D JH 3H QS AH 7C 8D KS TH 5D JC 3C AD 3S 5C 6D 3C 7S 5S QC TC 5C 8S 8C 6C
moves:
c2>f
c2>f
c8>f
c3>c2
deal
deal
c8>c4
deal
c6>f
c7>f
c3>f
deal
c5>f
c6>f
c1>c4*3
deal
c3>f
c8>f
c2>c8
deal
c1>f
c3>f
c8>c7*3
deal
c5>f
c6>f
c1>c7
c1>c2
c5>c1
deal
c1>f
c1>c8*2
deal
c2>f
c4>f
c1>c3
c2>c7
c5>c6
deal
c4>f
c5>f
c8>f
c8>c2
deal
