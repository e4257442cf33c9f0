//! Shortening a winning path before it is reported.

use super::key::Keyer;
use super::moves::SMove;
use super::state::{Ctx, State};

/// Shortens a winning path: from each position on it, jump to the furthest
/// later position of the path that one legal move reaches. The result visits
/// a subsequence of the same positions, so it still wins (and the reference
/// engine replays it before it is reported, as every win).
pub fn shorten(ctx: &Ctx, start: &State, path: &[SMove]) -> Vec<SMove> {
    let keyer = Keyer::new(ctx, start);
    let (mut key, mut order) = (Vec::new(), Vec::new());
    let mut index: std::collections::HashMap<Vec<u8>, usize> = std::collections::HashMap::new();
    let mut state = start.clone();
    keyer.write_exact(&state, &mut key, &mut order);
    index.insert(key.clone(), 0);
    for (i, &mv) in path.iter().enumerate() {
        state.make(ctx, mv);
        keyer.write_exact(&state, &mut key, &mut order);
        index.insert(key.clone(), i + 1);
    }
    let mut short = Vec::new();
    let mut moves = Vec::new();
    let mut state = start.clone();
    let mut at = 0;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules;
    use crate::solver::config::{Config, Order, Strategy};
    use crate::solver::rerun::Tables;
    use crate::solver::schedule::search;
    use crate::solver::testing::{capped, dealt};

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
