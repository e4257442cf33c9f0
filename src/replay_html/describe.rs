//! Each move in words, for the replay page's move list: what a player would
//! say at the table ("7H and 2 cards from column 3 onto 8S in column 5").

use crate::notation::{Move, Source, Target};
use crate::position::Position;
use crate::reference::Judge;
use crate::rules::StockMode;

/// Describes `mv`, a legal move of `before` that leads to `after`. The words
/// come from the positions, so they name the cards that actually move and
/// the grace period it opens or closes.
pub fn describe(judge: &Judge, before: &Position, mv: Move, after: &Position) -> String {
    let mut words = match mv {
        Move::Deal => match judge.rules.stock {
            StockMode::Rows => {
                let n = before.stock.len().min(before.columns.len());
                format!("deal: {n} card{}", plural(n))
            }
            StockMode::Waste => format!("turn {} onto the waste", before.stock[0]),
        },
        Move::Close => "close grace".to_string(),
        Move::Transfer { from, to, count } => {
            let cards = moved_cards(before, from, count);
            let target = match to {
                Target::Column(d) => match before.top(d) {
                    Some(top) => format!("onto {top} in column {}", d + 1),
                    None => format!("into empty column {}", d + 1),
                },
                Target::Foundation => "to a foundation".into(),
                Target::Reserve => "into the reserve".into(),
                Target::Cell => "into a free cell".into(),
            };
            let free = matches!(to, Target::Column(_)) && !judge.is_normal(before, mv);
            format!(
                "{cards} {} {target}{}",
                source_words(from),
                if free { " (free move)" } else { "" }
            )
        }
    };
    match (&before.grace, &after.grace) {
        (None, Some(g)) => words.push_str(&format!("; grace opens at column {}", g.gap + 1)),
        (Some(_), None) if mv != Move::Close => words.push_str("; grace closes"),
        (Some(old), Some(new)) if old.gap != new.gap => words.push_str(&format!(
            "; grace closes and opens again at column {}",
            new.gap + 1
        )),
        _ => {}
    }
    words
}

/// "7H", "7H and 1 card", "7H and 2 cards": the bottom card of the group
/// (the one that is placed) and how many ride on it.
fn moved_cards(before: &Position, from: Source, count: usize) -> String {
    let bottom = match from {
        Source::Column(c) => {
            let column = &before.columns[c];
            column[column.len() - count].card
        }
        Source::Reserve => before.reserve[before.reserve.len() - count],
        Source::Waste => *before.waste.last().expect("a legal move has a card"),
        Source::Cell(card) | Source::Foundation(card) => card,
    };
    match count - 1 {
        0 => bottom.to_string(),
        more => format!("{bottom} and {more} card{}", plural(more)),
    }
}

fn source_words(from: Source) -> String {
    match from {
        Source::Column(c) => format!("from column {}", c + 1),
        Source::Reserve => "from the reserve".into(),
        Source::Cell(_) => "from a free cell".into(),
        Source::Waste => "from the waste".into(),
        Source::Foundation(_) => "back from its foundation".into(),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Slot;
    use crate::rules::{self, Rules};

    /// A position of `rules` with these columns (`[KH]` face down) and
    /// stock. The judge checks moves, not the deck, so a few cards do.
    fn position(rules: &Rules, columns: &[&str], stock: &str) -> Position {
        let mut pos = Position::empty(rules);
        for (c, text) in columns.iter().enumerate() {
            pos.columns[c] = text
                .split_whitespace()
                .map(|w| Slot {
                    card: w.trim_matches(['[', ']']).parse().unwrap(),
                    face_up: !w.starts_with('['),
                })
                .collect();
        }
        pos.stock = stock
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        pos
    }

    /// Plays the moves in turn and returns the words of each.
    fn words(rules: &Rules, mut pos: Position, moves: &[&str]) -> Vec<String> {
        let judge = Judge::new(rules);
        let mut out = Vec::new();
        for text in moves {
            let mv: Move = text.parse().unwrap();
            let before = pos.clone();
            judge.apply(&mut pos, mv).unwrap();
            out.push(describe(&judge, &before, mv, &pos));
        }
        out
    }

    #[test]
    fn grace_moves_say_what_they_open_close_and_free() {
        let rules = rules::resolve("miss-milligan-grace").unwrap();
        let pos = position(
            &rules,
            &["9C 8H", "KD", "7H 6C 5D", "8S", "", "", "", ""],
            "",
        );
        assert_eq!(
            words(
                &rules,
                pos,
                &["c3>c4*3", "c1>c2", "c2>c1", "c2>c3", "close"]
            ),
            [
                "7H and 2 cards from column 3 onto 8S in column 4; grace opens at column 3",
                "8H from column 1 onto KD in column 2 (free move)",
                "8H from column 2 onto 9C in column 1",
                "KD from column 2 into empty column 3; grace closes and opens again at column 2",
                "close grace",
            ]
        );
    }

    #[test]
    fn deals_count_their_cards_and_moltke_turns_one() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let pos = position(&rules, &["AS"; 8], "2C 3C 4C 5C 6C 7C 8C 9C TC JC");
        assert_eq!(
            words(&rules, pos, &["c1>f", "deal", "deal"]),
            [
                "AS from column 1 to a foundation",
                "deal: 8 cards",
                "deal: 2 cards"
            ]
        );
        let rules = rules::resolve("moltke").unwrap();
        let pos = position(&rules, &["8S"], "7H");
        assert_eq!(
            words(&rules, pos, &["deal", "w>c1"]),
            [
                "turn 7H onto the waste",
                "7H from the waste onto 8S in column 1"
            ]
        );
    }

    #[test]
    fn reserve_and_cells_are_named() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let pos = position(&rules, &["TD 9C 8H", "TH"], "");
        assert_eq!(
            words(&rules, pos, &["c1>r*2", "r>c2*2"]),
            [
                "9C and 1 card from column 1 into the reserve",
                "9C and 1 card from the reserve onto TH in column 2"
            ]
        );
        let rules = rules::resolve("milligan-cell").unwrap();
        let pos = position(&rules, &["TD 9C", "TH"], "");
        assert_eq!(
            words(&rules, pos, &["c1>x", "x9C>c2"]),
            [
                "9C from column 1 into a free cell",
                "9C from a free cell onto TH in column 2"
            ]
        );
    }
}
