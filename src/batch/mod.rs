//! The batch runner: solves a range of seeded deals on all cores and appends
//! one CSV row per deal as it finishes. Rerunning with the same output file
//! skips the deals already there and redoes a torn last row, so a crash or
//! Ctrl-C loses no finished work and repeats none.

use std::collections::HashSet;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::Ordering;

use rayon::prelude::*;

use crate::deal::pysol::GameNumber;
use crate::deal::{DealId, SeedRange};
use crate::error::Error;
use crate::fingerprint::{Fnv, fnv1a};
use crate::notation::Move;
use crate::player::{Player, PlayerSpec};
use crate::position::{Position, write_solution};
use crate::results::{self, EXACT, HEADER, Row, Verdict};
use crate::rules::Rules;
use crate::solver::{self, Config, Limit, Solver};
use crate::via;

/// Which deals the numbers of a seed range name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealKind {
    /// Native seeds.
    Native,
    /// PySolFC game numbers.
    Pysol,
}

/// Shard `index` (1-based) of `count`: every `count`-th seed of the range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: u64,
    pub count: u64,
}

impl Shard {
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    pub fn contains(&self, range: &SeedRange, seed: u64) -> bool {
        (seed - range.first) % self.count == self.index - 1
    }
}

impl FromStr for Shard {
    type Err = String;
    fn from_str(s: &str) -> Result<Shard, String> {
        let bad = || format!("shard '{}' is not I/N with 1 <= I <= N", s.escape_debug());
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let (index, count): (u64, u64) = (
            i.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

/// A batch run.
pub struct Job {
    pub rules: Rules,
    pub deals: DealKind,
    pub seeds: SeedRange,
    pub shard: Shard,
    /// Only these deals of the range (see [`open_deals`]).
    pub only: Option<OpenDeals>,
    /// The exact solver's settings; with a player, its solver's settings.
    pub config: Config,
    /// A no-peek player plays the deals instead of the exact solver.
    pub player: Option<PlayerSpec>,
    /// The exact solver plays each deal under these stricter rules, and
    /// every win is replayed under `rules` before its row says won (see
    /// [`VIA_LOST`]).
    pub via: Option<Rules>,
    pub threads: usize,
    pub out: PathBuf,
    /// Solution files `DEAL.sol` here, for `view`, `verify` and
    /// `transfer`: a player's every game (won or not: the position and each
    /// move played), the exact solver's wins (the line replayed as won).
    pub games: Option<PathBuf>,
}

/// A solver verdict as a result file's `verdict` column. Here, not in
/// `results`, so that the result files' schema (and stats, plot and
/// compare, which only read it) does not depend on the solver.
impl From<&solver::Verdict> for Verdict {
    fn from(v: &solver::Verdict) -> Verdict {
        match v {
            solver::Verdict::Won(_) => Verdict::Won,
            solver::Verdict::Lost(_) => Verdict::Lost,
            solver::Verdict::Unresolved(_) => Verdict::Unresolved,
        }
    }
}

/// The `limit` of a row whose deal the solver proved lost under `--via`'s
/// stricter rules: that proves nothing under the run's own rules, so the
/// row is unresolved.
pub const VIA_LOST: &str = "via-lost";

/// The `limit` of a row whose deal broke the solver or player: a panic or
/// an [`Error::Internal`] (a win that does not replay, say). The deal is
/// recorded as unresolved so that the other deals go on, and the run then
/// ends with an internal error naming it: a bug is never hidden.
pub const ERROR_LIMIT: &str = "error";

/// One deal's work, with a panic or an internal error turned into
/// `Err(why)` for an [`ERROR_LIMIT`] row; other errors (the user's: a
/// full disk, a bad deal) pass as they are.
fn guarded<T>(work: impl FnOnce() -> Result<T, Error>) -> Result<Result<T, String>, Error> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(work)) {
        Ok(Ok(done)) => Ok(Ok(done)),
        Ok(Err(Error::Internal(why))) => Ok(Err(why)),
        Ok(Err(e)) => Err(e),
        Err(panic) => {
            let why = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".to_string());
            Ok(Err(format!("panicked: {why}")))
        }
    }
}

/// What each worker thread holds between deals (the solver boxed: its
/// tables' handles are several times a player's size).
enum Worker<'a> {
    Exact(Box<Solver<'a>>),
    Play(Player<'a>),
}

/// The columns every row of a run shares.
struct Stamp {
    rules: String,
    search: String,
    /// The search settings in words, for the sidecar.
    search_text: String,
    player: String,
}

/// How a run ended.
#[derive(Debug, Default)]
pub struct Summary {
    /// Rows the file held before this run.
    pub resumed: usize,
    /// Rows this run wrote.
    pub written: usize,
    /// Deals this run had to do.
    pub todo: usize,
    pub interrupted: bool,
}

/// A one-line account of the search settings (and player), and its
/// fingerprint: rows computed under different settings never mix in one file.
pub fn search_fingerprint(config: &Config, player: Option<&PlayerSpec>) -> (String, String) {
    let mut text = config.describe();
    match player.map(|p| (p.kind, p.label())) {
        // The greedy player never calls the solver: its settings are moot.
        Some((crate::player::PlayerKind::Greedy, label)) => text = format!("player={label}"),
        Some((_, label)) => text = format!("player={label} {text}"),
        None => {}
    }
    let print = fnv1a(&text, Fnv::Bits32);
    (text, print)
}

/// The sidecar of a result file `OUT`: `OUT.rules.toml`, the rules and
/// settings its rows were made under, in full.
pub fn sidecar_of(out: &Path) -> PathBuf {
    let mut name = out.as_os_str().to_owned();
    name.push(".rules.toml");
    PathBuf::from(name)
}

/// Writes `text` to `path` whole or not at all: to `PATH.part` beside it,
/// then renamed into place.
pub fn write_whole(path: &Path, text: &str) -> std::io::Result<()> {
    let mut part = path.as_os_str().to_owned();
    part.push(".part");
    std::fs::write(&part, text).and_then(|()| std::fs::rename(&part, path))
}

/// The deals a run is limited to, and the files that chose them (the
/// sidecar names them, so that the run can be repeated).
#[derive(Clone, Debug)]
pub struct OpenDeals {
    /// Named as rows name them.
    pub deals: HashSet<String>,
    pub files: Vec<PathBuf>,
    /// How the files chose them, for the sidecar and messages: the deals
    /// that result files left open (`--open-in`), that a list names
    /// (`--deals-in`), or both.
    pub chosen: &'static str,
}

impl OpenDeals {
    /// The deals both choose.
    pub fn and(self, other: OpenDeals) -> OpenDeals {
        OpenDeals {
            deals: self.deals.intersection(&other.deals).cloned().collect(),
            files: self.files.into_iter().chain(other.files).collect(),
            chosen: "that the --open-in files left open and the --deals-in list names",
        }
    }
}

/// The deals a list file names (`--deals-in`): deal numbers as rows name
/// them (`42`, `pysol:7`), separated by spaces or lines, `#` comments
/// allowed; or what `milligan stats --list` prints, a variant and a deal a
/// line (the variant is not checked: a list may come from another
/// variant's runs).
pub fn listed_deals(path: &Path) -> Result<OpenDeals, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read the deal list {}: {e}", path.display()))?;
    let mut deals = HashSet::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default();
        let words: Vec<&str> = line.split_whitespace().collect();
        let listed = match words[..] {
            [variant, _] if variant.parse::<DealId>().is_err() => &words[1..],
            _ => &words[..],
        };
        for &word in listed {
            let deal: DealId = word
                .parse()
                .map_err(|e| format!("{} line {}: {e}", path.display(), n + 1))?;
            deals.insert(deal.to_string());
        }
    }
    if deals.is_empty() {
        return Err(format!("the deal list {} names no deal", path.display()).into());
    }
    Ok(OpenDeals {
        deals,
        files: vec![path.to_path_buf()],
        chosen: "that this list names (--deals-in)",
    })
}

/// The deals that the rows in `files` hold under `rules` and none of them
/// won or lost: the open deals of earlier runs, to be solved again (say
/// under a larger cap). The files are read as [`results::read_combined`]
/// reads them (so a torn file or a deal won in one and lost in another is
/// refused, and a deal a no-peek player lost is open); a missing file
/// or a row of other rules is an error too: a typo must not rerun
/// nothing, nor mix rule sets.
pub fn open_deals(rules: &Rules, files: &[impl AsRef<Path>]) -> Result<OpenDeals, Error> {
    if let Some(missing) = files.iter().find(|f| !f.as_ref().is_file()) {
        return Err(format!("no result file {}", missing.as_ref().display()).into());
    }
    let rows = results::read_combined(files)?;
    let fingerprint = rules.fingerprint();
    if let Some(other) = rows.iter().find(|r| r.rules != fingerprint) {
        return Err(format!(
            "the --open-in files hold {} rows of rules {}, not this run's {} rules {fingerprint}",
            other.variant, other.rules, rules.id
        )
        .into());
    }
    Ok(OpenDeals {
        deals: rows
            .into_iter()
            .filter(|r| r.verdict == Verdict::Unresolved)
            .map(|r| r.seed)
            .collect(),
        files: files.iter().map(|f| f.as_ref().to_path_buf()).collect(),
        chosen: "that these files left open (--open-in)",
    })
}

impl Job {
    fn deal(&self, n: u64) -> DealId {
        match self.deals {
            DealKind::Native => DealId::Seed(n),
            DealKind::Pysol => DealId::Pysol(GameNumber::Plain(n as u128)),
        }
    }

    /// The sidecar file that records the rules and settings in full.
    pub fn sidecar(&self) -> PathBuf {
        sidecar_of(&self.out)
    }

    /// Runs the job. `on_start` learns how many deals are left to do and
    /// `on_row` sees every row written (for progress). The config's
    /// `cancel` flag stops the run between deals (deals in flight are
    /// dropped, never written as unresolved); the run also raises it to
    /// stop the other workers when a deal fails.
    pub fn run(
        &self,
        on_start: impl FnOnce(usize),
        on_row: impl Fn(&Row) + Sync,
    ) -> Result<Summary, Error> {
        self.check_deals()?;
        if results::is_gzipped(&self.out) {
            return Err(format!(
                "{}: batch appends rows to a plain CSV file; write a .csv and gzip it once the run is done",
                self.out.display()
            )
            .into());
        }
        self.check_only()?;
        self.check_via()?;
        let stamp = self.stamp();
        // Locked before it is read, so that no other run appends meanwhile.
        let mut file = self.open_output()?;
        let existing = results::read(&self.out)?;
        self.check_resumable(&existing, &stamp)?;
        let todo = self.todo(&existing)?;
        if existing.torn {
            file.set_len(existing.complete_len)
                .map_err(|e| self.write_error(e))?;
        }
        on_start(todo.len());
        if existing.complete_len == 0 {
            self.start_output(&mut file, &stamp)?;
        } else if !todo.is_empty() {
            self.note_resumed(existing.rows.len())?;
        }
        let written = self.work_all(&todo, file, &stamp, on_row)?;
        Ok(Summary {
            resumed: existing.rows.len(),
            written,
            todo: todo.len(),
            interrupted: written < todo.len(),
        })
    }

    /// PySolFC game numbers start at 1 and need a full deck.
    fn check_deals(&self) -> Result<(), Error> {
        if self.deals == DealKind::Pysol {
            if self.seeds.first == 0 {
                return Err("PySolFC game numbers start at 1".into());
            }
            if !self.rules.is_full_deck() {
                return Err(format!(
                    "PySolFC deals need full decks, and {} has a reduced deck",
                    self.rules.id
                )
                .into());
            }
        }
        Ok(())
    }

    /// `--via`'s rules must be other rules that the range's deals are
    /// positions of (dealing depends on the deck and layout alone, so the
    /// first deal stands for all). Soundness does not rest on this: every
    /// win is replayed under the run's rules.
    fn check_via(&self) -> Result<(), Error> {
        let Some(via) = &self.via else {
            return Ok(());
        };
        let first = self.deal(self.seeds.first).position(&self.rules)?;
        via::check(&self.rules, via, &first)
    }

    /// `only` must name some deal of the range (under the run's deal
    /// kind): else the files or the range are not what was meant.
    fn check_only(&self) -> Result<(), Error> {
        let Some(OpenDeals {
            deals: only,
            chosen,
            ..
        }) = &self.only
        else {
            return Ok(());
        };
        if !self
            .seeds
            .iter()
            .any(|s| only.contains(&self.deal(s).to_string()))
        {
            return Err(format!(
                "none of the {} deal(s) {chosen} is a deal of {} {}..{}",
                only.len(),
                match self.deals {
                    DealKind::Native => "native seeds",
                    DealKind::Pysol => "PySolFC game numbers",
                },
                self.seeds.first,
                self.seeds.last
            )
            .into());
        }
        Ok(())
    }

    /// The columns this run's rows share.
    fn stamp(&self) -> Stamp {
        let (mut search_text, mut search) = search_fingerprint(&self.config, self.player.as_ref());
        if let Some(via) = &self.via {
            search_text = format!("{search_text} via={}:{}", via.id, via.fingerprint());
            search = fnv1a(&search_text, Fnv::Bits32);
        }
        Stamp {
            rules: self.rules.fingerprint(),
            search,
            search_text,
            player: self.player.as_ref().map_or(EXACT.into(), PlayerSpec::label),
        }
    }

    /// The rows already in the output must be this run's: same variant,
    /// rules, search settings and player.
    fn check_resumable(&self, existing: &results::ResultFile, stamp: &Stamp) -> Result<(), Error> {
        if let Some(column) = existing.older {
            return Err(format!(
                "{} was written by an older milligan (no {column} column); use another --out",
                self.out.display()
            )
            .into());
        }
        for (row, line) in existing.rows.iter().zip(&existing.lines) {
            if row.variant != self.rules.id
                || row.rules != stamp.rules
                || row.search != stamp.search
                || row.player != stamp.player
            {
                return Err(format!(
                    "{} line {line} was computed under other rules or search settings ({} rules {} search {}; this run: {} rules {} search {}); use another --out",
                    self.out.display(),
                    row.variant,
                    row.rules,
                    row.search,
                    self.rules.id,
                    stamp.rules,
                    stamp.search
                ).into());
            }
        }
        Ok(())
    }

    /// The deals of this shard that the output does not hold yet.
    fn todo(&self, existing: &results::ResultFile) -> Result<Vec<u64>, Error> {
        let done: std::collections::HashSet<&str> =
            existing.rows.iter().map(|r| r.seed.as_str()).collect();
        if done.len() != existing.rows.len() {
            return Err(format!(
                "{} holds a deal twice; it was not written by milligan batch",
                self.out.display()
            )
            .into());
        }
        Ok(self
            .seeds
            .iter()
            .filter(|&s| {
                self.shard.contains(&self.seeds, s) && {
                    let name = self.deal(s).to_string();
                    !done.contains(name.as_str())
                        && self
                            .only
                            .as_ref()
                            .is_none_or(|only| only.deals.contains(&name))
                }
            })
            .collect())
    }

    /// A new output's header line, and its sidecar with the rules and
    /// search settings in full.
    fn start_output(&self, file: &mut File, stamp: &Stamp) -> Result<(), Error> {
        file.write_all(format!("{HEADER}\n").as_bytes())
            .map_err(|e| self.write_error(e))?;
        let sidecar = format!(
            "# milligan {} batch: rules and search settings of {}\n# search: {} (fingerprint {})\n# rules fingerprint: {}\n{}",
            env!("CARGO_PKG_VERSION"),
            self.out.display(),
            stamp.search_text,
            stamp.search,
            stamp.rules,
            self.rules.to_toml()
        );
        // --via's rules in full too, as comments: the rows were searched
        // under them.
        let sidecar = match &self.via {
            None => sidecar,
            Some(via) => format!(
                "{sidecar}\n# --via: the search ran under these rules (fingerprint {}):\n{}",
                via.fingerprint(),
                via.to_toml()
                    .lines()
                    .map(|l| format!("# {l}\n"))
                    .collect::<String>()
            ),
        };
        let sidecar = format!("{sidecar}{}", self.only_text());
        std::fs::write(self.sidecar(), sidecar).map_err(|e| self.write_error(e).into())
    }

    /// --open-in's or --deals-in's files, for the sidecar: which deals the
    /// run was limited to (nothing when it covers its whole range).
    fn only_text(&self) -> String {
        self.only.as_ref().map_or(String::new(), |only| {
            format!(
                "\n# only the {} deal(s) {}:\n{}",
                only.deals.len(),
                only.chosen,
                only.files
                    .iter()
                    .map(|f| format!("#   {}\n", f.display()))
                    .collect::<String>()
            )
        })
    }

    /// A resumed run adds to the sidecar which deals it was limited to, so
    /// that a file written by runs over different lists says so.
    fn note_resumed(&self, rows: usize) -> Result<(), Error> {
        let only = self.only_text();
        let text = format!(
            "\n# resumed after {rows} row(s){}\n",
            if only.is_empty() {
                ", over the whole range".to_string()
            } else {
                format!(",{}", only.trim_end())
            }
        );
        OpenOptions::new()
            .append(true)
            .create(true)
            .open(self.sidecar())
            .and_then(|mut f| f.write_all(text.as_bytes()))
            .map_err(|e| self.write_error(e).into())
    }

    /// Works through `todo` on the job's threads, appending each row to
    /// `file` as it finishes; how many rows were written. The first
    /// failure raises the cancel flag and is returned once all stop.
    fn work_all(
        &self,
        todo: &[u64],
        file: File,
        stamp: &Stamp,
        on_row: impl Fn(&Row) + Sync,
    ) -> Result<usize, Error> {
        let file = Mutex::new(file);
        let written = Mutex::new(0usize);
        let failures = Mutex::new(Vec::new());
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.threads)
            .build()
            .map_err(|e| format!("cannot start worker threads: {e}"))?;
        let mut config = self.config.clone();
        let cancel = config.cancel.get_or_insert_default().clone();
        let broken = Mutex::new(Vec::new());
        let fail = |message: String| {
            cancel.store(true, Ordering::Relaxed);
            failures.lock().expect("lock").push(message);
        };
        let new_worker = || match &self.player {
            None => Worker::Exact(Box::new(Solver::new(
                self.via.as_ref().unwrap_or(&self.rules),
                config.clone(),
            ))),
            Some(spec) => Worker::Play(Player::new(&self.rules, spec.clone(), config.clone())),
        };
        pool.install(|| {
            todo.par_iter().for_each_init(new_worker, |worker, &n| {
                if cancel.load(Ordering::Relaxed) {
                    return;
                }
                let deal = self.deal(n);
                let began = std::time::Instant::now();
                let row = match guarded(|| self.work(worker, deal, n, stamp)) {
                    Ok(Ok(Some(row))) => row,
                    Ok(Ok(None)) => return,
                    Ok(Err(why)) => {
                        // A worker that panicked may hold half-made state.
                        *worker = new_worker();
                        eprintln!(
                            "milligan: deal {deal}: internal error: {why} (recorded as unresolved, limit `{ERROR_LIMIT}`)"
                        );
                        broken.lock().expect("lock").push(format!("deal {deal}: {why}"));
                        self.error_row(deal, stamp, began)
                    }
                    Err(e) => return fail(format!("deal {deal}: {e}")),
                };
                    let mut f = file.lock().expect("lock");
                    if let Err(e) = f.write_all(row.to_line().as_bytes()) {
                        return fail(self.write_error(e));
                    }
                *written.lock().expect("lock") += 1;
                on_row(&row);
            })
        });
        let failures = failures.into_inner().expect("lock");
        if let Some(first) = failures.first() {
            return Err(format!(
                "{first} ({} failure(s); finished rows are kept)",
                failures.len()
            )
            .into());
        }
        let broken = broken.into_inner().expect("lock");
        if let Some(first) = broken.first() {
            return Err(Error::Internal(format!(
                "{} deal(s) broke the solver and were recorded as unresolved with limit `{ERROR_LIMIT}`; the first: {first}",
                broken.len()
            )));
        }
        Ok(written.into_inner().expect("lock"))
    }

    /// The row of a deal whose work hit an internal error.
    fn error_row(&self, deal: DealId, stamp: &Stamp, began: std::time::Instant) -> Row {
        Row {
            variant: self.rules.id.clone(),
            seed: deal.to_string(),
            verdict: Verdict::Unresolved,
            moves: None,
            nodes: 0,
            millis: began.elapsed().as_millis() as u64,
            limit: ERROR_LIMIT.into(),
            states: 0,
            table_kib: 0,
            rules: stamp.rules.clone(),
            search: stamp.search.clone(),
            player: stamp.player.clone(),
            proof: String::new(),
        }
    }

    /// Solves (or plays) one deal: its row, or `None` when interrupted.
    fn work(
        &self,
        worker: &mut Worker,
        deal: DealId,
        n: u64,
        stamp: &Stamp,
    ) -> Result<Option<Row>, Error> {
        let pos = deal.position(&self.rules)?;
        let began = std::time::Instant::now();
        // `states` and `bytes`: the (largest) transposition table.
        let row =
            |verdict, moves, nodes, limit: &str, states: usize, bytes: usize, proof: &str| Row {
                variant: self.rules.id.clone(),
                seed: deal.to_string(),
                verdict,
                moves,
                nodes,
                millis: began.elapsed().as_millis() as u64,
                limit: limit.into(),
                states: states as u64,
                table_kib: bytes as u64 / 1024,
                rules: stamp.rules.clone(),
                search: stamp.search.clone(),
                player: stamp.player.clone(),
                proof: proof.into(),
            };
        Ok(match worker {
            Worker::Exact(solver) => {
                let solved = via::solve(solver, &self.rules, self.via.as_ref(), &pos)?;
                let outcome = solved.outcome;
                let (verdict, moves, limit, proof) = match &outcome.verdict {
                    solver::Verdict::Won(m) => {
                        if let Some(dir) = &self.games {
                            self.write_game(dir, deal, &pos, m)?;
                        }
                        (Verdict::Won, Some(m.len()), "", "")
                    }
                    solver::Verdict::Unresolved(Limit::Interrupted) => return Ok(None),
                    // Not the deal's doing (a full disk, say): no row, so
                    // that a resumed run solves it again.
                    solver::Verdict::Unresolved(Limit::Disk) => {
                        let why = outcome.disk_error.as_ref().map(|e| format!(": {e}"));
                        return Err(format!(
                            "deal {deal}: the --spill-dir or --checkpoint folder could not be written or read back{}",
                            why.unwrap_or_default()
                        )
                        .into());
                    }
                    solver::Verdict::Unresolved(l) => (Verdict::Unresolved, None, l.name(), ""),
                    solver::Verdict::Lost(_) if solved.lost_under_via => {
                        (Verdict::Unresolved, None, VIA_LOST, "")
                    }
                    solver::Verdict::Lost(proof) => (Verdict::Lost, None, "", proof.name()),
                };
                let mut row = row(
                    verdict,
                    moves,
                    outcome.cost.nodes,
                    limit,
                    outcome.cost.states,
                    outcome.cost.bytes,
                    proof,
                );
                // A deal's time, like its nodes, counts every run of it.
                row.millis += outcome.cost.earlier.as_millis() as u64;
                Some(row)
            }
            Worker::Play(player) => match player.play(&pos, n)? {
                None => None,
                Some(game) => {
                    if let Some(dir) = &self.games {
                        self.write_game(dir, deal, &pos, &game.moves)?;
                    }
                    let verdict = if game.won {
                        Verdict::Won
                    } else {
                        Verdict::Lost
                    };
                    let limit = if game.too_long { "moves" } else { "" };
                    let moves = game.won.then_some(game.moves.len());
                    Some(row(
                        verdict,
                        moves,
                        game.nodes,
                        limit,
                        0,
                        game.peak_bytes,
                        "",
                    ))
                }
            },
        })
    }

    /// Writes a game or a win as the solution file `dir/DEAL.sol`, whole or
    /// not at all (written beside, then renamed), before its row: a resumed
    /// run works a deal without a row again and rewrites its file alike.
    fn write_game(
        &self,
        dir: &Path,
        deal: DealId,
        pos: &Position,
        moves: &[Move],
    ) -> Result<(), Error> {
        let name = deal.to_string().replace(':', "-");
        let text = write_solution(
            &self.rules.id,
            &self.rules,
            pos,
            Some(&deal.source()),
            moves,
        );
        let path = dir.join(format!("{name}.sol"));
        write_whole(&path, &text)
            .map_err(|e| format!("cannot write the game {}: {e}", path.display()).into())
    }

    /// Opens the output for appending and locks it: a second run on the
    /// same file (a resubmitted array task, a mistyped shard) is refused
    /// while this one holds it. The lock is advisory and goes with the
    /// open file, so a crash releases it.
    fn open_output(&self) -> Result<File, Error> {
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.out)
            .map_err(|e| self.write_error(e))?;
        match file.try_lock() {
            Ok(()) => Ok(file),
            Err(TryLockError::WouldBlock) => Err(format!(
                "{} is being written by another milligan run; let it finish or use another --out",
                self.out.display()
            )
            .into()),
            Err(TryLockError::Error(e)) => {
                Err(format!("cannot lock {}: {e}", self.out.display()).into())
            }
        }
    }

    fn write_error(&self, e: std::io::Error) -> String {
        format!("cannot write {}: {e}", self.out.display())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deal's panic or internal error becomes its reason, for an error
    /// row; the user's errors pass through and stop the run as before.
    #[test]
    fn guarded_turns_panics_and_internal_errors_into_reasons() {
        assert_eq!(guarded(|| Ok(7)).unwrap(), Ok(7));
        let panicked = guarded::<()>(|| panic!("table full at {}", 3)).unwrap();
        assert_eq!(panicked, Err("panicked: table full at 3".to_string()));
        let literal = guarded::<()>(|| panic!("boom")).unwrap();
        assert_eq!(literal, Err("panicked: boom".to_string()));
        let internal = guarded::<()>(|| Err(Error::Internal("a win that does not replay".into())));
        assert_eq!(
            internal.unwrap(),
            Err("a win that does not replay".to_string())
        );
        let invalid = guarded::<()>(|| Err("disk full".into()));
        assert!(matches!(invalid, Err(Error::Invalid(m)) if m == "disk full"));
    }
}
