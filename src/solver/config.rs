//! What a search is asked to do: its limits, its strategy and move
//! order, and the constants that share the node cap between a strategy's
//! passes.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::prune::Prune;

/// Why a search stopped without a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Nodes,
    Time,
    Memory,
    /// Stopped from outside (Ctrl-C in a batch run); not a verdict.
    Interrupted,
    /// The spill directory could not be written or read back.
    Disk,
    /// The layers spilled to disk passed [`Config::max_spill`]: a budget,
    /// like the memory limit, not a failure.
    Spill,
}

impl Limit {
    pub fn name(self) -> &'static str {
        match self {
            Limit::Nodes => "nodes",
            Limit::Time => "time",
            Limit::Memory => "memory",
            Limit::Interrupted => "interrupted",
            Limit::Disk => "disk",
            Limit::Spill => "spill",
        }
    }
}

/// Move ordering at each node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Generation order: foundations, columns, reserve/cells, take-backs, deal.
    Natural,
    /// Moves that free cards first, deals last.
    Heuristic,
    /// By the estimate of the position each move leads to (one-ply lookahead).
    Lookahead,
}

/// How the search walks the positions. Both are complete: with no limit
/// hit, each ends with a win or with every reachable position seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// Depth-first, in the configured move order; least memory.
    Dfs,
    /// Best-first on a greedy estimate of the work left (cards not home,
    /// out-of-sequence cards); finds wins sooner, holds a frontier.
    BestFirst,
    /// Narrow depth-first passes first (each allows only a few moves that do
    /// not lower the estimate between deals, [`NARROW_SLACK`], within
    /// [`NARROW_NODES`] nodes), to find easy wins fast; then best-first
    /// search on a [`BEST_FIRST_SHARE`]th of the node cap (at most
    /// [`BEST_FIRST_NODES`]), which finds wins
    /// that the depth-first order misses; then the complete depth-first
    /// search. A narrow pass never proves a loss.
    Staged,
    /// [`Strategy::Staged`] with a depth-first pass in each other move order
    /// ([`PORTFOLIO`], a [`PORTFOLIO_SHARE`]th of the node cap each) before
    /// the complete search in the configured order.
    Portfolio,
    /// Randomised restarts: the staged strategy's narrow passes (a
    /// [`RESTART_NARROW_SHARE`]th of the node cap each) and best-first pass,
    /// then depth-first passes, each in the next of the [`PORTFOLIO`]
    /// orders with its moves shuffled a little ([`JITTER`]): [`RESTARTS`]
    /// of a [`RESTART_SHARE`]th of the cap each, or many short ones under a
    /// large cap ([`RESTART_NODES`]); then the complete search in
    /// the configured order. Deterministic: pass `i` draws from a generator
    /// seeded with `i`.
    Restarts,
    /// The complete search by layers of irreversible progress
    /// ([`super::layers`]): it holds a few layers of positions at a time,
    /// not all of them, so it can prove losses whose spaces no table holds.
    /// Breadth-first, it reaches a win only near the end of the space: where
    /// it does, [`Strategy::Restarts`] finds the line with the nodes and
    /// time left. A loss prover for the deals other strategies leave open.
    /// Where take-back opens once the stock is out, every position with
    /// the stock out is one last layer; where take-back is always open,
    /// progress can always fall, and it is the complete depth-first search.
    Layers,
}

/// The narrow passes: moves that do not lower the estimate, allowed per deal.
pub const NARROW_SLACK: [u32; 4] = [1, 2, 4, 8];
/// Node budget of each narrow pass (a node count, not a time, so that the
/// search stays deterministic); never more than a [`NARROW_SHARE`]th of the
/// search's node cap (a [`RESTART_NARROW_SHARE`]th under the restarts), so
/// that under a small cap every narrow pass and the complete one still run
/// (at 50,000 nodes the first pass used to take the whole cap).
pub const NARROW_NODES: u64 = 50_000;
pub const NARROW_SHARE: u64 = 5;

/// The staged strategy's best-first pass, after the narrow passes, gets
/// this fraction of the node cap, and at most [`BEST_FIRST_NODES`]: on the
/// Miss Milligan deals that the depth-first search left unresolved at
/// 3,000,000 nodes, best-first search found 5 of its 7 wins within 100,000
/// nodes. Without a node cap it gets [`BEST_FIRST_NODES`], so that the
/// complete depth-first search, which holds less memory, still runs.
pub const BEST_FIRST_SHARE: u64 = 10;
pub const BEST_FIRST_NODES: u64 = 300_000;

/// After its best-first pass, the portfolio strategy runs a depth-first
/// pass in each of these orders but the configured one, on a
/// [`PORTFOLIO_SHARE`]th of the node cap each, before the complete search
/// in the configured order. The orders find different wins: of the 46
/// Miss Milligan deals of seeds 1..200 that the staged search in the
/// lookahead order left open at 3,000,000 nodes, it won 22 in the heuristic
/// order, and 17 in the natural one (6 of them in that order alone); most
/// wins in any order come within 300,000 nodes. Which main order is best
/// depends on the variant (`results/notes/05-move-orders-portfolio.md`).
pub const PORTFOLIO: [Order; 3] = [Order::Heuristic, Order::Natural, Order::Lookahead];
pub const PORTFOLIO_SHARE: u64 = 10;

/// The restarts strategy's passes: how many, and the node cap's share of
/// each (at most [`RESTART_NODES`]); its narrow passes get a
/// [`RESTART_NARROW_SHARE`]th of the cap each (at most [`NARROW_NODES`]).
/// Chosen on Miss Milligan seeds 1..200 at 300,000 nodes (natural order),
/// where passes of a 40th won 168-176 deals over four generator seeds and
/// the portfolio 158 (longer narrow passes won less), and at 20,000 nodes
/// on seeds 1..1000, which weighs wins against losses proven: 18 passes
/// won 439 Miss Milligan deals (24: 454; 12: 410; staged search 412) and
/// left the complete pass enough to prove 224 single-deck-milligan deals
/// lost (24: 101; 12: 298; staged search 186). Passes of an 80th won less
/// (results/notes/06-restarts.md).
///
/// Under a large cap, many short passes beat a few long ones: passes are
/// at most [`RESTART_NODES`] nodes, and when that bound bites (caps over
/// 600,000 nodes) there are as many as fill [`RESTART_LONG_PERCENT`]% of
/// the cap (100 passes at 3,000,000). On Miss Milligan seeds 1..200 at
/// 3,000,000 nodes (natural order) that wins 190 deals, against 185 with
/// revision 6's 18 passes of 75,000, and 188 with 90 passes of 15,000.
/// Filling 60% won as many, but left the complete pass too few nodes to
/// prove little-milligan seed 116 lost (it needs about 910,000).
pub const RESTARTS: u64 = 18;
pub const RESTART_SHARE: u64 = 40;
pub const RESTART_NODES: u64 = 15_000;
pub const RESTART_LONG_PERCENT: u64 = 50;
pub const RESTART_NARROW_SHARE: u64 = 20;
/// A restart pass shorter than this is skipped (under a cap below 4,000
/// nodes there are none): a few nodes of shuffled search find nothing, and
/// 18 of them would eat a tiny cap before the complete pass.
pub const RESTART_MIN_NODES: u64 = 100;

/// How far a restart pass shuffles its moves: each move's place in the
/// configured order is doubled and a draw from `0..JITTER` added, so a move
/// may pass at most three of those before it. Measured on the same deals:
/// 8 won more than 4, 6, 16 or a full shuffle (which lost the order's
/// sense: 150 against 168-176).
pub const JITTER: u64 = 8;

/// Search limits and knobs.
#[derive(Clone, Debug)]
pub struct Config {
    pub max_nodes: u64,
    pub timeout: Option<Duration>,
    /// Transposition table budget in bytes.
    pub max_bytes: usize,
    pub prune: Prune,
    pub order: Order,
    pub strategy: Strategy,
    /// Set from outside to stop the search (polled with the time and
    /// memory limits, see [`super::cost::Meter`]).
    pub cancel: Option<Arc<AtomicBool>>,
    /// Where [`Strategy::Layers`] writes the layers not yet reached when
    /// the layers held pass `max_bytes` (instead of stopping).
    pub spill: Option<PathBuf>,
    /// Bytes the spilled layers not yet read back may fill on disk before
    /// [`Strategy::Layers`] stops ([`Limit::Spill`]): a full disk shared
    /// with other jobs stops them too.
    pub max_spill: u64,
    /// How often [`Strategy::Layers`] prints a progress line on stderr.
    pub progress_every: Option<Duration>,
    /// Where [`Strategy::Layers`] keeps a checkpoint to go on from.
    pub checkpoint: Option<Checkpoints>,
    /// Threads [`Strategy::Layers`] expands positions on (one files their
    /// children, in the same order whatever the number): the same search,
    /// sooner.
    pub layer_threads: usize,
}

/// A layered search's checkpoint: the folder of one search (the solver
/// makes one per position below the folder it is given), and how often it
/// is written (besides when a limit stops the search).
#[derive(Clone, Debug)]
pub struct Checkpoints {
    pub dir: PathBuf,
    pub every: Duration,
}

impl Config {
    /// The limits and heuristics in words, with the solver's revision: what
    /// a result file's search fingerprint is made from.
    pub fn describe(&self) -> String {
        format!(
            "revision={} timeout={} max-nodes={} max-memory={}MiB strategy={:?} order={:?} safe-home={} frozen={}",
            super::REVISION,
            self.timeout
                .map_or("none".into(), |t| format!("{}s", t.as_secs_f64())),
            if self.max_nodes == u64::MAX {
                "none".into()
            } else {
                self.max_nodes.to_string()
            },
            self.max_bytes >> 20,
            self.strategy,
            self.order,
            self.prune.safe_home,
            self.prune.frozen
        )
        .to_lowercase()
            // Only where it changes the search, so that other searches keep
            // their fingerprints.
            + if self.strategy == Strategy::Layers && self.prune.grace_classes {
                " grace-classes"
            } else {
                ""
            }
            + if self.prune.frozen && self.prune.frozen_backoff && self.strategy != Strategy::Layers {
                " frozen-backoff"
            } else {
                ""
            }
            + &match (&self.spill, self.max_spill) {
                (None, _) => String::new(),
                (Some(_), u64::MAX) => " spill=disk".into(),
                (Some(_), cap) => format!(" spill=disk max-spill={}mib", cap >> 20),
            }
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            max_nodes: u64::MAX,
            timeout: Some(Duration::from_secs(10)),
            max_bytes: 4 << 30,
            prune: Prune::ALL,
            order: Order::Lookahead,
            strategy: Strategy::Restarts,
            cancel: None,
            spill: None,
            max_spill: u64::MAX,
            progress_every: None,
            checkpoint: None,
            layer_threads: 1,
        }
    }
}
