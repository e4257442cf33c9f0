//! The plain, readable game position shared by deals, position files and the
//! reference engine. The solver packs it into its own compact state.

mod file;
mod packed;

use std::collections::BTreeMap;

use crate::card::{Card, Suit, is_ac_run};
use crate::rules::{Grace, Rules, StockMode, Weave};

pub use file::{PositionFile, parse_position, write_position, write_solution};

/// One card in a column, face up or face down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slot {
    pub card: Card,
    pub face_up: bool,
}

/// A column card as position files write it: `KH` face up, `[KH]` face down.
impl std::fmt::Display for Slot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.face_up {
            write!(f, "{}", self.card)
        } else {
            write!(f, "[{}]", self.card)
        }
    }
}

/// Items written out and separated by single spaces, as position files,
/// `show` and the replay page list cards.
pub fn words<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    items
        .into_iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// An open grace period: the column whose emptying opened it, and for each
/// column the height below which no card has been lifted since.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GraceState {
    pub gap: usize,
    pub marks: Vec<usize>,
}

/// A position of any variant. Canonical where the rules cannot tell things
/// apart: foundation heights of a suit are sorted (either Ace starts either
/// foundation) and cells are sorted (cells are named by their card), so two
/// equal positions compare equal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Columns bottom to top.
    pub columns: Vec<Vec<Slot>>,
    /// The stock in dealing order: `stock[0]` is dealt next.
    pub stock: Vec<Card>,
    /// Per suit (indexed by `Suit::index`), the height of each of its
    /// foundations, highest first; empty for a suit the deck does not have.
    pub foundations: [Vec<u8>; 4],
    /// The weave reserve, bottom to top.
    pub reserve: Vec<Card>,
    /// The occupied free cells, sorted.
    pub cells: Vec<Card>,
    /// The waste, bottom to top; only its top card is available.
    pub waste: Vec<Card>,
    pub grace: Option<GraceState>,
}

impl Position {
    /// The starting position for cards in dealing order: the layout row by
    /// row (each row left to right), then the rest is the stock.
    /// `order` must hold the whole deck (see [`Rules::deck`]).
    pub fn deal(rules: &Rules, order: &[Card]) -> Position {
        assert_eq!(
            order.len(),
            rules.deck_size(),
            "a deal needs the whole deck"
        );
        let mut pos = Position::empty(rules);
        let mut next = order.iter();
        for row in &rules.layout {
            for column in &mut pos.columns[row.first..=row.last] {
                let card = *next.next().expect("deck covers the layout");
                column.push(Slot {
                    card,
                    face_up: row.face_up,
                });
            }
        }
        pos.stock = next.copied().collect();
        pos.turn_up_tops();
        pos
    }

    /// No card anywhere: empty columns and foundations of the right shape.
    pub fn empty(rules: &Rules) -> Position {
        let mut foundations: [Vec<u8>; 4] = Default::default();
        for &suit in &rules.suits {
            foundations[suit.index()] = vec![0; rules.decks as usize];
        }
        Position {
            columns: vec![Vec::new(); rules.columns as usize],
            stock: Vec::new(),
            foundations,
            reserve: Vec::new(),
            cells: Vec::new(),
            waste: Vec::new(),
            grace: None,
        }
    }

    /// Turns every column's top card face up (it is exposed).
    pub fn turn_up_tops(&mut self) {
        for column in &mut self.columns {
            if let Some(top) = column.last_mut() {
                top.face_up = true;
            }
        }
    }

    pub fn top(&self, column: usize) -> Option<Card> {
        self.columns[column].last().map(|s| s.card)
    }

    /// All cards on foundations.
    pub fn foundation_cards(&self) -> usize {
        self.foundations.iter().flatten().map(|&h| h as usize).sum()
    }

    /// True when every card is home.
    pub fn is_won(&self) -> bool {
        self.columns.iter().all(Vec::is_empty)
            && self.stock.is_empty()
            && self.reserve.is_empty()
            && self.cells.is_empty()
            && self.waste.is_empty()
    }

    /// The foundation tops, one per foundation (`None` for an empty one), in
    /// suit order: the form position files use.
    pub fn foundation_tops(&self) -> Vec<Option<Card>> {
        let mut tops = Vec::new();
        for suit in Suit::ALL {
            for &h in &self.foundations[suit.index()] {
                tops.push((h > 0).then(|| Card::new(h, suit)));
            }
        }
        tops
    }

    /// Every card of the position, wherever it lies (foundations included).
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.columns.iter().flatten().map(|s| s.card).collect();
        cards.extend(&self.stock);
        cards.extend(&self.reserve);
        cards.extend(&self.cells);
        cards.extend(&self.waste);
        cards.extend(self.home_cards());
        cards
    }

    /// The cards on the foundations.
    pub fn home_cards(&self) -> impl Iterator<Item = Card> + '_ {
        Suit::ALL.into_iter().flat_map(move |suit| {
            self.foundations[suit.index()]
                .iter()
                .flat_map(move |&h| (1..=h).map(move |r| Card::new(r, suit)))
        })
    }

    /// Checks that the position is one of these rules: the exact deck, the
    /// right number of columns and foundations, and each pile in a shape the
    /// rules can produce. The message names what is wrong.
    pub fn validate(&self, rules: &Rules) -> Result<(), String> {
        if self.columns.len() != rules.columns as usize {
            return Err(format!(
                "{} columns, but {} has {}",
                self.columns.len(),
                rules.id,
                rules.columns
            ));
        }
        for suit in Suit::ALL {
            let heights = &self.foundations[suit.index()];
            let expected = if rules.suits.contains(&suit) {
                rules.decks as usize
            } else {
                0
            };
            if heights.len() != expected {
                return Err(format!(
                    "{} foundation(s) of suit {}, expected {expected}",
                    heights.len(),
                    suit.letter()
                ));
            }
            if heights.iter().any(|&h| h > rules.ranks) {
                return Err(format!(
                    "a {} foundation is past the top rank",
                    suit.letter()
                ));
            }
        }
        let mut have: BTreeMap<Card, i32> = BTreeMap::new();
        for card in self.all_cards() {
            *have.entry(card).or_default() += 1;
        }
        for card in rules.deck() {
            *have.entry(card).or_default() -= 1;
        }
        if let Some((card, n)) = have.iter().find(|(_, n)| **n != 0) {
            let what = if *n > 0 { "too many" } else { "missing" };
            return Err(format!("card {card}: {} {what} for {}", n.abs(), rules.id));
        }
        for (i, column) in self.columns.iter().enumerate() {
            if column.last().is_some_and(|s| !s.face_up) {
                return Err(format!("column {}: the top card is face down", i + 1));
            }
        }
        if self.cells.len() > rules.cells as usize {
            return Err(format!(
                "{} cards in cells, but {} has {} cells",
                self.cells.len(),
                rules.id,
                rules.cells
            ));
        }
        match rules.weave {
            Weave::None if !self.reserve.is_empty() => {
                return Err(format!("{} has no reserve", rules.id));
            }
            Weave::Card if self.reserve.len() > 1 => {
                return Err("the reserve holds one card only".into());
            }
            _ if !is_ac_run(&self.reserve) => return Err("the reserve is not an AC run".into()),
            _ => {}
        }
        if rules.stock == StockMode::Rows && !self.waste.is_empty() {
            return Err(format!("{} has no waste", rules.id));
        }
        if let Some(grace) = &self.grace {
            if rules.grace == Grace::None {
                return Err(format!("{} has no grace rule", rules.id));
            }
            if grace.gap >= self.columns.len() || grace.marks.len() != self.columns.len() {
                return Err("grace: gap or marks do not fit the columns".into());
            }
            if let Some(c) =
                (0..self.columns.len()).find(|&c| grace.marks[c] > self.columns[c].len())
            {
                return Err(format!(
                    "grace: the mark of column {} is above its top",
                    c + 1
                ));
            }
        }
        Ok(())
    }
}
