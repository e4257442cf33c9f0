//! `milligan variants ID`: the rules of a variant in words.

use std::fmt::Write as _;

use crate::card::{Card, Suit};
use crate::rules::{
    EmptyColumn, Grace, MoveKind, Row, Rules, StockMode, TakeBack, Weave, WeaveOpens,
};

/// A readable account of the rules, for `milligan variants ID`.
pub fn describe(rules: &Rules) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{} ({})", rules.name, rules.id);
    let _ = writeln!(s, "{}", rules.summary);
    if !rules.notes.is_empty() {
        let _ = writeln!(s, "Notes: {}", rules.notes);
    }
    let _ = writeln!(s);
    let suits: String = rules.suits.iter().map(|s| s.letter()).collect();
    let _ = writeln!(
        s,
        "Deck: {} deck(s), suits {suits}, ranks A..{} ({} cards)",
        rules.decks,
        Card::new(rules.ranks, Suit::Clubs)
            .to_string()
            .trim_end_matches('C'),
        rules.deck_size()
    );
    let rows: Vec<String> = rules.layout.iter().map(Row::to_string).collect();
    let _ = writeln!(
        s,
        "Tableau: {} columns; initial deal by rows: {} ({} cards)",
        rules.columns,
        rows.join(", "),
        rules.layout_size()
    );
    let stock = match rules.stock {
        StockMode::Rows => format!(
            "{} cards, dealt one card face up to each column from the left, at any time",
            rules.stock_size()
        ),
        StockMode::Waste => format!(
            "{} cards, turned one at a time onto a waste (single pass)",
            rules.stock_size()
        ),
    };
    let _ = writeln!(s, "Stock: {stock}");
    let weave = match (rules.weave, rules.weave_opens) {
        (Weave::None, _) => "none".to_string(),
        (w, opens) => format!(
            "one slot holding {}, usable {}",
            if w == Weave::Card {
                "one card"
            } else {
                "an AC run"
            },
            if opens == WeaveOpens::Always {
                "at any time"
            } else {
                "once the stock is empty"
            }
        ),
    };
    let _ = writeln!(s, "Weave reserve: {weave}");
    let _ = writeln!(s, "Free cells: {}", rules.cells);
    let _ = writeln!(
        s,
        "Empty column takes: {}",
        match rules.empty_column {
            EmptyColumn::King => "only a King or a King-led AC run",
            EmptyColumn::Any => "any card or AC run",
        }
    );
    let _ = writeln!(
        s,
        "Tableau moves: {}",
        match rules.moves {
            MoveKind::AcRuns => "the top card or any AC run from the top of a column",
            MoveKind::SingleCards => "single cards only",
            MoveKind::Yukon => "any group of face-up cards (Yukon)",
        }
    );
    let _ = writeln!(
        s,
        "Take-back from foundations: {}",
        match rules.take_back {
            TakeBack::Never => "never",
            TakeBack::Always => "always",
            TakeBack::AfterStock => "once the stock is empty",
        }
    );
    let _ = writeln!(
        s,
        "Grace period: {}",
        match rules.grace {
            Grace::None => "none",
            Grace::Grace => "yes (free moves of any top cards while a gap is open)",
            Grace::Strict => "strict (free moves of face-up cards, never cutting an AC run)",
        }
    );
    if rules.grace != Grace::None {
        let _ = writeln!(
            s,
            "A King-led run that fills the gap and empties its own column: {}",
            if rules.grace_reopens {
                "opens a new grace there (our reading; grace-reopens = false for the other)"
            } else {
                "opens no new grace (grace-reopens = false)"
            }
        );
    }
    if let Some(id) = rules.pysol_id {
        let _ = writeln!(s, "PySolFC game id: {id}");
    }
    let _ = writeln!(s, "Fingerprint: {}", rules.fingerprint());
    s
}
