//! What a search spends, and the one check that stops it: every search
//! loop (depth-first, best-first, layered) counts its nodes and polls its
//! limits through a [`Meter`] and reports a [`Cost`], which the schedule
//! adds up over its passes. So a new loop's accounting is right by
//! construction.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::{Duration, Instant};

use super::config::{Config, Limit};
use super::moves::SMove;

/// The counters of a search: one record for a pass, a schedule of passes
/// and the solver's outcome.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// Positions counted: reached (depth-first and best-first search) or
    /// expanded (the layered search).
    pub nodes: u64,
    /// Positions given up because a card in them can never go home.
    pub frozen_cuts: u64,
    /// Positions in the last table at the end (the layered search, which
    /// drops its layers: the most it held at once).
    pub states: usize,
    /// The largest table (and frontier) of the search, in bytes.
    pub bytes: usize,
    /// Bytes the layered search wrote to its spill directory.
    pub spilled: u64,
    /// Time of the runs a layered search went on from, by its checkpoint
    /// (zero otherwise): the search as a whole took this plus this run.
    pub earlier: Duration,
}

impl Cost {
    /// Adds `later`, a pass run after this one: counts add up, the byte
    /// peak is the larger, and the table at the end is `later`'s.
    pub fn add(&mut self, later: &Cost) {
        self.nodes += later.nodes;
        self.frozen_cuts += later.frozen_cuts;
        self.states = later.states;
        self.bytes = self.bytes.max(later.bytes);
        self.spilled += later.spilled;
        self.earlier += later.earlier;
    }

    /// Notes `states` positions held in `bytes`: each peak keeps the larger.
    pub fn peak(&mut self, states: usize, bytes: usize) {
        self.states = self.states.max(states);
        self.bytes = self.bytes.max(bytes);
    }
}

/// How often the depth-first and best-first searches poll the time,
/// memory and interrupt limits: every this many nodes.
const POLL_EVERY: u64 = 4096;

/// A search's node count and limits: the one place every loop counts its
/// nodes and asks whether to stop.
pub(super) struct Meter {
    max_nodes: u64,
    timeout: Option<Duration>,
    max_bytes: usize,
    cancel: Option<Arc<AtomicBool>>,
    began: Instant,
    /// Counted so far; the loops add their frozen cuts too.
    pub cost: Cost,
}

impl Meter {
    /// A meter for a search under `config`'s limits, starting now with
    /// `nodes` counted (the root, or those of the runs a checkpoint goes
    /// on from).
    pub fn start(config: &Config, nodes: u64) -> Meter {
        Meter {
            max_nodes: config.max_nodes,
            timeout: config.timeout,
            max_bytes: config.max_bytes,
            cancel: config.cancel.clone(),
            began: Instant::now(),
            cost: Cost {
                nodes,
                ..Cost::default()
            },
        }
    }

    /// This run's time so far.
    pub fn elapsed(&self) -> Duration {
        self.began.elapsed()
    }

    /// Counts a new position reached (depth-first and best-first search
    /// count every position they reach, the root first): the node limit
    /// once the count reaches the cap.
    #[inline]
    pub fn reached(&mut self) -> Option<Limit> {
        self.cost.nodes += 1;
        (self.cost.nodes >= self.max_nodes).then_some(Limit::Nodes)
    }

    /// Counts a position about to be expanded (the layered search counts
    /// the positions it expands): the node limit when it passes the cap,
    /// and then it is not expanded.
    #[inline]
    pub fn expanding(&mut self) -> Option<Limit> {
        self.cost.nodes += 1;
        (self.cost.nodes > self.max_nodes).then_some(Limit::Nodes)
    }

    /// Every [`POLL_EVERY`] nodes, the time, memory or interrupt limit
    /// that stops the search now, with `bytes()` held; else none.
    #[inline]
    pub fn poll(&self, bytes: impl FnOnce() -> usize) -> Option<Limit> {
        if self.cost.nodes.is_multiple_of(POLL_EVERY) {
            self.stop(bytes())
        } else {
            None
        }
    }

    /// The time, memory or interrupt limit that stops the search now, with
    /// `bytes` held, if any (the layered search asks as it files keys).
    pub fn stop(&self, bytes: usize) -> Option<Limit> {
        if self
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(AtomicOrdering::Relaxed))
        {
            Some(Limit::Interrupted)
        } else if self.timeout.is_some_and(|t| self.elapsed() >= t) {
            Some(Limit::Time)
        } else if bytes > self.max_bytes {
            Some(Limit::Memory)
        } else {
            None
        }
    }
}

/// The raw result of a search: the winning path in solver moves, if any.
pub struct Search {
    pub result: Result<Option<Vec<SMove>>, Limit>,
    pub cost: Cost,
    /// Where a layered search stopped on a limit.
    pub layer: Option<LayerReached>,
    /// What failed when the result is [`Limit::Disk`].
    pub disk_error: Option<DiskError>,
}

impl Search {
    /// A pass's result with its cost: `states` and `bytes` held at the end.
    pub fn ended(
        result: Result<Option<Vec<SMove>>, Limit>,
        meter: &Meter,
        states: usize,
        bytes: usize,
    ) -> Search {
        Search {
            result,
            cost: Cost {
                states,
                bytes,
                ..meter.cost
            },
            layer: None,
            disk_error: None,
        }
    }
}

/// A read or write of the layered search's spill or checkpoint files that
/// failed, with the operating system's reason: the result says
/// [`Limit::Disk`], and this says why (a full disk, a missing permission).
#[derive(Clone, Debug, thiserror::Error)]
#[error("{doing}: {source}")]
pub struct DiskError {
    /// What the search was doing, e.g. "spilling a layer to /scratch".
    pub doing: String,
    #[source]
    pub source: Arc<io::Error>,
}

impl DiskError {
    pub(super) fn new(doing: impl Into<String>, source: io::Error) -> DiskError {
        DiskError {
            doing: doing.into(),
            source: Arc::new(source),
        }
    }
}

/// Where a layered search stands: a layer's cards dealt plus cards home
/// (of `won_at`, every card dealt and home), and its unplaced cards (none
/// counted under grace).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LayerReached {
    pub dealt_and_home: usize,
    pub won_at: usize,
    pub unplaced: Option<usize>,
    /// The last layer: every position where take-back is open.
    pub take_back_open: bool,
}

/// "the layer of 98 of 200 cards dealt plus cards home, 72 cards unplaced"
impl std::fmt::Display for LayerReached {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        if self.take_back_open {
            return write!(f, "the last layer (the stock out, take-back open)");
        }
        write!(
            f,
            "the layer of {} of {} cards dealt plus cards home",
            self.dealt_and_home, self.won_at
        )?;
        match self.unplaced {
            Some(n) => write!(f, ", {n} cards unplaced"),
            None => Ok(()),
        }
    }
}
