//! The checker of a frozen-card proof, written over the judge's own types
//! and apart from the solver's fixpoint (as a SAT solver's proof checker
//! stands apart from the solver). The solver's proof that a position is
//! lost is a set of events per card in play (see `solver::frozen`): the
//! events it found possible. If that set is closed under every rule, it
//! holds every event of every winning line (the least closed set does, and
//! any closed set contains it), so a card whose `home` is missing from it
//! never goes home, and the position is lost. This module checks the
//! closure rule by rule; it does not search for the set.

use crate::card::{Card, Suit};
use crate::position::Position;
use crate::rules::{EmptyColumn, Grace, MoveKind, Rules, StockMode, TakeBack, Weave};

/// The events a proof grants one card in play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Events {
    /// It is the top of its pile at some time.
    pub exposed: bool,
    /// It is at some time the bottom of a group that may be lifted.
    pub free: bool,
    /// It is at some time the bottom of a group that moves.
    pub lead: bool,
    /// It goes home.
    pub home: bool,
}

/// A card in play as the checker sees it.
struct InPlay {
    card: Card,
    face_up: bool,
    /// The index of the card directly on it.
    above: Option<usize>,
    top: bool,
    /// A column's bottom card: when it moves, the column is empty.
    bottom: bool,
    /// Can host a build where it lies (a column card, or a stock card
    /// dealt onto a column); else only once it has moved to a column.
    on_column: bool,
}

/// The cards in play, in the order of the proof: columns bottom to top,
/// then the waste bottom to top, then the stock in dealing order.
fn cards_in_play(rules: &Rules, pos: &Position) -> Vec<InPlay> {
    let mut all = Vec::new();
    for column in &pos.columns {
        for (i, slot) in column.iter().enumerate() {
            let start = all.len() - i;
            all.push(InPlay {
                card: slot.card,
                face_up: slot.face_up,
                above: (i + 1 < column.len()).then_some(start + i + 1),
                top: i + 1 == column.len(),
                bottom: i == 0,
                on_column: true,
            });
        }
    }
    let first = all.len();
    for (i, &card) in pos.waste.iter().enumerate() {
        all.push(InPlay {
            card,
            face_up: true,
            above: (i + 1 < pos.waste.len()).then_some(first + i + 1),
            top: i + 1 == pos.waste.len(),
            bottom: false,
            on_column: false,
        });
    }
    for &card in &pos.stock {
        all.push(InPlay {
            card,
            face_up: true,
            above: None,
            top: true,
            bottom: false,
            on_column: rules.stock == StockMode::Rows,
        });
    }
    all
}

/// Checks that `events` (one per card in play, in the order above) are
/// closed under the rules in `pos` and leave card `frozen` without `home`:
/// then that card can never go home, and `pos` is lost. The error names
/// the first rule the events break.
pub fn check_frozen(
    rules: &Rules,
    pos: &Position,
    events: &[Events],
    frozen: usize,
) -> Result<(), String> {
    let reach = rules.grace == Grace::None
        && rules.weave == Weave::None
        && rules.cells == 0
        && pos.reserve.is_empty()
        && pos.cells.is_empty();
    if !reach {
        return Err("the frozen-card proof does not cover these rules".into());
    }
    let cards = cards_in_play(rules, pos);
    if events.len() != cards.len() {
        return Err(format!(
            "the proof has {} cards, the position {}",
            events.len(),
            cards.len()
        ));
    }
    if events.get(frozen).is_none_or(|e| e.home) {
        return Err("the proof does not leave the frozen card out of home".into());
    }
    // What the events say about the whole position.
    // A foundation of `suit` stands at `height` at some time: it does now,
    // or a card of that rank goes home; with take-back (cards leave a
    // foundation from its top), at any height up to one of those.
    let take_back = rules.take_back != TakeBack::Never;
    let at = |h: u8, height: u8| if take_back { h >= height } else { h == height };
    let reached = |suit: Suit, height: u8| {
        pos.foundations[suit.index()].iter().any(|&h| at(h, height))
            || cards
                .iter()
                .zip(events)
                .any(|(c, e)| e.home && c.card.suit == suit && at(c.card.rank, height))
    };
    let hosted_in_play = |card: Card| {
        cards
            .iter()
            .zip(events)
            .any(|(c, e)| card.builds_on(c.card) && if c.on_column { e.exposed } else { e.lead })
    };
    let empty = pos.columns.iter().any(Vec::is_empty)
        || cards.iter().zip(events).any(|(c, e)| c.bottom && e.lead);
    let king_ok = |card: Card| rules.empty_column == EmptyColumn::Any || card.rank == rules.king();
    // Take-back: the cards that come back from a foundation to a column at
    // some time, each onto a host or into an empty column (the least set,
    // found here: it is not part of the proof).
    let mut back: Vec<Card> = Vec::new();
    if take_back {
        loop {
            let before = back.len();
            for &suit in &rules.suits {
                for rank in 1..=rules.king() {
                    let card = Card::new(rank, suit);
                    let placed = hosted_in_play(card)
                        || back.iter().any(|&b| card.builds_on(b))
                        || (empty && king_ok(card));
                    if reached(suit, rank) && placed && !back.contains(&card) {
                        back.push(card);
                    }
                }
            }
            if back.len() == before {
                break;
            }
        }
    }
    let hosted = |card: Card| hosted_in_play(card) || back.iter().any(|&b| card.builds_on(b));
    for (i, (c, e)) in cards.iter().zip(events).enumerate() {
        let on = c.above.map(|a| (&cards[a], events[a]));
        let broken = |rule: &str| Err(format!("{} (card {}) breaks: {rule}", c.card, i + 1));
        if !e.exposed && (c.top || on.is_some_and(|(_, a)| a.lead)) {
            return broken("a top, or under a card that moves, is exposed");
        }
        let carried = on.is_some_and(|(above, a)| {
            rules.moves == MoveKind::AcRuns
                && c.face_up
                && above.face_up
                && above.card.builds_on(c.card)
                && a.free
        });
        let yukon = rules.moves == MoveKind::Yukon && c.face_up;
        if !e.free && (e.exposed || carried || yukon) {
            return broken("an exposed card, or one under a free run, is free");
        }
        if !e.home && e.exposed && reached(c.card.suit, c.card.rank - 1) {
            return broken("an exposed card whose foundation can reach the rank below goes home");
        }
        if !e.lead && (e.home || (e.free && (hosted(c.card) || (empty && king_ok(c.card))))) {
            return broken(
                "a free card with a host or an empty column, or a card going home, moves",
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::parse_position;

    /// The JC lies on the TC, both red queens are home, and an empty column
    /// takes only a King: the JC never moves, so the TC never goes home.
    const JACK_ON_TEN: &str = "variant little-milligan\ncol 1: TC JC\ncol 2: QC\ncol 3: KC\n\
        col 4:\ncol 5:\ncol 6:\ncol 7:\nstock:\nfoundations: 9C KS KH KD\n";

    fn events(flags: [&str; 4]) -> Vec<Events> {
        flags
            .iter()
            .map(|f| Events {
                exposed: f.contains('e'),
                free: f.contains('f'),
                lead: f.contains('l'),
                home: f.contains('h'),
            })
            .collect()
    }

    #[test]
    fn a_closed_proof_passes_and_a_broken_one_names_its_rule() {
        let file = parse_position(JACK_ON_TEN).unwrap();
        let (rules, pos) = (&file.rules, &file.position);
        // TC, JC, QC, KC: the least closed set.
        let proof = events(["", "ef", "ef", "efl"]);
        assert_eq!(check_frozen(rules, pos, &proof, 0), Ok(()));
        // The King may move to an empty column: leaving that out breaks a rule.
        let err = check_frozen(rules, pos, &events(["", "ef", "ef", "ef"]), 0).unwrap_err();
        assert!(
            err.contains("KC (card 4)") && err.contains("moves"),
            "{err}"
        );
        // Granting the JC a move uncovers the TC, which the proof denies.
        let err = check_frozen(rules, pos, &events(["", "efl", "ef", "efl"]), 0).unwrap_err();
        assert!(
            err.contains("TC (card 1)") && err.contains("exposed"),
            "{err}"
        );
        // A proof that sends the frozen card home proves nothing.
        let err = check_frozen(rules, pos, &events(["h", "ef", "ef", "efl"]), 0).unwrap_err();
        assert!(err.contains("frozen card"), "{err}");
        // Nor does one for rules outside the test's reach.
        let grace = crate::rules::resolve("miss-milligan-grace").unwrap();
        assert!(check_frozen(&grace, pos, &proof, 0).is_err());
    }

    /// With take-back a red Queen comes back from its foundation onto the
    /// KC, and the JC can move onto it: the proof above is no longer
    /// closed. With the KC buried under the TC the chain is longer (the KS
    /// back into an empty column, a red Queen onto it), and the checker
    /// finds it too.
    #[test]
    fn take_back_hosts_are_found_through_chains() {
        let file = parse_position(JACK_ON_TEN).unwrap();
        let mut rules = file.rules.clone();
        rules.take_back = TakeBack::Always;
        let proof = events(["", "ef", "ef", "efl"]);
        let err = check_frozen(&rules, &file.position, &proof, 0).unwrap_err();
        assert!(
            err.contains("JC (card 2)") && err.contains("moves"),
            "{err}"
        );
        let buried = JACK_ON_TEN
            .replace("col 3: KC", "col 3:")
            .replace("col 1: TC", "col 1: KC TC");
        let file = parse_position(&buried).unwrap();
        // KC, TC, JC, QC.
        let proof = events(["", "", "ef", "ef"]);
        assert_eq!(check_frozen(&file.rules, &file.position, &proof, 1), Ok(()));
        let err = check_frozen(&rules, &file.position, &proof, 1).unwrap_err();
        assert!(
            err.contains("JC (card 3)") && err.contains("moves"),
            "{err}"
        );
    }
}
