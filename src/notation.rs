//! Moves and their text notation (`c3>c5*4`, `deal`, `x7H>f`, ...), as in
//! `docs/formats.md` (Move notation). Columns are 0-based here and 1-based in text.

use std::fmt;
use std::str::FromStr;

use crate::card::Card;

/// Where a moved group comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Source {
    Column(usize),
    Reserve,
    /// A free cell, named by the card it holds.
    Cell(Card),
    Waste,
    /// A foundation's top card (take-back), named by that card.
    Foundation(Card),
}

/// Where a moved group goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    Column(usize),
    Foundation,
    Reserve,
    Cell,
}

/// One move of any variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Deal the next row from the stock (Moltke: turn one card onto the waste).
    Deal,
    /// Close the grace period.
    Close,
    /// Move the top `count` cards of `from` onto `to`.
    Transfer {
        from: Source,
        to: Target,
        count: usize,
    },
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Column(c) => write!(f, "c{}", c + 1),
            Source::Reserve => write!(f, "r"),
            Source::Cell(card) => write!(f, "x{card}"),
            Source::Waste => write!(f, "w"),
            Source::Foundation(card) => write!(f, "f{card}"),
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Column(c) => write!(f, "c{}", c + 1),
            Target::Foundation => write!(f, "f"),
            Target::Reserve => write!(f, "r"),
            Target::Cell => write!(f, "x"),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Deal => write!(f, "deal"),
            Move::Close => write!(f, "close"),
            Move::Transfer { from, to, count } => {
                write!(f, "{from}>{to}")?;
                if *count != 1 {
                    write!(f, "*{count}")?;
                }
                Ok(())
            }
        }
    }
}

fn parse_column(s: &str) -> Option<usize> {
    let n: usize = s.strip_prefix(['c', 'C'])?.parse().ok()?;
    (1..=64).contains(&n).then(|| n - 1)
}

impl FromStr for Source {
    type Err = ();
    fn from_str(s: &str) -> Result<Source, ()> {
        if let Some(c) = parse_column(s) {
            return Ok(Source::Column(c));
        }
        match s {
            "r" | "R" => return Ok(Source::Reserve),
            "w" | "W" => return Ok(Source::Waste),
            _ => {}
        }
        let (kind, card) = s.split_at_checked(1).ok_or(())?;
        let card: Card = card.parse().map_err(|_| ())?;
        match kind {
            "x" | "X" => Ok(Source::Cell(card)),
            "f" | "F" => Ok(Source::Foundation(card)),
            _ => Err(()),
        }
    }
}

impl FromStr for Target {
    type Err = ();
    fn from_str(s: &str) -> Result<Target, ()> {
        if let Some(c) = parse_column(s) {
            return Ok(Target::Column(c));
        }
        match s {
            "f" | "F" => Ok(Target::Foundation),
            "r" | "R" => Ok(Target::Reserve),
            "x" | "X" => Ok(Target::Cell),
            _ => Err(()),
        }
    }
}

impl FromStr for Move {
    type Err = String;
    fn from_str(s: &str) -> Result<Move, String> {
        // The input is echoed escaped, so that the message stays one line
        // whatever the input holds.
        let bad = || {
            format!(
                "'{}' is not a move (e.g. deal, close, c3>c5, c3>c5*4, c3>f, r>c6, x7H>f, w>c4, f7H>c3)",
                s.escape_debug()
            )
        };
        match s.to_ascii_lowercase().as_str() {
            "deal" => return Ok(Move::Deal),
            "close" => return Ok(Move::Close),
            _ => {}
        }
        let (from, rest) = s.split_once('>').ok_or_else(bad)?;
        let (to, count) = match rest.split_once('*') {
            Some((to, n)) => (
                to,
                n.parse::<usize>()
                    .ok()
                    .filter(|&n| (1..=200).contains(&n))
                    .ok_or_else(bad)?,
            ),
            None => (rest, 1),
        };
        Ok(Move::Transfer {
            from: from.parse().map_err(|_| bad())?,
            to: to.parse().map_err(|_| bad())?,
            count,
        })
    }
}

/// Parses moves separated by white space or newlines, `#` starting a comment.
/// Each move comes with the 1-based number of the line it stands on (counted
/// from `first_line`), so errors can name it.
pub fn parse_moves(text: &str, first_line: usize) -> Result<Vec<(usize, Move)>, String> {
    let mut moves = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = first_line + i;
        let content = line.split('#').next().unwrap_or("");
        for word in content.split_whitespace() {
            let mv = word.parse().map_err(|e| format!("line {line_no}: {e}"))?;
            moves.push((line_no, mv));
        }
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_of_the_notation_round_trips() {
        for text in [
            "deal", "close", "c3>c5", "c3>c5*4", "c3>f", "c3>r*2", "r>c6", "r>c6*3", "r>f", "c3>x",
            "x7H>c6", "x7H>f", "w>c4", "w>f", "f7H>c3", "f7H>x", "c10>c1",
        ] {
            let mv: Move = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
        assert_eq!(
            "c3>c5*4".parse::<Move>(),
            Ok(Move::Transfer {
                from: Source::Column(2),
                to: Target::Column(4),
                count: 4
            })
        );
    }

    #[test]
    fn garbage_is_refused() {
        for text in [
            "",
            "c0>c1",
            "c3>",
            ">c3",
            "c3>c5*0",
            "c3>c5*x",
            "x7>f",
            "q>f",
            "c3>w",
            "c3>c5*4*2",
            "dealx",
        ] {
            assert!(text.parse::<Move>().is_err(), "{text} parsed");
        }
    }

    #[test]
    fn errors_are_one_line_whatever_the_input() {
        // Regression: the input was echoed raw, so a newline in it split the
        // message (found by tests/properties.rs).
        for text in ["deal\n", "c1>\nc2", "variant\nx", "c1>c2\r"] {
            let err = text.parse::<Move>().unwrap_err();
            assert!(!err.contains(['\n', '\r']), "{err:?}");
        }
        let err = "c1>q".parse::<Move>().unwrap_err();
        assert!(err.starts_with("'c1>q' is not a move"), "{err}");
    }

    #[test]
    fn move_lists_carry_line_numbers_and_skip_comments() {
        let moves = parse_moves("deal c1>f # home\n\n# only a comment\nr>c2\n", 10).unwrap();
        assert_eq!(moves.iter().map(|m| m.0).collect::<Vec<_>>(), [10, 10, 13]);
        let err = parse_moves("deal\nc1>q\n", 1).unwrap_err();
        assert!(err.starts_with("line 2:"), "{err}");
    }
}
