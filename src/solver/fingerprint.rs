//! 64-bit fingerprints of states, and the flat set of them that the
//! depth-first search fills.
//!
//! A fingerprint is a function of what the exact key ([`super::key`])
//! holds, so equal keys give equal fingerprints: each pile (column, weave
//! reserve, waste) is a chain hash of its cards, kept per prefix so that a
//! move rehashes only the cards it moved; the columns are added up, each
//! through a mixer (so a sum over a set of columns needs no sort when they
//! are interchangeable) and salted with its position when they are not;
//! the rest (cards dealt, foundations, cells, grace) is mixed in fresh.
//!
//! Unequal states may share a fingerprint, so a search on fingerprints
//! could skip a position it never saw. Its wins are replayed like every
//! win; a `lost` from it is proven again on exact keys before it is
//! reported ([`super::search`]), so no `lost` rests on a collision.

use super::key::common_prefix;
use super::moves::{SMove, grace_after};
use super::state::{CardByte, Ctx, DOWN, GraceMarks, State};
use super::table::CHECK_MARGIN;
use crate::rules::{Grace, MAX_COLUMNS};

/// Murmur3's 64-bit finaliser: every input bit flips about half the output
/// bits.
const fn mix(mut k: u64) -> u64 {
    k ^= k >> 33;
    k = k.wrapping_mul(0xff51_afd7_ed55_8ccd);
    k ^= k >> 33;
    k = k.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    k ^ k >> 33
}

/// `N` fixed pseudo-random words (splitmix64 from `seed`), so fingerprints
/// and node counts are the same on every run.
const fn randoms<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        out[i] = mix(state);
        i += 1;
    }
    out
}

/// One word per card byte (the face-down flag included) for the pile chains.
const CARD: [u64; 256] = randoms(0x243f_6a88_85a3_08d3);
/// One word per card byte for the cells, which are a set and are summed.
const CELL: [u64; 256] = randoms(0x1319_8a2e_0370_7344);
/// One salt per column position, for columns that are not interchangeable.
const COLUMN: [u64; MAX_COLUMNS] = randoms(0xa409_3822_299f_31d0);
/// The hash of an empty pile.
const EMPTY_PILE: u64 = 0x082e_fa98_ec4e_6c89;

/// The hash of a pile with card `b` put on a pile hashed `below`: one
/// multiply, as every pile hash goes through [`mix`] before it is used
/// (a column's term, or the base). A step is a bijection of `below` for
/// each card, and different cards give different inputs to it.
fn chain(below: u64, b: CardByte) -> u64 {
    (below ^ CARD[b as usize])
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .rotate_left(29)
}

/// One pile's cards and the hash of each of its prefixes, kept between
/// nodes: after a move only the cards above the kept part are hashed.
/// Cards taken off stay hashed above `len`, so putting the same cards back
/// (unmaking a move) hashes nothing.
#[derive(Clone)]
struct PileHash {
    /// The pile is `cards[..len]`; the rest are cards it held before.
    cards: Vec<CardByte>,
    len: usize,
    /// `prefix[i]` hashes `cards[..i]`.
    prefix: Vec<u64>,
}

impl PileHash {
    fn new(capacity: usize) -> PileHash {
        let mut prefix = Vec::with_capacity(capacity + 1);
        prefix.push(EMPTY_PILE);
        PileHash {
            cards: Vec::with_capacity(capacity),
            len: 0,
            prefix,
        }
    }

    /// Brings the hashes up to date with `pile` and returns its hash.
    fn sync(&mut self, pile: &[CardByte]) -> u64 {
        let kept = common_prefix(&self.cards, pile);
        self.len = pile.len();
        if kept < pile.len() {
            self.cards.truncate(kept);
            self.prefix.truncate(kept + 1);
            let mut h = self.prefix[kept];
            for &b in &pile[kept..] {
                h = chain(h, b);
                self.cards.push(b);
                self.prefix.push(h);
            }
        }
        self.hash()
    }

    fn hash(&self) -> u64 {
        self.prefix[self.len]
    }
}

/// Fingerprints the states of one search, keeping each pile's hashes
/// between nodes.
pub struct Fingerprinter {
    columns: Vec<PileHash>,
    reserve: PileHash,
    waste: PileHash,
    /// Bit c set: column c may have changed since it was hashed.
    stale: u32,
    /// The parts of the state last fingerprinted, if it is the state now
    /// (every change of the state is [`Fingerprinter::touch`]ed).
    parts: Option<Parts>,
    /// Each column's term when it was last hashed, and whether the columns
    /// were interchangeable then (which decides their salting).
    terms: [u64; MAX_COLUMNS],
    symmetric: Option<bool>,
}

/// What a fingerprint is made of.
#[derive(Clone, Copy)]
struct Parts {
    symmetric: bool,
    /// Each column's term, and their sum.
    terms: [u64; MAX_COLUMNS],
    columns: u64,
    /// The hash of the cards dealt, cells, reserve, waste and grace.
    base: u64,
    /// The hash of the cells (a sum), and of the reserve.
    cells: u64,
    reserve: u64,
    /// The hash of the foundations.
    found: u64,
}

impl Parts {
    fn term(&self, c: usize, pile: u64) -> u64 {
        let salt = if self.symmetric { 0 } else { COLUMN[c] };
        mix(pile ^ salt)
    }

    fn finish(&self, columns: u64, found: u64) -> u64 {
        mix(self.base.wrapping_add(found) ^ columns.rotate_left(29)).max(1)
    }
}

/// The hash of a cell set holding `b`, from that of the set without it:
/// the sum of a term per card and the count.
fn with_cell(cells: u64, b: CardByte) -> u64 {
    cells.wrapping_add(1).wrapping_add(CELL[b as usize])
}

fn without_cell(cells: u64, b: CardByte) -> u64 {
    cells.wrapping_sub(1).wrapping_sub(CELL[b as usize])
}

/// The hash of the cards dealt, the cells, the reserve and waste (hashed
/// `cells`, `reserve` and `waste`) and `grace` (the state's, or its
/// child's). The marks go in eight columns to a word.
fn base_hash(
    state: &State,
    grace: Option<&GraceMarks>,
    cells: u64,
    reserve: u64,
    waste: u64,
) -> u64 {
    let mut h = mix(state.dealt as u64 ^ cells);
    h = mix(h ^ reserve);
    h = mix(h ^ waste);
    if let Some(g) = grace {
        h = mix(h ^ g.gap as u64);
        let n = state.cols.len();
        for (i, word) in g.marks.chunks_exact(8).take(n.div_ceil(8)).enumerate() {
            let word = u64::from_le_bytes(word.try_into().expect("8 marks"));
            let unused = (8 * (i + 1)).saturating_sub(n);
            h = mix(h ^ (word & u64::MAX >> (8 * unused)));
        }
    }
    h
}

/// How many cards `mv` (a move among columns, foundations, the reserve and
/// cells) carries.
fn carried(mv: SMove) -> u8 {
    match mv {
        SMove::ColCol { count, .. }
        | SMove::ColReserve { count, .. }
        | SMove::ReserveCol { count, .. } => count,
        _ => 1,
    }
}

/// The columns' heights after `mv` (as [`carried`]), for a grace period
/// it opens.
fn heights_after(state: &State, mv: SMove) -> [u8; MAX_COLUMNS] {
    let mut heights = state.heights();
    let (from, to) = mv.columns();
    if let Some(c) = from {
        heights[c as usize] -= carried(mv);
    }
    if let Some(c) = to {
        heights[c as usize] += carried(mv);
    }
    heights
}

/// The hash of the foundations after `change` (a card going home or
/// leaving), which is undone before returning.
fn found_hash_after(state: &mut State, change: impl FnOnce(&mut State)) -> u64 {
    let found = state.found;
    change(state);
    let home = found_hash(state);
    state.found = found;
    home
}

fn found_hash(state: &State) -> u64 {
    mix(u64::from_le_bytes(
        *state.found.as_flattened().first_chunk().expect("8 heights"),
    ))
}

impl Fingerprinter {
    pub fn new(ctx: &Ctx) -> Fingerprinter {
        let pile = PileHash::new(ctx.deck_size);
        Fingerprinter {
            columns: vec![pile.clone(); ctx.columns],
            reserve: pile.clone(),
            waste: pile,
            stale: u32::MAX,
            parts: None,
            terms: [0; MAX_COLUMNS],
            symmetric: None,
        }
    }

    /// Notes the columns that `mv`, made or unmade, changes (as
    /// [`super::key::PileCache::touch`]). The reserve and the waste are
    /// compared at every fingerprint.
    pub fn touch(&mut self, mv: SMove) {
        self.parts = None;
        self.stale |= mv.column_mask();
    }

    /// Notes that the state was replaced: any column may differ.
    pub fn forget(&mut self) {
        self.stale = u32::MAX;
        self.parts = None;
    }

    /// The fingerprint of `state`: never 0, which marks a free slot.
    pub fn fingerprint(&mut self, ctx: &Ctx, state: &State) -> u64 {
        let mut parts = Parts {
            symmetric: state.columns_symmetric(ctx),
            terms: [0; MAX_COLUMNS],
            columns: 0,
            base: 0,
            cells: state.cells.iter().fold(0, |sum, &b| with_cell(sum, b)),
            reserve: 0,
            found: found_hash(state),
        };
        // A column's term changes only with its cards or the salting.
        if self.symmetric != Some(parts.symmetric) {
            self.stale = u32::MAX;
            self.symmetric = Some(parts.symmetric);
        }
        for (c, pile) in self.columns.iter_mut().enumerate() {
            if self.stale & (1 << c) != 0 {
                let h = pile.sync(&state.cols[c]);
                self.terms[c] = parts.term(c, h);
            } else {
                debug_assert_eq!(
                    pile.cards[..pile.len],
                    state.cols[c],
                    "column {c} changed untouched"
                );
            }
            parts.columns = parts.columns.wrapping_add(self.terms[c]);
        }
        parts.terms = self.terms;
        self.stale = 0;
        parts.reserve = self.reserve.sync(&state.reserve);
        parts.base = base_hash(
            state,
            state.grace.as_ref(),
            parts.cells,
            parts.reserve,
            self.waste.sync(&state.waste),
        );
        self.parts = Some(parts);
        parts.finish(parts.columns, parts.found)
    }

    /// The fingerprint of the position `mv` leads to from `state`, which is
    /// left as it was. Moves among columns, foundations, the reserve and
    /// cells are worked out from the hashes of `state`'s piles (and the
    /// grace period they leave); any other move (a deal, closing grace,
    /// the waste), and one that changes whether the columns are
    /// interchangeable, is made, fingerprinted and unmade.
    pub fn child(&mut self, ctx: &Ctx, state: &mut State, mv: SMove) -> u64 {
        if matches!(
            mv,
            SMove::Deal | SMove::Close | SMove::WasteCol { .. } | SMove::WasteFound
        ) {
            return self.made_child(ctx, state, mv);
        }
        let parts = match self.parts {
            Some(parts) => parts,
            None => {
                self.fingerprint(ctx, state);
                self.parts.expect("just made")
            }
        };
        // The move may open or close grace, which also decides whether the
        // columns are interchangeable: a change of their salting changes
        // every column's term, so such a child is made.
        let grace = match state.grace {
            _ if ctx.grace == Grace::None => None,
            before => {
                let (from, to) = mv.columns();
                let left = |c: u8| (c, state.cols[c as usize].len() - carried(mv) as usize);
                let grace =
                    grace_after(ctx, before, from.map(left), to, || heights_after(state, mv));
                if state.columns_symmetric_under(ctx, grace.as_ref()) != parts.symmetric {
                    return self.made_child(ctx, state, mv);
                }
                grace
            }
        };
        let (mut columns, mut found) = (parts.columns, parts.found);
        let (mut cells, mut reserve) = (parts.cells, parts.reserve);
        match mv {
            SMove::ColCol { from, to, count } => {
                let rest = state.cols[from as usize].len() - count as usize;
                // The moved cards land face up (as `State::make`).
                let moved = state.cols[from as usize][rest..].iter().map(|&b| b & !DOWN);
                columns = self.put(&parts, columns, to, moved);
                columns = self.cut(&parts, columns, state, from, rest);
            }
            SMove::ColFound { from } => {
                let rest = state.cols[from as usize].len() - 1;
                columns = self.cut(&parts, columns, state, from, rest);
                let b = state.cols[from as usize][rest];
                found = found_hash_after(state, |s| s.push_home(ctx, b));
            }
            SMove::FoundCol { card, to } => {
                columns = self.put(&parts, columns, to, [card].into_iter());
                found = found_hash_after(state, |s| s.pop_home(card));
            }
            SMove::ColReserve { from, count } => {
                let rest = state.cols[from as usize].len() - count as usize;
                reserve = state.cols[from as usize][rest..]
                    .iter()
                    .fold(reserve, |h, &b| chain(h, b));
                columns = self.cut(&parts, columns, state, from, rest);
            }
            SMove::ReserveCol { to, count } => {
                let rest = state.reserve.len() - count as usize;
                let moved = state.reserve[rest..].iter().copied();
                columns = self.put(&parts, columns, to, moved);
                reserve = self.reserve.prefix[rest];
            }
            SMove::ReserveFound => {
                let rest = state.reserve.len() - 1;
                let b = state.reserve[rest];
                found = found_hash_after(state, |s| s.push_home(ctx, b));
                reserve = self.reserve.prefix[rest];
            }
            SMove::ColCell { from } => {
                let rest = state.cols[from as usize].len() - 1;
                columns = self.cut(&parts, columns, state, from, rest);
                cells = with_cell(cells, state.cols[from as usize][rest]);
            }
            SMove::CellCol { card, to } => {
                columns = self.put(&parts, columns, to, [card].into_iter());
                cells = without_cell(cells, card);
            }
            SMove::CellFound { card } => {
                cells = without_cell(cells, card);
                found = found_hash_after(state, |s| s.push_home(ctx, card));
            }
            SMove::FoundCell { card } => {
                cells = with_cell(cells, card);
                found = found_hash_after(state, |s| s.pop_home(card));
            }
            SMove::Deal | SMove::Close | SMove::WasteCol { .. } | SMove::WasteFound => {
                unreachable!("made and fingerprinted above")
            }
        }
        let base = if (cells, reserve, grace) == (parts.cells, parts.reserve, state.grace) {
            parts.base
        } else {
            base_hash(state, grace.as_ref(), cells, reserve, self.waste.hash())
        };
        Parts { base, ..parts }.finish(columns, found)
    }

    /// [`Fingerprinter::child`] the slow way: the move made, the position
    /// fingerprinted, the move unmade.
    fn made_child(&mut self, ctx: &Ctx, state: &mut State, mv: SMove) -> u64 {
        let undo = state.make(ctx, mv);
        self.touch(mv);
        let fp = self.fingerprint(ctx, state);
        state.unmake(ctx, mv, undo);
        self.touch(mv);
        fp
    }

    /// `columns` (a sum of column terms) with column `c` of `state` cut to
    /// its first `rest` cards, its new top turned face up (as
    /// `State::make`).
    fn cut(&self, parts: &Parts, columns: u64, state: &State, c: u8, rest: usize) -> u64 {
        let c = c as usize;
        let prefix = &self.columns[c].prefix;
        let left = match rest.checked_sub(1).map(|top| (top, state.cols[c][top])) {
            Some((top, b)) if b & DOWN != 0 => chain(prefix[top], b & !DOWN),
            _ => prefix[rest],
        };
        columns
            .wrapping_sub(parts.terms[c])
            .wrapping_add(parts.term(c, left))
    }

    /// `columns` with `cards` put on column `c`.
    fn put(
        &self,
        parts: &Parts,
        columns: u64,
        c: u8,
        cards: impl Iterator<Item = CardByte>,
    ) -> u64 {
        let c = c as usize;
        let onto = cards.fold(self.columns[c].hash(), chain);
        columns
            .wrapping_sub(parts.terms[c])
            .wrapping_add(parts.term(c, onto))
    }
}

/// Slots are filled to at most this share (out of 8).
const LOAD_EIGHTHS: usize = 6;

/// A set of fingerprints: open addressing with linear probing over 8-byte
/// slots, about 11-21 bytes a state. Capacity outlives [`FingerSet::clear`],
/// so a solver reuses it from deal to deal.
pub struct FingerSet {
    slots: Vec<u64>,
    len: usize,
    /// The fingerprint bits kept: all of them, except in tests that force
    /// collisions.
    keep: u64,
}

impl Default for FingerSet {
    fn default() -> FingerSet {
        FingerSet::new()
    }
}

impl FingerSet {
    pub fn new() -> FingerSet {
        FingerSet {
            slots: Vec::new(),
            len: 0,
            keep: u64::MAX,
        }
    }

    /// A set that keeps only the low `bits` bits of each fingerprint, so
    /// that unequal positions collide often.
    #[cfg(test)]
    pub fn colliding(bits: u32) -> FingerSet {
        FingerSet {
            keep: (1 << bits) - 1,
            ..FingerSet::new()
        }
    }

    /// Adds `fp` (nonzero); false when it was there already.
    pub fn insert(&mut self, fp: u64) -> bool {
        debug_assert_ne!(fp, 0, "0 marks a free slot");
        let fp = (fp & self.keep).max(1);
        if self.grows_within(1) {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = fp as usize & mask;
        loop {
            match self.slots[i] {
                0 => {
                    self.slots[i] = fp;
                    self.len += 1;
                    return true;
                }
                x if x == fp => return false,
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Asks the processor to fetch `fp`'s slot now, for a lookup soon.
    pub fn prefetch(&self, fp: u64) {
        if let Some(mask) = self.slots.len().checked_sub(1) {
            super::table::prefetch(&self.slots[(fp & self.keep) as usize & mask]);
        }
    }

    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        self.slots = vec![0; (old.len() * 2).max(1024)];
        let mask = self.slots.len() - 1;
        for fp in old.into_iter().filter(|&fp| fp != 0) {
            let mut i = fp as usize & mask;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = fp;
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Bytes held, by capacity: what the memory limit checks. Within
    /// [`CHECK_MARGIN`] fingerprints of the next doubling it counts the
    /// doubled slots too, held beside the old ones while they are refiled
    /// (as [`super::table::Table::bytes`] does).
    pub fn bytes(&self) -> usize {
        let slots = self.slots.len() * size_of::<u64>();
        slots
            + if self.grows_within(CHECK_MARGIN) {
                2 * slots
            } else {
                0
            }
    }

    /// Whether `fps` more fingerprints would pass the load limit, so that
    /// the slots double before they are all filed.
    fn grows_within(&self, fps: usize) -> bool {
        (self.len + fps) * 8 > self.slots.len() * LOAD_EIGHTHS
    }

    /// Bytes this many fingerprints need: one search's table, whatever
    /// came before.
    pub fn used_bytes(&self) -> usize {
        let needed = (self.len * 8).div_ceil(LOAD_EIGHTHS).next_power_of_two();
        needed.max(1024) * size_of::<u64>()
    }

    pub fn clear(&mut self) {
        self.slots.fill(0);
        self.len = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::DealId;
    use crate::rules;
    use crate::solver::key::Keyer;

    #[test]
    fn a_set_keeps_what_it_was_given() {
        let mut set = FingerSet::new();
        for i in 1..=100_000u64 {
            assert!(set.insert(mix(i).max(1)), "{i}");
        }
        for i in (1..=100_000u64).step_by(7) {
            assert!(!set.insert(mix(i).max(1)), "{i} again");
        }
        assert_eq!(set.len(), 100_000);
        assert!(set.bytes() >= set.used_bytes());
        set.clear();
        assert!(set.is_empty());
        assert!(set.insert(mix(5)));
    }

    /// Along pseudo-random walks in every variant, the cached fingerprint
    /// equals a fresh one, so does each child's worked out without making
    /// its move, and states with equal exact keys (the canonical
    /// form, columns sorted when interchangeable) have equal fingerprints,
    /// while states with different keys have different ones.
    /// Runs of several cards go into the reserve and any top part of them
    /// comes back (Miss Milligan's run weave, open once the stock is out):
    /// each such child's fingerprint, worked out without the move, equals
    /// the one of the position the move makes. Random walks seldom reach
    /// a partial return.
    #[test]
    fn reserve_children_fingerprint_as_made() {
        let rules = rules::builtin()
            .into_iter()
            .find(|r| r.id == "miss-milligan")
            .unwrap();
        let ctx = Ctx::new(&rules);
        let (mut moves, mut partial) = (Vec::new(), 0);
        for seed in 0..20 {
            let pos = DealId::Seed(seed).position(&rules).unwrap();
            let mut state = State::from_position(&ctx, &pos).unwrap();
            while state.stock_left() > 0 {
                state.make(&ctx, SMove::Deal);
            }
            moves.clear();
            state.generate(&ctx, &mut moves);
            let runs: Vec<SMove> = moves
                .iter()
                .copied()
                .filter(|mv| matches!(mv, SMove::ColReserve { count: 2.., .. }))
                .collect();
            let mut cached = Fingerprinter::new(&ctx);
            for mv in runs {
                let undo = state.make(&ctx, mv);
                cached.forget();
                moves.clear();
                state.generate(&ctx, &mut moves);
                for &child in &moves {
                    let direct = cached.child(&ctx, &mut state, child);
                    let made = state.make(&ctx, child);
                    let fresh = Fingerprinter::new(&ctx).fingerprint(&ctx, &state);
                    assert_eq!(direct, fresh, "seed {seed}: {mv:?} then {child:?}");
                    state.unmake(&ctx, child, made);
                    let remaining = state.reserve.len();
                    partial += matches!(child, SMove::ReserveCol { count, .. } if (count as usize) < remaining)
                        as usize;
                }
                state.unmake(&ctx, mv, undo);
            }
        }
        assert!(partial > 0, "no partial return from the reserve was tried");
    }

    /// Every builtin rule set and the other reading of grace (no second
    /// grace from the move that closes one), whose children open and
    /// close grace differently.
    #[test]
    fn fingerprints_follow_exact_keys() {
        let no_reopen = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/data/rules/miss-milligan-grace-no-reopen.toml"
        );
        let mut all = rules::builtin();
        all.push(rules::resolve(no_reopen).unwrap());
        for rules in all {
            let ctx = Ctx::new(&rules);
            for seed in 0..3 {
                let pos = DealId::Seed(seed).position(&rules).unwrap();
                let mut state = State::from_position(&ctx, &pos).unwrap();
                let keyer = Keyer::new(&ctx, &state);
                let mut cached = Fingerprinter::new(&ctx);
                let (mut key, mut order) = (Vec::new(), Vec::new());
                let mut seen: std::collections::HashMap<u64, Vec<u8>> = Default::default();
                let mut moves = Vec::new();
                let mut check = |state: &State, cached: &mut Fingerprinter, what: &str| {
                    let fp = cached.fingerprint(&ctx, state);
                    assert_eq!(
                        fp,
                        Fingerprinter::new(&ctx).fingerprint(&ctx, state),
                        "{what}"
                    );
                    keyer.write(&ctx, state, &mut key, &mut order);
                    let earlier = seen.entry(fp).or_insert_with(|| key.clone());
                    assert_eq!(*earlier, key, "{what}: one fingerprint, two keys");
                    // The same position with its columns permuted.
                    if state.columns_symmetric(&ctx) {
                        let mut turned = state.clone();
                        turned.cols.rotate_left(1);
                        let fresh = Fingerprinter::new(&ctx).fingerprint(&ctx, &turned);
                        assert_eq!(fresh, fp, "{what}: columns turned");
                    }
                };
                for step in 0..400u64 {
                    let what = format!("{} seed {seed} step {step}", rules.id);
                    check(&state, &mut cached, &what);
                    moves.clear();
                    state.generate(&ctx, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    for (i, &mv) in moves.iter().enumerate() {
                        let direct = cached.child(&ctx, &mut state, mv);
                        let undo = state.make(&ctx, mv);
                        let fresh = Fingerprinter::new(&ctx).fingerprint(&ctx, &state);
                        assert_eq!(direct, fresh, "{what}: child by {mv:?}");
                        if i < 3 {
                            cached.touch(mv);
                            check(&state, &mut cached, &format!("{what} after {mv:?}"));
                            state.unmake(&ctx, mv, undo);
                            cached.touch(mv);
                        } else {
                            state.unmake(&ctx, mv, undo);
                        }
                    }
                    let pick = (step.wrapping_mul(0x9e37_79b9) ^ seed) as usize % moves.len();
                    state.make(&ctx, moves[pick]);
                    cached.touch(moves[pick]);
                }
            }
        }
    }
}
