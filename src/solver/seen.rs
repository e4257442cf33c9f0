//! What a depth-first search remembers: the positions it has seen, and the
//! keys of the positions that the moves on its stack lead to. Those are
//! computed when their parent is expanded, and their table slots are
//! prefetched then, so the lookups that follow (most of them transpositions,
//! rejected at once) rarely wait for memory, and a transposition is
//! rejected without making its move.
//!
//! Two kinds: [`Fingerprints`], fast and small, which the search runs on;
//! and [`Exact`], whose keys decode to their states, which proves again
//! every loss found on fingerprints.

use super::fingerprint::{FingerSet, Fingerprinter};
use super::key::{Keyer, PileCache};
use super::moves::SMove;
use super::state::{Ctx, State};
use super::table::Table;

pub(super) trait Seen {
    /// Forgets every position but `start`.
    fn begin(&mut self, start: &State);
    /// Pushes the keys of the positions `moves` lead to from `state` (kept
    /// in step with the search's move stack).
    fn add_children(&mut self, state: &mut State, moves: &[SMove]);
    /// Asks for child `child`'s table slot now, for a lookup soon.
    fn prefetch(&self, child: usize);
    /// Files child `child`; false when it was seen before.
    fn insert(&mut self, child: usize) -> bool;
    /// Drops the keys of children `from..`.
    fn truncate(&mut self, from: usize);
    /// Notes a move made or unmade on the search's state.
    fn touch(&mut self, mv: SMove);
    /// Positions seen.
    fn len(&self) -> usize;
    /// Bytes held, by capacity, the open nodes' child keys included: what
    /// the memory limit checks.
    fn bytes(&self) -> usize;
    /// Bytes this search's positions fill.
    fn used_bytes(&self) -> usize;
}

/// Exact keys ([`super::key`]) in a [`Table`].
pub(super) struct Exact<'a> {
    ctx: &'a Ctx,
    keyer: Keyer,
    piles: PileCache,
    key: Vec<u8>,
    order: Vec<usize>,
    /// The children's keys back to back, and per child where its key starts
    /// and its hash.
    bytes: Vec<u8>,
    spans: Vec<(usize, u64)>,
    table: &'a mut Table,
}

/// Room for a key: longer than any key ([`super::key`]'s longest is under
/// 200 bytes).
pub(super) const KEY_BYTES: usize = 256;

impl<'a> Exact<'a> {
    pub(super) fn new(ctx: &'a Ctx, start: &State, table: &'a mut Table) -> Exact<'a> {
        Exact {
            ctx,
            keyer: Keyer::new(ctx, start),
            piles: PileCache::new(ctx),
            key: Vec::with_capacity(KEY_BYTES),
            order: Vec::with_capacity(16),
            bytes: Vec::new(),
            spans: Vec::new(),
            table,
        }
    }
}

impl Seen for Exact<'_> {
    fn begin(&mut self, start: &State) {
        self.table.clear();
        self.bytes.clear();
        self.spans.clear();
        let (key, order) = (&mut self.key, &mut self.order);
        self.keyer
            .write_cached(self.ctx, start, &mut self.piles, key, order);
        self.table.insert(key);
    }

    fn add_children(&mut self, state: &mut State, moves: &[SMove]) {
        let (key, order) = (&mut self.key, &mut self.order);
        for &mv in moves {
            let undo = state.make(self.ctx, mv);
            self.piles.touch(mv);
            self.keyer
                .write_cached(self.ctx, state, &mut self.piles, key, order);
            state.unmake(self.ctx, mv, undo);
            self.piles.touch(mv);
            let hash = Table::hash(key);
            self.table.prefetch(hash);
            self.spans.push((self.bytes.len(), hash));
            self.bytes.extend_from_slice(key);
        }
        for &(_, hash) in &self.spans[self.spans.len() - moves.len()..] {
            self.table.prefetch_keys(hash);
        }
    }

    fn prefetch(&self, child: usize) {
        self.table.prefetch(self.spans[child].1);
    }

    fn insert(&mut self, child: usize) -> bool {
        let (start, hash) = self.spans[child];
        let end = self.spans.get(child + 1).map_or(self.bytes.len(), |s| s.0);
        self.table
            .insert_hashed(&self.bytes[start..end], hash)
            .is_some()
    }

    fn truncate(&mut self, from: usize) {
        if let Some(&(start, _)) = self.spans.get(from) {
            self.bytes.truncate(start);
        }
        self.spans.truncate(from);
    }

    fn touch(&mut self, mv: SMove) {
        self.piles.touch(mv);
    }

    fn len(&self) -> usize {
        self.table.len()
    }

    fn bytes(&self) -> usize {
        self.table.bytes()
            + self.bytes.capacity()
            + self.spans.capacity() * size_of::<(usize, u64)>()
    }

    fn used_bytes(&self) -> usize {
        self.table.used_bytes()
    }
}

/// 64-bit fingerprints ([`super::fingerprint`]) in a [`FingerSet`].
pub(super) struct Fingerprints<'a> {
    ctx: &'a Ctx,
    fingerprinter: Fingerprinter,
    children: Vec<u64>,
    set: &'a mut FingerSet,
}

impl<'a> Fingerprints<'a> {
    pub(super) fn new(ctx: &'a Ctx, set: &'a mut FingerSet) -> Fingerprints<'a> {
        Fingerprints {
            ctx,
            fingerprinter: Fingerprinter::new(ctx),
            children: Vec::new(),
            set,
        }
    }
}

impl Seen for Fingerprints<'_> {
    fn begin(&mut self, start: &State) {
        self.set.clear();
        self.children.clear();
        let fp = self.fingerprinter.fingerprint(self.ctx, start);
        self.set.insert(fp);
    }

    fn add_children(&mut self, state: &mut State, moves: &[SMove]) {
        for &mv in moves {
            let fp = self.fingerprinter.child(self.ctx, state, mv);
            self.set.prefetch(fp);
            self.children.push(fp);
        }
    }

    fn prefetch(&self, child: usize) {
        self.set.prefetch(self.children[child]);
    }

    fn insert(&mut self, child: usize) -> bool {
        self.set.insert(self.children[child])
    }

    fn truncate(&mut self, from: usize) {
        self.children.truncate(from);
    }

    fn touch(&mut self, mv: SMove) {
        self.fingerprinter.touch(mv);
    }

    fn len(&self) -> usize {
        self.set.len()
    }

    fn bytes(&self) -> usize {
        self.set.bytes() + self.children.capacity() * size_of::<u64>()
    }

    fn used_bytes(&self) -> usize {
        self.set.used_bytes()
    }
}
