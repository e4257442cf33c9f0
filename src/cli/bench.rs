//! `milligan bench`: solves a fixed deal set under one or more search
//! configurations and prints a comparison table.

use std::process::ExitCode;

use clap::{Args, ValueEnum};
use rayon::prelude::*;

use super::shared::worker_threads;
use super::solve::SearchArgs;
use crate::deal::{DealId, SeedRange};
use crate::error::Error;
use crate::results::Verdict;
use crate::rules;
use crate::solver::{Config, Order, Prune, Solver, Strategy};
use crate::stats::percentile;

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Variant id or rule file.
    #[arg(long, short)]
    pub variant: String,
    /// Native seeds, `A..B` with both ends included.
    #[arg(long, default_value = "1..200")]
    pub seeds: SeedRange,
    /// Configurations to compare (repeat the flag); the search flags set the base.
    #[arg(long = "config", value_enum, default_values_t = [Preset::Base])]
    pub configs: Vec<Preset>,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Worker threads (default: all cores). Times are per deal, wall clock.
    #[arg(long)]
    pub threads: Option<usize>,
}

/// A named change to the base configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Preset {
    /// The search flags as given.
    Base,
    /// No pruning rule.
    NoPrune,
    /// Moves in generation order.
    Natural,
    /// One-ply lookahead move ordering.
    Lookahead,
    /// Depth-first search.
    Dfs,
    /// Best-first search.
    BestFirst,
    /// Narrow passes, best-first, then depth-first search.
    Staged,
    /// Staged, with depth-first passes in the other move orders.
    Portfolio,
    /// Staged, with shuffled depth-first restarts.
    Restarts,
    /// Heuristic move ordering.
    Heuristic,
    /// The frozen-card test backing off while it finds nothing.
    FrozenBackoff,
}

impl Preset {
    fn apply(self, base: &Config) -> Config {
        let mut c = base.clone();
        match self {
            Preset::Base => {}
            Preset::NoPrune => c.prune = Prune::NONE,
            Preset::Natural => c.order = Order::Natural,
            Preset::Lookahead => c.order = Order::Lookahead,
            Preset::Dfs => c.strategy = Strategy::Dfs,
            Preset::BestFirst => c.strategy = Strategy::BestFirst,
            Preset::Staged => c.strategy = Strategy::Staged,
            Preset::Portfolio => c.strategy = Strategy::Portfolio,
            Preset::Restarts => c.strategy = Strategy::Restarts,
            Preset::Heuristic => c.order = Order::Heuristic,
            Preset::FrozenBackoff => c.prune.frozen_backoff = true,
        }
        c
    }
}

struct Row {
    verdict: Verdict,
    millis: f64,
    nodes: u64,
    states: usize,
    bytes: usize,
}

pub fn run(args: &BenchArgs) -> Result<ExitCode, Error> {
    let rules = rules::resolve(&args.variant)?;
    let base = args.search.config()?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(worker_threads(args.threads)?)
        .build()
        .map_err(|e| format!("cannot start worker threads: {e}"))?;
    outln!(
        "{} seeds {} ({} deals), timeout {} s, rules {}",
        rules.id,
        args.seeds,
        args.seeds.count(),
        args.search.timeout,
        rules.fingerprint()
    );
    outln!(
        "{:<13} {:>5} {:>5} {:>5} {:>6} {:>9} {:>9} {:>9} {:>12} {:>10} {:>9} {:>8} {:>8}",
        "config",
        Verdict::Won.heading(),
        Verdict::Lost.heading(),
        Verdict::Unresolved.heading(),
        "res%",
        "median ms",
        "p95 ms",
        "max ms",
        "mean nodes",
        "nodes/s",
        "peak MiB",
        "B/state",
        "RSS MiB"
    );
    for &preset in &args.configs {
        let config = preset.apply(&base);
        let seeds: Vec<u64> = args.seeds.iter().collect();
        reset_peak_resident();
        let rows: Result<Vec<Row>, Error> = pool.install(|| {
            seeds
                .par_iter()
                .map_init(
                    || Solver::new(&rules, config.clone()),
                    |solver, &seed| {
                        let pos = DealId::Seed(seed).position(&rules)?;
                        let o = solver.solve(&pos)?;
                        Ok(Row {
                            verdict: Verdict::from(&o.verdict),
                            millis: o.elapsed.as_secs_f64() * 1e3,
                            nodes: o.cost.nodes,
                            states: o.cost.states,
                            bytes: o.cost.bytes,
                        })
                    },
                )
                .collect()
        });
        let rows = rows?;
        print_row(preset, &rows, peak_resident_mib())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Starts a new peak of the process's resident memory (Linux: writing 5
/// to /proc/self/clear_refs sets VmHWM to the current size); elsewhere
/// nothing happens and [`peak_resident_mib`] reports none.
fn reset_peak_resident() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The process's peak resident memory since the last reset (VmHWM), in
/// MiB: what the configuration's searches really held, tables, stacks
/// and allocator slack together, all threads at once.
fn peak_resident_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn print_row(preset: Preset, rows: &[Row], resident_mib: Option<f64>) -> Result<(), Error> {
    let count = |v| rows.iter().filter(|r| r.verdict == v).count();
    let (won, lost, unres) = (
        count(Verdict::Won),
        count(Verdict::Lost),
        count(Verdict::Unresolved),
    );
    let mut times: Vec<f64> = rows.iter().map(|r| r.millis).collect();
    times.sort_by(f64::total_cmp);
    let nodes: u64 = rows.iter().map(|r| r.nodes).sum();
    let secs: f64 = times.iter().sum::<f64>() / 1e3;
    let peak = rows.iter().map(|r| r.bytes).max().unwrap_or(0) as f64 / (1 << 20) as f64;
    // The table's bytes for each position it holds, over every deal.
    let per_state = rows.iter().map(|r| r.bytes).sum::<usize>() as f64
        / rows.iter().map(|r| r.states).sum::<usize>().max(1) as f64;
    let name = format!("{preset:?}").to_lowercase();
    outln!(
        "{:<13} {:>5} {:>5} {:>5} {:>6.1} {:>9.1} {:>9.1} {:>9.1} {:>12.0} {:>10.0} {:>9.1} {:>8.1} {:>8}",
        name,
        won,
        lost,
        unres,
        100.0 * (won + lost) as f64 / rows.len() as f64,
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        times.last().copied().unwrap_or(0.0),
        nodes as f64 / rows.len() as f64,
        nodes as f64 / secs.max(1e-9),
        peak,
        per_state,
        resident_mib.map_or("-".to_string(), |m| format!("{m:.1}"))
    );
    Ok(())
}
