//! Depth-first search over the packed state with a transposition table of
//! exact keys. Iterative (an explicit stack), with every buffer reused, so
//! the loop does not allocate beyond growing its vectors.

use std::time::{Duration, Instant};

use super::moves::{SMove, Undo};
use super::prune::{Prune, safe_home_move};
use super::state::{Ctx, DOWN, State};
use super::table::Table;

/// Why a search stopped without a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Nodes,
    Time,
    Memory,
}

impl Limit {
    pub fn name(self) -> &'static str {
        match self {
            Limit::Nodes => "nodes",
            Limit::Time => "time",
            Limit::Memory => "memory",
        }
    }
}

/// Move ordering at each node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Order {
    /// Generation order: foundations, columns, reserve/cells, take-backs, deal.
    Natural,
    /// Moves that free cards first, deals last.
    Heuristic,
}

/// Search limits and knobs.
#[derive(Clone, Debug)]
pub struct Config {
    pub max_nodes: u64,
    pub timeout: Option<Duration>,
    /// Transposition table budget in bytes.
    pub max_bytes: usize,
    pub prune: Prune,
    pub order: Order,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            max_nodes: u64::MAX,
            timeout: Some(Duration::from_secs(10)),
            max_bytes: 4 << 30,
            prune: Prune::ALL,
            order: Order::Heuristic,
        }
    }
}

/// The raw result of a search: the winning path in solver moves, if any.
pub struct Search {
    pub result: Result<Option<Vec<SMove>>, Limit>,
    pub nodes: u64,
    pub states: usize,
    pub bytes: usize,
}

struct Frame {
    start: usize,
    next: usize,
    via: Option<(SMove, Undo)>,
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
        SMove::Deal => 0,
    }
}

/// Searches for a win from `start`. `table` is cleared first and may be
/// reused across deals to keep its allocation.
pub fn dfs(ctx: &Ctx, start: &State, config: &Config, table: &mut Table) -> Search {
    let began = Instant::now();
    let mut state = start.clone();
    let mut key = Vec::with_capacity(256);
    let mut order = Vec::with_capacity(16);
    let mut moves: Vec<SMove> = Vec::with_capacity(4096);
    let mut frames: Vec<Frame> = Vec::with_capacity(1024);
    table.clear();
    state.write_key(ctx, &mut key, &mut order);
    table.insert(&key);
    let mut nodes: u64 = 1;
    let done = |result, nodes, table: &Table| Search {
        result,
        nodes,
        states: table.len(),
        bytes: table.bytes(),
    };
    if state.is_won(ctx) {
        return done(Ok(Some(Vec::new())), nodes, table);
    }
    expand(&state, ctx, config, &mut moves);
    frames.push(Frame {
        start: 0,
        next: 0,
        via: None,
    });
    loop {
        let Some(frame) = frames.last_mut() else {
            return done(Ok(None), nodes, table);
        };
        let end = moves.len();
        if frame.next == end {
            let frame = frames.pop().expect("frame");
            moves.truncate(frame.start);
            if let Some((mv, undo)) = frame.via {
                state.unmake(ctx, mv, undo);
            }
            continue;
        }
        let mv = moves[frame.next];
        frame.next += 1;
        let undo = state.make(ctx, mv);
        state.write_key(ctx, &mut key, &mut order);
        if !table.insert(&key) {
            state.unmake(ctx, mv, undo);
            continue;
        }
        nodes += 1;
        if state.is_won(ctx) {
            let mut path: Vec<SMove> = frames.iter().filter_map(|f| f.via.map(|v| v.0)).collect();
            path.push(mv);
            return done(Ok(Some(path)), nodes, table);
        }
        if nodes >= config.max_nodes {
            return done(Err(Limit::Nodes), nodes, table);
        }
        if nodes.is_multiple_of(4096) {
            if config.timeout.is_some_and(|t| began.elapsed() >= t) {
                return done(Err(Limit::Time), nodes, table);
            }
            if table.bytes() > config.max_bytes {
                return done(Err(Limit::Memory), nodes, table);
            }
        }
        let start = moves.len();
        expand(&state, ctx, config, &mut moves);
        frames.push(Frame {
            start,
            next: start,
            via: Some((mv, undo)),
        });
    }
}

/// Appends the moves to try from `state`: one safe foundation move alone
/// when pruning finds one, else every legal move in the configured order.
fn expand(state: &State, ctx: &Ctx, config: &Config, moves: &mut Vec<SMove>) {
    let start = moves.len();
    state.generate(ctx, moves);
    if config.prune.safe_home
        && let Some(safe) = safe_home_move(state, ctx, &moves[start..])
    {
        moves.truncate(start);
        moves.push(safe);
        return;
    }
    if config.order == Order::Heuristic {
        moves[start..].sort_by_key(|&mv| std::cmp::Reverse(score(state, mv)));
    }
}
