//! `milligan show`: a position for people, or as a position file.

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::PositionArgs;
use crate::error::Error;
use crate::position::{Position, words, write_position};
use crate::rules::{Rules, StockMode};

#[derive(Args, Debug)]
pub struct ShowArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// `text` for people, `deal` for a position file.
    #[arg(long, value_enum, default_value_t = ShowFormat::Text)]
    pub format: ShowFormat,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ShowFormat {
    Text,
    Deal,
}

pub fn run(args: &ShowArgs) -> Result<ExitCode, Error> {
    let chosen = args.position.load()?;
    let source = chosen.source.as_deref();
    match args.format {
        ShowFormat::Deal => out!(
            "{}",
            write_position(&chosen.variant, &chosen.rules, &chosen.position, source)
        ),
        ShowFormat::Text => out!("{}", render(&chosen.rules, &chosen.position, source)),
    }
    Ok(ExitCode::SUCCESS)
}

/// Cards separated by spaces, `-` for none.
fn cards(cards: &[crate::card::Card]) -> String {
    if cards.is_empty() {
        "-".into()
    } else {
        words(cards)
    }
}

/// A readable picture of the position; face-down cards in brackets.
pub fn render(rules: &Rules, pos: &Position, source: Option<&str>) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} ({}){}",
        rules.name,
        rules.id,
        source.map(|x| format!(", {x}")).unwrap_or_default()
    );
    let tops: Vec<String> = pos
        .foundation_tops()
        .into_iter()
        .map(|t| t.map_or("--".to_string(), |c| c.to_string()))
        .collect();
    let _ = writeln!(s, "Foundations: {}", tops.join(" "));
    let stock = match rules.stock {
        StockMode::Rows => {
            let deals = pos.stock.len().div_ceil(rules.columns as usize);
            format!("{} cards ({deals} deal(s) left)", pos.stock.len())
        }
        StockMode::Waste => format!("{} cards; waste: {}", pos.stock.len(), cards(&pos.waste)),
    };
    let _ = writeln!(s, "Stock: {stock}");
    if rules.weave != crate::rules::Weave::None {
        let _ = writeln!(s, "Reserve: {}", cards(&pos.reserve));
    }
    if rules.cells > 0 {
        let _ = writeln!(s, "Cells: {} (of {})", cards(&pos.cells), rules.cells);
    }
    if let Some(g) = &pos.grace {
        let marks: Vec<String> = g.marks.iter().map(ToString::to_string).collect();
        let _ = writeln!(
            s,
            "Grace open: gap column {}, marks {}",
            g.gap + 1,
            marks.join(" ")
        );
    }
    for (c, column) in pos.columns.iter().enumerate() {
        let _ = writeln!(s, "{:>2}: {}", c + 1, words(column));
    }
    s
}
