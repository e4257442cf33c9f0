//! One row of the initial deal: face up or down, over a range of columns.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A row of the initial deal: one card to each column `first..=last`
/// (0-based), left to right. Written `"up 1-8"` or `"down 2-8"` (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Row {
    pub face_up: bool,
    pub first: usize,
    pub last: usize,
}

impl Row {
    /// How many cards the row deals.
    pub fn width(&self) -> usize {
        self.last + 1 - self.first
    }
}

impl FromStr for Row {
    type Err = String;

    fn from_str(s: &str) -> Result<Row, String> {
        let bad = || format!("layout row '{s}' is not 'up A-B' or 'down A-B' (1-based columns)");
        let mut words = s.split_whitespace();
        let face_up = match words.next() {
            Some("up") => true,
            Some("down") => false,
            _ => return Err(bad()),
        };
        let range = words.next().ok_or_else(bad)?;
        if words.next().is_some() {
            return Err(bad());
        }
        let (a, b) = range.split_once('-').ok_or_else(bad)?;
        let first: usize = a.parse().map_err(|_| bad())?;
        let last: usize = b.parse().map_err(|_| bad())?;
        if first == 0 || last < first {
            return Err(bad());
        }
        Ok(Row {
            face_up,
            first: first - 1,
            last: last - 1,
        })
    }
}

impl TryFrom<String> for Row {
    type Error = String;
    fn try_from(s: String) -> Result<Row, String> {
        s.parse()
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let face = if self.face_up { "up" } else { "down" };
        write!(f, "{face} {}-{}", self.first + 1, self.last + 1)
    }
}

impl From<Row> for String {
    fn from(r: Row) -> String {
        r.to_string()
    }
}
