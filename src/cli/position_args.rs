//! The arguments that pick a position: a variant with a seed or a PySolFC
//! game number, or a position file.

use std::path::PathBuf;

use clap::Args;

use crate::deal::DealId;
use crate::error::Error;
use crate::position::{Position, parse_position};
use crate::rules::{self, Rules};

#[derive(Args, Debug, Clone)]
pub struct PositionArgs {
    /// Variant id (see `milligan variants`) or a rule file path (.toml).
    /// Optional with --file, which names its variant. The layouts of
    /// improved-miss-milligan and single-deck-milligan are this project's
    /// reading of the rule texts (see `milligan variants ID`).
    #[arg(long, short)]
    pub variant: Option<String>,
    /// Native deal number (any whole number 0..2^64-1).
    #[arg(long, short, allow_hyphen_values = true, conflicts_with_all = ["deal", "file"])]
    pub seed: Option<String>,
    /// `pysol:N` or `pysol:msN`: PySolFC's game number N.
    #[arg(long, conflicts_with = "file")]
    pub deal: Option<String>,
    /// A position file (format: docs/formats.md).
    #[arg(long, short)]
    pub file: Option<PathBuf>,
}

/// A position with the rules it is played under and where it came from.
/// Crate-private, so that the dead-code lint sees a field no command reads.
pub(crate) struct Chosen {
    /// The variant as named (an id or a rule file path).
    pub variant: String,
    pub rules: Rules,
    pub position: Position,
    /// `seed 42`, `pysol:1`, or the file's `source` line.
    pub source: Option<String>,
}

impl PositionArgs {
    pub(crate) fn load(&self) -> Result<Chosen, Error> {
        if let Some(path) = &self.file {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let file = parse_position(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            if let Some(v) = &self.variant
                && rules::resolve(v)? != file.rules
            {
                return Err(format!(
                    "{} is a position of {}, not {v}",
                    path.display(),
                    file.variant
                )
                .into());
            }
            return Ok(Chosen {
                variant: file.variant,
                rules: file.rules,
                position: file.position,
                source: file.source,
            });
        }
        let variant = self
            .variant
            .clone()
            .ok_or("give --variant ID with --seed N or --deal pysol:N, or give --file F")?;
        let rules = rules::resolve(&variant)?;
        let deal: DealId = match (&self.seed, &self.deal) {
            (Some(seed), None) => match seed.parse()? {
                DealId::Seed(n) => DealId::Seed(n),
                DealId::Pysol(_) => return Err("--seed takes a number; use --deal pysol:N".into()),
            },
            (None, Some(deal)) if deal.starts_with("pysol:") => deal.parse()?,
            (None, Some(deal)) => {
                return Err(format!(
                    "--deal '{deal}' is not pysol:N (use --seed for native deals)"
                )
                .into());
            }
            _ => return Err("give one of --seed N, --deal pysol:N or --file F".into()),
        };
        let position = deal.position(&rules)?;
        let source = Some(deal.source());
        Ok(Chosen {
            variant,
            rules,
            position,
            source,
        })
    }
}

impl Chosen {
    /// The first lines of a report on this position: the variant with its
    /// rules' fingerprint, and the deal where it came from one.
    pub(crate) fn print_header(&self) -> Result<(), Error> {
        outln!(
            "variant:  {} (rules {})",
            self.variant,
            self.rules.fingerprint()
        );
        if let Some(source) = &self.source {
            outln!("deal:     {source}");
        }
        Ok(())
    }
}
