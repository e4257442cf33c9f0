//! The result CSV: one row per deal, in the column order of
//! `docs/formats.md` (`variant,seed,verdict,moves,nodes,millis`) and
//! then our own columns. Reading is strict (a garbled row is an error that
//! names its line) except for a torn last line, which a crash can leave and
//! which the batch runner drops and redoes.
//!
//! The batch runner writes these files; `stats`, `plot` and `compare` only
//! read them, through this module.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::deal::{DealId, SeedRange};
use crate::error::Error;

/// A deal's verdict, as the `verdict` column spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Verdict {
    /// Won, with a replayed solution.
    Won,
    /// Proven lost by the exact solver, or a game a player lost.
    Lost,
    /// A limit stopped the search (or the game) first.
    Unresolved,
}

impl Verdict {
    /// Every verdict, in the order of tables and cross-tables.
    pub const ALL: [Verdict; 3] = [Verdict::Won, Verdict::Lost, Verdict::Unresolved];

    /// The CSV spelling (and the word commands print).
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Won => "won",
            Verdict::Lost => "lost",
            Verdict::Unresolved => "unresolved",
        }
    }

    /// The word that heads a table column: the name, `unresolved` cut to
    /// `unres`.
    pub fn heading(self) -> &'static str {
        match self {
            Verdict::Unresolved => "unres",
            v => v.name(),
        }
    }

    /// The position in [`Verdict::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Verdict {
    type Err = String;
    fn from_str(s: &str) -> Result<Verdict, String> {
        Verdict::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or_else(|| format!("'{s}' is not a verdict (won, lost, unresolved)"))
    }
}

impl TryFrom<String> for Verdict {
    type Error = String;
    fn try_from(s: String) -> Result<Verdict, String> {
        s.parse()
    }
}

impl From<Verdict> for &'static str {
    fn from(v: Verdict) -> &'static str {
        v.name()
    }
}

/// The `player` column of the exact solver's rows.
pub const EXACT: &str = "exact";

/// The header line, without its newline.
pub const HEADER: &str =
    "variant,seed,verdict,moves,nodes,millis,limit,states,table_kib,rules,search,player,proof";

/// The header before the `proof` column existed: such files read with an
/// empty proof, but no run appends to them.
pub const HEADER_BEFORE_PROOF: &str =
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
    pub verdict: Verdict,
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
    /// How a `lost` of the exact solver was proven (`search`, `search+frozen`,
    /// `frozen`: the solver's proof names);
    /// empty for other rows.
    pub proof: String,
}

impl Row {
    /// Whether the row's deal is a native seed in `seeds` (a PySolFC game
    /// number never is).
    pub fn is_seed_in(&self, seeds: SeedRange) -> bool {
        matches!(self.seed.parse(), Ok(DealId::Seed(seed)) if seeds.contains(seed))
    }

    /// The row as one CSV line, newline included, ready for a single write.
    pub fn to_line(&self) -> String {
        let mut w = csv::WriterBuilder::new()
            .has_headers(false)
            .from_writer(Vec::new());
        w.serialize(self).expect("a row serialises");
        String::from_utf8(w.into_inner().expect("in-memory writer")).expect("utf-8")
    }
}

/// The header before the `table_kib` column existed (the first runs of
/// results/bench/): such files read with a table of 0 KiB (not recorded),
/// as the exact solver's rows with an empty proof.
pub const HEADER_BEFORE_TABLE: &str =
    "variant,seed,verdict,moves,nodes,millis,limit,states,rules,search";

/// What a result file holds.
pub struct ResultFile {
    pub rows: Vec<Row>,
    /// With the 1-based line of each row, for error messages.
    pub lines: Vec<usize>,
    /// Length of the complete part; shorter than the file when its last
    /// line was torn.
    pub complete_len: u64,
    pub torn: bool,
    /// The newest column an older header lacks (`table_kib`, `player` or
    /// `proof`), if any.
    pub older: Option<&'static str>,
}

/// Whether `path` names a gzipped result file (`.gz`).
pub fn is_gzipped(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "gz")
}

/// Why a result file could not be read: each names the file, a bad row
/// its line too.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot read {}: not a whole gzip file ({source})", path.display())]
    Gzip {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{} is not a text file", path.display())]
    NotText { path: PathBuf },
    /// Its first line is not a header this version reads (`header` false:
    /// not even a prefix of one, where a crash tore the header).
    #[error("{} is not a milligan result file{}", path.display(),
        if *header { format!(" (its first line is not '{HEADER}')") } else { String::new() })]
    NotResults { path: PathBuf, header: bool },
    #[error("{} line {line}: {reason}", path.display())]
    Row {
        path: PathBuf,
        line: usize,
        reason: String,
    },
}

/// Reads a result file, plain or gzipped (`.csv.gz`, read as the plain
/// file it holds; concatenated gzip members read as one file). A missing
/// or empty file reads as no rows.
pub fn read(path: &Path) -> Result<ResultFile, FileError> {
    read_up_to(path, usize::MAX)
}

/// A result file's first row (`None` when it has no row): a run is of one
/// variant and played by one player, so this tells a no-peek player's file
/// from the exact solver's without parsing the whole of it.
pub fn first_row(path: &Path) -> Result<Option<Row>, FileError> {
    Ok(read_up_to(path, 1)?.rows.pop())
}

/// [`read`], stopping after `max_rows` rows.
fn read_up_to(path: &Path, max_rows: usize) -> Result<ResultFile, FileError> {
    let path_buf = || path.to_path_buf();
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(source) => {
            return Err(FileError::Read {
                path: path_buf(),
                source,
            });
        }
    };
    let bytes = if is_gzipped(path) && !bytes.is_empty() {
        let mut plain = Vec::new();
        std::io::Read::read_to_end(
            &mut flate2::read::MultiGzDecoder::new(&bytes[..]),
            &mut plain,
        )
        .map_err(|source| FileError::Gzip {
            path: path_buf(),
            source,
        })?;
        plain
    } else {
        bytes
    };
    let complete_len = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let torn = complete_len < bytes.len();
    let text = std::str::from_utf8(&bytes[..complete_len])
        .map_err(|_| FileError::NotText { path: path_buf() })?;
    let (header, body) = text.split_once('\n').unwrap_or((text, ""));
    let mut older = None;
    match header.trim_end_matches('\r') {
        "" if text.is_empty() => {}
        HEADER => {}
        HEADER_BEFORE_PROOF => older = Some("proof"),
        HEADER_BEFORE_PLAYER => older = Some("player"),
        HEADER_BEFORE_TABLE => older = Some("table_kib"),
        _ => {
            return Err(FileError::NotResults {
                path: path_buf(),
                header: true,
            });
        }
    }
    // The CSV reader skips blank lines; a results file has none.
    if let Some(i) = body
        .lines()
        .position(|l| l.trim_end_matches('\r').is_empty())
    {
        return Err(FileError::Row {
            path: path_buf(),
            line: i + 2,
            reason: "empty line".to_string(),
        });
    }
    // One reader for the whole file: building a reader per line spent 83%
    // of `stats` in building the parser. Flexible, so that each record is
    // checked on its own, column by column.
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(body.as_bytes());
    let mut rows = Vec::new();
    let mut lines = Vec::new();
    let mut record = csv::StringRecord::new();
    while rows.len() < max_rows {
        // The header is line 1; the body's lines count from 1 too.
        let line = reader.position().line() as usize + 1;
        let more = reader
            .read_record(&mut record)
            .map_err(|e| FileError::Row {
                path: path_buf(),
                line,
                reason: not_a_row(e),
            })?;
        if !more {
            break;
        }
        let line = record.position().map_or(line, |p| p.line() as usize + 1);
        match older {
            Some("table_kib") => {
                let mut fields: Vec<&str> = record.iter().collect();
                fields.insert(8, "0");
                fields.extend([EXACT, ""]);
                let mut full = csv::StringRecord::from(fields);
                full.set_position(record.position().cloned());
                record = full;
            }
            Some("player") => record.extend([EXACT, ""]),
            Some(_) => record.push_field(""),
            _ => {}
        }
        let row = parse_record(&record).map_err(|reason| FileError::Row {
            path: path_buf(),
            line,
            reason,
        })?;
        rows.push(row);
        lines.push(line);
    }
    // A crash while writing the header leaves a prefix of it.
    if complete_len == 0 && !HEADER.as_bytes().starts_with(&bytes) {
        return Err(FileError::NotResults {
            path: path_buf(),
            header: false,
        });
    }
    Ok(ResultFile {
        rows,
        lines,
        complete_len: complete_len as u64,
        torn,
        older,
    })
}

/// Why a line is not a row, by column name: the CSV reader's own message
/// counts records and lines within the one line it was given ("line 1"),
/// which would stand beside the file's real line number.
fn not_a_row(e: csv::Error) -> String {
    let why = match e.kind() {
        csv::ErrorKind::Deserialize { err, .. } => match err.field() {
            Some(i) => {
                let column = HEADER.split(',').nth(i as usize).unwrap_or("?");
                format!("column {} ({column}): {}", i + 1, err.kind())
            }
            None => err.kind().to_string(),
        },
        _ => e.to_string(),
    };
    format!("not a result row: {why}")
}

/// One CSV record as a row, checked: its seed parses, and its verdict is
/// one of the three with moves exactly when won. An unknown verdict is
/// reported after the other columns, as a pair with the moves like a
/// mismatched one.
fn parse_record(record: &csv::StringRecord) -> Result<Row, String> {
    let mut record = std::borrow::Cow::Borrowed(record);
    const VERDICT: usize = 2;
    let unknown = record
        .get(VERDICT)
        .filter(|v| v.parse::<Verdict>().is_err())
        .map(str::to_string);
    if unknown.is_some() {
        // A stand-in, so that the other columns are checked first.
        let mut fields: Vec<&str> = record.iter().collect();
        fields[VERDICT] = Verdict::Lost.name();
        let mut stand_in = csv::StringRecord::from(fields);
        stand_in.set_position(record.position().cloned());
        record = std::borrow::Cow::Owned(stand_in);
    }
    let row: Row = record.deserialize(None).map_err(not_a_row)?;
    row.seed.parse::<DealId>()?;
    match (unknown, row.verdict, row.moves) {
        (None, Verdict::Won, Some(_))
        | (None, Verdict::Lost, None)
        | (None, Verdict::Unresolved, None) => Ok(row),
        (unknown, verdict, moves) => Err(format!(
            "verdict '{}' with moves {moves:?} is not a valid pair",
            unknown.as_deref().unwrap_or(verdict.name()).escape_debug(),
        )),
    }
}

/// Reads result files for `stats`, `plot` and `compare`, refusing a deal
/// that appears twice or a variant computed under two rule sets or search
/// settings (per player: the exact solver's rows and each no-peek player's
/// rows are kept apart).
pub fn read_all(paths: &[impl AsRef<Path>]) -> Result<Vec<Row>, Error> {
    let mut all: Vec<Row> = Vec::new();
    let mut seen: HashMap<(String, String, String), String> = HashMap::new();
    let mut setup: HashMap<(String, String), (String, String, String)> = HashMap::new();
    for path in paths {
        let path = path.as_ref();
        if !path.exists() {
            return Err(format!("{} does not exist", path.display()).into());
        }
        let file = read(path)?;
        if file.torn {
            return Err(format!(
                "{} ends in a torn row (a run was interrupted); rerun its batch command to finish it",
                path.display()
            ).into());
        }
        for (row, line) in file.rows.into_iter().zip(file.lines) {
            let place = format!("{} line {line}", path.display());
            let who = (row.variant.clone(), row.player.clone());
            if let Some(first) = seen.insert(
                (row.variant.clone(), row.player.clone(), row.seed.clone()),
                place.clone(),
            ) {
                return Err(format!(
                    "{} deal {} ({}) appears twice: {first} and {place}",
                    row.variant, row.seed, row.player
                )
                .into());
            }
            let this = (row.rules.clone(), row.search.clone(), place.clone());
            let known = setup.entry(who).or_insert_with(|| this.clone());
            if (&known.0, &known.1) != (&this.0, &this.1) {
                return Err(format!(
                    "{} rows ({}) mix rule sets or search settings: {} (rules {} search {}) and {place} (rules {} search {})",
                    row.variant, row.player, known.2, known.0, known.1, this.0, this.1
                ).into());
            }
            all.push(row);
        }
    }
    Ok(all)
}

/// Reads runs of the same rules over overlapping deals under different
/// search settings (say the open deals of a run solved again under a
/// larger cap) as one row per deal, for `stats --combine`. Each file is
/// read as [`read_all`] reads it. A deal is won or lost if any run
/// resolved it; its row then is that run's, with the nodes and time of
/// all its runs summed and the largest table. A no-peek player's won game
/// counts as a won deal (its line was replayed as won before its row was
/// written, and a line that wins without sight of the stock wins with it);
/// any other game of a player counts as unresolved, limit `player` (a
/// player's lost game proves nothing). Refused: a variant under two rule
/// sets, a deal won in one run and lost in another (one of them is wrong),
/// and a deal twice under the same search settings (a file or shard read
/// twice).
pub fn read_combined(paths: &[impl AsRef<Path>]) -> Result<Vec<Row>, Error> {
    let mut merged: Vec<Row> = Vec::new();
    // (variant, seed) -> the deal's row in `merged`, the file it is from,
    // and every (search, file) of the deal so far.
    type Runs = Vec<(String, String)>;
    let mut deals: HashMap<(String, String), (usize, String, Runs)> = HashMap::new();
    let mut rule_sets: HashMap<String, (String, String)> = HashMap::new();
    for path in paths {
        let place = path.as_ref().display().to_string();
        for mut row in read_all(&[path])? {
            if row.player != EXACT {
                if row.verdict != Verdict::Won {
                    row.verdict = Verdict::Unresolved;
                    row.limit = "player".into();
                }
                row.player = EXACT.into();
            }
            let (rules, first) = rule_sets
                .entry(row.variant.clone())
                .or_insert_with(|| (row.rules.clone(), place.clone()));
            if *rules != row.rules {
                return Err(format!(
                    "{} rows mix rule sets: {first} (rules {rules}) and {place} (rules {})",
                    row.variant, row.rules
                )
                .into());
            }
            let key = (row.variant.clone(), row.seed.clone());
            let Some((at, from, runs)) = deals.get_mut(&key) else {
                let runs = vec![(row.search.clone(), place.clone())];
                deals.insert(key, (merged.len(), place.clone(), runs));
                merged.push(row);
                continue;
            };
            // Shards of a run share its settings but never a deal.
            if let Some((_, twice)) = runs.iter().find(|(search, _)| *search == row.search) {
                return Err(format!(
                    "{} deal {} appears twice under the same search settings: {twice} and {place} (one run read twice?)",
                    row.variant, row.seed
                )
                .into());
            }
            runs.push((row.search.clone(), place.clone()));
            let kept = &mut merged[*at];
            let (nodes, millis, kib) = (kept.nodes, kept.millis, kept.table_kib);
            match (kept.verdict, row.verdict) {
                (Verdict::Won, Verdict::Lost) | (Verdict::Lost, Verdict::Won) => {
                    return Err(format!(
                        "{} deal {} is {} in {from} and {} in {place}: one of them is wrong",
                        row.variant, row.seed, kept.verdict, row.verdict
                    )
                    .into());
                }
                (Verdict::Unresolved, Verdict::Won | Verdict::Lost) => {
                    *kept = row;
                    *from = place.clone();
                }
                _ => {
                    (kept.nodes, kept.millis, kept.table_kib) =
                        (row.nodes, row.millis, row.table_kib)
                }
            }
            kept.nodes += nodes;
            kept.millis += millis;
            kept.table_kib = kept.table_kib.max(kib);
        }
    }
    Ok(merged)
}

/// Writes `rows` under the header as the file `name` in `dir`, for tests.
#[cfg(test)]
pub(crate) fn write_rows(dir: &crate::scratch::ScratchDir, name: &str, rows: &[Row]) -> PathBuf {
    let path = dir.path().join(name);
    let lines: String = rows.iter().map(Row::to_line).collect();
    std::fs::write(&path, format!("{HEADER}\n{lines}")).unwrap();
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(seed: &str, verdict: Verdict, moves: Option<usize>) -> Row {
        Row {
            variant: "giant".into(),
            seed: seed.into(),
            verdict,
            moves,
            nodes: 12,
            millis: 3,
            limit: String::new(),
            states: 11,
            table_kib: 5,
            rules: "r".into(),
            search: "s".into(),
            player: "exact".into(),
            proof: String::new(),
        }
    }

    #[test]
    fn rows_round_trip_and_a_torn_tail_is_reported() {
        let dir = crate::scratch::ScratchDir::new("results");
        let path = dir.path().join("r.csv");
        let a = row("1", Verdict::Won, Some(40));
        let b = Row {
            proof: "search+frozen".into(),
            ..row("pysol:7", Verdict::Lost, None)
        };
        let text = format!("{HEADER}\n{}{}", a.to_line(), b.to_line());
        assert_eq!(a.to_line(), "giant,1,won,40,12,3,,11,5,r,s,exact,\n");
        assert_eq!(
            b.to_line(),
            "giant,pysol:7,lost,,12,3,,11,5,r,s,exact,search+frozen\n"
        );
        std::fs::write(&path, format!("{text}giant,3,wo")).unwrap();
        let file = read(&path).unwrap();
        assert_eq!(file.rows, vec![a, b]);
        assert!(file.torn);
        assert_eq!(file.complete_len, text.len() as u64);
    }

    #[test]
    fn combined_runs_take_any_verdict_and_sum_the_cost() {
        let dir = crate::scratch::ScratchDir::new("combined");
        let write = |name: &str, rows: &[Row]| write_rows(&dir, name, rows);
        let first = write(
            "first.csv",
            &[
                row("1", Verdict::Won, Some(9)),
                row("2", Verdict::Unresolved, None),
                row("3", Verdict::Unresolved, None),
            ],
        );
        let larger = Row {
            nodes: 100,
            millis: 40,
            table_kib: 2,
            search: "t".into(),
            ..row("2", Verdict::Lost, None)
        };
        let again = write(
            "again.csv",
            &[
                larger.clone(),
                Row {
                    search: "t".into(),
                    ..row("3", Verdict::Unresolved, None)
                },
            ],
        );
        let rows = read_combined(&[&first, &again]).unwrap();
        let verdicts: Vec<_> = rows.iter().map(|r| (r.seed.as_str(), r.verdict)).collect();
        assert_eq!(
            verdicts,
            [
                ("1", Verdict::Won),
                ("2", Verdict::Lost),
                ("3", Verdict::Unresolved)
            ]
        );
        // Deal 2: the resolving run's row, the cost of both, the larger table.
        assert_eq!(
            rows[1],
            Row {
                nodes: 112,
                millis: 43,
                table_kib: 5,
                ..larger
            }
        );
        assert_eq!((rows[2].nodes, rows[2].millis), (24, 6));
        // Unlike read_all, which refuses a deal twice.
        assert!(read_all(&[&first, &again]).is_err());
        // A resolved deal stays so whatever later runs say; their cost counts.
        let later = write(
            "later.csv",
            &[Row {
                search: "u".into(),
                table_kib: 9,
                ..row("1", Verdict::Unresolved, None)
            }],
        );
        let rows = read_combined(&[&first, &again, &later]).unwrap();
        assert_eq!(
            (
                rows[0].verdict,
                rows[0].moves,
                rows[0].nodes,
                rows[0].table_kib
            ),
            (Verdict::Won, Some(9), 24, 9)
        );
        let err = read_combined(&[&first, &again, &first])
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("deal 1 appears twice under the same search settings"),
            "{err}"
        );

        let won = write("won.csv", &[row("2", Verdict::Won, Some(7))]);
        let err = read_combined(&[&again, &won]).unwrap_err().to_string();
        assert!(
            err.contains("deal 2 is lost in") && err.contains("one of them is wrong"),
            "{err}"
        );
        let other_rules = write(
            "other.csv",
            &[Row {
                rules: "q".into(),
                ..row("4", Verdict::Won, Some(3))
            }],
        );
        let err = read_combined(&[&first, &other_rules])
            .unwrap_err()
            .to_string();
        assert!(err.contains("giant rows mix rule sets"), "{err}");
    }

    #[test]
    fn a_players_won_game_is_a_won_deal_and_its_lost_game_proves_nothing() {
        let dir = crate::scratch::ScratchDir::new("combined-player");
        let write = |name: &str, rows: &[Row]| write_rows(&dir, name, rows);
        let played = |seed: &str, verdict: Verdict| Row {
            player: "mc r2".into(),
            search: "p".into(),
            ..row(seed, verdict, (verdict == Verdict::Won).then_some(8))
        };
        let player = write(
            "player.csv",
            &[played("5", Verdict::Lost), played("6", Verdict::Won)],
        );
        let rows = read_combined(&[&player]).unwrap();
        let seen: Vec<_> = rows
            .iter()
            .map(|r| {
                (
                    r.seed.as_str(),
                    r.verdict,
                    r.limit.as_str(),
                    r.player.as_str(),
                )
            })
            .collect();
        assert_eq!(
            seen,
            [
                ("5", Verdict::Unresolved, "player", EXACT),
                ("6", Verdict::Won, "", EXACT)
            ]
        );
        // The solver's loss of a deal the player lost stands; its loss of a
        // deal the player won is refused (one of them is wrong).
        let exact = write("exact.csv", &[row("5", Verdict::Lost, None)]);
        let rows = read_combined(&[&player, &exact]).unwrap();
        assert_eq!(rows[0].verdict, Verdict::Lost);
        let wrong = write("wrong.csv", &[row("6", Verdict::Lost, None)]);
        let err = read_combined(&[&player, &wrong]).unwrap_err().to_string();
        assert!(err.contains("deal 6 is won in"), "{err}");
    }

    #[test]
    fn garbled_rows_name_their_line() {
        let dir = crate::scratch::ScratchDir::new("garbled");
        let path = dir.path().join("g.csv");
        let good = row("1", Verdict::Won, Some(4)).to_line();
        for (bad, needle) in [
            ("giant,2,won,x,1,1,,1,1,r,s,exact,\n", "line 3"),
            ("giant,2,maybe,,1,1,,1,1,r,s,exact,\n", "line 3: verdict"),
            (
                "giant,abc,lost,,1,1,,1,1,r,s,exact,search\n",
                "line 3: 'abc' is not a seed",
            ),
            (
                "giant,2,won,,1,1,,1,1,r,s,exact,\n",
                "line 3: verdict 'won'",
            ),
        ] {
            std::fs::write(&path, format!("{HEADER}\n{good}{bad}")).unwrap();
            let err = read(&path).err().unwrap();
            assert!(matches!(&err, FileError::Row { line: 3, path: p, .. } if *p == path));
            let err = err.to_string();
            assert!(err.contains(needle), "{err}");
        }
        // A file from before the player column reads as the exact solver's,
        // and one from before the proof column with an empty proof.
        let b = row("7", Verdict::Lost, None);
        let line = b.to_line();
        let before_proof = line.trim_end().strip_suffix(',').unwrap();
        std::fs::write(&path, format!("{HEADER_BEFORE_PROOF}\n{before_proof}\n")).unwrap();
        let file = read(&path).unwrap();
        assert_eq!(file.older, Some("proof"));
        assert_eq!(file.rows, vec![b.clone()]);
        let before_player = before_proof.strip_suffix(",exact").unwrap();
        std::fs::write(&path, format!("{HEADER_BEFORE_PLAYER}\n{before_player}\n")).unwrap();
        let file = read(&path).unwrap();
        assert_eq!(file.older, Some("player"));
        assert_eq!(file.rows, vec![b.clone()]);
        let mut fields: Vec<&str> = before_player.split(',').collect();
        assert_eq!(fields.remove(8), b.table_kib.to_string());
        std::fs::write(
            &path,
            format!("{HEADER_BEFORE_TABLE}\n{}\n", fields.join(",")),
        )
        .unwrap();
        let file = read(&path).unwrap();
        assert_eq!(file.older, Some("table_kib"));
        assert_eq!(file.rows, vec![Row { table_kib: 0, ..b }]);
        std::fs::write(&path, "a,b\n1,2\n").unwrap();
        let err = read(&path).err().unwrap();
        assert!(matches!(err, FileError::NotResults { header: true, .. }));
        assert!(err.to_string().contains("not a milligan result file"));
        // A folder where a file should be: the reason is the system's.
        let err = read(dir.path()).err().unwrap();
        let FileError::Read { source, .. } = &err else {
            panic!("{err:?}")
        };
        assert!(err.to_string().ends_with(&source.to_string()), "{err}");
    }
}
