//! The rule table: every variant is a [`Rules`] value, loaded from TOML data
//! (the built-in table in `data/rules/builtin.toml`, or a user's rule file
//! with the same fields). No code path anywhere is specific to one game.

mod layout;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::card::{Card, Suit};

/// The most tableau columns a rule set may have (the solver's grace marks
/// and column masks are sized for it).
pub const MAX_COLUMNS: usize = 16;
pub use layout::Row;

/// How the stock is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StockMode {
    /// Each deal puts one card face up on every column, left to right; a short
    /// last deal reaches only the leftmost columns.
    Rows,
    /// Cards are turned one at a time onto a waste; single pass.
    Waste,
}

/// The weave reserve of Miss Milligan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Weave {
    None,
    /// Holds one card.
    Card,
    /// Holds one AC run taken from the top of a column.
    Run,
}

/// When the weave reserve may be filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WeaveOpens {
    AfterStock,
    Always,
}

/// What an empty column accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EmptyColumn {
    /// Only a King (the top rank) or a King-led AC run.
    King,
    Any,
}

/// Which groups of cards move between columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveKind {
    /// The top card or any AC run from the top of a column.
    AcRuns,
    SingleCards,
    /// Any group of face-up top cards; only its bottom card must fit.
    Yukon,
}

/// When a foundation's top card may come back into play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TakeBack {
    Never,
    Always,
    AfterStock,
}

/// The grace period (Gnadenfrist) after a column is emptied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Grace {
    None,
    Grace,
    /// Free moves lift only face-up cards and never cut an AC run.
    Strict,
}

/// One rule set: a variant of the built-in table or a house rule from a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Rules {
    pub id: String,
    pub name: String,
    /// One line for `milligan variants`.
    pub summary: String,
    /// Where the rules come from and any reading of our own.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
    pub decks: u8,
    /// Ranks per suit, Ace up to this rank; below 13 makes a reduced deck whose
    /// top rank plays the King's part (empty columns, grace).
    #[serde(default = "full_ranks")]
    pub ranks: u8,
    /// The suits in the deck, in creation order, as letters (`"CSHD"`).
    #[serde(default = "all_suits", with = "suit_letters")]
    pub suits: Vec<Suit>,
    pub columns: u8,
    /// The initial deal, row by row, e.g. `["down 2-8", "up 1-8"]`.
    pub layout: Vec<Row>,
    pub stock: StockMode,
    #[serde(default = "no_weave")]
    pub weave: Weave,
    #[serde(default = "weave_after_stock")]
    pub weave_opens: WeaveOpens,
    #[serde(default)]
    pub cells: u8,
    pub empty_column: EmptyColumn,
    pub moves: MoveKind,
    pub take_back: TakeBack,
    #[serde(default = "no_grace")]
    pub grace: Grace,
    /// Whether the King-led run that fills the gap, closing grace, opens a
    /// new grace on the column it emptied. `true` (the default) is this
    /// project's reading (a column emptied through play opens grace);
    /// `false` reads "while grace is open, an emptied column opens no
    /// second one" as covering the closing move too. Left out of the rule
    /// text when `true`, so older rule sets keep their fingerprints.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub grace_reopens: bool,
    /// PySolFC's game id, when PySolFC has this game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pysol_id: Option<u32>,
}

fn full_ranks() -> u8 {
    13
}
fn all_suits() -> Vec<Suit> {
    Suit::ALL.to_vec()
}
fn no_weave() -> Weave {
    Weave::None
}
fn weave_after_stock() -> WeaveOpens {
    WeaveOpens::AfterStock
}
fn no_grace() -> Grace {
    Grace::None
}
fn yes() -> bool {
    true
}
fn is_true(b: &bool) -> bool {
    *b
}

mod suit_letters {
    use crate::card::Suit;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(suits: &[Suit], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&suits.iter().map(|x| x.letter()).collect::<String>())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Suit>, D::Error> {
        let text = String::deserialize(d)?;
        text.chars()
            .map(|c| {
                Suit::from_letter(c).ok_or_else(|| {
                    serde::de::Error::custom(format!("'{c}' is not a suit letter (C S H D)"))
                })
            })
            .collect()
    }
}

#[derive(Deserialize)]
struct Table {
    variant: Vec<Rules>,
}

/// The built-in rule table, in the order of `docs/rules.md` (The 17 variants).
pub fn builtin() -> Vec<Rules> {
    let table: Table = toml::from_str(include_str!("../../data/rules/builtin.toml"))
        .expect("the built-in rule table parses");
    table.variant
}

/// Why a rule set could not be had: each is one line for the user.
#[derive(Debug, thiserror::Error)]
pub enum RulesError {
    /// Neither a built-in id nor a rule file.
    #[error("unknown variant '{name}' (known: {known}; or give a rule file path ending in .toml)")]
    Unknown { name: String, known: String },
    #[error("cannot read rule file {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The file could be read, but its rules could not be used.
    #[error("rule file {}: {source}", path.display())]
    InFile {
        path: PathBuf,
        source: Box<RulesError>,
    },
    /// Not TOML, or not the fields of a rule set (serde's reason, on one line).
    #[error("{0}")]
    Syntax(String),
    /// Fields that parse but do not make a game (see [`Rules::validate`]).
    #[error("{id}: {what}")]
    Invalid { id: String, what: String },
}

/// Finds a built-in variant by id, or loads a rule file when `name` is a path
/// to one (ends in `.toml` or names an existing file).
pub fn resolve(name: &str) -> Result<Rules, RulesError> {
    if let Some(rules) = builtin().into_iter().find(|r| r.id == name) {
        return Ok(rules);
    }
    let path = Path::new(name);
    if name.ends_with(".toml") || path.is_file() {
        return from_file(path);
    }
    let ids: Vec<String> = builtin().into_iter().map(|r| r.id).collect();
    Err(RulesError::Unknown {
        name: name.escape_debug().to_string(),
        known: ids.join(", "),
    })
}

/// Loads and validates a rule file.
pub fn from_file(path: &Path) -> Result<Rules, RulesError> {
    let text = std::fs::read_to_string(path).map_err(|source| RulesError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    from_toml(&text).map_err(|e| RulesError::InFile {
        path: path.to_path_buf(),
        source: Box::new(e),
    })
}

/// Parses and validates one rule set from TOML text.
pub fn from_toml(text: &str) -> Result<Rules, RulesError> {
    let rules: Rules =
        toml::from_str(text).map_err(|e| RulesError::Syntax(one_line(&e.to_string())))?;
    rules.validate()?;
    Ok(rules)
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Rules {
    /// Checks what serde cannot: sizes and ranges that every layer relies on.
    pub fn validate(&self) -> Result<(), RulesError> {
        let invalid = |what: String| {
            Err(RulesError::Invalid {
                id: self.id.escape_debug().to_string(),
                what,
            })
        };
        if !(1..=2).contains(&self.decks) {
            return invalid("decks must be 1 or 2".into());
        }
        if !(1..=13).contains(&self.ranks) {
            return invalid("ranks must be 1..13".into());
        }
        let distinct: BTreeSet<Suit> = self.suits.iter().copied().collect();
        if self.suits.is_empty() || distinct.len() != self.suits.len() {
            return invalid("suits must list distinct suits".into());
        }
        if !(1..=MAX_COLUMNS).contains(&(self.columns as usize)) {
            return invalid(format!("columns must be 1..{MAX_COLUMNS}"));
        }
        if self.cells > 8 {
            return invalid("at most 8 cells".into());
        }
        for row in &self.layout {
            if row.last >= self.columns as usize {
                return invalid(format!(
                    "layout row '{row}' reaches past column {}",
                    self.columns
                ));
            }
        }
        if !self.grace_reopens && self.grace == Grace::None {
            return invalid("grace-reopens = false needs a grace rule".into());
        }
        if self.layout_size() > self.deck_size() {
            return invalid("the layout needs more cards than the deck has".into());
        }
        Ok(())
    }

    /// The deck in creation order: deck, then suit, then rank (Ace first).
    pub fn deck(&self) -> Vec<Card> {
        let mut cards = Vec::with_capacity(self.deck_size());
        for _ in 0..self.decks {
            for &suit in &self.suits {
                for rank in 1..=self.ranks {
                    cards.push(Card::new(rank, suit));
                }
            }
        }
        cards
    }

    pub fn deck_size(&self) -> usize {
        self.decks as usize * self.suits.len() * self.ranks as usize
    }

    pub fn layout_size(&self) -> usize {
        self.layout.iter().map(Row::width).sum()
    }

    pub fn stock_size(&self) -> usize {
        self.deck_size() - self.layout_size()
    }

    pub fn foundation_count(&self) -> usize {
        self.decks as usize * self.suits.len()
    }

    /// The rank that plays the King's part: the top of the deck.
    pub fn king(&self) -> u8 {
        self.ranks
    }

    /// True for the full 52-card-per-deck game (PySolFC deals need it).
    pub fn is_full_deck(&self) -> bool {
        self.ranks == 13 && self.suits == Suit::ALL
    }

    /// The rule set as a TOML document, the exact form a rule file takes.
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("rules serialise")
    }

    /// A short fingerprint of every field, so results can name the exact
    /// rule set they were computed under (FNV-1a over the TOML form).
    pub fn fingerprint(&self) -> String {
        crate::fingerprint::fnv1a(&self.to_toml(), crate::fingerprint::Fnv::Bits64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ids are checked against the rule book in
    /// tests/reference_rules.rs (the list is in tests/common).
    #[test]
    fn builtin_variants_are_valid() {
        for rules in builtin() {
            rules.validate().unwrap();
        }
    }

    #[test]
    fn stock_sizes_match_the_rule_book() {
        let expected = [
            ("miss-milligan", 96),
            ("improved-miss-milligan", 88),
            ("single-deck-milligan", 48),
            ("little-milligan", 45),
            ("milligan-harp", 68),
            ("milligan-yukon", 68),
            ("moltke", 54),
            ("nomad", 72),
            ("gypsy", 80),
        ];
        for (id, stock) in expected {
            assert_eq!(resolve(id).unwrap().stock_size(), stock, "{id}");
        }
    }

    #[test]
    fn a_rule_file_round_trips_and_may_reduce_the_deck() {
        let mut rules = resolve("miss-milligan").unwrap();
        rules.id = "tiny".into();
        rules.ranks = 5;
        rules.suits = vec![Suit::Clubs, Suit::Hearts];
        let back = from_toml(&rules.to_toml()).unwrap();
        assert_eq!(back, rules);
        assert_eq!(back.deck_size(), 20);
        assert_eq!(back.king(), 5);
        assert_ne!(
            back.fingerprint(),
            resolve("miss-milligan").unwrap().fingerprint()
        );
    }

    #[test]
    fn bad_rule_files_are_refused_with_a_reason() {
        let good = resolve("miss-milligan").unwrap().to_toml();
        let cases = [
            (good.replace("decks = 2", "decks = 3"), "decks"),
            (good.replace("columns = 8", "columns = 0"), "columns"),
            (
                good.replace("stock = \"rows\"", "stock = \"piles\""),
                "piles",
            ),
            (format!("{good}\nbogus = 1\n"), "bogus"),
            (good.replace("\"up 1-8\"", "\"up 1-9\""), "reaches past"),
        ];
        for (text, needle) in cases {
            let err = from_toml(&text).unwrap_err();
            let typed = matches!(err, RulesError::Syntax(_) | RulesError::Invalid { .. });
            assert!(typed, "{err:?}");
            let err = err.to_string();
            assert!(err.contains(needle), "{err} lacks {needle}");
            assert!(!err.contains('\n'));
        }
    }

    #[test]
    fn unknown_variant_lists_the_known_ids() {
        let err = resolve("miss-millgan").unwrap_err();
        assert!(matches!(err, RulesError::Unknown { .. }));
        let err = err.to_string();
        assert!(err.contains("unknown variant 'miss-millgan'"));
        assert!(err.contains("gypsy") && err.contains("moltke"));
    }

    #[test]
    fn a_rule_file_that_cannot_be_read_keeps_the_reason() {
        let err = resolve("no/such/dir/rules.toml").unwrap_err();
        let RulesError::Read { source, .. } = &err else {
            panic!("{err:?}")
        };
        assert_eq!(source.kind(), std::io::ErrorKind::NotFound);
        let text = err.to_string();
        assert!(text.starts_with("cannot read rule file no/such/dir/rules.toml: "));
        assert!(text.contains(&source.to_string()), "{text}");
    }
}
