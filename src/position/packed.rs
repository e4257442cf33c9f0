//! A position as a short byte string, for walks that hold millions of
//! positions (`milligan check`): a Miss Milligan deal packs into 130
//! bytes, where a [`Position`] with its vectors takes about a kilobyte.
//! [`Position::unpack`] inverts [`Position::pack`] exactly, so equal bytes
//! mean equal positions (the tests round-trip walks of every variant).
//!
//! Layout: the columns (their count, then each as its length and a byte
//! per slot), then the stock, the four foundations, the reserve, the cells
//! and the waste, each as its length and its bytes, then the grace period
//! (0, or 1 and the gap and the marks as a list). A card is its
//! [`Card::index`] (below 52), plus 64 for a face-up column card.

use super::{GraceState, Position, Slot};
use crate::card::Card;

const FACE_UP: u8 = 64;

/// A count or height as one byte: a position holds at most a few hundred
/// cards, and every count here is at most the deck (104).
fn byte(n: usize) -> u8 {
    u8::try_from(n).expect("a position's counts fit in a byte")
}

fn card_byte(card: Card) -> u8 {
    card.index() as u8
}

fn put_list(out: &mut Vec<u8>, items: impl ExactSizeIterator<Item = u8>) {
    out.push(byte(items.len()));
    out.extend(items);
}

/// Reads what [`put_list`] wrote.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> &'a [u8] {
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        head
    }

    fn one(&mut self) -> u8 {
        self.take(1)[0]
    }

    fn list(&mut self) -> &'a [u8] {
        let n = self.one() as usize;
        self.take(n)
    }

    fn cards(&mut self) -> Vec<Card> {
        self.list()
            .iter()
            .map(|&b| Card::from_index(b as usize))
            .collect()
    }
}

impl Position {
    /// This position as bytes (see the module notes); [`Position::unpack`]
    /// gives it back.
    pub fn pack(&self) -> Box<[u8]> {
        let mut out = Vec::with_capacity(160);
        out.push(byte(self.columns.len()));
        for column in &self.columns {
            put_list(
                &mut out,
                column
                    .iter()
                    .map(|s| card_byte(s.card) | if s.face_up { FACE_UP } else { 0 }),
            );
        }
        put_list(&mut out, self.stock.iter().map(|&c| card_byte(c)));
        for heights in &self.foundations {
            put_list(&mut out, heights.iter().copied());
        }
        for cards in [&self.reserve, &self.cells, &self.waste] {
            put_list(&mut out, cards.iter().map(|&c| card_byte(c)));
        }
        match &self.grace {
            None => out.push(0),
            Some(grace) => {
                out.push(1);
                out.push(byte(grace.gap));
                put_list(&mut out, grace.marks.iter().map(|&m| byte(m)));
            }
        }
        out.into_boxed_slice()
    }

    /// The position `bytes` came from; `bytes` must be the output of
    /// [`Position::pack`].
    pub fn unpack(bytes: &[u8]) -> Position {
        let mut r = Reader { bytes };
        let columns = (0..r.one())
            .map(|_| {
                r.list()
                    .iter()
                    .map(|&b| Slot {
                        card: Card::from_index((b & !FACE_UP) as usize),
                        face_up: b & FACE_UP != 0,
                    })
                    .collect()
            })
            .collect();
        let stock = r.cards();
        let foundations = [(); 4].map(|_| r.list().to_vec());
        let reserve = r.cards();
        let cells = r.cards();
        let waste = r.cards();
        let grace = (r.one() == 1).then(|| GraceState {
            gap: r.one() as usize,
            marks: r.list().iter().map(|&m| m as usize).collect(),
        });
        debug_assert!(r.bytes.is_empty(), "bytes left after a packed position");
        Position {
            columns,
            stock,
            foundations,
            reserve,
            cells,
            waste,
            grace,
        }
    }
}

#[cfg(test)]
mod tests {
    use rand_xoshiro::Xoshiro256PlusPlus;
    use rand_xoshiro::rand_core::{Rng, SeedableRng};

    use super::Position;
    use crate::card::Suit;
    use crate::deal::DealId;
    use crate::reference::Judge;
    use crate::rules::{self, Rules};

    /// Random walks from seeds 1..=4 of `rules`: every position met.
    fn walk(rules: &Rules) -> Vec<Position> {
        let judge = Judge::new(rules);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut seen = Vec::new();
        for seed in 1..=4 {
            let mut pos = DealId::Seed(seed).position(rules).unwrap();
            for _ in 0..400 {
                seen.push(pos.clone());
                let moves = judge.legal_moves(&pos);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.next_u64() as usize % moves.len()];
                judge.apply(&mut pos, mv).unwrap();
            }
        }
        seen
    }

    /// Every variant's positions, face-down cards, weave, cells, waste and
    /// open grace periods among them, come back whole, in full decks and
    /// in decks of two suits (two foundations empty lists): so two
    /// different positions never pack alike.
    #[test]
    fn unpack_inverts_pack_in_every_variant() {
        let mut met = [0usize; 5]; // grace, reserve, cells, waste, face down
        let mut reduced = 0;
        for rules in rules::builtin() {
            let mut two_suits = rules.clone();
            two_suits.suits = vec![Suit::Clubs, Suit::Hearts];
            two_suits.ranks = 6;
            let two_suits = two_suits.validate().is_ok().then_some(two_suits);
            reduced += usize::from(two_suits.is_some());
            for rules in [Some(rules), two_suits].into_iter().flatten() {
                for pos in walk(&rules) {
                    assert_eq!(Position::unpack(&pos.pack()), pos, "{}", rules.id);
                    for (count, present) in met.iter_mut().zip([
                        pos.grace.is_some(),
                        !pos.reserve.is_empty(),
                        !pos.cells.is_empty(),
                        !pos.waste.is_empty(),
                        pos.columns.iter().flatten().any(|s| !s.face_up),
                    ]) {
                        *count += usize::from(present);
                    }
                }
            }
        }
        assert!(
            met.iter().all(|&n| n > 0) && reduced > 5,
            "{met:?} {reduced}"
        );
    }

    #[test]
    fn a_two_deck_deal_packs_small() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let start = DealId::Seed(1).position(&rules).unwrap();
        // 104 cards (8 in columns, 96 in the stock), 8 foundation heights,
        // 17 counts (of columns, of each column and of the other 7 lists)
        // and the grace byte: 130.
        assert_eq!(start.pack().len(), 130);
    }
}
