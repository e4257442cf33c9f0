//! `milligan check`: proves a deal lost again, apart from the search (see
//! `solver::recheck_lost`).

use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::position_args::PositionArgs;
use super::solve::positive_seconds;
use crate::error::Error;
use crate::solver::{Recheck, Walk, recheck_lost};

#[derive(Args, Debug)]
pub struct CheckArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Give up (exit 1, no verdict) past this many positions: each is held
    /// whole, packed, in about 200 bytes of memory.
    #[arg(long, default_value_t = 10_000_000)]
    pub max_positions: usize,
    /// Where a safe card can go home, make only that move (the
    /// safe-foundation rule of the solver's pruning, restated on the
    /// reference engine's positions): a far smaller walk, whose `lost`
    /// rests on that rule's argument too.
    #[arg(long)]
    pub safe_home: bool,
    /// Every this many seconds, print a line on stderr with the positions
    /// visited so far, so that a long walk shows how far it has got.
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true)]
    pub progress_every: Option<f64>,
}

pub fn run(args: &CheckArgs) -> Result<ExitCode, Error> {
    let every = args
        .progress_every
        .map(|secs| positive_seconds("--progress-every", secs))
        .transpose()?;
    let chosen = args.position.load()?;
    chosen.print_header()?;
    let started = Instant::now();
    let mut report = |positions: usize, frozen: usize| {
        eprintln!(
            "check: {:.0} s, {positions} positions visited, {frozen} given up with a frozen-card proof",
            started.elapsed().as_secs_f64()
        );
    };
    let progress = every.map(|every| (every, &mut report as &mut dyn FnMut(usize, usize)));
    let (line, code) = match recheck_lost(
        &chosen.rules,
        &chosen.position,
        Walk {
            max_positions: args.max_positions,
            safe_home: args.safe_home,
        },
        progress,
    )? {
        Recheck::Lost { positions, frozen } => (
            format!(
                "lost: all {positions} positions reachable with the reference engine's moves{} visited, none won; \
                 {frozen} of them given up with a frozen-card proof the reference checker accepted",
                if args.safe_home {
                    " (safe cards sent home at once)"
                } else {
                    ""
                }
            ),
            0,
        ),
        Recheck::Winnable { positions } => (
            format!("not lost: a won position is reachable (found after {positions} positions)"),
            1,
        ),
        Recheck::TooLarge { positions } => (
            format!(
                "no verdict: more than {positions} positions reachable (raise --max-positions)"
            ),
            1,
        ),
    };
    outln!("check:    {line}");
    Ok(ExitCode::from(code))
}
