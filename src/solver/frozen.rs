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
//!
//! Not applicable (the test says nothing): grace variants, where free moves
//! lift any group onto any column; take-back variants, where a foundation
//! card can return to host a build; and variants with a weave or cells
//! (above). Those left are the ones with neither a reserve nor grace:
//! spanish-patience, little-milligan, milligan-harp, milligan-yukon,
//! moltke, and rule files like them.

use super::state::{CardByte, Ctx, DOWN, State, builds_on, is_red, rank, suit};
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
    ctx.grace == Grace::None
        && ctx.take_back == TakeBack::Never
        && ctx.weave == Weave::None
        && ctx.cells == 0
}

const EXPOSED: u8 = 1;
const FREE: u8 = 2;
const LEAD: u8 = 4;
const HOME: u8 = 8;

/// One card in play: its byte, where it is, and the card directly on it
/// (its index in the entity list), if any.
#[derive(Clone, Copy)]
struct Entity {
    card: CardByte,
    place: Place,
    above: Option<u8>,
    /// A column bottom: its lead empties the column.
    bottom: bool,
    /// Hosts a build only after it has moved to a column.
    off_column: bool,
}

impl Entity {
    fn alone(card: CardByte, place: Place, off_column: bool) -> Entity {
        Entity {
            card,
            place,
            above: None,
            bottom: false,
            off_column,
        }
    }
}

/// Appends a pile's cards, bottom first, each linked to the card on it.
fn pile(
    entities: &mut Vec<Entity>,
    cards: &[CardByte],
    place: impl Fn(usize) -> Place,
    off_column: bool,
) {
    let first = entities.len();
    for (i, &card) in cards.iter().enumerate() {
        entities.push(Entity {
            above: (i + 1 < cards.len()).then(|| (first + i + 1) as u8),
            bottom: i == 0 && !off_column,
            ..Entity::alone(card, place(i), off_column)
        });
    }
}

/// Reusable buffers for [`frozen`], so that the search does not allocate.
#[derive(Default)]
pub struct Scratch {
    entities: Vec<Entity>,
    flags: Vec<u8>,
}

impl Scratch {
    /// The events the last [`frozen`] call found possible, one per card in
    /// play (columns bottom to top, waste, stock): its proof, for the
    /// reference checker.
    pub fn events(&self) -> Vec<Events> {
        self.flags
            .iter()
            .map(|&f| Events {
                exposed: f & EXPOSED != 0,
                free: f & FREE != 0,
                lead: f & LEAD != 0,
                home: f & HOME != 0,
            })
            .collect()
    }
}

/// A card of `state` that can never go home in any winning line, if the
/// fixpoint finds one (see the module notes); `None` when every card may
/// still go home or when the test does not apply.
pub fn frozen(ctx: &Ctx, state: &State, scratch: &mut Scratch) -> Option<Frozen> {
    if !applies(ctx) {
        return None;
    }
    let Scratch { entities, flags } = scratch;
    entities.clear();
    for (c, col) in state.cols.iter().enumerate() {
        pile(entities, col, |i| Place::Column(c, i), false);
    }
    pile(entities, &state.waste, |_| Place::Waste, true);
    // A stock card is on nothing until it is dealt or turned.
    for &card in &state.stock[state.dealt..] {
        entities.push(Entity::alone(card, Place::Stock, ctx.waste_stock));
    }

    let n = entities.len();
    flags.clear();
    flags.resize(n, 0);
    let mut reached = [[false; 16]; 4];
    for (s, heights) in state.found.iter().enumerate() {
        for &h in &heights[..ctx.decks] {
            reached[s][h as usize] = true;
        }
    }
    // parent[colour][rank]: a card of that colour and rank is at some time
    // a column top.
    let mut parent = [[false; 16]; 2];
    let mut empty = state.cols.iter().any(|c| c.is_empty());
    let runs = ctx.moves == MoveKind::AcRuns;
    let yukon = ctx.moves == MoveKind::Yukon;

    // Once every card is derived home nothing is frozen, and the passes
    // that would only confirm the fixpoint are skipped.
    let mut homes = 0;
    let mut changed = true;
    while changed && homes < n {
        changed = false;
        // Top of each pile first: exposure and freedom flow downwards.
        for i in (0..n).rev() {
            let e = entities[i];
            let old = flags[i];
            let mut f = old;
            let up = e.card & DOWN == 0;
            let (r, s, red) = (rank(e.card) as usize, suit(e.card), is_red(e.card));
            if f & EXPOSED == 0 {
                let on_top = match e.above {
                    None => true,
                    Some(a) => flags[a as usize] & LEAD != 0,
                };
                if on_top {
                    f |= EXPOSED;
                }
            }
            if f & FREE == 0 {
                let carried = match e.above {
                    Some(a) if runs && up => {
                        let a = a as usize;
                        let on = entities[a].card;
                        on & DOWN == 0 && builds_on(on, e.card) && flags[a] & FREE != 0
                    }
                    _ => false,
                };
                if f & EXPOSED != 0 || carried || (yukon && up) {
                    f |= FREE;
                }
            }
            if f & HOME == 0 && f & EXPOSED != 0 && reached[s][r - 1] {
                f |= HOME;
            }
            if f & LEAD == 0 {
                let to_column = f & FREE != 0
                    && (parent[usize::from(!red)][r + 1]
                        || (empty && (!ctx.empty_king || r == ctx.king as usize)));
                if to_column || f & HOME != 0 {
                    f |= LEAD;
                }
            }
            if f != old {
                changed = true;
                flags[i] = f;
                if f & HOME != 0 {
                    homes += usize::from(old & HOME == 0);
                    reached[s][r] = true;
                }
                let hosts = if e.off_column {
                    f & LEAD != 0
                } else {
                    f & EXPOSED != 0
                };
                if hosts {
                    parent[usize::from(red)][r] = true;
                }
                if e.bottom && f & LEAD != 0 {
                    empty = true;
                }
            }
        }
    }
    (0..n).find(|&i| flags[i] & HOME == 0).map(|i| Frozen {
        card: entities[i].card & !DOWN,
        place: entities[i].place,
        index: i,
    })
}
