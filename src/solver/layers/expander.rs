//! Expanding a layer's positions on several threads.
//!
//! Expanding a position (decoding its key, generating and pruning its
//! moves, making each child and writing its key) needs nothing but the
//! position's key, so the positions of a batch are expanded side by side,
//! chunk by chunk from a copy of their keys, while one thread files the
//! children of the batch before, parent by parent in frontier order, and
//! then takes chunks too. A position's children
//! are filed before the next position's, exactly as when one thread
//! expands and files each position in turn: the runs, the frontiers, the
//! counts and every checkpoint are the same for any number of threads.

use std::ops::Range;
use std::sync::Mutex;

use rayon::prelude::*;

use super::super::config::Config;
use super::super::expand::{MOVE_STACK, Scratch, expand};
use super::super::grace_classes;
use super::super::key::{DecodeMemo, Keyer, PileCache};
use super::super::moves::SMove;
use super::super::rerun::PassLog;
use super::super::seen::KEY_BYTES;
use super::super::state::{CardByte, Ctx, State};
use super::runs::Expanding;
use super::{TAKE_BACK_OPEN, UNPLACED_LEVELS, UnplacedCount, progress_with};
use crate::rules::Grace;

/// Positions per thread in a batch: enough to keep the threads busy while
/// one files the batch before. (Tiny in unit tests, so that their small
/// layers pass through every path: many batches, short chunks, many
/// frontiers.)
const BATCH_PER_THREAD: usize = if cfg!(test) { 5 } else { 2048 };
/// Positions per chunk, the unit a thread takes of a batch.
const CHUNK: usize = if cfg!(test) { 2 } else { 256 };

/// Chunks of a batch for `threads` threads: what [`expand_chunks`] fills.
pub(super) fn chunks_per_batch(threads: usize) -> usize {
    (BATCH_PER_THREAD * threads).div_ceil(CHUNK)
}

/// A position expanded: where its children end in [`Chunk::children`], and
/// how the expansion went.
#[derive(Clone, Copy)]
pub(super) struct Expanded {
    children_end: usize,
    /// The frozen-card test gave the position up.
    pub frozen_cut: bool,
    /// One of its children is won (its children from that one on are not
    /// listed, and the expander stopped there).
    pub won: bool,
}

/// A child: where its key ends in [`Chunk::child_keys`], and its progress.
#[derive(Clone, Copy)]
pub(super) struct Child {
    key_end: usize,
    pub progress: usize,
}

/// What a thread found in one chunk of a batch: the positions it
/// expanded, in frontier order, and their children.
#[derive(Default)]
pub(super) struct Chunk {
    pub expanded: Vec<Expanded>,
    /// A move that lowered the progress, if one did (a bug: see
    /// [`super::progress`]); the chunk stops at its position.
    pub lowered: Option<SMove>,
    /// A grace class had more settled arrangements than one expansion
    /// lists ([`grace_classes::Expansion::TooMany`]); the chunk stops at
    /// its position.
    pub too_many: bool,
    children: Vec<Child>,
    child_keys: Vec<u8>,
}

impl Chunk {
    /// The children of position `i` of this chunk, each with its key.
    pub fn children_of(&self, i: usize) -> impl Iterator<Item = (&Child, &[u8])> {
        let from = i
            .checked_sub(1)
            .map_or(0, |p| self.expanded[p].children_end);
        let children = &self.children[from..self.expanded[i].children_end];
        let mut key_from = from.checked_sub(1).map_or(0, |c| self.children[c].key_end);
        children.iter().map(move |child| {
            let key = &self.child_keys[key_from..child.key_end];
            key_from = child.key_end;
            (child, key)
        })
    }
}

/// A copy of the keys of a batch of the frontier, so that threads expand
/// them while the filing thread reads on.
#[derive(Default)]
pub(super) struct ParentKeys {
    bytes: Vec<u8>,
    ends: Vec<usize>,
}

impl ParentKeys {
    /// Copies the keys of the frontier of `layer` in `range`, the range
    /// after the one copied last.
    pub fn copy(&mut self, layer: &mut Expanding, range: Range<usize>) {
        debug_assert_eq!(range.start, layer.copied(), "frontier ranges in order");
        self.bytes.clear();
        self.ends.clear();
        layer.copy_next(range.len(), |key| {
            self.bytes.extend_from_slice(key);
            self.ends.push(self.bytes.len());
        });
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    fn key(&self, i: usize) -> &[u8] {
        let from = i.checked_sub(1).map_or(0, |p| self.ends[p]);
        &self.bytes[from..self.ends[i]]
    }
}

/// Files a child's key with its progress into `out`.
fn file(out: &mut Chunk, key: &[u8], progress: usize) {
    out.child_keys.extend_from_slice(key);
    out.children.push(Child {
        key_end: out.child_keys.len(),
        progress,
    });
}

/// The batch of a frontier of `len` positions from `next` for `threads`
/// threads.
pub(super) fn batch(next: usize, len: usize, threads: usize) -> Range<usize> {
    next..len.min(next + BATCH_PER_THREAD * threads)
}

/// One thread's tools for expanding positions.
pub(super) struct Expander<'a> {
    ctx: &'a Ctx,
    config: &'a Config,
    keyer: &'a Keyer,
    piles: PileCache,
    memo: DecodeMemo,
    state: State,
    key: Vec<u8>,
    order: Vec<usize>,
    moves: Vec<SMove>,
    unplaced: UnplacedCount,
    scratch: Scratch,
    log: PassLog,
    /// Grace classes on ([`super::super::prune::Prune::grace_classes`] where they apply), and
    /// their buffers.
    classes: bool,
    class_child: State,
    /// The class children's column bits: a class differs from the last one
    /// written above the grace marks only, so the untouched part of each
    /// column is not encoded again.
    class_piles: PileCache,
    classes_scratch: grace_classes::Scratch,
    sorted: Vec<CardByte>,
}

impl<'a> Expander<'a> {
    pub fn new(ctx: &'a Ctx, config: &'a Config, keyer: &'a Keyer, start: &State) -> Self {
        Expander {
            ctx,
            config,
            keyer,
            piles: PileCache::new(ctx),
            memo: DecodeMemo::default(),
            state: start.clone(),
            key: Vec::with_capacity(KEY_BYTES),
            order: Vec::with_capacity(16),
            moves: Vec::with_capacity(MOVE_STACK),
            unplaced: UnplacedCount::default(),
            scratch: Scratch::default(),
            log: PassLog::default(),
            classes: config.prune.grace_classes && grace_classes::applies(ctx, start),
            class_child: start.clone(),
            class_piles: PileCache::new(ctx),
            classes_scratch: grace_classes::Scratch::default(),
            sorted: Vec::new(),
        }
    }

    /// Expands `key`'s position (of `level`'s layer) into `out`; false
    /// when a child is won (or a move lowered the progress). Under grace
    /// classes ([`grace_classes`]), a position with grace open is expanded
    /// into the classes its class reaches, and every child with grace open
    /// is filed as its class.
    fn expand(&mut self, key: &[u8], level: usize, out: &mut Chunk) -> bool {
        let ctx = self.ctx;
        self.keyer
            .decode_into(ctx, key, &mut self.state, &mut self.memo);
        self.piles.forget();
        let mut won = false;
        let mut lowered = None;
        let mut own_moves = true;
        if self.classes && self.state.grace.is_some() {
            let Expander {
                keyer,
                state,
                class_child,
                class_piles,
                classes_scratch,
                key,
                order,
                ..
            } = self;
            let expansion =
                grace_classes::children(ctx, state, class_child, classes_scratch, |child| {
                    if won || lowered.is_some() {
                        return;
                    }
                    if child.is_won(ctx) {
                        won = true;
                        return;
                    }
                    class_piles.forget();
                    keyer.write_cached(ctx, child, class_piles, key, order);
                    let progress = progress_with(ctx, child, || 0);
                    if progress < level {
                        // (A class step has no one move: named by `close`.)
                        lowered = Some(SMove::Close);
                        return;
                    }
                    file(out, key, progress);
                });
            match expansion {
                grace_classes::Expansion::Listed { own_moves: own } => own_moves = own,
                grace_classes::Expansion::TooMany => {
                    out.too_many = true;
                    return false;
                }
            }
        }
        let state = &mut self.state;
        let mut frozen_cut = false;
        if own_moves && !won && lowered.is_none() {
            self.unplaced
                .parent(state, UNPLACED_LEVELS - 1 - level % UNPLACED_LEVELS);
            self.moves.clear();
            frozen_cut = expand(
                state,
                ctx,
                self.config,
                &mut self.moves,
                &mut self.scratch,
                &mut self.log,
            );
            for &mv in &self.moves {
                if ctx.grace == Grace::None && level != TAKE_BACK_OPEN {
                    self.unplaced.before(ctx, state, mv);
                }
                let undo = state.make(ctx, mv);
                self.piles.touch(mv);
                won = state.is_won(ctx);
                if !won {
                    if self.classes && state.grace.is_some() {
                        self.class_child.clone_from(state);
                        grace_classes::canonicalize(&mut self.class_child, &mut self.sorted);
                        self.class_piles.forget();
                        self.keyer.write_cached(
                            ctx,
                            &self.class_child,
                            &mut self.class_piles,
                            &mut self.key,
                            &mut self.order,
                        );
                    } else {
                        self.keyer.write_cached(
                            ctx,
                            state,
                            &mut self.piles,
                            &mut self.key,
                            &mut self.order,
                        );
                    }
                    let progress =
                        progress_with(ctx, state, || self.unplaced.after(ctx, state, mv));
                    // What makes dropping a layer sound; cheap enough to check.
                    // Rule files combine rules in ways the tests do not cover,
                    // so a breach is reported, not a panic.
                    if progress < level {
                        lowered = Some(mv);
                    } else {
                        file(out, &self.key, progress);
                    }
                }
                state.unmake(ctx, mv, undo);
                self.piles.touch(mv);
                if won || lowered.is_some() {
                    break;
                }
            }
        }
        if lowered.is_some() {
            out.lowered = lowered;
            return false;
        }
        out.expanded.push(Expanded {
            children_end: out.children.len(),
            frozen_cut,
            won,
        });
        !won
    }

    /// Expands the positions `range` of `keys` (of `level`'s layer) into
    /// `out`, in order, after clearing it; stops after one with a won child.
    fn expand_chunk(
        &mut self,
        keys: &ParentKeys,
        range: Range<usize>,
        level: usize,
        out: &mut Chunk,
    ) {
        out.expanded.clear();
        out.children.clear();
        out.child_keys.clear();
        out.lowered = None;
        out.too_many = false;
        for i in range {
            if !self.expand(keys.key(i), level, out) {
                break;
            }
        }
    }
}

/// Expands `keys` (positions of `level`'s layer) in chunks of
/// [`CHUNK`], chunk `c` into `outs[c]`: on the threads of the pool this
/// runs in when `parallel` (each thread with the expander of its index),
/// else in order on this thread with the first expander. Returns the
/// chunks.
pub(super) fn expand_chunks(
    expanders: &[Mutex<Expander>],
    outs: &mut [Chunk],
    keys: &ParentKeys,
    level: usize,
    parallel: bool,
) -> usize {
    let len = keys.len();
    let chunks = len.div_ceil(CHUNK);
    let expand = |c: usize, out: &mut Chunk| {
        let thread = rayon::current_thread_index().filter(|_| parallel);
        let mut expander = expanders[thread.unwrap_or(0)]
            .lock()
            .expect("an expander that did not panic");
        expander.expand_chunk(keys, c * CHUNK..len.min((c + 1) * CHUNK), level, out);
    };
    if parallel {
        outs[..chunks]
            .par_iter_mut()
            .enumerate()
            .for_each(|(c, out)| expand(c, out));
    } else {
        for (c, out) in outs[..chunks].iter_mut().enumerate() {
            expand(c, out);
        }
    }
    chunks
}
