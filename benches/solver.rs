//! Solver benchmarks (divan): move generation, make/unmake and keys on
//! fixed mid-game positions, the transposition table's insert and lookup,
//! and whole searches of a small fixed deal set with a node cap, so that
//! heuristics can be compared on the same work.
//!
//! Run with `cargo bench`.

use milligan::deal::DealId;
use milligan::reference::Judge;
use milligan::rules::{self, Rules};
use milligan::solver::internals::{
    Ctx, FingerSet, Fingerprinter, FrozenScratch, Keyer, PileCache, State, Table, frozen,
    frozen_applies,
};
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

/// Every built-in variant (`milligan variants`), so none is left unbenched.
/// The ids live as long as the bench process (divan passes `&str` args).
fn variants() -> Vec<&'static str> {
    rules::builtin()
        .into_iter()
        .map(|r| &*r.id.leak())
        .collect()
}

#[divan::bench(args = variants())]
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

/// Every legal move of the position made and unmade.
#[divan::bench(args = variants())]
fn make_unmake_every_move(bencher: divan::Bencher, id: &str) {
    let rules = rules::resolve(id).unwrap();
    let ctx = Ctx::new(&rules);
    let mut state = midgame(&rules);
    let mut moves = Vec::with_capacity(512);
    state.generate(&ctx, &mut moves);
    bencher.bench_local(|| {
        for &mv in &moves {
            let undo = state.make(&ctx, mv);
            state.unmake(&ctx, mv, undo);
        }
        divan::black_box(state.dealt)
    });
}

/// The key of every child position, as the search makes them: each move
/// made, its changed columns re-encoded, the key written, the move unmade.
#[divan::bench(args = variants())]
fn child_keys(bencher: divan::Bencher, id: &str) {
    let rules = rules::resolve(id).unwrap();
    let ctx = Ctx::new(&rules);
    let mut state = midgame(&rules);
    let keyer = Keyer::new(&ctx, &state);
    let mut piles = PileCache::new(&ctx);
    let (mut key, mut order) = (Vec::new(), Vec::new());
    let mut moves = Vec::with_capacity(512);
    state.generate(&ctx, &mut moves);
    bencher.bench_local(|| {
        let mut bytes = 0;
        for &mv in &moves {
            let undo = state.make(&ctx, mv);
            piles.touch(mv);
            keyer.write_cached(&ctx, &state, &mut piles, &mut key, &mut order);
            bytes += key.len();
            state.unmake(&ctx, mv, undo);
            piles.touch(mv);
        }
        divan::black_box(bytes)
    });
}

/// The fingerprint of every child position, as the depth-first search
/// makes them (column and foundation moves worked out without making them).
#[divan::bench(args = variants())]
fn child_fingerprints(bencher: divan::Bencher, id: &str) {
    let rules = rules::resolve(id).unwrap();
    let ctx = Ctx::new(&rules);
    let mut state = midgame(&rules);
    let mut fingerprinter = Fingerprinter::new(&ctx);
    let mut moves = Vec::with_capacity(512);
    state.generate(&ctx, &mut moves);
    bencher.bench_local(|| {
        let mut all = 0u64;
        for &mv in &moves {
            all ^= fingerprinter.child(&ctx, &mut state, mv);
        }
        divan::black_box(all)
    });
}

/// The variants the frozen-card test applies to.
fn frozen_variants() -> Vec<&'static str> {
    variants()
        .into_iter()
        .filter(|id| frozen_applies(&Ctx::new(&rules::resolve(id).unwrap())))
        .collect()
}

/// The frozen-card test on every child of the position, as the search
/// runs it on each position it expands.
#[divan::bench(args = frozen_variants())]
fn frozen_test_children(bencher: divan::Bencher, id: &str) {
    let rules = rules::resolve(id).unwrap();
    let ctx = Ctx::new(&rules);
    let mut state = midgame(&rules);
    let mut moves = Vec::with_capacity(512);
    state.generate(&ctx, &mut moves);
    let mut scratch = FrozenScratch::default();
    bencher.bench_local(|| {
        let mut lost = 0;
        for &mv in &moves {
            let undo = state.make(&ctx, mv);
            lost += usize::from(frozen(&ctx, &state, &mut scratch).is_some());
            state.unmake(&ctx, mv, undo);
        }
        divan::black_box(lost)
    });
}

/// Inserting 1,000,000 new fingerprints into an empty set (growth included).
#[divan::bench(sample_count = 5)]
fn fingerprint_insert_new(bencher: divan::Bencher) {
    let fps: Vec<u64> = (1..=1_000_000u64)
        .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
        .collect();
    bencher.bench_local(|| {
        let mut set = FingerSet::new();
        for &fp in &fps {
            set.insert(fp);
        }
        set.len()
    });
}

/// 50-byte keys (about a Miss Milligan key) that differ in a few bytes.
fn table_keys(n: u32) -> Vec<Vec<u8>> {
    (0..n)
        .map(|i| {
            let mut key = vec![0x5a; 50];
            key[7..11].copy_from_slice(&i.to_le_bytes());
            key
        })
        .collect()
}

/// Inserting 1,000,000 new keys into an empty table (growth included).
#[divan::bench(sample_count = 5)]
fn table_insert_new(bencher: divan::Bencher) {
    let keys = table_keys(1_000_000);
    bencher.bench_local(|| {
        let mut table = Table::new();
        for key in &keys {
            table.insert(key);
        }
        table.len()
    });
}

/// Looking up 1,000,000 keys that are all in the table (transpositions).
#[divan::bench(sample_count = 5)]
fn table_lookup_present(bencher: divan::Bencher) {
    let keys = table_keys(1_000_000);
    let mut table = Table::new();
    for key in &keys {
        table.insert(key);
    }
    bencher.bench_local(|| keys.iter().filter(|k| table.insert(k).is_none()).count());
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
                .cost
                .nodes
        })
        .sum()
}
