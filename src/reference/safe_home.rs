//! The safe-foundation rule on the judge's positions, for `milligan check
//! --safe-home`: a card whose every possible child is home for good can go
//! home at once without losing a win. The argument is the solver's
//! (`solver::prune::is_safe_home`); it is stated again here, on the judge's
//! types, so that a check shares no code with the search it checks.

use crate::card::{Card, Suit};
use crate::notation::{Move, Source, Target};
use crate::position::Position;
use crate::rules::{EmptyColumn, Grace, MoveKind, Rules, StockMode, TakeBack};

/// The first move of `moves` that sends a safe card home, if any.
pub fn safe_home_move(rules: &Rules, pos: &Position, moves: &[Move]) -> Option<Move> {
    moves.iter().copied().find(|&mv| match mv {
        Move::Transfer {
            from,
            to: Target::Foundation,
            ..
        } => moved_card(pos, from).is_some_and(|card| is_safe(rules, pos, card)),
        _ => false,
    })
}

fn moved_card(pos: &Position, from: Source) -> Option<Card> {
    match from {
        Source::Column(c) => pos.columns[c].last().map(|slot| slot.card),
        Source::Reserve => pos.reserve.last().copied(),
        Source::Cell(card) => Some(card),
        Source::Waste => pos.waste.last().copied(),
        Source::Foundation(_) => None,
    }
}

/// Sending `card` (rank r) home loses no win when nothing could ever be
/// built on it: every copy of both r-1 cards of the other colour is home
/// and stays there (no take-back), and both foundations of its own suit
/// stand at r-1 or more, so the other copy still finds one. An Ace hosts
/// nothing. Grace lets any card lie on it for a while, and Yukon moves can
/// carry cards on it that do not build, so those rule sets get less.
fn is_safe(rules: &Rules, pos: &Position, card: Card) -> bool {
    if rules.grace != Grace::None {
        return false;
    }
    let yukon = rules.moves == MoveKind::Yukon;
    if yukon && rules.stock != StockMode::Waste && !pos.stock.is_empty() {
        return false;
    }
    let yukon_kings = yukon && rules.empty_column == EmptyColumn::King;
    if yukon_kings && card.rank == rules.king() {
        return false;
    }
    if card.rank == 1 {
        return true;
    }
    if rules.take_back != TakeBack::Never || yukon_kings {
        return false;
    }
    let reached = |suit: Suit| {
        pos.foundations[suit.index()]
            .iter()
            .all(|&height| height + 1 >= card.rank)
    };
    reached(card.suit)
        && Suit::ALL
            .into_iter()
            .filter(|suit| suit.is_red() != card.is_red())
            .all(reached)
}
