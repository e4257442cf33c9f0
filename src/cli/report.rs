//! `milligan report`: result files as one self-contained HTML page.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::shared::read_checks;
use crate::deal::SeedRange;
use crate::error::Error;
use crate::report::{self, Report};

/// The arguments; the command's help text is on `Command::Report`.
#[derive(Args, Debug)]
pub struct ReportArgs {
    /// Result files: runs of the exact solver (combined per deal, as
    /// `stats --combine` does) and of no-peek players (told apart by their
    /// rows' player).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// The page to write (replaced if it exists).
    #[arg(long, value_name = "PAGE.html")]
    pub out: PathBuf,
    /// Count only the deals of these native seeds, `A..B`.
    #[arg(long, value_name = "A..B")]
    pub seeds: Option<SeedRange>,
    /// A file of `milligan check` verdicts (`results/check-losses.tsv`):
    /// show, per variant, the losses proven a second time.
    #[arg(long, value_name = "FILE.tsv")]
    pub checked: Option<PathBuf>,
}

pub fn run(args: &ReportArgs) -> Result<ExitCode, Error> {
    let rows = report::read(&args.files, args.seeds)?;
    let checks = args.checked.as_deref().map(read_checks).transpose()?;
    let sources: Vec<String> = args.files.iter().map(|f| f.display().to_string()).collect();
    let page = report::html(&Report {
        rows: &rows,
        checks: checks.as_deref(),
        sources: &sources,
        seeds: args.seeds,
    })?;
    std::fs::write(&args.out, page)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    outln!("{}", args.out.display());
    Ok(ExitCode::SUCCESS)
}
