//! Shortening a winning path before it is reported.

use super::fingerprint::Fingerprinter;
use super::key::Keyer;
use super::moves::SMove;
use super::state::{Ctx, State};

/// Shortens a winning path: from each position on it, jump to the furthest
/// later position of the path that one legal move reaches. The result visits
/// a subsequence of the same positions, so it still wins (and the reference
/// engine replays it before it is reported, as every win).
///
/// A child is matched to the path's positions by its fingerprint first, and
/// only a fingerprint match is compared key against key: identical states
/// have equal fingerprints, so this finds exactly the positions that
/// comparing every child's exact key would, without writing a key per
/// child (which was most of the no-peek player's cost of a won sample).
pub fn shorten(ctx: &Ctx, start: &State, path: &[SMove]) -> Vec<SMove> {
    let keyer = Keyer::new(ctx, start);
    let mut fingerprinter = Fingerprinter::new(ctx);
    let (mut key, mut order) = (Vec::new(), Vec::new());
    // Each position of the path: its exact key, `keys[ends[i - 1]..ends[i]]`,
    // and (sorted) its fingerprint with its index.
    let (mut keys, mut ends) = (Vec::new(), Vec::with_capacity(path.len() + 1));
    let mut by_print = Vec::with_capacity(path.len() + 1);
    let mut state = start.clone();
    for i in 0..=path.len() {
        if i > 0 {
            state.make(ctx, path[i - 1]);
            fingerprinter.touch(path[i - 1]);
        }
        keyer.write_exact(&state, &mut key, &mut order);
        keys.extend_from_slice(&key);
        ends.push(keys.len());
        by_print.push((fingerprinter.fingerprint(ctx, &state), i));
    }
    by_print.sort_unstable();
    let key_of = |i: usize| &keys[if i == 0 { 0 } else { ends[i - 1] }..ends[i]];
    let mut short = Vec::new();
    let mut moves = Vec::new();
    let mut state = start.clone();
    fingerprinter.forget();
    let mut at = 0;
    while at < path.len() {
        let (mut best, mut best_move) = (at + 1, path[at]);
        moves.clear();
        state.generate(ctx, &mut moves);
        for &mv in &moves {
            let print = fingerprinter.child(ctx, &mut state, mv);
            let same = by_print.partition_point(|&(p, _)| p < print)
                ..by_print.partition_point(|&(p, _)| p <= print);
            let mut keyed = false;
            // The latest position with the child's key, if later than `best`.
            for &(_, j) in by_print[same].iter().rev() {
                if j <= best {
                    break;
                }
                if !keyed {
                    let undo = state.make(ctx, mv);
                    keyer.write_exact(&state, &mut key, &mut order);
                    state.unmake(ctx, mv, undo);
                    keyed = true;
                }
                if key == key_of(j) {
                    (best, best_move) = (j, mv);
                    break;
                }
            }
        }
        state.make(ctx, best_move);
        fingerprinter.touch(best_move);
        short.push(best_move);
        at = best;
    }
    short
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules;
    use crate::solver::config::{Config, Order, Strategy};
    use crate::solver::rerun::Tables;
    use crate::solver::schedule::search;
    use crate::solver::testing::{capped, dealt};
    use rand_xoshiro::Xoshiro256PlusPlus;
    use rand_xoshiro::rand_core::{Rng, SeedableRng};

    /// What [`shorten`] did before it matched by fingerprint: every
    /// child's exact key looked up among the path's.
    fn shorten_by_keys(ctx: &Ctx, start: &State, path: &[SMove]) -> Vec<SMove> {
        let keyer = Keyer::new(ctx, start);
        let (mut key, mut order) = (Vec::new(), Vec::new());
        let mut index = std::collections::HashMap::new();
        let mut state = start.clone();
        keyer.write_exact(&state, &mut key, &mut order);
        index.insert(key.clone(), 0);
        for (i, &mv) in path.iter().enumerate() {
            state.make(ctx, mv);
            keyer.write_exact(&state, &mut key, &mut order);
            index.insert(key.clone(), i + 1);
        }
        let (mut short, mut moves, mut state, mut at) = (Vec::new(), Vec::new(), start.clone(), 0);
        while at < path.len() {
            let (mut best, mut best_move) = (at + 1, path[at]);
            moves.clear();
            state.generate(ctx, &mut moves);
            for &mv in &moves {
                let undo = state.make(ctx, mv);
                keyer.write_exact(&state, &mut key, &mut order);
                if let Some(&j) = index.get(&key)
                    && j > best
                {
                    (best, best_move) = (j, mv);
                }
                state.unmake(ctx, mv, undo);
            }
            state.make(ctx, best_move);
            short.push(best_move);
            at = best;
        }
        short
    }

    /// Matching by fingerprint shortens exactly as matching every key did,
    /// on random walks (which come back to positions they passed) under
    /// grace, take-back, face-down cards, a weave, cells and a waste.
    #[test]
    fn fingerprints_shorten_as_keys_do() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut shortened = 0;
        for id in [
            "miss-milligan",
            "miss-milligan-grace",
            "improved-miss-milligan",
            "giant",
            "gypsy",
            "moltke",
            "milligan-cell",
            "single-deck-milligan",
        ] {
            let rules = rules::resolve(id).unwrap();
            let ctx = Ctx::new(&rules);
            for seed in 1..=3 {
                let start = dealt(&rules, &ctx, seed);
                let (mut state, mut path, mut moves) = (start.clone(), Vec::new(), Vec::new());
                for _ in 0..400 {
                    moves.clear();
                    state.generate(&ctx, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves[rng.next_u64() as usize % moves.len()];
                    state.make(&ctx, mv);
                    path.push(mv);
                }
                let short = shorten(&ctx, &start, &path);
                assert_eq!(
                    short,
                    shorten_by_keys(&ctx, &start, &path),
                    "{id} seed {seed}"
                );
                shortened += usize::from(short.len() < path.len());
            }
        }
        assert!(shortened > 10, "only {shortened} walks got shorter");
    }

    /// A shortened path still wins, is never longer, and really is shorter
    /// on the long paths depth-first search wanders into.
    #[test]
    fn shortened_paths_win_and_are_shorter() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = Config {
            strategy: Strategy::Dfs,
            order: Order::Heuristic,
            ..capped(200_000)
        };
        let mut tables = Tables::default();
        let mut shortened = 0;
        for seed in 1..=6 {
            let start = dealt(&rules, &ctx, seed);
            let Ok(Some(path)) = search(&ctx, &start, &config, &mut tables).unwrap().result else {
                continue;
            };
            let short = shorten(&ctx, &start, &path);
            assert!(short.len() <= path.len());
            let mut state = start.clone();
            for &mv in &short {
                state.make(&ctx, mv);
            }
            assert!(state.is_won(&ctx), "seed {seed}");
            shortened += (short.len() < path.len()) as usize;
        }
        assert!(shortened > 0, "no path got shorter");
    }
}
