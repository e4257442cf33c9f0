//! The solver against the judge: move generation (perft), verdicts against
//! brute force, pruned against unpruned, rule sets that contain each other,
//! and determinism.

mod common;

use std::collections::HashSet;
use std::time::Duration;

use milligan::deal::DealId;
use milligan::position::{GraceState, Position, Slot};
use milligan::reference::Judge;
use milligan::rules::{self, Grace, Rules, StockMode};
use milligan::solver::{self, Checkpoints, Config, Order, Prune, Solver, Strategy, Verdict};

/// Every pruning rule, the frozen-card test backing off while it finds
/// nothing.
const BACKOFF: Prune = Prune {
    frozen_backoff: true,
    ..Prune::ALL
};

fn config(prune: Prune, order: Order, max_nodes: u64) -> Config {
    Config {
        max_nodes,
        timeout: None,
        max_bytes: 1 << 30,
        prune,
        order,
        strategy: Strategy::Dfs,
        ..Config::default()
    }
}

/// A position some way into a game: random legal moves from a deal, with a
/// bias towards dealing so stock-dependent rules (weave, take-back) come up.
fn midgame(rules: &Rules, seed: u64, steps: usize) -> Position {
    let judge = Judge::new(rules);
    let mut pos = DealId::Seed(seed).position(rules).unwrap();
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    for _ in 0..steps {
        let moves = judge.legal_moves(&pos);
        if moves.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let mv = moves[(x % moves.len() as u64) as usize];
        judge.apply(&mut pos, mv).unwrap();
    }
    pos
}

/// Positions up to the symmetry the solver uses: columns are sorted once
/// nothing more will be dealt to them. With grace open each column keeps
/// its mark and the gap moves with its column (a move that opens grace
/// from a position whose columns are interchangeable goes to the first
/// empty column only, standing for all).
fn canonical(rules: &Rules, mut pos: Position) -> Position {
    if !(pos.stock.is_empty() || rules.stock == StockMode::Waste) {
        return pos;
    }
    let key = |col: &Vec<Slot>| col.iter().map(|s| (s.card, s.face_up)).collect::<Vec<_>>();
    match pos.grace.take() {
        None => pos.columns.sort_by_key(key),
        Some(grace) => {
            let mut cols: Vec<_> = std::mem::take(&mut pos.columns)
                .into_iter()
                .enumerate()
                .map(|(c, col)| (key(&col), grace.marks[c], c == grace.gap, col))
                .collect();
            cols.sort_by(|a, b| (&a.0, a.1, a.2).cmp(&(&b.0, b.1, b.2)));
            pos.grace = Some(GraceState {
                gap: cols.iter().position(|c| c.2).expect("a gap"),
                marks: cols.iter().map(|c| c.1).collect(),
            });
            pos.columns = cols.into_iter().map(|c| c.3).collect();
        }
    }
    pos
}

/// The distinct positions at each depth 1..=depth, by the judge.
fn perft_judge(rules: &Rules, start: &Position, depth: usize) -> Vec<HashSet<Position>> {
    let judge = Judge::new(rules);
    let mut seen: HashSet<Position> = HashSet::from([canonical(rules, start.clone())]);
    let mut frontier = vec![start.clone()];
    let mut levels = Vec::new();
    for _ in 0..depth {
        let mut next = Vec::new();
        for pos in &frontier {
            for mv in judge.legal_moves(pos) {
                let mut p = pos.clone();
                judge.apply(&mut p, mv).unwrap();
                if seen.insert(canonical(rules, p.clone())) {
                    next.push(p);
                }
            }
        }
        levels.push(next.iter().map(|p| canonical(rules, p.clone())).collect());
        frontier = next;
    }
    levels
}

/// The same sets from the solver's generator, make and unmake.
fn perft_solver(rules: &Rules, start: &Position, depth: usize) -> Vec<HashSet<Position>> {
    let mut seen: HashSet<Position> = HashSet::from([canonical(rules, start.clone())]);
    let mut frontier = vec![start.clone()];
    let mut levels = Vec::new();
    for _ in 0..depth {
        let mut next = Vec::new();
        for pos in &frontier {
            for p in solver::successors(rules, pos).unwrap() {
                if seen.insert(canonical(rules, p.clone())) {
                    next.push(p);
                }
            }
        }
        levels.push(next.iter().map(|p| canonical(rules, p.clone())).collect());
        frontier = next;
    }
    levels
}

/// A house rule no built-in variant has: strict grace over a face-down row
/// (the strict no-cut test then meets face-down cards).
fn strict_over_face_down() -> Rules {
    let mut rules = rules::resolve("improved-miss-milligan").unwrap();
    rules.id = "improved-strict".into();
    rules.grace = Grace::Strict;
    rules.validate().unwrap();
    rules
}

/// The other reading of a closing move that empties its column (docs/rules.md,
/// grace rule 4): no new grace opens there.
fn grace_without_reopening(id: &str) -> Rules {
    let mut rules = rules::resolve(id).unwrap();
    rules.id = format!("{id}-no-reopen");
    rules.grace_reopens = false;
    rules.validate().unwrap();
    rules
}

/// Asserts the judge and the solver reach the same positions at depths 1
/// and 2 from `start` (`root` names it in the message); the judge's levels.
fn assert_perft_agrees(rules: &Rules, start: &Position, root: &str) -> Vec<HashSet<Position>> {
    let judge = perft_judge(rules, start, 2);
    let solver = perft_solver(rules, start, 2);
    for (depth, (j, s)) in judge.iter().zip(&solver).enumerate() {
        let missing = j.difference(s).next();
        let extra = s.difference(j).next();
        assert!(
            missing.is_none() && extra.is_none(),
            "{root}, depth {}: solver misses {missing:?}, adds {extra:?}",
            depth + 1
        );
    }
    judge
}

#[test]
fn solver_move_generation_matches_the_judge_perft() {
    for rules in rules::builtin().into_iter().chain([
        strict_over_face_down(),
        grace_without_reopening("miss-milligan-grace"),
    ]) {
        let grace = rules.grace != Grace::None;
        let mut grace_seen = false;
        for (seed, steps) in [(1, 0), (2, 40), (3, 150), (4, 400), (5, 25), (6, 60)] {
            let start = midgame(&rules, seed, steps);
            grace_seen |= start.grace.is_some();
            let root = format!("{} seed {seed} after {steps} moves", rules.id);
            assert_perft_agrees(&rules, &start, &root);
        }
        assert!(
            !grace || grace_seen,
            "{}: no perft root with grace open",
            rules.id
        );
    }
}

/// A King-led run that fills the gap and empties its own column: under
/// both readings the solver reaches the judge's positions, a new grace
/// under the default reading and none under the other.
#[test]
fn a_closing_move_that_empties_its_column_reopens_as_the_rules_say() {
    let text = "variant miss-milligan-grace\ncol 1:\ncol 2: KS QH\ncol 3: KD QC JH\ncol 4: QD KC\n\
                col 5: KH\ncol 6:\ncol 7:\ncol 8:\nstock:\n\
                foundations: JC KC KS QS TH KH JD KD\ngrace: gap 1 marks 0 1 3 2 1 0 0 0\n";
    let file = milligan::position::parse_position(text).unwrap();
    let closing = milligan::notation::parse_moves("c2>c1*2", 1).unwrap()[0].1;
    for (rules, reopens) in [
        (file.rules.clone(), true),
        (grace_without_reopening("miss-milligan-grace"), false),
    ] {
        let judge = Judge::new(&rules);
        let mut after = file.position.clone();
        judge.apply(&mut after, closing).unwrap();
        assert_eq!(after.grace.is_some(), reopens, "{}", rules.id);
        let first = assert_perft_agrees(&rules, &file.position, &rules.id);
        assert!(first[0].contains(&canonical(&rules, after)), "{}", rules.id);
    }
}

/// Regression: strict grace with QD over a face-down KC. Lifting QD cuts
/// nothing (a face-down card is in no run): the solver does not read KC,
/// and allows the free moves the judge allows.
#[test]
fn strict_grace_over_a_face_down_card_matches_the_judge() {
    let rules = strict_over_face_down();
    let slot = |card: &str, face_up| Slot {
        card: card.parse().unwrap(),
        face_up,
    };
    let mut pos = Position::empty(&rules);
    pos.columns[1] = vec![slot("KS", true)];
    pos.columns[2] = vec![slot("KD", true)];
    pos.columns[3] = vec![slot("KC", false), slot("QD", true)];
    pos.grace = Some(GraceState {
        gap: 0,
        marks: vec![0, 1, 1, 2, 0, 0, 0, 0],
    });
    // Cards still to deal (more than one round) keep the columns apart: with
    // the stock out the solver moves a King into one empty column for all.
    pos.stock = "AH 2H 3H 4H 5H 6H 7H 8H 9H"
        .split(' ')
        .map(|c| c.parse().unwrap())
        .collect();
    let judge = assert_perft_agrees(&rules, &pos, "QD over a face-down KC");
    let lifts_qd = |p: &Position| p.columns[3].len() == 1;
    assert!(judge[0].iter().any(lifts_qd), "QD's free moves exist");
}

/// The layered search ([`Strategy::Layers`]) proves a loss exactly where
/// brute force (`truth`: won) finds one, pruned or not. Breadth-first, it
/// reaches a win only near the end of the space, so on won deals it runs
/// under a small cap and must only never say lost; on lost ones its cap is
/// above brute force's, whose space holds the solver's. The same with the
/// layers not yet reached spilled to disk, and stopped half way and
/// resumed from its checkpoint: on every lost deal, and on every fourth
/// won one (`seed`), since a file per layer of a thousand small searches
/// was most of the suite's time. `from` names the start in messages
/// ("seed", "midgame").
fn layers_agree(rules: &Rules, start: &Position, truth: bool, seed: u64, from: &str) {
    let what = format!("{} {from} {seed}", rules.id);
    let cap = if truth { 5_000 } else { 400_000 };
    let run = |prune, spill: Option<&std::path::Path>| {
        let config = Config {
            strategy: Strategy::Layers,
            // Spilling on three threads: any number is the same search.
            layer_threads: if spill.is_some() { 3 } else { 1 },
            // A budget that holds about one layer: the later ones go to disk.
            max_bytes: if spill.is_some() { 3 << 20 } else { 1 << 30 },
            spill: spill.map(|d| d.to_path_buf()),
            ..config(prune, Order::Natural, cap)
        };
        Solver::new(rules, config).solve(start).unwrap()
    };
    let held = run(Prune::ALL, None);
    let mut outcomes = vec![(run(Prune::NONE, None), "unpruned")];
    if !truth || seed.is_multiple_of(4) {
        let dir = tempfile::tempdir().unwrap();
        let spilled = run(Prune::ALL, Some(dir.path()));
        // Stopped half way, then resumed from the checkpoint it left.
        let resumable = |max_nodes| Config {
            strategy: Strategy::Layers,
            checkpoint: Some(Checkpoints {
                dir: dir.path().join("checkpoints"),
                // Only the one a stop leaves: one every 1,024 positions is
                // tested in the solver's own tests.
                every: Duration::from_secs(3600),
            }),
            ..config(Prune::ALL, Order::Natural, max_nodes)
        };
        Solver::new(rules, resumable((held.cost.nodes / 2).max(1)))
            .solve(start)
            .unwrap();
        // Resumed on two threads: the checkpoint's queue order is the same.
        let resumed_config = Config {
            layer_threads: 2,
            ..resumable(cap)
        };
        let resumed = Solver::new(rules, resumed_config).solve(start).unwrap();
        if !truth {
            assert_eq!(
                held.cost.nodes, spilled.cost.nodes,
                "{what}: spilling changed the count"
            );
            assert_eq!(
                held.cost.nodes, resumed.cost.nodes,
                "{what}: resuming changed the count"
            );
        }
        outcomes.push((spilled, "pruned, spilling"));
        outcomes.push((resumed, "pruned, resumed from a checkpoint"));
    }
    outcomes.push((held, "pruned"));
    for (outcome, how) in outcomes {
        match outcome.verdict {
            Verdict::Lost(_) => assert!(!truth, "{what} {how}: layers lost a won deal"),
            Verdict::Won(_) => assert!(truth, "{what} {how}: layers won a lost deal"),
            Verdict::Unresolved(l) => {
                assert!(truth, "{what} {how}: layers left a lost deal open ({l:?})")
            }
        }
    }
}

#[test]
fn reduced_deck_verdicts_equal_brute_force_pruned_or_not() {
    let mut checked = 0;
    let mut won = 0;
    for rules in common::reduced_non_grace() {
        for seed in 0..80 {
            let start = DealId::Seed(seed).position(&rules).unwrap();
            let Some(truth) = common::brute_force_won(&rules, &start, 200_000) else {
                continue;
            };
            for (prune, order, strategy) in [
                (Prune::ALL, Order::Heuristic, Strategy::Dfs),
                (Prune::NONE, Order::Natural, Strategy::Dfs),
                (Prune::ALL, Order::Natural, Strategy::Dfs),
                (BACKOFF, Order::Natural, Strategy::Dfs),
                (Prune::ALL, Order::Heuristic, Strategy::BestFirst),
                (BACKOFF, Order::Heuristic, Strategy::BestFirst),
                (Prune::NONE, Order::Natural, Strategy::BestFirst),
                (Prune::ALL, Order::Lookahead, Strategy::Staged),
            ] {
                let config = Config {
                    strategy,
                    ..config(prune, order, u64::MAX)
                };
                let mut solver = Solver::new(&rules, config);
                let outcome = solver.solve(&start).unwrap();
                let got = match outcome.verdict {
                    Verdict::Won(_) => true,
                    Verdict::Lost(_) => false,
                    Verdict::Unresolved(l) => panic!(
                        "{} seed {seed}: unresolved ({l:?}) without limits",
                        rules.id
                    ),
                };
                assert_eq!(
                    got, truth,
                    "{} seed {seed} {prune:?} {order:?} {strategy:?}",
                    rules.id
                );
            }
            layers_agree(&rules, &start, truth, seed, "seed");
            checked += 1;
            won += truth as usize;
        }
    }
    assert!(checked >= 1000, "only {checked} deals checked");
    assert!(
        checked - won >= 30,
        "a sample with both verdicts ({won} of {checked} won)"
    );
}

/// Verdicts from mid-game positions (random judge moves from a deal) equal
/// brute force, pruned or not: pruning rules must hold in every position,
/// not only at the start (two bugs of the safe-home rule showed only there).
#[test]
fn reduced_midgame_verdicts_equal_brute_force() {
    let mut checked = 0;
    let mut lost = 0;
    let sets = common::reduced_non_grace()
        .into_iter()
        .chain(common::builtin_non_grace_reduced(2, "CH", 4));
    for rules in sets {
        for seed in 0..40 {
            let start = midgame(&rules, seed, 4 + (seed as usize % 9));
            let Some(truth) = common::brute_force_won(&rules, &start, 100_000) else {
                continue;
            };
            for prune in [Prune::ALL, Prune::NONE, BACKOFF] {
                let outcome = Solver::new(&rules, config(prune, Order::Lookahead, u64::MAX))
                    .solve(&start)
                    .unwrap();
                let got = matches!(outcome.verdict, Verdict::Won(_));
                assert!(!matches!(outcome.verdict, Verdict::Unresolved(_)));
                assert_eq!(got, truth, "{} seed {seed} {prune:?}: {start:?}", rules.id);
            }
            layers_agree(&rules, &start, truth, seed, "midgame");
            checked += 1;
            lost += !truth as usize;
        }
    }
    assert!(
        checked >= 800 && lost >= 30,
        "checked {checked}, lost {lost}"
    );
}

/// What [`grace_verdicts_equal_brute_force`] saw: deals brute force settled,
/// how many of them are won, and per rule set the depth-first wins that
/// use a free move (a move the judge does not count as normal).
struct GraceCheck {
    checked: usize,
    won: usize,
    free_wins: Vec<(String, usize)>,
}

/// Solves seeds `0..seeds` of each rule set with depth-first, staged and
/// best-first search, and asserts every verdict equals brute force over
/// the judge's moves (deals brute force cannot settle within `cap`
/// positions are skipped).
fn grace_verdicts_equal_brute_force(rule_sets: Vec<Rules>, seeds: u64, cap: usize) -> GraceCheck {
    let mut check = GraceCheck {
        checked: 0,
        won: 0,
        free_wins: Vec::new(),
    };
    for rules in rule_sets {
        let judge = Judge::new(&rules);
        let mut free_wins = 0;
        for seed in 0..seeds {
            let start = DealId::Seed(seed).position(&rules).unwrap();
            let Some(truth) = common::brute_force_won(&rules, &start, cap) else {
                continue;
            };
            for strategy in [Strategy::Dfs, Strategy::Staged, Strategy::BestFirst] {
                let config = Config {
                    strategy,
                    ..config(Prune::ALL, Order::Lookahead, u64::MAX)
                };
                let outcome = Solver::new(&rules, config).solve(&start).unwrap();
                let got = match outcome.verdict {
                    Verdict::Won(moves) => {
                        let mut pos = start.clone();
                        let mut free = false;
                        for mv in moves {
                            free |= !judge.is_normal(&pos, mv);
                            judge.apply(&mut pos, mv).unwrap();
                        }
                        free_wins += (free && strategy == Strategy::Dfs) as usize;
                        true
                    }
                    Verdict::Lost(_) => false,
                    Verdict::Unresolved(l) => {
                        panic!("{} seed {seed}: unresolved ({l:?})", rules.id)
                    }
                };
                assert_eq!(got, truth, "{} seed {seed} {strategy:?}", rules.id);
            }
            layers_agree(&rules, &start, truth, seed, "seed");
            check.checked += 1;
            check.won += truth as usize;
        }
        check.free_wins.push((rules.id, free_wins));
    }
    check
}

/// Grace classes (the layered search keeps one position per class of a
/// grace period's arrangements, [`Prune::grace_classes`]) on 4 columns,
/// where up to three columns stay non-empty while grace is open, under
/// both readings of rule 4, from deals and from positions some random moves
/// in (so that some searches start with grace open): the layered search
/// with classes proves lost exactly the deals that the depth-first search
/// over every arrangement proves lost (won ones under a small cap, as in
/// [`layers_agree`]; the depth-first search's verdicts are checked against
/// brute force above), and brute force agrees where it settles; on the
/// lost deals the classes expand fewer positions.
#[test]
fn grace_classes_agree_with_every_arrangement_on_four_columns() {
    let mut rule_sets = common::reduced_plain_grace_four_columns();
    for mut r in rule_sets.clone() {
        r.id += "-no-reopen";
        r.grace_reopens = false;
        rule_sets.push(r);
    }
    let (mut checked, mut lost, mut grace_starts, mut brute) = (0, 0, 0, 0);
    let (mut nodes_classes, mut nodes_every) = (0, 0);
    for rules in &rule_sets {
        for seed in 0..100 {
            let steps = [0, 3, 6][seed as usize % 3];
            let start = midgame(rules, seed, steps);
            let what = format!("{} seed {seed} after {steps} moves", rules.id);
            let solve = |strategy, classes: bool, cap| {
                let config = Config {
                    strategy,
                    ..config(
                        Prune {
                            grace_classes: classes,
                            ..Prune::ALL
                        },
                        Order::Natural,
                        cap,
                    )
                };
                Solver::new(rules, config)
                    .solve(&start)
                    .unwrap_or_else(|e| panic!("{what} (classes {classes}): {e:?}"))
            };
            let every = solve(Strategy::Dfs, false, 2_000_000);
            let truth = match every.verdict {
                Verdict::Won(_) => true,
                Verdict::Lost(_) => false,
                Verdict::Unresolved(_) => continue,
            };
            let classes = solve(
                Strategy::Layers,
                true,
                if truth { 20_000 } else { 2_000_000 },
            );
            match classes.verdict {
                Verdict::Lost(_) => assert!(!truth, "{what}: classes lost a won deal"),
                Verdict::Won(_) => assert!(truth, "{what}: classes won a lost deal"),
                Verdict::Unresolved(l) => {
                    assert!(truth, "{what}: classes left a lost deal open ({l:?})")
                }
            }
            if let Some(brute_truth) = common::brute_force_won(rules, &start, 20_000) {
                assert_eq!(brute_truth, truth, "{what}: brute force");
                brute += 1;
            }
            checked += 1;
            grace_starts += start.grace.is_some() as usize;
            if !truth {
                lost += 1;
                nodes_classes += classes.cost.nodes;
                nodes_every += solve(Strategy::Layers, false, u64::MAX).cost.nodes;
            }
        }
    }
    eprintln!(
        "checked {checked}, lost {lost}, grace at the start {grace_starts}, brute force {brute}; \
         on lost deals, classes expanded {nodes_classes}, every arrangement {nodes_every}"
    );
    assert!(
        checked >= 100 && lost >= 20 && grace_starts >= 5,
        "checked {checked}, lost {lost}, grace at the start {grace_starts}"
    );
    assert!(
        nodes_classes < nodes_every,
        "classes expanded {nodes_classes}, every arrangement {nodes_every}"
    );
}

/// The winning lines the restarts strategy finds within `max_nodes` on
/// seeds 1..=12 of `rules`, each as the judge traces it (every position,
/// the deal first), with its seed.
fn winning_lines(rules: &Rules, max_nodes: u64) -> Vec<(u64, Vec<Position>)> {
    let judge = Judge::new(rules);
    let mut solver = Solver::new(
        rules,
        Config {
            strategy: Strategy::Restarts,
            ..config(Prune::ALL, Order::Lookahead, max_nodes)
        },
    );
    (1..=12)
        .filter_map(|seed| {
            let start = DealId::Seed(seed).position(rules).unwrap();
            let Verdict::Won(moves) = solver.solve(&start).unwrap().verdict else {
                return None;
            };
            Some((seed, judge.trace(&start, &moves).unwrap()))
        })
        .collect()
}

/// Every position of a winning line is winnable, so the layered search by
/// grace classes must never call one lost: positions with grace open and
/// at least two non-empty columns (a search by classes) on the winning
/// lines of full deals of the plain grace variants, each searched from
/// there under a small cap. (An earlier, unsound search by classes failed
/// exactly here, results/notes/04-frozen-card-test.md: it never sent home
/// a card that another member of the class has on top.)
#[test]
fn no_position_with_grace_open_on_a_winning_line_is_lost_by_classes() {
    let mut checked = 0;
    for id in [
        "miss-milligan-grace",
        "improved-miss-milligan",
        "single-deck-milligan",
    ] {
        let rules = rules::resolve(id).unwrap();
        let layers = Config {
            strategy: Strategy::Layers,
            ..config(Prune::ALL, Order::Natural, 5_000)
        };
        for (seed, line) in winning_lines(&rules, 50_000) {
            let by_classes = |p: &&Position| {
                p.grace.is_some() && p.columns.iter().filter(|c| !c.is_empty()).count() >= 2
            };
            for (step, pos) in line.iter().filter(by_classes).enumerate().step_by(5) {
                let verdict = Solver::new(&rules, layers.clone())
                    .solve(pos)
                    .unwrap()
                    .verdict;
                assert!(
                    !matches!(verdict, Verdict::Lost(_)),
                    "{id} seed {seed}, position {step} with grace open: lost by classes"
                );
                checked += 1;
            }
        }
    }
    eprintln!("{checked} positions with grace open on winning lines, none lost");
    assert!(checked >= 100, "only {checked} positions");
}

/// A grace period open under the plain grace rule with the stock used up
/// wins at once (`src/solver/grace_finish.rs`): on the winning lines of
/// full deals of the three games with that rule, every position with grace
/// open, no stock left, and three non-empty columns (or two, one with a
/// King at its bottom) is won by a search allowed a single node, and the
/// solver's line replays in the judge (Solver::solve checks every win).
/// Under strict grace, where free moves may not break runs, no such
/// shortcut is taken: those positions stay unresolved at one node.
#[test]
fn a_grace_period_open_with_the_stock_out_wins_at_once() {
    let (mut finished, mut strict) = (0, 0);
    for id in [
        "miss-milligan-grace",
        "improved-miss-milligan",
        "single-deck-milligan",
        "strict-milligan",
    ] {
        let rules = rules::resolve(id).unwrap();
        let one_node = Config {
            strategy: Strategy::Dfs,
            ..config(Prune::ALL, Order::Lookahead, 1)
        };
        for (seed, line) in winning_lines(&rules, 200_000) {
            for (step, pos) in line.iter().enumerate() {
                let non_empty: Vec<_> = pos.columns.iter().filter(|c| !c.is_empty()).collect();
                let king_bottom = non_empty
                    .iter()
                    .any(|c| c[0].card.rank == milligan::card::KING);
                let enough = non_empty.len() >= 3 || (non_empty.len() == 2 && king_bottom);
                if pos.grace.is_none() || !pos.stock.is_empty() || !enough || pos.is_won() {
                    continue;
                }
                let verdict = Solver::new(&rules, one_node.clone())
                    .solve(pos)
                    .unwrap()
                    .verdict;
                if id == "strict-milligan" {
                    assert!(
                        matches!(verdict, Verdict::Unresolved(_)),
                        "{id} seed {seed}, position {step}: strict grace took the shortcut"
                    );
                    strict += 1;
                } else {
                    assert!(
                        matches!(verdict, Verdict::Won(_)),
                        "{id} seed {seed}, position {step}: not won at once ({verdict:?})"
                    );
                    finished += 1;
                }
            }
        }
    }
    eprintln!("{finished} positions won at once; {strict} under strict grace left to search");
    assert!(
        finished >= 1000 && strict >= 10,
        "only {finished} positions, {strict} strict"
    );
}

/// The other reading of rule 4 (no new grace from the closing move), on
/// the reduced decks where free moves happen: verdicts equal brute force.
#[test]
fn reduced_grace_without_reopening_verdicts_equal_brute_force() {
    let rule_sets = common::reduced_grace_free_moves()
        .into_iter()
        .filter(|r| r.grace == Grace::Grace)
        .map(|mut r| {
            r.id += "-no-reopen";
            r.grace_reopens = false;
            r
        })
        .collect();
    let GraceCheck { checked, won, .. } = grace_verdicts_equal_brute_force(rule_sets, 60, 200_000);
    assert!(checked >= 100, "only {checked} deals checked");
    assert!(
        won >= 10 && checked > won,
        "both verdicts ({won} of {checked} won)"
    );
}

/// On 2 columns losses are common, but no free move is possible.
#[test]
fn reduced_grace_verdicts_equal_brute_force() {
    let GraceCheck { checked, won, .. } =
        grace_verdicts_equal_brute_force(common::reduced_grace(), 300, 100_000);
    assert!(checked >= 1000, "only {checked} grace deals checked");
    assert!(
        won >= 30 && checked - won >= 30,
        "a sample with both verdicts ({won} of {checked} won)"
    );
}

/// On 3 columns free moves happen: the verdicts still equal brute force
/// over the judge's moves, and some winning lines need a free move.
#[test]
fn reduced_grace_verdicts_with_free_moves_equal_brute_force() {
    let GraceCheck {
        checked,
        won,
        free_wins,
    } = grace_verdicts_equal_brute_force(common::reduced_grace_free_moves(), 150, 200_000);
    // At the time of writing: 588 checked, 571 won; wins with a free move
    // 24 (grace), 25 (strict), 40 (improved), 7 (single deck).
    assert!(checked >= 500, "only {checked} grace deals checked");
    assert!(
        won >= 30 && checked - won >= 10,
        "both verdicts ({won} of {checked} won)"
    );
    assert!(free_wins.iter().all(|v| v.1 >= 3), "{free_wins:?}");
}

#[test]
fn little_milligan_pruned_and_unpruned_agree() {
    let rules = rules::resolve("little-milligan").unwrap();
    let mut both = 0;
    for seed in 0..60 {
        let pos = DealId::Seed(seed).position(&rules).unwrap();
        let verdict = |prune| {
            let mut s = Solver::new(&rules, config(prune, Order::Heuristic, 300_000));
            s.solve(&pos).unwrap().verdict
        };
        let (a, b) = (verdict(Prune::ALL), verdict(Prune::NONE));
        if let (Verdict::Unresolved(_), _) | (_, Verdict::Unresolved(_)) = (&a, &b) {
            continue;
        }
        assert_eq!(
            matches!(a, Verdict::Won(_)),
            matches!(b, Verdict::Won(_)),
            "little-milligan seed {seed}"
        );
        both += 1;
    }
    assert!(both >= 30, "only {both} of 60 resolved both ways");
}

/// (stricter, looser): a win under the stricter rules is a win under the looser.
const CONTAINMENT: [(&str, &str); 7] = [
    ("spanish-patience", "miss-milligan-single-weave"),
    ("miss-milligan-single-weave", "miss-milligan"),
    ("miss-milligan", "imperial-guards"),
    ("spanish-patience", "milligan-cell"),
    ("spanish-patience", "giant"),
    ("giant", "millie"),
    ("milligan-harp", "milligan-yukon"),
];

#[test]
fn rule_sets_that_contain_each_other_never_contradict() {
    for (strict, loose) in CONTAINMENT {
        let strict_rules = common::reduced(strict, 4, "CH", 5, 1);
        let loose_rules = common::reduced(loose, 4, "CH", 5, 1);
        let mut wins = (0, 0);
        for seed in 0..300 {
            let verdict = |rules: &Rules| {
                let pos = DealId::Seed(seed).position(rules).unwrap();
                let mut s = Solver::new(rules, config(Prune::ALL, Order::Heuristic, 2_000_000));
                s.solve(&pos).unwrap().verdict
            };
            let (a, b) = (verdict(&strict_rules), verdict(&loose_rules));
            let (a_won, b_won) = (matches!(a, Verdict::Won(_)), matches!(b, Verdict::Won(_)));
            assert!(
                !(a_won && matches!(b, Verdict::Lost(_))),
                "{strict} wins seed {seed} but {loose} loses it"
            );
            wins.0 += a_won as usize;
            wins.1 += b_won as usize;
        }
        assert!(wins.0 <= wins.1, "{strict} {wins:?} {loose}");
    }
}

/// Rule sets each contained in miss-milligan-grace (no free moves, or free
/// moves that keep runs whole).
const GRACE_CONTAINMENT: [&str; 2] = ["spanish-patience", "strict-milligan"];

/// Containment for the grace classes: on 3 columns (one row) with clubs,
/// hearts and spades A-5, where spanish-patience loses about one deal in
/// seven, a deal a contained rule set wins (depth-first search) is
/// never lost by the layered search with grace classes; the other deals
/// show that the classes do prove losses at this size.
#[test]
fn grace_classes_never_lose_a_deal_a_contained_rule_set_wins() {
    let reduced = |id| common::reduced(id, 3, "CHS", 5, 1);
    let solve = |rules: &Rules, seed, strategy, cap| {
        let pos = DealId::Seed(seed).position(rules).unwrap();
        let config = Config {
            strategy,
            ..config(Prune::ALL, Order::Natural, cap)
        };
        Solver::new(rules, config).solve(&pos).unwrap().verdict
    };
    let grace = reduced("miss-milligan-grace");
    let contained: Vec<Rules> = GRACE_CONTAINMENT.into_iter().map(reduced).collect();
    let (mut contained_won, mut grace_lost) = (0, 0);
    for seed in 0..60 {
        let winners: Vec<&str> = contained
            .iter()
            .filter(|r| matches!(solve(r, seed, Strategy::Dfs, 2_000_000), Verdict::Won(_)))
            .map(|r| r.id.as_str())
            .collect();
        // Lost spaces are small at this size: an unsound class would show
        // as `lost` well within the smaller cap.
        let cap = if winners.is_empty() {
            2_000_000
        } else {
            50_000
        };
        let verdict = solve(&grace, seed, Strategy::Layers, cap);
        if matches!(verdict, Verdict::Lost(_)) {
            assert!(
                winners.is_empty(),
                "{winners:?} win seed {seed}, grace classes lose it"
            );
            grace_lost += 1;
        }
        contained_won += !winners.is_empty() as usize;
    }
    eprintln!("contained won {contained_won}, grace lost {grace_lost}");
    assert!(
        contained_won >= 30 && grace_lost >= 4,
        "contained won {contained_won}, grace lost {grace_lost}"
    );
}

#[test]
fn the_same_deal_gives_the_same_search_every_time() {
    for id in ["miss-milligan", "milligan-harp", "moltke", "nomad"] {
        let rules = rules::resolve(id).unwrap();
        let pos = DealId::Seed(11).position(&rules).unwrap();
        let run = || {
            let mut s = Solver::new(&rules, config(Prune::ALL, Order::Heuristic, 50_000));
            let o = s.solve(&pos).unwrap();
            (o.verdict, o.cost.nodes, o.cost.states)
        };
        assert_eq!(run(), run(), "{id}");
    }
}

#[test]
/// Full-deck grace search proves losses (15 of seeds 1..20 at the time of
/// writing) and any win replays in the judge.
fn single_deck_grace_deals_are_proved_lost_and_wins_replay() {
    let rules = rules::resolve("single-deck-milligan").unwrap();
    let judge = Judge::new(&rules);
    let (mut won, mut lost) = (0, 0);
    for seed in 1..=20 {
        let pos = DealId::Seed(seed).position(&rules).unwrap();
        let config = Config {
            timeout: Some(Duration::from_secs(60)),
            ..config(Prune::ALL, Order::Lookahead, 300_000)
        };
        match Solver::new(&rules, config).solve(&pos).unwrap().verdict {
            Verdict::Won(moves) => {
                assert_eq!(judge.replay(&pos, &moves), milligan::reference::Replay::Won);
                won += 1;
            }
            Verdict::Lost(_) => lost += 1,
            Verdict::Unresolved(_) => {}
        }
    }
    assert!(lost >= 10, "won {won}, lost {lost}");
}

/// The portfolio and restarts strategies never contradict the staged one
/// (a deal one wins is never lost by the other). The portfolio wins deals
/// that the staged search leaves open at the same node cap
/// (little-milligan seeds 15, 73 and 80 at 20,000 nodes, measured), and
/// the restarts win more deals in all.
#[test]
fn the_portfolio_and_restarts_agree_with_staged_search_and_win_more() {
    let rules = rules::resolve("little-milligan").unwrap();
    let config = |strategy| Config {
        strategy,
        max_nodes: 20_000,
        timeout: None,
        ..Config::default()
    };
    let mut staged = Solver::new(&rules, config(Strategy::Staged));
    let mut portfolio = Solver::new(&rules, config(Strategy::Portfolio));
    let mut restarts = Solver::new(&rules, config(Strategy::Restarts));
    let kind = |v: &Verdict| match v {
        Verdict::Won(_) => "won",
        Verdict::Lost(_) => "lost",
        Verdict::Unresolved(_) => "unresolved",
    };
    let (mut portfolio_gained, mut restarts_gained) = (Vec::new(), Vec::new());
    let (mut staged_wins, mut restarts_wins) = (0, 0);
    for seed in 1..=100 {
        let pos = DealId::Seed(seed).position(&rules).unwrap();
        let a = kind(&staged.solve(&pos).unwrap().verdict);
        staged_wins += (a == "won") as usize;
        for (name, solver, gained) in [
            ("portfolio", &mut portfolio, &mut portfolio_gained),
            ("restarts", &mut restarts, &mut restarts_gained),
        ] {
            let b = kind(&solver.solve(&pos).unwrap().verdict);
            let mut pair = [a, b];
            pair.sort();
            assert_ne!(pair, ["lost", "won"], "seed {seed}: staged {a}, {name} {b}");
            if a == "unresolved" && b == "won" {
                gained.push(seed);
            }
            restarts_wins += (name == "restarts" && b == "won") as usize;
        }
    }
    assert!(
        portfolio_gained.contains(&15),
        "portfolio wins over staged: {portfolio_gained:?}"
    );
    // Measured: 84 won against staged search's 75.
    assert!(
        restarts_wins > staged_wins,
        "restarts won {restarts_wins}, staged {staged_wins}; gained {restarts_gained:?}"
    );
}

/// A spill directory that cannot be written stops the layered search on
/// the disk limit, and the outcome says what failed with the operating
/// system's reason (a path under a regular file: permissions would not
/// stop a test run as root).
#[test]
fn an_unwritable_spill_directory_gives_the_os_reason() {
    let rules = rules::resolve("little-milligan").unwrap();
    let pos = DealId::Seed(13).position(&rules).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a folder").unwrap();
    let config = Config {
        strategy: Strategy::Layers,
        // Deal 13 spills past 128 KiB held (`spilled_layers_reach_what_held_layers_reach`).
        max_bytes: 128 << 10,
        spill: Some(file.join("spill")),
        ..config(Prune::ALL, Order::Natural, 200_000)
    };
    let outcome = Solver::new(&rules, config).solve(&pos).unwrap();
    assert_eq!(outcome.verdict, Verdict::Unresolved(solver::Limit::Disk));
    let failed = outcome.disk_error.expect("the disk error");
    let text = failed.to_string();
    assert!(text.contains("a-file"), "{text}");
    assert!(text.contains(&failed.source.to_string()), "{text}");
    assert!(failed.source.raw_os_error().is_some(), "{text}");
}
