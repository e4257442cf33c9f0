//! `milligan transfer`: won lines carried to other rules dealt alike, as
//! result rows (see [`crate::transfer`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::shared::print_table;
use super::verify::read_solution;
use crate::batch::{sidecar_of, write_whole};
use crate::deal::DealId;
use crate::error::Error;
use crate::results::{HEADER, Verdict};
use crate::rules;
use crate::stats::summarise;
use crate::transfer::{self, Line, NO_REPLAY};

#[derive(Args, Debug)]
pub struct TransferArgs {
    /// The rules to carry the lines to (id or rule file).
    #[arg(long, short)]
    pub variant: String,
    /// Result CSV to write, one row a line: a new file, written whole and
    /// then renamed into place (with its sidecar OUT.rules.toml).
    #[arg(long)]
    pub out: PathBuf,
    /// Solution files, or folders of them (every `*.sol` inside, as `batch
    /// --solutions` writes them), each naming its deal on its `source` line.
    #[arg(required = true, value_name = "LINES")]
    pub lines: Vec<PathBuf>,
}

pub fn run(args: &TransferArgs) -> Result<ExitCode, Error> {
    let rules = rules::resolve(&args.variant)?;
    if args.out.exists() {
        return Err(format!(
            "--out {} already exists: a transfer writes a new file",
            args.out.display()
        )
        .into());
    }
    let mut lines = Vec::new();
    for path in solution_files(&args.lines)? {
        lines.push(read_line(&path)?);
    }
    lines.sort_by_key(|l| deal_order(l.deal));
    transfer::check(&rules, &lines)?;
    let (search_text, search) = transfer::stamp(&lines);
    let rows: Vec<_> = lines
        .iter()
        .map(|l| transfer::carry(&rules, l, &search))
        .collect();
    let mut text = format!("{HEADER}\n");
    for row in &rows {
        text.push_str(&row.to_line());
    }
    let sidecar = format!(
        "# milligan {} transfer: rules of {}\n# search: {search_text} (fingerprint {search})\n# rules fingerprint: {}\n# lines: {} solution file(s) from {}\n{}",
        env!("CARGO_PKG_VERSION"),
        args.out.display(),
        rules.fingerprint(),
        lines.len(),
        args.lines
            .iter()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .join(" "),
        rules.to_toml()
    );
    for (path, text) in [(args.out.clone(), text), (sidecar_of(&args.out), sidecar)] {
        write_whole(&path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let won = rows.iter().filter(|r| r.verdict == Verdict::Won).count();
    outln!(
        "{}: {won} of {} line(s) replayed as wins of {}; {} not won under its rules (unresolved, limit `{NO_REPLAY}`)",
        args.out.display(),
        rows.len(),
        rules.id,
        rows.len() - won
    );
    print_table(&summarise(&rows))?;
    Ok(ExitCode::SUCCESS)
}

/// The files named, a folder standing for its `*.sol` files in name order.
fn solution_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Error> {
    let mut files = Vec::new();
    for path in paths {
        if !path.is_dir() {
            files.push(path.clone());
            continue;
        }
        let entries = std::fs::read_dir(path)
            .and_then(|d| {
                d.map(|e| e.map(|e| e.path()))
                    .collect::<Result<Vec<_>, _>>()
            })
            .map_err(|e| format!("cannot read the folder {}: {e}", path.display()))?;
        let mut sols: Vec<_> = entries
            .into_iter()
            .filter(|p| p.extension().is_some_and(|x| x == "sol"))
            .collect();
        if sols.is_empty() {
            return Err(format!("{} holds no solution file (*.sol)", path.display()).into());
        }
        sols.sort();
        files.extend(sols);
    }
    Ok(files)
}

/// A solution file as a line to carry: it must name its deal.
fn read_line(path: &Path) -> Result<Line, Error> {
    let (file, numbered) = read_solution(path)?;
    let source = file.source.as_deref().ok_or_else(|| {
        format!(
            "{}: no `source` line, so no deal to carry its line to",
            path.display()
        )
    })?;
    Ok(Line {
        path: path.to_path_buf(),
        deal: DealId::from_source(source).map_err(|e| format!("{}: {e}", path.display()))?,
        rules: file.rules,
        position: file.position,
        moves: numbered.into_iter().map(|(_, mv)| mv).collect(),
    })
}

/// Native seeds in number order, then PySolFC games in theirs.
fn deal_order(deal: DealId) -> (u8, String, u64) {
    match deal {
        DealId::Seed(n) => (0, String::new(), n),
        DealId::Pysol(_) => (1, deal.to_string(), 0),
    }
}
