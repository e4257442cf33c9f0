//! A `lost` proven again apart from the search. Every position reachable
//! from the start with the judge's moves is visited (whole positions, held
//! packed, with no symmetry); a position whose frozen-card proof the
//! reference checker accepts stands for everything below it. If the walk
//! ends and no position it visited is won, the start is lost, on the
//! judge's rules and the checker's closure alone: the solver's move
//! generation, pruning, keys and tables play no part.
//!
//! With [`Walk::safe_home`] a position where a safe card can go home gets
//! that move alone (the safe-foundation rule, restated on the judge's
//! types). A win from it stays a win after the move, one move shorter, so
//! a walk that meets no won position still proves the loss, now resting on
//! that rule's written argument too; the walk is far smaller.

use std::collections::HashSet;
use std::rc::Rc;
use std::time::{Duration, Instant};

use ahash::RandomState;

use super::FrozenTest;
use crate::error::Error;
use crate::position::Position;
use crate::reference::{Judge, safe_home_move};
use crate::rules::Rules;

/// What the walk found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recheck {
    /// No won position is reachable: every one of `positions` was
    /// visited, `frozen` of them given up with a checked proof.
    Lost { positions: usize, frozen: usize },
    /// A won position was reached after visiting `positions`.
    Winnable { positions: usize },
    /// More than `positions` are reachable (the cap): no verdict.
    TooLarge { positions: usize },
}

/// How far a walk may go, and what it may lean on besides the judge.
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    /// Give up past this many positions.
    pub max_positions: usize,
    /// Where a safe card can go home, make only that move (the
    /// safe-foundation rule, [`safe_home_move`]): a `lost` then rests on
    /// that rule's argument too.
    pub safe_home: bool,
}

/// Called every so often during a long walk with the positions seen and
/// those given up so far.
pub type Progress<'a> = (Duration, &'a mut dyn FnMut(usize, usize));

/// Walks every position reachable from `start` under `rules`, at most
/// `walk.max_positions` of them (see the module notes).
pub fn recheck_lost(
    rules: &Rules,
    start: &Position,
    walk: Walk,
    mut progress: Option<Progress>,
) -> Result<Recheck, Error> {
    let max_positions = walk.max_positions;
    let mut last_report = Instant::now();
    let judge = Judge::new(rules);
    let frozen_test = FrozenTest::new(rules);
    // A position waiting on the stack shares its bytes with the set.
    let first: Rc<[u8]> = start.pack().into();
    let mut seen = HashSet::with_hasher(RandomState::new());
    seen.insert(first.clone());
    let mut stack = vec![first];
    let mut frozen = 0;
    while let Some(packed) = stack.pop() {
        if let Some((every, report)) = &mut progress
            && last_report.elapsed() >= *every
        {
            report(seen.len(), frozen);
            last_report = Instant::now();
        }
        let pos = Position::unpack(&packed);
        if pos.is_won() {
            return Ok(Recheck::Winnable {
                positions: seen.len(),
            });
        }
        if frozen_test.find(&pos)?.is_some() {
            frozen += 1;
            continue;
        }
        let mut moves = judge.legal_moves(&pos);
        if walk.safe_home
            && let Some(safe) = safe_home_move(rules, &pos, &moves)
        {
            moves = vec![safe];
        }
        for mv in moves {
            let mut child = pos.clone();
            judge.apply(&mut child, mv).map_err(|e| {
                Error::Internal(format!("the judge refused a move it listed ({mv}): {e}"))
            })?;
            let child: Rc<[u8]> = child.pack().into();
            if seen.len() < max_positions {
                if seen.insert(child.clone()) {
                    stack.push(child);
                }
            } else if !seen.contains(&child) {
                return Ok(Recheck::TooLarge {
                    positions: max_positions,
                });
            }
        }
    }
    Ok(Recheck::Lost {
        positions: seen.len(),
        frozen,
    })
}
