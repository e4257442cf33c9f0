//! `milligan view`: a solution file as a self-contained HTML replay page.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use crate::notation::{Move, parse_moves};
use crate::position::{Position, parse_position};
use crate::replay_html;
use crate::rules::Rules;

#[derive(Args, Debug)]
pub struct ViewArgs {
    /// A solution file: a position file followed by `moves:` and the moves.
    pub file: PathBuf,
    /// The HTML page to write (one file: no network, no external fonts).
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run(args: &ViewArgs) -> Result<ExitCode, String> {
    let path = &args.file;
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let file = parse_position(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let (first_line, moves_text) = file.moves.ok_or_else(|| {
        format!(
            "{}: no 'moves:' line (a solution file is a position file, then 'moves:', then the moves)",
            path.display()
        )
    })?;
    let numbered =
        parse_moves(&moves_text, first_line).map_err(|e| format!("{}: {e}", path.display()))?;
    let moves: Vec<Move> = numbered.iter().map(|&(_, mv)| mv).collect();
    let lines: Vec<usize> = numbered.iter().map(|&(line, _)| line).collect();
    write_page(
        &file.rules,
        file.source.as_deref(),
        &file.position,
        &moves,
        &lines,
        &args.out,
    )?;
    outln!("wrote {} ({} moves)", args.out.display(), moves.len());
    Ok(ExitCode::SUCCESS)
}

/// Builds the page and writes it to `out`; an illegal move (reported as
/// `verify` reports it, with its line from `lines`) writes nothing.
pub fn write_page(
    rules: &Rules,
    source: Option<&str>,
    start: &Position,
    moves: &[Move],
    lines: &[usize],
    out: &Path,
) -> Result<(), String> {
    let html = replay_html::page(rules, source, start, moves)
        .map_err(|e| super::verify::illegal_message(moves[e.index], lines[e.index], &e.reason))?;
    std::fs::write(out, html).map_err(|e| format!("cannot write {}: {e}", out.display()))
}
