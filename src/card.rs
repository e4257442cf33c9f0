//! Cards, ranks, suits and their text notation (`TD`, `AS`), shared by every
//! layer: the rule table, the deals, the reference engine and the solver.

use std::fmt;
use std::str::FromStr;

/// The four suits, in the order the native and PySolFC deals create them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs = 0,
    Spades = 1,
    Hearts = 2,
    Diamonds = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Suit {
        Suit::ALL[i]
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    pub fn letter(self) -> char {
        ['C', 'S', 'H', 'D'][self.index()]
    }

    pub fn from_letter(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'S' => Some(Suit::Spades),
            'H' => Some(Suit::Hearts),
            'D' => Some(Suit::Diamonds),
            _ => None,
        }
    }
}

/// Rank letters, index 1..=13 (index 0 unused so that `RANKS[rank]` reads naturally).
const RANK_LETTERS: &[u8; 14] = b"?A23456789TJQK";

/// The highest rank of a full deck.
pub const KING: u8 = 13;

/// A card: rank 1 (Ace) ..= 13 (King) and a suit. The two copies of a card in
/// two-deck games are the same value: no rule tells them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub rank: u8,
    pub suit: Suit,
}

impl Card {
    pub fn new(rank: u8, suit: Suit) -> Card {
        debug_assert!((1..=KING).contains(&rank));
        Card { rank, suit }
    }

    pub fn is_red(self) -> bool {
        self.suit.is_red()
    }

    /// True when `self` may be placed on `below` in an alternating-colour
    /// descending build: one rank lower and of the other colour.
    pub fn builds_on(self, below: Card) -> bool {
        self.rank + 1 == below.rank && self.is_red() != below.is_red()
    }

    /// A dense index 0..52 (suit-major), for tables keyed by card.
    pub fn index(self) -> usize {
        self.suit.index() * 13 + (self.rank as usize - 1)
    }

    pub fn from_index(i: usize) -> Card {
        Card::new((i % 13) as u8 + 1, Suit::from_index(i / 13))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            RANK_LETTERS[self.rank as usize] as char,
            self.suit.letter()
        )
    }
}

/// Parses a rank letter (`A 2..9 T J Q K`, `10` also accepted).
pub fn parse_rank(s: &str) -> Option<u8> {
    if s == "10" {
        return Some(10);
    }
    let mut chars = s.chars();
    let c = chars.next()?.to_ascii_uppercase();
    if chars.next().is_some() {
        return None;
    }
    RANK_LETTERS[1..]
        .iter()
        .position(|&l| l as char == c)
        .map(|i| i as u8 + 1)
}

impl FromStr for Card {
    type Err = String;

    fn from_str(s: &str) -> Result<Card, String> {
        let bad =
            || format!("'{s}' is not a card (expected rank A23456789TJQK then suit CSHD, e.g. TD)");
        let last = s.chars().last().ok_or_else(bad)?;
        let suit = Suit::from_letter(last).ok_or_else(bad)?;
        let rank = parse_rank(&s[..s.len() - last.len_utf8()]).ok_or_else(bad)?;
        Ok(Card::new(rank, suit))
    }
}

/// True when `cards` (bottom to top) descend by one rank in alternating colours.
pub fn is_ac_run(cards: &[Card]) -> bool {
    cards.windows(2).all(|w| w[1].builds_on(w[0]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_card() {
        for i in 0..52 {
            let card = Card::from_index(i);
            assert_eq!(card.index(), i);
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!("10h".parse::<Card>(), Ok(Card::new(10, Suit::Hearts)));
    }

    #[test]
    fn rejects_non_cards() {
        for s in ["", "X", "1C", "KX", "KCC", "ÄC", "0S", "A"] {
            assert!(s.parse::<Card>().is_err(), "{s} parsed");
        }
    }

    #[test]
    fn builds_on_needs_one_rank_lower_and_other_colour() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert!(c("9H").builds_on(c("TS")));
        assert!(!c("9H").builds_on(c("TD")), "same colour");
        assert!(!c("8H").builds_on(c("TS")), "two ranks apart");
        assert!(!c("TS").builds_on(c("9H")), "ascending");
        assert!(is_ac_run(&[c("9C"), c("8H"), c("7S")]));
        assert!(!is_ac_run(&[c("9C"), c("8S")]));
    }
}
