//! Depth-first search over the packed state, on fingerprints or exact keys
//! ([`Seen`]). Iterative (an explicit stack), with every buffer reused, so
//! the loop does not allocate beyond growing its vectors.

use super::config::{Config, Limit};
use super::cost::{Meter, Search};
use super::estimate::{delta, estimate};
use super::expand::{MOVE_STACK, Scratch, expand};
use super::grace_finish;
use super::moves::{SMove, Undo};
use super::rerun::{PassLog, Tables, proven_again};
use super::seen::{Exact, Fingerprints, Seen};
use super::state::{Ctx, State};

/// Starting capacity of the stack of open nodes: most searches never grow
/// it.
const FRAME_STACK: usize = 1024;

/// How a depth-first pass departs from the plain complete search.
#[derive(Clone, Copy, Default)]
pub(super) struct Walk {
    /// A move that does not lower the estimate is allowed only while the
    /// moves since the last deal have this much slack left (an incomplete
    /// pass: its `Ok(None)` proves nothing).
    pub narrow: Option<u32>,
    /// Shuffle the moves a little ([`super::config::JITTER`]), from a
    /// generator with this seed. Still complete: only the order changes.
    pub shuffle: Option<u64>,
}

/// The complete depth-first search. It runs on fingerprints, which are
/// fast and small but may collide; so when it finds no win, the search is
/// run again on exact keys and that verdict stands: no `lost` rests on a
/// collision. The second search visits the same positions in the same
/// order (unless the first met a collision), so it reports the same node
/// count; it gets the same node and time allowance again.
pub(super) fn complete_dfs(
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

/// An open node: its moves (from `start` of the move stack), the next to
/// try, and the move that led to it with its undo.
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

/// Depth-first search, plain or as `walk` says.
pub(super) fn dfs<S: Seen>(
    ctx: &Ctx,
    start: &State,
    config: &Config,
    seen: &mut S,
    walk: Walk,
    log: &mut PassLog,
) -> Search {
    let mut search = Dfs {
        ctx,
        config,
        narrow: walk.narrow,
        meter: Meter::start(config, 1),
        seen,
        log,
        state: start.clone(),
        moves: Vec::with_capacity(MOVE_STACK),
        scratch: Scratch::shuffled(walk.shuffle).backing_off(config),
        budgets: Vec::new(),
        frames: Vec::with_capacity(FRAME_STACK),
    };
    search.seen.begin(start);
    let result = search.run();
    let bytes = search.seen.used_bytes() + search.log.used_bytes();
    Search::ended(result, &search.meter, search.seen.len(), bytes)
}

/// A depth-first search under way.
struct Dfs<'a, S> {
    ctx: &'a Ctx,
    config: &'a Config,
    narrow: Option<u32>,
    meter: Meter,
    seen: &'a mut S,
    log: &'a mut PassLog,
    state: State,
    /// The moves of every open node, each node's from its frame's `start`.
    moves: Vec<SMove>,
    scratch: Scratch,
    /// In a narrow pass, each move's budget, in step with `moves`.
    budgets: Vec<Budget>,
    frames: Vec<Frame>,
}

impl<S: Seen> Dfs<'_, S> {
    /// The search's result: a winning path, none, or the limit it met.
    fn run(&mut self) -> Result<Option<Vec<SMove>>, Limit> {
        let ctx = self.ctx;
        if self.state.is_won(ctx) {
            return Ok(Some(Vec::new()));
        }
        if let Some(finish) = grace_finish::finish(ctx, &self.state) {
            return Ok(Some(finish));
        }
        // The position to expand next, the root and then each new child:
        // the move that led to it, and in a narrow pass its budget.
        let mut opened = Some((
            None,
            self.narrow.map(|slack| Budget {
                estimate: estimate(ctx, &self.state),
                slack,
            }),
        ));
        loop {
            if let Some((via, budget)) = opened.take() {
                self.open(via, budget);
            }
            let Some(frame) = self.frames.last_mut() else {
                return Ok(None);
            };
            let end = self.moves.len();
            if frame.next == end {
                self.close();
                continue;
            }
            let (mv, child) = (self.moves[frame.next], frame.next);
            frame.next += 1;
            if frame.next < end {
                self.seen.prefetch(frame.next);
            }
            let new = self.seen.insert(child);
            self.log.looked_up(new);
            if !new {
                continue;
            }
            let undo = self.state.make(ctx, mv);
            self.seen.touch(mv);
            let capped = self.meter.reached();
            let finish = if self.state.is_won(ctx) {
                Some(Vec::new())
            } else {
                grace_finish::finish(ctx, &self.state)
            };
            if let Some(finish) = finish {
                let frames = self.frames.iter().filter_map(|f| f.via.map(|v| v.0));
                return Ok(Some(frames.chain([mv]).chain(finish).collect()));
            }
            let held = || self.seen.bytes() + self.log.bytes() + self.stack_bytes();
            if let Some(limit) = capped.or_else(|| self.meter.poll(held)) {
                return Err(limit);
            }
            opened = Some((Some((mv, undo)), self.narrow.map(|_| self.budgets[child])));
        }
    }

    /// Bytes of the stack of open nodes, by capacity: their moves, frames
    /// and budgets. A search can run millions of nodes deep (millie seed
    /// 20: 2 million frames and 33 million moves after 3 million nodes),
    /// so the memory limit must count them.
    fn stack_bytes(&self) -> usize {
        self.moves.capacity() * size_of::<SMove>()
            + self.frames.capacity() * size_of::<Frame>()
            + self.budgets.capacity() * size_of::<Budget>()
    }

    /// Expands the position reached by `via` (with its narrow `budget`)
    /// and pushes its frame.
    fn open(&mut self, via: Option<(SMove, Undo)>, budget: Option<Budget>) {
        let (ctx, start) = (self.ctx, self.moves.len());
        let cut = expand(
            &mut self.state,
            ctx,
            self.config,
            &mut self.moves,
            &mut self.scratch,
            self.log,
        );
        self.meter.cost.frozen_cuts += u64::from(cut);
        if let (Some(full_slack), Some(budget)) = (self.narrow, budget) {
            let moves = &mut self.moves;
            allow_narrow(
                ctx,
                &self.state,
                moves,
                start,
                budget,
                full_slack,
                &mut self.budgets,
            );
        }
        self.seen
            .add_children(&mut self.state, &self.moves[start..]);
        self.frames.push(Frame {
            start,
            next: start,
            via,
        });
    }

    /// Pops the last frame, every move of it tried, back to its parent.
    fn close(&mut self) {
        let frame = self.frames.pop().expect("a frame to close");
        self.moves.truncate(frame.start);
        self.seen.truncate(frame.start);
        self.budgets.truncate(frame.start);
        if let Some((mv, undo)) = frame.via {
            self.state.unmake(self.ctx, mv, undo);
            self.seen.touch(mv);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules;
    use crate::solver::fingerprint::FingerSet;
    use crate::solver::table::Table;
    use crate::solver::testing::{capped, dealt, exact_dfs};

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
                assert_eq!(by_key.cost.nodes, by_fingerprint.cost.nodes, "{what}");
                assert_eq!(by_key.cost.states, by_fingerprint.cost.states, "{what}");
            }
        }
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
            assert_eq!(shuffled.cost.nodes, again.cost.nodes, "seed {seed}");
            match (&plain.result, &shuffled.result) {
                (Ok(None), Ok(None)) => {
                    assert_eq!(plain.cost.nodes, shuffled.cost.nodes, "seed {seed}");
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
}
