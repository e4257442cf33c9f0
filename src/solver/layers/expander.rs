//! Expanding a batch of a layer's positions on several threads.
//!
//! Expanding a position (decoding its key, generating and pruning its
//! moves, making each child and writing its key) needs nothing but the
//! position, so the positions of a batch are expanded side by side; the
//! children are then filed by one thread, parent by parent in queue order.
//! A position's children are filed before the next position's, exactly as
//! when one thread expands and files each position in turn: the tables,
//! the queues, the counts and every checkpoint are the same for any number
//! of threads.

use std::ops::Range;

use super::super::key::{DecodeMemo, Keyer, PileCache};
use super::super::moves::SMove;
use super::super::search::{Config, MOVE_STACK, PassLog, Scratch, expand};
use super::super::seen::KEY_BYTES;
use super::super::state::{Ctx, State};
use super::super::table::{Place, Table};
use super::{UNPLACED_LEVELS, UnplacedCount, progress_with};
use crate::rules::Grace;

/// Positions a thread expands per batch: enough that starting the threads
/// costs little, few enough that the children's keys stay in cache.
const BATCH_PER_THREAD: usize = 2048;

/// A position expanded: where its children end in [`Expander::children`],
/// and how the expansion went.
#[derive(Clone, Copy)]
pub(super) struct Expanded {
    pub children_end: usize,
    /// The frozen-card test gave the position up.
    pub frozen_cut: bool,
    /// One of its children is won (its children from that one on are not
    /// listed, and the expander stopped there).
    pub won: bool,
}

/// A child: where its key ends in [`Expander::child_keys`], its progress,
/// and its [`Table::hash`].
#[derive(Clone, Copy)]
pub(super) struct Child {
    pub key_end: usize,
    pub progress: usize,
    pub hash: u64,
}

/// One thread's tools for expanding positions, and what it found.
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
    /// The positions expanded in this batch, in queue order.
    pub expanded: Vec<Expanded>,
    pub children: Vec<Child>,
    pub child_keys: Vec<u8>,
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
            expanded: Vec::new(),
            children: Vec::new(),
            child_keys: Vec::new(),
        }
    }

    /// The children of `key`'s position (a key of `level`'s layer): its
    /// expansion appended to [`Expander::expanded`]; false when a child is
    /// won.
    fn expand(&mut self, key: &[u8], level: usize) -> bool {
        let ctx = self.ctx;
        let state = &mut self.state;
        self.keyer.decode_into(ctx, key, state, &mut self.memo);
        self.piles.forget();
        self.unplaced
            .parent(state, UNPLACED_LEVELS - 1 - level % UNPLACED_LEVELS);
        self.moves.clear();
        let frozen_cut = expand(
            state,
            ctx,
            self.config,
            &mut self.moves,
            &mut self.scratch,
            &mut self.log,
        );
        let mut won = false;
        for &mv in &self.moves {
            if ctx.grace == Grace::None {
                self.unplaced.before(ctx, state, mv);
            }
            let undo = state.make(ctx, mv);
            self.piles.touch(mv);
            won = state.is_won(ctx);
            if !won {
                self.keyer.write_cached(
                    ctx,
                    state,
                    &mut self.piles,
                    &mut self.key,
                    &mut self.order,
                );
                let progress = progress_with(ctx, state, || self.unplaced.after(ctx, state, mv));
                // What makes dropping a layer sound; cheap enough to check.
                assert!(progress >= level, "a move lowered the progress: {mv:?}");
                self.child_keys.extend_from_slice(&self.key);
                self.children.push(Child {
                    key_end: self.child_keys.len(),
                    progress,
                    hash: Table::hash(&self.key),
                });
            }
            state.unmake(ctx, mv, undo);
            self.piles.touch(mv);
            if won {
                break;
            }
        }
        self.expanded.push(Expanded {
            children_end: self.children.len(),
            frozen_cut,
            won,
        });
        !won
    }

    /// Expands the positions at `places` of `table` (a layer of `level`),
    /// in order, after forgetting the last batch; stops after one with a
    /// won child.
    fn expand_all(&mut self, table: &Table, places: &[Place], level: usize) {
        self.expanded.clear();
        self.children.clear();
        self.child_keys.clear();
        for &place in places {
            if !self.expand(table.key(place), level) {
                break;
            }
        }
    }

    /// The children of parent `i` of this batch, and where their keys
    /// start in [`Expander::child_keys`].
    pub fn children_of(&self, i: usize) -> (&[Child], usize) {
        let from = if i == 0 {
            0
        } else {
            self.expanded[i - 1].children_end
        };
        let children = &self.children[from..self.expanded[i].children_end];
        let key_from = if from == 0 {
            0
        } else {
            self.children[from - 1].key_end
        };
        (children, key_from)
    }
}

/// The next batch of `queue` from `next`: as many positions as the
/// expanders take.
pub(super) fn batch(next: usize, queue_len: usize, expanders: usize) -> Range<usize> {
    next..queue_len.min(next + BATCH_PER_THREAD * expanders)
}

/// Expands the positions at `places` (not empty) of `table`, a layer of
/// `level`, on up to as many threads as there are `expanders`, each a
/// contiguous share in order; returns the expanders used, in queue order.
pub(super) fn expand_batch<'e, 'a>(
    expanders: &'e mut [Expander<'a>],
    table: &Table,
    places: &[Place],
    level: usize,
) -> &'e [Expander<'a>] {
    let share = places.len().div_ceil(expanders.len()).max(1);
    let used = places.len().div_ceil(share);
    let (first, rest) = expanders.split_first_mut().expect("an expander");
    let mut shares = places.chunks(share);
    let first_share = shares.next().unwrap_or(&[]);
    std::thread::scope(|scope| {
        for (expander, places) in rest.iter_mut().zip(shares) {
            scope.spawn(move || expander.expand_all(table, places, level));
        }
        first.expand_all(table, first_share, level);
    });
    &expanders[..used.max(1)]
}
