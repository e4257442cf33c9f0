//! `milligan view`: a solution file as a self-contained HTML replay page.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use crate::error::Error;
use crate::notation::Move;
use crate::position::Position;
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

pub fn run(args: &ViewArgs) -> Result<ExitCode, Error> {
    let (file, numbered) = super::verify::read_solution(&args.file)?;
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
