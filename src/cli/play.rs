//! `milligan play`: a no-peek player over a range of deals, with the batch
//! runner's guarantees (all cores, progress, resume, shards, Ctrl-C).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::batch::execute;
use crate::batch::{DealKind, Job, Shard};
use crate::deal::SeedRange;
use crate::player::{PlayerKind, PlayerSpec};
use crate::rules;
use crate::solver::Config;

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The player: `greedy` (a rule of thumb, the floor) or `mc`
    /// (determinized Monte-Carlo over the exact solver, with UCB1).
    #[arg(long, value_enum)]
    pub player: PlayerKind,
    /// Variant id or rule file.
    #[arg(long, short)]
    pub variant: String,
    /// Deal numbers, `A..B` with both ends included.
    #[arg(long)]
    pub seeds: SeedRange,
    /// Result CSV; rerunning with the same file resumes the run.
    #[arg(long)]
    pub out: PathBuf,
    /// Whether the numbers are native seeds or PySolFC game numbers.
    #[arg(long, value_enum, default_value_t = DealKind::Native)]
    pub deal: DealKind,
    /// Play only shard I of N (every N-th deal of the range, from the I-th).
    #[arg(long, default_value = "1/1")]
    pub shard: Shard,
    /// Worker threads (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
    /// mc: orders of the unseen cards sampled at each decision point.
    #[arg(long, default_value_t = 8)]
    pub samples: u32,
    /// mc: solver nodes per sample solve (deterministic, unlike a time limit).
    #[arg(long, default_value_t = 20_000)]
    pub budget: u64,
    /// mc: extra solves UCB1 spends comparing the candidate plans.
    #[arg(long, default_value_t = 16)]
    pub pulls: u32,
}

pub fn run(args: &PlayArgs) -> Result<ExitCode, String> {
    if args.samples == 0 || args.budget == 0 {
        return Err("--samples and --budget must be at least 1".into());
    }
    let rules = rules::resolve(&args.variant)?;
    let spec = PlayerSpec {
        kind: args.player,
        samples: args.samples,
        budget: args.budget,
        pulls: args.pulls,
    };
    execute(&Job {
        rules,
        deals: args.deal,
        seeds: args.seeds,
        shard: args.shard,
        config: Config {
            timeout: None,
            ..Config::default()
        },
        player: Some(spec),
        threads: args.threads.unwrap_or(0),
        out: args.out.clone(),
    })
}
