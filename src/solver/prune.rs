//! Sound pruning rules. Each one removes branches of the search only where a
//! written argument shows that no winning line is lost with them.

use super::moves::SMove;
use super::state::{CardByte, Ctx, State, is_red, rank, suit};
use crate::rules::{Grace, MoveKind, TakeBack};

/// Which pruning rules are on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prune {
    /// Play safe cards home at once, without branching.
    pub safe_home: bool,
    /// Give no moves to a position in which some card can never go home
    /// ([`super::frozen`]).
    pub frozen: bool,
    /// Depth-first and best-first passes run the frozen-card test less
    /// often while it finds nothing ([`super::expand::Backoff`]); the
    /// layered search runs it on every position.
    pub frozen_backoff: bool,
    /// The layered search holds one position per class of rearrangements
    /// of an open grace period ([`super::grace_classes`]).
    pub grace_classes: bool,
}

impl Prune {
    pub const ALL: Prune = Prune {
        safe_home: true,
        frozen: true,
        frozen_backoff: false,
        grace_classes: true,
    };
    pub const NONE: Prune = Prune {
        safe_home: false,
        frozen: false,
        frozen_backoff: false,
        grace_classes: false,
    };
}

/// True when sending card `b` home cannot lose a win.
///
/// Soundness. Let P be a position with a winning line W in which `b` (rank r)
/// is available, and P' = P after `b` goes home. The only cards that can ever
/// be placed on `b` are the rank r-1 cards of the other colour. If every copy
/// of them is on a foundation and can never come back (take-back `never`),
/// nothing is ever built on `b`, so in W `b` only ever moves alone or as the
/// top card of a moving group, and it is never the bottom of a run (the card
/// above it would have to be one of those r-1 cards). In two-deck games both
/// foundations of `b`'s suit must also stand at r-1 or higher: then whichever
/// one `b` takes, the other copy of `b` still finds a foundation when W sends
/// it home (if one stands higher, it already holds that copy). Play W from P' dropping
/// the moves of `b` alone and shrinking by one any group that carried it:
/// every bottom card, destination and foundation stays the same, a column,
/// cell or reserve that `b` occupied in W is only freer, and each card that
/// W lays on `b`'s former place still finds the same legal host. So W minus
/// `b`'s moves wins from P'.
///
/// With take-back, an r-1 card could return and want `b` as a host, so only
/// Aces (which host nothing) are safe. With Yukon moves into King-only empty
/// columns, a King can carry unrelated cards into an empty column as the
/// bottom of a group, so only Aces are safe there too (unless the King is
/// the Ace, in a one-rank deck). With Yukon moves and a stock still to deal
/// onto the columns, a dealt card can ride on `b` as the bottom of a group
/// that need not be a run, so nothing is safe then.
pub fn is_safe_home(state: &State, ctx: &Ctx, b: CardByte) -> bool {
    // Grace free moves may lay any card on `b` for a while, so the argument
    // above does not hold in grace variants: no card is safe there.
    if ctx.grace != Grace::None {
        return false;
    }
    if ctx.moves == MoveKind::Yukon && !ctx.waste_stock && state.stock_left() > 0 {
        return false;
    }
    let r = rank(b);
    let yukon_kings = ctx.moves == MoveKind::Yukon && ctx.empty_king;
    if yukon_kings && r == ctx.king {
        return false;
    }
    if r == 1 {
        return true;
    }
    if ctx.take_back != TakeBack::Never || yukon_kings {
        return false;
    }
    let reached = |s: usize| state.found[s][..ctx.decks].iter().all(|&h| h + 1 >= r);
    let other_suits = if is_red(b) { [0, 1] } else { [2, 3] };
    reached(suit(b))
        && other_suits
            .iter()
            .filter(|&&s| ctx.suits[s])
            .all(|&s| reached(s))
}

/// The first move in `moves` that sends a safe card home, if any.
pub fn safe_home_move(state: &State, ctx: &Ctx, moves: &[SMove]) -> Option<SMove> {
    moves.iter().copied().find(|&mv| {
        let card = match mv {
            SMove::ColFound { from } => *state.cols[from as usize].last().expect("card"),
            SMove::ReserveFound => *state.reserve.last().expect("card"),
            SMove::CellFound { card } => card,
            SMove::WasteFound => *state.waste.last().expect("card"),
            _ => return false,
        };
        is_safe_home(state, ctx, card)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::DealId;
    use crate::rules::resolve;
    use crate::solver::state::card_byte;

    fn state_with(variant: &str, found: [[u8; 2]; 4]) -> (State, Ctx) {
        let rules = resolve(variant).unwrap();
        let ctx = Ctx::new(&rules);
        let mut state =
            State::from_position(&ctx, &DealId::Seed(1).position(&rules).unwrap()).unwrap();
        state.found = found;
        (state, ctx)
    }

    #[test]
    fn a_card_is_safe_only_when_both_copies_of_both_opposite_hosts_are_home() {
        let six_h = card_byte("6H".parse().unwrap());
        // Clubs at 5 and 5, spades at 5 and 4: one 5S is still out.
        let (state, ctx) = state_with("miss-milligan", [[5, 5], [5, 4], [5, 5], [0, 0]]);
        assert!(!is_safe_home(&state, &ctx, six_h));
        let (state, ctx) = state_with("miss-milligan", [[5, 5], [6, 5], [5, 5], [0, 0]]);
        assert!(is_safe_home(&state, &ctx, six_h));
        assert!(is_safe_home(&state, &ctx, card_byte("AD".parse().unwrap())));
    }

    /// Regression (found in review): with hearts at 5 and 0, sending one 6H
    /// home can strand the other 6H until the second hearts foundation
    /// catches up, so a 6H is safe only when both hearts foundations are at 5.
    #[test]
    fn both_foundations_of_the_own_suit_must_have_reached_the_rank_below() {
        let six_h = card_byte("6H".parse().unwrap());
        let (state, ctx) = state_with("miss-milligan", [[5, 5], [6, 5], [5, 0], [0, 0]]);
        assert!(!is_safe_home(&state, &ctx, six_h));
        let (state, ctx) = state_with("miss-milligan", [[5, 5], [6, 5], [6, 5], [0, 0]]);
        assert!(is_safe_home(&state, &ctx, six_h));
    }

    /// Regression (found in review): in Yukon a dealt card can ride on an
    /// Ace as the bottom of a group, so nothing is safe while the stock deals.
    #[test]
    fn yukon_has_no_safe_card_while_the_stock_deals() {
        let (mut state, ctx) = state_with("milligan-yukon", [[0, 0]; 4]);
        let ace = card_byte("AS".parse().unwrap());
        assert!(!is_safe_home(&state, &ctx, ace));
        state.dealt = state.stock.len();
        assert!(is_safe_home(&state, &ctx, ace));
    }

    #[test]
    fn with_take_back_only_aces_are_safe() {
        let (state, ctx) = state_with("giant", [[12, 12], [12, 12], [0, 0], [0, 0]]);
        assert!(!is_safe_home(
            &state,
            &ctx,
            card_byte("2H".parse().unwrap())
        ));
        assert!(is_safe_home(&state, &ctx, card_byte("AH".parse().unwrap())));
    }
}
