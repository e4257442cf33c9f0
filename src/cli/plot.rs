//! `milligan plot`: SVG pictures of result files.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::error::Error;
use crate::plot;

/// The arguments; the command's help text is on `Command::Plot`.
#[derive(Args, Debug)]
pub struct PlotArgs {
    /// Result files (shards of a run, or runs of several variants).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Directory for win-rates.svg, solve-times.svg and effort.svg (created if missing;
    /// existing pictures there are replaced).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
}

pub fn run(args: &PlotArgs) -> Result<ExitCode, Error> {
    let rows = crate::results::read_all(&args.files)?;
    if rows.is_empty() {
        return Err("the result files hold no rows; nothing to plot".into());
    }
    std::fs::create_dir_all(&args.out)
        .map_err(|e| format!("cannot create {}: {e}", args.out.display()))?;
    for path in plot::write(&rows, &args.out)? {
        outln!("{}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}
