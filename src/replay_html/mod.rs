//! A solution as one self-contained HTML page that replays it: CSS cards,
//! inline script, no network. The reference engine replays the moves here,
//! in Rust; the page only draws the positions it is given, so it holds no
//! rules of its own (and cannot disagree with `verify`).

mod describe;

use describe::describe;

use serde::Serialize;

use crate::card::Suit;
use crate::notation::Move;
use crate::position::{Position, words};
use crate::reference::Judge;
use crate::rules::{Rules, StockMode, Weave};

/// The page skeleton: styles and the replay script, with `{{TITLE}}` and
/// `{{DATA}}` filled in by [`page`].
const TEMPLATE: &str = include_str!("page.html");

/// The first illegal move of a move list: its index and why.
#[derive(Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub index: usize,
    pub reason: String,
}

/// Replays `moves` from `start` with the reference engine and returns the
/// page, or the first illegal move (then there is no page). `source` says
/// where the deal came from (`seed 42`), for the title.
pub fn page(
    rules: &Rules,
    source: Option<&str>,
    start: &Position,
    moves: &[Move],
) -> Result<String, IllegalMove> {
    let judge = Judge::new(rules);
    let positions = judge
        .trace(start, moves)
        .map_err(|(index, reason)| IllegalMove {
            index,
            reason: reason.to_string(),
        })?;
    let descriptions = moves
        .iter()
        .enumerate()
        .map(|(i, &mv)| describe(&judge, &positions[i], mv, &positions[i + 1]))
        .collect();
    let won = positions.last().is_some_and(Position::is_won);
    let title = format!(
        "{}{}: {} in {} moves",
        rules.name,
        source.map(|s| format!(", {s}")).unwrap_or_default(),
        if won { "won" } else { "not won" },
        moves.len()
    );
    let fsuits = Suit::ALL
        .iter()
        .flat_map(|s| std::iter::repeat_n(s.letter(), start.foundations[s.index()].len()))
        .collect();
    let data = Data {
        columns: rules.columns as usize,
        waste: rules.stock == StockMode::Waste,
        reserve: rules.weave != Weave::None,
        cells: rules.cells as usize,
        fsuits,
        stock: words(&start.stock),
        won,
        moves: moves.iter().map(ToString::to_string).collect(),
        words: descriptions,
        steps: positions.iter().map(|p| Step::new(start, p)).collect(),
    };
    let json = serde_json::to_string(&data).expect("page data serialises");
    // `<` only occurs inside JSON strings, where `\u003c` means the same, so
    // no text from the file can close the script element.
    let json = json.replace('<', "\\u003c");
    Ok(TEMPLATE
        .replace("{{TITLE}}", &escape_html(&title))
        .replace("{{DATA}}", &json))
}

/// Everything the script draws, as compact JSON.
#[derive(Serialize)]
struct Data {
    columns: usize,
    /// Moltke: the stock turns onto a waste, one card at a time.
    waste: bool,
    reserve: bool,
    cells: usize,
    /// The suit of each foundation, in the order of a step's `f`.
    fsuits: String,
    /// The starting stock in dealing order; a step's stock is its last
    /// `s` cards, since the stock only ever gives from its front.
    stock: String,
    won: bool,
    moves: Vec<String>,
    words: Vec<String>,
    steps: Vec<Step>,
}

/// One position, short keys because a long solution has hundreds.
#[derive(Serialize)]
struct Step {
    /// Columns bottom to top, `[KH]` face down (the position file's form).
    c: Vec<String>,
    /// Cards left in the stock.
    s: usize,
    /// Foundation tops in suit order, `0` for an empty foundation.
    f: Vec<String>,
    /// Reserve (bottom to top), cells, waste (bottom to top).
    r: String,
    x: String,
    w: String,
    /// An open grace period: the gap column (0-based) and the marks. None
    /// once every card is home: the engine may still hold a period open
    /// then, but it has nothing left to settle, and a banner over an empty
    /// table would say the game is not over.
    #[serde(skip_serializing_if = "Option::is_none")]
    g: Option<(usize, Vec<usize>)>,
}

impl Step {
    fn new(start: &Position, pos: &Position) -> Step {
        assert!(
            start.stock.ends_with(&pos.stock),
            "the stock only ever gives from its front"
        );
        Step {
            c: pos.columns.iter().map(words).collect(),
            s: pos.stock.len(),
            f: pos
                .foundation_tops()
                .iter()
                .map(|t| t.map_or("0".into(), |c| c.to_string()))
                .collect(),
            r: words(&pos.reserve),
            x: words(&pos.cells),
            w: words(&pos.waste),
            g: (pos.grace.as_ref())
                .filter(|_| !pos.is_won())
                .map(|g| (g.gap, g.marks.clone())),
        }
    }
}

pub(crate) fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::DealId;
    use crate::rules;

    #[test]
    fn an_illegal_move_gives_no_page_but_its_index() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let start = DealId::Seed(1).position(&rules).unwrap();
        let moves = [Move::Deal, Move::Close];
        let err = page(&rules, Some("seed <1>"), &start, &moves).unwrap_err();
        assert_eq!(err.index, 1);
        assert_eq!(err.reason, "no grace period is open");
    }

    #[test]
    fn the_page_embeds_every_step_and_no_raw_markup_from_the_file() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let start = DealId::Seed(1).position(&rules).unwrap();
        let html = page(&rules, Some("seed <1>"), &start, &[Move::Deal, Move::Deal]).unwrap();
        assert!(html.contains("seed &lt;1&gt;: not won in 2 moves"));
        assert!(!html.contains("seed <1>"), "the source is escaped");
        assert!(html.contains(r#""words":["deal: 8 cards","deal: 8 cards"]"#));
        assert_eq!(html.matches(r#""s":"#).count(), 3, "start and two steps");
        assert!(!html.contains("{{"), "every placeholder is filled");
        assert!(!html.contains("http"), "no network");
    }
}
