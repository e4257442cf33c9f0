//! Helpers that several commands share: deal order in lists, the
//! summary table of `stats`, `batch` and `play`, and stopping on Ctrl-C.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::deal::DealId;
use crate::error::Error;
use crate::results::Verdict;
use crate::stats::{Check, Summary, parse_checks};

/// Sorts native seeds and PySolFC numbers numerically.
pub fn deal_order(d: &DealId) -> (u8, u128, String) {
    match d {
        DealId::Seed(n) => (0, *n as u128, String::new()),
        DealId::Pysol(g) => (1, 0, format!("{g:0>40}")),
    }
}

/// The summary table: `won/res.` is the win rate among resolved deals;
/// unresolved deals count as lost for the low bound and as won for the high
/// bound of the 95% Wilson interval.
pub fn print_table(summaries: &[Summary]) -> Result<(), Error> {
    let width = summaries
        .iter()
        .map(|s| s.name().len())
        .max()
        .unwrap_or(0)
        .max(28);
    outln!(
        "{:<width$} {:>8} {:>8} {:>8} {:>8} {:>9} {:>17} {:>6} {:>9} {:>9} {:>9} {:>8} {:>11}",
        "variant",
        "deals",
        Verdict::Won.heading(),
        Verdict::Lost.heading(),
        Verdict::Unresolved.heading(),
        "won/res.",
        "95% interval",
        "width",
        "median ms",
        "p95 ms",
        "peak MiB",
        "core-h",
        "deals/core-h"
    );
    for s in summaries {
        outln!(
            "{:<width$} {:>8} {:>8} {:>8} {:>8} {:>8.2}% {:>7.2}% - {:>5.2}% {:>6.2} {:>9} {:>9} {:>9.1} {:>8.3} {:>11.0}",
            s.name(),
            s.deals,
            s.won,
            s.lost,
            s.unresolved,
            100.0 * s.win_rate,
            100.0 * s.low,
            100.0 * s.high,
            100.0 * (s.high - s.low),
            s.median_ms,
            s.p95_ms,
            s.peak_mib,
            s.core_hours,
            s.deals_per_core_hour()
        );
    }
    Ok(())
}

/// A flag that the first Ctrl-C (or SIGTERM) raises, saying `what` happens
/// meanwhile, for the search or run to stop at its next check; a second
/// one quits at once (exit 130).
pub fn stop_on_ctrl_c(what: &'static str) -> Arc<AtomicBool> {
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = cancel.clone();
    let _ = ctrlc::set_handler(move || {
        if flag.swap(true, Ordering::Relaxed) {
            std::process::exit(130);
        }
        eprintln!("\nmilligan: stopping; {what} (Ctrl-C again to quit at once)");
    });
    cancel
}

/// `--threads`: the worker threads asked for, or 0 (rayon's "all cores")
/// when left out; 0 given by hand is refused, not read as "all".
pub fn worker_threads(threads: Option<usize>) -> Result<usize, Error> {
    match threads {
        Some(0) => Err("--threads must be at least 1 (leave it out for all cores)".into()),
        Some(n) => Ok(n),
        None => Ok(0),
    }
}

/// Reads a file of `milligan check` verdicts (`--checked`), naming the
/// file in its errors.
pub fn read_checks(path: &Path) -> Result<Vec<Check>, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(parse_checks(&text).map_err(|e| format!("{}: {e}", path.display()))?)
}
