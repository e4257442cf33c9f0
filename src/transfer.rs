//! Wins carried across rule sets dealt alike. A line won under one rule set
//! and replayed as won by the judge under another is a win there too: one
//! search under spanish-patience's rules (the fewest moves of the
//! two-deck games dealt in eight face-up columns) settles the same deal of
//! giant, millie, grace, strict-milligan and imperial-guards wherever its
//! line replays. The replay is the whole proof: no containment between the
//! rule sets is assumed, and a line the other rules refuse is only not
//! carried (`unresolved`, limit [`NO_REPLAY`]). Losses are never carried.

use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::deal::DealId;
use crate::fingerprint::{Fnv, fnv1a};
use crate::notation::Move;
use crate::position::Position;
use crate::reference::{Judge, Replay};
use crate::results::{Row, Verdict};
use crate::rules::Rules;

/// The `limit` of a row whose line the run's rules refuse or do not win.
pub const NO_REPLAY: &str = "no-replay";

/// A won line read from a solution file (`batch --solutions`, `solve --out`).
#[derive(Clone, Debug)]
pub struct Line {
    /// Where it was read, for messages.
    pub path: PathBuf,
    /// The deal, from the file's `source` line.
    pub deal: DealId,
    /// The rules it was won under.
    pub rules: Rules,
    pub position: Position,
    pub moves: Vec<Move>,
}

/// The `search` column of a transfer's rows and its words: which rule sets
/// the lines came from. Two transfers from the same sources share it, so
/// `stats --combine` refuses the same deal carried twice.
pub fn stamp(lines: &[Line]) -> (String, String) {
    let mut sources: Vec<String> = lines
        .iter()
        .map(|l| format!("{}:{}", l.rules.id, l.rules.fingerprint()))
        .collect();
    sources.sort();
    sources.dedup();
    let text = format!(
        "transfer: lines won under {} replayed by the reference engine",
        sources.join(", ")
    );
    let fingerprint = fnv1a(&text, Fnv::Bits32);
    (text, fingerprint)
}

/// Refuses lines that cannot be carried to `rules`: a line of `rules`
/// itself (nothing to carry), a deal given twice, or a file whose position
/// is not the deal `rules` deals under its name (decks dealt otherwise).
pub fn check(rules: &Rules, lines: &[Line]) -> Result<(), String> {
    let mut seen = std::collections::HashMap::new();
    let own = rules.fingerprint();
    for line in lines {
        let name = |p: &Path| p.display().to_string();
        if line.rules.fingerprint() == own {
            return Err(format!(
                "{}: a line of {}'s own rules: nothing to carry",
                name(&line.path),
                rules.id
            ));
        }
        if let Some(first) = seen.insert(line.deal.to_string(), &line.path) {
            return Err(format!(
                "deal {} is given twice: {} and {}",
                line.deal,
                name(first),
                name(&line.path)
            ));
        }
        if line.deal.position(rules)? != line.position {
            return Err(format!(
                "{}: its position is not {}'s deal {} (the rules deal it otherwise), so its line cannot be carried",
                name(&line.path),
                rules.id,
                line.deal
            ));
        }
    }
    Ok(())
}

/// The row of `line` under `rules`: won where the judge replays it as won,
/// else unresolved with limit [`NO_REPLAY`]. No search: 0 nodes here (the
/// search that found the line is counted in its own run's file).
pub fn carry(rules: &Rules, line: &Line, search: &str) -> Row {
    let began = Instant::now();
    let won = matches!(
        Judge::new(rules).replay(&line.position, &line.moves),
        Replay::Won
    );
    Row {
        variant: rules.id.clone(),
        seed: line.deal.to_string(),
        verdict: if won {
            Verdict::Won
        } else {
            Verdict::Unresolved
        },
        moves: won.then_some(line.moves.len()),
        nodes: 0,
        millis: began.elapsed().as_millis() as u64,
        limit: if won { "" } else { NO_REPLAY }.into(),
        states: 0,
        table_kib: 0,
        rules: rules.fingerprint(),
        search: search.into(),
        player: "exact".into(),
        proof: String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::resolve;
    use crate::solver::{Config, Solver, Verdict as Solved};

    /// A won line of `from`'s deal `seed`, found by the solver.
    fn won_line(from: &str, seed: u64) -> Line {
        let rules = resolve(from).unwrap();
        let deal = DealId::Seed(seed);
        let position = deal.position(&rules).unwrap();
        let config = Config {
            max_nodes: 1_000_000,
            timeout: None,
            ..Config::default()
        };
        let Solved::Won(moves) = Solver::new(&rules, config)
            .solve(&position)
            .unwrap()
            .verdict
        else {
            panic!("{from} seed {seed} is not won within the test's cap");
        };
        Line {
            path: PathBuf::from(format!("{seed}.sol")),
            deal,
            rules,
            position,
            moves,
        }
    }

    #[test]
    fn a_stricter_rules_win_is_carried_and_a_looser_ones_is_checked_move_by_move() {
        let spanish = won_line("spanish-patience", 2);
        for looser in ["giant", "millie", "miss-milligan-grace", "imperial-guards"] {
            let rules = resolve(looser).unwrap();
            check(&rules, std::slice::from_ref(&spanish)).unwrap();
            let row = carry(&rules, &spanish, "s");
            assert_eq!(
                (row.verdict, row.moves, row.variant.as_str()),
                (Verdict::Won, Some(spanish.moves.len()), looser)
            );
            assert_eq!(row.rules, rules.fingerprint());
        }
        // A line cut short is legal but not won: not carried.
        let mut short = spanish.clone();
        short.moves.pop();
        let row = carry(&resolve("giant").unwrap(), &short, "s");
        assert_eq!(
            (row.verdict, row.limit.as_str()),
            (Verdict::Unresolved, NO_REPLAY)
        );
    }

    #[test]
    fn a_line_with_a_move_the_rules_lack_is_not_carried() {
        // Giant's won line of seed 4 fills a gap with a card other than a
        // King, which spanish patience forbids.
        let spanish = resolve("spanish-patience").unwrap();
        let giant = won_line("giant", 4);
        assert!(matches!(
            Judge::new(&spanish).replay(&giant.position, &giant.moves),
            Replay::Illegal { .. }
        ));
        let row = carry(&spanish, &giant, "s");
        assert_eq!(
            (row.verdict, row.limit.as_str()),
            (Verdict::Unresolved, NO_REPLAY)
        );
    }

    #[test]
    fn lines_of_another_deal_the_same_deal_twice_or_the_own_rules_are_refused() {
        let giant = resolve("giant").unwrap();
        let line = won_line("spanish-patience", 2);
        let mut elsewhere = line.clone();
        elsewhere.deal = DealId::Seed(3);
        let err = check(&giant, &[elsewhere]).unwrap_err();
        assert!(err.contains("is not giant's deal 3"), "{err}");
        let err = check(&giant, &[line.clone(), line.clone()]).unwrap_err();
        assert!(err.contains("deal 2 is given twice"), "{err}");
        let spanish = resolve("spanish-patience").unwrap();
        let err = check(&spanish, std::slice::from_ref(&line)).unwrap_err();
        assert!(err.contains("own rules"), "{err}");
        // Another deck is dealt otherwise: a one-deck game's deal 2 differs.
        let little = resolve("little-milligan").unwrap();
        assert!(check(&little, &[line]).is_err());
    }

    #[test]
    fn the_stamp_names_the_sources_and_not_their_order() {
        let a = won_line("spanish-patience", 2);
        let b = won_line("miss-milligan", 2);
        let (text, fp) = stamp(&[a.clone(), b.clone()]);
        assert!(
            text.contains("spanish-patience:") && text.contains("miss-milligan:"),
            "{text}"
        );
        assert_eq!(stamp(&[b, a.clone()]).1, fp);
        assert_ne!(stamp(&[a]).1, fp);
    }
}
