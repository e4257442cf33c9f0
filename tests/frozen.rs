//! The frozen-card test proves positions lost without search, so it is
//! checked where the truth is known: against brute force over the judge's
//! moves on every position of small decks, and along winning lines of full
//! deals, where no position may be called lost.

mod common;

use std::collections::HashMap;

use milligan::deal::DealId;
use milligan::position::Position;
use milligan::reference::Judge;
use milligan::rules::{self, Rules};
use milligan::solver::{
    Config, Order, Prune, Recheck, Solver, Strategy, Verdict, Walk, frozen_card,
    frozen_test_applies, recheck_lost,
};

/// Every position reachable from `start` with the judge's moves, and which
/// of them can still reach a win; `None` beyond `cap` positions.
fn winnable_positions(
    rules: &Rules,
    start: &Position,
    cap: usize,
) -> Option<Vec<(Position, bool)>> {
    let judge = Judge::new(rules);
    let mut index: HashMap<Position, usize> = HashMap::new();
    let mut positions = vec![start.clone()];
    let mut parents: Vec<Vec<usize>> = vec![Vec::new()];
    index.insert(start.clone(), 0);
    let mut next = 0;
    while next < positions.len() {
        let pos = positions[next].clone();
        for mv in judge.legal_moves(&pos) {
            let mut child = pos.clone();
            judge.apply(&mut child, mv).unwrap();
            let id = *index.entry(child.clone()).or_insert_with(|| {
                positions.push(child);
                parents.push(Vec::new());
                positions.len() - 1
            });
            parents[id].push(next);
        }
        if positions.len() > cap {
            return None;
        }
        next += 1;
    }
    // A position is winnable when a won position is reachable from it:
    // walk the moves backwards from every won position.
    let mut winnable = vec![false; positions.len()];
    let mut stack: Vec<usize> = (0..positions.len())
        .filter(|&i| positions[i].is_won())
        .collect();
    for &i in &stack {
        winnable[i] = true;
    }
    while let Some(i) = stack.pop() {
        for &p in &parents[i] {
            if !winnable[p] {
                winnable[p] = true;
                stack.push(p);
            }
        }
    }
    Some(positions.into_iter().zip(winnable).collect())
}

/// Runs the test on `pos`, whose truth brute force found: true when it
/// fires, which it must not do on a winnable position.
fn fires(rules: &Rules, seed: u64, pos: &Position, winnable: bool) -> bool {
    let frozen = frozen_card(rules, pos).unwrap();
    if let Some(card) = &frozen {
        assert!(
            !winnable,
            "{} seed {seed}: {card}, yet winnable: {pos:?}",
            rules.id
        );
    }
    frozen.is_some()
}

/// On every position reachable from small deals of the variants whose
/// small spaces brute force can finish, a frozen card means the position
/// is lost. Both kinds of position occur often, so the check has teeth.
#[test]
fn a_frozen_card_is_found_only_in_lost_positions() {
    let (mut seen, mut fired, mut lost) = (0usize, 0usize, 0usize);
    let (mut variants_fired, mut rechecked_lost) = (0, 0);
    // Positions the lost walks visited, without and with safe cards home.
    let mut walked = [0usize; 2];
    // The reduced decks whose whole spaces brute force finishes within the
    // cap for some of seeds 0..8. The other non-grace variants, on 3
    // columns of A-6 or 4 of A-4, finished none (every space passed 40,000
    // positions): two minutes of the suite spent on no position, so they
    // are left out. Full deals of every variant the test reaches are
    // checked along winning lines below.
    let sets = [
        "miss-milligan-single-weave",
        "spanish-patience",
        "little-milligan",
        "milligan-harp",
    ]
    .map(|id| common::reduced(id, 3, "CH", 6, 2))
    .into_iter()
    .chain(["little-milligan", "gypsy"].map(|id| common::reduced(id, 4, "CH", 4, 2)))
    .chain([common::reduced("moltke", 3, "CH", 5, 3)]);
    for rules in sets {
        let mut fired_here = 0;
        for seed in 0..8 {
            let start = DealId::Seed(seed).position(&rules).unwrap();
            let Some(all) = winnable_positions(&rules, &start, 40_000) else {
                continue;
            };
            // The judge's walk with checked frozen cuts (`milligan check`)
            // agrees with brute force, from the deal and from every 100th
            // position reached.
            // So does the walk that sends safe cards home at once.
            for (pos, winnable) in all.iter().step_by(100) {
                for safe_home in [false, true] {
                    let walk = Walk {
                        max_positions: 40_000,
                        safe_home,
                    };
                    match (winnable, recheck_lost(&rules, pos, walk, None).unwrap()) {
                        (false, Recheck::Lost { positions, .. }) => {
                            rechecked_lost += 1;
                            walked[usize::from(safe_home)] += positions;
                        }
                        (true, Recheck::Winnable { .. }) => {}
                        (winnable, other) => panic!(
                            "{} seed {seed}: winnable {winnable}, safe home {safe_home}, {other:?}",
                            rules.id
                        ),
                    }
                }
            }
            for (pos, winnable) in all {
                fired_here += usize::from(fires(&rules, seed, &pos, winnable));
                seen += 1;
                lost += usize::from(!winnable);
            }
        }
        // Outside the test's reach it must say nothing.
        assert!(
            frozen_test_applies(&rules) || fired_here == 0,
            "{}: fired {fired_here} times",
            rules.id
        );
        if fired_here > 0 {
            eprintln!(
                "{} (rules {:?}): fired {fired_here} times",
                rules.id, rules.columns
            );
            variants_fired += 1;
        }
        fired += fired_here;
    }
    eprintln!(
        "frozen: {fired} of {lost} lost positions, {seen} positions in all; {rechecked_lost} lost positions rechecked \
         ({} and {} positions walked, without and with safe cards home)",
        walked[0], walked[1]
    );
    assert!(
        rechecked_lost > 600,
        "{rechecked_lost} lost positions rechecked"
    );
    assert!(
        walked[1] < walked[0] * 9 / 10,
        "safe cards home shrank the walks only from {} to {} positions",
        walked[0],
        walked[1]
    );
    assert!(seen > 150_000 && lost > 50_000, "seen {seen}, lost {lost}");
    assert!(
        fired > 20_000,
        "the test fired on only {fired} of {lost} lost positions"
    );
    // spanish-patience, little-milligan, milligan-harp and moltke on 3
    // columns, little-milligan on 4 (where the other two-deck games rarely
    // finish within the cap, and Yukon moves leave little frozen).
    assert!(
        variants_fired >= 5,
        "fired in {variants_fired} reduced variants"
    );
}

/// Calls `visit(rules, seed, line)` with every position of the winning
/// line of each deal `1..=seeds` that the solver wins at 20,000 nodes
/// without the frozen test, for every variant the test reaches that
/// `keep` selects.
fn for_each_winning_line(
    seeds: u64,
    keep: impl Fn(&Rules) -> bool,
    mut visit: impl FnMut(&Rules, u64, &[Position]),
) {
    for id in common::VARIANTS {
        let rules = rules::resolve(id).unwrap();
        if !frozen_test_applies(&rules) || !keep(&rules) {
            continue;
        }
        let judge = Judge::new(&rules);
        let config = Config {
            max_nodes: 20_000,
            timeout: None,
            prune: Prune {
                frozen: false,
                ..Prune::ALL
            },
            order: Order::Lookahead,
            strategy: Strategy::Staged,
            ..Config::default()
        };
        let mut solver = Solver::new(&rules, config);
        for seed in 1..=seeds {
            let start = DealId::Seed(seed).position(&rules).unwrap();
            if let Verdict::Won(moves) = solver.solve(&start).unwrap().verdict {
                visit(&rules, seed, &judge.trace(&start, &moves).unwrap());
            }
        }
    }
}

/// Along a winning line every position is winnable, so the test must never
/// fire on one: full deals of every variant the test reaches (elsewhere it
/// says nothing by construction), solved without the test.
/// Seeds 1..=40 here; `FROZEN_LINES_SEEDS=N` checks 1..=N (the full-size
/// check of results/notes/04-frozen-card-test.md used 1..=2000).
#[test]
fn no_position_on_a_winning_line_is_frozen() {
    let seeds: u64 = std::env::var("FROZEN_LINES_SEEDS")
        .map_or(40, |n| n.parse().expect("FROZEN_LINES_SEEDS is a number"));
    let (mut lines, mut positions) = (0, 0);
    for_each_winning_line(
        seeds,
        |_| true,
        |rules, seed, line| {
            for (step, pos) in line.iter().enumerate() {
                let frozen = frozen_card(rules, pos).unwrap();
                assert_eq!(frozen, None, "{} seed {seed}, after move {step}", rules.id);
                positions += 1;
            }
            lines += 1;
        },
    );
    eprintln!("{lines} winning lines, {positions} positions, none frozen");
    assert!(lines >= seeds, "only {lines} winning lines checked");
}

/// Full-deck endgames with all the real rules: a winning line is followed
/// until at most 26 cards are left in play with the stock out; then the
/// cards in play are shuffled among the same slots (the same foundations,
/// column heights and face-down slots), which makes many positions lost.
/// Brute force over the judge decides each one; the test must fire only on
/// lost ones, and on some.
#[test]
fn a_frozen_card_in_a_full_deck_endgame_means_it_is_lost() {
    use rand_xoshiro::Xoshiro256PlusPlus;
    use rand_xoshiro::rand_core::{Rng, SeedableRng};
    let (mut checked, mut lost, mut fired) = (0, 0, 0);
    // Not under take-back: cards going home and coming back take brute
    // force past its cap on every such endgame (none was decided, at a
    // minute of the suite's time).
    let no_take_back = |rules: &Rules| rules.take_back == rules::TakeBack::Never;
    for_each_winning_line(20, no_take_back, |rules, seed, line| {
        let in_play = |p: &Position| p.columns.iter().map(Vec::len).sum::<usize>() + p.waste.len();
        let Some(endgame) = line.iter().find(|p| p.stock.is_empty() && in_play(p) <= 26) else {
            return;
        };
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        for _ in 0..10 {
            let mut pos = endgame.clone();
            let mut cards: Vec<_> = pos.columns.iter().flatten().map(|s| s.card).collect();
            cards.extend(&pos.waste);
            for i in (1..cards.len()).rev() {
                cards.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
            }
            let mut next = cards.into_iter();
            for slot in pos.columns.iter_mut().flatten() {
                slot.card = next.next().unwrap();
            }
            for card in pos.waste.iter_mut() {
                *card = next.next().unwrap();
            }
            let Some(winnable) = common::brute_force_won(rules, &pos, 100_000) else {
                continue;
            };
            fired += usize::from(fires(rules, seed, &pos, winnable));
            checked += 1;
            lost += usize::from(!winnable);
        }
    });
    eprintln!("endgames: {checked} positions, {lost} lost, the test fired on {fired}");
    assert!(checked >= 100, "only {checked} endgame positions");
    assert!(fired >= 10 && lost > fired, "lost {lost}, fired {fired}");
}

/// Regression for the take-back rules of the test (solver revision 8):
/// the JC lies on the TC, every red Queen is home, and an empty column
/// takes only a King. Without take-back the TC is frozen. With it a red
/// Queen comes back onto the KC, or, with the KC buried under the TC, the
/// KS comes back into an empty column and a red Queen onto it; either way
/// the JC can move off.
#[test]
fn take_back_frees_a_card_through_the_foundations() {
    let jack_on_ten = "variant little-milligan\ncol 1: TC JC\ncol 2: QC\ncol 3: KC\n\
        col 4:\ncol 5:\ncol 6:\ncol 7:\nstock:\nfoundations: 9C KS KH KD\n";
    for text in [
        jack_on_ten.to_string(),
        jack_on_ten
            .replace("col 3: KC", "col 3:")
            .replace("col 1: TC", "col 1: KC TC"),
    ] {
        let file = milligan::position::parse_position(&text).unwrap();
        // The TC, or the KC under it, the first frozen card.
        assert!(
            frozen_card(&file.rules, &file.position).unwrap().is_some(),
            "{text}"
        );
        let mut rules = file.rules.clone();
        rules.take_back = rules::TakeBack::Always;
        assert_eq!(frozen_card(&rules, &file.position).unwrap(), None, "{text}");
    }
}
