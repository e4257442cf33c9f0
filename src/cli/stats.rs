//! `milligan stats`: win rates with intervals from one or more result files.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use crate::deal::DealId;
use crate::results::{self, Verdict};
use crate::stats::{Summary, display_name, summarise};

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

pub fn run(args: &StatsArgs) -> Result<ExitCode, String> {
    let rows = results::read_all(&args.files)?;
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
    let summaries = summarise(&rows);
    match args.format {
        Format::Table => print_table(&summaries)?,
        Format::Csv => {
            outln!(
                "variant,rules,deals,won,lost,unresolved,win_rate,low95,high95,median_ms,p95_ms,peak_mib,player"
            );
            for s in &summaries {
                outln!(
                    "{},{},{},{},{},{},{:.6},{:.6},{:.6},{},{},{:.1},{}",
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
                    s.player
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

/// Sorts native seeds and PySolFC numbers numerically.
pub(super) fn deal_order(d: &DealId) -> (u8, u128, String) {
    match d {
        DealId::Seed(n) => (0, *n as u128, String::new()),
        DealId::Pysol(g) => (1, 0, format!("{g:0>40}")),
    }
}

/// The summary table: `won/res.` is the win rate among resolved deals;
/// unresolved deals count as lost for the low bound and as won for the high
/// bound of the 95% Wilson interval.
pub fn print_table(summaries: &[Summary]) -> Result<(), String> {
    let width = summaries
        .iter()
        .map(|s| s.name().len())
        .max()
        .unwrap_or(0)
        .max(28);
    outln!(
        "{:<width$} {:>8} {:>8} {:>8} {:>8} {:>9} {:>17} {:>9} {:>9} {:>9}",
        "variant",
        "deals",
        Verdict::Won.name(),
        Verdict::Lost.name(),
        "unres",
        "won/res.",
        "95% interval",
        "median ms",
        "p95 ms",
        "peak MiB"
    );
    for s in summaries {
        outln!(
            "{:<width$} {:>8} {:>8} {:>8} {:>8} {:>8.2}% {:>7.2}% - {:>5.2}% {:>9} {:>9} {:>9.1}",
            s.name(),
            s.deals,
            s.won,
            s.lost,
            s.unresolved,
            100.0 * s.win_rate,
            100.0 * s.low,
            100.0 * s.high,
            s.median_ms,
            s.p95_ms,
            s.peak_mib
        );
    }
    Ok(())
}
