//! Deals: where a starting position comes from. Native seeded deals, PySolFC
//! game numbers and position files all end as a [`Position`].

pub mod native;
pub mod pysol;

use std::fmt;
use std::str::FromStr;

use crate::position::Position;
use crate::rules::Rules;
use pysol::GameNumber;

/// A reproducible deal: a native seed or a PySolFC game number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DealId {
    Seed(u64),
    Pysol(GameNumber),
}

impl DealId {
    /// The deal as a position file's `source` line names it: `seed 42`,
    /// `pysol:1`.
    pub fn source(&self) -> String {
        match self {
            DealId::Seed(n) => format!("seed {n}"),
            DealId::Pysol(g) => format!("pysol:{g}"),
        }
    }

    /// The deal a `source` line names (what [`DealId::source`] writes).
    pub fn from_source(line: &str) -> Result<DealId, String> {
        let line = line.trim();
        let deal = match line.strip_prefix("seed ") {
            Some(seed) => seed.trim().parse().ok().map(DealId::Seed),
            None if line.starts_with("pysol:") => line.parse().ok(),
            None => None,
        };
        deal.ok_or_else(|| {
            format!(
                "source '{}' names no deal (`seed N` or `pysol:N`)",
                line.escape_debug()
            )
        })
    }

    /// The starting position of this deal under `rules`.
    pub fn position(&self, rules: &Rules) -> Result<Position, String> {
        let order = match self {
            DealId::Seed(seed) => native::dealing_order(rules, *seed),
            DealId::Pysol(game) => {
                if !rules.is_full_deck() {
                    return Err(format!(
                        "PySolFC deals need full 52-card decks, and {} has a reduced deck",
                        rules.id
                    ));
                }
                pysol::dealing_order(*game, rules.decks)
            }
        };
        Ok(Position::deal(rules, &order))
    }
}

/// `42` (a native seed) or `pysol:N` / `pysol:msN`, the form CSV rows use.
impl FromStr for DealId {
    type Err = String;
    fn from_str(s: &str) -> Result<DealId, String> {
        match s.strip_prefix("pysol:") {
            Some(game) => Ok(DealId::Pysol(game.parse()?)),
            None => s.trim().parse().map(DealId::Seed).map_err(|_| {
                format!(
                    "'{}' is not a seed (a whole number 0..=18446744073709551615) or pysol:N",
                    s.escape_debug()
                )
            }),
        }
    }
}

impl fmt::Display for DealId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealId::Seed(seed) => write!(f, "{seed}"),
            DealId::Pysol(game) => write!(f, "pysol:{game}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::resolve;

    #[test]
    fn source_lines_name_the_deal_they_were_written_for() {
        for deal in [DealId::Seed(42), "pysol:7".parse().unwrap()] {
            assert_eq!(DealId::from_source(&deal.source()), Ok(deal));
        }
        for bad in ["seed x", "42", "file game.deal", "pysol:"] {
            assert!(DealId::from_source(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn deal_ids_parse_and_print() {
        for text in [
            "0",
            "42",
            "18446744073709551615",
            "pysol:1",
            "pysol:ms5",
            "pysol:123456789012345678901",
        ] {
            assert_eq!(text.parse::<DealId>().unwrap().to_string(), text);
        }
        for bad in [
            "",
            "-1",
            "x",
            "1.5",
            "18446744073709551616",
            "pysol:",
            "pysol:0",
            "pysol:x",
        ] {
            assert!(bad.parse::<DealId>().is_err(), "{bad}");
        }
    }

    #[test]
    fn pysol_deal_of_harp_matches_the_vector() {
        let rules = resolve("milligan-harp").unwrap();
        let pos = "pysol:1"
            .parse::<DealId>()
            .unwrap()
            .position(&rules)
            .unwrap();
        let col = |c: usize| {
            pos.columns[c]
                .iter()
                .map(|s| {
                    if s.face_up {
                        s.card.to_string()
                    } else {
                        format!("<{}>", s.card)
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(col(0), "9H");
        assert_eq!(col(1), "<3D> 8S");
        assert_eq!(col(7), "<KC> <6C> <JS> <2H> <AC> <2H> <AD> 2D");
        assert_eq!(pos.stock.len(), 68);
        assert_eq!(pos.stock[0].to_string(), "6H");
    }

    #[test]
    fn pysol_deal_of_nomad_matches_the_vector() {
        let rules = resolve("nomad").unwrap();
        let pos = "pysol:1"
            .parse::<DealId>()
            .unwrap()
            .position(&rules)
            .unwrap();
        let expected = [
            "3D 8D 4C AC",
            "5H JD JS 7C",
            "JC AS QC 2H",
            "KH 8C 4H AD",
            "5S 6C KD 9H",
            "5H 6H 2H 8S",
            "KC TC TD 7D",
            "KC 8D 8S 9S",
        ];
        for (c, want) in expected.iter().enumerate() {
            let got: Vec<String> = pos.columns[c].iter().map(|s| s.card.to_string()).collect();
            assert_eq!(got.join(" "), *want, "column {}", c + 1);
        }
    }

    #[test]
    fn pysol_deals_refuse_reduced_decks() {
        let mut rules = resolve("miss-milligan").unwrap();
        rules.ranks = 5;
        let err = "pysol:1"
            .parse::<DealId>()
            .unwrap()
            .position(&rules)
            .unwrap_err();
        assert!(err.contains("reduced deck"), "{err}");
    }
}

/// An inclusive range of native seeds, written `A..B` (or a single `N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeedRange {
    pub first: u64,
    pub last: u64,
}

impl SeedRange {
    /// How many seeds the range holds (never zero).
    pub fn count(&self) -> u64 {
        self.last - self.first + 1
    }

    pub fn iter(&self) -> impl Iterator<Item = u64> + use<> {
        self.first..=self.last
    }

    pub fn contains(&self, seed: u64) -> bool {
        (self.first..=self.last).contains(&seed)
    }
}

impl FromStr for SeedRange {
    type Err = String;
    fn from_str(text: &str) -> Result<SeedRange, String> {
        let s = text.escape_debug().to_string();
        let s = s.as_str();
        let number = |t: &str| {
            t.trim().parse::<u64>().map_err(|_| {
                format!(
                    "seed range '{s}': '{}' is not a whole number 0..=18446744073709551615",
                    t.escape_debug()
                )
            })
        };
        let (first, last) = match text.split_once("..") {
            Some((a, b)) => (number(a)?, number(b.strip_prefix('=').unwrap_or(b))?),
            None => {
                let n = number(text)?;
                (n, n)
            }
        };
        if last < first {
            return Err(format!(
                "seed range '{s}' is reversed (write A..B with A <= B; both ends included)"
            ));
        }
        if first == 0 && last == u64::MAX {
            return Err(format!("seed range '{s}' is too large"));
        }
        Ok(SeedRange { first, last })
    }
}

impl fmt::Display for SeedRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.first, self.last)
    }
}

#[cfg(test)]
mod range_tests {
    use super::*;

    #[test]
    fn seed_ranges_include_both_ends_and_refuse_nonsense() {
        let r: SeedRange = "1..200".parse().unwrap();
        assert_eq!((r.first, r.last, r.count()), (1, 200, 200));
        assert_eq!("7".parse::<SeedRange>().unwrap().count(), 1);
        assert_eq!("3..=5".parse::<SeedRange>().unwrap().count(), 3);
        assert_eq!(
            [2, 3, 5, 6].map(|seed| "3..5".parse::<SeedRange>().unwrap().contains(seed)),
            [false, true, true, false]
        );
        for bad in ["", "5..1", "a..b", "1..", "..5", "-1..3", "1...3"] {
            let err = bad.parse::<SeedRange>().unwrap_err();
            assert!(err.contains("seed range"), "{bad}: {err}");
        }
    }
}
