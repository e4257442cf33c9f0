//! Why the judge refuses a move. The judge tries every syntactically
//! possible move and most of them fail, so a refusal is a plain value and
//! its words are written only when someone reads them.

use crate::card::Card;

/// Where a single card would come from, named in a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pile {
    Cell(Card),
    Waste,
    Foundation(Card),
}

impl std::fmt::Display for Pile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Pile::Cell(card) => write!(f, "a cell holding {card}"),
            Pile::Waste => f.write_str("the waste"),
            Pile::Foundation(card) => write!(f, "a foundation topped by {card}"),
        }
    }
}

/// Why a move is illegal. Columns are numbered from 1 in the words, from 0
/// in the fields.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("the stock is empty")]
    StockEmpty,
    #[error("a deal closes grace, but column {} is not settled", .0 + 1)]
    DealUnsettled(usize),
    #[error("no grace period is open")]
    NoGrace,
    #[error("grace cannot close: column {} is not settled", .0 + 1)]
    CloseUnsettled(usize),
    #[error("filling the gap closes grace, but then column {} is not settled", .0 + 1)]
    GapFillUnsettled(usize),
    #[error("only one card at a time comes from {0}")]
    OneAtATimeFrom(Pile),
    #[error("{0} is empty")]
    Empty(Pile),
    #[error("there is no column {}", .0 + 1)]
    NoColumn(usize),
    #[error("column {} has only {} card(s)", .0 + 1, .1)]
    ColumnShort(usize, usize),
    #[error("the reserve has only {0} card(s)")]
    ReserveShort(usize),
    #[error("a move takes at least one card")]
    NoCards,
    #[error("cards never come back from the foundations")]
    NoTakeBack,
    #[error("cards come back from the foundations only once the stock is empty")]
    TakeBackBeforeStockOut,
    #[error("one card at a time goes to a foundation")]
    OneToFoundation,
    #[error("a foundation card cannot move to a foundation")]
    FoundationToFoundation,
    #[error("a face-down card cannot move")]
    FaceDown,
    #[error("{0} is not the next card of a foundation")]
    NotNextHome(Card),
    #[error("there are no free cells")]
    NoCells,
    #[error("every cell is full")]
    CellsFull,
    #[error("a cell holds one card")]
    OneToCell,
    #[error("cells take cards from columns (or foundations) only")]
    CellSource,
    #[error("there is no reserve")]
    NoReserve,
    #[error("the reserve takes cards from columns only")]
    ReserveSource,
    #[error("the reserve takes cards only while it is empty")]
    ReserveFull,
    #[error("the reserve opens only once the stock is empty")]
    ReserveNotOpen,
    #[error("the reserve holds one card")]
    ReserveOneCard,
    #[error("the reserve takes only an AC run of face-up cards")]
    ReserveNotRun,
    #[error("a column cannot move onto itself")]
    OntoItself,
    #[error("face-down cards cannot move")]
    FaceDownGroup,
    #[error("only single cards move")]
    SingleCardsOnly,
    #[error("only the top card or an AC run moves")]
    NotRun,
    #[error("column {} is empty and takes only a King or a King-led run", .0 + 1)]
    EmptyTakesKing(usize),
    #[error("{0} does not build on {1}")]
    NoBuild(Card, Card),
    /// Neither a normal move nor a grace free move: both reasons.
    #[error("{}; as a free move: {}", .0.0, .0.1)]
    NotFree(Box<(Illegal, Illegal)>),
    #[error("free moves never go into an empty column")]
    FreeIntoEmpty,
    #[error("strict grace lifts only face-up cards")]
    StrictFaceDown,
    #[error("strict grace may not cut the run {0} {1}")]
    StrictCut(Card, Card),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_named_from_one_and_reasons_nest() {
        let card = |s: &str| s.parse::<Card>().unwrap();
        let both = Illegal::NotFree(Box::new((
            Illegal::NoBuild(card("5H"), card("6D")),
            Illegal::FreeIntoEmpty,
        )));
        assert_eq!(
            both.to_string(),
            "5H does not build on 6D; as a free move: free moves never go into an empty column"
        );
        assert_eq!(
            Illegal::ColumnShort(0, 2).to_string(),
            "column 1 has only 2 card(s)"
        );
        assert_eq!(
            Illegal::DealUnsettled(7).to_string(),
            "a deal closes grace, but column 8 is not settled"
        );
        assert_eq!(
            Illegal::OneAtATimeFrom(Pile::Foundation(card("KC"))).to_string(),
            "only one card at a time comes from a foundation topped by KC"
        );
        assert_eq!(
            Illegal::CloseUnsettled(0).to_string(),
            "grace cannot close: column 1 is not settled"
        );
        assert_eq!(
            Illegal::GapFillUnsettled(2).to_string(),
            "filling the gap closes grace, but then column 3 is not settled"
        );
        assert_eq!(
            Illegal::EmptyTakesKing(4).to_string(),
            "column 5 is empty and takes only a King or a King-led run"
        );
        assert_eq!(
            Illegal::StrictCut(card("8S"), card("7H")).to_string(),
            "strict grace may not cut the run 8S 7H"
        );
    }
}
