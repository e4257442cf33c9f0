//! Depth-first search over the packed state with a transposition table of
//! fingerprints, and best-first search with one of exact keys; a loss is
//! proven on exact keys ([`Tables`]). Iterative (an explicit stack), with
//! every buffer reused, so the loop does not allocate beyond growing its
//! vectors.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::{Duration, Instant};

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use super::estimate::{delta, estimate};
use super::fingerprint::{FingerSet, Fingerprinter};
use super::frozen::{Scratch as FrozenScratch, applies as frozen_applies, frozen};
use super::key::{DecodeMemo, Keyer, PileCache};
use super::layers::{LayerReached, Layered, has_layers, layered};
use super::moves::{SMove, Undo};
use super::prune::{Prune, safe_home_move};
use super::seen::{Exact, Fingerprints, KEY_BYTES, Seen};
use super::state::{Ctx, DOWN, State};
use super::table::{Place, Table};

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
/// depends on the variant (`results/README.md`).
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
/// (results/README.md, "Randomised restarts").
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

/// Starting capacities of the search's stacks (moves of every open node,
/// open nodes): most searches never grow them.
pub(super) const MOVE_STACK: usize = 4096;
const FRAME_STACK: usize = 1024;

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
    /// Set from outside to stop the search (checked every 4096 nodes).
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
            + &match (&self.spill, self.max_spill) {
                (None, _) => String::new(),
                (Some(_), u64::MAX) => " spill=disk".into(),
                (Some(_), cap) => format!(" spill=disk max-spill={}mib", cap >> 20),
            }
    }

    /// The time, memory or cancel limit that stops a search now, if any.
    pub(super) fn stop(&self, began: Instant, bytes: usize) -> Option<Limit> {
        if self
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(AtomicOrdering::Relaxed))
        {
            Some(Limit::Interrupted)
        } else if self.timeout.is_some_and(|t| began.elapsed() >= t) {
            Some(Limit::Time)
        } else if bytes > self.max_bytes {
            Some(Limit::Memory)
        } else {
            None
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

/// The raw result of a search: the winning path in solver moves, if any.
pub struct Search {
    pub result: Result<Option<Vec<SMove>>, Limit>,
    pub nodes: u64,
    /// Positions given no moves because a card in them can never go home
    /// ([`Prune::frozen`]).
    pub frozen_cuts: u64,
    pub states: usize,
    /// The largest table (and frontier) this search filled, in bytes.
    pub bytes: usize,
    /// Bytes written to the spill directory ([`Config::spill`]).
    pub spilled: u64,
    /// Where a layered search stopped on a limit.
    pub layer: Option<LayerReached>,
    /// Time of the runs a layered search went on from, by its checkpoint
    /// (zero otherwise): the search as a whole took this plus this run.
    pub earlier: Duration,
}

struct Frame {
    start: usize,
    next: usize,
    via: Option<(SMove, Undo)>,
}

/// The narrow pass only: a position's estimate and the moves that do not
/// lower it still allowed before the next deal.
#[derive(Clone, Copy)]
struct Budget {
    estimate: u32,
    slack: u32,
}

/// Keeps the moves `moves[start..]` of a position with `budget` that the
/// narrow pass allows, and appends each kept move's budget to `budgets`
/// (kept in step with `moves`): a deal restores the full slack, a move that
/// lowers the estimate keeps the slack, any other move spends one.
fn allow_narrow(
    ctx: &Ctx,
    state: &State,
    moves: &mut Vec<SMove>,
    start: usize,
    budget: Budget,
    full_slack: u32,
    budgets: &mut Vec<Budget>,
) {
    let mut kept = start;
    for i in start..moves.len() {
        let mv = moves[i];
        let estimate = budget.estimate.saturating_add_signed(delta(ctx, state, mv));
        let slack = if mv == SMove::Deal {
            full_slack
        } else if estimate < budget.estimate {
            budget.slack
        } else if budget.slack > 0 {
            budget.slack - 1
        } else {
            continue;
        };
        moves[kept] = mv;
        kept += 1;
        budgets.push(Budget { estimate, slack });
    }
    moves.truncate(kept);
}

/// A move's priority under [`Order::Heuristic`] (higher first).
fn score(state: &State, mv: SMove) -> u8 {
    let exposes = |from: u8, count: u8| {
        let col = &state.cols[from as usize];
        let rest = col.len() - count as usize;
        rest == 0 || col[rest - 1] & DOWN != 0
    };
    match mv {
        SMove::ColFound { from } if exposes(from, 1) => 100,
        SMove::ColFound { .. }
        | SMove::ReserveFound
        | SMove::CellFound { .. }
        | SMove::WasteFound => 90,
        SMove::ColCol { from, count, .. } if exposes(from, count) => 70,
        SMove::ReserveCol { .. } | SMove::CellCol { .. } | SMove::WasteCol { .. } => 60,
        SMove::ColCol { .. } => 50,
        SMove::ColReserve { .. } | SMove::ColCell { .. } => 30,
        SMove::FoundCol { .. } | SMove::FoundCell { .. } => 20,
        SMove::Close => 10,
        SMove::Deal => 0,
    }
}

/// The tables a search fills, kept from search to search for their
/// allocations.
#[derive(Default)]
pub struct Tables {
    /// Exact keys: for best-first search, and to prove a loss again.
    pub exact: Table,
    /// Fingerprints: for depth-first search.
    pub fingerprints: FingerSet,
    /// A pass on fingerprints, recorded for its rerun on exact keys.
    pass_log: PassLog,
}

/// What a pass decided, for its rerun on exact keys: for every child it
/// looked up, whether it was new; for every position it expanded, whether
/// the frozen test cut it ([`Prune::frozen`]).
///
/// A search that finds no win on fingerprints is run again on exact keys
/// ([`proven_again`]): the same walk from the same start. So as long as
/// every lookup has gone the same way, the two expand the same positions
/// in the same order, and the first pass's frozen outcomes are the
/// rerun's: the rerun takes them from the record instead of running the
/// test again. The first lookup that goes another way (a child that
/// collided with an unequal one's fingerprint, new on exact keys) ends the
/// replay, and from there the rerun runs the test itself. So the rerun
/// decides everything exactly as it would without a record: the same
/// verdict and node count.
///
/// A recorded cut is taken on trust, so a record is sound only for the
/// rerun of the walk that made it: [`proven_again`] is the only place that
/// replays, and every other pass starts with [`PassLog::off`].
#[derive(Default)]
pub(super) struct PassLog {
    mode: LogMode,
    /// Per child looked up, in order: it was new.
    new: Bits,
    /// Per position expanded, in order: the frozen test cut it.
    cut: Bits,
}

#[derive(Clone, Copy, Default)]
enum LogMode {
    /// Run the test everywhere and record nothing.
    #[default]
    Off,
    /// Run the test everywhere and record the lookups and the outcomes.
    Record,
    /// Take the frozen outcomes from the record while the lookups agree
    /// with it; counts the lookups and expansions replayed so far.
    Replay { looked_up: usize, expanded: usize },
}

impl PassLog {
    /// Starts a first pass: recording, where the frozen test runs
    /// (`tests`; else there is nothing to replay).
    fn record(&mut self, tests: bool) -> &mut Self {
        self.new.clear();
        self.cut.clear();
        self.mode = if tests { LogMode::Record } else { LogMode::Off };
        self
    }

    /// Bytes held, by capacity: the memory limit counts them.
    fn bytes(&self) -> usize {
        (self.new.words.capacity() + self.cut.words.capacity()) * size_of::<u64>()
    }

    /// Bytes this pass's record fills: what a result reports, which must
    /// not depend on the deals solved before with the same tables (their
    /// records leave capacity behind).
    fn used_bytes(&self) -> usize {
        (self.new.words.len() + self.cut.words.len()) * size_of::<u64>()
    }

    /// Starts the rerun of the pass just recorded.
    fn replay(&mut self) -> &mut Self {
        self.mode = match self.mode {
            LogMode::Record => LogMode::Replay {
                looked_up: 0,
                expanded: 0,
            },
            LogMode::Off | LogMode::Replay { .. } => LogMode::Off,
        };
        self
    }

    /// Starts a pass that is not rerun (the last pass's record is dropped).
    fn off(&mut self) -> &mut Self {
        self.new.clear();
        self.cut.clear();
        self.mode = LogMode::Off;
        self
    }

    /// Notes a child's lookup: whether it was `new`.
    fn looked_up(&mut self, new: bool) {
        match &mut self.mode {
            LogMode::Off => {}
            LogMode::Record => self.new.push(new),
            LogMode::Replay { looked_up, .. } => {
                if self.new.get(*looked_up) == Some(new) {
                    *looked_up += 1;
                } else {
                    self.mode = LogMode::Off;
                }
            }
        }
    }

    /// Whether the frozen test cuts the position being expanded: `test`'s
    /// answer, or the record's while the replay lasts.
    fn frozen_cut(&mut self, test: impl FnOnce() -> bool) -> bool {
        match &mut self.mode {
            LogMode::Off => test(),
            LogMode::Record => {
                let cut = test();
                self.cut.push(cut);
                cut
            }
            LogMode::Replay { expanded, .. } => {
                let recorded = self.cut.get(*expanded);
                *expanded += 1;
                recorded.unwrap_or_else(test)
            }
        }
    }
}

/// A growable bit vector.
#[derive(Default)]
struct Bits {
    words: Vec<u64>,
    len: usize,
}

impl Bits {
    fn clear(&mut self) {
        self.words.clear();
        self.len = 0;
    }

    fn push(&mut self, bit: bool) {
        if self.len.is_multiple_of(64) {
            self.words.push(0);
        }
        self.words[self.len / 64] |= u64::from(bit) << (self.len % 64);
        self.len += 1;
    }

    fn get(&self, i: usize) -> Option<bool> {
        (i < self.len).then(|| self.words[i / 64] >> (i % 64) & 1 != 0)
    }
}

/// Searches for a win from `start` with the configured strategy. The
/// tables are cleared first.
pub fn search(ctx: &Ctx, start: &State, config: &Config, tables: &mut Tables) -> Search {
    match config.strategy {
        Strategy::Dfs => complete_dfs(ctx, start, config, tables, None),
        Strategy::BestFirst => best_first(ctx, start, config, tables),
        Strategy::Staged | Strategy::Portfolio | Strategy::Restarts => {
            staged(ctx, start, config, tables)
        }
        Strategy::Layers => layers_then_line(ctx, start, config, tables),
    }
}

/// [`Strategy::Layers`]: the layered search, then, where it reaches a win,
/// the restarts strategy for the line.
fn layers_then_line(ctx: &Ctx, start: &State, config: &Config, tables: &mut Tables) -> Search {
    if !has_layers(ctx) {
        return complete_dfs(ctx, start, config, tables, None);
    }
    let began = Instant::now();
    let layered = layered(ctx, start, config);
    let result = match layered.end {
        Layered::Lost => Ok(None),
        Layered::Stopped(limit) => Err(limit),
        Layered::Winnable => {
            let left = Config {
                max_nodes: config.max_nodes.saturating_sub(layered.nodes).max(1),
                timeout: config.timeout.map(|t| t.saturating_sub(began.elapsed())),
                strategy: Strategy::Restarts,
                ..config.clone()
            };
            let mut line = staged(ctx, start, &left, tables);
            assert!(
                !matches!(line.result, Ok(None)),
                "a search proved lost a deal whose layered search reached a win"
            );
            line.nodes += layered.nodes;
            line.bytes = line.bytes.max(layered.peak_bytes);
            line.spilled = layered.spilled;
            line.earlier = layered.before;
            return line;
        }
    };
    let layer = result.is_err().then_some(layered.layer);
    Search {
        result,
        nodes: layered.nodes,
        frozen_cuts: layered.frozen_cuts,
        states: layered.peak_states,
        bytes: layered.peak_bytes,
        spilled: layered.spilled,
        layer,
        earlier: layered.before,
    }
}

/// How many restart passes a node cap of `cap` gets, and the nodes of each:
/// [`RESTARTS`] passes of a [`RESTART_SHARE`]th of the cap; or, where that
/// is over [`RESTART_NODES`], passes of [`RESTART_NODES`] that fill
/// [`RESTART_LONG_PERCENT`]% of the cap.
fn restart_passes(cap: u64) -> (u64, u64) {
    let share = cap / RESTART_SHARE;
    if share <= RESTART_NODES {
        (RESTARTS, share)
    } else {
        let filled = cap / 100 * RESTART_LONG_PERCENT / RESTART_NODES;
        (filled.max(RESTARTS), RESTART_NODES)
    }
}

/// The complete depth-first search. It runs on fingerprints, which are
/// fast and small but may collide; so when it finds no win, the search is
/// run again on exact keys and that verdict stands: no `lost` rests on a
/// collision. The second search visits the same positions in the same
/// order (unless the first met a collision), so it reports the same node
/// count; it gets the same node and time allowance again.
fn complete_dfs(
    ctx: &Ctx,
    start: &State,
    config: &Config,
    tables: &mut Tables,
    shuffle: Option<u64>,
) -> Search {
    let walk = Walk {
        narrow: None,
        shuffle,
    };
    proven_again(ctx, config, tables, |tables, exact, log| {
        if exact {
            let mut seen = Exact::new(ctx, start, &mut tables.exact);
            dfs(ctx, start, config, &mut seen, walk, log)
        } else {
            let mut seen = Fingerprints::new(ctx, &mut tables.fingerprints);
            dfs(ctx, start, config, &mut seen, walk, log)
        }
    })
}

/// Runs `pass` on fingerprints (`exact` false) and, when it finds no win,
/// again on exact keys, whose verdict stands, so that no `lost` rests on a
/// fingerprint collision. The first run records its [`PassLog`] and the
/// second replays it: both are runs of the same closure, so of the same
/// walk from the same start, which is what the replay needs.
fn proven_again(
    ctx: &Ctx,
    config: &Config,
    tables: &mut Tables,
    mut pass: impl FnMut(&mut Tables, bool, &mut PassLog) -> Search,
) -> Search {
    let mut log = std::mem::take(&mut tables.pass_log);
    let fast = pass(
        tables,
        false,
        log.record(config.prune.frozen && frozen_applies(ctx)),
    );
    let result = if matches!(fast.result, Ok(None)) {
        let mut exact = pass(tables, true, log.replay());
        exact.bytes = exact.bytes.max(fast.bytes);
        exact
    } else {
        fast
    };
    tables.pass_log = log;
    result
}

/// The staged strategy: the narrow passes in turn, a best-first pass, then
/// the complete depth-first search with the nodes and time they left. Node
/// counts and the table's peak add up over the passes. The portfolio adds
/// a depth-first pass in each other order ([`PORTFOLIO`]) before the last;
/// the restarts strategy adds its shuffled passes there instead. A pass
/// that ends with a win, or a complete pass (any but a narrow one) that
/// ends with none, decides the deal.
fn staged(ctx: &Ctx, start: &State, config: &Config, tables: &mut Tables) -> Search {
    let began = Instant::now();
    // The search's limits for a pass of `max_nodes` nodes, in the time left.
    let pass_config = |max_nodes: u64| Config {
        max_nodes,
        timeout: config.timeout.map(|t| t.saturating_sub(began.elapsed())),
        ..config.clone()
    };
    /// The passes before the complete depth-first search.
    #[derive(Clone, Copy)]
    enum Pass {
        Narrow(u32),
        BestFirst,
        /// Depth-first in another move order.
        Order(Order),
        /// Depth-first with shuffled moves, the `i`th restart.
        Shuffled(u64),
    }
    let narrow = NARROW_SLACK.map(Pass::Narrow);
    let narrow_share = match config.strategy {
        Strategy::Restarts => RESTART_NARROW_SHARE,
        _ => NARROW_SHARE,
    };
    // The restart passes take the configured order first, then the others.
    let first_order = PORTFOLIO
        .iter()
        .position(|&o| o == config.order)
        .expect("PORTFOLIO lists every order");
    let other_orders = PORTFOLIO
        .into_iter()
        .filter(|&order| config.strategy == Strategy::Portfolio && order != config.order)
        .map(Pass::Order);
    let (restart_count, restart_nodes) = restart_passes(config.max_nodes);
    let restarts = (0..restart_count)
        .filter(|_| config.strategy == Strategy::Restarts)
        .map(Pass::Shuffled);
    let (mut spent, mut peak, mut cuts) = (0, 0, 0);
    for pass in narrow
        .into_iter()
        .chain([Pass::BestFirst])
        .chain(other_orders)
        .chain(restarts)
    {
        let left = config.max_nodes.saturating_sub(spent);
        let mut result = match pass {
            Pass::Narrow(slack) => {
                let budget = left.min(NARROW_NODES).min(config.max_nodes / narrow_share);
                if budget == 0 {
                    continue;
                }
                let mut seen = Fingerprints::new(ctx, &mut tables.fingerprints);
                let walk = Walk {
                    narrow: Some(slack),
                    shuffle: None,
                };
                let log = tables.pass_log.off();
                dfs(ctx, start, &pass_config(budget), &mut seen, walk, log)
            }
            Pass::BestFirst => {
                let budget = left
                    .min(config.max_nodes / BEST_FIRST_SHARE)
                    .min(BEST_FIRST_NODES);
                if budget == 0 {
                    continue;
                }
                best_first(ctx, start, &pass_config(budget), tables)
            }
            Pass::Order(order) => {
                let budget = left.min(config.max_nodes / PORTFOLIO_SHARE);
                if budget == 0 {
                    continue;
                }
                let pass = Config {
                    order,
                    ..pass_config(budget)
                };
                complete_dfs(ctx, start, &pass, tables, None)
            }
            Pass::Shuffled(i) => {
                let budget = left.min(restart_nodes);
                if budget < RESTART_MIN_NODES {
                    continue;
                }
                let turn = (first_order + i as usize) % PORTFOLIO.len();
                let pass = Config {
                    order: PORTFOLIO[turn],
                    ..pass_config(budget)
                };
                complete_dfs(ctx, start, &pass, tables, Some(i))
            }
        };
        spent += result.nodes;
        peak = peak.max(result.bytes);
        cuts += result.frozen_cuts;
        result.nodes = spent;
        result.frozen_cuts = cuts;
        result.bytes = peak;
        // Best-first and depth-first search are complete: their `Ok(None)`
        // proves a loss.
        let complete = !matches!(pass, Pass::Narrow(_));
        match result.result {
            Ok(Some(_))
            | Err(Limit::Time | Limit::Interrupted | Limit::Memory | Limit::Disk | Limit::Spill) => {
                return result;
            }
            Ok(None) if complete => return result,
            Err(Limit::Nodes) if spent >= config.max_nodes => return result,
            Ok(None) | Err(Limit::Nodes) => {}
        }
    }
    let budget = config.max_nodes.saturating_sub(spent).max(1);
    let mut last = complete_dfs(ctx, start, &pass_config(budget), tables, None);
    last.nodes += spent;
    last.frozen_cuts += cuts;
    last.bytes = last.bytes.max(peak);
    last
}

/// How a depth-first pass departs from the plain complete search.
#[derive(Clone, Copy, Default)]
struct Walk {
    /// A move that does not lower the estimate is allowed only while the
    /// moves since the last deal have this much slack left (an incomplete
    /// pass: its `Ok(None)` proves nothing).
    narrow: Option<u32>,
    /// Shuffle the moves a little ([`JITTER`]), from a generator with this
    /// seed. Still complete: only the order changes.
    shuffle: Option<u64>,
}

/// Depth-first search, plain or as `walk` says.
fn dfs<S: Seen>(
    ctx: &Ctx,
    start: &State,
    config: &Config,
    seen: &mut S,
    walk: Walk,
    log: &mut PassLog,
) -> Search {
    let Walk { narrow, shuffle } = walk;
    let began = Instant::now();
    let mut state = start.clone();
    let mut moves: Vec<SMove> = Vec::with_capacity(MOVE_STACK);
    let mut scratch = Scratch {
        shuffle: shuffle.map(Xoshiro256PlusPlus::seed_from_u64),
        ..Scratch::default()
    };
    let mut cuts: u64 = 0;
    let mut budgets: Vec<Budget> = Vec::new();
    let mut frames: Vec<Frame> = Vec::with_capacity(FRAME_STACK);
    seen.begin(&state);
    let mut nodes: u64 = 1;
    let done = |result, nodes, cuts, seen: &S, log: &PassLog| Search {
        result,
        nodes,
        frozen_cuts: cuts,
        states: seen.len(),
        bytes: seen.used_bytes() + log.used_bytes(),
        spilled: 0,
        layer: None,
        earlier: Duration::ZERO,
    };
    if state.is_won(ctx) {
        return done(Ok(Some(Vec::new())), nodes, cuts, seen, log);
    }
    // The position to expand next, the root and then each new child: the
    // move that led to it, and in a narrow pass its budget.
    let mut opened = Some((
        None,
        narrow.map(|slack| Budget {
            estimate: estimate(ctx, &state),
            slack,
        }),
    ));
    loop {
        if let Some((via, budget)) = opened.take() {
            let start = moves.len();
            cuts += u64::from(expand(
                &mut state,
                ctx,
                config,
                &mut moves,
                &mut scratch,
                log,
            ));
            if let (Some(full_slack), Some(budget)) = (narrow, budget) {
                allow_narrow(
                    ctx,
                    &state,
                    &mut moves,
                    start,
                    budget,
                    full_slack,
                    &mut budgets,
                );
            }
            seen.add_children(&mut state, &moves[start..]);
            frames.push(Frame {
                start,
                next: start,
                via,
            });
        }
        let Some(frame) = frames.last_mut() else {
            return done(Ok(None), nodes, cuts, seen, log);
        };
        let end = moves.len();
        if frame.next == end {
            let frame = frames.pop().expect("frame");
            moves.truncate(frame.start);
            seen.truncate(frame.start);
            budgets.truncate(frame.start);
            if let Some((mv, undo)) = frame.via {
                state.unmake(ctx, mv, undo);
                seen.touch(mv);
            }
            continue;
        }
        let (mv, child) = (moves[frame.next], frame.next);
        frame.next += 1;
        if frame.next < end {
            seen.prefetch(frame.next);
        }
        let new = seen.insert(child);
        log.looked_up(new);
        if !new {
            continue;
        }
        let undo = state.make(ctx, mv);
        seen.touch(mv);
        nodes += 1;
        if state.is_won(ctx) {
            let mut path: Vec<SMove> = frames.iter().filter_map(|f| f.via.map(|v| v.0)).collect();
            path.push(mv);
            return done(Ok(Some(path)), nodes, cuts, seen, log);
        }
        if nodes >= config.max_nodes {
            return done(Err(Limit::Nodes), nodes, cuts, seen, log);
        }
        if nodes.is_multiple_of(4096)
            && let Some(limit) = config.stop(began, seen.bytes() + log.bytes())
        {
            return done(Err(limit), nodes, cuts, seen, log);
        }
        opened = Some((Some((mv, undo)), narrow.map(|_| budgets[child])));
    }
}

/// Appends the moves to try from `state`: one safe foundation move alone
/// when pruning finds one, else every legal move in the configured order.
///
/// With [`Prune::frozen`], a position with a card that can never go home
/// gets no moves (see [`super::frozen`]); the return value says so.
pub(super) fn expand(
    state: &mut State,
    ctx: &Ctx,
    config: &Config,
    moves: &mut Vec<SMove>,
    scratch: &mut Scratch,
    log: &mut PassLog,
) -> bool {
    if config.prune.frozen && log.frozen_cut(|| frozen(ctx, state, &mut scratch.frozen).is_some()) {
        return true;
    }
    let start = moves.len();
    state.generate(ctx, moves);
    if config.prune.safe_home
        && let Some(safe) = safe_home_move(state, ctx, &moves[start..])
    {
        moves.truncate(start);
        moves.push(safe);
        return false;
    }
    match config.order {
        Order::Natural => {}
        Order::Heuristic => moves[start..].sort_by_key(|&mv| Reverse(score(state, mv))),
        Order::Lookahead => sort_keyed(&mut moves[start..], &mut scratch.keyed, |_, mv| {
            (delta(ctx, state, mv), Reverse(score(state, mv)))
        }),
    }
    if let Some(rng) = &mut scratch.shuffle {
        sort_keyed(&mut moves[start..], &mut scratch.jittered, |place, _| {
            2 * place as u64 + rng.next_u64() % JITTER
        });
    }
    false
}

/// Sorts `moves` by `key` (of a move's place and the move), each key
/// computed once into `buf`, which is reused from node to node (a sort by
/// key would compute it at every comparison; std's cached-key sort
/// allocates). Stable, as the order of equal keys is part of the search.
fn sort_keyed<K: Ord + Copy>(
    moves: &mut [SMove],
    buf: &mut Vec<(K, SMove)>,
    mut key: impl FnMut(usize, SMove) -> K,
) {
    buf.clear();
    buf.extend(
        moves
            .iter()
            .enumerate()
            .map(|(place, &mv)| (key(place, mv), mv)),
    );
    buf.sort_by_key(|&(key, _)| key);
    for (slot, &(_, mv)) in moves.iter_mut().zip(buf.iter()) {
        *slot = mv;
    }
}

/// Buffers that [`expand`] reuses from node to node.
#[derive(Default)]
pub(super) struct Scratch {
    keyed: Keyed,
    frozen: FrozenScratch,
    /// The restart passes' move shuffler, and its moves with their keys
    /// ([`sort_keyed`]).
    shuffle: Option<Xoshiro256PlusPlus>,
    jittered: Vec<(u64, SMove)>,
}

/// Moves with their [`Order::Lookahead`] keys ([`sort_keyed`]).
type Keyed = Vec<((i32, Reverse<u8>), SMove)>;

/// Best-first search. It runs on fingerprints, which spare the key of
/// every transposition; when it finds no win it is run again on exact keys
/// and that verdict stands, as in [`complete_dfs`]: both visit the same
/// positions in the same order (unless the first met a collision), so they
/// report the same node count.
fn best_first(ctx: &Ctx, start: &State, config: &Config, tables: &mut Tables) -> Search {
    proven_again(ctx, config, tables, |tables, exact, log| {
        let fingerprints = (!exact).then_some(&mut tables.fingerprints);
        best_first_pass(ctx, start, config, &mut tables.exact, fingerprints, log)
    })
}

/// One best-first search: with `fingerprints`, a child is new when its
/// fingerprint is, and the table only stores keys; without, the table
/// files every key and tells new from old exactly. Each table entry
/// records its parent entry and the move from it, in the column order of
/// the parent's key; the path is mapped back to real columns in
/// [`real_path`]. Places grow with insertion order, so ties on the
/// estimate go to the newest position.
fn best_first_pass(
    ctx: &Ctx,
    start: &State,
    config: &Config,
    table: &mut Table,
    mut fingerprints: Option<&mut FingerSet>,
    log: &mut PassLog,
) -> Search {
    let began = Instant::now();
    let mut key = Vec::with_capacity(KEY_BYTES);
    let mut order = Vec::with_capacity(16);
    let mut moves: Vec<SMove> = Vec::with_capacity(MOVE_STACK);
    let mut children: Vec<u64> = Vec::with_capacity(MOVE_STACK);
    let mut scratch = Scratch::default();
    let mut cuts: u64 = 0;
    let keyer = Keyer::new(ctx, start);
    let mut printer = Fingerprinter::new(ctx);
    // Each popped position is keyed column by column once; its children
    // re-encode only the columns their moves change.
    let mut piles = PileCache::new(ctx);
    // Each popped position is decoded into this one, reusing its vectors.
    let mut state = start.clone();
    let mut memo = DecodeMemo::default();
    table.clear();
    keyer.write(ctx, start, &mut key, &mut order);
    let root = match fingerprints.as_deref_mut() {
        Some(set) => {
            set.clear();
            set.insert(printer.fingerprint(ctx, start));
            table.append(&key)
        }
        None => table.insert(&key).expect("empty table"),
    };
    // Per entry, in insertion order: its key's place, its parent entry and
    // the move from it. The frontier holds entries.
    let mut places: Vec<Place> = vec![root];
    let mut parents: Vec<(u32, SMove)> = vec![(0, SMove::Deal)];
    let mut frontier = BinaryHeap::new();
    frontier.push((Reverse(estimate(ctx, start)), 0u32));
    let mut nodes: u64 = 1;
    let bytes = |table: &Table,
                 set: Option<&FingerSet>,
                 log: &PassLog,
                 parents: &Vec<(u32, SMove)>,
                 frontier: &BinaryHeap<(Reverse<u32>, u32)>| {
        table.used_bytes()
            + set.map_or(0, FingerSet::used_bytes)
            + log.used_bytes()
            + parents.capacity() * (size_of::<(u32, SMove)>() + size_of::<Place>())
            + frontier.capacity() * 8
    };
    let done = |result, nodes, cuts, table: &Table, held| Search {
        result,
        nodes,
        frozen_cuts: cuts,
        states: table.len(),
        bytes: held,
        spilled: 0,
        layer: None,
        earlier: Duration::ZERO,
    };
    if start.is_won(ctx) {
        let held = bytes(table, fingerprints.as_deref(), log, &parents, &frontier);
        return done(Ok(Some(Vec::new())), nodes, cuts, table, held);
    }
    while let Some((_, id)) = frontier.pop() {
        keyer.decode_into(ctx, table.key(places[id as usize]), &mut state, &mut memo);
        piles.forget();
        printer.forget();
        moves.clear();
        cuts += u64::from(expand(
            &mut state,
            ctx,
            config,
            &mut moves,
            &mut scratch,
            log,
        ));
        if let Some(set) = fingerprints.as_deref() {
            children.clear();
            for &mv in &moves {
                let fp = printer.child(ctx, &mut state, mv);
                set.prefetch(fp);
                children.push(fp);
            }
        }
        for (i, &mv) in moves.iter().enumerate() {
            if let Some(set) = fingerprints.as_deref_mut()
                && !set.insert(children[i])
            {
                log.looked_up(false);
                continue;
            }
            let undo = state.make(ctx, mv);
            piles.touch(mv);
            keyer.write_cached(ctx, &state, &mut piles, &mut key, &mut order);
            let child = match fingerprints {
                Some(_) => Some(table.append(&key)),
                None => table.insert(&key),
            };
            log.looked_up(child.is_some());
            if let Some(place) = child {
                let child = places.len() as u32;
                places.push(place);
                parents.push((id, mv));
                nodes += 1;
                if state.is_won(ctx) {
                    let path = real_path(ctx, &keyer, start, &parents, child);
                    let held = bytes(table, fingerprints.as_deref(), log, &parents, &frontier);
                    return done(Ok(Some(path)), nodes, cuts, table, held);
                }
                frontier.push((Reverse(estimate(ctx, &state)), child));
                if nodes >= config.max_nodes {
                    let held = bytes(table, fingerprints.as_deref(), log, &parents, &frontier);
                    return done(Err(Limit::Nodes), nodes, cuts, table, held);
                }
                if nodes.is_multiple_of(4096) {
                    let held = bytes(table, fingerprints.as_deref(), log, &parents, &frontier);
                    if let Some(limit) = config.stop(began, held) {
                        return done(Err(limit), nodes, cuts, table, held);
                    }
                }
            }
            state.unmake(ctx, mv, undo);
            piles.touch(mv);
        }
    }
    let held = bytes(table, fingerprints.as_deref(), log, &parents, &frontier);
    done(Ok(None), nodes, cuts, table, held)
}

/// Follows parent links from entry `goal` to the root (entry 0) and maps each move from its
/// parent's key column order to the real columns of a replay from `start`.
fn real_path(
    ctx: &Ctx,
    keyer: &Keyer,
    start: &State,
    parents: &[(u32, SMove)],
    goal: u32,
) -> Vec<SMove> {
    let mut keyed = Vec::new();
    let mut id = goal;
    while id != 0 {
        let (parent, mv) = parents[id as usize];
        keyed.push(mv);
        id = parent;
    }
    keyed.reverse();
    // `perm[i]` is the real column of the decoded state's column `i`. A
    // decoded state sorts its columns only when they are interchangeable;
    // otherwise it keeps its parent's order, and so does `perm`.
    let mut real = start.clone();
    let (mut key, mut order) = (Vec::new(), Vec::new());
    let mut perm: Vec<usize> = (0..start.cols.len()).collect();
    keyed
        .into_iter()
        .map(|mv| {
            keyer.write(ctx, &real, &mut key, &mut order);
            if real.columns_symmetric(ctx) {
                perm.clone_from(&order);
            }
            let mv = mv.remap_columns(|c| perm[c as usize] as u8);
            real.make(ctx, mv);
            mv
        })
        .collect()
}

/// Shortens a winning path: from each position on it, jump to the furthest
/// later position of the path that one legal move reaches. The result visits
/// a subsequence of the same positions, so it still wins (and the reference
/// engine replays it before it is reported, as every win).
pub fn shorten(ctx: &Ctx, start: &State, path: &[SMove]) -> Vec<SMove> {
    let keyer = Keyer::new(ctx, start);
    let (mut key, mut order) = (Vec::new(), Vec::new());
    let mut index: std::collections::HashMap<Vec<u8>, usize> = std::collections::HashMap::new();
    let mut state = start.clone();
    keyer.write_exact(&state, &mut key, &mut order);
    index.insert(key.clone(), 0);
    for (i, &mv) in path.iter().enumerate() {
        state.make(ctx, mv);
        keyer.write_exact(&state, &mut key, &mut order);
        index.insert(key.clone(), i + 1);
    }
    let mut short = Vec::new();
    let mut moves = Vec::new();
    let mut state = start.clone();
    let mut at = 0;
    while at < path.len() {
        let (mut best, mut best_move) = (at + 1, path[at]);
        moves.clear();
        state.generate(ctx, &mut moves);
        for &mv in &moves {
            let undo = state.make(ctx, mv);
            keyer.write_exact(&state, &mut key, &mut order);
            if let Some(&j) = index.get(&key)
                && j > best
            {
                (best, best_move) = (j, mv);
            }
            state.unmake(ctx, mv, undo);
        }
        state.make(ctx, best_move);
        short.push(best_move);
        at = best;
    }
    short
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::deal::DealId;
    use crate::rules::{self, Rules};

    /// A config of `max_nodes` nodes with no time limit.
    pub(in crate::solver) fn capped(max_nodes: u64) -> Config {
        Config {
            timeout: None,
            max_nodes,
            ..Config::default()
        }
    }

    /// Depth-first search on exact keys, with no record to replay.
    pub(in crate::solver) fn exact_dfs(
        ctx: &Ctx,
        start: &State,
        config: &Config,
        table: &mut Table,
    ) -> Search {
        let mut exact = Exact::new(ctx, start, table);
        dfs(
            ctx,
            start,
            config,
            &mut exact,
            Walk::default(),
            &mut PassLog::default(),
        )
    }

    /// The solver's state for deal `seed`.
    fn dealt(rules: &Rules, ctx: &Ctx, seed: u64) -> State {
        State::from_position(ctx, &DealId::Seed(seed).position(rules).unwrap()).unwrap()
    }

    /// A staged search that ends in a later narrow pass reports the
    /// largest table of all its passes, not only the last pass's
    /// (regression: it reported the last pass's alone).
    #[test]
    fn staged_search_reports_the_largest_table_of_its_passes() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = Config {
            strategy: Strategy::Staged,
            ..capped(1_000_000)
        };
        let mut tables = Tables::default();
        let mut checked = 0;
        for seed in 1..=40 {
            let start = dealt(&rules, &ctx, seed);
            let first_pass = Config {
                max_nodes: NARROW_NODES,
                ..config.clone()
            };
            let mut seen = Fingerprints::new(&ctx, &mut tables.fingerprints);
            let first = dfs(
                &ctx,
                &start,
                &first_pass,
                &mut seen,
                Walk {
                    narrow: Some(NARROW_SLACK[0]),
                    shuffle: None,
                },
                &mut PassLog::default(),
            );
            let staged = search(&ctx, &start, &config, &mut tables);
            let ended_narrow = staged.nodes < first.nodes + NARROW_NODES * 3;
            let first_failed = !matches!(first.result, Ok(Some(_)));
            if first_failed && matches!(staged.result, Ok(Some(_))) && ended_narrow {
                assert!(staged.bytes >= first.bytes, "seed {seed}");
                checked += 1;
                if checked == 3 {
                    return;
                }
            }
        }
        panic!("only {checked} deals were won in a later narrow pass");
    }

    /// A deal's result, table bytes included, is the same whatever deals
    /// were solved before with the same tables (regression: the pass log's
    /// capacity, left by earlier deals, was reported, so Slurm shards and
    /// a single batch run wrote different `table_kib`).
    #[test]
    fn results_do_not_depend_on_the_deals_solved_before() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = capped(20_000);
        let mut shared = Tables::default();
        for seed in 1..=30 {
            let start = dealt(&rules, &ctx, seed);
            let after = search(&ctx, &start, &config, &mut shared);
            let alone = search(&ctx, &start, &config, &mut Tables::default());
            let sum = |s: &Search| (s.result.is_ok(), s.nodes, s.states, s.bytes);
            assert_eq!(sum(&after), sum(&alone), "seed {seed}");
        }
    }

    /// The same search on fingerprints and on exact keys: the same
    /// verdict, path, node count and number of positions, in every variant.
    #[test]
    fn fingerprints_and_exact_keys_search_alike() {
        let mut exact_table = Table::new();
        let mut set = FingerSet::new();
        for rules in rules::builtin() {
            let ctx = Ctx::new(&rules);
            let config = capped(20_000);
            for seed in 1..=4 {
                let start = dealt(&rules, &ctx, seed);
                let by_key = exact_dfs(&ctx, &start, &config, &mut exact_table);
                let mut fingerprints = Fingerprints::new(&ctx, &mut set);
                let by_fingerprint = dfs(
                    &ctx,
                    &start,
                    &config,
                    &mut fingerprints,
                    Walk::default(),
                    &mut PassLog::default(),
                );
                let what = format!("{} seed {seed}", rules.id);
                assert_eq!(by_key.result, by_fingerprint.result, "{what}");
                assert_eq!(by_key.nodes, by_fingerprint.nodes, "{what}");
                assert_eq!(by_key.states, by_fingerprint.states, "{what}");
            }
        }
    }

    /// No `lost` rests on a fingerprint collision: with fingerprints cut
    /// to 10 bits, so that unequal positions collide all the time, the
    /// fast searches (depth-first and best-first) miss wins and end early,
    /// and the complete searches still give every verdict that exact keys
    /// give.
    #[test]
    fn a_loss_never_rests_on_a_fingerprint_collision() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = capped(100_000);
        let kind = |s: &Search| match s.result {
            Ok(Some(_)) => "won",
            Ok(None) => "lost",
            Err(_) => "unresolved",
        };
        let mut exact_table = Table::new();
        let (mut rescued, mut bf_rescued, mut lost) = (0, 0, 0);
        for seed in 1..=30 {
            let start = dealt(&rules, &ctx, seed);
            let by_key = exact_dfs(&ctx, &start, &config, &mut exact_table);
            let mut tables = Tables {
                fingerprints: FingerSet::colliding(10),
                ..Tables::default()
            };
            let mut colliding = Fingerprints::new(&ctx, &mut tables.fingerprints);
            let fast = dfs(
                &ctx,
                &start,
                &config,
                &mut colliding,
                Walk::default(),
                &mut PassLog::default(),
            );
            let complete = complete_dfs(&ctx, &start, &config, &mut tables, None);
            assert_eq!(kind(&complete), kind(&by_key), "seed {seed}");
            if kind(&by_key) == "lost" {
                assert_eq!(complete.nodes, by_key.nodes, "seed {seed}");
                lost += 1;
            }
            rescued += (kind(&fast) == "lost" && kind(&by_key) != "lost") as usize;

            // The same for best-first search.
            let bf_key = best_first_pass(
                &ctx,
                &start,
                &config,
                &mut exact_table,
                None,
                &mut PassLog::default(),
            );
            tables.fingerprints = FingerSet::colliding(10);
            let mut table = Table::new();
            let bf_fast = best_first_pass(
                &ctx,
                &start,
                &config,
                &mut table,
                Some(&mut tables.fingerprints),
                &mut PassLog::default(),
            );
            tables.fingerprints = FingerSet::colliding(10);
            let bf = best_first(&ctx, &start, &config, &mut tables);
            assert_eq!(kind(&bf), kind(&bf_key), "best-first, seed {seed}");
            if kind(&bf_key) == "lost" {
                assert_eq!(bf.nodes, bf_key.nodes, "best-first, seed {seed}");
            }
            bf_rescued += (kind(&bf_fast) == "lost" && kind(&bf_key) != "lost") as usize;
        }
        assert!(rescued > 0, "no fast search was misled");
        assert!(bf_rescued > 0, "no fast best-first search was misled");
        assert!(lost > 0, "no deal was lost");
    }

    /// The rerun on exact keys takes the frozen test's outcomes from the
    /// first pass's record, all of them when no fingerprint collides, and
    /// stops replaying at the first lookup that goes another way: with
    /// fingerprints cut to 10 bits it stops, and the verdict, node count
    /// and cuts are still those of a search on exact keys without a
    /// record. Depth-first and best-first search alike.
    #[test]
    fn the_exact_rerun_replays_frozen_outcomes_until_a_lookup_differs() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = capped(300_000);
        let mut exact_table = Table::new();
        // Per search: how many reruns replayed to the end, and how many
        // stopped early.
        let (mut replayed, mut stopped) = ([0; 2], [0; 2]);
        for seed in 1..=30 {
            let start = dealt(&rules, &ctx, seed);
            let unrecorded_dfs = exact_dfs(&ctx, &start, &config, &mut exact_table);
            let unrecorded_bf = best_first_pass(
                &ctx,
                &start,
                &config,
                &mut exact_table,
                None,
                &mut PassLog::default(),
            );
            for (k, unrecorded) in [unrecorded_dfs, unrecorded_bf].iter().enumerate() {
                if unrecorded.result != Ok(None) || unrecorded.frozen_cuts == 0 {
                    continue;
                }
                for bits in [None, Some(10)] {
                    let mut tables = Tables {
                        fingerprints: bits.map(FingerSet::colliding).unwrap_or_default(),
                        ..Tables::default()
                    };
                    let rerun = match k {
                        0 => complete_dfs(&ctx, &start, &config, &mut tables, None),
                        _ => best_first(&ctx, &start, &config, &mut tables),
                    };
                    let what = format!("seed {seed}, search {k}, bits {bits:?}");
                    assert_eq!(rerun.result, Ok(None), "{what}");
                    assert_eq!(rerun.nodes, unrecorded.nodes, "{what}");
                    assert_eq!(rerun.frozen_cuts, unrecorded.frozen_cuts, "{what}");
                    let log = &tables.pass_log;
                    match (bits, log.mode) {
                        (
                            None,
                            LogMode::Replay {
                                looked_up,
                                expanded,
                            },
                        ) => {
                            assert_eq!((looked_up, expanded), (log.new.len, log.cut.len), "{what}");
                            replayed[k] += 1;
                        }
                        (Some(_), LogMode::Off) => stopped[k] += 1,
                        _ => panic!("{what}: the replay did not end as expected"),
                    }
                }
            }
        }
        assert!(
            replayed.iter().chain(&stopped).all(|&n| n > 0),
            "replayed {replayed:?}, stopped {stopped:?}"
        );
    }

    /// A shuffled pass changes only the order: on a lost deal it sees every
    /// position the plain search sees (the same node count, since pruning
    /// depends only on the position), so its `lost` is as sound as the
    /// plain search's, which tests/solver.rs checks against brute force; on
    /// won deals it takes other paths, which win; and the same seed gives
    /// the same search. (Within the restarts strategy a shuffled pass
    /// rarely proves a loss: the best-first pass before it has four times
    /// its nodes.)
    #[test]
    fn shuffled_passes_change_the_order_only() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = capped(2_000_000);
        let mut tables = Tables::default();
        let (mut lost, mut other_path) = (0, 0);
        for seed in 1..=40 {
            let start = dealt(&rules, &ctx, seed);
            let plain = complete_dfs(&ctx, &start, &config, &mut tables, None);
            let shuffled = complete_dfs(&ctx, &start, &config, &mut tables, Some(seed));
            let again = complete_dfs(&ctx, &start, &config, &mut tables, Some(seed));
            assert_eq!(shuffled.result, again.result, "seed {seed}");
            assert_eq!(shuffled.nodes, again.nodes, "seed {seed}");
            match (&plain.result, &shuffled.result) {
                (Ok(None), Ok(None)) => {
                    assert_eq!(plain.nodes, shuffled.nodes, "seed {seed}");
                    lost += 1;
                }
                (Ok(Some(a)), Ok(Some(b))) => {
                    let mut state = start.clone();
                    for &mv in b {
                        state.make(&ctx, mv);
                    }
                    assert!(state.is_won(&ctx), "seed {seed}: the shuffled path wins");
                    other_path += (a != b) as usize;
                }
                (a, b) => panic!("seed {seed}: plain {a:?}, shuffled {b:?}"),
            }
        }
        assert!(lost > 0, "no deal was lost");
        assert!(other_path > 0, "no shuffled pass took another path");
    }

    /// Up to 600,000 nodes the restarts are 18 passes of a fortieth of the
    /// cap; above, 15,000-node passes that fill half of it, and never
    /// fewer than 18.
    #[test]
    fn restart_passes_are_short_and_many_under_large_caps() {
        assert_eq!(restart_passes(20_000), (18, 500));
        assert_eq!(restart_passes(600_000), (18, 15_000));
        assert_eq!(restart_passes(700_000), (23, 15_000));
        assert_eq!(restart_passes(3_000_000), (100, 15_000));
        for cap in [1_000, 40_000, 600_001, 1_000_000, 30_000_000] {
            let (passes, nodes) = restart_passes(cap);
            assert!(passes >= RESTARTS && nodes <= RESTART_NODES, "{cap}");
            assert!(passes * nodes <= cap / 2, "{cap}: {passes} x {nodes}");
        }
    }

    /// Under tiny caps the restarts strategy stays within its cap
    /// (regression: 18 one-node restart passes, each counting two nodes,
    /// overshot caps of 40-79 and left the complete pass nothing).
    #[test]
    fn the_restarts_keep_within_a_tiny_cap() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let start = dealt(&rules, &ctx, 1);
        let mut tables = Tables::default();
        for cap in [2, 5, 19, 41, 79, 100, 1000, 4000] {
            let config = Config {
                strategy: Strategy::Restarts,
                ..capped(cap)
            };
            let searched = search(&ctx, &start, &config, &mut tables);
            assert!(searched.nodes <= cap, "cap {cap}: {} nodes", searched.nodes);
        }
    }

    /// A shortened path still wins, is never longer, and really is shorter
    /// on the long paths depth-first search wanders into.
    #[test]
    fn shortened_paths_win_and_are_shorter() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = Config {
            strategy: Strategy::Dfs,
            order: Order::Heuristic,
            ..capped(200_000)
        };
        let mut tables = Tables::default();
        let mut shortened = 0;
        for seed in 1..=6 {
            let start = dealt(&rules, &ctx, seed);
            let Ok(Some(path)) = search(&ctx, &start, &config, &mut tables).result else {
                continue;
            };
            let short = shorten(&ctx, &start, &path);
            assert!(short.len() <= path.len());
            let mut state = start.clone();
            for &mv in &short {
                state.make(&ctx, mv);
            }
            assert!(state.is_won(&ctx), "seed {seed}");
            shortened += (short.len() < path.len()) as usize;
        }
        assert!(shortened > 0, "no path got shorter");
    }
}
