//! The result CSV: one row per deal, in the column order of
//! `../shared/formats.md` (`variant,seed,verdict,moves,nodes,millis`) and
//! then our own columns. Reading is strict (a garbled row is an error that
//! names its line) except for a torn last line, which a crash can leave and
//! which the batch runner drops and redoes.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::deal::DealId;

/// The header line, without its newline.
pub const HEADER: &str =
    "variant,seed,verdict,moves,nodes,millis,limit,states,table_kib,rules,search,player";

/// The header before the `player` column existed: such files read as rows
/// of the exact solver, but no run appends to them.
pub const HEADER_BEFORE_PLAYER: &str =
    "variant,seed,verdict,moves,nodes,millis,limit,states,table_kib,rules,search";

/// One solved deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub variant: String,
    /// The native seed, or `pysol:N`.
    pub seed: String,
    /// `won`, `lost` or `unresolved`.
    pub verdict: String,
    /// Solution length when won.
    pub moves: Option<usize>,
    pub nodes: u64,
    pub millis: u64,
    /// The limit that stopped an unresolved search (`time`, `nodes`,
    /// `memory`), or `moves` for a player's game given up as too long.
    pub limit: String,
    /// Positions in the transposition table at the end.
    pub states: u64,
    /// Peak transposition table size, in KiB.
    pub table_kib: u64,
    /// Fingerprint of the rule set.
    pub rules: String,
    /// Fingerprint of the search settings (limits and heuristics).
    pub search: String,
    /// `exact` for the solver (perfect information), else the no-peek
    /// player's name and parameters.
    pub player: String,
}

impl Row {
    /// The row as one CSV line, newline included, ready for a single write.
    pub fn to_line(&self) -> String {
        let mut w = csv::WriterBuilder::new()
            .has_headers(false)
            .from_writer(Vec::new());
        w.serialize(self).expect("a row serialises");
        String::from_utf8(w.into_inner().expect("in-memory writer")).expect("utf-8")
    }
}

/// What a result file holds.
pub struct ResultFile {
    pub rows: Vec<Row>,
    /// With the 1-based line of each row, for error messages.
    pub lines: Vec<usize>,
    /// Length of the complete part; shorter than the file when its last
    /// line was torn.
    pub complete_len: u64,
    pub torn: bool,
    /// Written with [`HEADER_BEFORE_PLAYER`].
    pub before_player: bool,
}

/// Reads a result file. A missing or empty file reads as no rows.
pub fn read(path: &Path) -> Result<ResultFile, String> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    let complete_len = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let torn = complete_len < bytes.len();
    let text = std::str::from_utf8(&bytes[..complete_len])
        .map_err(|_| format!("{} is not a text file", path.display()))?;
    let mut rows = Vec::new();
    let mut lines = Vec::new();
    let mut it = text.lines().enumerate();
    let mut before_player = false;
    match it.next() {
        None => {}
        Some((_, h)) if h.trim_end_matches('\r') == HEADER => {}
        Some((_, h)) if h.trim_end_matches('\r') == HEADER_BEFORE_PLAYER => before_player = true,
        Some(_) => {
            return Err(format!(
                "{} is not a milligan result file (its first line is not '{HEADER}')",
                path.display()
            ));
        }
    }
    for (i, line) in it {
        let line = if before_player {
            format!("{},exact", line.trim_end_matches('\r'))
        } else {
            line.to_string()
        };
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .from_reader(line.as_bytes());
        let row: Row = reader
            .deserialize()
            .next()
            .ok_or_else(|| format!("{} line {}: empty line", path.display(), i + 1))?
            .map_err(|e| format!("{} line {}: not a result row ({e})", path.display(), i + 1))?;
        check_row(&row).map_err(|e| format!("{} line {}: {e}", path.display(), i + 1))?;
        rows.push(row);
        lines.push(i + 1);
    }
    // A crash while writing the header leaves a prefix of it.
    if complete_len == 0 && !HEADER.as_bytes().starts_with(&bytes) {
        return Err(format!("{} is not a milligan result file", path.display()));
    }
    Ok(ResultFile {
        rows,
        lines,
        complete_len: complete_len as u64,
        torn,
        before_player,
    })
}

fn check_row(row: &Row) -> Result<(), String> {
    row.seed.parse::<DealId>()?;
    match (row.verdict.as_str(), row.moves) {
        ("won", Some(_)) | ("lost", None) | ("unresolved", None) => Ok(()),
        (v, _) => Err(format!(
            "verdict '{}' with moves {:?} is not a valid pair",
            v.escape_debug(),
            row.moves
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(seed: &str, verdict: &str, moves: Option<usize>) -> Row {
        Row {
            variant: "giant".into(),
            seed: seed.into(),
            verdict: verdict.into(),
            moves,
            nodes: 12,
            millis: 3,
            limit: String::new(),
            states: 11,
            table_kib: 5,
            rules: "r".into(),
            search: "s".into(),
            player: "exact".into(),
        }
    }

    #[test]
    fn rows_round_trip_and_a_torn_tail_is_reported() {
        let dir = crate::scratch::ScratchDir::new("results");
        let path = dir.path().join("r.csv");
        let a = row("1", "won", Some(40));
        let b = row("pysol:7", "lost", None);
        let text = format!("{HEADER}\n{}{}", a.to_line(), b.to_line());
        assert_eq!(a.to_line(), "giant,1,won,40,12,3,,11,5,r,s,exact\n");
        std::fs::write(&path, format!("{text}giant,3,wo")).unwrap();
        let file = read(&path).unwrap();
        assert_eq!(file.rows, vec![a, b]);
        assert!(file.torn);
        assert_eq!(file.complete_len, text.len() as u64);
    }

    #[test]
    fn garbled_rows_name_their_line() {
        let dir = crate::scratch::ScratchDir::new("garbled");
        let path = dir.path().join("g.csv");
        let good = row("1", "won", Some(4)).to_line();
        for (bad, needle) in [
            ("giant,2,won,x,1,1,,1,1,r,s,exact\n", "line 3"),
            ("giant,2,maybe,,1,1,,1,1,r,s,exact\n", "line 3: verdict"),
            (
                "giant,abc,lost,,1,1,,1,1,r,s,exact\n",
                "line 3: 'abc' is not a seed",
            ),
            ("giant,2,won,,1,1,,1,1,r,s,exact\n", "line 3: verdict 'won'"),
        ] {
            std::fs::write(&path, format!("{HEADER}\n{good}{bad}")).unwrap();
            let err = read(&path).err().unwrap();
            assert!(err.contains(needle), "{err}");
        }
        // A file from before the player column reads as the exact solver's.
        let b = row("7", "lost", None);
        let line = b.to_line();
        let old_line = line.trim_end().strip_suffix(",exact").unwrap();
        std::fs::write(&path, format!("{HEADER_BEFORE_PLAYER}\n{old_line}\n")).unwrap();
        let file = read(&path).unwrap();
        assert!(file.before_player);
        assert_eq!(file.rows, vec![b]);
        std::fs::write(&path, "a,b\n1,2\n").unwrap();
        assert!(
            read(&path)
                .err()
                .unwrap()
                .contains("not a milligan result file")
        );
    }
}
