"""Experiment (issue 13): a timed relaxation of the row-dealt games as SAT.

Not part of the solver; results/notes/04-frozen-card-test.md, "Tried and not landed: a timed
relaxation as SAT", says what it measured. Needs `pip install python-sat`
and a release build of milligan (for `milligan show --format deal`).

    python3 scripts/experiments/timed_relaxation.py VARIANT king|any FLAGS SEED...

Every card gets a first-leave time L, a home time H and, with `cap`, the
time M it leaves its first host; deals get times D; all are integers
1..3N+K in order encoding. Constraints: later deals cover a card until
they leave (or leave with it in one AC-consistent run); copies of a rank
go home no faster than copies of the rank below; a first leave is home, a
ride on a moving parent copy, or onto an exposed host (or an empty column
for a King, `king`; any card, `any`). Flags:
  cap       one card at a time on a host, and a second move needs a host
  pos       moved cards have a column: deals cover them, and they keep a
            column from being empty
  noremove  NOT SOUND: a card stays on its first host until it goes home
            (an upper bound on what tracking more moves could prove)
  show      print the schedule of a satisfying assignment
UNSAT without `noremove` means the deal is lost (no brute-force check was
run: it never reached a verdict of the solver).
"""
import sys, subprocess, time
from pysat.solvers import Solver

RANKS = "A23456789TJQK"
RED = set("HD")
def parse_card(s):
    fd = s.startswith("[")
    s = s.strip("[]")
    return (RANKS.index(s[0]) + 1, s[1], fd)

def load(variant, seed):
    out = subprocess.run(["/work/main/target/release/milligan", "show", "--variant", variant,
                          "--seed", str(seed), "--format", "deal"], capture_output=True, text=True).stdout
    cols, stock = [], []
    for line in out.splitlines():
        if line.startswith("col "):
            cols.append([parse_card(x) for x in line.split(":", 1)[1].split()])
        elif line.startswith("stock:"):
            stock = [parse_card(x) for x in line.split(":", 1)[1].split()]
    return cols, stock

class Enc:
    def __init__(s):
        s.n = 0; s.cl = []
        s.TRUE = s.new(); s.cl.append([s.TRUE])
    def new(s):
        s.n += 1; return s.n
    def add(s, c):
        if s.TRUE in c: return
        s.cl.append([x for x in c if x != -s.TRUE])

class IntV:
    """X in [lo,hi]; le(t) = [X <= t]."""
    def __init__(s, e, lo, hi):
        s.e, s.lo, s.hi = e, lo, hi
        s.v = {t: e.new() for t in range(lo, hi)}
        for t in range(lo, hi - 1): e.add([-s.v[t], s.v[t + 1]])
    def le(s, t):
        if t >= s.hi: return s.e.TRUE
        if t < s.lo: return -s.e.TRUE
        return s.v[t]
    def eq_not(s, t):
        """literals whose disjunction means X != t"""
        return [-s.le(t), s.le(t - 1)]

OPTS=set()
def build(cols, stock, king_only=True, opts=()):
    ncol = len(cols)
    cards = []
    for j, col in enumerate(cols):
        for (r, su, fd) in col: cards.append((r, su, fd, j, 0))
    for i, (r, su, fd) in enumerate(stock):
        cards.append((r, su, fd, i % ncol, 1 + i // ncol))
    K = (len(stock) + ncol - 1) // ncol
    N = len(cards)
    T = (3 if 'cap' in OPTS else 2) * N + K
    e = Enc()
    Dv = [None] + [IntV(e, 1, T) for _ in range(K)]
    def Dle(k, t):
        if k == 0: return e.TRUE if t >= 0 else -e.TRUE
        return Dv[k].le(t)
    R = range(0, T + 1)
    def lt(cond, Ale, Ble):   # cond -> A < B
        for t in R: e.add(cond + [-Ble(t), Ale(t - 1)])
    def le(cond, Ale, Ble):   # cond -> A <= B
        for t in R: e.add(cond + [-Ble(t), Ale(t)])
    for k in range(1, K): lt([], Dv[k].le, Dv[k + 1].le)
    L = [IntV(e, 1, T) for _ in cards]
    H = [IntV(e, 1, T) for _ in cards]
    direct = [e.new() for _ in cards]
    ride = [e.new() for _ in cards]
    for c, (r, su, fd, j, k) in enumerate(cards):
        lt([], lambda t, k=k: Dle(k, t), L[c].le)          # arrives before it leaves
        le([], L[c].le, H[c].le)                            # L <= H
        le([-direct[c]], H[c].le, L[c].le)                  # direct -> H == L
        lt([direct[c]], L[c].le, H[c].le)                   # else L < H
        e.add([-ride[c], -direct[c]])
    bycol = [sorted([c for c in range(N) if cards[c][3] == j], key=lambda c: cards[c][4]) for j in range(ncol)]
    same_of = {c: [] for c in range(N)}
    for j in range(ncol):
        cs = bycol[j]
        for ia, a in enumerate(cs):
            for b in cs[ia + 1:]:
                ra, sa, fda, _, ka = cards[a]; rb, sb, fdb, _, kb = cards[b]
                cov = e.new()
                for t in R: e.add([-Dle(kb, t), L[a].le(t), cov])   # D_kb <= t < L_a -> cov
                d = ra - rb
                ok = (not fda) and (not fdb) and d >= 1 and (((sa in RED) != (sb in RED)) == (d % 2 == 1))
                sv = None
                if ok:
                    sv = e.new()
                    if d == 1: same_of[b].append(sv)
                    le([-sv], L[a].le, L[b].le); le([-sv], L[b].le, L[a].le)
                    e.add([-sv, -direct[a]]); e.add([-sv, -direct[b]]); e.add([-sv, cov])
                lt([-cov] + ([sv] if sv else []), L[b].le, L[a].le)  # cov & !same -> L_b < L_a
    # foundations
    by_type = {}
    for c, (r, su, *_ ) in enumerate(cards): by_type.setdefault((r, su), []).append(c)
    for (r, su), cs in by_type.items():
        if r == 1: continue
        ps = by_type[(r - 1, su)]
        for t in R:
            for c in cs:
                e.add([-H[c].le(t)] + [H[p].le(t - 1) for p in ps])
            if len(cs) == 2:
                for p in ps: e.add([-H[cs[0]].le(t), -H[cs[1]].le(t), H[p].le(t - 1)])
    # exposure of each card as host at time t (in original spot, uncovered by dealt cards, or moved)
    ex = {}
    def exposed(h, t):
        if (h, t) in ex: return ex[(h, t)]
        x = e.new(); ex[(h, t)] = x
        rh, sh, fdh, jh, kh = cards[h]
        e.add([-x, Dle(kh, t - 1)])
        e.add([-x, -H[h].le(t)])
        e.add([-x] + L[h].eq_not(t))
        above = bycol[jh][bycol[jh].index(h) + 1:]
        for b in above:
            e.add([-x, L[h].le(t - 1), -Dle(cards[b][4], t - 1), L[b].le(t - 1)])
        return x
    emp = {}
    on_of, children, pending = {}, {}, []
    ride_p = []
    empcol = {}
    place = {}
    def empty(t):
        if t in emp: return emp[t]
        x = e.new(); emp[t] = x
        ys = []
        for j in range(ncol):
            y = e.new(); ys.append(y); empcol[(j, t)] = y
            for b in bycol[j]: e.add([-y, -Dle(cards[b][4], t - 1), L[b].le(t - 1)])
        e.add([-x] + ys)
        return x
    # the copies a card builds on: rank one higher, the other colour
    parents_of = [[h for h in range(N) if cards[h][0] == r + 1 and (cards[h][1] in RED) != (su in RED)]
                  for (r, su, *_) in cards]
    for c, (r, su, fd, j, k) in enumerate(cards):
        parents = parents_of[c]
        # ride: c sits on a moving card: an original below moving with it, or a card moved in before c was dealt
        opts_ride = list(same_of[c])
        for p in parents:
            m = e.new(); opts_ride.append(m)
            lt([-m], L[p].le, lambda t, k=k: Dle(k, t))     # L_p < D_k
            lt([-m], L[c].le, H[p].le)                        # L_c < H_p
            ride_p.append((m, p, c))
        e.add([-ride[c]] + opts_ride)
        can_empty = (r == 13) or not king_only
        if 'cap' not in OPTS:
            for t in range(1, T + 1):
                cl = L[c].eq_not(t) + [direct[c], ride[c]]
                cl += [exposed(h, t) for h in parents]
                if can_empty: cl.append(empty(t))
                e.add(cl)
        else:
            onv = [e.new() for h in parents]
            on_of[c] = list(zip(parents, onv))
            for h, o in on_of[c]: children.setdefault(h, []).append((c, o))
            pl = e.new() if can_empty else None
            e.add([direct[c], ride[c]] + onv + ([pl] if pl else []))
            for t in range(1, T + 1):
                for h, o in on_of[c]: pending.append((L[c].eq_not(t) + [-o], h, t))
                if pl: e.add(L[c].eq_not(t) + [-pl, empty(t)])
            if pl and 'pos' in OPTS:
                pj = [e.new() for j in range(ncol)]
                place[c] = pj
                e.add([-pl] + pj)
                for j in range(ncol):
                    for t in range(1, T + 1):
                        empty(t)
                        e.add(L[c].eq_not(t) + [-pj[j], empcol[(j, t)]])
    if 'cap' in OPTS:
        M = [IntV(e, 1, T) for _ in cards]
        for c in range(N):
            le([-direct[c]], M[c].le, H[c].le); le([-direct[c]], H[c].le, M[c].le)
            lt([direct[c]], L[c].le, M[c].le); le([direct[c]], M[c].le, H[c].le)
            if 'noremove' in OPTS: le([], H[c].le, M[c].le)
            for h, o in on_of.get(c, []): lt([-o], M[c].le, H[h].le)
            r, su = cards[c][0], cards[c][1]
            parents = parents_of[c]
            can_empty = (r == 13) or not king_only
            # a second move off the first host (M < H) needs a host or an empty column
            for t in range(1, T + 1):
                cl = [direct[c]] + M[c].eq_not(t) + [H[c].le(t)] + [exposed(h, t) for h in parents]
                if can_empty: cl.append(empty(t))
                e.add(cl)
        for cl, h, t in pending: e.add(cl + [exposed(h, t)])
        if 'pos' in OPTS:
          P = [[e.new() for j in range(ncol + 1)] for c in range(N)]
          for c in range(N):
            e.add(list(P[c]))
            for a in range(ncol + 1):
                for b2 in range(a + 1, ncol + 1): e.add([-P[c][a], -P[c][b2]])
            for h, o in on_of.get(c, []):
                st = e.new()   # h in its original spot when c lands
                for t in R: e.add([-L[c].le(t), L[h].le(t), st])
                e.add([-o, -st, P[c][cards[h][3]]])
                mv = e.new()   # h moved earlier and still on its first host
                for t in R: e.add([L[c].le(t), -L[h].le(t - 1), M[h].le(t), direct[h], mv])
                for j in range(ncol): e.add([-o, -mv, -P[h][j], P[c][j]])
            # moved c sitting in column j: later deals to j cover it until it leaves (M)
            for j in range(ncol):
                for b in bycol[j]:
                    kb = cards[b][4]
                    if kb == 0: continue
                    w = e.new()
                    for t in range(1, T + 1):
                        e.add([-L[c].le(t - 1), -Dv[kb].le(t), Dv[kb].le(t - 1), M[c].le(t), w])
                    rb, sb = cards[b][0], cards[b][1]; rc, sc = cards[c][0], cards[c][1]
                    d = rc - rb
                    ok = d >= 1 and (((sc in RED) != (sb in RED)) == (d % 2 == 1))
                    q = e.new() if ok else None
                    if q:
                        le([-q], L[b].le, M[c].le); le([-q], M[c].le, L[b].le); lt([-q], M[c].le, H[c].le)
                    lt([-P[c][j], direct[c], -w] + ([q] if q else []), L[b].le, M[c].le)
          for c, pj in place.items():
            for j in range(ncol): e.add([-pj[j], P[c][j]])
          for (j, t), y in empcol.items():
            for x in range(N):
                # a card moved into column j and not yet gone again keeps it from being empty
                e.add([-y, -P[x][j], direct[x], -L[x].le(t - 1), M[x].le(t - 1)])
          for (m, p, c) in ride_p:
            z = e.new()
            u = e.new()   # p left its first host earlier: where it is now is not tracked
            lt([-u], M[p].le, L[c].le)
            e.add([-m, P[p][ncol], u, z]); e.add([-z, P[p][cards[c][3]]])
            le([-z], M[p].le, L[c].le); le([-z], L[c].le, M[p].le)
          # a moved host sitting in column j is covered by deals to j after it landed, until they leave
          w2s = {}
          for (h, t), x in list(ex.items()):
            for j in range(ncol):
                for b in bycol[j]:
                    kb = cards[b][4]
                    if kb == 0: continue
                    if (h, kb) not in w2s:
                        w2 = e.new(); w2s[(h, kb)] = w2
                        for t2 in R: e.add([-L[h].le(t2 - 1), Dv[kb].le(t2 - 1), w2])
                    e.add([-x, -P[h][j], direct[h], M[h].le(t), -w2s[(h, kb)], -Dv[kb].le(t - 1), L[b].le(t - 1)])
        for (h, t), x in list(ex.items()):
            for c2, o in children.get(h, []):
                e.add([-x, -o, -L[c2].le(t - 1), M[c2].le(t)])
    e.dbg=(cards,L,H,direct,ride,Dv,M if 'cap' in OPTS else None,on_of)
    return e, N, T

def solve(variant, seed, king_only, solver="cadical153"):
    cols, stock = load(variant, seed)
    t0 = time.time()
    e, N, T = build(cols, stock, king_only)
    t1 = time.time()
    with Solver(name=solver, bootstrap_with=e.cl) as s:
        r = s.solve()
        if r and 'show' in OPTS:
            model=set(x for x in s.get_model() if x>0)
            cards,L,H,direct,ride,Dv,M,on_of=e.dbg
            def val(v):
                for t in range(v.lo, v.hi):
                    if v.v[t] in model: return t
                return v.hi
            ev=[]
            for k in range(1,len(Dv)): ev.append((val(Dv[k]),'DEAL %d'%k))
            name=lambda c: RANKS[cards[c][0]-1]+cards[c][1]+'@%d.%d'%(cards[c][3]+1,cards[c][4])
            for c in range(len(cards)):
                how='direct' if direct[c] in model else 'ride' if ride[c] in model else 'move'
                hs=[name(h) for h,o in on_of.get(c,[]) if o in model]
                ev.append((val(L[c]),'leave %s %s %s'%(name(c),how,hs)))
                if how!='direct': ev.append((val(H[c]),'home %s'%name(c)))
                if M and how!='direct' and val(M[c])<val(H[c]): ev.append((val(M[c]),'remove %s'%name(c)))
            for t,x in sorted(ev): print(t,x)
    return r, len(e.cl), e.n, t1 - t0, time.time() - t1

if __name__ == "__main__":
    variant = sys.argv[1]; king_only = sys.argv[2] == "king"
    OPTS.update(x for x in sys.argv[3].split(",") if x)
    for seed in map(int, sys.argv[4:]):
        r, ncl, nv, tb, ts = solve(variant, seed, king_only)
        print(variant, seed, "SAT" if r else "UNSAT(lost)", f"vars={nv} clauses={ncl} build={tb:.1f}s solve={ts:.1f}s", flush=True)
