//! Golden verdicts: for every variant and seeds 1..3 under a 20,000-node cap,
//! the verdict, solution length and node count stored in
//! `data/golden/verdicts.csv`. Like fixed node-count tests in chess engines,
//! this pins move generation, ordering and pruning: any change to them shows
//! here, and a deliberate change regenerates the file (see its README line in
//! the failure message).

mod common;

use milligan::deal::DealId;
use milligan::rules;
use milligan::solver::{Config, Solver, Verdict};

#[test]
fn verdicts_and_node_counts_match_the_golden_file() {
    let text = include_str!("../data/golden/verdicts.csv");
    let mut checked = 0;
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        let (variant, seed, verdict, moves, nodes) = (f[0], f[1], f[2], f[3], f[4]);
        let rules = rules::resolve(variant).unwrap();
        let pos = seed.parse::<DealId>().unwrap().position(&rules).unwrap();
        let config = Config {
            max_nodes: 20_000,
            timeout: None,
            ..Config::default()
        };
        let outcome = Solver::new(&rules, config).solve(&pos).unwrap();
        let got_moves = match &outcome.verdict {
            Verdict::Won(m) => m.len().to_string(),
            _ => String::new(),
        };
        assert_eq!(
            (
                milligan::results::Verdict::from(&outcome.verdict).name(),
                got_moves.as_str(),
                outcome.cost.nodes.to_string().as_str()
            ),
            (verdict, moves, nodes),
            "{variant} seed {seed}: the search changed; if on purpose, bump solver::REVISION and regenerate \
             data/golden/verdicts.csv (milligan batch --seeds 1..3 --max-nodes 20000 --timeout 600 per \
             variant, columns 1-5)"
        );
        checked += 1;
    }
    assert_eq!(checked, common::VARIANTS.len() * 3);
}
