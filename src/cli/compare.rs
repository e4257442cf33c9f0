//! `milligan compare`: two runs side by side, deal by deal.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::stats::deal_order;
use crate::batch;
use crate::deal::DealId;
use crate::stats::{CrossTable, VERDICTS, Z95, cross_table, wilson};

#[derive(Args, Debug)]
pub struct CompareArgs {
    /// Result files of the first run (one run: its shards may be several files).
    #[arg(long, num_args = 1.., required = true, value_name = "FILE")]
    pub left: Vec<PathBuf>,
    /// Result files of the second run, on the same deal numbers.
    #[arg(long, num_args = 1.., required = true, value_name = "FILE")]
    pub right: Vec<PathBuf>,
    /// Instead of the table, list the deals with this pair of verdicts,
    /// LEFT/RIGHT: e.g. `won/unresolved`, the deals the left run won and the
    /// right one left open.
    #[arg(long, value_name = "LEFT/RIGHT", value_parser = verdict_pair)]
    pub list: Option<(usize, usize)>,
}

/// `won/unresolved` -> indices into `VERDICTS`.
fn verdict_pair(text: &str) -> Result<(usize, usize), String> {
    let index = |v: &str| {
        VERDICTS
            .iter()
            .position(|k| *k == v)
            .ok_or_else(|| format!("'{v}' is not a verdict (won, lost, unresolved)"))
    };
    let (l, r) = text
        .split_once('/')
        .ok_or_else(|| format!("'{text}' is not LEFT/RIGHT, e.g. won/unresolved"))?;
    Ok((index(l)?, index(r)?))
}

pub fn run(args: &CompareArgs) -> Result<ExitCode, String> {
    let table = cross_table(
        &batch::read_all(&args.left)?,
        &batch::read_all(&args.right)?,
    )?;
    match args.list {
        Some((l, r)) => {
            let mut deals: Vec<DealId> = table.deals[l][r]
                .iter()
                .map(|s| s.parse().expect("checked when read"))
                .collect();
            deals.sort_by_key(deal_order);
            for deal in deals {
                outln!("{deal}");
            }
        }
        None => print(&table)?,
    }
    if table.contradictions.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    eprintln!(
        "milligan: {} deals won by one run and proven lost by the other under the same rules (one run is wrong): {}",
        table.contradictions.len(),
        table.contradictions.join(" ")
    );
    Ok(ExitCode::FAILURE)
}

fn print(t: &CrossTable) -> Result<(), String> {
    let (counts, common) = (t.counts(), t.common());
    let width = t.left.len().max(t.right.len());
    outln!(
        "left:  {:<width$} {:>8} deals",
        t.left,
        common + t.left_only
    );
    outln!(
        "right: {:<width$} {:>8} deals",
        t.right,
        common + t.right_only
    );
    outln!(
        "deals in both: {common} (left only {}, right only {})",
        t.left_only,
        t.right_only
    );
    outln!();
    outln!(
        "{:<12} {:>8} {:>8} {:>8}",
        "left \\ right",
        "won",
        "lost",
        "unres"
    );
    for (verdict, row) in ["won", "lost", "unres"].iter().zip(counts) {
        outln!("{verdict:<12} {:>8} {:>8} {:>8}", row[0], row[1], row[2]);
    }
    outln!();
    if !t.same_rules {
        outln!(
            "the runs play different rules: a deal won by one is not proven winnable under the other"
        );
        return Ok(());
    }
    let either = t.won_by_either();
    let share = |k: u64| 100.0 * k as f64 / common.max(1) as f64;
    outln!(
        "won by either: {either} of {common} ({:.2}%), proven winnable (every win is replayed); 95% lower bound on the winnable share {:.2}%",
        share(either),
        100.0 * wilson(either, common, Z95).0
    );
    Ok(())
}
