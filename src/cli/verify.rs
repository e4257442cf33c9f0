//! `milligan verify FILE`: replays a solution file with the reference engine.

use std::path::Path;
use std::process::ExitCode;

use crate::error::Error;
use crate::notation::{Move, Source, parse_moves};
use crate::position::{Position, PositionFile, parse_position};
use crate::reference::{Judge, Replay};
use crate::rules;

pub fn run(path: &Path, variant: Option<&str>, mechanisms: bool) -> Result<ExitCode, Error> {
    let (mut file, numbered) = read_solution(path)?;
    if let Some(variant) = variant {
        file = under_other_rules(&file, variant)
            .map_err(|e| format!("{}: under {variant}: {e}", path.display()))?;
    }
    let moves: Vec<_> = numbered.iter().map(|&(_, mv)| mv).collect();
    let judge = Judge::new(&file.rules);
    // After the verdict of a legal line, with --mechanisms.
    let count = || -> Result<(), Error> {
        if mechanisms {
            let used = Mechanisms::count(&judge, &file.position, &moves);
            outln!(
                "mechanisms: {} grace period(s) opened, {} move(s) made while one was open ({} free: illegal without it), {} card(s) taken back from the foundations",
                used.graces,
                used.grace_moves,
                used.free_moves,
                used.take_backs
            );
        }
        Ok(())
    };
    match judge.replay(&file.position, &moves) {
        Replay::Won => {
            outln!("won ({} moves, {} rules)", moves.len(), file.variant);
            count()?;
            Ok(ExitCode::SUCCESS)
        }
        Replay::NotWon(pos) => {
            let out = file.rules.deck_size() - pos.foundation_cards();
            outln!(
                "not won: all {} moves are legal, but {out} card(s) are not on the foundations",
                moves.len()
            );
            count()?;
            Ok(ExitCode::from(1))
        }
        // An error like any other (stderr, exit 2), worded as `view`'s.
        Replay::Illegal { index, mv, reason } => {
            Err(illegal_message(mv, numbered[index].0, &reason.to_string()).into())
        }
    }
}

/// How often a line uses the rules' special moves.
#[derive(Debug, Default, PartialEq, Eq)]
struct Mechanisms {
    /// Grace periods opened.
    graces: usize,
    /// Moves made while a grace period was open (its `close` not counted).
    grace_moves: usize,
    /// Of those, the free moves: illegal with the period closed.
    free_moves: usize,
    /// Cards moved off a foundation.
    take_backs: usize,
}

impl Mechanisms {
    /// Counts along `moves`, legal from `start` (the replay said so).
    fn count(judge: &Judge, start: &Position, moves: &[Move]) -> Mechanisms {
        let mut used = Mechanisms::default();
        let mut pos = start.clone();
        for &mv in moves {
            let gap = pos.grace.as_ref().map(|g| g.gap);
            if gap.is_some() && mv != Move::Close {
                used.grace_moves += 1;
                let mut closed = pos.clone();
                closed.grace = None;
                used.free_moves += usize::from(judge.apply(&mut closed, mv).is_err());
            }
            if let Move::Transfer {
                from: Source::Foundation(_),
                ..
            } = mv
            {
                used.take_backs += 1;
            }
            judge.apply(&mut pos, mv).expect("replayed as legal");
            // Opened, or closed and opened again on another gap.
            let now = pos.grace.as_ref().map(|g| g.gap);
            if now.is_some() && now != gap {
                used.graces += 1;
            }
        }
        used
    }
}

/// The file's position under the rules `variant`, if it is one of
/// theirs (the same deck and columns, and nothing they lack).
fn under_other_rules(file: &PositionFile, variant: &str) -> Result<PositionFile, String> {
    let rules = rules::resolve(variant).map_err(|e| e.to_string())?;
    file.position.validate(&rules)?;
    Ok(PositionFile {
        variant: variant.to_string(),
        rules,
        position: file.position.clone(),
        source: file.source.clone(),
        moves: None,
    })
}

/// The one line that reports an illegal move, shared with `view`.
pub fn illegal_message(mv: Move, line: usize, reason: &str) -> String {
    format!("illegal move '{mv}' at line {line}: {reason}")
}

/// Reads a solution file: the position, and each move with its line.
/// Shared with `view`, so both name a file's faults alike.
pub fn read_solution(path: &Path) -> Result<(PositionFile, Vec<(usize, Move)>), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut file = parse_position(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let (first_line, moves_text) = file.moves.take().ok_or_else(|| {
        format!(
            "{}: no 'moves:' line (a solution file is a position file, then 'moves:', then the moves)",
            path.display()
        )
    })?;
    let numbered =
        parse_moves(&moves_text, first_line).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((file, numbered))
}
