//! What a player sees: the position with every unseen card (the stock and
//! face-down cards) replaced by a stand-in, and the multiset of unseen cards
//! (the deck minus everything visible). This type is the no-peek boundary:
//! players get a [`View`], never the true position.

use rand_xoshiro::Xoshiro256PlusPlus;

use crate::card::{Card, Suit};
use crate::deal::native::shuffle;
use crate::position::Position;
use crate::rules::Rules;

/// The card every unseen slot shows in a view. Any card would do: no rule
/// looks at the identity of a face-down or stock card.
const STAND_IN: Card = Card {
    rank: 1,
    suit: Suit::Clubs,
};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct View {
    /// The position as the player sees it: stock and face-down cards are
    /// [`STAND_IN`]s (their number and places are visible).
    pub pos: Position,
    /// The unseen cards, sorted.
    pub unseen: Vec<Card>,
}

/// Cards a player cannot see in `pos`: the stock and face-down cards.
pub fn hidden_count(pos: &Position) -> usize {
    pos.stock.len()
        + pos
            .columns
            .iter()
            .flatten()
            .filter(|slot| !slot.face_up)
            .count()
}

/// The cards a view shows: face-up column cards, foundations, reserve,
/// cells and waste.
fn visible_cards(pos: &Position) -> Vec<Card> {
    let mut cards: Vec<Card> = pos
        .columns
        .iter()
        .flatten()
        .filter(|slot| slot.face_up)
        .map(|slot| slot.card)
        .collect();
    cards.extend(&pos.reserve);
    cards.extend(&pos.cells);
    cards.extend(&pos.waste);
    cards.extend(pos.home_cards());
    cards
}

impl View {
    /// The view of the true position `pos`. The unseen multiset is the
    /// deck minus the cards the view shows, so it is computed from visible
    /// information alone.
    pub fn of(rules: &Rules, pos: &Position) -> View {
        let mut seen = pos.clone();
        seen.stock.fill(STAND_IN);
        for slot in seen.columns.iter_mut().flatten() {
            if !slot.face_up {
                slot.card = STAND_IN;
            }
        }
        let mut unseen = rules.deck();
        unseen.sort();
        for card in visible_cards(&seen) {
            let i = unseen
                .binary_search(&card)
                .expect("a visible card is in the deck");
            unseen.remove(i);
        }
        View { pos: seen, unseen }
    }

    /// Unseen cards.
    pub fn hidden(&self) -> usize {
        self.unseen.len()
    }

    /// A position consistent with the view: the unseen cards shuffled into
    /// the stock (in dealing order) and the face-down slots.
    pub fn sample(&self, rng: &mut Xoshiro256PlusPlus) -> Position {
        let mut cards = self.unseen.clone();
        shuffle(&mut cards, rng);
        let mut next = cards.into_iter();
        let mut pos = self.pos.clone();
        for card in &mut pos.stock {
            *card = next.next().expect("one unseen card per stock slot");
        }
        for slot in pos.columns.iter_mut().flatten() {
            if !slot.face_up {
                slot.card = next.next().expect("one unseen card per face-down slot");
            }
        }
        pos
    }
}
