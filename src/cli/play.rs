//! `milligan play`: a no-peek player over a range of deals, with the batch
//! runner's guarantees (all cores, progress, resume, shards, Ctrl-C).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::batch::{RunArgs, execute, make_folder};
use crate::batch::listed_deals;
use crate::error::Error;
use crate::player::{PlayerKind, PlayerSpec};
use crate::solver::Config;

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The player: `greedy` (a rule of thumb, the floor) or `mc`
    /// (determinized Monte-Carlo over the exact solver, with UCB1).
    #[arg(long, value_enum)]
    pub player: PlayerArg,
    #[command(flatten)]
    pub run: RunArgs,
    /// mc: orders of the unseen cards sampled at each decision point.
    /// The defaults (4, 10,000, 8) are the large runs' settings: they win as
    /// often as twice the samples and nodes, at a quarter of the cost.
    #[arg(long, default_value_t = 4)]
    pub samples: u32,
    /// mc: solver nodes per sample solve (deterministic, unlike a time limit).
    #[arg(long, default_value_t = 10_000)]
    pub budget: u64,
    /// mc: extra solves UCB1 spends comparing the candidate plans.
    #[arg(long, default_value_t = 8)]
    pub pulls: u32,
    /// mc: before each decision, also solve the true position within
    /// --budget and play a win found to the end. This player sees the stock
    /// and the face-down cards: a search for wins (they count in the
    /// standings), not a no-peek player, so its rate is no no-peek figure.
    /// Otherwise it decides as the no-peek program does, so it wins every
    /// deal that program wins.
    #[arg(long)]
    pub peek: bool,
    /// Only the deals of the range that this list names, as `batch
    /// --deals-in` takes them (say the open deals `milligan stats --list
    /// unresolved` prints). Resume with the same list.
    #[arg(long, value_name = "FILE")]
    pub deals_in: Option<PathBuf>,
    /// Also write every game (won or not) as a solution file DIR/DEAL.sol:
    /// the deal and each move the player made, for `view` (watch it) and
    /// `verify --mechanisms` (count its grace moves and take-backs).
    #[arg(long, value_name = "DIR")]
    pub games: Option<PathBuf>,
}

/// `--player`: the command line's name for a [`PlayerKind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayerArg {
    /// The rule of thumb of `player::greedy` (a floor).
    Greedy,
    /// Determinized Monte-Carlo with the exact solver and UCB1.
    Mc,
}

impl From<PlayerArg> for PlayerKind {
    fn from(p: PlayerArg) -> PlayerKind {
        match p {
            PlayerArg::Greedy => PlayerKind::Greedy,
            PlayerArg::Mc => PlayerKind::Mc,
        }
    }
}

pub fn run(args: &PlayArgs) -> Result<ExitCode, Error> {
    if args.samples == 0 || args.budget == 0 {
        return Err("--samples and --budget must be at least 1".into());
    }
    if args.peek && args.player != PlayerArg::Mc {
        return Err("--peek is for --player mc".into());
    }
    let spec = PlayerSpec {
        kind: args.player.into(),
        samples: args.samples,
        budget: args.budget,
        pulls: args.pulls,
        peek: args.peek,
    };
    let config = Config {
        timeout: None,
        ..Config::default()
    };
    let mut job = args.run.job(config, Some(spec))?;
    if let Some(list) = &args.deals_in {
        job.only = Some(listed_deals(list)?);
    }
    if let Some(dir) = &args.games {
        make_folder(dir, "--games")?;
        job.games = Some(dir.clone());
    }
    execute(job)
}
