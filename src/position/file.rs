//! The position file (`.deal`) of `docs/formats.md`: reading with errors
//! that name the line, and writing. A solution file is a position file
//! followed by `moves:` and the moves; the moves are handed back unparsed.

use std::collections::HashMap;
use std::fmt::Write as _;

use super::{GraceState, Position, Slot, words};
use crate::card::{Card, Suit};
use crate::notation::Move;
use crate::rules::{self, Rules};

/// What a position or solution file holds.
#[derive(Clone, Debug)]
pub struct PositionFile {
    /// The `variant` line as written (an id or a rule file path).
    pub variant: String,
    pub rules: Rules,
    pub position: Position,
    pub source: Option<String>,
    /// The text after a `moves:` line, and the line number it starts on.
    pub moves: Option<(usize, String)>,
}

/// Counts cards as lines are read, so a duplicate is reported at its line.
struct Tally<'a> {
    rules: &'a Rules,
    seen: HashMap<Card, u8>,
}

impl Tally<'_> {
    fn add(&mut self, card: Card) -> Result<(), String> {
        let in_deck = self.rules.suits.contains(&card.suit) && card.rank <= self.rules.ranks;
        if !in_deck {
            return Err(format!("{card} is not in the deck of {}", self.rules.id));
        }
        let n = self.seen.entry(card).or_default();
        *n += 1;
        if *n > self.rules.decks {
            return Err(format!(
                "{card} appears {} times, but the deck has {}",
                *n, self.rules.decks
            ));
        }
        Ok(())
    }
}

/// Why a position file could not be read: one line for the user, with the
/// line of the file it is about where there is one (a missing column or a
/// short deck is about the whole file).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{reason}", line.map(|n| format!("line {n}: ")).unwrap_or_default())]
pub struct ParseError {
    pub line: Option<usize>,
    pub reason: String,
}

impl ParseError {
    fn at(line: usize) -> impl FnOnce(String) -> ParseError {
        move |reason| ParseError {
            line: Some(line),
            reason,
        }
    }

    fn whole(reason: String) -> ParseError {
        ParseError { line: None, reason }
    }
}

/// Reads a position (or solution) file.
pub fn parse_position(text: &str) -> Result<PositionFile, ParseError> {
    read_position(text).map_err(|e| ParseError {
        reason: one_line(e.reason),
        ..e
    })
}

/// Escapes line breaks and other control characters, so that an error which
/// echoes text of the file (a word, a key, a variant name) stays one line.
fn one_line(message: String) -> String {
    let breaks = |c: char| (c.is_control() && c != '\t') || matches!(c, '\u{2028}' | '\u{2029}');
    if !message.contains(breaks) {
        return message;
    }
    message
        .chars()
        .map(|c| {
            if breaks(c) {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

fn read_position(text: &str) -> Result<PositionFile, ParseError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let (variant, rules) = read_variant(&mut lines)?;
    let mut body = Body::new(&rules);
    let mut moves = None;
    while let Some((n, raw)) = lines.next() {
        if raw.trim() == "moves:" {
            let rest: Vec<&str> = lines.by_ref().map(|(_, l)| l).collect();
            moves = Some((n + 1, rest.join("\n")));
            break;
        }
        body.line(raw).map_err(ParseError::at(n))?;
    }
    let (position, source) = body.finish().map_err(ParseError::whole)?;
    Ok(PositionFile {
        variant,
        rules,
        position,
        source,
        moves,
    })
}

/// The first line that is not blank or a comment: `variant ID`.
fn read_variant<'t>(
    lines: &mut impl Iterator<Item = (usize, &'t str)>,
) -> Result<(String, Rules), ParseError> {
    loop {
        let Some((n, line)) = lines.next() else {
            return Err(ParseError::whole(
                "empty position file: the first line must be 'variant ID'".into(),
            ));
        };
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let Some(name) = keyword(line, "variant").filter(|s| !s.is_empty()) else {
            return Err(ParseError::at(n)(
                "the first line must be 'variant ID'".into(),
            ));
        };
        let rules = rules::resolve(name).map_err(|e| ParseError::at(n)(e.to_string()))?;
        return Ok((name.to_string(), rules));
    }
}

/// The lines between `variant` and `moves:`, read into a position.
struct Body<'r, 't> {
    rules: &'r Rules,
    tally: Tally<'r>,
    columns: Vec<Option<Vec<Slot>>>,
    pos: Position,
    source: Option<String>,
    /// The `key:` items given so far (each may be given once).
    seen_keys: Vec<&'t str>,
}

impl<'r, 't> Body<'r, 't> {
    fn new(rules: &'r Rules) -> Self {
        Body {
            rules,
            tally: Tally {
                rules,
                seen: HashMap::new(),
            },
            columns: vec![None; rules.columns as usize],
            pos: Position::empty(rules),
            source: None,
            seen_keys: Vec::new(),
        }
    }

    /// One line `n`: blank, a comment, `source ...`, `col N:` or an item.
    fn line(&mut self, raw: &'t str) -> Result<(), String> {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            return Ok(());
        }
        if let Some(text) = keyword(line, "source") {
            self.source = Some(text.to_string());
            return Ok(());
        }
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| "expected 'col N:', 'stock:', 'foundations:', 'reserve:', 'cells:', 'waste:', 'grace:' or 'moves:'".to_string())?;
        let words: Vec<&str> = value.split_whitespace().collect();
        match key.strip_prefix("col") {
            Some(number) => self.column(key, number, words),
            None => self.item(key, words),
        }
    }

    /// `col N: cards`, face-down cards in brackets.
    fn column(&mut self, key: &str, number: &str, words: Vec<&str>) -> Result<(), String> {
        let ncols = self.columns.len();
        let c: usize = number
            .trim()
            .parse()
            .map_err(|_| format!("'{key}' is not 'col N'"))?;
        if c == 0 || c > ncols {
            return Err(format!(
                "column {c} does not exist in {} ({ncols} columns)",
                self.rules.id
            ));
        }
        if self.columns[c - 1].is_some() {
            return Err(format!("column {c} is given twice"));
        }
        let mut column = Vec::new();
        for w in words {
            let (face_up, name) = match w.strip_prefix('[').and_then(|w| w.strip_suffix(']')) {
                Some(inner) => (false, inner),
                None => (true, w),
            };
            let card = name.parse::<Card>()?;
            self.tally.add(card)?;
            column.push(Slot { card, face_up });
        }
        self.columns[c - 1] = Some(column);
        Ok(())
    }

    /// `stock:`, `reserve:`, `waste:`, `cells:`, `foundations:` or `grace:`.
    fn item(&mut self, key: &'t str, words: Vec<&str>) -> Result<(), String> {
        if self.seen_keys.contains(&key) {
            return Err(format!("'{key}:' is given twice"));
        }
        let pos = &mut self.pos;
        match key {
            "stock" | "reserve" | "waste" => {
                let mut cards = Vec::new();
                for w in words {
                    let card = w.parse::<Card>()?;
                    self.tally.add(card)?;
                    cards.push(card);
                }
                match key {
                    "stock" => pos.stock = cards,
                    "reserve" => pos.reserve = cards,
                    _ => pos.waste = cards,
                }
            }
            "cells" => {
                for w in words.into_iter().filter(|&w| w != "-") {
                    let card = w.parse::<Card>()?;
                    self.tally.add(card)?;
                    pos.cells.push(card);
                }
                pos.cells.sort();
            }
            "foundations" => parse_foundations(&words, &mut self.tally, pos)?,
            "grace" => pos.grace = Some(parse_grace(&words, self.columns.len())?),
            _ => return Err(format!("unknown item '{key}:'")),
        }
        self.seen_keys.push(key);
        Ok(())
    }

    /// The position, once every column is given and the cards make the
    /// whole deck; and the `source` line.
    fn finish(self) -> Result<(Position, Option<String>), String> {
        let (rules, mut pos) = (self.rules, self.pos);
        for (c, column) in self.columns.into_iter().enumerate() {
            pos.columns[c] = column.ok_or_else(|| {
                format!(
                    "column {} is missing (every column needs a 'col {}:' line)",
                    c + 1,
                    c + 1
                )
            })?;
        }
        let listed: usize = self.tally.seen.values().map(|&n| n as usize).sum();
        if listed != rules.deck_size() {
            let missing: Vec<String> = rules
                .deck()
                .into_iter()
                .filter(|c| self.tally.seen.get(c).is_none_or(|n| *n < rules.decks))
                .map(|c| c.to_string())
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .take(8)
                .collect();
            return Err(format!(
                "the file holds {listed} cards, but {} has {} (missing: {})",
                rules.id,
                rules.deck_size(),
                missing.join(" ")
            ));
        }
        pos.validate(rules)?;
        Ok((pos, self.source))
    }
}

/// The rest of `line` after the word `word` (trimmed), if it starts with
/// that whole word: `variant gypsy` gives `gypsy`, `variantgypsy` nothing.
fn keyword<'a>(line: &'a str, word: &str) -> Option<&'a str> {
    let rest = line.strip_prefix(word)?;
    (rest.is_empty() || rest.starts_with(char::is_whitespace)).then(|| rest.trim())
}

fn parse_foundations(words: &[&str], tally: &mut Tally, pos: &mut Position) -> Result<(), String> {
    let rules = tally.rules;
    if words.len() != rules.foundation_count() {
        return Err(format!(
            "{} foundations listed, {} has {}",
            words.len(),
            rules.id,
            rules.foundation_count()
        ));
    }
    let mut heights: [Vec<u8>; 4] = Default::default();
    for w in words.iter().filter(|&&w| w != "0") {
        let top = w.parse::<Card>()?;
        for rank in 1..=top.rank {
            tally.add(Card::new(rank, top.suit))?;
        }
        heights[top.suit.index()].push(top.rank);
    }
    for suit in Suit::ALL {
        let h = &mut heights[suit.index()];
        let want = pos.foundations[suit.index()].len();
        if h.len() > want {
            return Err(format!(
                "more {} foundations than the deck allows",
                suit.letter()
            ));
        }
        h.resize(want, 0);
        h.sort_unstable_by(|a, b| b.cmp(a));
    }
    pos.foundations = heights;
    Ok(())
}

fn parse_grace(words: &[&str], ncols: usize) -> Result<GraceState, String> {
    let bad = || format!("expected 'grace: gap N marks M1 .. M{ncols}'");
    let [gap_word, gap, marks_word, marks @ ..] = words else {
        return Err(bad());
    };
    if *gap_word != "gap" || *marks_word != "marks" || marks.len() != ncols {
        return Err(bad());
    }
    let gap: usize = gap
        .parse()
        .ok()
        .filter(|g| (1..=ncols).contains(g))
        .ok_or_else(bad)?;
    let marks = marks
        .iter()
        .map(|m| m.parse().map_err(|_| bad()))
        .collect::<Result<_, _>>()?;
    Ok(GraceState {
        gap: gap - 1,
        marks,
    })
}

/// Writes a solution file: the position file, `moves:`, then one move a
/// line (what `solve --out` and `play --games` write, `verify` reads).
pub fn write_solution(
    variant: &str,
    rules: &Rules,
    pos: &Position,
    source: Option<&str>,
    moves: &[Move],
) -> String {
    let mut s = write_position(variant, rules, pos, source);
    s.push_str("moves:\n");
    for mv in moves {
        let _ = writeln!(s, "{mv}");
    }
    s
}

/// Writes a position file that [`parse_position`] reads back to the same
/// position. Optional lines appear only when they hold something.
pub fn write_position(
    variant: &str,
    rules: &Rules,
    pos: &Position,
    source: Option<&str>,
) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "variant {variant}");
    if let Some(src) = source {
        let _ = writeln!(s, "source {src}");
    }
    for (c, column) in pos.columns.iter().enumerate() {
        let _ = writeln!(s, "col {}: {}", c + 1, words(column));
    }
    let _ = writeln!(s, "stock: {}", words(&pos.stock));
    if pos.foundation_cards() > 0 {
        let tops = pos
            .foundation_tops()
            .into_iter()
            .map(|t| t.map_or("0".to_string(), |c| c.to_string()));
        let _ = writeln!(s, "foundations: {}", words(tops));
    }
    if !pos.reserve.is_empty() {
        let _ = writeln!(s, "reserve: {}", words(&pos.reserve));
    }
    if !pos.cells.is_empty() {
        let empty = (rules.cells as usize).saturating_sub(pos.cells.len());
        let cells = pos
            .cells
            .iter()
            .map(Card::to_string)
            .chain(std::iter::repeat_n("-".to_string(), empty));
        let _ = writeln!(s, "cells: {}", words(cells));
    }
    if !pos.waste.is_empty() {
        let _ = writeln!(s, "waste: {}", words(&pos.waste));
    }
    if let Some(g) = &pos.grace {
        let _ = writeln!(s, "grace: gap {} marks {}", g.gap + 1, words(&g.marks));
    }
    s.lines().map(str::trim_end).collect::<Vec<_>>().join("\n") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression: a lone carriage return (or another line break that
    /// `str::lines` does not split on) inside a key or a variant name was
    /// echoed raw, breaking the one-line error (found by tests/properties.rs).
    #[test]
    fn errors_stay_one_line_when_the_file_holds_odd_line_breaks() {
        for text in [
            "variant miss-milligan\nfoo\rbar: AS\n",
            "variant a\rb\n",
            "variant a\u{b}b\n",
            "variant a\u{85}b\n",
            "variant a\u{2028}b\n",
            "variant miss-milligan\ncol 1: A\u{c}S\n",
        ] {
            let err = parse_position(text).unwrap_err().to_string();
            assert!(
                !err.contains(|c: char| c.is_control() || c == '\u{2028}'),
                "{err:?}"
            );
            assert!(err.starts_with("line "), "{err}");
        }
        let err = parse_position("variantfoo\rbar:\n").unwrap_err();
        assert_eq!(err.line, Some(1));
        assert_eq!(
            err.to_string(),
            "line 1: the first line must be 'variant ID'"
        );
        let err = parse_position("variant miss-milligan\nfoo\rbar: AS\n").unwrap_err();
        assert_eq!(err.line, Some(2));
        assert_eq!(err.to_string(), "line 2: unknown item 'foo\\rbar:'");
    }

    /// An error about one line names it; one about the whole file (a
    /// column never given) names none.
    #[test]
    fn errors_name_their_line_where_they_have_one() {
        let rules = crate::rules::resolve("single-deck-milligan").unwrap();
        let pos = crate::deal::DealId::Seed(3).position(&rules).unwrap();
        let text = write_position("single-deck-milligan", &rules, &pos, None);
        let missing: String =
            text.lines()
                .filter(|l| !l.starts_with("col 2:"))
                .fold(String::new(), |mut s, l| {
                    s.push_str(l);
                    s.push('\n');
                    s
                });
        let err = parse_position(&missing).unwrap_err();
        assert_eq!(err.line, None, "{err}");
        assert!(err.reason.starts_with("column 2 is missing"), "{err}");
        let bad = text.replacen("col 2:", "col 2: ZZ", 1);
        let line = 1 + text.lines().position(|l| l.starts_with("col 2:")).unwrap();
        let err = parse_position(&bad).unwrap_err();
        assert_eq!(err.line, Some(line), "{err}");
    }

    /// `variant` and `source` are whole words: `variantgypsy` is no variant
    /// line, and `sources: x` is no source line.
    #[test]
    fn keywords_are_whole_words() {
        assert!(
            parse_position("variantgypsy\n")
                .unwrap_err()
                .to_string()
                .contains("'variant ID'")
        );
        let rules = crate::rules::resolve("single-deck-milligan").unwrap();
        let pos = crate::deal::DealId::Seed(3).position(&rules).unwrap();
        let text = write_position("single-deck-milligan", &rules, &pos, Some("seed 3"));
        assert_eq!(
            parse_position(&text).unwrap().source.as_deref(),
            Some("seed 3")
        );
        let bad = text.replace("source seed 3", "sources: seed 3");
        assert_eq!(
            parse_position(&bad).unwrap_err().to_string(),
            "line 2: unknown item 'sources:'"
        );
        let bare = text.replace("source seed 3", "source");
        assert_eq!(parse_position(&bare).unwrap().source.as_deref(), Some(""));
        assert_eq!(
            parse_position(&text.replace("variant ", "variant\t"))
                .unwrap()
                .position,
            pos
        );
    }
}
