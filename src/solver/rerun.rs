//! No `lost` rests on a fingerprint collision: a pass that finds no win on
//! fingerprints is run again on exact keys ([`proven_again`]), replaying
//! what the first run recorded ([`PassLog`]) while the two agree.

use super::config::Config;
use super::cost::Search;
use super::fingerprint::FingerSet;
use super::frozen::applies as frozen_applies;
use super::state::Ctx;
use super::table::Table;

/// The tables a search fills, kept from search to search for their
/// allocations.
#[derive(Default)]
pub struct Tables {
    /// Exact keys: for best-first search, and to prove a loss again.
    pub exact: Table,
    /// Fingerprints: for depth-first search.
    pub fingerprints: FingerSet,
    /// A pass on fingerprints, recorded for its rerun on exact keys.
    pub(super) pass_log: PassLog,
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
    pub(super) fn bytes(&self) -> usize {
        (self.new.words.capacity() + self.cut.words.capacity()) * size_of::<u64>()
    }

    /// Bytes this pass's record fills: what a result reports, which must
    /// not depend on the deals solved before with the same tables (their
    /// records leave capacity behind).
    pub(super) fn used_bytes(&self) -> usize {
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
    pub(super) fn off(&mut self) -> &mut Self {
        self.new.clear();
        self.cut.clear();
        self.mode = LogMode::Off;
        self
    }

    /// Notes a child's lookup: whether it was `new`.
    pub(super) fn looked_up(&mut self, new: bool) {
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
    pub(super) fn frozen_cut(&mut self, test: impl FnOnce() -> bool) -> bool {
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

#[cfg(test)]
impl PassLog {
    /// Where the last rerun stands: the lookups and expansions it
    /// replayed and those recorded, while it replays; `None` once a lookup
    /// went another way.
    pub(super) fn replayed(&self) -> Option<[(usize, usize); 2]> {
        match self.mode {
            LogMode::Replay {
                looked_up,
                expanded,
            } => Some([(looked_up, expanded), (self.new.len, self.cut.len)]),
            LogMode::Off => None,
            LogMode::Record => panic!("a record not replayed"),
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

/// Runs `pass` on fingerprints (`exact` false) and, when it finds no win,
/// again on exact keys, whose verdict stands, so that no `lost` rests on a
/// fingerprint collision. The first run records its [`PassLog`] and the
/// second replays it: both are runs of the same closure, so of the same
/// walk from the same start, which is what the replay needs.
pub(super) fn proven_again(
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
        // The rerun's counts stand; its byte peak covers the first run's.
        exact.cost.peak(0, fast.cost.bytes);
        exact
    } else {
        fast
    };
    tables.pass_log = log;
    result
}
