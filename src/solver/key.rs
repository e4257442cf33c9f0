//! Exact, compact keys for the transposition table: a state packed into a
//! self-delimiting bit string, about half the bytes of a card-per-byte key.
//!
//! Most cards of a Milligan pile are either an alternating-colour build on
//! the card below, or a card that the deal put on the same pile as the last
//! dealt card below it (with the cards dealt in between since moved away).
//! So each pile card is one code, chosen from the card below it (`y`) and
//! the pile's *anchor* (the last card below that was not a build; none at
//! the bottom):
//!
//! | code | bits | meaning |
//! |---|---|---|
//! | `0 [i] j [d]` | 2+ | the card `j` places above a copy of the anchor in the deal grid (at the bottom: `j` places up grid column `i`); `i` picks the copy, `j` is written in unary, `d` is the face-down flag |
//! | `10 s` | 3 | face up, builds on `y`; `s` picks the suit of the other colour |
//! | `110 cccccc [d]` | 9-10 | any card |
//! | `111` | 3 | end of the pile |
//!
//! The deal grid is the start's columns with the stock dealt onto them in
//! order ([`Keyer::new`]). Bits marked `[..]` appear only where they can
//! vary. The code is a function of the pile's cards alone, so equal piles
//! give equal bits whichever column holds them; and decoding reads the cards
//! back, so different states give different keys: a key is exact, and a
//! `lost` never rests on a collision.
//!
//! Layout: cards dealt, foundation heights, cells, the weave reserve (as a
//! pile), the waste (as the leftmost embedding of its cards in the turned
//! cards: one bit each), the grace gap and marks, then the columns (sorted
//! when interchangeable, as [`State::sort_columns`] orders them), each
//! starting on a whole byte.
//!
//! A search encodes only the piles a move changed: [`PileCache`] keeps each
//! column's bits between nodes.

use super::moves::SMove;
use super::state::{CardByte, Ctx, DOWN, GraceMarks, State, builds_on, is_red, rank, suit};
use crate::rules::{Grace, MAX_COLUMNS, Weave};

/// The encoding's version, recorded in checkpoints (a key read under
/// another encoding is another position): raise it whenever the bits
/// change, as the test `the_key_format_is_pinned` tells.
pub(super) const KEY_FORMAT: u32 = 1;

/// Words of one pile's bits: more than the longest pile (every card of two
/// decks a 10-bit code) needs.
const PILE_WORDS: usize = 17;

/// Where codes are written: a cached pile or a key.
trait BitPut {
    fn put(&mut self, value: u64, bits: usize);
}

impl BitPut for Bits {
    fn put(&mut self, value: u64, bits: usize) {
        Bits::put(self, value, bits)
    }
}

impl BitPut for Sink<'_> {
    fn put(&mut self, value: u64, bits: usize) {
        Sink::put(self, value, bits)
    }
}

/// One pile's bits: at most [`PILE_WORDS`] 64-bit words, appended least
/// significant bit first, kept as little-endian bytes so that they are
/// copied out in one go.
#[derive(Clone)]
struct Bits {
    bytes: [[u8; 8]; PILE_WORDS],
    len: usize,
}

impl Bits {
    fn new() -> Self {
        Bits {
            bytes: [[0; 8]; PILE_WORDS],
            len: 0,
        }
    }

    fn word(&self, w: usize) -> u64 {
        u64::from_le_bytes(self.bytes[w])
    }

    fn set_word(&mut self, w: usize, word: u64) {
        self.bytes[w] = word.to_le_bytes();
    }

    /// Keeps the first `len` bits.
    fn truncate(&mut self, len: usize) {
        let used = self.len.div_ceil(64);
        let (w, off) = (len / 64, len % 64);
        if off > 0 {
            self.set_word(w, self.word(w) & ((1 << off) - 1));
        }
        self.bytes[len.div_ceil(64)..used].fill([0; 8]);
        self.len = len;
    }

    /// Appends the bits, padded with zeros to whole bytes, to `out`.
    fn write_bytes(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.bytes.as_flattened()[..self.len.div_ceil(8)]);
    }

    /// Appends the low `bits` bits of `value` (`bits` <= 64, higher bits 0).
    fn put(&mut self, value: u64, bits: usize) {
        debug_assert!(bits == 64 || value >> bits == 0);
        let (w, off) = (self.len / 64, self.len % 64);
        self.set_word(w, self.word(w) | value << off);
        if off + bits > 64 {
            self.set_word(w + 1, self.word(w + 1) | value >> (64 - off));
        }
        self.len += bits;
    }
}

/// Streams bits, least significant first, as whole bytes into a vector:
/// the accumulator stays in a register while a key is written.
struct Sink<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    /// Bits in `acc`, below 64.
    filled: usize,
}

impl Sink<'_> {
    /// Appends the low `bits` bits of `value` (`bits` <= 64, higher bits 0).
    fn put(&mut self, value: u64, bits: usize) {
        debug_assert!(bits == 64 || value >> bits == 0);
        self.acc |= value << self.filled;
        let total = self.filled + bits;
        if total >= 64 {
            self.out.extend_from_slice(&self.acc.to_le_bytes());
            self.acc = if self.filled == 0 {
                0
            } else {
                value >> (64 - self.filled)
            };
            self.filled = total - 64;
        } else {
            self.filled = total;
        }
    }

    /// Writes the last bits, padded with zeros to a whole byte.
    fn finish(self) {
        let bytes = self.filled.div_ceil(8);
        self.out.extend_from_slice(&self.acc.to_le_bytes()[..bytes]);
    }
}

/// Reads bits in the order [`Bits`] wrote them.
struct BitReader<'a> {
    key: &'a [u8],
    at: usize,
}

impl BitReader<'_> {
    fn get(&mut self, bits: usize) -> usize {
        let mut value = 0;
        for i in 0..bits {
            let bit = self.at + i;
            let b = self.key.get(bit / 8).copied().unwrap_or(0) >> (bit % 8) & 1;
            value |= (b as usize) << i;
        }
        self.at += bits;
        value
    }

    fn flag(&mut self) -> bool {
        self.get(1) == 1
    }

    /// The next bits, least significant first: at least
    /// [`WINDOW_BITS`] of them, zeros past the key's end (as [`Self::get`]
    /// reads them). One load where a bit-by-bit read takes one per bit.
    fn window(&self) -> u64 {
        let byte = self.at / 8;
        let word = match self.key.get(byte..byte + 8) {
            Some(s) => u64::from_le_bytes(s.try_into().expect("8 bytes")),
            None => {
                let tail = self.key.get(byte..).unwrap_or(&[]);
                let mut b = [0u8; 8];
                b[..tail.len()].copy_from_slice(tail);
                u64::from_le_bytes(b)
            }
        };
        word >> (self.at % 8)
    }

    /// Skips to the next whole byte.
    fn align(&mut self) {
        self.at = self.at.next_multiple_of(8);
    }
}

/// Where [`Keyer`] keeps the card at place `j` (below 8: a dealt code is
/// used only when shorter than naming the card) of run `i` (below 16) of
/// `anchor`.
fn dealt_slot(anchor: usize, i: usize, j: usize) -> usize {
    anchor << 7 | i << 3 | j
}

/// Bits needed to write any number in `0..=max`.
fn width(max: usize) -> usize {
    (usize::BITS - max.leading_zeros()) as usize
}

const CARD_BITS: usize = 6;
/// The longest code of one card: a named card (3 + 6 bits) and its
/// face-down flag; a dealt card's code is used only when shorter.
const MAX_CARD_BITS: usize = 3 + CARD_BITS + 1;
/// Bits a [`BitReader::window`] always holds (64 less a byte's offset).
const WINDOW_BITS: usize = 57;
const HEIGHT_BITS: usize = 7;
const COLUMN_BITS: usize = 4;
/// The anchor slot of a pile's bottom (card values are 0..52).
const BOTTOM: usize = 52;
/// The end-of-pile code.
const END: u64 = 0b111;
/// No dealt code reaches the card.
const NO_CODE: u8 = 0xff;

/// Each column's key bits, kept between nodes of one search with the cards
/// they stand for. A card's code depends only on the cards below it, so
/// after a move only the cards above the part a column kept are encoded
/// again: the few that the move took or brought.
pub struct PileCache {
    piles: Vec<PileCode>,
    /// Bit c set: column c may have changed since its bits were made.
    stale: u32,
}

#[derive(Clone)]
struct PileCode {
    /// The cards the bits stand for (the bits end with the end code).
    cards: Vec<CardByte>,
    /// Per card: the bit length up to and including its code, and the
    /// anchor above it.
    ends: Vec<u16>,
    anchors: Vec<u8>,
    bits: Bits,
}

impl PileCache {
    pub fn new(ctx: &Ctx) -> PileCache {
        let mut code = PileCode {
            cards: Vec::with_capacity(ctx.deck_size),
            ends: Vec::with_capacity(ctx.deck_size),
            anchors: Vec::with_capacity(ctx.deck_size),
            bits: Bits::new(),
        };
        code.bits.put(END, 3);
        PileCache {
            piles: vec![code; ctx.columns],
            stale: u32::MAX,
        }
    }

    /// Notes the columns that `mv`, made or unmade, changes. The search
    /// calls this after every make and unmake, so that keys are made
    /// without looking at the other columns.
    pub fn touch(&mut self, mv: SMove) {
        self.stale |= mv.column_mask();
    }

    /// Notes that the state was replaced: any column may differ.
    pub fn forget(&mut self) {
        self.stale = u32::MAX;
    }
}

impl PileCode {
    /// Brings the bits up to date with `pile`.
    fn sync(&mut self, keyer: &Keyer, pile: &[CardByte]) {
        let kept = common_prefix(&self.cards, pile);
        if kept == self.cards.len() && kept == pile.len() {
            return;
        }
        self.bits
            .truncate(kept.checked_sub(1).map_or(0, |i| self.ends[i] as usize));
        self.cards.truncate(kept);
        self.ends.truncate(kept);
        self.anchors.truncate(kept);
        for &b in &pile[kept..] {
            let below = self.cards.last().map(|&y| y & !DOWN);
            let anchor = self.anchors.last().map_or(BOTTOM, |&a| a as usize);
            let anchor = keyer.put_card(&mut self.bits, below, anchor, b);
            self.cards.push(b);
            self.ends.push(self.bits.len as u16);
            self.anchors.push(anchor as u8);
        }
        self.bits.put(END, 3);
    }
}

/// How many leading bytes `a` and `b` share, compared eight at a time.
pub(super) fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let word = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().expect("8 bytes"));
    let mut i = 0;
    while i + 8 <= n {
        let diff = word(a, i) ^ word(b, i);
        if diff != 0 {
            return i + diff.trailing_zeros() as usize / 8;
        }
        i += 8;
    }
    while i < n && a[i] == b[i] {
        i += 1;
    }
    i
}

/// The two piles last decoded at each column place, most recent first:
/// their codes' bytes and their cards ([`Keyer::decode_into`]). The
/// layered search decodes keys in sorted order, so neighbours share their
/// first piles and often the same pile at a later place; with keys in
/// the order they were filed, siblings together, the pile a sibling left
/// alone is the one the sibling before last had, if not the last's (on
/// spanish-patience 8769, two piles a place halved the piles decoded).
/// One memo serves one keyer: the same bytes name other cards under another
/// search's deal grid.
#[derive(Default)]
pub struct DecodeMemo {
    piles: Vec<[MemoPile; 2]>,
}

#[derive(Default)]
struct MemoPile {
    code: Vec<u8>,
    cards: Vec<CardByte>,
}

/// Encodes and decodes the states of one search. The codes depend on the
/// search's start (its deal grid and stock), so keys are compared only
/// within one search.
pub struct Keyer {
    columns: usize,
    /// Face-down cards exist, so codes that name a card carry the flag.
    has_down: bool,
    two_decks: bool,
    dealt_bits: usize,
    cell_count_bits: usize,
    weave: bool,
    grace: bool,
    waste: bool,
    /// Per anchor (a card value, or [`BOTTOM`]): the bits that name one of
    /// its runs of the deal grid (the cards above each copy of the card
    /// value; for the bottom, each whole grid column).
    run_bits: [u8; BOTTOM + 1],
    /// The card at place `j` of run `i` of `anchor`, at
    /// [`dealt_slot`]`(anchor, i, j)`: one load per dealt card decoded,
    /// where nested vectors took three dependent ones.
    dealt_cards: Vec<CardByte>,
    /// Per anchor and card value: `j << 4 | i` of the card's dealt code
    /// ([`Keyer::find_dealt`]), or [`NO_CODE`].
    dealt_codes: Vec<[u8; 52]>,
    /// The start's waste then its stock: the cards a waste is drawn from.
    waste_origin: Vec<CardByte>,
    stock: Vec<CardByte>,
}

impl Keyer {
    /// The keyer for a search from `start`: the deal grid is `start`'s
    /// columns with the rest of its stock dealt onto them in turn.
    pub fn new(ctx: &Ctx, start: &State) -> Keyer {
        let mut grid: Vec<Vec<CardByte>> = start
            .cols
            .iter()
            .map(|c| c.iter().map(|&b| b & !DOWN).collect())
            .collect();
        if !ctx.waste_stock {
            for (i, &b) in start.stock[start.dealt..].iter().enumerate() {
                grid[i % ctx.columns].push(b);
            }
        }
        let mut runs = Vec::new();
        let mut anchor_runs = vec![Vec::new(); BOTTOM + 1];
        for column in &grid {
            anchor_runs[BOTTOM].push(runs.len());
            runs.push(column.clone());
            for (i, &b) in column.iter().enumerate() {
                anchor_runs[b as usize].push(runs.len());
                runs.push(column[i + 1..].to_vec());
            }
        }
        let mut run_bits = [0u8; BOTTOM + 1];
        let mut dealt_cards = vec![NO_CODE; (BOTTOM + 1) << 7];
        for (anchor, rs) in anchor_runs.iter().enumerate() {
            assert!(
                rs.len() <= 16,
                "at most 16 runs an anchor (columns, copies)"
            );
            run_bits[anchor] = width(rs.len().saturating_sub(1)) as u8;
            for (i, &r) in rs.iter().enumerate() {
                for (j, &card) in runs[r].iter().take(8).enumerate() {
                    dealt_cards[dealt_slot(anchor, i, j)] = card;
                }
            }
        }
        // The dealt-card code of each (anchor, card), looked up per card.
        let dealt_codes = anchor_runs
            .iter()
            .map(|rs| {
                let mut codes = [NO_CODE; 52];
                let reach = (CARD_BITS + 1).saturating_sub(width(rs.len().saturating_sub(1)));
                for j in (0..reach).rev() {
                    for (i, &r) in rs.iter().enumerate().rev() {
                        if let Some(&card) = runs[r].get(j) {
                            codes[card as usize] = (j << 4 | i) as u8;
                        }
                    }
                }
                codes
            })
            .collect();
        let mut waste_origin = start.waste.clone();
        waste_origin.extend_from_slice(&start.stock[start.dealt..]);
        Keyer {
            columns: ctx.columns,
            has_down: start.cols.iter().flatten().any(|&b| b & DOWN != 0),
            two_decks: ctx.decks == 2,
            dealt_bits: width(start.stock.len()),
            cell_count_bits: width(ctx.cells),
            weave: ctx.weave != Weave::None,
            grace: ctx.grace != Grace::None,
            waste: ctx.waste_stock,
            run_bits,
            dealt_cards,
            dealt_codes,
            waste_origin,
            stock: start.stock.clone(),
        }
    }

    /// Writes the canonical key of `state` into `out` (cleared first), and
    /// the key's column order into `order`: interchangeable columns are
    /// sorted, so equal game situations give equal keys.
    pub fn write(&self, ctx: &Ctx, state: &State, out: &mut Vec<u8>, order: &mut Vec<usize>) {
        self.write_with(state, out, order, state.columns_symmetric(ctx), None);
    }

    /// [`Keyer::write`], encoding only the columns that changed since the
    /// cache last saw them.
    pub fn write_cached(
        &self,
        ctx: &Ctx,
        state: &State,
        cache: &mut PileCache,
        out: &mut Vec<u8>,
        order: &mut Vec<usize>,
    ) {
        self.write_with(state, out, order, state.columns_symmetric(ctx), Some(cache));
    }

    /// The key with the columns in their own order: equal exact keys mean
    /// identical states (used to shorten solutions).
    pub fn write_exact(&self, state: &State, out: &mut Vec<u8>, order: &mut Vec<usize>) {
        self.write_with(state, out, order, false, None);
    }

    fn write_with(
        &self,
        state: &State,
        out: &mut Vec<u8>,
        order: &mut Vec<usize>,
        sort: bool,
        cache: Option<&mut PileCache>,
    ) {
        // The cached path starts the sort from the last order, nearly
        // always sorted already; equal columns may then come in another
        // order, which gives the same key.
        if cache.is_none() || !sort || order.len() != state.cols.len() {
            order.clear();
            order.extend(0..state.cols.len());
        }
        if sort {
            state.sort_columns(order);
        }
        out.clear();
        let mut key = Sink {
            out,
            acc: 0,
            filled: 0,
        };
        key.put(state.dealt as u64, self.dealt_bits);
        for heights in &state.found {
            key.put(heights[0] as u64, 4);
            if self.two_decks {
                key.put(heights[1] as u64, 4);
            }
        }
        key.put(state.cells.len() as u64, self.cell_count_bits);
        for &card in &state.cells {
            key.put(card as u64, CARD_BITS);
        }
        if self.weave {
            self.put_pile(&mut key, &state.reserve);
        }
        if self.waste {
            self.put_waste(&mut key, state);
        }
        if self.grace {
            key.put(state.grace.is_some() as u64, 1);
            if let Some(g) = &state.grace {
                key.put(g.gap as u64, COLUMN_BITS);
                for &m in &g.marks[..self.columns] {
                    key.put(m as u64, HEIGHT_BITS);
                }
            }
        }
        key.finish();
        // Each column's bits start on a byte, so a key is put together by
        // copying the columns' bytes.
        match cache {
            Some(cache) => {
                for &c in order.iter() {
                    let pile = &mut cache.piles[c];
                    if cache.stale & (1 << c) != 0 {
                        pile.sync(self, &state.cols[c]);
                    }
                    debug_assert_eq!(
                        pile.cards, state.cols[c],
                        "column {c} was changed untouched"
                    );
                    pile.bits.write_bytes(out);
                }
                cache.stale = 0;
            }
            None => {
                let mut bits = Bits::new();
                for &c in order.iter() {
                    bits.truncate(0);
                    self.put_pile(&mut bits, &state.cols[c]);
                    bits.write_bytes(out);
                }
            }
        }
    }

    fn put_pile(&self, bits: &mut impl BitPut, pile: &[CardByte]) {
        let mut below: Option<CardByte> = None;
        let mut anchor = BOTTOM;
        for &b in pile {
            anchor = self.put_card(bits, below, anchor, b);
            below = Some(b & !DOWN);
        }
        bits.put(END, 3);
    }

    /// Writes the code of card byte `b` on `below` under `anchor`, and
    /// returns the anchor for the card above it.
    fn put_card(
        &self,
        bits: &mut impl BitPut,
        below: Option<CardByte>,
        anchor: usize,
        b: CardByte,
    ) -> usize {
        let card = b & !DOWN;
        let down = b & DOWN != 0;
        if let Some(y) = below
            && !down
            && builds_on(card, y)
        {
            bits.put(0b01 | (suit(card) as u64 & 1) << 2, 3);
            return anchor;
        }
        match self.find_dealt(anchor, card) {
            Some((i, j)) => {
                bits.put(0, 1);
                bits.put(i as u64, self.run_bits[anchor] as usize);
                // `j` in unary: j ones, then a zero.
                bits.put((1 << j) - 1, j + 1);
            }
            None => bits.put(0b011 | (card as u64) << 3, 3 + CARD_BITS),
        }
        if self.has_down {
            bits.put(down as u64, 1);
        }
        card as usize
    }

    /// The nearest place `j` (then the first run `i`) where `card` lies in
    /// one of `anchor`'s grid runs, if that code is shorter than naming the
    /// card (so no code is longer than 10 bits).
    fn find_dealt(&self, anchor: usize, card: CardByte) -> Option<(usize, usize)> {
        let code = self.dealt_codes[anchor][card as usize];
        (code != NO_CODE).then_some(((code & 0xf) as usize, (code >> 4) as usize))
    }

    /// The waste, as the leftmost embedding of its cards in the cards
    /// turned so far: one bit for each turned card, set when it is there.
    fn put_waste(&self, bits: &mut Sink, state: &State) {
        let turned = &self.waste_origin[..self.waste_origin.len() - state.stock_left()];
        let mut next = state.waste.iter().peekable();
        for &b in turned {
            let here = next.peek().is_some_and(|&&c| c == b);
            if here {
                next.next();
            }
            bits.put(here as u64, 1);
        }
        debug_assert!(next.next().is_none(), "the waste holds only turned cards");
    }

    /// Rebuilds a state from its key into `state`, reusing its vectors: the
    /// inverse of [`Keyer::write`], with the columns in key order.
    ///
    /// `memo` keeps the piles of the last keys decoded with it, so a pile
    /// whose code is unchanged at its place is copied, not decoded (decoding
    /// reads a bit at a time).
    pub fn decode_into(&self, ctx: &Ctx, key: &[u8], state: &mut State, memo: &mut DecodeMemo) {
        let mut r = BitReader { key, at: 0 };
        state.dealt = r.get(self.dealt_bits);
        state.found = [[0u8; 2]; 4];
        for heights in &mut state.found {
            heights[0] = r.get(4) as u8;
            if self.two_decks {
                heights[1] = r.get(4) as u8;
            }
        }
        state.cells.clear();
        for _ in 0..r.get(self.cell_count_bits) {
            state.cells.push(r.get(CARD_BITS) as u8);
        }
        state.reserve.clear();
        if self.weave {
            self.get_pile(&mut r, &mut state.reserve);
        }
        state.waste.clear();
        if self.waste {
            let turned = self.waste_origin.len() - (self.stock.len() - state.dealt);
            for &b in &self.waste_origin[..turned] {
                if r.flag() {
                    state.waste.push(b);
                }
            }
        }
        state.grace = (self.grace && r.flag()).then(|| {
            let gap = r.get(COLUMN_BITS) as u8;
            let mut marks = [0u8; MAX_COLUMNS];
            for m in &mut marks[..self.columns] {
                *m = r.get(HEIGHT_BITS) as u8;
            }
            GraceMarks { gap, marks }
        });
        state
            .cols
            .resize_with(self.columns, || Vec::with_capacity(ctx.deck_size));
        memo.piles.resize_with(self.columns, Default::default);
        for (pile, recent) in state.cols.iter_mut().zip(&mut memo.piles) {
            r.align();
            let from = r.at / 8;
            // The codes are prefix-free and each pile's code ends on a whole
            // byte: equal bytes are the same pile.
            let known = |m: &MemoPile| !m.code.is_empty() && key[from..].starts_with(&m.code);
            if !known(&recent[0]) {
                recent.swap(0, 1);
                if !known(&recent[0]) {
                    pile.clear();
                    self.get_pile(&mut r, pile);
                    let last = &mut recent[0];
                    last.code.clear();
                    last.code.extend_from_slice(&key[from..r.at.div_ceil(8)]);
                    last.cards.clone_from(pile);
                    continue;
                }
            }
            r.at += 8 * recent[0].code.len();
            pile.clone_from(&recent[0].cards);
        }
        if state.stock != self.stock {
            state.stock.clone_from(&self.stock);
        }
    }

    /// Reads a pile's codes from a window of bits, a card at a time with no
    /// per-bit reads: a code is at most [`MAX_CARD_BITS`] long, so a window
    /// is reloaded only when fewer bits than that are left in it.
    fn get_pile(&self, r: &mut BitReader, pile: &mut Vec<CardByte>) {
        let mut anchor = BOTTOM;
        let mut w = r.window();
        let mut used = 0;
        loop {
            if used + MAX_CARD_BITS > WINDOW_BITS {
                r.at += used;
                w = r.window();
                used = 0;
            }
            let v = w >> used;
            let card = if v & 1 == 0 {
                let i_bits = self.run_bits[anchor] as usize;
                let i = (v >> 1) as usize & ((1 << i_bits) - 1);
                // `j` in unary: j ones, then a zero.
                let j = (!(v >> (1 + i_bits))).trailing_zeros() as usize;
                used += 2 + i_bits + j;
                self.dealt_cards[dealt_slot(anchor, i, j)]
            } else if v & 2 == 0 {
                let y = pile
                    .last()
                    .map(|&b| b & !DOWN)
                    .expect("a build has a card below");
                let other = if is_red(y) { 0 } else { 2 };
                let s = other + (v >> 2 & 1) as u8;
                pile.push(s * 13 + rank(y) - 2);
                used += 3;
                continue;
            } else if v & 4 == 0 {
                used += 3 + CARD_BITS;
                (v >> 3) as u8 & ((1 << CARD_BITS) - 1)
            } else {
                r.at += used + 3;
                return;
            };
            let mut down = 0;
            if self.has_down {
                down = if w >> used & 1 == 1 { DOWN } else { 0 };
                used += 1;
            }
            pile.push(card | down);
            anchor = card as usize;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::DealId;
    use crate::rules;

    /// The bits of a few keys, fixed: a change to the encoding fails here,
    /// and must raise [`KEY_FORMAT`] (then update the bits below), or a
    /// checkpoint written before it would resume as other positions.
    #[test]
    fn the_key_format_is_pinned() {
        let mut hex = String::new();
        for id in [
            "miss-milligan",
            "milligan-harp",
            "moltke",
            "miss-milligan-grace",
        ] {
            let rules = rules::resolve(id).unwrap();
            let ctx = Ctx::new(&rules);
            let pos = DealId::Seed(3).position(&rules).unwrap();
            let mut state = State::from_position(&ctx, &pos).unwrap();
            let keyer = Keyer::new(&ctx, &state);
            let (mut key, mut order, mut moves) = (Vec::new(), Vec::new(), Vec::new());
            for step in 0..40 {
                moves.clear();
                state.generate(&ctx, &mut moves);
                let Some(&mv) = moves.get(step * 7 % moves.len().max(1)) else {
                    break;
                };
                state.make(&ctx, mv);
            }
            keyer.write(&ctx, &state, &mut key, &mut order);
            for byte in &key {
                hex.push_str(&format!("{byte:02x}"));
            }
            hex.push('/');
        }
        assert_eq!(
            hex, PINNED_KEYS,
            "the key encoding changed: raise KEY_FORMAT ({KEY_FORMAT}) and pin the new bits"
        );
    }

    /// The keys `the_key_format_is_pinned` makes under [`KEY_FORMAT`] 1.
    const PINNED_KEYS: &str = concat!(
        "508980018103a0d40245a9c0010208043b0480808470c64112e94820988003d058c404e12c642ed5015a984c26b53d/",
        "44000109000bec0040000e928c00c200c001282a1890440215901cae2aaaaa8823227226a200800000c00124c40008008103ac22aa8a8891032aaa420d908491b43d/",
        "55404040407ec30606400e0ca00712a01e04880302400f0a027a48151d0e42070080260790e0/",
        "0000000080050000020000000007070766dea26c5db969d40107070707/",
    );

    /// Along pseudo-random walks in every variant, each key decodes to its
    /// state (columns in key order); the cached key equals the fresh one;
    /// and two states have equal keys exactly when their card-by-card forms
    /// are equal.
    #[test]
    fn keys_decode_to_their_states_and_are_exact() {
        for rules in rules::builtin() {
            let ctx = Ctx::new(&rules);
            for seed in 0..3 {
                let pos = DealId::Seed(seed).position(&rules).unwrap();
                let mut state = State::from_position(&ctx, &pos).unwrap();
                let keyer = Keyer::new(&ctx, &state);
                let mut cache = PileCache::new(&ctx);
                let mut jumping = PileCache::new(&ctx);
                let (mut key, mut cached, mut order) = (Vec::new(), Vec::new(), Vec::new());
                let mut seen: std::collections::HashMap<Vec<u8>, State> = Default::default();
                let mut moves = Vec::new();
                let mut decoded = state.clone();
                let mut memo = DecodeMemo::default();
                let mut history: Vec<(Vec<u8>, State)> = Vec::new();
                for step in 0..400u64 {
                    keyer.write(&ctx, &state, &mut key, &mut order);
                    keyer.write_cached(&ctx, &state, &mut cache, &mut cached, &mut order);
                    assert_eq!(key, cached, "{} seed {seed} step {step}", rules.id);
                    let mut canonical = state.clone();
                    canonical.cols = order.iter().map(|&c| state.cols[c].clone()).collect();
                    // Decoded over the last state decoded, as the search does.
                    keyer.decode_into(&ctx, &key, &mut decoded, &mut memo);
                    assert_eq!(decoded, canonical, "{} seed {seed} step {step}", rules.id);
                    // And an older key, as best-first search jumps about.
                    history.push((key.clone(), canonical.clone()));
                    let (old_key, old) = &history[step as usize / 2];
                    keyer.decode_into(&ctx, old_key, &mut decoded, &mut memo);
                    assert_eq!(&decoded, old, "{} seed {seed} step {step}", rules.id);
                    // A cache told to forget, between unrelated states (as
                    // the grace classes' children are written): still the
                    // fresh keys.
                    for (written, fresh) in [(old, old_key), (&canonical, &key)] {
                        jumping.forget();
                        keyer.write_cached(&ctx, written, &mut jumping, &mut cached, &mut order);
                        assert_eq!(&cached, fresh, "{} seed {seed} step {step}", rules.id);
                    }
                    if let Some(earlier) = seen.insert(key.clone(), canonical.clone()) {
                        assert_eq!(earlier, canonical, "{}: two states, one key", rules.id);
                    }
                    moves.clear();
                    state.generate(&ctx, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    // Make and unmake a few moves, as the search does, then step.
                    for &mv in moves.iter().take(3) {
                        let undo = state.make(&ctx, mv);
                        cache.touch(mv);
                        keyer.write_cached(&ctx, &state, &mut cache, &mut cached, &mut order);
                        keyer.write(&ctx, &state, &mut key, &mut order);
                        assert_eq!(key, cached, "{} after {mv:?}", rules.id);
                        state.unmake(&ctx, mv, undo);
                        cache.touch(mv);
                    }
                    let pick = (step.wrapping_mul(0x9e37_79b9) ^ seed) as usize % moves.len();
                    state.make(&ctx, moves[pick]);
                    cache.touch(moves[pick]);
                }
            }
        }
    }
}
