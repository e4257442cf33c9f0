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
//! Duplicates are found by the batch, not one by one (Korf's delayed
//! duplicate detection; [`runs`]): a layer holds its keys in sorted,
//! front-coded runs, about 24 bytes a position against 65 in a table. A
//! layer not yet reached takes its keys as they come and sorts them a
//! buffer at a time; when its turn comes, they are merged into its first
//! *frontier*, each once. Its children in the layer itself are collected
//! the same way, and once the frontier is expanded, those found in no
//! earlier frontier make the next one. So each position of the layer is
//! expanded once, breadth first within the layer.
//!
//! With a spill directory ([`Config::spill`]), the layers not yet reached
//! go to disk when the layers held pass the memory limit: each writes its
//! keys to a file of its own and starts again empty. Later filings of a
//! key already on disk write it again; when the layer's turn comes, its
//! keys are read back and merged with the rest. So the search still
//! expands every reachable position exactly once, and memory holds little
//! more than the layer being expanded.
//!
//! It keeps no parents, so it finds no move list: [`layered`] reports that
//! a win is reachable, and the caller finds the line.

mod checkpoint;
mod disk;
mod expander;
mod runs;

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use crate::rules::{Grace, MAX_COLUMNS, TakeBack};

use super::config::{Config, Limit};
use super::cost::{Cost, DiskError, LayerReached, Meter};
use super::key::{KEY_FORMAT, Keyer};
use super::moves::{SMove, empty_takes};
use super::seen::KEY_BYTES;
use super::state::{CardByte, Ctx, State, builds_on};
use checkpoint::{Checkpoint, Manifest, PartName};
use disk::{KeyReader, Part, Spill, SpillDir, read_key, write_part};
use expander::{Chunk, Expander, ParentKeys};
use runs::{Expanding, Pending};

/// How the layered search ended.
pub(super) enum Layered {
    /// Every reachable position was expanded and none is won.
    Lost,
    /// A won position is reachable (its line is not kept).
    Winnable,
    Stopped(Limit),
    /// A read or write of the spill or checkpoint files failed.
    Disk(DiskError),
    /// A bug the search caught (the order it drops layers by broke).
    Internal(String),
}

/// The positions of one progress value, with repeats until its turn
/// comes: the keys held (in sorted runs, see [`runs`]), and those on disk
/// before them, if any: those of the checkpoint the search resumed from,
/// and those it spilled since. When its turn comes, all of them move to
/// `expanding`, which then holds the layer, each position once.
#[derive(Default)]
struct Layer {
    held: Pending,
    parts: Vec<Part>,
    spill: Option<Spill>,
    expanding: Option<Expanding>,
}

impl Layer {
    /// A layer not yet reached, sorting its keys into runs every
    /// [`open_flush_at`] bytes.
    fn new(config: &Config) -> Layer {
        Layer {
            held: Pending::new(open_flush_at(config)),
            ..Layer::default()
        }
    }

    /// Files `key` in a layer not yet reached (the one being expanded
    /// takes its keys through [`Expanding::file`]).
    fn file(&mut self, key: &[u8]) {
        self.held.push(key);
    }

    /// Appends the keys held to this layer's spill file in `to` and frees
    /// them. Returns the bytes written.
    fn spill(&mut self, to: &mut SpillDir) -> io::Result<u64> {
        if self.held.is_empty() {
            return Ok(0);
        }
        let Layer { held, spill, .. } = self;
        let written = Spill::append(spill, to, |put| held.for_each(put))?;
        self.held.clear();
        Ok(written)
    }

    /// The keys on disk (the checkpoint's, then those spilled), each file
    /// from its start, to be filed again. (Only layers not yet reached
    /// have keys on disk.)
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

    /// Makes a named spill file one of the layer's parts, read back by
    /// name like the checkpoint's; returns its name.
    fn name_spill(&mut self) -> io::Result<Option<PathBuf>> {
        let Some(spill) = self.spill.take() else {
            return Ok(None);
        };
        match spill.into_part()? {
            Ok(part) => {
                let name = part.path().to_path_buf();
                self.parts.push(part);
                Ok(Some(name))
            }
            Err(unnamed) => {
                self.spill = Some(unnamed);
                Ok(None)
            }
        }
    }

    /// Puts every key of the layer, on disk or held, in files of `dir`
    /// named for `level` (held keys after those on disk;
    /// a layer being expanded as [`Expanding::for_each`] lists them, its
    /// frontier expanded up to `next`), leaving the layer as it was;
    /// returns the files with their lengths. Keys on disk are linked where
    /// the filesystem lets them, not copied.
    fn save(&mut self, level: usize, next: usize, dir: &Path) -> io::Result<Vec<PartName>> {
        let mut saved = Vec::new();
        for part in &mut self.parts {
            let stem = format!("{level}.{}", saved.len() + 1);
            saved.push(part.keep(dir, &stem)?);
        }
        if let Some(spill) = &mut self.spill {
            let stem = format!("{level}.{}", saved.len() + 1);
            saved.push(spill.keep(dir, &stem)?);
        }
        if !self.held.is_empty() {
            let stem = format!("{level}.{}", saved.len() + 1);
            saved.push(write_part(dir, &stem, |put| self.held.for_each(put))?);
        }
        if let Some(expanding) = &self.expanding {
            let stem = format!("{level}.{}", saved.len() + 1);
            saved.push(write_part(dir, &stem, |put| expanding.for_each(next, put))?);
        }
        Ok(saved)
    }

    /// Bytes held, by capacity: what the memory limit checks.
    fn bytes(&self) -> usize {
        self.held.bytes() + self.expanding.as_ref().map_or(0, Expanding::bytes)
    }

    /// Bytes the layer's positions fill: what a result reports.
    fn used_bytes(&self) -> usize {
        self.held.used_bytes() + self.expanding.as_ref().map_or(0, Expanding::used_bytes)
    }

    /// Positions held, with repeats not yet found.
    fn len(&self) -> usize {
        self.held.len() + self.expanding.as_ref().map_or(0, Expanding::len)
    }

    /// The layer being expanded.
    fn expanding(&mut self) -> &mut Expanding {
        self.expanding.as_mut().expect("a layer being expanded")
    }

    /// Positions of the frontier of the layer being expanded.
    fn frontier_len(&self) -> usize {
        self.expanding.as_ref().map_or(0, Expanding::frontier_len)
    }
}

/// Bytes of keys filed to the layer being expanded that are sorted into a
/// run at a time: a 64th of the memory limit, between 64 KiB and 8 MiB
/// (the keys take about three times less once sorted).
fn flush_at(config: &Config) -> usize {
    (config.max_bytes / 64).clamp(64 << 10, 8 << 20)
}

/// The same for each layer not yet reached: a 1024th of the limit,
/// between 64 KiB and 1 MiB (there are tens of them).
fn open_flush_at(config: &Config) -> usize {
    (config.max_bytes / 1024).clamp(64 << 10, 1 << 20)
}

/// Keys filed between memory checks: at most 64 KiB of keys, and often
/// enough that small searches in tests spill too.
const CHECK_EVERY: u64 = 256;

/// Counts one key filed; every [`CHECK_EVERY`] of them records what is
/// held, spills every layer not yet reached where that
/// passes the budget and a spill directory is set, and returns the limit
/// that stops the search now, if any.
fn after_filing(
    filed: &mut u64,
    config: &Config,
    layer: &Layer,
    open: &mut BTreeMap<usize, Layer>,
    search: &mut LayeredSearch,
) -> Option<Stop> {
    *filed += 1;
    if !filed.is_multiple_of(CHECK_EVERY) {
        return None;
    }
    let mut bytes = search.note_held(layer, open);
    if let Some(every) = config.progress_every
        && search.meter.elapsed() >= search.reported + every
    {
        search.reported = search.meter.elapsed();
        eprintln!("{}", search.progress_line(layer, open));
    }
    if let Some(to) = search
        .spill_to
        .as_mut()
        .filter(|_| bytes > config.max_bytes)
    {
        for later in open.values_mut() {
            match later.spill(to) {
                Ok(written) => search.meter.cost.spilled += written,
                Err(e) => {
                    let doing = format!("spilling a layer to {}", to.path().display());
                    return Some(Stop::Disk(DiskError::new(doing, e)));
                }
            }
        }
        let on_disk: u64 = open
            .values()
            .filter_map(|l| l.spill.as_ref())
            .map(Spill::len)
            .sum();
        if on_disk > config.max_spill {
            return Some(Stop::Limit(Limit::Spill));
        }
        bytes = held(layer, open).1;
    }
    search.meter.stop(bytes).map(Stop::Limit)
}

/// The layer being expanded and the open ones: positions held, bytes held
/// by capacity and bytes filled.
fn held(layer: &Layer, open: &BTreeMap<usize, Layer>) -> (usize, usize, usize) {
    total(
        std::iter::once(layer)
            .chain(open.values())
            .map(|l| (l.len(), l.bytes(), l.used_bytes())),
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
    /// Its cost: positions expanded (each reachable position once), the
    /// most held in memory at once and their bytes, bytes spilled, and the
    /// time of the runs it resumed from a checkpoint of.
    meter: Meter,
    /// The layer being expanded last: every position before it is done.
    pub layer: LayerReached,
    /// When the last progress line was printed, from the start of this run.
    reported: Duration,
    /// Where the layers not yet reached go when the layers held pass the
    /// memory limit ([`Config::spill`]).
    spill_to: Option<SpillDir>,
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
    /// What the search cost.
    pub fn cost(&self) -> Cost {
        self.meter.cost
    }

    /// What [`Config::progress_every`] prints: where the search stands.
    fn progress_line(&self, layer: &Layer, open: &BTreeMap<usize, Layer>) -> String {
        let (held, _, bytes) = held(layer, open);
        let cost = &self.meter.cost;
        format!(
            "layers: {:.0} s, in {}; {} positions expanded, {} held ({:.2} GiB), {} layers open, {:.1} MiB spilled",
            (cost.earlier + self.reported).as_secs_f64(),
            self.layer,
            cost.nodes,
            held,
            bytes as f64 / f64::from(1 << 30),
            open.len(),
            cost.spilled as f64 / f64::from(1 << 20)
        )
    }

    /// Records the positions and bytes `layer` and `open` hold now in the
    /// peaks; returns the bytes held by capacity (what the limit checks).
    fn note_held(&mut self, layer: &Layer, open: &BTreeMap<usize, Layer>) -> usize {
        let (states, bytes, used) = held(layer, open);
        self.meter.cost.peak(states, used);
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
    /// The checkpoint's folder, for an error's message.
    dir: PathBuf,
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
    ) -> Result<(), DiskError> {
        let cost = &search.meter.cost;
        let manifest = Manifest {
            revision: super::REVISION,
            key_format: KEY_FORMAT,
            start: self.start.clone(),
            nodes,
            frozen_cuts: cost.frozen_cuts,
            peak_states: cost.states,
            peak_bytes: cost.bytes,
            spilled: cost.spilled,
            elapsed: cost.earlier + search.meter.elapsed(),
            current: level,
            next: layer
                .expanding
                .as_ref()
                .map_or(next, |e| e.expanded_before(next)),
            levels: std::iter::once(level).chain(open.keys().copied()).collect(),
            parts: Vec::new(),
        };
        let saved = self.checkpoint.save(&manifest, |l, dir| {
            if l == level {
                layer.save(l, next, dir)
            } else {
                open.get_mut(&l).expect("a listed layer").save(l, 0, dir)
            }
        });
        saved.map_err(|e| {
            let doing = format!("writing the checkpoint in {}", self.dir.display());
            DiskError::new(doing, e)
        })?;
        self.last = search.meter.elapsed();
        Ok(())
    }
}

/// Why the search stops while a parent is being expanded.
enum Stop {
    Limit(Limit),
    /// Spilling a layer failed.
    Disk(DiskError),
}

/// Stops the search on `stop`, writing a checkpoint (if it keeps one) of
/// the layer `at` with `nodes` positions expanded in all. A checkpoint
/// that cannot be written stops it on the disk error.
fn stopped(
    stop: Stop,
    search: &LayeredSearch,
    saves: &mut Option<Saves>,
    at: (usize, &mut Layer, usize),
    nodes: u64,
    open: &mut BTreeMap<usize, Layer>,
) -> Layered {
    let saved = match saves {
        Some(saves) => saves.save(search, at, nodes, open),
        None => Ok(()),
    };
    match (stop, saved) {
        (Stop::Disk(e), _) | (Stop::Limit(_), Err(e)) => Layered::Disk(e),
        (Stop::Limit(limit), Ok(())) => Layered::Stopped(limit),
    }
}

/// Why filing a batch of children stops the search.
enum Halt {
    /// A position of the batch has a won child.
    Won,
    /// Stopped while the parent at this place of the frontier was expanded.
    Stopped(Stop, usize),
    /// A checkpoint could not be written.
    Disk(DiskError),
    /// A move lowered the progress (a bug: see [`progress`]).
    Lowered(SMove),
}

/// What filing the children of a layer's positions changes.
struct Filing<'a> {
    config: &'a Config,
    level: usize,
    layer: &'a mut Layer,
    open: &'a mut BTreeMap<usize, Layer>,
    search: &'a mut LayeredSearch,
    saves: &'a mut Option<Saves>,
    filed: &'a mut u64,
}

impl Filing<'_> {
    /// Files the children of the positions expanded in `chunks` (the
    /// layer's frontier from `next`, in order), parent by parent, writing a
    /// checkpoint between parents when one is due; `next` counts the
    /// parents done.
    fn file(&mut self, chunks: &[Chunk], next: &mut usize) -> Option<Halt> {
        for chunk in chunks {
            if let Some(mv) = chunk.lowered {
                return Some(Halt::Lowered(mv));
            }
            for (i, parent) in chunk.expanded.iter().enumerate() {
                if let Err(e) = self.save_if_due(*next) {
                    return Some(Halt::Disk(e));
                }
                let at = *next;
                *next += 1;
                if let Some(limit) = self.search.meter.expanding() {
                    return Some(Halt::Stopped(Stop::Limit(limit), at));
                }
                self.search.meter.cost.frozen_cuts += u64::from(parent.frozen_cut);
                if parent.won {
                    return Some(Halt::Won);
                }
                if let Some(stop) = self.file_children(chunk, i) {
                    return Some(Halt::Stopped(stop, at));
                }
            }
            // A grace class whose settled arrangements are too many to
            // list: a budget, like memory (resumed, it is expanded again).
            if chunk.too_many {
                return Some(Halt::Stopped(Stop::Limit(Limit::Memory), *next));
            }
        }
        None
    }

    /// Writes a checkpoint with the layer's first `next` positions
    /// expanded, if one is due.
    fn save_if_due(&mut self, next: usize) -> Result<(), DiskError> {
        let nodes = self.search.meter.cost.nodes;
        match self.saves {
            Some(saves)
                if nodes.is_multiple_of(1024)
                    && self.search.meter.elapsed() >= saves.last + saves.every =>
            {
                let at = (self.level, &mut *self.layer, next);
                saves.save(self.search, at, nodes, self.open)
            }
            _ => Ok(()),
        }
    }

    /// Files the children of parent `i` of `chunk`.
    fn file_children(&mut self, chunk: &Chunk, i: usize) -> Option<Stop> {
        for (child, key) in chunk.children_of(i) {
            if child.progress == self.level {
                self.layer.expanding().file(key);
            } else {
                let config = self.config;
                self.open
                    .entry(child.progress)
                    .or_insert_with(|| Layer::new(config))
                    .file(key);
            }
            if let Some(stop) =
                after_filing(self.filed, self.config, self.layer, self.open, self.search)
            {
                return Some(stop);
            }
        }
        None
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
    let mut search = LayeredSearch {
        end: Layered::Lost,
        meter: Meter::start(config, 0),
        layer: LayerReached::default(),
        reported: Duration::ZERO,
        spill_to: config.spill.as_deref().map(SpillDir::unnamed),
    };
    search.meter.cost.states = 1;
    if start.is_won(ctx) {
        search.end = Layered::Winnable;
        search.meter.cost.nodes = 1;
        return search;
    }
    let keyer = Keyer::new(ctx, start);
    let mut run = Run::new(ctx, start, config, &keyer, search);
    let resumed = match run.resume() {
        Ok(resumed) => resumed,
        Err(e) => {
            run.search.end = Layered::Disk(e);
            return run.search;
        }
    };
    let end = run.layers(resumed);
    // A search that ended needs its checkpoint no more; a stopped one
    // goes on from it (and a broken one is kept to be looked into).
    if let Some(saves) = run.saves.take()
        && matches!(end, Layered::Lost | Layered::Winnable)
    {
        let _ = saves.checkpoint.remove();
    }
    run.search.end = end;
    run.search
}

/// A layered search under way: its expanders and its layers.
struct Run<'a> {
    ctx: &'a Ctx,
    start: &'a State,
    config: &'a Config,
    threads: usize,
    /// A pool of its own; without one, the same search on this thread.
    pool: Option<rayon::ThreadPool>,
    expanders: Vec<Mutex<Expander<'a>>>,
    /// What the expanders found: the batch being filed and the one after.
    ready: Vec<Chunk>,
    spare: Vec<Chunk>,
    keys: ParentKeys,
    open: BTreeMap<usize, Layer>,
    saves: Option<Saves>,
    key: Vec<u8>,
    /// Keys filed, for `after_filing`.
    filed: u64,
    search: LayeredSearch,
}

impl<'a> Run<'a> {
    fn new(
        ctx: &'a Ctx,
        start: &'a State,
        config: &'a Config,
        keyer: &'a Keyer,
        search: LayeredSearch,
    ) -> Run<'a> {
        let threads = config.layer_threads.max(1);
        let pool = (threads > 1)
            .then(|| {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .ok()
            })
            .flatten();
        let expanders = (0..threads)
            .map(|_| Mutex::new(Expander::new(ctx, config, keyer, start)))
            .collect();
        let chunks = expander::chunks_per_batch(threads);
        let mut key = Vec::with_capacity(KEY_BYTES);
        // The start's class, under grace classes (the children are filed
        // as classes: see the expander).
        let mut first = start.clone();
        if config.prune.grace_classes && super::grace_classes::applies(ctx, start) {
            super::grace_classes::canonicalize(&mut first, &mut Vec::new());
        }
        keyer.write(ctx, &first, &mut key, &mut Vec::with_capacity(16));
        Run {
            ctx,
            start,
            config,
            threads,
            pool,
            expanders,
            ready: (0..chunks).map(|_| Chunk::default()).collect(),
            spare: (0..chunks).map(|_| Chunk::default()).collect(),
            keys: ParentKeys::default(),
            open: BTreeMap::new(),
            saves: None,
            key,
            filed: 0,
            search,
        }
    }

    /// Goes on from the checkpoint of [`Config::checkpoint`], if any, or
    /// files the start: returns the layer a checkpoint was expanding and
    /// how far.
    fn resume(&mut self) -> Result<Option<(usize, usize)>, DiskError> {
        let config = self.config;
        let Some(plan) = &config.checkpoint else {
            self.file_start();
            return Ok(None);
        };
        let failed = |doing: &str| {
            let doing = format!("{doing} {}", plan.dir.display());
            move |e| DiskError::new(doing, e)
        };
        let (checkpoint, manifest) =
            Checkpoint::open(&plan.dir).map_err(failed("reading the checkpoint in"))?;
        let mut resumed = None;
        if let Some(m) = manifest {
            // Refused with its reason by `check_checkpoint` before.
            if let Some(reason) = foreign(&m, self.start) {
                let foreign = io::Error::new(io::ErrorKind::InvalidData, reason);
                return Err(failed("reading the checkpoint in")(foreign));
            }
            for (&level, parts) in m.levels.iter().zip(&m.parts) {
                let layer = self.open.entry(level).or_insert_with(|| Layer::new(config));
                for (name, len) in parts {
                    let part = Part::checked(checkpoint.part(name), *len)
                        .map_err(failed("reading a layer of the checkpoint in"))?;
                    layer.parts.push(part);
                }
            }
            self.search.meter.cost = Cost {
                nodes: m.nodes,
                frozen_cuts: m.frozen_cuts,
                states: m.peak_states,
                bytes: m.peak_bytes,
                spilled: m.spilled,
                earlier: m.elapsed,
            };
            resumed = Some((m.current, m.next));
        } else {
            self.file_start();
        }
        // Spills go where a checkpoint can link them.
        self.search.spill_to = match config.spill {
            Some(_) => Some(
                SpillDir::in_checkpoint(&plan.dir).map_err(failed("making the spill folder in"))?,
            ),
            None => {
                SpillDir::clear(&plan.dir).map_err(failed("emptying the spill folder in"))?;
                None
            }
        };
        self.saves = Some(Saves {
            checkpoint,
            dir: plan.dir.clone(),
            every: plan.every,
            last: Duration::ZERO,
            start: identity(self.start),
        });
        Ok(resumed)
    }

    /// Files the start position in its layer.
    fn file_start(&mut self) {
        let level = progress(self.ctx, self.start);
        let config = self.config;
        self.open
            .entry(level)
            .or_insert_with(|| Layer::new(config))
            .file(&self.key);
    }

    /// Expands the layers in turn, from `resumed` (the layer a checkpoint
    /// was expanding and how far) if given: how the search ends.
    fn layers(&mut self, mut resumed: Option<(usize, usize)>) -> Layered {
        while let Some((level, mut layer)) = self.open.pop_first() {
            self.search.layer = LayerReached::of(self.ctx, self.start, level);
            // A checkpoint's current layer lists its positions expanded
            // first, once each: its first `done`.
            let done = match resumed.take() {
                Some((current, next)) if current == level => next,
                _ => 0,
            };
            if let Some(end) = self.read_back((level, done), &mut layer) {
                return end;
            }
            if let Some(end) = self.expand_layer(level, &mut layer) {
                return end;
            }
            // A finished layer holds its most; it is dropped next.
            self.search.note_held(&layer, &self.open);
        }
        Layered::Lost
    }

    /// Moves every key of `layer` (of progress `level`, its first `done`
    /// expanded), on disk or held, into runs to be expanded, and makes its
    /// first frontier; how the search ends if that ends it. Under a
    /// checkpoint, the keys on disk stay there by name until all are read:
    /// a limit (or Ctrl-C) that stops the reading writes a checkpoint with
    /// the layer as it was, so that no position expanded since the last
    /// one is lost.
    fn read_back(&mut self, (level, done): (usize, usize), layer: &mut Layer) -> Option<Layered> {
        let failed = |e| Layered::Disk(DiskError::new("reading back a spilled layer", e));
        let (mut named_spill, mut as_it_was) = (None, Vec::new());
        if self.saves.is_some() {
            match layer.name_spill() {
                Ok(name) => named_spill = name,
                Err(e) => return Some(failed(e)),
            }
            as_it_was = layer.parts.clone();
            // Under a checkpoint every spill is named (a stop restores the
            // layer's files, which an unnamed spill is not among).
            if layer.spill.is_some() {
                return Some(Layered::Internal(
                    "a spill without a name under a checkpoint".into(),
                ));
            }
        }
        let mut spilled = match layer.take_spilled() {
            Ok(keys) => keys,
            Err(e) => return Some(failed(e)),
        };
        layer.expanding = Some(Expanding::new(flush_at(self.config)));
        // In the order a checkpoint lists them: on disk, then held.
        let mut read = 0;
        let mut stop = None;
        'keys: for keys in &mut spilled {
            loop {
                match read_key(keys, &mut self.key) {
                    Ok(true) => {}
                    Ok(false) => break,
                    Err(e) => return Some(failed(e)),
                }
                stop = self.file_read(layer, done, &mut read);
                if stop.is_some() {
                    break 'keys;
                }
            }
        }
        if let Some(stop) = stop {
            (layer.expanding, layer.parts) = (None, as_it_was);
            let (search, nodes) = (&self.search, self.search.meter.cost.nodes);
            let at = (level, layer, done);
            return Some(stopped(
                stop,
                search,
                &mut self.saves,
                at,
                nodes,
                &mut self.open,
            ));
        }
        // Then the keys held (none in a checkpoint's current layer, the
        // only one with keys expanded).
        debug_assert!(done == 0 || layer.held.is_empty());
        let held = std::mem::take(&mut layer.held);
        layer.expanding().adopt(held);
        // Read in full: the spill's name goes, as an unnamed spill's does
        // (a checkpoint that linked the file keeps its own name).
        if let Some(path) = named_spill
            && let Err(e) = std::fs::remove_file(path)
        {
            return Some(failed(e));
        }
        layer.expanding().next_frontier();
        None
    }

    /// Files the key just read into the layer being read back: as expanded
    /// while fewer than `done` are `read`.
    fn file_read(&mut self, layer: &mut Layer, done: usize, read: &mut usize) -> Option<Stop> {
        let expanding = layer.expanding();
        if *read < done {
            expanding.file_expanded(&self.key);
        } else {
            expanding.file(&self.key);
        }
        *read += 1;
        after_filing(
            &mut self.filed,
            self.config,
            layer,
            &mut self.open,
            &mut self.search,
        )
    }

    /// Expands `layer` (of progress `level`), frontier by frontier, batch
    /// by batch; how the search ends if that ends it.
    fn expand_layer(&mut self, level: usize, layer: &mut Layer) -> Option<Layered> {
        // Positions of the frontier expanded and filed.
        let mut next = 0;
        // Positions expanded and not yet filed: in `ready`'s first
        // `ready_chunks` chunks, `ready_len` of the frontier from `next`.
        let (mut ready_chunks, mut ready_len) = (0, 0);
        loop {
            if ready_chunks == 0 {
                if next >= layer.frontier_len() {
                    if !layer.expanding().next_frontier() {
                        return None;
                    }
                    next = 0;
                }
                (ready_chunks, ready_len) = self.expand_batch(level, layer, next);
            }
            // While one thread files the ready children, the others expand
            // the positions of the frontier after them (and it joins them
            // after).
            let ahead = next + ready_len;
            let mut ahead_len = 0;
            if self.pool.is_some() && ahead < layer.frontier_len() {
                let batch = expander::batch(ahead, layer.frontier_len(), self.threads);
                ahead_len = batch.len();
                self.keys.copy(layer.expanding(), batch);
            }
            let mut filing = Filing {
                config: self.config,
                level,
                layer: &mut *layer,
                open: &mut self.open,
                search: &mut self.search,
                saves: &mut self.saves,
                filed: &mut self.filed,
            };
            let mut file = || filing.file(&self.ready[..ready_chunks], &mut next);
            let (expanders, spare, keys) = (&self.expanders, &mut self.spare, &self.keys);
            let (halt, ahead_chunks) = match &self.pool {
                Some(pool) if ahead_len > 0 => pool.install(|| {
                    rayon::join(file, || {
                        expander::expand_chunks(expanders, spare, keys, level, true)
                    })
                }),
                _ => (file(), 0),
            };
            if let Some(halt) = halt {
                return Some(self.halted(halt, level, layer));
            }
            // Filing ends early only on a halt; else every position of the
            // batch was filed (a chunk stops short only after a won child,
            // which halts): it cannot fail, whatever the input.
            assert_eq!(next, ahead, "a batch filed in part");
            std::mem::swap(&mut self.ready, &mut self.spare);
            (ready_chunks, ready_len) = (ahead_chunks, ahead_len);
        }
    }

    /// Expands the batch of `layer`'s frontier from `next` into `ready`,
    /// on the pool if there is one: returns its chunks and positions.
    fn expand_batch(&mut self, level: usize, layer: &mut Layer, next: usize) -> (usize, usize) {
        let batch = expander::batch(next, layer.frontier_len(), self.threads);
        let len = batch.len();
        self.keys.copy(layer.expanding(), batch);
        let parallel = self.pool.is_some();
        let (expanders, ready, keys) = (&self.expanders, &mut self.ready, &self.keys);
        let mut expand = || expander::expand_chunks(expanders, ready, keys, level, parallel);
        let chunks = match &self.pool {
            Some(pool) => pool.install(expand),
            None => expand(),
        };
        (chunks, len)
    }

    /// How the search ends on `halt`, while expanding `layer` (of `level`).
    fn halted(&mut self, halt: Halt, level: usize, layer: &mut Layer) -> Layered {
        match halt {
            Halt::Won => Layered::Winnable,
            Halt::Disk(e) => Layered::Disk(e),
            Halt::Lowered(mv) => Layered::Internal(format!(
                "the layered search's order broke: {mv:?} lowered the progress under {}",
                self.search.layer
            )),
            Halt::Stopped(stop, at) => {
                let at = (level, layer, at);
                // The parent under way is not counted expanded: resumed, it
                // is expanded again, and the children it filed so far are
                // filed once all the same.
                let nodes = self.search.meter.cost.nodes - 1;
                stopped(
                    stop,
                    &self.search,
                    &mut self.saves,
                    at,
                    nodes,
                    &mut self.open,
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::DealId;
    use crate::rules;
    use crate::solver::testing::{capped, exact_dfs};

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
            let dfs = exact_dfs(
                &ctx,
                &start,
                &capped(200_000),
                &mut crate::solver::table::Table::new(),
            );
            match dfs.result {
                Ok(None) => {
                    let layered = layered(&ctx, &start, &capped(200_000));
                    assert!(matches!(layered.end, Layered::Lost), "seed {seed}");
                    assert_eq!(dfs.cost.nodes, layered.cost().nodes, "seed {seed}");
                    assert!(layered.cost().states <= dfs.cost.states, "seed {seed}");
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

    /// A search capped at 200,000 nodes that spills to `dir` past 128 KiB
    /// held.
    fn spilling_past_128_kib(dir: &Path) -> Config {
        Config {
            max_bytes: 128 << 10,
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
        let spilling = spilling_past_128_kib(dir.path());
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
            assert_eq!(held.cost().nodes, spilled.cost().nodes, "seed {seed}");
            spilled_on += usize::from(spilled.cost().spilled > 0);
        }
        assert!(spilled_on >= 4, "{spilled_on} deals spilled");
    }

    /// `max_spill` stops a search whose spilled layers pass it, as a
    /// limit (not a disk failure), and a cap above what the search
    /// spills changes nothing.
    #[test]
    fn max_spill_stops_only_past_the_cap() {
        let dir = tempfile::tempdir().unwrap();
        let spilling = spilling_past_128_kib(dir.path());
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        // Lost deal 13 spills (asserted) on a 128 KiB budget.
        let pos = DealId::Seed(13).position(&rules).unwrap();
        let start = State::from_position(&ctx, &pos).unwrap();
        let free = layered(&ctx, &start, &spilling);
        assert!(matches!(free.end, Layered::Lost));
        assert!(free.cost().spilled > 0);
        let roomy = Config {
            max_spill: free.cost().spilled,
            ..spilling.clone()
        };
        let roomy = layered(&ctx, &start, &roomy);
        assert!(matches!(roomy.end, Layered::Lost));
        assert_eq!(roomy.cost().nodes, free.cost().nodes);
        let tight = Config {
            max_spill: 1,
            ..spilling
        };
        let tight = layered(&ctx, &start, &tight);
        assert!(matches!(tight.end, Layered::Stopped(Limit::Spill)));
        assert!(tight.cost().nodes < free.cost().nodes);
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
                assert_eq!(one.cost().nodes, many.cost().nodes, "{what}");
                assert_eq!(one.cost().states, many.cost().states, "{what}");
                assert_eq!(one.cost().frozen_cuts, many.cost().frozen_cuts, "{what}");
            }
        }
    }

    /// Stopped at the same node cap, a search on one thread and on three
    /// leave the same checkpoint, byte for byte but the time: the same
    /// frontiers in the same order, the same count expanded.
    #[test]
    fn threads_leave_the_same_checkpoint() {
        use crate::solver::config::Checkpoints;
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
    /// `folder` at every chance, spilling to `spill` (where given) past 128 KiB.
    fn resumable(folder: &Path, spill: Option<&Path>, max_nodes: u64) -> Config {
        use crate::solver::config::Checkpoints;
        Config {
            checkpoint: Some(Checkpoints {
                dir: folder.to_path_buf(),
                every: Duration::ZERO,
            }),
            spill: spill.map(Path::to_path_buf),
            max_bytes: if spill.is_some() { 128 << 10 } else { 1 << 30 },
            ..capped(max_nodes)
        }
    }

    /// A search stopped again and again by a node cap, each run going on
    /// from the checkpoint the last one left (written every 1,024 positions
    /// as well), expands exactly the positions an unbroken search expands:
    /// on lost deals the same count, held or spilled, and the checkpoint is
    /// gone at the end; the same after a memory stop in the middle of a
    /// parent's children.
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
        for (seed, spilling) in [(8, false), (13, true), (17, false), (33, true)] {
            let start = start_of(seed);
            let unbroken = layered(&ctx, &start, &capped(200_000));
            assert!(matches!(unbroken.end, Layered::Lost), "seed {seed}");
            let step = (unbroken.cost().nodes / 5).max(1);
            let (mut cap, mut runs, mut linked) = (step, 0, 0);
            let resumed = loop {
                // Each run on another number of threads: they must agree
                // on the order a checkpoint's count refers to.
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
            assert_eq!(resumed.cost().nodes, unbroken.cost().nodes, "seed {seed}");
            assert!(runs >= 5, "seed {seed}: {runs} runs");
            assert_eq!(linked > 0, spilling, "seed {seed}: {linked} parts linked");
        }
        // Stopped by the memory limit, in the middle of filing a parent's
        // children on three threads, then resumed with room on one: the
        // same count again.
        let start = start_of(8);
        let unbroken = layered(&ctx, &start, &capped(200_000));
        let cramped = Config {
            max_bytes: 64 << 10,
            layer_threads: 3,
            ..resumable(200_000, false)
        };
        let stopped = layered(&ctx, &start, &cramped);
        assert!(matches!(stopped.end, Layered::Stopped(Limit::Memory)));
        let resumed = layered(&ctx, &start, &resumable(200_000, false));
        assert!(matches!(resumed.end, Layered::Lost));
        assert_eq!(resumed.cost().nodes, unbroken.cost().nodes);
    }

    /// A search stopped (by Ctrl-C here) while it reads a layer back from
    /// disk writes a checkpoint at the stop, with that layer as it was
    /// (its positions expanded before still marked so), and the run after
    /// goes on from it to the unbroken count. Before, such a stop wrote
    /// none, and every position expanded since the last checkpoint was
    /// lost (miss-milligan 6411: 132 million).
    #[test]
    fn a_stop_while_reading_a_layer_back_writes_a_checkpoint() {
        use crate::solver::config::Checkpoints;
        use std::sync::Arc;
        use std::sync::atomic::AtomicBool;
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let pos = DealId::Seed(13).position(&rules).unwrap();
        let start = State::from_position(&ctx, &pos).unwrap();
        let unbroken = layered(&ctx, &start, &capped(200_000));
        assert!(matches!(unbroken.end, Layered::Lost));
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("search");
        let hourly = |max_nodes, cancel: bool| Config {
            checkpoint: Some(Checkpoints {
                dir: folder.clone(),
                every: Duration::from_secs(3600),
            }),
            cancel: cancel.then(|| Arc::new(AtomicBool::new(true))),
            ..capped(max_nodes)
        };
        let manifest = |field: &str| -> Vec<u64> {
            let text = std::fs::read_to_string(folder.join("manifest")).unwrap();
            let line = text.lines().find_map(|l| l.strip_prefix(field)).unwrap();
            line.split(' ').map(|n| n.parse().unwrap()).collect()
        };
        let half = layered(&ctx, &start, &hourly(unbroken.cost().nodes / 2, false));
        assert!(matches!(half.end, Layered::Stopped(Limit::Nodes)));
        let (generation, current) = (manifest("generation "), manifest("current "));
        let nodes = manifest("nodes ");
        // The resumed layer is read back first: more than 256 keys (the
        // first check), of which some were expanded.
        assert!(current[1] > 0, "{current:?}");
        let cancelled = layered(&ctx, &start, &hourly(200_000, true));
        assert!(matches!(
            cancelled.end,
            Layered::Stopped(Limit::Interrupted)
        ));
        assert_eq!([cancelled.cost().nodes], *nodes, "stopped before expanding");
        assert_eq!(
            manifest("generation ")[0],
            generation[0] + 1,
            "a checkpoint at the stop"
        );
        assert_eq!(manifest("current "), current);
        assert_eq!(manifest("nodes "), nodes);
        let resumed = layered(&ctx, &start, &hourly(200_000, false));
        assert!(matches!(resumed.end, Layered::Lost));
        assert_eq!(resumed.cost().nodes, unbroken.cost().nodes);
    }

    /// A checkpoint of another deal, or of a solver revision whose layered
    /// searches this one does not continue, is refused with its reason.
    #[test]
    fn a_checkpoint_of_another_search_or_revision_is_refused() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let start_of = |seed| {
            let pos = DealId::Seed(seed).position(&rules).unwrap();
            State::from_position(&ctx, &pos).unwrap()
        };
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("search");
        let stopped = layered(&ctx, &start_of(8), &resumable(&folder, None, 50));
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
        let stopped = layered(&ctx, &start, &resumable(unbroken.cost().nodes / 2));
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
        let again = layered(&ctx, &start, &resumable(unbroken.cost().nodes * 3 / 4));
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
        assert_eq!(resumed.cost().nodes, unbroken.cost().nodes);
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
        assert_eq!(Meter::start(&config, 0).stop(held), Some(Limit::Memory));
    }
}
