//! Searching under stricter rules (`--via`), for `solve` and `batch` alike.
//! A win found under rules that allow fewer moves is a win under the
//! position's own rules once the judge has replayed it there; a loss under
//! them proves nothing there. Soundness rests on the replay alone, so
//! rules that turn out not to be stricter cost an error, never a wrong
//! verdict.

use crate::error::Error;
use crate::notation::Move;
use crate::position::Position;
use crate::reference::{Judge, Replay};
use crate::rules::Rules;
use crate::solver::{Outcome, Solver, Verdict};

/// Refuses `via` where it cannot stand for stricter rules of `pos` (a
/// position of `own`): `own` itself, or rules `pos` is not a position of
/// (another deck or number of columns).
pub fn check(own: &Rules, via: &Rules, pos: &Position) -> Result<(), Error> {
    if via.fingerprint() == own.fingerprint() {
        return Err(format!("--via {}: these are {}'s own rules", via.id, own.id).into());
    }
    pos.validate(via).map_err(|e| {
        format!(
            "--via {}: a position of {} is not one of its: {e}",
            via.id, own.id
        )
    })?;
    Ok(())
}

/// A search's outcome read under the position's own rules.
#[derive(Debug)]
pub struct Solved {
    pub outcome: Outcome,
    /// The search proved the position lost under `--via`'s rules only:
    /// under its own rules that proves nothing (read it as unresolved).
    pub lost_under_via: bool,
}

/// Solves `pos`, a position of `own`, with `solver`, which searches under
/// `via`'s rules where there are some (else under `own`): a win found under
/// `via` is replayed under `own` before it is returned.
pub fn solve(
    solver: &mut Solver,
    own: &Rules,
    via: Option<&Rules>,
    pos: &Position,
) -> Result<Solved, Error> {
    let outcome = solver.solve(pos)?;
    let Some(via) = via else {
        return Ok(Solved {
            outcome,
            lost_under_via: false,
        });
    };
    if let Verdict::Won(moves) = &outcome.verdict {
        replay_win(own, via, pos, moves)?;
    }
    let lost_under_via = matches!(outcome.verdict, Verdict::Lost(_));
    Ok(Solved {
        outcome,
        lost_under_via,
    })
}

/// A win found under `via` is a win under `own` only once the reference
/// engine has replayed it under `own`; the error says which move `own`
/// refuses (then `via` allows a move that `own` does not).
fn replay_win(own: &Rules, via: &Rules, pos: &Position, moves: &[Move]) -> Result<(), Error> {
    let why = match Judge::new(own).replay(pos, moves) {
        Replay::Won => return Ok(()),
        Replay::NotWon(_) => "every move is legal, but not every card goes home".into(),
        Replay::Illegal { index, mv, reason } => {
            format!("move {} '{mv}' is illegal: {reason}", index + 1)
        }
    };
    Err(format!(
        "the win found under --via {} does not replay under {} ({why}): {} allows a move that {} does not, so it is not stricter",
        via.id, own.id, via.id, own.id
    )
    .into())
}
