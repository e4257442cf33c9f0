//! `milligan compare`: two runs side by side, deal by deal.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::shared::deal_order;
use crate::error::Error;
use crate::results::{self, Verdict};
use crate::stats::{CrossTable, Z95, cross_table, mcnemar_exact_log10, wilson};

#[derive(Args, Debug)]
pub struct CompareArgs {
    /// Result files of the first run (one run: its shards may be several files).
    #[arg(long, num_args = 1.., required = true, value_name = "FILE")]
    pub left: Vec<PathBuf>,
    /// Result files of the second run, on the same deal numbers.
    #[arg(long, num_args = 1.., required = true, value_name = "FILE")]
    pub right: Vec<PathBuf>,
    /// Instead of the table, list the deals with this pair of verdicts,
    /// LEFT/RIGHT: e.g. `won/unresolved` (or `won/unres`), the deals the
    /// left run won and the right one left open.
    #[arg(long, value_name = "LEFT/RIGHT", value_parser = verdict_pair)]
    pub list: Option<(Verdict, Verdict)>,
    /// Each side's files may be runs over overlapping deals (a first run and
    /// its `batch --open-in` reruns), combined as `stats --combine` does.
    #[arg(long)]
    pub combine: bool,
    /// Compare two runs under different rules (other variants, say grace
    /// against no grace on the same deals). Without it such runs are
    /// refused, since a win under one set of rules is no win under the
    /// other; with it the table is printed and no joint bound.
    #[arg(long)]
    pub other_rules: bool,
}

/// `won/unresolved` -> the two verdicts (the table's `unres` too).
fn verdict_pair(text: &str) -> Result<(Verdict, Verdict), String> {
    let verdict = |v: &str| {
        if v == Verdict::Unresolved.heading() {
            Ok(Verdict::Unresolved)
        } else {
            v.parse::<Verdict>()
        }
    };
    let (l, r) = text.split_once('/').ok_or_else(|| {
        format!(
            "'{text}' is not LEFT/RIGHT, e.g. {}/{}",
            Verdict::Won,
            Verdict::Unresolved
        )
    })?;
    Ok((verdict(l)?, verdict(r)?))
}

pub fn run(args: &CompareArgs) -> Result<ExitCode, Error> {
    let read = |files: &[PathBuf]| {
        if args.combine {
            results::read_combined(files)
        } else {
            results::read_all(files)
        }
    };
    let table = cross_table(&read(&args.left)?, &read(&args.right)?)?;
    if !table.same_rules() && !args.other_rules {
        return Err(format!(
            "the left run plays {} (rules {}), the right {} (rules {}): different rules, so a win under one proves nothing under the other; add --other-rules to compare them deal by deal anyway",
            table.left, table.left_rules, table.right, table.right_rules
        )
        .into());
    }
    match args.list {
        Some((l, r)) => {
            let mut deals = table.deals[l.index()][r.index()].clone();
            deals.sort_by_key(deal_order);
            for deal in deals {
                outln!("{deal}");
            }
        }
        None => print(&table, args)?,
    }
    if table.contradictions.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    let deals: Vec<String> = table.contradictions.iter().map(|d| d.to_string()).collect();
    eprintln!(
        "milligan: {} deals won by one run and proven lost by the other under the same rules (one run is wrong): {}",
        deals.len(),
        deals.join(" ")
    );
    Ok(ExitCode::FAILURE)
}

/// The first file of a side, and how many more (two runs of one variant
/// and player differ only in their files).
fn files(paths: &[PathBuf]) -> String {
    match paths.len() {
        1 => paths[0].display().to_string(),
        n => format!("{} and {} more", paths[0].display(), n - 1),
    }
}

/// A p-value given as its base-10 logarithm: four decimals, or a mantissa
/// and exponent below 1e-4 (written from the logarithm, so that a p-value
/// below the smallest double is not printed as 0).
fn p_value(log10: f64) -> String {
    if log10 >= -4.0 {
        format!("{:.4}", 10f64.powf(log10))
    } else {
        let mut exponent = log10.floor();
        let mut mantissa = 10f64.powf(log10 - exponent);
        if format!("{mantissa:.1}") == "10.0" {
            (mantissa, exponent) = (1.0, exponent + 1.0);
        }
        format!("{mantissa:.1}e{exponent}")
    }
}

fn print(t: &CrossTable, args: &CompareArgs) -> Result<(), Error> {
    let (counts, common) = (t.counts(), t.common());
    let width = t.left.len().max(t.right.len());
    let (l, r) = (common + t.left_only, common + t.right_only);
    outln!(
        "left:  {:<width$} {l:>8} deals  ({})",
        t.left,
        files(&args.left)
    );
    outln!(
        "right: {:<width$} {r:>8} deals  ({})",
        t.right,
        files(&args.right)
    );
    outln!(
        "deals in both: {common} (left only {}, right only {})",
        t.left_only,
        t.right_only
    );
    outln!();
    out!("{:<12}", "left \\ right");
    for verdict in Verdict::ALL {
        out!(" {:>8}", verdict.heading());
    }
    outln!();
    for (verdict, row) in Verdict::ALL.into_iter().zip(counts) {
        outln!(
            "{:<12} {:>8} {:>8} {:>8}",
            verdict.heading(),
            row[0],
            row[1],
            row[2]
        );
    }
    outln!();
    let won = |w: u64| format!("{w} ({:.2}%)", 100.0 * w as f64 / common as f64);
    let (b, c) = t.won_on_one_side();
    outln!(
        "won on the deals in both: left {}, right {}; won by the left only {b}, by the right only {c}: McNemar exact two-sided p = {}",
        won(counts[0].iter().sum()),
        won(counts.iter().map(|row| row[0]).sum()),
        p_value(mcnemar_exact_log10(b, c))
    );
    if !t.same_rules() {
        outln!(
            "the runs play different rules (fingerprints {} and {}): a deal won by one is not proven winnable under the other",
            t.left_rules,
            t.right_rules
        );
        return Ok(());
    }
    let either = t.won_by_either();
    outln!(
        "won by either: {either} of {common} ({:.2}%), proven winnable (every win is replayed); 95% lower bound on the winnable share {:.2}%",
        100.0 * either as f64 / common as f64,
        100.0 * wilson(either, common, Z95).0
    );
    Ok(())
}
