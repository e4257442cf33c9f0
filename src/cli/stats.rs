//! `milligan stats`: win rates with intervals from one or more result files.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::shared::{deal_order, print_table, read_checks};
use crate::deal::{DealId, SeedRange};
use crate::error::Error;
use crate::results::{self, Verdict};
use crate::stats::{display_name, second_proofs, summarise};

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// Result files (shards of a run, or runs of several variants).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Instead of the summary, list the deals with this verdict.
    #[arg(long, value_enum)]
    pub list: Option<ListVerdict>,
    /// The files are runs of the same rules, over the same or other deals,
    /// under any search settings (say a run and its `batch --open-in`
    /// reruns): each deal counts once, won or lost if any run resolved it
    /// (won in one run and lost in another is refused), with its runs'
    /// nodes and times summed and the largest table. A no-peek player's
    /// won game counts as a won deal (its line replayed as won); its lost
    /// game proves nothing and counts as open. A deal twice under the same
    /// settings (a file read twice) is refused.
    #[arg(long)]
    pub combine: bool,
    /// Count only the deals of these native seeds, `A..B` with both ends
    /// included (rows of PySolFC game numbers are left out): one seed range
    /// out of files that cover different ones.
    #[arg(long, value_name = "A..B")]
    pub seeds: Option<SeedRange>,
    /// A file of `milligan check` verdicts (`scripts/check-losses.sh`
    /// writes `results/check-losses.tsv`): count, per variant, the lost
    /// deals proven lost a second time, apart from the search (same seed,
    /// same rules). A check that contradicts a row (won against lost) is
    /// an error.
    #[arg(long, value_name = "FILE.tsv")]
    pub checked: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Format {
    Table,
    Csv,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ListVerdict {
    Won,
    Lost,
    Unresolved,
}

impl From<ListVerdict> for Verdict {
    fn from(v: ListVerdict) -> Verdict {
        match v {
            ListVerdict::Won => Verdict::Won,
            ListVerdict::Lost => Verdict::Lost,
            ListVerdict::Unresolved => Verdict::Unresolved,
        }
    }
}

/// Under the table, how each variant's lost deals were proven, where the
/// rows say (`search`, `search+frozen`, `frozen`; see the README), and
/// with `--checked`, how many `milligan check` proved lost again.
fn print_proofs(summaries: &[crate::stats::Summary]) -> Result<(), Error> {
    print_proof_kinds(summaries)?;
    let checked: Vec<_> = summaries
        .iter()
        .filter_map(|s| s.lost_checked.map(|n| (s, n)))
        .filter(|(s, _)| s.lost > 0)
        .collect();
    if checked.is_empty() {
        return Ok(());
    }
    outln!();
    outln!("lost deals proven again by `milligan check` (none contradicted):");
    for (s, n) in checked {
        outln!("  {}: {n} of {}", s.name(), s.lost);
    }
    Ok(())
}

fn print_proof_kinds(summaries: &[crate::stats::Summary]) -> Result<(), Error> {
    let proven: Vec<_> = summaries
        .iter()
        .filter(|s| s.lost_by_proof.iter().any(|(p, _)| !p.is_empty()))
        .collect();
    if proven.is_empty() {
        return Ok(());
    }
    outln!();
    outln!("lost deals by proof:");
    for s in proven {
        let counts: Vec<String> = s
            .lost_by_proof
            .iter()
            .map(|(p, n)| format!("{} {n}", if p.is_empty() { "unnamed" } else { p }))
            .collect();
        outln!(
            "  {}: {}",
            display_name(&s.variant, &s.player),
            counts.join(", ")
        );
    }
    Ok(())
}

pub fn run(args: &StatsArgs) -> Result<ExitCode, Error> {
    let mut rows = if args.combine {
        results::read_combined(&args.files)?
    } else {
        results::read_all(&args.files)?
    };
    if rows.is_empty() {
        let names: Vec<String> = args.files.iter().map(|f| f.display().to_string()).collect();
        return Err(format!(
            "no result rows in {} (a header at most): nothing to count",
            names.join(", ")
        )
        .into());
    }
    if let Some(seeds) = args.seeds {
        rows.retain(|r| r.is_seed_in(seeds));
        if rows.is_empty() {
            return Err(format!("no row of these files has a native seed in {seeds} (PySolFC game numbers are not counted)").into());
        }
    }
    if let Some(verdict) = args.list {
        let verdict = Verdict::from(verdict);
        let mut deals: Vec<(String, DealId)> = rows
            .iter()
            .filter(|r| r.verdict == verdict)
            .map(|r| {
                (
                    display_name(&r.variant, &r.player),
                    r.seed.parse().expect("checked when read"),
                )
            })
            .collect();
        deals.sort_by_key(|(v, d)| (v.clone(), deal_order(d)));
        for (variant, deal) in deals {
            outln!("{variant} {deal}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut summaries = summarise(&rows);
    if let Some(path) = &args.checked {
        let checks = read_checks(path)?;
        second_proofs(&mut summaries, &rows, &checks)
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    match args.format {
        Format::Table => {
            print_table(&summaries)?;
            print_proofs(&summaries)?;
        }
        Format::Csv => {
            outln!(
                "variant,rules,deals,won,lost,unresolved,win_rate,low95,high95,median_ms,p95_ms,peak_mib,player,core_hours,width95,lost_checked"
            );
            for s in &summaries {
                outln!(
                    "{},{},{},{},{},{},{:.6},{:.6},{:.6},{},{},{:.1},{},{:.6},{:.6},{}",
                    s.variant,
                    s.rules,
                    s.deals,
                    s.won,
                    s.lost,
                    s.unresolved,
                    s.win_rate,
                    s.low,
                    s.high,
                    s.median_ms,
                    s.p95_ms,
                    s.peak_mib,
                    s.player,
                    s.core_hours,
                    s.high - s.low,
                    s.lost_checked.map_or(String::new(), |n| n.to_string())
                );
            }
        }
        Format::Json => outln!(
            "{}",
            serde_json::to_string_pretty(&summaries).expect("serialise")
        ),
    }
    Ok(ExitCode::SUCCESS)
}
