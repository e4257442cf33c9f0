//! `milligan check`: proves a deal lost again, apart from the search (see
//! `solver::recheck_lost`).

use std::process::ExitCode;

use clap::Args;

use super::position_args::PositionArgs;
use crate::error::Error;
use crate::solver::{Recheck, recheck_lost};

#[derive(Args, Debug)]
pub struct CheckArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Give up (exit 1, no verdict) past this many positions: each is held
    /// whole, packed, in about 200 bytes of memory.
    #[arg(long, default_value_t = 10_000_000)]
    pub max_positions: usize,
}

pub fn run(args: &CheckArgs) -> Result<ExitCode, Error> {
    let chosen = args.position.load()?;
    chosen.print_header()?;
    let (line, code) = match recheck_lost(&chosen.rules, &chosen.position, args.max_positions)? {
        Recheck::Lost { positions, frozen } => (
            format!(
                "lost: all {positions} positions reachable with the reference engine's moves visited, none won; \
                 {frozen} of them given up with a frozen-card proof the reference checker accepted"
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
