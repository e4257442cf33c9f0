//! The command line: a thin clap layer over the library. Every failure is
//! one line on stderr and a non-zero exit code, never a panic.

/// `println!` that returns an error from the enclosing function when
/// standard output is closed (e.g. piped into `head`) instead of panicking.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout(), $($arg)*).map_err($crate::error::Error::stdout)?
    }};
}

/// `print!` with the error handling of `outln!`.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        write!(std::io::stdout(), $($arg)*).map_err($crate::error::Error::stdout)?
    }};
}

mod batch;
mod bench;
mod check;
mod compare;
mod play;
mod plot;
mod position_args;
mod report;
mod shared;
mod show;
mod solve;
mod stats;
mod transfer;
mod variants;
mod verify;
mod view;

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use crate::error::Error;
use crate::rules;
pub use position_args::PositionArgs;

/// Exact solver and winnability research for the Miss Milligan family of patience games.
#[derive(Parser, Debug)]
#[command(name = "milligan", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the variants, or print the full rules of one.
    Variants {
        /// A variant id (or a rule file path) to describe in full.
        id: Option<String>,
        /// `text` for people, `toml` for a rule file to edit into a house rule.
        #[arg(long, value_enum, default_value_t = RulesFormat::Text)]
        format: RulesFormat,
    },
    /// Print a deal or position.
    Show(show::ShowArgs),
    /// Solve one deal or position exactly.
    Solve(solve::SolveArgs),
    /// Solve a fixed deal set under several search configurations and compare.
    Bench(bench::BenchArgs),
    /// Solve a range of deals on all cores into a resumable CSV.
    Batch(batch::BatchArgs),
    /// Play a range of deals with a no-peek player into a resumable CSV.
    ///
    /// The player sees what a person sees: not the stock order, not
    /// face-down cards. Rows are those of `batch` with the player's name and
    /// parameters in the `player` column; `stats` keeps them apart from the
    /// exact solver's rows. Every win is replayed by the reference engine.
    Play(play::PlayArgs),
    /// Win rates with 95% intervals, and the core time they cost (the rows'
    /// solving times summed), from result files (or list deals by verdict).
    Stats(stats::StatsArgs),
    /// Compare two runs deal by deal: how many deals have each pair of verdicts.
    ///
    /// Deals are matched by number; each side is one run (exact solver or a
    /// player; its shards may be several files). When both runs play the
    /// same rules, a deal won by either is proven winnable (wins are
    /// replayed). Exits 1 if a deal is won by one run and proven lost by the
    /// other under the same rules.
    Compare(compare::CompareArgs),
    /// Draw SVG pictures of result files: win rates with 95% intervals, solve times, effort.
    ///
    /// Reads result files as `stats` does and writes three pictures into DIR:
    /// `win-rates.svg`, one row per variant and player (the exact solver
    /// first, then each no-peek player) with its 95% interval (unresolved
    /// deals counted as lost for the low end, as won for the high end) and
    /// a dot at the win rate, or a hollow dot at the proven share when some
    /// deals are unresolved; `solve-times.svg`, per variant the share of
    /// deals resolved within time t, t on a log scale; and `effort.svg`, per
    /// variant the shares proven won and proven lost within n search nodes.
    Plot(plot::PlotArgs),
    /// Write result files as one self-contained HTML report.
    ///
    /// The page holds the exact solver's standings (runs combined per deal,
    /// as `stats --combine`; with --checked, the losses proven again), the
    /// win-rate picture with 95% intervals, every no-peek program's rate
    /// beside the perfect-information interval of its variant, and the
    /// effort curves (deals proven won and lost against search nodes). It
    /// loads nothing and runs no script: it opens from disk anywhere.
    Report(report::ReportArgs),
    /// Prove a deal lost again with the reference rules engine, apart from the search.
    ///
    /// Visits every position reachable with the reference engine's moves
    /// (whole positions: no pruning, no symmetry, none of the solver's move
    /// generation or tables); a position whose frozen-card proof the
    /// reference checker accepts stands for everything below it. Prints
    /// `lost` (exit 0) when the walk ends and no position is won, else why
    /// not (exit 1): a won position is reachable, or more positions than
    /// --max-positions.
    Check(check::CheckArgs),
    /// Replay a solution file with the reference rules engine.
    ///
    /// Prints `won` (exit 0), `not won` (exit 1), or the first illegal move
    /// and its line (exit 2).
    Verify {
        /// A solution file: a position file followed by `moves:` and the moves.
        file: std::path::PathBuf,
        /// Replay under these rules (id or rule file) instead of the file's:
        /// a win found under stricter rules, say spanish-patience's, is then
        /// checked as a win under looser ones, such as miss-milligan's. The
        /// position must fit them (the same deck and columns).
        #[arg(long, short)]
        variant: Option<String>,
        /// Also count the rules' special moves the line uses: grace periods
        /// opened, moves made while one was open (the free moves and the
        /// King-led runs into the gap), and cards taken back from the
        /// foundations. For a no-peek player's games (`play --games`),
        /// this says whether the player uses the rule it is measured on.
        #[arg(long)]
        mechanisms: bool,
    },
    /// Carry won lines to other rules dealt alike: one result row a line.
    ///
    /// Each solution file (say from `batch --solutions` under
    /// spanish-patience) is replayed by the reference engine under the
    /// --variant's rules, on the deal its `source` line names, which must
    /// be dealt alike. A line that replays as won is a win there (row `won`,
    /// 0 nodes: its search is in its own run's file); any other is
    /// `unresolved`, limit `no-replay`. Losses are never carried. The rows
    /// count in `stats --combine` beside the variant's own runs.
    Transfer(transfer::TransferArgs),
    /// Write a solution file as one self-contained HTML page that replays it.
    ///
    /// The reference engine replays the moves (an illegal move is reported
    /// as `verify` reports it, and no page is written); the page shows every
    /// position, steps forward and back (arrow keys, Home, End, Space to
    /// play), lists the moves in words, links to each step (`#step=N`), and
    /// can hide the stock order and face-down cards to show what a player
    /// sees. It needs no network and opens from disk in any current browser.
    View(view::ViewArgs),
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum RulesFormat {
    Text,
    Toml,
}

/// Runs the command line and returns the process exit code.
/// Makes glibc's malloc give every block of a mebibyte or more its own
/// mapping, returned to the system when freed. By default the first such
/// block freed raises that threshold (up to 32 MiB), so the tables of
/// layers spilled and read back by a long layered search then come from
/// the heap, whose freed middle is kept: Miss Milligan 6411's search was
/// 22.6 GB resident holding 12.4 GiB of counted table under `--max-memory
/// 16000`; with the threshold fixed, resident stays within about a tenth of
/// the table (results/notes/30-layered-speed-and-a-long-proof.md).
fn return_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a malloc parameter; called before any
    // thread starts.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}

pub fn main() -> ExitCode {
    return_freed_memory();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(&e),
    };
    let result = match cli.command {
        Command::Variants { id, format } => variants(id.as_deref(), format),
        Command::Show(args) => show::run(&args),
        Command::Solve(args) => solve::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Batch(args) => batch::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Stats(args) => stats::run(&args),
        Command::Compare(args) => compare::run(&args),
        Command::Plot(args) => plot::run(&args),
        Command::Report(args) => report::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Verify {
            file,
            variant,
            mechanisms,
        } => verify::run(&file, variant.as_deref(), mechanisms),
        Command::Transfer(args) => transfer::run(&args),
        Command::View(args) => view::run(&args),
    };
    match result {
        Ok(code) => code,
        // The reader went away (`milligan ... | head`): stop quietly.
        Err(Error::BrokenPipe) => ExitCode::from(141),
        // A bug, kept apart from the user's mistakes (exit 2).
        Err(internal @ Error::Internal(_)) => {
            eprintln!("milligan: {internal}");
            ExitCode::from(3)
        }
        Err(message) => {
            eprintln!("milligan: error: {message}");
            ExitCode::from(2)
        }
    }
}

/// Help and version go to stdout as clap prints them; every other command
/// line error becomes one line on stderr (clap's first paragraph) and exit 2.
fn usage_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = e.print();
        return ExitCode::from(e.exit_code() as u8);
    }
    let text = e.render().to_string();
    let first: Vec<&str> = text
        .lines()
        .map(str::trim)
        .skip_while(|l| l.is_empty())
        .take_while(|l| !l.is_empty())
        .collect();
    let message = first.join(" ");
    let message = message.strip_prefix("error: ").unwrap_or(&message);
    eprintln!("milligan: error: {message} (try --help)");
    ExitCode::from(2)
}

fn variants(id: Option<&str>, format: RulesFormat) -> Result<ExitCode, Error> {
    match (id, format) {
        (None, _) => {
            for r in rules::builtin() {
                outln!("{:<28} {}", r.id, r.summary);
            }
        }
        (Some(id), RulesFormat::Text) => out!("{}", variants::describe(&rules::resolve(id)?)),
        (Some(id), RulesFormat::Toml) => out!("{}", rules::resolve(id)?.to_toml()),
    }
    Ok(ExitCode::SUCCESS)
}
