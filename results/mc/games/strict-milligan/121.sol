variant strict-milligan
source seed 121
col 1: 9H
col 2: 5D
col 3: 8C
col 4: 4H
col 5: KH
col 6: 7H
col 7: 9C
col 8: 8H
stock: 5C 7D 2D AD TH KD 7C 8D 4D KS 4H 3S 9S QD AD 4S 5S KC 6D 8S JH AH 7S 5C 9C 6C TD TD KH 6S 3D AS 4C 3C TS AH 9D 8S KS 6H 7S 2H JD 4S JH JC QD TC TS 9S 8H QC KD 8D 6C 3S 6S 6H QS QC 7D TC QH 2C 2S 8C 5S 2D AS 7C 3C QH 3D 7H 3H 3H KC TH 2C 9H QS 5H 2H 2S AC JD 6D 5D AC 4C JS 4D 5H 9D JC JS
moves:
c3>c1
deal
c4>f
c3>f
c6>c3
c7>c8
c8>c7*2
c4>c1
deal
c7>f
c6>c2
deal
c3>c7
c6>f
c3>c1
c1>c7*2
c7>c8
c1>c7
c6>c4
c2>c6
c2>c6
deal
c7>f
c8>f
c7>f
c1>c3
c1>c7
c3>c4
deal
c4>f
c5>c3
c6>c3
deal
c6>c7
c2>f
c8>c5
c8>c1
c2>c8
c8>c1*3
c5>c3
deal
c3>c2
c3>c4*2
c4>c5*3
c3>c5*2
deal
c1>c5
c5>c1*4
deal
c1>f
c5>f
c4>f
c1>c5*4
c5>c2*2
deal
c1>f
c3>f
c7>c4
c8>c1
c8>c5
deal
c3>f
c4>f
c5>f
c4>f
c4>f
c8>f
c7>f
c7>f
c6>c1
deal
c1>f
c2>f
c4>f
