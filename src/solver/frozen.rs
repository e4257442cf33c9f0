//! Frozen cards: a sound dead-end test. A position is lost when some card
//! in play can never reach its foundation in any winning line, and a least
//! fixpoint of "what can ever happen", which forgets when things happen,
//! finds many such cards without searching.
//!
//! The events, for every card in play (column, waste, stock):
//! - `exposed`: the card is the top of its pile at some time;
//! - `free`: it is at some time the bottom of a group that may be lifted
//!   (an AC run to the top of its pile; any single card; any face-up group
//!   under Yukon moves);
//! - `lead`: it is at some time the bottom of a group that is moved (to a
//!   column or home);
//! - `home`: it goes to its foundation;
//!
//! and for every suit and rank, `reached`: a foundation of the suit stands
//! at that height at some time.
//!
//! The rules below are necessary conditions: each event's first occurrence
//! in a winning line needs the premises the rule names to have occurred at
//! that time or before (in a state no later than the move that causes it).
//! So, by induction over the moves of any winning line, every event of the
//! line is derived, and a card that is never derived `home` proves the
//! position lost. Dropping the timing (two premises need not hold together)
//! only derives more, so it never harms soundness.
//!
//! - A card is `exposed` if it is a top now, or still to be dealt or turned,
//!   or the card directly on it now `lead`s: until that card leads a move,
//!   it stays directly on this one (it moves only with groups led from
//!   below it, which carry both).
//! - A card is `free` if `exposed`, or (AC runs) the card on it builds on
//!   it and is `free` itself: while that card stays on it, a lifted group
//!   from this card must run through it. Under Yukon moves any face-up card
//!   is free. Face-down cards are free only once exposed.
//! - A `free` card `lead`s to a column if a parent (rank one higher, other
//!   colour, any copy) is at some time a column top, or, for a King (or any
//!   card where empty columns take any card), if some column can be empty:
//!   empty now, or its bottom card leads.
//! - An `exposed` card goes `home` if its foundation is `reached` at the
//!   rank below; that `reached`s its own rank.
//! - The weave and cells take a group without a host: a `free` card leads
//!   into the run weave, an `exposed` card into a cell or the one-card
//!   weave. (Asking that the card can later leave them would be unsound:
//!   the host it leaves to may be uncovered only by this very move.) Then
//!   every top card leads, so every card is exposed, and every card goes
//!   home (the lowest card of a suit in play lies on a foundation's top
//!   rank): the test never fires, and [`applies`] skips it.
//! - A card in the waste or still in a waste stock can host a build only
//!   after it has moved to a column, so it counts as a parent once it
//!   `lead`s.
//! - Take-back (`always`, and `after-stock` read as always, which only
//!   derives more): a foundation's cards leave it from the top, so a suit
//!   whose foundation holds rank `h` at some time (on it now, or a card of
//!   that rank goes `home`) can stand at every height up to `h`: each of
//!   those cards may be `reached` on, and each may come back. One comes
//!   back to a column only onto a parent that is at some time a column top
//!   (or a card come back before) or into an empty column; from then on it
//!   hosts builds like any column top. A card that comes back covers a top,
//!   which uncovers nothing, so the other rules stand as they are.
//!
//! Not applicable (the test says nothing): grace variants, where free moves
//! lift any group onto any column, and variants with a weave or cells
//! (above). Those left are the ones with neither a reserve nor grace:
//! spanish-patience, little-milligan, milligan-harp, milligan-yukon,
//! moltke, millie, giant, gypsy, and rule files like them.

use std::ops::{BitAnd, BitOr, BitOrAssign, Not, Shl, Shr, Sub};

use super::state::{CardByte, Ctx, DOWN, State, extends_run, is_red, rank, suit};
use crate::reference::certificate::Events;
use crate::rules::{Grace, MoveKind, TakeBack, Weave};

/// Where a card in play is, for the reason a position is lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Column index (from 0) and height from the bottom (from 0).
    Column(usize, usize),
    Waste,
    Stock,
}

/// A card that can never go home, and where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frozen {
    pub card: CardByte,
    pub place: Place,
    /// Its index among the cards in play (columns, waste, stock), the
    /// order of [`Scratch::events`].
    pub index: usize,
}

/// Whether [`frozen`] can say anything under these rules.
pub fn applies(ctx: &Ctx) -> bool {
    ctx.grace == Grace::None && ctx.weave == Weave::None && ctx.cells == 0
}

/// The events of every card in play, one bit per card in the order of
/// [`Scratch::events`] (a deck has at most 104 cards: one `u128` each).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Derived<M = u128> {
    exposed: M,
    free: M,
    lead: M,
    home: M,
}

impl<M: Mask> Derived<M> {
    fn widen(self) -> Derived {
        Derived {
            exposed: self.exposed.widen(),
            free: self.free.widen(),
            lead: self.lead.widen(),
            home: self.home.widen(),
        }
    }
}

/// A set of cards in play, a bit each, in the order of
/// [`Scratch::events`]: `u64` where at most 64 cards are in play (one
/// deck, or late in a two-deck game), as its operations are single
/// instructions; else `u128`.
trait Mask:
    Copy
    + Eq
    + Default
    + BitOr<Output = Self>
    + BitOrAssign
    + BitAnd<Output = Self>
    + Not<Output = Self>
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
    + Sub<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    const BITS: usize;
    fn trailing_zeros(self) -> usize;
    fn widen(self) -> u128;

    /// The lowest `k` bits.
    fn low(k: usize) -> Self {
        if k >= Self::BITS {
            !Self::ZERO
        } else {
            (Self::ONE << k) - Self::ONE
        }
    }
}

impl Mask for u64 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    const BITS: usize = 64;
    fn trailing_zeros(self) -> usize {
        u64::trailing_zeros(self) as usize
    }
    fn widen(self) -> u128 {
        self.into()
    }
}

impl Mask for u128 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    const BITS: usize = 128;
    fn trailing_zeros(self) -> usize {
        u128::trailing_zeros(self) as usize
    }
    fn widen(self) -> u128 {
        self
    }
}

/// Reusable buffers for [`frozen`], so that the search does not allocate.
#[derive(Default)]
pub struct Scratch {
    /// Cards in play: columns bottom to top, then the waste, then the stock.
    cards: Vec<CardByte>,
    derived: Derived,
}

impl Scratch {
    /// The events the last [`frozen`] call found possible, one per card in
    /// play (columns bottom to top, waste, stock): its proof, for the
    /// reference checker.
    pub fn events(&self) -> Vec<Events> {
        let d = self.derived;
        let has = |mask: u128, i: usize| mask >> i & 1 != 0;
        (0..self.cards.len())
            .map(|i| Events {
                exposed: has(d.exposed, i),
                free: has(d.free, i),
                lead: has(d.lead, i),
                home: has(d.home, i),
            })
            .collect()
    }
}

/// Calls `f` with the index of every set bit of `mask`.
fn each_bit<M: Mask>(mut mask: M, mut f: impl FnMut(usize)) {
    while mask != M::ZERO {
        f(mask.trailing_zeros());
        mask = mask & (mask - M::ONE);
    }
}

/// A card of `state` that can never go home in any winning line, if the
/// fixpoint finds one (see the module notes); `None` when every card may
/// still go home or when the test does not apply.
///
/// Each rule is applied to all cards at once, on bit masks: a pile's cards
/// are consecutive bits, bottom first, so "the card on it leads" is the
/// lead mask shifted down by one. Derived events only grow, so the loop
/// ends at the same least fixpoint whatever the order of its steps.
pub fn frozen(ctx: &Ctx, state: &State, scratch: &mut Scratch) -> Option<Frozen> {
    if !applies(ctx) {
        return None;
    }
    // An empty column that takes any card: every top card leads into it, so
    // every card is exposed in turn and every card goes home, as with a
    // weave (module notes). The fixpoint would end there too, rounds later.
    if !ctx.empty_king && state.cols.iter().any(Vec::is_empty) {
        return None;
    }
    let in_play = state.cols.iter().map(Vec::len).sum::<usize>()
        + state.waste.len()
        + (state.stock.len() - state.dealt);
    if in_play <= 64 {
        fixpoint::<u64>(ctx, state, scratch)
    } else {
        fixpoint::<u128>(ctx, state, scratch)
    }
}

/// [`frozen`] on masks of `M`, which hold every card in play.
fn fixpoint<M: Mask>(ctx: &Ctx, state: &State, scratch: &mut Scratch) -> Option<Frozen> {
    let cards = &mut scratch.cards;
    // Filled in place: moved into the layout, it was a copy at every node.
    let mut by_card = [[M::ZERO; 16]; 4];
    let lay = Layout::new(ctx, state, cards, &mut by_card);
    let mut grown = Grown::new(ctx, state, &lay);
    let mut d = Derived {
        exposed: lay.all & !lay.covered,
        ..Derived::default()
    };
    loop {
        let (next, more) = grown.round(ctx, &lay, cards, d);
        // Nothing new: the next round would derive nothing either.
        let settled = next == d && !more;
        d = next;
        if settled || d.home == lay.all {
            break;
        }
    }
    scratch.derived = d.widen();
    let i = (!d.home & lay.all).trailing_zeros();
    (i < lay.n).then(|| Frozen {
        card: cards[i] & !DOWN,
        place: place_of(state, i),
        index: i,
    })
}

/// The cards in play as masks, fixed for the whole fixpoint.
struct Layout<'a, M> {
    /// Cards in play, and all their bits.
    n: usize,
    all: M,
    /// A card lies on it; a column's bottom card; it hosts a build only
    /// once it has moved to a column (waste, waste stock).
    covered: M,
    bottom: M,
    off_column: M,
    /// Per suit and rank, the bits of its cards.
    by_card: &'a [[M; 16]; 4],
    /// Under Yukon moves, the face-up cards (any of them is free); none
    /// under other moves, which do not read it.
    up: M,
    /// (AC runs) the card on it builds on it, both face up.
    link: M,
    /// The cards an empty column takes.
    empty_takes: M,
}

impl<'a, M: Mask> Layout<'a, M> {
    /// Lays the cards of `state` out in `cards` (columns bottom to top,
    /// the waste, the stock) and masks them, each card's bit in `by_card`
    /// (zeroed) too.
    #[inline(always)]
    fn new(
        ctx: &Ctx,
        state: &State,
        cards: &mut Vec<CardByte>,
        by_card: &'a mut [[M; 16]; 4],
    ) -> Layout<'a, M> {
        cards.clear();
        let (mut covered, mut bottom, mut off_column) = (M::ZERO, M::ZERO, M::ZERO);
        let mut pile = |cards: &mut Vec<CardByte>, pile: &[CardByte], column: bool| {
            let first = cards.len();
            cards.extend_from_slice(pile);
            if !pile.is_empty() {
                let span = M::low(pile.len()) << first;
                covered |= span & !(M::ONE << (cards.len() - 1));
                if column {
                    bottom |= M::ONE << first;
                } else {
                    off_column |= span;
                }
            }
        };
        for col in &state.cols {
            pile(cards, col, true);
        }
        pile(cards, &state.waste, false);
        // A stock card is on nothing until it is dealt or turned.
        let stock_from = cards.len();
        cards.extend_from_slice(&state.stock[state.dealt..]);
        let n = cards.len();
        assert!(n <= M::BITS, "{n} cards in play, masks of {} bits", M::BITS);
        let all = M::low(n);
        if ctx.waste_stock {
            off_column |= all & !M::low(stock_from);
        }
        // `pairs`: the next card in this order builds on it, both face up
        // (a link where the next card lies on it, `covered`). Only runs
        // need it, and only Yukon moves the face-up cards (`up`): each is
        // worked out only where the rules read it, as the layout is a
        // large part of the test's time.
        let (mut up, mut pairs) = (M::ZERO, M::ZERO);
        let mut bit = M::ONE;
        for &b in cards.iter() {
            by_card[suit(b)][rank(b) as usize] |= bit;
            bit = bit << 1;
        }
        match ctx.moves {
            MoveKind::AcRuns => {
                let mut bit = M::ONE;
                for pair in cards.windows(2) {
                    if pair[1] & DOWN == 0 && extends_run(pair[1], pair[0]) {
                        pairs |= bit;
                    }
                    bit = bit << 1;
                }
            }
            MoveKind::Yukon => {
                let mut bit = M::ONE;
                for &b in cards.iter() {
                    if b & DOWN == 0 {
                        up |= bit;
                    }
                    bit = bit << 1;
                }
            }
            MoveKind::SingleCards => {}
        }
        let king = ctx.king as usize;
        let kings = by_card[0][king] | by_card[1][king] | by_card[2][king] | by_card[3][king];
        Layout {
            n,
            all,
            covered,
            bottom,
            off_column,
            by_card,
            up,
            link: pairs & covered,
            empty_takes: if ctx.empty_king { kings } else { all },
        }
    }

    /// The cards of rank `r` of one colour.
    fn by_colour(&self, red: bool, r: usize) -> M {
        let s = if red { 2 } else { 0 };
        self.by_card[s][r] | self.by_card[s + 1][r]
    }
}

/// What the fixpoint has derived besides the cards' events: the cards
/// whose foundation has reached the rank below, the cards whose parent
/// (rank above, other colour) is at some time a column top, and the cards
/// of a rank and colour already counted as hosts. (A rank reached or a
/// parent found again adds bits that are there already: no branch needed.)
struct Grown<M> {
    take_back: bool,
    /// Per suit, the highest rank at home at some time (heights are sorted
    /// highest first); with take-back, every rank up to it.
    home_top: [usize; 4],
    ready: M,
    hostable: M,
    hosts: M,
    /// Some column is empty at some time.
    empty: bool,
    /// Per colour (black, red), a bit per rank that is at some time a
    /// column top (its children are in `hostable`).
    top_ranks: [u16; 2],
    /// Take-back: per suit, a bit per rank counted as come back.
    back: [u16; 4],
}

impl<M: Mask> Grown<M> {
    #[inline(always)]
    fn new(ctx: &Ctx, state: &State, lay: &Layout<'_, M>) -> Grown<M> {
        let take_back = ctx.take_back != TakeBack::Never;
        let home_top = state.found.map(|heights| heights[0] as usize);
        let mut ready = M::ZERO;
        for (s, heights) in state.found.iter().enumerate() {
            for &h in &heights[..ctx.decks] {
                ready |= lay.by_card[s][h as usize + 1];
            }
            if take_back {
                for &cards in &lay.by_card[s][1..=home_top[s]] {
                    ready |= cards;
                }
            }
        }
        Grown {
            take_back,
            home_top,
            ready,
            hostable: M::ZERO,
            hosts: M::ZERO,
            empty: state.cols.iter().any(|c| c.is_empty()),
            top_ranks: [0; 2],
            back: [0; 4],
        }
    }

    /// One round of the rules on `d`: the events derived, and whether
    /// anything else grew (then the next round may derive more).
    #[inline(always)]
    fn round(
        &mut self,
        ctx: &Ctx,
        lay: &Layout<'_, M>,
        cards: &[CardByte],
        d: Derived<M>,
    ) -> (Derived<M>, bool) {
        let takes = self.hostable | if self.empty { lay.empty_takes } else { M::ZERO };
        let (mut exposed, mut lead) = (d.exposed, d.lead);
        let (mut home, mut ready) = (d.home, self.ready);
        // With the hosts as they are, leads expose cards, which go home or
        // lead in turn: followed to the end here, before the hosts grow,
        // the fixpoint is the same, reached in fewer rounds (each of which
        // also works out the hosts).
        let free = loop {
            exposed |= lead >> 1 & lay.covered;
            // A card that goes home leads and exposes the card under it,
            // and readies its suit's next rank.
            loop {
                let new = exposed & ready & !home;
                if new == M::ZERO {
                    break;
                }
                home |= new;
                // Copies of a card ready the same cards: one goes home for
                // all.
                each_first(new, |i| {
                    ready |= self.gone_home(lay, cards[i]);
                    lay.by_card[suit(cards[i])][rank(cards[i]) as usize]
                });
                exposed |= new >> 1 & lay.covered;
            }
            let free = down_runs(d.free | exposed | lay.up, lay.link);
            let more = lead | home | (free & takes);
            if more == lead {
                break free;
            }
            lead = more;
        };
        self.ready = ready;
        let hosting = ((exposed & !lay.off_column) | (lead & lay.off_column)) & !self.hosts;
        // A rank and colour hosts the same cards whichever card of it is on
        // top: the first to host counts for all, the rest are skipped.
        let mut tops = self.top_ranks;
        each_first(hosting, |i| {
            let (red, r) = (is_red(cards[i]), rank(cards[i]) as usize);
            tops[usize::from(red)] |= 1 << r;
            let same = lay.by_colour(red, r);
            self.hosts |= same;
            same
        });
        let mut hostable = self.hostable;
        for (red, (&now, &before)) in [false, true]
            .into_iter()
            .zip(tops.iter().zip(&self.top_ranks))
        {
            each_bit(u64::from(now & !before), |r| {
                hostable |= lay.by_colour(!red, r - 1);
            });
        }
        (self.top_ranks, self.hostable) = (tops, hostable);
        let emptied = !self.empty && lead & lay.bottom != M::ZERO;
        self.empty |= emptied;
        let came_back = self.take_back && self.come_back(ctx, lay);
        let next = Derived {
            exposed,
            free,
            lead,
            home,
        };
        (next, hosting != M::ZERO || emptied || came_back)
    }

    /// `card` goes home: the cards ready to follow it (the next rank of
    /// its suit, and with take-back every rank up to it).
    #[inline(always)]
    fn gone_home(&mut self, lay: &Layout<'_, M>, card: CardByte) -> M {
        let (s, r) = (suit(card), rank(card) as usize);
        let mut ready = lay.by_card[s][r + 1];
        if self.take_back && r > self.home_top[s] {
            for &cards in &lay.by_card[s][self.home_top[s] + 1..=r] {
                ready |= cards;
            }
            self.home_top[s] = r;
        }
        ready
    }

    /// Take-back: the ranks at home at some time that can come back to a
    /// column (onto a parent that is a top, or into an empty column) host
    /// builds there. Whether any new one came back.
    ///
    /// A suit's ranks at a time, as bits: rank `r` has a parent on top
    /// when bit `r + 1` of the other colour's tops is set. (A loop over
    /// the ranks was a third of a take-back search's time.)
    #[inline(always)]
    fn come_back(&mut self, ctx: &Ctx, lay: &Layout<'_, M>) -> bool {
        let to_empty: u16 = match (self.empty, ctx.empty_king) {
            (false, _) => 0,
            (true, true) => 1 << ctx.king,
            (true, false) => !0,
        };
        let mut came_back = false;
        for (s, &top) in self.home_top.iter().enumerate() {
            let red = s >= 2;
            let at_home = ((1u32 << (top + 1)) - 2) as u16;
            let parent_top = self.top_ranks[usize::from(!red)] >> 1;
            let new = at_home & !self.back[s] & (parent_top | to_empty);
            if new != 0 {
                self.back[s] |= new;
                self.top_ranks[usize::from(red)] |= new;
                each_bit(u64::from(new), |r| {
                    self.hostable |= lay.by_colour(!red, r - 1);
                });
                came_back = true;
            }
        }
        came_back
    }
}

/// Calls `f` with the lowest bit of `mask` and drops from `mask` the
/// group `f` returns (cards that act alike: the copies of a card, the cards
/// of a colour and rank, the bit's own among them), until none is left: one
/// call a group, not one a card.
fn each_first<M: Mask>(mut mask: M, mut f: impl FnMut(usize) -> M) {
    while mask != M::ZERO {
        let i = mask.trailing_zeros();
        let group = f(i);
        debug_assert!(group >> i & M::ONE == M::ONE, "bit {i} is not in its group");
        mask = mask & !group;
    }
}

/// `free` and every card below a card of `free` through `link`s (bit `i`
/// of `link`: card `i + 1` lies on card `i` and builds on it), in doubling
/// steps, as a parallel prefix: after the step of `span`, a card is in it
/// when a card of `free` lies at most `2 * span - 1` links above it. (One
/// link a step took as many steps as the longest run.) The step of half
/// the mask's width reaches every distance there is, so it is the last
/// (only a `link` of every bit gets that far: a layout's top card has no
/// link).
fn down_runs<M: Mask>(mut free: M, link: M) -> M {
    let (mut links, mut span) = (link, 1);
    while links != M::ZERO && span < M::BITS {
        free |= links & free >> span;
        links = links & links >> span;
        span *= 2;
    }
    free
}

/// Where card `i` of the order of [`Scratch::events`] lies.
fn place_of(state: &State, mut i: usize) -> Place {
    for (c, col) in state.cols.iter().enumerate() {
        if i < col.len() {
            return Place::Column(c, i);
        }
        i -= col.len();
    }
    if i < state.waste.len() {
        Place::Waste
    } else {
        Place::Stock
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::DealId;
    use crate::rules;
    use rand_xoshiro::Xoshiro256PlusPlus;
    use rand_xoshiro::rand_core::{Rng, SeedableRng};

    /// The doubling steps of [`down_runs`] reach what one link at a time
    /// reaches, on random masks with long and short runs of links, and on
    /// links at every bit (where a step as wide as the mask would
    /// overflow).
    #[test]
    fn down_runs_follows_every_link_of_a_run() {
        assert_eq!(down_runs(1u128 << 127, !0), !0);
        assert_eq!(down_runs(1u64 << 63, !0), !0);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        for _ in 0..2000 {
            let wide = |rng: &mut Xoshiro256PlusPlus| {
                u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())
            };
            // Links set with probability 15/16: runs of every length.
            let link = !(wide(&mut rng) & wide(&mut rng) & wide(&mut rng) & wide(&mut rng));
            let free = wide(&mut rng) & wide(&mut rng) & wide(&mut rng) & wide(&mut rng);
            let mut one_at_a_time = free;
            loop {
                let more = one_at_a_time | (link & one_at_a_time >> 1);
                if more == one_at_a_time {
                    break;
                }
                one_at_a_time = more;
            }
            assert_eq!(down_runs(free, link), one_at_a_time);
        }
    }

    /// At the edge of the narrow masks, two-deck positions with 60 to 64
    /// cards in play (the rest home), spread over the columns or all in
    /// one: [`frozen`] (which takes `u64` masks there) finds what the test
    /// on `u128` masks finds.
    #[test]
    fn both_mask_widths_agree_up_to_64_cards_in_play() {
        let rules = rules::resolve("spanish-patience").unwrap();
        let ctx = Ctx::new(&rules);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
        let (mut at_64, mut fired) = (0, 0);
        for seed in 1..=200 {
            let pos = DealId::Seed(seed).position(&rules).unwrap();
            let mut state = State::from_position(&ctx, &pos).unwrap();
            // Every card dealt round the columns, then the lowest 20..=22
            // ranks over the four suits home, both copies: 104 - 2 x
            // (20..=22) leaves 64..=60 in play.
            for (i, &b) in state.stock[state.dealt..].to_vec().iter().enumerate() {
                state.cols[i % ctx.columns].push(b);
            }
            state.dealt = state.stock.len();
            let home = 20 + (rng.next_u64() % 3) as u8;
            let mut heights = [0u8; 4];
            for _ in 0..home {
                let s = (0..4)
                    .cycle()
                    .skip(rng.next_u64() as usize % 4)
                    .find(|&s| heights[s] < 13)
                    .unwrap();
                heights[s] += 1;
            }
            for (s, &h) in heights.iter().enumerate() {
                state.found[s] = [h, h];
            }
            for col in &mut state.cols {
                col.retain(|&b| rank(b) > heights[suit(b)]);
            }
            if seed % 4 == 0 {
                let all: Vec<CardByte> = state.cols.iter_mut().flat_map(std::mem::take).collect();
                state.cols[0] = all;
            }
            let in_play: usize = state.cols.iter().map(Vec::len).sum();
            assert!((60..=64).contains(&in_play), "{in_play}");
            at_64 += usize::from(in_play == 64);
            let (mut narrow, mut wide) = (Scratch::default(), Scratch::default());
            let by_dispatch = frozen(&ctx, &state, &mut narrow);
            let by_u128 = fixpoint::<u128>(&ctx, &state, &mut wide);
            assert_eq!(by_dispatch, by_u128, "seed {seed}");
            assert_eq!(narrow.events(), wide.events(), "seed {seed}");
            fired += usize::from(by_u128.is_some());
        }
        assert!(
            at_64 > 10 && fired > 10 && fired < 190,
            "{at_64} at 64, {fired} fired"
        );
    }

    /// Calls `visit` on every position of a random walk of up to `steps`
    /// moves from each deal of `seeds`, the deal's seed with it.
    fn random_walks(
        rules: &rules::Rules,
        seeds: std::ops::RangeInclusive<u64>,
        steps: usize,
        rng_seed: u64,
        mut visit: impl FnMut(u64, &State),
    ) {
        let ctx = Ctx::new(rules);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(rng_seed);
        let mut moves = Vec::new();
        for seed in seeds {
            let pos = DealId::Seed(seed).position(rules).unwrap();
            let mut state = State::from_position(&ctx, &pos).unwrap();
            for _ in 0..steps {
                visit(seed, &state);
                moves.clear();
                state.generate(&ctx, &mut moves);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.next_u64() as usize % moves.len()];
                state.make(&ctx, mv);
            }
        }
    }

    /// Where an empty column takes any card, [`frozen`] answers without the
    /// fixpoint; the fixpoint, asked all the same, derives every card home:
    /// positions along random walks of every such rule set the test
    /// applies to, each also with its first column laid onto its second.
    #[test]
    fn an_empty_column_that_takes_any_card_freezes_nothing() {
        for id in [
            "millie",
            "giant",
            "gypsy",
            "moltke",
            "milligan-harp",
            "milligan-yukon",
        ] {
            let rules = rules::resolve(id).unwrap();
            let ctx = Ctx::new(&rules);
            assert!(applies(&ctx) && !ctx.empty_king, "{id}");
            let mut compared = 0;
            random_walks(&rules, 1..=10, 150, 5, |seed, state| {
                let mut emptied = state.clone();
                let first = std::mem::take(&mut emptied.cols[0]);
                emptied.cols[1].extend(first);
                for s in [state, &emptied] {
                    if s.cols.iter().any(Vec::is_empty) {
                        let mut scratch = Scratch::default();
                        assert_eq!(fixpoint::<u128>(&ctx, s, &mut scratch), None, "{id} {seed}");
                        assert!(scratch.events().iter().all(|e| e.home), "{id} {seed}");
                        assert_eq!(frozen(&ctx, s, &mut scratch), None);
                        compared += 1;
                    }
                }
            });
            assert!(compared > 100, "{id}: {compared} positions");
        }
    }

    /// The test on `u64` masks (at most 64 cards in play) and on `u128`
    /// masks finds the same frozen card and the same events, along random
    /// walks through one-deck deals, where it fires often.
    #[test]
    fn both_mask_widths_derive_the_same() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let (mut compared, mut fired) = (0, 0);
        random_walks(&rules, 1..=20, 200, 7, |seed, state| {
            let (mut narrow, mut wide) = (Scratch::default(), Scratch::default());
            let by_u64 = fixpoint::<u64>(&ctx, state, &mut narrow);
            let by_u128 = fixpoint::<u128>(&ctx, state, &mut wide);
            assert_eq!(by_u64, by_u128, "seed {seed}");
            assert_eq!(narrow.events(), wide.events(), "seed {seed}");
            compared += 1;
            fired += usize::from(by_u64.is_some());
        });
        assert!(
            fired > 10 && compared - fired > 10,
            "{fired} of {compared} fired"
        );
    }
}
