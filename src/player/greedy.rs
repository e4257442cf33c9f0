//! The greedy player: a documented rule of thumb, the floor for no-peek play.
//!
//! At each turn it plays the first applicable rule, in this order:
//! 1. a card to a foundation (never a take-back);
//! 2. a tableau move that improves the source column: it turns up a
//!    face-down card, empties the column, or lifts a group off a card it does
//!    not build on; the group must build on its destination (or go into an
//!    empty column while cards stay behind). Preferred: turning a card up,
//!    then emptying a column, then larger groups;
//! 3. a card from the reserve, a cell or the waste onto a column it builds on
//!    (or a King into an empty column);
//! 4. a group into the reserve or a cell, when that turns up a face-down card
//!    or uncovers a card that can go home at once;
//! 5. a deal.
//!
//! Otherwise it stops. It never makes grace free moves, and never returns
//! to a position it has seen (a guard against loops).

use std::collections::HashSet;

use crate::card::Card;
use crate::notation::{Move, Source, Target};
use crate::position::{Position, Slot};
use crate::reference::Judge;

use super::view::View;

pub struct Greedy {
    /// The rank that may go into an empty column (King, or the top rank of a
    /// reduced deck).
    king: u8,
    /// Views already seen this game.
    visited: HashSet<Position>,
}

/// The group a transfer from column `c` lifts, and the slot it leaves on top.
fn lifted(pos: &Position, c: usize, count: usize) -> (&[Slot], Option<&Slot>) {
    let col = &pos.columns[c];
    let rest = col.len() - count;
    (&col[rest..], rest.checked_sub(1).map(|i| &col[i]))
}

/// `card` can go to a foundation now.
fn goes_home(pos: &Position, card: Card) -> bool {
    pos.foundations[card.suit.index()]
        .iter()
        .any(|&h| h + 1 == card.rank)
}

impl Greedy {
    pub fn new(king: u8) -> Greedy {
        Greedy {
            king,
            visited: HashSet::new(),
        }
    }

    /// The rule's priority for `mv` (higher first), or `None` when no rule
    /// allows it.
    fn priority(&self, pos: &Position, mv: Move) -> Option<u32> {
        let Move::Transfer { from, to, count } = mv else {
            return (mv == Move::Deal).then_some(0);
        };
        let onto = |d: usize, bottom: Card| match pos.top(d) {
            Some(top) => bottom.builds_on(top),
            None => false,
        };
        match (from, to) {
            (Source::Foundation(_), _) => None,
            (_, Target::Foundation) => Some(4_000),
            (Source::Column(c), Target::Column(d)) => {
                let (group, below) = lifted(pos, c, count);
                let bottom = group[0].card;
                let into_empty = pos.columns[d].is_empty();
                if !(onto(d, bottom) || into_empty && below.is_some()) {
                    return None;
                }
                let score = match below {
                    Some(slot) if !slot.face_up => 300,
                    None => 200,
                    Some(slot) if !bottom.builds_on(slot.card) => 100,
                    Some(_) => return None,
                };
                Some(3_000 + score + count as u32)
            }
            (Source::Reserve | Source::Cell(_) | Source::Waste, Target::Column(d)) => {
                let bottom = match from {
                    Source::Reserve => pos.reserve[pos.reserve.len() - count],
                    Source::Cell(card) => card,
                    _ => *pos.waste.last()?,
                };
                let king_into_empty = pos.columns[d].is_empty() && bottom.rank == self.king;
                (onto(d, bottom) || king_into_empty).then_some(2_000)
            }
            (Source::Column(c), Target::Reserve | Target::Cell) => {
                let (_, below) = lifted(pos, c, count);
                let useful = below.is_some_and(|s| !s.face_up || goes_home(pos, s.card));
                useful.then_some(1_000)
            }
            _ => None,
        }
    }

    /// The move to play in `view`, if any rule applies.
    pub fn next(&mut self, judge: &Judge, view: &View) -> Option<Move> {
        self.visited.insert(view.pos.clone());
        let mut moves: Vec<(u32, Move)> = judge
            .legal_moves(&view.pos)
            .into_iter()
            .filter(|&mv| judge.is_normal(&view.pos, mv))
            .filter_map(|mv| Some((self.priority(&view.pos, mv)?, mv)))
            .collect();
        // Stable: equal priorities keep the judge's fixed order.
        moves.sort_by_key(|&(p, _)| std::cmp::Reverse(p));
        moves.into_iter().map(|(_, mv)| mv).find(|&mv| {
            let mut next = view.pos.clone();
            judge.apply(&mut next, mv).is_ok() && !self.visited.contains(&next)
        })
    }
}
