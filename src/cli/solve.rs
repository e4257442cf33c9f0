//! `milligan solve`: one position, its verdict and solution.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, ValueEnum};

use super::PositionArgs;
use super::shared::stop_on_ctrl_c;
use crate::error::Error;
use crate::position::{write_position, write_solution};
use crate::rules::{self, Rules};
use crate::solver::{Checkpoints, Config, Order, Proof, Prune, Solver, Strategy, Verdict};
use crate::via;

/// Search limits and heuristics, shared by `solve`, `bench` and `batch`.
#[derive(Args, Debug, Clone)]
pub struct SearchArgs {
    /// Seconds per deal before giving up (verdict `unresolved`).
    #[arg(long, default_value_t = 10.0, allow_negative_numbers = true)]
    pub timeout: f64,
    /// Search nodes per deal before giving up.
    #[arg(long)]
    pub max_nodes: Option<u64>,
    /// Transposition table budget per deal, in MiB.
    #[arg(long, default_value_t = 4096)]
    pub max_memory: usize,
    /// Search strategy.
    #[arg(long, value_enum, default_value_t = StrategyArg::Restarts)]
    pub strategy: StrategyArg,
    /// Move ordering.
    #[arg(long, value_enum, default_value_t = OrderArg::Lookahead)]
    pub order: OrderArg,
    /// Turn off the safe-foundation pruning rule.
    #[arg(long)]
    pub no_safe_home: bool,
    /// Turn off the frozen-card test (a position in which some card can
    /// never go home is given up at once)
    #[arg(long)]
    pub no_frozen: bool,
    /// Run the frozen-card test less often while it finds nothing: after
    /// 32 tests in a row that give up no position, test every second
    /// position, then every fourth, down to one in 64; back to every
    /// position as soon as one is given up. Where the test rarely fires
    /// (millie, giant) the search runs about twice as fast; verdicts stay
    /// sound (an untested position is only searched), node counts differ
    #[arg(long, conflicts_with = "no_frozen")]
    pub frozen_backoff: bool,
    /// With `--strategy layers` under the plain grace rule: search every
    /// arrangement of a grace period's lifted cards, not one per class of
    /// arrangements that free moves turn into each other
    #[arg(long)]
    pub no_grace_classes: bool,
    /// With `--strategy layers`: when the layers held pass --max-memory,
    /// write the layers not yet reached to unnamed temporary files in this
    /// directory (gone when the search ends, however it ends) instead of
    /// stopping. Only the layer being expanded must fit in memory; disk
    /// use can reach a few times the keys' size. With --checkpoint the
    /// files go to the deal's checkpoint folder instead (`spill/`), so that
    /// a checkpoint links them rather than copying them.
    #[arg(long, value_name = "DIR")]
    pub spill_dir: Option<PathBuf>,
    /// With --spill-dir: MiB the spilled layers not yet read back may
    /// fill on disk (gzipped, as written) before the search stops,
    /// `unresolved` with limit `spill`. Unlimited by default; set it where
    /// other jobs share the disk.
    #[arg(long, value_name = "MIB")]
    pub max_spill: Option<u64>,
    /// With `--strategy layers`: every this many seconds, print a line on
    /// stderr with the layer being expanded, the positions expanded and
    /// held, and the keys spilled, so that a long proof shows how far it
    /// has got.
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true)]
    pub progress_every: Option<f64>,
    /// With `--strategy layers`: keep a checkpoint of each deal's search in
    /// a folder of its own below DIR (written every --checkpoint-every
    /// seconds and when a limit or Ctrl-C stops it, removed when the search
    /// ends), and go on from it when the same command runs again, under
    /// limits counted afresh. For proofs longer than one run. A batch
    /// writes its `unresolved` row for a deal so stopped and skips it when
    /// resumed: to go on, run it again with another --out.
    #[arg(long, value_name = "DIR")]
    pub checkpoint: Option<PathBuf>,
    /// Seconds between checkpoints: each writes every key held (keys
    /// spilled to disk are linked, not copied), so a few GiB a time on
    /// the largest searches.
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = 1800.0,
        allow_negative_numbers = true
    )]
    pub checkpoint_every: f64,
    /// With `--strategy layers`: threads that expand each deal's positions
    /// (one thread files their children, in the same order whatever the
    /// number, so the search and its checkpoints are the same). For one
    /// long proof; a batch of many deals is better served by --threads.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub layer_threads: usize,
}

/// `--strategy`: the solver's [`Strategy`] for the command line.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum StrategyArg {
    /// Depth-first, in the configured move order; least memory.
    Dfs,
    /// Best-first on a greedy estimate of the work left (cards not home,
    /// out-of-sequence cards); finds wins sooner, holds a frontier.
    BestFirst,
    /// Narrow depth-first passes first (each allows only a few moves that do
    /// not lower the estimate between deals), to find easy wins fast; then
    /// best-first search on a tenth of the node cap (at most 300,000
    /// nodes); then the complete
    /// depth-first search. A narrow pass never proves a loss.
    Staged,
    /// Staged, with a depth-first pass in each other move order (a tenth of
    /// the node cap each) before the complete search in the given order:
    /// the orders find different wins. Finds more wins than staged on the
    /// Miss Milligan family, fewer on variants where the lookahead order is
    /// strong (see results/notes/05-move-orders-portfolio.md); try `--order natural` or `heuristic`
    Portfolio,
    /// Staged, with short depth-first passes whose moves are shuffled a
    /// little (each in the next move order) before the complete search:
    /// 18 of a fortieth of the node cap each, or above 600,000 nodes as
    /// many 15,000-node passes as fill half the cap; shorter narrow
    /// passes. Finds the most wins per node on Miss Milligan at 300,000
    /// nodes and more (see results/notes/06-restarts.md); deterministic
    Restarts,
    /// The complete search by layers of progress (cards dealt plus cards
    /// home, which no move lowers without take-back): each layer is dropped
    /// once expanded, so it holds a few layers at a time and proves losses
    /// whose spaces no table holds (about a third of the depth-first
    /// table's positions on spanish-patience seed 8769). Breadth-first, it
    /// reaches a win only near the end of the space, and then restarts
    /// finds the line with what is left: use it on deals the default leaves
    /// open. With take-back once the stock is out (giant), every position
    /// with the stock out is one last layer; with take-back at any time it
    /// is depth-first
    Layers,
}

impl From<StrategyArg> for Strategy {
    fn from(arg: StrategyArg) -> Strategy {
        match arg {
            StrategyArg::Dfs => Strategy::Dfs,
            StrategyArg::BestFirst => Strategy::BestFirst,
            StrategyArg::Staged => Strategy::Staged,
            StrategyArg::Portfolio => Strategy::Portfolio,
            StrategyArg::Restarts => Strategy::Restarts,
            StrategyArg::Layers => Strategy::Layers,
        }
    }
}

/// `--order`: the solver's [`Order`] for the command line.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum OrderArg {
    /// Generation order: foundations, columns, reserve/cells, take-backs, deal.
    Natural,
    /// Moves that free cards first, deals last.
    Heuristic,
    /// By the estimate of the position each move leads to (one-ply lookahead).
    Lookahead,
}

impl From<OrderArg> for Order {
    fn from(arg: OrderArg) -> Order {
        match arg {
            OrderArg::Natural => Order::Natural,
            OrderArg::Heuristic => Order::Heuristic,
            OrderArg::Lookahead => Order::Lookahead,
        }
    }
}

/// `secs` as a duration, refused unless positive (and finite), naming `flag`.
pub(super) fn positive_seconds(flag: &str, secs: f64) -> Result<Duration, String> {
    Duration::try_from_secs_f64(secs)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| format!("{flag} must be a positive number of seconds, not {secs}"))
}

impl SearchArgs {
    /// Refuses `flag` unless the strategy is the layered search.
    fn layers_only(&self, flag: &str) -> Result<(), String> {
        match self.strategy {
            StrategyArg::Layers => Ok(()),
            _ => Err(format!("{flag} works only with --strategy layers")),
        }
    }

    pub fn config(&self) -> Result<Config, Error> {
        if !(self.timeout > 0.0 && self.timeout.is_finite()) {
            return Err(format!(
                "--timeout must be a positive number of seconds, not {}",
                self.timeout
            )
            .into());
        }
        if self.max_nodes == Some(0) {
            return Err("--max-nodes must be at least 1".into());
        }
        if self.max_memory == 0 {
            return Err("--max-memory must be at least 1 MiB".into());
        }
        let max_bytes = self.max_memory.checked_mul(1 << 20).ok_or_else(|| {
            format!(
                "--max-memory {} MiB is more than this machine can address",
                self.max_memory
            )
        })?;
        if let Some(dir) = &self.spill_dir {
            self.layers_only("--spill-dir")?;
            tempfile::tempfile_in(dir).map_err(|e| {
                format!(
                    "--spill-dir {}: cannot create a file there: {e}",
                    dir.display()
                )
            })?;
        }
        let max_spill = match self.max_spill {
            None => u64::MAX,
            Some(_) if self.spill_dir.is_none() => {
                return Err("--max-spill needs --spill-dir (where the layers are spilled)".into());
            }
            Some(0) => return Err("--max-spill must be at least 1 MiB".into()),
            Some(mib) => mib
                .checked_mul(1 << 20)
                .ok_or_else(|| format!("--max-spill {mib} MiB is more than a disk can hold"))?,
        };
        let progress_every = match self.progress_every {
            None => None,
            Some(secs) => {
                self.layers_only("--progress-every")?;
                Some(positive_seconds("--progress-every", secs)?)
            }
        };
        if self.layer_threads == 0 {
            return Err("--layer-threads must be at least 1".into());
        }
        if self.layer_threads > 1 {
            self.layers_only("--layer-threads")?;
        }
        let checkpoint = match &self.checkpoint {
            None => None,
            Some(dir) => {
                self.layers_only("--checkpoint")?;
                std::fs::create_dir_all(dir).map_err(|e| {
                    format!(
                        "--checkpoint {}: cannot make the folder: {e}",
                        dir.display()
                    )
                })?;
                Some(Checkpoints {
                    dir: dir.clone(),
                    every: positive_seconds("--checkpoint-every", self.checkpoint_every)?,
                })
            }
        };
        Ok(Config {
            max_nodes: self.max_nodes.unwrap_or(u64::MAX),
            // A timeout too long for a `Duration` (centuries) is no limit.
            timeout: Duration::try_from_secs_f64(self.timeout).ok(),
            max_bytes,
            prune: Prune {
                safe_home: !self.no_safe_home,
                frozen: !self.no_frozen,
                frozen_backoff: self.frozen_backoff,
                grace_classes: !self.no_grace_classes,
            },
            order: self.order.into(),
            strategy: self.strategy.into(),
            cancel: None,
            spill: self.spill_dir.clone(),
            max_spill,
            progress_every,
            checkpoint,
            layer_threads: self.layer_threads,
        })
    }
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Solve under these stricter rules (id or rule file; the position
    /// must be one of theirs: the same deck and columns) and replay a win
    /// under the position's own before it is reported, as `batch --via`
    /// does; a win that does not replay is an error (the rules were not
    /// stricter). A loss under them proves nothing here: the verdict is
    /// then `unresolved`.
    #[arg(long, value_name = "ID")]
    pub via: Option<String>,
    /// Write the solution file (position, `moves:`, moves) here when won.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Write a self-contained HTML page replaying the solution here when
    /// won (as `milligan view` does).
    #[arg(long)]
    pub html: Option<PathBuf>,
}

/// `--via`'s rules, checked against the chosen position (see [`via::check`]).
fn stricter_rules(chosen: &super::position_args::Chosen, id: &str) -> Result<Rules, Error> {
    let stricter = rules::resolve(id).map_err(|e| format!("--via: {e}"))?;
    via::check(&chosen.rules, &stricter, &chosen.position)?;
    Ok(stricter)
}

pub fn run(args: &SolveArgs) -> Result<ExitCode, Error> {
    let mut config = args.search.config()?;
    if config.checkpoint.is_some() {
        // Ctrl-C stops the search as a limit does, so that it writes its
        // checkpoint.
        config.cancel = Some(stop_on_ctrl_c("writing the checkpoint"));
    }
    let chosen = args.position.load()?;
    let via = match &args.via {
        Some(id) => Some(stricter_rules(&chosen, id)?),
        None => None,
    };
    let mut solver = Solver::new(via.as_ref().unwrap_or(&chosen.rules), config);
    let solved = via::solve(&mut solver, &chosen.rules, via.as_ref(), &chosen.position)?;
    let outcome = solved.outcome;
    chosen.print_header()?;
    let name = crate::results::Verdict::from(&outcome.verdict);
    let verdict = match &outcome.verdict {
        Verdict::Lost(_)
            if solved.lost_under_via
                && let Some(via) = &via =>
        {
            format!(
                "unresolved (lost under --via {}'s stricter rules, which proves nothing here)",
                via.id
            )
        }
        Verdict::Unresolved(limit) => format!("{name} ({} limit)", limit.name()),
        Verdict::Won(moves) => format!(
            "{name} in {} moves (replayed by the reference engine)",
            moves.len()
        ),
        Verdict::Lost(Proof::Search) => format!("{name} (every reachable position searched)"),
        Verdict::Lost(Proof::SearchFrozen) => format!(
            "{name} (every reachable position searched, or given up because a card in it could never go home)"
        ),
        Verdict::Lost(Proof::SearchGraceClasses) => {
            format!("{name} (every reachable class of grace arrangements searched)")
        }
        Verdict::Lost(Proof::Frozen(_)) => format!("{name} (a card is frozen: no search needed)"),
    };
    outln!("verdict:  {verdict}");
    if let Some(via) = &via {
        outln!(
            "via:      searched under {}'s rules (fingerprint {}); a win is replayed under {}'s too",
            via.id,
            via.fingerprint(),
            chosen.rules.id
        );
    }
    if let Verdict::Lost(Proof::Frozen(card)) = &outcome.verdict
        && via.is_none()
    {
        outln!("reason:   {card}, whatever is played");
    }
    outln!("nodes:    {}", outcome.cost.nodes);
    outln!(
        "frozen:   {} positions given up (a card could never go home)",
        outcome.cost.frozen_cuts
    );
    outln!(
        "states:   {} ({:.1} MiB table)",
        outcome.cost.states,
        outcome.cost.bytes as f64 / (1 << 20) as f64
    );
    if outcome.cost.spilled > 0 {
        outln!(
            "spilled:  {:.1} MiB of keys written to disk",
            outcome.cost.spilled as f64 / (1 << 20) as f64
        );
    }
    if let Some(layer) = outcome.layer {
        outln!("layers:   stopped in {layer}; every earlier layer was searched");
    }
    if let Some(failed) = &outcome.disk_error {
        outln!("disk:     {failed}");
    }
    if outcome.cost.earlier.is_zero() {
        outln!("time:     {:.3} s", outcome.elapsed.as_secs_f64());
    } else {
        outln!(
            "time:     {:.3} s, {:.3} s with the runs its checkpoint went on from",
            outcome.elapsed.as_secs_f64(),
            (outcome.elapsed + outcome.cost.earlier).as_secs_f64()
        );
    }
    outln!("note:     the solver sees face-down cards and the stock order");
    if let Verdict::Won(moves) = &outcome.verdict {
        let text: Vec<String> = moves.iter().map(ToString::to_string).collect();
        outln!("solution: {}", text.join(" "));
        if let Some(path) = &args.out {
            let file = write_solution(
                &chosen.variant,
                &chosen.rules,
                &chosen.position,
                chosen.source.as_deref(),
                moves,
            );
            std::fs::write(path, file)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        if let Some(path) = &args.html {
            // The solution file's lines, had it been written: moves follow
            // the position and its `moves:` line.
            let first = write_position(
                &chosen.variant,
                &chosen.rules,
                &chosen.position,
                chosen.source.as_deref(),
            )
            .lines()
            .count()
                + 2;
            let lines: Vec<usize> = (first..first + moves.len()).collect();
            super::view::write_page(
                &chosen.rules,
                chosen.source.as_deref(),
                &chosen.position,
                moves,
                &lines,
                path,
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
