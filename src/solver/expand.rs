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
    if config.prune.frozen && log.frozen_cut(|| frozen(ctx, state, &mut scratch.frozen).is_some()) {
        return true;
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
}

/// Moves with their [`Order::Lookahead`] keys ([`sort_keyed`]).
type Keyed = Vec<((i32, Reverse<u8>), SMove)>;
