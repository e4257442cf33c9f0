//! Native deals: the deck in creation order (deck, suit C S H D, rank A..K),
//! shuffled by Fisher-Yates driven by `Xoshiro256PlusPlus::seed_from_u64(seed)`.
//!
//! The algorithm is frozen (a golden test pins it), so `(variant, seed)` names
//! the same deal in every version:
//! - for `i` from `n-1` down to `1`: draw `j` uniform in `0..=i` and swap
//!   positions `i` and `j`;
//! - a uniform `j` in `0..bound` comes from raw `next_u64()` outputs by
//!   rejection: with `threshold = 2^64 mod bound`, draw `x` until
//!   `x >= threshold`, then `j = x mod bound` (unbiased; does not depend on
//!   `rand`'s `gen_range`, whose algorithm may change);
//! - the shuffled list is dealt from index 0.

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};

use crate::card::Card;
use crate::rules::Rules;

/// The cards of `rules`' deck in dealing order for `seed`.
pub fn dealing_order(rules: &Rules, seed: u64) -> Vec<Card> {
    let mut cards = rules.deck();
    shuffle(&mut cards, &mut Xoshiro256PlusPlus::seed_from_u64(seed));
    cards
}

/// The frozen Fisher-Yates shuffle of the module docs.
pub(crate) fn shuffle<T>(items: &mut [T], rng: &mut Xoshiro256PlusPlus) {
    for i in (1..items.len()).rev() {
        let j = uniform_below(rng, i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// A uniform integer in `0..bound` by rejection sampling (see module docs).
fn uniform_below(rng: &mut Xoshiro256PlusPlus, bound: u64) -> u64 {
    let threshold = bound.wrapping_neg() % bound;
    loop {
        let x = rng.next_u64();
        if x >= threshold {
            return x % bound;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::resolve;

    fn text(cards: &[Card]) -> String {
        cards
            .iter()
            .map(Card::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Golden values: these deals must never change between versions.
    #[test]
    fn golden_deals_are_frozen() {
        let mm = resolve("miss-milligan").unwrap();
        let order = dealing_order(&mm, 1);
        assert_eq!(text(&order[..16]), GOLDEN_MM_1);
        let little = resolve("little-milligan").unwrap();
        assert_eq!(text(&dealing_order(&little, 42)[..16]), GOLDEN_LITTLE_42);
        assert_eq!(
            text(&dealing_order(&mm, u64::MAX)[96..]),
            GOLDEN_MM_MAX_TAIL
        );
    }

    const GOLDEN_MM_1: &str = "JC 9C 7H 9H 6S 7S 4C 6H QD TH TS 2D QS JH QD KD";
    const GOLDEN_LITTLE_42: &str = "9H 7D 6C JD 9D 6H QC 9S 2S 5D TD 8S AD QH 2D 7C";
    const GOLDEN_MM_MAX_TAIL: &str = "3C 8S 2C 3D JH KS JS KH";

    #[test]
    fn a_deal_is_a_permutation_of_the_deck_and_seeds_differ() {
        let rules = resolve("gypsy").unwrap();
        let mut a = dealing_order(&rules, 7);
        assert_ne!(a, dealing_order(&rules, 8));
        assert_eq!(a, dealing_order(&rules, 7));
        a.sort();
        let mut deck = rules.deck();
        deck.sort();
        assert_eq!(a, deck);
    }

    #[test]
    fn uniform_below_is_in_range_and_covers_it() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[uniform_below(&mut rng, 7) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| (850..1150).contains(&n)), "{seen:?}");
    }
}
