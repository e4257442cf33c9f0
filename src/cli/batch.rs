//! `milligan batch`: many deals, one CSV row each, resumable.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};

use super::shared::{print_table, stop_on_ctrl_c, worker_threads};
use super::solve::SearchArgs;
use crate::batch::{DealKind, Job, Shard, listed_deals, open_deals};
use crate::deal::SeedRange;
use crate::error::Error;
use crate::player::PlayerSpec;
use crate::results::{self, Verdict};
use crate::rules;
use crate::solver::Config;
use crate::stats::{Z95, summarise, wilson};

/// Which deals a run covers and where its rows go (shared by `batch` and
/// `play`).
#[derive(Args, Debug)]
pub struct RunArgs {
    /// Variant id or rule file. The layouts of improved-miss-milligan and
    /// single-deck-milligan are this project's reading of the rule texts
    /// (see `milligan variants ID`).
    #[arg(long, short)]
    pub variant: String,
    /// Deal numbers, `A..B` with both ends included.
    #[arg(long)]
    pub seeds: SeedRange,
    /// Result CSV; rerunning with the same file resumes the run.
    #[arg(long)]
    pub out: PathBuf,
    /// Whether the numbers are native seeds or PySolFC game numbers.
    #[arg(long, value_enum, default_value_t = DealArg::Native)]
    pub deal: DealArg,
    /// Do only shard I of N (every N-th deal of the range, from the I-th).
    #[arg(long, default_value = "1/1")]
    pub shard: Shard,
    /// Worker threads (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `--deal`: the command line's name for a [`DealKind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DealArg {
    /// Native seeds.
    Native,
    /// PySolFC game numbers.
    Pysol,
}

impl From<DealArg> for DealKind {
    fn from(d: DealArg) -> DealKind {
        match d {
            DealArg::Native => DealKind::Native,
            DealArg::Pysol => DealKind::Pysol,
        }
    }
}

impl RunArgs {
    /// The job: the exact solver with `config`, or `player` with its solver
    /// set by `config`.
    pub fn job(&self, config: Config, player: Option<PlayerSpec>) -> Result<Job, Error> {
        Ok(Job {
            rules: rules::resolve(&self.variant)?,
            deals: self.deal.into(),
            seeds: self.seeds,
            shard: self.shard,
            only: None,
            via: None,
            config,
            player,
            threads: worker_threads(self.threads)?,
            out: self.out.clone(),
            games: None,
        })
    }
}

#[derive(Args, Debug)]
pub struct BatchArgs {
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Only the deals of the range that these result files hold and none
    /// of them won or lost: an earlier run's open deals, solved again, say
    /// under a larger --max-nodes (mind --timeout too: its default still
    /// applies). The files: plain or .csv.gz, of the same rules and --deal
    /// kind (a no-peek player's too: the deals it did not win are open);
    /// deals they do not hold are skipped.
    /// Write to a new --out, and resume it with the same --open-in (without
    /// it, the whole range is solved). The sidecar names the files.
    #[arg(long, value_name = "FILE", num_args = 1..)]
    pub open_in: Vec<PathBuf>,
    /// Only the deals of the range that this list names: deal numbers as
    /// rows name them (`42`, `pysol:7`), separated by spaces or lines, `#`
    /// comments allowed, say what `milligan stats --list` prints for
    /// another variant's runs. With --open-in, a deal must be in both.
    /// Resume with the same list; the sidecar names it.
    #[arg(long, value_name = "FILE")]
    pub deals_in: Option<PathBuf>,
    /// Solve each deal under these stricter rules (id or rule file; the
    /// deal must be dealt alike) and replay every win under the run's own
    /// before its row says won: fewer moves make a smaller space, and a
    /// win there is a win here (spanish-patience's wins are Miss
    /// Milligan's). A loss there proves nothing here: the row is
    /// unresolved, limit `via-lost`. A win that does not replay stops the
    /// run (rows written are kept): those rules were not stricter. The
    /// sidecar records them in full.
    #[arg(long, value_name = "ID")]
    pub via: Option<String>,
    /// Also write each win as a solution file DIR/DEAL.sol (the deal under
    /// the run's rules and the line replayed as won), before its row: for
    /// `verify`, `view`, and `transfer`, which replays the lines under
    /// other rules dealt alike (a spanish-patience line is a giant win).
    #[arg(long, value_name = "DIR")]
    pub solutions: Option<PathBuf>,
}

pub fn run(args: &BatchArgs) -> Result<ExitCode, Error> {
    let mut job = args.run.job(args.search.config()?, None)?;
    if !args.open_in.is_empty() {
        if let Ok(out) = job.out.canonicalize()
            && args
                .open_in
                .iter()
                .any(|f| f.canonicalize().is_ok_and(|f| f == out))
        {
            return Err(format!(
                "--out {} is one of the --open-in files: write the rerun to a new file",
                job.out.display()
            )
            .into());
        }
        job.only = Some(open_deals(&job.rules, &args.open_in)?);
    }
    if let Some(list) = &args.deals_in {
        let listed = listed_deals(list)?;
        job.only = Some(match job.only.take() {
            Some(open) => open.and(listed),
            None => listed,
        });
    }
    job.via = (args.via.as_deref())
        .map(|id| rules::resolve(id).map_err(|e| format!("--via: {e}")))
        .transpose()?;
    if let Some(dir) = &args.solutions {
        make_folder(dir, "--solutions")?;
        job.games = Some(dir.clone());
    }
    execute(job)
}

/// Makes the folder an option names (and any parent), or says which option
/// could not have it.
pub fn make_folder(dir: &std::path::Path, option: &str) -> Result<(), Error> {
    std::fs::create_dir_all(dir)
        .map_err(|e| format!("{option} {}: cannot make the folder: {e}", dir.display()).into())
}

/// Runs a batch job with progress, Ctrl-C handling and a closing summary
/// (shared by `batch` and `play`).
pub fn execute(mut job: Job) -> Result<ExitCode, Error> {
    // Rows on disk are complete however the run stops.
    job.config.cancel = Some(stop_on_ctrl_c("finished rows are kept"));
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} deals  {per_sec}  ETA {eta}  {msg}")
            .expect("template"),
    );
    let (done, won, unresolved) = (AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0));
    let summary = job.run(
        |todo| bar.set_length(todo as u64),
        |row| {
            let count = |counter: &AtomicU64, hit: bool| {
                counter.fetch_add(hit as u64, Ordering::Relaxed) + hit as u64
            };
            let n = count(&done, true);
            let w = count(&won, row.verdict == Verdict::Won);
            let u = count(&unresolved, row.verdict == Verdict::Unresolved);
            bar.inc(1);
            let (lo, hi) = (wilson(w, n, Z95).0, wilson(w + u, n, Z95).1);
            bar.set_message(format!(
                "won {w}/{n} ({:.1}%, 95% {:.1}-{:.1}%), unresolved {u}",
                100.0 * w as f64 / n as f64,
                100.0 * lo,
                100.0 * hi
            ));
        },
    );
    bar.finish_and_clear();
    let summary = summary?;
    eprintln!(
        "{}: {} row(s) were already there, {} written now, {} of {} deal(s) of this run left",
        job.out.display(),
        summary.resumed,
        summary.written,
        summary.todo - summary.written,
        summary.todo
    );
    let rows = results::read_all(&[&job.out])?;
    print_table(&summarise(&rows))?;
    if summary.interrupted {
        eprintln!("milligan: interrupted; rerun the same command to finish");
        return Ok(ExitCode::from(130));
    }
    Ok(ExitCode::SUCCESS)
}
