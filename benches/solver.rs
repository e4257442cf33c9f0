//! Solver benchmarks (divan): move generation on fixed mid-game positions,
//! and whole searches of a small fixed deal set with a node cap, so that
//! heuristics can be compared on the same work.
//!
//! Run with `cargo bench`.

use milligan::deal::DealId;
use milligan::reference::Judge;
use milligan::rules::{self, Rules};
use milligan::solver::state::{Ctx, State};
use milligan::solver::{Config, Order, Solver, Strategy};

fn main() {
    divan::main();
}

/// A fixed position 60 judge moves into seed 7 (always the first legal move
/// that is not a deal, else a deal).
fn midgame(rules: &Rules) -> State {
    let judge = Judge::new(rules);
    let mut pos = DealId::Seed(7).position(rules).unwrap();
    for _ in 0..60 {
        let moves = judge.legal_moves(&pos);
        let Some(&mv) = moves
            .iter()
            .find(|m| **m != milligan::notation::Move::Deal)
            .or(moves.first())
        else {
            break;
        };
        judge.apply(&mut pos, mv).unwrap();
    }
    State::from_position(&Ctx::new(rules), &pos).unwrap()
}

const VARIANTS: [&str; 5] = [
    "miss-milligan",
    "little-milligan",
    "giant",
    "milligan-harp",
    "moltke",
];

#[divan::bench(args = VARIANTS)]
fn generate_moves(bencher: divan::Bencher, id: &str) {
    let rules = rules::resolve(id).unwrap();
    let ctx = Ctx::new(&rules);
    let state = midgame(&rules);
    let mut moves = Vec::with_capacity(512);
    bencher.bench_local(|| {
        moves.clear();
        state.generate(&ctx, &mut moves);
        divan::black_box(moves.len())
    });
}

#[divan::bench(args = [Order::Heuristic, Order::Lookahead], sample_count = 5)]
fn little_milligan_seeds_1_to_20(order: Order) -> u64 {
    let rules = rules::resolve("little-milligan").unwrap();
    let config = Config {
        max_nodes: 50_000,
        timeout: None,
        order,
        strategy: Strategy::Dfs,
        ..Config::default()
    };
    let mut solver = Solver::new(&rules, config);
    (1..=20)
        .map(|seed| {
            solver
                .solve(&DealId::Seed(seed).position(&rules).unwrap())
                .unwrap()
                .nodes
        })
        .sum()
}
