//! Complete search by layers of irreversible progress, for losses too large
//! for one table.
//!
//! Without take-back no move lowers a position's *progress*, the cards dealt
//! or turned from the stock plus the cards home: a deal or a turn raises
//! the first, a move home the second, and every other move (builds, the
//! weave, cells, grace) leaves both alone. So a position is only ever
//! reached from positions of the same or lower progress, and once every
//! position of the lowest open progress has been expanded, no move left to
//! make can lead back to one of them: that layer is dropped. Without grace,
//! progress also counts the cards a move has placed (see [`progress`]),
//! which splits the large layers after the stock is out. Where take-back
//! opens once the stock is out (giant), it can lower the cards home, so
//! every position with the stock out makes one last layer, above every
//! other: no move leaves it, and before it no move takes a card back.
//! Take-back at any time leaves no order; that search is depth-first.
//! The search
//! expands each reachable position once, as the depth-first search does,
//! with the same pruning ([`expand`]), on exact keys, so its `lost` rests
//! on no hash; but it holds only the open layers, a few of the hundred or
//! so that a deal passes through (the idea of Freecell Solver's
//! low-memory solver and of Korf and Schultze's disk-based search).
//!
//! With a spill directory ([`Config::spill`]), the layers not yet reached
//! go to disk when the layers held pass the memory limit: each writes its
//! keys to a file of its own and starts an empty table. Later filings of a
//! key already on disk write it again; when the layer's turn comes, its
//! keys are read back into one table, which files each once. So the search
//! still expands every reachable position exactly once, and memory holds
//! little more than the layer being expanded.
//!
//! It keeps no parents, so it finds no move list: [`layered`] reports that
//! a win is reachable, and the caller finds the line.

mod checkpoint;
mod disk;
mod expander;

use std::collections::BTreeMap;
use std::io;
use std::path::Path;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::rules::{Grace, MAX_COLUMNS, TakeBack};

use super::key::{KEY_FORMAT, Keyer};
use super::moves::{SMove, empty_takes};
use super::search::{Config, Limit};
use super::seen::KEY_BYTES;
use super::state::{CardByte, Ctx, State, builds_on};
use super::table::{Place, Table};
use checkpoint::{Checkpoint, Manifest, PartName};
use disk::{KeyReader, Part, Spill, SpillDir, read_key, write_part};
use expander::{Chunk, Expander, ParentKeys};

/// How the layered search ended.
pub(super) enum Layered {
    /// Every reachable position was expanded and none is won.
    Lost,
    /// A won position is reachable (its line is not kept).
    Winnable,
    Stopped(Limit),
}

/// The positions of one progress value: their keys, the places of those
/// keys in the order they were filed (the layer's queue), and the keys on
/// disk before them, if any (with repeats): those of the checkpoint the
/// search resumed from, and those it spilled since.
#[derive(Default)]
struct Layer {
    table: Table,
    queue: Vec<Place>,
    parts: Vec<Part>,
    spill: Option<Spill>,
}

impl Layer {
    /// Files `key`; true when it is new to the table (and queued).
    fn file(&mut self, key: &[u8]) -> bool {
        self.file_hashed(key, Table::hash(key))
    }

    /// [`Layer::file`] with the key's [`Table::hash`] already computed.
    fn file_hashed(&mut self, key: &[u8], hash: u64) -> bool {
        match self.table.insert_hashed(key, hash) {
            Some(place) => {
                self.queue.push(place);
                true
            }
            None => false,
        }
    }

    /// Appends the keys held to this layer's spill file in `to` and frees
    /// the table. Returns the bytes written.
    fn spill(&mut self, to: &mut SpillDir) -> io::Result<u64> {
        if self.queue.is_empty() {
            return Ok(0);
        }
        let Layer {
            table,
            queue,
            spill,
            ..
        } = self;
        let written = Spill::append(spill, to, queue.iter().map(|&place| table.key(place)))?;
        (self.table, self.queue) = (Table::default(), Vec::new());
        Ok(written)
    }

    /// The keys on disk (the checkpoint's, then those spilled), each file
    /// from its start, to be filed again. (Only layers not yet reached
    /// have keys on disk: so [`Layer::save`] puts the keys of the layer
    /// being expanded in queue order.)
    fn take_spilled(&mut self) -> io::Result<Vec<KeyReader>> {
        let mut files = Vec::new();
        for part in self.parts.drain(..) {
            files.push(part.into_reader()?);
        }
        if let Some(spill) = self.spill.take() {
            files.push(spill.into_reader()?);
        }
        Ok(files)
    }

    /// Puts every key of the layer, on disk or held, in files of `dir`
    /// named for `level` (held keys in queue order, after those on disk),
    /// leaving the layer as it was; returns the files with their lengths.
    /// Keys on disk are linked where the filesystem lets them, not copied.
    fn save(&mut self, level: usize, dir: &Path) -> io::Result<Vec<PartName>> {
        let mut saved = Vec::new();
        for part in &mut self.parts {
            let stem = format!("{level}.{}", saved.len() + 1);
            saved.push(part.keep(dir, &stem)?);
        }
        if let Some(spill) = &mut self.spill {
            let stem = format!("{level}.{}", saved.len() + 1);
            saved.push(spill.keep(dir, &stem)?);
        }
        if !self.queue.is_empty() {
            let stem = format!("{level}.{}", saved.len() + 1);
            let keys = self.queue.iter().map(|&place| self.table.key(place));
            saved.push(write_part(dir, &stem, keys)?);
        }
        Ok(saved)
    }

    /// Bytes held, by capacity: what the memory limit checks. A table near
    /// the end of its arena reports `usize::MAX` so that any limit stops
    /// the search, so sums of these saturate.
    fn bytes(&self) -> usize {
        self.table
            .bytes()
            .saturating_add(self.queue.capacity() * size_of::<Place>())
    }

    /// Bytes the layer's positions fill: what a result reports.
    fn used_bytes(&self) -> usize {
        self.table.used_bytes() + self.queue.len() * size_of::<Place>()
    }
}

/// Keys filed between memory checks: at most 64 KiB of keys (a table keeps
/// 16 MiB spare before the end of its arena), and often enough that small
/// searches in tests spill too.
const CHECK_EVERY: u64 = 256;

/// Counts one key filed new to a table; every [`CHECK_EVERY`] of them
/// (well inside the margin a table keeps before the end of its arena),
/// records what is held, spills every layer not yet reached where that
/// passes the budget and a spill directory is set, and returns the limit
/// that stops the search now, if any.
fn after_filing(
    filed: &mut u64,
    config: &Config,
    began: Instant,
    layer: &Layer,
    open: &mut BTreeMap<usize, Layer>,
    search: &mut LayeredSearch,
) -> Option<Limit> {
    *filed += 1;
    if !filed.is_multiple_of(CHECK_EVERY) {
        return None;
    }
    let mut bytes = search.note_held(layer, open);
    if let Some(every) = config.progress_every
        && began.elapsed() >= search.reported + every
    {
        search.reported = began.elapsed();
        eprintln!("{}", search.progress_line(layer, open));
    }
    if let Some(to) = search
        .spill_to
        .as_mut()
        .filter(|_| bytes > config.max_bytes)
    {
        for later in open.values_mut() {
            match later.spill(to) {
                Ok(written) => search.spilled += written,
                Err(_) => return Some(Limit::Disk),
            }
        }
        let on_disk: u64 = open
            .values()
            .filter_map(|l| l.spill.as_ref())
            .map(Spill::len)
            .sum();
        if on_disk > config.max_spill {
            return Some(Limit::Spill);
        }
        bytes = held(layer, open).1;
    }
    config.stop(began, bytes)
}

/// The layer being expanded and the open ones: positions held, bytes held
/// by capacity and bytes filled.
fn held(layer: &Layer, open: &BTreeMap<usize, Layer>) -> (usize, usize, usize) {
    total(
        std::iter::once(layer)
            .chain(open.values())
            .map(|l| (l.table.len(), l.bytes(), l.used_bytes())),
    )
}

/// Sums (positions, bytes held, bytes filled) over layers; bytes held
/// saturate (see [`Layer::bytes`]: a sum that wrapped would let a full
/// arena pass the memory limit).
fn total(layers: impl Iterator<Item = (usize, usize, usize)>) -> (usize, usize, usize) {
    layers.fold((0, 0, 0), |(n, held, used), (ln, lheld, lused)| {
        (n + ln, held.saturating_add(lheld), used + lused)
    })
}

/// What a layered search found and what it cost.
pub(super) struct LayeredSearch {
    pub end: Layered,
    /// Positions expanded (each reachable position once).
    pub nodes: u64,
    pub frozen_cuts: u64,
    /// The most positions held in memory at once, and their bytes.
    pub peak_states: usize,
    pub peak_bytes: usize,
    /// Bytes of keys written to the spill directory.
    pub spilled: u64,
    /// The layer being expanded last: every position before it is done.
    pub layer: LayerReached,
    /// When the last progress line was printed, from the start of this run.
    reported: Duration,
    /// Time spent in the runs this one resumed from a checkpoint of.
    pub before: Duration,
    /// Where the layers not yet reached go when the layers held pass the
    /// memory limit ([`Config::spill`]).
    spill_to: Option<SpillDir>,
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

impl LayerReached {
    fn of(ctx: &Ctx, start: &State, level: usize) -> LayerReached {
        if level == TAKE_BACK_OPEN {
            return LayerReached {
                won_at: start.stock.len() + ctx.deck_size,
                take_back_open: true,
                ..LayerReached::default()
            };
        }
        LayerReached {
            dealt_and_home: level / UNPLACED_LEVELS,
            won_at: start.stock.len() + ctx.deck_size,
            unplaced: (ctx.grace == Grace::None)
                .then(|| UNPLACED_LEVELS - 1 - level % UNPLACED_LEVELS),
            take_back_open: false,
        }
    }
}

impl LayeredSearch {
    /// What [`Config::progress_every`] prints: where the search stands.
    fn progress_line(&self, layer: &Layer, open: &BTreeMap<usize, Layer>) -> String {
        let (held, _, bytes) = held(layer, open);
        format!(
            "layers: {:.0} s, in {}; {} positions expanded, {} held ({:.2} GiB), {} layers open, {:.1} MiB spilled",
            (self.before + self.reported).as_secs_f64(),
            self.layer,
            self.nodes,
            held,
            bytes as f64 / f64::from(1 << 30),
            open.len(),
            self.spilled as f64 / f64::from(1 << 20)
        )
    }

    fn stopped(mut self, limit: Limit) -> LayeredSearch {
        self.end = Layered::Stopped(limit);
        self
    }

    /// Records the positions and bytes `layer` and `open` hold now in the
    /// peaks; returns the bytes held by capacity (what the limit checks).
    fn note_held(&mut self, layer: &Layer, open: &BTreeMap<usize, Layer>) -> usize {
        let (states, bytes, used) = held(layer, open);
        self.peak_states = self.peak_states.max(states);
        self.peak_bytes = self.peak_bytes.max(used);
        bytes
    }
}

/// Where a position stands in an order no move goes back on (before
/// take-back opens: then [`TAKE_BACK_OPEN`]): first the cards dealt or
/// turned from the stock plus the cards home, then, without grace, fewer
/// [`unplaced`] cards.
///
/// A deal, a turn or a move home raises the first part. Every other move
/// leaves it alone and lowers or keeps the second: it lands the bottom
/// card of the group it moves where that card may legally go (on a
/// parent, into an empty column it may fill, into the weave or a cell),
/// and the cards it carries keep the card below them. So a card, once
/// placed, stays placed until a deal, and the number unplaced never rises
/// between deals. Grace free moves land anywhere, so under grace only the
/// first part counts. The finer order splits a layer (one value of the
/// first part, where the weave rearranges the tableau without end once
/// the stock is out) into many smaller ones.
fn progress(ctx: &Ctx, state: &State) -> usize {
    progress_with(ctx, state, || unplaced(ctx, state))
}

/// [`progress`], with the unplaced cards counted by `unplaced` (asked only
/// where the order counts them).
fn progress_with(ctx: &Ctx, state: &State, unplaced: impl FnOnce() -> usize) -> usize {
    if state.take_back_open(ctx) {
        return TAKE_BACK_OPEN;
    }
    let coarse = (state.dealt + state.home()) * UNPLACED_LEVELS;
    if ctx.grace == Grace::None {
        coarse + UNPLACED_LEVELS - 1 - unplaced()
    } else {
        coarse
    }
}

/// More than the most cards a position can have in columns and the weave.
const UNPLACED_LEVELS: usize = 256;

/// Whether the layered search has an order to drop layers by: not where
/// take-back is open at any time, since it can always lower the cards
/// home (the caller searches depth-first instead).
pub(super) fn has_layers(ctx: &Ctx) -> bool {
    ctx.take_back != TakeBack::Always
}

/// The progress of every position where take-back is open: above every
/// other, since take-back can lower the cards home. With take-back once
/// the stock is out, a position of this layer has no stock to deal, so its
/// children are of this layer too, and a position of any other layer has
/// the stock left, so its moves take no card back and lower nothing.
const TAKE_BACK_OPEN: usize = usize::MAX;

/// Cards in the columns or the weave that do not lie where a move could
/// have put them: on a card they do not build on, or at the foot of a
/// column they could not fill. The weave's first card counts as placed.
fn unplaced(ctx: &Ctx, state: &State) -> usize {
    let columns: usize = state.cols.iter().map(|col| column_unplaced(ctx, col)).sum();
    columns + weave_unplaced(state)
}

/// The unplaced cards of one column.
fn column_unplaced(ctx: &Ctx, col: &[CardByte]) -> usize {
    misplaced(ctx, col, empty_takes)
}

/// The unplaced cards in the weave.
fn weave_unplaced(state: &State) -> usize {
    misplaced_after_first(&state.reserve)
}

fn misplaced(ctx: &Ctx, pile: &[CardByte], foot_placed: fn(&Ctx, CardByte) -> bool) -> usize {
    let foot = pile.first().is_some_and(|&b| !foot_placed(ctx, b));
    usize::from(foot) + misplaced_after_first(pile)
}

fn misplaced_after_first(pile: &[CardByte]) -> usize {
    pile.windows(2).filter(|w| !builds_on(w[1], w[0])).count()
}

/// A parent's unplaced cards, and those of the columns its moves touch,
/// so that a child's count costs only the columns its move changed
/// (measuring every column of every child was a tenth of a layered
/// search's time).
#[derive(Default)]
struct UnplacedCount {
    total: usize,
    weave: usize,
    cols: [usize; MAX_COLUMNS],
    /// Bit c set: `cols[c]` holds the parent's column c.
    known: u32,
}

impl UnplacedCount {
    /// Starts on `state`, a parent with `total` unplaced cards (its layer
    /// says so).
    fn parent(&mut self, state: &State, total: usize) {
        self.total = total;
        self.weave = weave_unplaced(state);
        self.known = 0;
    }

    /// Counts, in `state` (the parent), the columns `mv` is about to change.
    fn before(&mut self, ctx: &Ctx, state: &State, mv: SMove) {
        let (from, to) = mv.columns();
        for c in [from, to].into_iter().flatten().map(usize::from) {
            if self.known & 1 << c == 0 {
                self.cols[c] = column_unplaced(ctx, &state.cols[c]);
                self.known |= 1 << c;
            }
        }
    }

    /// [`unplaced`] of `state`, the parent after `mv` (counted
    /// [`UnplacedCount::before`] it): a deal changes every column, any
    /// other move only the columns it names.
    fn after(&self, ctx: &Ctx, state: &State, mv: SMove) -> usize {
        if mv == SMove::Deal {
            return unplaced(ctx, state);
        }
        let (from, to) = mv.columns();
        let columns = [from, to]
            .into_iter()
            .flatten()
            .map(usize::from)
            .fold(self.total, |n, c| {
                n - self.cols[c] + column_unplaced(ctx, &state.cols[c])
            });
        // The parent's weave is counted in `total`; the child's replaces it.
        let count = columns + weave_unplaced(state) - self.weave;
        debug_assert_eq!(count, unplaced(ctx, state), "{mv:?}");
        count
    }
}

/// Where a layered search keeps its checkpoint, and how often it writes
/// one ([`Config::checkpoint`]).
struct Saves {
    checkpoint: Checkpoint,
    every: Duration,
    /// When the last checkpoint was written, from the start of this run.
    last: Duration,
    start: Vec<u8>,
}

impl Saves {
    /// Writes a checkpoint: `layer` (of progress `level`) with its first
    /// `next` positions expanded, `nodes` expanded in all, and the `open`
    /// layers.
    fn save(
        &mut self,
        search: &LayeredSearch,
        (level, layer, next): (usize, &mut Layer, usize),
        nodes: u64,
        open: &mut BTreeMap<usize, Layer>,
        began: Instant,
    ) -> io::Result<()> {
        let manifest = Manifest {
            revision: super::REVISION,
            key_format: KEY_FORMAT,
            start: self.start.clone(),
            nodes,
            frozen_cuts: search.frozen_cuts,
            peak_states: search.peak_states,
            peak_bytes: search.peak_bytes,
            spilled: search.spilled,
            elapsed: search.before + began.elapsed(),
            current: level,
            next,
            levels: std::iter::once(level).chain(open.keys().copied()).collect(),
            parts: Vec::new(),
        };
        self.checkpoint.save(&manifest, |l, dir| {
            if l == level {
                layer.save(l, dir)
            } else {
                open.get_mut(&l).expect("a listed layer").save(l, dir)
            }
        })?;
        self.last = began.elapsed();
        Ok(())
    }
}

/// Stops the search on `limit` while the parent at `at` is being expanded,
/// and writes a checkpoint that expands it again: its children filed so
/// far are filed once all the same. A checkpoint that cannot be written
/// stops it on [`Limit::Disk`].
fn stopped_expanding(
    limit: Limit,
    search: LayeredSearch,
    saves: &mut Option<Saves>,
    at: (usize, &mut Layer, usize),
    open: &mut BTreeMap<usize, Layer>,
    began: Instant,
) -> LayeredSearch {
    let saved = match saves {
        Some(saves) => saves.save(&search, at, search.nodes - 1, open, began),
        None => Ok(()),
    };
    search.stopped(if saved.is_ok() { limit } else { Limit::Disk })
}

/// Why filing a batch of children stops the search.
enum Halt {
    /// A position of the batch has a won child.
    Won,
    /// A limit, while the parent at this place of the queue was expanded.
    Limit(Limit, usize),
    /// A checkpoint could not be written.
    Disk,
}

/// What filing the children of a layer's positions changes.
struct Filing<'a> {
    config: &'a Config,
    began: Instant,
    level: usize,
    layer: &'a mut Layer,
    open: &'a mut BTreeMap<usize, Layer>,
    search: &'a mut LayeredSearch,
    saves: &'a mut Option<Saves>,
    filed: &'a mut u64,
}

impl Filing<'_> {
    /// Files the children of the positions expanded in `chunks` (the
    /// layer's queue from `next`, in order), parent by parent, writing a
    /// checkpoint between parents when one is due; `next` counts the
    /// parents done.
    fn file(&mut self, chunks: &[Chunk], next: &mut usize) -> Option<Halt> {
        for chunk in chunks {
            if !chunk.expanded.is_empty() {
                self.prefetch(chunk, 0);
            }
            for (i, parent) in chunk.expanded.iter().enumerate() {
                if let Some(saves) = self.saves
                    && self.search.nodes.is_multiple_of(1024)
                    && self.began.elapsed() >= saves.last + saves.every
                {
                    let at = (self.level, &mut *self.layer, *next);
                    let nodes = self.search.nodes;
                    if saves
                        .save(self.search, at, nodes, self.open, self.began)
                        .is_err()
                    {
                        return Some(Halt::Disk);
                    }
                }
                let at = *next;
                *next += 1;
                self.search.nodes += 1;
                if self.search.nodes > self.config.max_nodes {
                    return Some(Halt::Limit(Limit::Nodes, at));
                }
                self.search.frozen_cuts += u64::from(parent.frozen_cut);
                if parent.won {
                    return Some(Halt::Won);
                }
                // The next parent's buckets asked for while this one's
                // children are filed (a filing is mostly a wait on memory).
                if i + 1 < chunk.expanded.len() {
                    self.prefetch(chunk, i + 1);
                }
                for (child, key) in chunk.children_of(i) {
                    let new = if child.progress == self.level {
                        self.layer.file_hashed(key, child.hash)
                    } else {
                        self.open
                            .entry(child.progress)
                            .or_default()
                            .file_hashed(key, child.hash)
                    };
                    if new
                        && let Some(limit) = after_filing(
                            self.filed,
                            self.config,
                            self.began,
                            self.layer,
                            self.open,
                            self.search,
                        )
                    {
                        return Some(Halt::Limit(limit, at));
                    }
                }
            }
        }
        None
    }

    /// Asks for the table buckets of the children of parent `i` of `chunk`.
    fn prefetch(&self, chunk: &Chunk, i: usize) {
        for (child, _) in chunk.children_of(i) {
            let target = if child.progress == self.level {
                Some(&*self.layer)
            } else {
                self.open.get(&child.progress)
            };
            if let Some(target) = target {
                target.table.prefetch(child.hash);
            }
        }
    }
}

/// What a checkpoint records of its search's start to tell it from
/// another's: the whole state, written out. (Keys will not do: a key is
/// relative to its search's deal, and every deal's start has the same.)
fn identity(start: &State) -> Vec<u8> {
    format!("{start:?}").into_bytes()
}

/// Why a checkpoint's `manifest` is not of the layered search from
/// `start` under this solver, if it is not.
fn foreign(manifest: &Manifest, start: &State) -> Option<String> {
    let revisions = super::SAME_LAYERS_SINCE..=super::REVISION;
    if !revisions.contains(&manifest.revision) || manifest.key_format != KEY_FORMAT {
        return Some(format!(
            "written by solver revision {} (key format {}), this is revision {} (key format {}); use that milligan or remove the folder",
            manifest.revision,
            manifest.key_format,
            super::REVISION,
            KEY_FORMAT
        ));
    }
    (manifest.start != identity(start))
        .then(|| "it is of another search (another start position)".to_string())
}

/// Checks that the checkpoint in `dir`, if there is one, is of the layered
/// search from `start` and can be read: the caller's chance to refuse it
/// with a reason before the search begins.
pub(super) fn check_checkpoint(dir: &Path, start: &State) -> Result<(), String> {
    let describe = |e: io::Error| format!("checkpoint {}: {e}", dir.display());
    let (checkpoint, manifest) = Checkpoint::open(dir).map_err(describe)?;
    let Some(manifest) = manifest else {
        return Ok(());
    };
    if let Some(reason) = foreign(&manifest, start) {
        return Err(format!("checkpoint {}: {reason}", dir.display()));
    }
    for (name, len) in manifest.parts.iter().flatten() {
        Part::checked(checkpoint.part(name), *len).map_err(describe)?;
    }
    Ok(())
}

/// Expands every position reachable from `start`, lowest progress first,
/// dropping each layer once it is done. The caller must not use it under
/// take-back rules (a move home undone lowers the progress). With
/// [`Config::checkpoint`] it goes on from the checkpoint there, if any
/// ([`check_checkpoint`] first), writes one every so often and when a
/// limit stops it, and removes it when the search ends.
pub(super) fn layered(ctx: &Ctx, start: &State, config: &Config) -> LayeredSearch {
    // From a worker of another rayon pool (a batch's), each wait on this
    // search's own pool would let that worker take up other deals on top
    // of this one: the search runs from a thread of its own then.
    if config.layer_threads > 1 && rayon::current_thread_index().is_some() {
        return std::thread::scope(|scope| {
            scope
                .spawn(|| layered_here(ctx, start, config))
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        });
    }
    layered_here(ctx, start, config)
}

/// [`layered`], on this thread and the search's own pool.
fn layered_here(ctx: &Ctx, start: &State, config: &Config) -> LayeredSearch {
    let began = Instant::now();
    let keyer = Keyer::new(ctx, start);
    let (mut key, mut order) = (Vec::with_capacity(KEY_BYTES), Vec::with_capacity(16));
    let mut search = LayeredSearch {
        end: Layered::Lost,
        nodes: 0,
        frozen_cuts: 0,
        peak_states: 1,
        peak_bytes: 0,
        spilled: 0,
        layer: LayerReached::default(),
        reported: Duration::ZERO,
        before: Duration::ZERO,
        spill_to: config.spill.as_deref().map(SpillDir::unnamed),
    };
    if start.is_won(ctx) {
        search.end = Layered::Winnable;
        search.nodes = 1;
        return search;
    }
    let threads = config.layer_threads.max(1);
    // A pool of its own; without one, the same search on this thread.
    let pool = (threads > 1)
        .then(|| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .ok()
        })
        .flatten();
    let expanders: Vec<Mutex<Expander>> = (0..threads)
        .map(|_| Mutex::new(Expander::new(ctx, config, &keyer, start)))
        .collect();
    // What the expanders found: the batch being filed and the one after.
    let chunks = expander::chunks_per_batch(threads);
    let mut ready: Vec<Chunk> = (0..chunks).map(|_| Chunk::default()).collect();
    let mut spare: Vec<Chunk> = (0..chunks).map(|_| Chunk::default()).collect();
    let mut keys = ParentKeys::default();
    let mut open: BTreeMap<usize, Layer> = BTreeMap::new();
    keyer.write(ctx, start, &mut key, &mut order);
    let mut saves = None;
    // The layer a checkpoint was expanding, and how far.
    let mut resumed = None;
    if let Some(plan) = &config.checkpoint {
        let Ok((checkpoint, manifest)) = Checkpoint::open(&plan.dir) else {
            return search.stopped(Limit::Disk);
        };
        if let Some(m) = manifest {
            // Refused with its reason by `check_checkpoint` before.
            if foreign(&m, start).is_some() {
                return search.stopped(Limit::Disk);
            }
            for (&level, parts) in m.levels.iter().zip(&m.parts) {
                let layer = open.entry(level).or_default();
                for (name, len) in parts {
                    let Ok(part) = Part::checked(checkpoint.part(name), *len) else {
                        return search.stopped(Limit::Disk);
                    };
                    layer.parts.push(part);
                }
            }
            search.nodes = m.nodes;
            search.frozen_cuts = m.frozen_cuts;
            search.peak_states = m.peak_states;
            search.peak_bytes = m.peak_bytes;
            search.spilled = m.spilled;
            search.before = m.elapsed;
            resumed = Some((m.current, m.next));
        }
        // Spills go where a checkpoint can link them.
        let spill_to = match config.spill {
            Some(_) => SpillDir::in_checkpoint(&plan.dir).map(Some),
            None => SpillDir::clear(&plan.dir).map(|_| None),
        };
        match spill_to {
            Ok(to) => search.spill_to = to,
            Err(_) => return search.stopped(Limit::Disk),
        }
        saves = Some(Saves {
            checkpoint,
            every: plan.every,
            last: Duration::ZERO,
            start: identity(start),
        });
    }
    if resumed.is_none() {
        open.entry(progress(ctx, start)).or_default().file(&key);
    }
    // Keys filed new to a table, for `after_filing`.
    let mut filed: u64 = 0;
    while let Some((level, mut layer)) = open.pop_first() {
        search.layer = LayerReached::of(ctx, start, level);
        let mut spilled = match layer.take_spilled() {
            Ok(keys) => keys,
            Err(_) => return search.stopped(Limit::Disk),
        };
        for keys in &mut spilled {
            loop {
                match read_key(keys, &mut key) {
                    Ok(true) => {}
                    Ok(false) => break,
                    Err(_) => return search.stopped(Limit::Disk),
                }
                if layer.file(&key)
                    && let Some(limit) =
                        after_filing(&mut filed, config, began, &layer, &mut open, &mut search)
                {
                    return search.stopped(limit);
                }
            }
        }
        drop(spilled);
        // A checkpoint's current layer lists its positions in queue order,
        // once each, so its first `next` are the ones expanded.
        let mut next = match resumed.take() {
            Some((current, next)) if current == level => next.min(layer.queue.len()),
            _ => 0,
        };
        // Positions expanded and not yet filed: in `ready`'s first
        // `ready_chunks` chunks, `ready_len` of the queue from `next`.
        let (mut ready_chunks, mut ready_len) = (0, 0);
        loop {
            if ready_chunks == 0 {
                if next >= layer.queue.len() {
                    break;
                }
                let batch = expander::batch(next, layer.queue.len(), threads);
                ready_len = batch.len();
                keys.copy(&layer, batch);
                let mut expand = || {
                    expander::expand_chunks(&expanders, &mut ready, &keys, level, pool.is_some())
                };
                ready_chunks = match &pool {
                    Some(pool) => pool.install(expand),
                    None => expand(),
                };
            }
            // While one thread files the ready children, the others expand
            // the positions queued after them (and it joins them after).
            // The keys are copied: the table takes keys as it is filed. (It
            // is never spilled: only the layers not yet reached are.)
            let ahead = next + ready_len;
            let mut ahead_len = 0;
            if pool.is_some() && ahead < layer.queue.len() {
                let batch = expander::batch(ahead, layer.queue.len(), threads);
                ahead_len = batch.len();
                keys.copy(&layer, batch);
            }
            let mut filing = Filing {
                config,
                began,
                level,
                layer: &mut layer,
                open: &mut open,
                search: &mut search,
                saves: &mut saves,
                filed: &mut filed,
            };
            let mut file = || filing.file(&ready[..ready_chunks], &mut next);
            let (halt, ahead_chunks) = match &pool {
                Some(pool) if ahead_len > 0 => pool.install(|| {
                    rayon::join(file, || {
                        expander::expand_chunks(&expanders, &mut spare, &keys, level, true)
                    })
                }),
                _ => (file(), 0),
            };
            match halt {
                None => assert_eq!(next, ahead, "a batch filed in part"),
                Some(Halt::Won) => {
                    search.end = Layered::Winnable;
                    if let Some(saves) = saves.take() {
                        let _ = saves.checkpoint.remove();
                    }
                    return search;
                }
                Some(Halt::Disk) => return search.stopped(Limit::Disk),
                Some(Halt::Limit(limit, at)) => {
                    let at = (level, &mut layer, at);
                    return stopped_expanding(limit, search, &mut saves, at, &mut open, began);
                }
            }
            std::mem::swap(&mut ready, &mut spare);
            (ready_chunks, ready_len) = (ahead_chunks, ahead_len);
        }
        // A finished layer holds its most; it is dropped next.
        search.note_held(&layer, &open);
    }
    if let Some(saves) = saves {
        let _ = saves.checkpoint.remove();
    }
    search
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::DealId;
    use crate::rules;
    use crate::solver::search::tests::{capped, exact_dfs};

    /// The layered search reaches exactly the positions the depth-first
    /// search on exact keys reaches, with the same pruning: on every lost
    /// deal, the same count of positions, and on a won deal never `Lost`.
    /// Dropping layers loses nothing.
    #[test]
    fn layers_reach_what_depth_first_search_reaches() {
        let (mut lost, mut won) = (0, 0);
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        for seed in 1..=100 {
            let pos = DealId::Seed(seed).position(&rules).unwrap();
            let start = State::from_position(&ctx, &pos).unwrap();
            let dfs = exact_dfs(&ctx, &start, &capped(200_000), &mut Table::new());
            match dfs.result {
                Ok(None) => {
                    let layered = layered(&ctx, &start, &capped(200_000));
                    assert!(matches!(layered.end, Layered::Lost), "seed {seed}");
                    assert_eq!(dfs.nodes, layered.nodes, "seed {seed}");
                    assert!(layered.peak_states <= dfs.states, "seed {seed}");
                    lost += 1;
                }
                Ok(Some(_)) => {
                    let layered = layered(&ctx, &start, &capped(20_000));
                    assert!(!matches!(layered.end, Layered::Lost), "seed {seed}");
                    won += 1;
                }
                Err(_) => {}
            }
        }
        assert!(
            lost >= 5 && won >= 50,
            "{lost} lost and {won} won deals compared"
        );
    }

    /// The lemma behind the finer order, move by move: on random walks
    /// through deals of every variant without grace or take-back (and of
    /// giant, whose take-back opens once the stock is out), no legal move
    /// (unpruned) lowers the progress, and within one value of
    /// the cards dealt and home some moves lower the unplaced count (the
    /// finer order splits layers) while none raises it. The search's count
    /// from the columns a move touched equals the full count.
    #[test]
    fn no_move_lowers_the_progress() {
        use rand_xoshiro::Xoshiro256PlusPlus;
        use rand_xoshiro::rand_core::{Rng, SeedableRng};
        let (mut placing, mut taking_back) = (0, 0);
        for id in [
            "miss-milligan",
            "miss-milligan-single-weave",
            "spanish-patience",
            "little-milligan",
            "imperial-guards",
            "milligan-cell",
            "milligan-harp",
            "milligan-yukon",
            "moltke",
            "giant",
        ] {
            let rules = rules::resolve(id).unwrap();
            let ctx = Ctx::new(&rules);
            assert!(ctx.grace == Grace::None && ctx.take_back != TakeBack::Always);
            for seed in 1..=20 {
                let pos = DealId::Seed(seed).position(&rules).unwrap();
                let mut state = State::from_position(&ctx, &pos).unwrap();
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let mut moves = Vec::new();
                for _ in 0..3_000 {
                    moves.clear();
                    state.generate(&ctx, &mut moves);
                    let Some(&pick) = moves.get(rng.next_u64() as usize % moves.len().max(1))
                    else {
                        break;
                    };
                    let (before, coarse) = (progress(&ctx, &state), state.dealt + state.home());
                    let mut count = UnplacedCount::default();
                    count.parent(&state, unplaced(&ctx, &state));
                    for &mv in &moves {
                        count.before(&ctx, &state, mv);
                        let undo = state.make(&ctx, mv);
                        let after = progress(&ctx, &state);
                        // The search's count from the touched columns alone.
                        let counted = count.after(&ctx, &state, mv);
                        assert_eq!(counted, unplaced(&ctx, &state), "{id} seed {seed}: {mv:?}");
                        assert!(after >= before, "{id} seed {seed}: {mv:?} lowered it");
                        if state.dealt + state.home() == coarse && after > before {
                            placing += 1;
                        }
                        if state.dealt + state.home() < coarse {
                            assert_eq!(after, TAKE_BACK_OPEN, "{id} seed {seed}: {mv:?}");
                            taking_back += 1;
                        }
                        state.unmake(&ctx, mv, undo);
                    }
                    state.make(&ctx, pick);
                }
            }
        }
        assert!(placing > 1_000, "{placing} moves placed a card");
        assert!(taking_back > 10, "{taking_back} moves took a card back");
    }

    /// A search capped at 200,000 nodes that spills to `dir` past 2 MiB
    /// held.
    fn spilling_past_2_mib(dir: &Path) -> Config {
        Config {
            max_bytes: 2 << 20,
            spill: Some(dir.to_path_buf()),
            ..capped(200_000)
        }
    }

    /// Spilling the layers not yet reached to disk, again and again (a
    /// budget that holds about one layer), changes nothing: on lost deals
    /// the same positions, counted once each. A spilled key not read back
    /// would lower the count.
    #[test]
    fn spilled_layers_reach_what_held_layers_reach() {
        let dir = tempfile::tempdir().unwrap();
        let spilling = spilling_past_2_mib(dir.path());
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let mut spilled_on = 0;
        // The lost deals of little-milligan 1..40 (asserted below).
        for seed in [8, 13, 17, 32, 33, 35, 40] {
            let pos = DealId::Seed(seed).position(&rules).unwrap();
            let start = State::from_position(&ctx, &pos).unwrap();
            let held = layered(&ctx, &start, &capped(200_000));
            let spilled = layered(&ctx, &start, &spilling);
            assert!(matches!(held.end, Layered::Lost), "seed {seed}");
            assert!(matches!(spilled.end, Layered::Lost), "seed {seed}");
            assert_eq!(held.nodes, spilled.nodes, "seed {seed}");
            spilled_on += usize::from(spilled.spilled > 0);
        }
        assert!(spilled_on >= 4, "{spilled_on} deals spilled");
    }

    /// `max_spill` stops a search whose spilled layers pass it, as a
    /// limit (not a disk failure), and a cap above what the search
    /// spills changes nothing.
    #[test]
    fn max_spill_stops_only_past_the_cap() {
        let dir = tempfile::tempdir().unwrap();
        let spilling = spilling_past_2_mib(dir.path());
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        // Lost deal 13 spills (asserted) on a 2 MiB budget.
        let pos = DealId::Seed(13).position(&rules).unwrap();
        let start = State::from_position(&ctx, &pos).unwrap();
        let free = layered(&ctx, &start, &spilling);
        assert!(matches!(free.end, Layered::Lost));
        assert!(free.spilled > 0);
        let roomy = Config {
            max_spill: free.spilled,
            ..spilling.clone()
        };
        let roomy = layered(&ctx, &start, &roomy);
        assert!(matches!(roomy.end, Layered::Lost));
        assert_eq!(roomy.nodes, free.nodes);
        let tight = Config {
            max_spill: 1,
            ..spilling
        };
        let tight = layered(&ctx, &start, &tight);
        assert!(matches!(tight.end, Layered::Stopped(Limit::Spill)));
        assert!(tight.nodes < free.nodes);
    }

    /// Expanding on several threads is the same search: on lost deals the
    /// same positions, the same peak held and the same frozen cuts.
    #[test]
    fn threads_change_nothing() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        // Lost deals of little-milligan 1..40 (asserted).
        for seed in [8, 13, 17, 32] {
            let pos = DealId::Seed(seed).position(&rules).unwrap();
            let start = State::from_position(&ctx, &pos).unwrap();
            let one = layered(&ctx, &start, &capped(200_000));
            assert!(matches!(one.end, Layered::Lost), "seed {seed}");
            for threads in [2, 3, 8] {
                let config = Config {
                    layer_threads: threads,
                    ..capped(200_000)
                };
                let many = layered(&ctx, &start, &config);
                let what = format!("seed {seed}, {threads} threads");
                assert!(matches!(many.end, Layered::Lost), "{what}");
                assert_eq!(one.nodes, many.nodes, "{what}");
                assert_eq!(one.peak_states, many.peak_states, "{what}");
                assert_eq!(one.frozen_cuts, many.frozen_cuts, "{what}");
            }
        }
    }

    /// Stopped at the same node cap, a search on one thread and on three
    /// leave the same checkpoint, byte for byte but the time: the same
    /// queues in the same order, the same count expanded.
    #[test]
    fn threads_leave_the_same_checkpoint() {
        use crate::solver::search::Checkpoints;
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let pos = DealId::Seed(13).position(&rules).unwrap();
        let start = State::from_position(&ctx, &pos).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let checkpoint_on = |threads: usize| {
            let folder = dir.path().join(threads.to_string());
            let config = Config {
                checkpoint: Some(Checkpoints {
                    dir: folder.clone(),
                    every: Duration::from_secs(3600),
                }),
                layer_threads: threads,
                ..capped(30_001)
            };
            let run = layered(&ctx, &start, &config);
            assert!(matches!(run.end, Layered::Stopped(Limit::Nodes)));
            let mut files: Vec<(String, Vec<u8>)> = Vec::new();
            for entry in walk(&folder) {
                let name = entry.strip_prefix(&folder).unwrap().display().to_string();
                let bytes = std::fs::read(&entry).unwrap();
                let bytes = if name == "manifest" {
                    let text = String::from_utf8(bytes).unwrap();
                    let kept: Vec<&str> = text
                        .lines()
                        .filter(|l| !l.starts_with("elapsed_ms"))
                        .collect();
                    kept.join("\n").into_bytes()
                } else {
                    bytes
                };
                files.push((name, bytes));
            }
            files.sort();
            files
        };
        let one = checkpoint_on(1);
        assert!(one.len() > 2, "a manifest and layers: {one:?}");
        assert!(one.iter().any(|(_, bytes)| bytes.len() > 1000));
        assert!(one == checkpoint_on(3), "the checkpoints differ");
    }

    /// The files below `dir` (none if it is gone).
    fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
        let mut files = Vec::new();
        let Ok(entries) = std::fs::read_dir(dir) else {
            return files;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                files.extend(walk(&path));
            } else {
                files.push(path);
            }
        }
        files
    }

    /// A layered search capped at `max_nodes` that writes a checkpoint in
    /// `folder` at every chance, spilling to `spill` (where given) past 2 MiB.
    fn resumable(folder: &Path, spill: Option<&Path>, max_nodes: u64) -> Config {
        use crate::solver::search::Checkpoints;
        Config {
            checkpoint: Some(Checkpoints {
                dir: folder.to_path_buf(),
                every: Duration::ZERO,
            }),
            spill: spill.map(Path::to_path_buf),
            max_bytes: if spill.is_some() { 2 << 20 } else { 1 << 30 },
            ..capped(max_nodes)
        }
    }

    /// A search stopped again and again by a node cap, each run going on
    /// from the checkpoint the last one left (written every 1,024 positions
    /// as well), expands exactly the positions an unbroken search expands:
    /// on lost deals the same count, held or spilled, and the checkpoint is
    /// gone at the end; the same after a memory stop in the middle of a
    /// parent's children. A checkpoint of another deal is refused.
    #[test]
    fn a_search_resumed_from_checkpoints_reaches_what_an_unbroken_one_reaches() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let start_of = |seed| {
            let pos = DealId::Seed(seed).position(&rules).unwrap();
            State::from_position(&ctx, &pos).unwrap()
        };
        let dir = tempfile::tempdir().unwrap();
        let spill = dir.path().join("spill");
        std::fs::create_dir_all(&spill).unwrap();
        let folder = dir.path().join("search");
        let resumable =
            |max_nodes, spilling: bool| resumable(&folder, spilling.then_some(&*spill), max_nodes);
        // Lost deals of little-milligan 1..40 (asserted); won deals are
        // resumed in `layers_agree` (tests/solver.rs), on reduced decks.
        for (seed, spilling) in [(8, false), (13, true), (17, false), (32, true)] {
            let start = start_of(seed);
            let unbroken = layered(&ctx, &start, &capped(200_000));
            assert!(matches!(unbroken.end, Layered::Lost), "seed {seed}");
            let step = (unbroken.nodes / 5).max(1);
            let (mut cap, mut runs, mut linked) = (step, 0, 0);
            let resumed = loop {
                // Each run on another number of threads: they must agree
                // on the queue order a checkpoint's count refers to.
                let threads = Config {
                    layer_threads: 1 + runs % 3,
                    ..resumable(cap, spilling)
                };
                let run = layered(&ctx, &start, &threads);
                runs += 1;
                // Spilled keys are linked into the checkpoint, not copied.
                let parts: Vec<_> = walk(&folder)
                    .into_iter()
                    .filter(|f| f.extension().is_some_and(|e| e == "gz"))
                    .filter(|f| f.parent().unwrap() != folder.join("spill"))
                    .collect();
                linked += parts
                    .iter()
                    .filter(|f| std::os::unix::fs::MetadataExt::nlink(&f.metadata().unwrap()) > 1)
                    .count();
                // Bytes past a part's recorded length (a spill appended to
                // after the save that linked it) are no keys of it.
                for part in &parts {
                    let mut file = std::fs::OpenOptions::new().append(true).open(part).unwrap();
                    std::io::Write::write_all(&mut file, &[3, 0xff, 0xfe, 0xfd]).unwrap();
                }
                match run.end {
                    Layered::Stopped(Limit::Nodes) => cap += step,
                    Layered::Stopped(other) => panic!("seed {seed}: stopped on {other:?}"),
                    _ => break run,
                }
            };
            assert!(!folder.exists(), "seed {seed}: the checkpoint is removed");
            assert!(matches!(resumed.end, Layered::Lost), "seed {seed}");
            assert_eq!(resumed.nodes, unbroken.nodes, "seed {seed}");
            assert!(runs >= 5, "seed {seed}: {runs} runs");
            assert_eq!(linked > 0, spilling, "seed {seed}: {linked} parts linked");
        }
        // Stopped by the memory limit, in the middle of filing a parent's
        // children on three threads, then resumed with room on one: the
        // same count again.
        let start = start_of(8);
        let unbroken = layered(&ctx, &start, &capped(200_000));
        let cramped = Config {
            max_bytes: 1 << 20,
            layer_threads: 3,
            ..resumable(200_000, false)
        };
        let stopped = layered(&ctx, &start, &cramped);
        assert!(matches!(stopped.end, Layered::Stopped(Limit::Memory)));
        let resumed = layered(&ctx, &start, &resumable(200_000, false));
        assert!(matches!(resumed.end, Layered::Lost));
        assert_eq!(resumed.nodes, unbroken.nodes);
        let stopped = layered(&ctx, &start_of(8), &resumable(50, false));
        assert!(matches!(stopped.end, Layered::Stopped(Limit::Nodes)));
        assert_eq!(check_checkpoint(&folder, &start_of(8)), Ok(()));
        let other = check_checkpoint(&folder, &start_of(13)).unwrap_err();
        assert!(other.contains("another search"), "{other}");
        // Revision 7's checkpoints resume (revision 8 changed only rule
        // sets that write none); an older or newer revision's do not.
        let manifest = folder.join("manifest");
        let text = std::fs::read_to_string(&manifest).unwrap();
        let ours = format!("\nformat {} ", crate::solver::REVISION);
        assert!(text.contains(&ours), "{text}");
        for (revision, accepted) in [(7, true), (6, false), (crate::solver::REVISION + 1, false)] {
            let with = text.replacen(&ours, &format!("\nformat {revision} "), 1);
            std::fs::write(&manifest, with).unwrap();
            let check = check_checkpoint(&folder, &start_of(8));
            assert_eq!(check.is_ok(), accepted, "revision {revision}: {check:?}");
            if let Err(refused) = check {
                assert!(
                    refused.contains(&format!("solver revision {revision} ")),
                    "{refused}"
                );
            }
        }
    }

    /// A checkpoint of format 2 (raw key files, as the miss-milligan 8769
    /// proof left them) resumes as one of format 3: a run stopped midway
    /// has its parts unzipped and its manifest rewritten as format 2; the
    /// next checkpoint gzips them, and the resumed search expands what an
    /// unbroken one does.
    #[test]
    fn a_checkpoint_of_raw_keys_resumes() {
        use std::io::Read as _;
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let pos = DealId::Seed(13).position(&rules).unwrap();
        let start = State::from_position(&ctx, &pos).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let (spill, folder) = (dir.path().join("spill"), dir.path().join("search"));
        std::fs::create_dir_all(&spill).unwrap();
        let resumable = |max_nodes| resumable(&folder, Some(&spill), max_nodes);
        let unbroken = layered(&ctx, &start, &capped(200_000));
        assert!(matches!(unbroken.end, Layered::Lost));
        let stopped = layered(&ctx, &start, &resumable(unbroken.nodes / 2));
        assert!(matches!(stopped.end, Layered::Stopped(Limit::Nodes)));
        let manifest = folder.join("manifest");
        let text = std::fs::read_to_string(&manifest).unwrap();
        let generation = text
            .lines()
            .find_map(|l| l.strip_prefix("generation "))
            .unwrap();
        let g = folder.join(format!("g{generation}"));
        let mut unzipped = 0;
        let lines: Vec<String> = text
            .lines()
            .map(|line| {
                let Some(parts) = line.strip_prefix("parts ") else {
                    return line.replacen("checkpoint 3", "checkpoint 2", 1);
                };
                let words = parts.split(' ').map(|word| {
                    let Some((name, len)) = word.split_once(':') else {
                        return word.to_string();
                    };
                    let gz = std::fs::File::open(g.join(name)).unwrap();
                    let mut keys = Vec::new();
                    flate2::read::MultiGzDecoder::new(gz.take(len.parse().unwrap()))
                        .read_to_end(&mut keys)
                        .unwrap();
                    let raw = name.strip_suffix(".gz").unwrap();
                    std::fs::write(g.join(raw), &keys).unwrap();
                    std::fs::remove_file(g.join(name)).unwrap();
                    unzipped += 1;
                    format!("{raw}:{}", keys.len())
                });
                format!("parts {}", words.collect::<Vec<_>>().join(" "))
            })
            .collect();
        assert!(unzipped > 2, "{text}");
        std::fs::write(&manifest, lines.join("\n") + "\n").unwrap();
        // The next checkpoint gzips the raw parts it keeps.
        let again = layered(&ctx, &start, &resumable(unbroken.nodes * 3 / 4));
        assert!(matches!(again.end, Layered::Stopped(Limit::Nodes)));
        let names: Vec<String> = walk(&folder)
            .iter()
            .map(|f| f.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert!(!names.iter().any(|n| n.ends_with(".keys")), "{names:?}");
        assert!(
            names.iter().filter(|n| n.ends_with(".keys.gz")).count() > 2,
            "{names:?}"
        );
        let resumed = layered(&ctx, &start, &resumable(200_000));
        assert!(matches!(resumed.end, Layered::Lost));
        assert_eq!(resumed.nodes, unbroken.nodes);
    }

    /// Regression: a table near the end of its arena reports `usize::MAX`
    /// bytes so that the memory limit stops the search; the sum over
    /// layers wrapped to a small number, the search went on, and the arena
    /// overflowed (a panic on miss-milligan seed 8769 at 18 GB).
    #[test]
    fn bytes_held_saturate_over_layers() {
        let layers = [(3, usize::MAX, 10), (2, 4096, 20)];
        assert_eq!(total(layers.into_iter()), (5, usize::MAX, 30));
        let config = Config {
            max_bytes: 1 << 30,
            ..capped(1)
        };
        let (_, held, _) = total(layers.into_iter());
        assert_eq!(config.stop(Instant::now(), held), Some(Limit::Memory));
    }
}
