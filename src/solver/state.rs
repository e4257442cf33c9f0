//! The solver's working state: columns of card bytes, the stock as a counter
//! into the fixed deal order, foundation heights as sorted per-suit pairs.
//! Moves are made and unmade in place, so the search loop never allocates
//! (every vector is created with its final capacity).

use crate::card::{Card, Suit};
use crate::position::{GraceState, Position, Slot};
use crate::rules::{
    EmptyColumn, Grace, MAX_COLUMNS, MoveKind, Rules, StockMode, TakeBack, Weave, WeaveOpens,
};

/// A card byte: `suit * 13 + rank - 1`, with [`DOWN`] set when face down.
pub type CardByte = u8;
/// Flag bit of a face-down card.
pub const DOWN: u8 = 0x80;

pub fn card_byte(card: Card) -> CardByte {
    card.index() as u8
}

pub fn byte_card(b: CardByte) -> Card {
    Card::from_index((b & !DOWN) as usize)
}

/// Rank and suit of every byte value (face-down flag included), looked up
/// rather than divided out: move generation asks for them millions of times
/// a second.
const RANK_SUIT: [(u8, u8); 256] = {
    let mut table = [(0, 0); 256];
    let mut b = 0;
    while b < 256 {
        let card = (b & !(DOWN as usize)) as u8;
        table[b] = (card % 13 + 1, card / 13);
        b += 1;
    }
    table
};

pub fn rank(b: CardByte) -> u8 {
    RANK_SUIT[b as usize].0
}

pub fn suit(b: CardByte) -> usize {
    RANK_SUIT[b as usize].1 as usize
}

pub fn is_red(b: CardByte) -> bool {
    suit(b) >= 2
}

/// Per byte, `rank * 2 + red`: a card's place among the hosts of builds.
const HOST_SLOT: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        let (rank, suit) = RANK_SUIT[b];
        table[b] = rank * 2 + (suit >= 2) as u8;
        b += 1;
    }
    table
};

/// Per byte, the [`host_slot`] of the cards it builds on: rank one
/// higher, the other colour.
const WANTS_SLOT: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        let (rank, suit) = RANK_SUIT[b];
        table[b] = (rank + 1) * 2 + (suit < 2) as u8;
        b += 1;
    }
    table
};

/// `rank * 2 + red`, below 32: where `b` sits in a table of build hosts.
pub fn host_slot(b: CardByte) -> usize {
    HOST_SLOT[b as usize] as usize
}

/// The [`host_slot`] of the cards `b` may be built on.
pub fn wants_slot(b: CardByte) -> usize {
    WANTS_SLOT[b as usize] as usize
}

/// [`HOST_SLOT`] of face-up bytes; face-down ones host nothing (no slot
/// is 0xff), so a run is one table compare per card.
const RUN_HOST_SLOT: [u8; 256] = {
    let mut table = [0xff; 256];
    let mut b = 0;
    while b < 256 {
        if b & DOWN as usize == 0 {
            table[b] = HOST_SLOT[b];
        }
        b += 1;
    }
    table
};

/// `upper` builds on `lower`, and `lower` is face up: the two are part of
/// a movable run.
pub fn extends_run(upper: CardByte, lower: CardByte) -> bool {
    WANTS_SLOT[upper as usize] == RUN_HOST_SLOT[lower as usize]
}

/// `a` may lie on `b` in an alternating-colour descending build.
pub fn builds_on(a: CardByte, b: CardByte) -> bool {
    WANTS_SLOT[a as usize] == HOST_SLOT[b as usize]
}

/// The rules, flattened into what move generation asks about.
#[derive(Clone, Debug)]
pub struct Ctx {
    pub columns: usize,
    pub decks: usize,
    pub king: u8,
    pub empty_king: bool,
    pub moves: MoveKind,
    pub weave: Weave,
    pub weave_always: bool,
    pub cells: usize,
    pub take_back: TakeBack,
    pub waste_stock: bool,
    pub deck_size: usize,
    /// Which suits the deck has (reduced decks may lack some).
    pub suits: [bool; 4],
    pub grace: Grace,
    /// [`Rules::grace_reopens`].
    pub grace_reopens: bool,
}

impl Ctx {
    pub fn new(rules: &Rules) -> Ctx {
        Ctx {
            columns: rules.columns as usize,
            decks: rules.decks as usize,
            king: rules.king(),
            empty_king: rules.empty_column == EmptyColumn::King,
            moves: rules.moves,
            weave: rules.weave,
            weave_always: rules.weave_opens == WeaveOpens::Always,
            cells: rules.cells as usize,
            take_back: rules.take_back,
            waste_stock: rules.stock == StockMode::Waste,
            deck_size: rules.deck_size(),
            suits: Suit::ALL.map(|s| rules.suits.contains(&s)),
            grace: rules.grace,
            grace_reopens: rules.grace_reopens,
        }
    }
}

/// The mutable search state.
#[derive(Debug, PartialEq, Eq)]
pub struct State {
    pub cols: Vec<Vec<CardByte>>,
    /// The whole stock in dealing order; `stock[dealt..]` is still to come.
    pub stock: Vec<CardByte>,
    pub dealt: usize,
    /// Foundation heights per suit, highest first (slot 1 unused with one deck).
    pub found: [[u8; 2]; 4],
    pub reserve: Vec<CardByte>,
    /// Occupied cells, sorted.
    pub cells: Vec<CardByte>,
    pub waste: Vec<CardByte>,
    pub grace: Option<GraceMarks>,
}

/// Written out so that `clone_from` reuses the vectors' buffers: a derived
/// `Clone` keeps the default `clone_from`, which allocates a whole new
/// state, and the grace classes copy a state per settled arrangement.
impl Clone for State {
    fn clone(&self) -> State {
        State {
            cols: self.cols.clone(),
            stock: self.stock.clone(),
            dealt: self.dealt,
            found: self.found,
            reserve: self.reserve.clone(),
            cells: self.cells.clone(),
            waste: self.waste.clone(),
            grace: self.grace,
        }
    }

    fn clone_from(&mut self, source: &State) {
        // Destructured so that a new field cannot be forgotten here.
        let State {
            cols,
            stock,
            dealt,
            found,
            reserve,
            cells,
            waste,
            grace,
        } = source;
        self.cols.clone_from(cols);
        self.stock.clone_from(stock);
        self.dealt = *dealt;
        self.found = *found;
        self.reserve.clone_from(reserve);
        self.cells.clone_from(cells);
        self.waste.clone_from(waste);
        self.grace = *grace;
    }
}

/// An open grace period: the gap column and each column's mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraceMarks {
    pub gap: u8,
    pub marks: [u8; MAX_COLUMNS],
}

impl State {
    /// Packs a position; a position with more than [`MAX_COLUMNS`] columns
    /// is refused.
    pub fn from_position(ctx: &Ctx, pos: &Position) -> Result<State, String> {
        if pos.columns.len() > MAX_COLUMNS {
            return Err(format!(
                "the solver takes at most {MAX_COLUMNS} columns, this position has {}",
                pos.columns.len()
            ));
        }
        let grace = pos.grace.as_ref().map(|g| {
            let mut marks = [0u8; MAX_COLUMNS];
            for (m, &h) in marks.iter_mut().zip(&g.marks) {
                *m = h as u8;
            }
            GraceMarks {
                gap: g.gap as u8,
                marks,
            }
        });
        let cap = ctx.deck_size;
        let bytes = |cards: &[Card]| {
            let mut v = Vec::with_capacity(cap);
            v.extend(cards.iter().map(|&c| card_byte(c)));
            v
        };
        let cols = pos
            .columns
            .iter()
            .map(|col| {
                let mut v = Vec::with_capacity(cap);
                v.extend(
                    col.iter()
                        .map(|s| card_byte(s.card) | if s.face_up { 0 } else { DOWN }),
                );
                v
            })
            .collect();
        let mut found = [[0u8; 2]; 4];
        for (slots, heights) in found.iter_mut().zip(&pos.foundations) {
            slots[..heights.len()].copy_from_slice(heights);
        }
        Ok(State {
            cols,
            stock: bytes(&pos.stock),
            dealt: 0,
            found,
            reserve: bytes(&pos.reserve),
            cells: {
                let mut cells = bytes(&pos.cells);
                cells.sort_unstable();
                cells
            },
            waste: bytes(&pos.waste),
            grace,
        })
    }

    /// Unpacks into the reference engine's position type (for tests and output).
    pub fn to_position(&self, rules: &Rules) -> Position {
        let cards = |v: &[CardByte]| v.iter().map(|&b| byte_card(b)).collect::<Vec<_>>();
        let mut pos = Position::empty(rules);
        pos.columns = self
            .cols
            .iter()
            .map(|col| {
                col.iter()
                    .map(|&b| Slot {
                        card: byte_card(b),
                        face_up: b & DOWN == 0,
                    })
                    .collect()
            })
            .collect();
        pos.stock = cards(&self.stock[self.dealt..]);
        for &suit in &rules.suits {
            let s = suit.index();
            pos.foundations[s] = self.found[s][..rules.decks as usize].to_vec();
        }
        pos.reserve = cards(&self.reserve);
        pos.cells = cards(&self.cells);
        // Positions keep cells in card order; the solver keeps byte order.
        pos.cells.sort();
        pos.waste = cards(&self.waste);
        pos.grace = self.grace.map(|g| GraceState {
            gap: g.gap as usize,
            marks: g.marks[..self.cols.len()]
                .iter()
                .map(|&m| m as usize)
                .collect(),
        });
        pos
    }

    pub fn stock_left(&self) -> usize {
        self.stock.len() - self.dealt
    }

    pub fn home(&self) -> usize {
        self.found.iter().flatten().map(|&h| h as usize).sum()
    }

    pub fn is_won(&self, ctx: &Ctx) -> bool {
        self.home() == ctx.deck_size
    }

    /// The foundation slot of `b`'s suit that takes `b` next, if any.
    pub fn foundation_slot(&self, ctx: &Ctx, b: CardByte) -> Option<usize> {
        let s = suit(b);
        (0..ctx.decks).find(|&i| self.found[s][i] + 1 == rank(b))
    }

    /// Takes-back are allowed now.
    pub fn take_back_open(&self, ctx: &Ctx) -> bool {
        match ctx.take_back {
            TakeBack::Never => false,
            TakeBack::Always => true,
            TakeBack::AfterStock => self.stock_left() == 0,
        }
    }

    /// Columns are interchangeable once nothing more is dealt to them and
    /// no grace period gives them marks and a gap.
    pub fn columns_symmetric(&self, ctx: &Ctx) -> bool {
        self.columns_symmetric_under(ctx, self.grace.as_ref())
    }

    /// [`State::columns_symmetric`] with the grace period `grace` in place
    /// of the state's own.
    pub fn columns_symmetric_under(&self, ctx: &Ctx, grace: Option<&GraceMarks>) -> bool {
        (ctx.waste_stock || self.stock_left() == 0) && grace.is_none()
    }

    /// Sorts column indices into the lexicographic order of the columns.
    /// Bottom cards nearly always differ and then decide the order alone
    /// (empty columns first), so an insertion sort on them, with the whole
    /// columns compared only on a tie, beats a sort that compares columns.
    pub(crate) fn sort_columns(&self, order: &mut [usize]) {
        let mut bottoms = [0u16; MAX_COLUMNS];
        for (bottom, col) in bottoms.iter_mut().zip(&self.cols) {
            *bottom = col.first().map_or(0, |&b| b as u16 + 1);
        }
        let less = |a: usize, b: usize| match bottoms[a].cmp(&bottoms[b]) {
            std::cmp::Ordering::Equal => self.cols[a] < self.cols[b],
            other => other.is_lt(),
        };
        for i in 1..order.len() {
            let c = order[i];
            let mut j = i;
            while j > 0 && less(c, order[j - 1]) {
                order[j] = order[j - 1];
                j -= 1;
            }
            order[j] = c;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules;

    /// More columns than the solver holds is an error, not a silent cut
    /// (regression: the grace marks were zipped into 16 slots).
    #[test]
    fn a_position_with_too_many_columns_is_refused() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let mut pos = Position::empty(&rules);
        assert!(State::from_position(&ctx, &pos).is_ok());
        pos.columns.resize(MAX_COLUMNS + 1, Vec::new());
        let err = State::from_position(&ctx, &pos).unwrap_err();
        assert!(err.contains("at most 16 columns"), "{err}");
    }
}
