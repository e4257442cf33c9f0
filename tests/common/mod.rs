//! Shared helpers for the integration tests: reduced-deck rule sets and a
//! brute-force search over the reference engine.

#![allow(dead_code)]

use std::collections::HashSet;

use milligan::card::Suit;
use milligan::position::Position;
use milligan::reference::Judge;
use milligan::rules::{self, Grace, Row, Rules};

/// The seventeen variants of the rule book (`docs/rules.md`), in its
/// order: the ids the built-in table and `milligan variants` must give.
pub const VARIANTS: [&str; 17] = [
    "miss-milligan",
    "miss-milligan-single-weave",
    "miss-milligan-grace",
    "strict-milligan",
    "improved-miss-milligan",
    "spanish-patience",
    "single-deck-milligan",
    "little-milligan",
    "millie",
    "giant",
    "imperial-guards",
    "milligan-cell",
    "milligan-harp",
    "milligan-yukon",
    "moltke",
    "nomad",
    "gypsy",
];

/// A small version of a built-in variant: `columns` columns, the given suits
/// and ranks, the layout clipped to those columns (at most `rows` rows).
pub fn reduced(id: &str, columns: u8, suits: &str, ranks: u8, rows: usize) -> Rules {
    let mut r = rules::resolve(id).unwrap();
    r.id = format!("{id}-reduced");
    r.columns = columns;
    r.ranks = ranks;
    r.suits = suits
        .chars()
        .map(|c| Suit::from_letter(c).unwrap())
        .collect();
    let clipped: Vec<Row> = r
        .layout
        .iter()
        .filter(|row| row.first < columns as usize)
        .map(|row| Row {
            last: row.last.min(columns as usize - 1),
            ..*row
        })
        .collect();
    // Keep the face-up row(s) at the end; drop face-down rows first.
    let skip = clipped.len().saturating_sub(rows);
    r.layout = clipped[skip..].to_vec();
    r.validate().unwrap();
    r
}

/// Every non-grace variant on 3 columns with clubs and hearts A-6 (24 cards
/// in two decks, 12 in one): small enough for brute force, hard enough that
/// some deals are lost.
pub fn reduced_non_grace() -> Vec<Rules> {
    builtin_non_grace_reduced(3, "CH", 6)
}

/// Every non-grace variant reduced to `columns` columns, `suits`, A..`ranks`.
pub fn builtin_non_grace_reduced(columns: u8, suits: &str, ranks: u8) -> Vec<Rules> {
    builtin_reduced(|r| r.grace == Grace::None, columns, suits, ranks)
}

/// The built-in variants `keep` selects, reduced as [`reduced`] (two rows).
fn builtin_reduced(keep: fn(&Rules) -> bool, columns: u8, suits: &str, ranks: u8) -> Vec<Rules> {
    rules::builtin()
        .into_iter()
        .filter(keep)
        .map(|r| reduced(&r.id, columns, suits, ranks, 2))
        .collect()
}

/// The grace variants on 2 columns with clubs and hearts A-4 (16 cards in
/// two decks): two columns make losses common enough to test, but leave no
/// free move (the gap and one column); [`reduced_grace_free_moves`] has them.
pub fn reduced_grace() -> Vec<Rules> {
    builtin_reduced(|r| r.grace != Grace::None, 2, "CH", 4)
}

/// The grace variants on 3 columns with clubs and hearts A-5 (20 cards in
/// two decks, 10 in one): with the gap open, two other columns can trade cards by free
/// moves (on 2 columns none are possible), and brute force still ends.
pub fn reduced_grace_free_moves() -> Vec<Rules> {
    builtin_reduced(|r| r.grace != Grace::None, 3, "CH", 5)
}

/// The plain-grace variants (not strict) on 4 columns with clubs, hearts
/// and spades A-4: with the gap open, up to three columns stay non-empty,
/// so grace classes are built from more than two columns, and with three
/// suits a fifth of the deals and positions are lost.
pub fn reduced_plain_grace_four_columns() -> Vec<Rules> {
    builtin_reduced(|r| r.grace == Grace::Grace, 4, "CHS", 4)
}

/// Brute force: is a won position reachable with the judge's moves?
/// `None` if more than `cap` positions were seen.
pub fn brute_force_won(rules: &Rules, start: &Position, cap: usize) -> Option<bool> {
    let judge = Judge::new(rules);
    let mut seen: HashSet<Position> = HashSet::new();
    let mut stack = vec![start.clone()];
    seen.insert(start.clone());
    while let Some(pos) = stack.pop() {
        if pos.is_won() {
            return Some(true);
        }
        for mv in judge.legal_moves(&pos) {
            let mut next = pos.clone();
            judge.apply(&mut next, mv).unwrap();
            if seen.insert(next.clone()) {
                if seen.len() > cap {
                    return None;
                }
                stack.push(next);
            }
        }
    }
    Some(false)
}
