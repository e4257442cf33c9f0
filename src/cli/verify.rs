//! `milligan verify FILE`: replays a solution file with the reference engine.

use std::path::Path;
use std::process::ExitCode;

use crate::error::Error;
use crate::notation::parse_moves;
use crate::position::parse_position;
use crate::reference::{Judge, Replay};

pub fn run(path: &Path) -> Result<ExitCode, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let file = parse_position(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let (first_line, moves_text) = file
        .moves
        .ok_or_else(|| format!("{}: no 'moves:' line (a solution file is a position file, then 'moves:', then the moves)", path.display()))?;
    let numbered =
        parse_moves(&moves_text, first_line).map_err(|e| format!("{}: {e}", path.display()))?;
    let moves: Vec<_> = numbered.iter().map(|&(_, mv)| mv).collect();
    match Judge::new(&file.rules).replay(&file.position, &moves) {
        Replay::Won => {
            outln!("won ({} moves)", moves.len());
            Ok(ExitCode::SUCCESS)
        }
        Replay::NotWon(pos) => {
            let out = file.rules.deck_size() - pos.foundation_cards();
            outln!(
                "not won: all {} moves are legal, but {out} card(s) are not on the foundations",
                moves.len()
            );
            Ok(ExitCode::from(1))
        }
        Replay::Illegal { index, mv, reason } => {
            outln!(
                "illegal move '{mv}' at line {}: {reason}",
                numbered[index].0
            );
            Ok(ExitCode::from(2))
        }
    }
}
