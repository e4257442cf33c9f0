//! Expanding a position: the moves to try from it, pruned and ordered as
//! the configuration says. Every search loop expands through [`expand`].

use std::cmp::Reverse;

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use super::config::{Config, JITTER, Order};
use super::estimate::delta;
use super::frozen::{Scratch as FrozenScratch, frozen};
use super::moves::SMove;
use super::prune::safe_home_move;
use super::rerun::PassLog;
use super::state::{Ctx, DOWN, State};

/// Starting capacity of a search's stack of moves (those of every open
/// node): most searches never grow it.
pub(super) const MOVE_STACK: usize = 4096;

/// A move's priority under [`Order::Heuristic`] (higher first).
fn score(state: &State, mv: SMove) -> u8 {
    let exposes = |from: u8, count: u8| {
        let col = &state.cols[from as usize];
        let rest = col.len() - count as usize;
        rest == 0 || col[rest - 1] & DOWN != 0
    };
    match mv {
        SMove::ColFound { from } if exposes(from, 1) => 100,
        SMove::ColFound { .. }
        | SMove::ReserveFound
        | SMove::CellFound { .. }
        | SMove::WasteFound => 90,
        SMove::ColCol { from, count, .. } if exposes(from, count) => 70,
        SMove::ReserveCol { .. } | SMove::CellCol { .. } | SMove::WasteCol { .. } => 60,
        SMove::ColCol { .. } => 50,
        SMove::ColReserve { .. } | SMove::ColCell { .. } => 30,
        SMove::FoundCol { .. } | SMove::FoundCell { .. } => 20,
        SMove::Close => 10,
        SMove::Deal => 0,
    }
}

/// Appends the moves to try from `state`: one safe foundation move alone
/// when pruning finds one, else every legal move in the configured order.
///
/// With [`super::prune::Prune::frozen`], a position with a card that can never go home
/// gets no moves (see [`super::frozen`]); the return value says so.
pub(super) fn expand(
    state: &mut State,
    ctx: &Ctx,
    config: &Config,
    moves: &mut Vec<SMove>,
    scratch: &mut Scratch,
    log: &mut PassLog,
) -> bool {
    // The backoff advances on every position, its record replayed or not,
    // so that a rerun decides which positions to test as the first pass did.
    if config.prune.frozen && scratch.backoff.due() {
        let cut = log.frozen_cut(|| frozen(ctx, state, &mut scratch.frozen).is_some());
        scratch.backoff.note(cut);
        if cut {
            return true;
        }
    }
    let start = moves.len();
    state.generate(ctx, moves);
    if config.prune.safe_home
        && let Some(safe) = safe_home_move(state, ctx, &moves[start..])
    {
        moves.truncate(start);
        moves.push(safe);
        return false;
    }
    match config.order {
        Order::Natural => {}
        Order::Heuristic => moves[start..].sort_by_key(|&mv| Reverse(score(state, mv))),
        Order::Lookahead => sort_keyed(&mut moves[start..], &mut scratch.keyed, |_, mv| {
            (delta(ctx, state, mv), Reverse(score(state, mv)))
        }),
    }
    if let Some(rng) = &mut scratch.shuffle {
        sort_keyed(&mut moves[start..], &mut scratch.jittered, |place, _| {
            2 * place as u64 + rng.next_u64() % JITTER
        });
    }
    false
}

/// Sorts `moves` by `key` (of a move's place and the move), each key
/// computed once into `buf`, which is reused from node to node (a sort by
/// key would compute it at every comparison; std's cached-key sort
/// allocates). Stable, as the order of equal keys is part of the search.
fn sort_keyed<K: Ord + Copy>(
    moves: &mut [SMove],
    buf: &mut Vec<(K, SMove)>,
    mut key: impl FnMut(usize, SMove) -> K,
) {
    buf.clear();
    buf.extend(
        moves
            .iter()
            .enumerate()
            .map(|(place, &mv)| (key(place, mv), mv)),
    );
    buf.sort_by_key(|&(key, _)| key);
    for (slot, &(_, mv)) in moves.iter_mut().zip(buf.iter()) {
        *slot = mv;
    }
}

/// Buffers that [`expand`] reuses from node to node.
#[derive(Default)]
pub(super) struct Scratch {
    keyed: Keyed,
    frozen: FrozenScratch,
    backoff: Backoff,
    /// The restart passes' move shuffler, and its moves with their keys
    /// ([`sort_keyed`]).
    shuffle: Option<Xoshiro256PlusPlus>,
    jittered: Vec<(u64, SMove)>,
}

impl Scratch {
    /// Buffers for a pass whose moves are shuffled a little, from a
    /// generator seeded with `seed`, if given.
    pub(super) fn shuffled(seed: Option<u64>) -> Scratch {
        Scratch {
            shuffle: seed.map(Xoshiro256PlusPlus::seed_from_u64),
            ..Scratch::default()
        }
    }

    /// These buffers, for a pass that runs the frozen-card test as
    /// `config` says: on every position, or backing off
    /// ([`super::prune::Prune::frozen_backoff`]). A layered search, whose
    /// threads each expand a share of a layer, never backs off: which
    /// positions a thread tests would depend on how many there are.
    pub(super) fn backing_off(self, config: &Config) -> Scratch {
        Scratch {
            backoff: Backoff {
                on: config.prune.frozen_backoff,
                ..Backoff::default()
            },
            ..self
        }
    }
}

/// Tests in a row that give up nothing before the test is run half as
/// often, and the longest gap between tests.
const BACKOFF_MISSES: u32 = 32;
const BACKOFF_MAX_GAP: u32 = 64;

/// When the frozen-card test runs, under
/// [`super::prune::Prune::frozen_backoff`]: on every position while it gives
/// positions up; after [`BACKOFF_MISSES`] tests in a row that give up
/// nothing, on every second position, then every fourth, down to one in
/// [`BACKOFF_MAX_GAP`]; on every position again once one is given up.
/// Skipping the test is sound: an untested position is searched instead,
/// and a frozen one below it is given up when it is tested.
#[derive(Default)]
pub(super) struct Backoff {
    on: bool,
    /// Positions between tests now, less one.
    gap: u32,
    /// Positions still to pass before the next test.
    skip: u32,
    /// Tests in a row that gave up nothing, since the gap last changed.
    misses: u32,
}

impl Backoff {
    /// Whether the position being expanded is tested.
    fn due(&mut self) -> bool {
        if self.skip == 0 {
            return true;
        }
        self.skip -= 1;
        false
    }

    /// Notes a test's outcome: whether it gave the position up.
    fn note(&mut self, cut: bool) {
        if !self.on {
            return;
        }
        if cut {
            (self.gap, self.misses) = (0, 0);
        } else {
            self.misses += 1;
            if self.misses == BACKOFF_MISSES {
                self.gap = (2 * self.gap + 1).min(BACKOFF_MAX_GAP - 1);
                self.misses = 0;
            }
        }
        self.skip = self.gap;
    }
}

/// Moves with their [`Order::Lookahead`] keys ([`sort_keyed`]).
type Keyed = Vec<((i32, Reverse<u8>), SMove)>;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position is tested while tests give positions up; 32 misses
    /// in a row halve how often, down to one position in 64; a cut brings
    /// back a test on every position. Off, every position is tested.
    #[test]
    fn the_backoff_tests_less_often_while_nothing_is_cut() {
        // Which of the next `n` positions are tested when every test
        // misses, or cuts where `cut` says.
        let run = |b: &mut Backoff, n: usize, cut: &dyn Fn(usize) -> bool| -> Vec<usize> {
            let mut tested = Vec::new();
            for i in 0..n {
                if b.due() {
                    b.note(cut(i));
                    tested.push(i);
                }
            }
            tested
        };
        let mut off = Backoff::default();
        assert_eq!(run(&mut off, 500, &|_| false).len(), 500);
        let mut b = Backoff {
            on: true,
            ..Backoff::default()
        };
        let tested = run(&mut b, 32, &|_| false);
        assert_eq!(tested.len(), 32, "the first 32 are all tested");
        let gaps = |t: &[usize]| t.windows(2).map(|w| w[1] - w[0]).collect::<Vec<_>>();
        let tested = run(&mut b, 20_000, &|_| false);
        let g = gaps(&tested);
        assert_eq!(&g[..31], &[2; 31], "then every second");
        assert_eq!(g[31..63], [4; 32], "then every fourth");
        assert_eq!(*g.iter().max().unwrap(), 64);
        assert_eq!(*g.last().unwrap(), 64, "one in 64 at most");
        // A cut: the next position is tested, and so on while they cut.
        let first = run(&mut b, 64, &|_| true)[0];
        let tested = run(&mut b, 10, &|_| true);
        assert!(first < 64);
        assert_eq!(tested, (0..10).collect::<Vec<_>>());
    }
}
