//! The strategies: which searches run, in what order, on what share of the
//! node cap. The only module that calls every search loop, the layered
//! search included.

use std::time::Instant;

use super::best_first::best_first;
use super::config::{
    BEST_FIRST_NODES, BEST_FIRST_SHARE, Config, Limit, NARROW_NODES, NARROW_SHARE, NARROW_SLACK,
    Order, PORTFOLIO, PORTFOLIO_SHARE, RESTART_LONG_PERCENT, RESTART_MIN_NODES,
    RESTART_NARROW_SHARE, RESTART_NODES, RESTART_SHARE, RESTARTS, Strategy,
};
use super::cost::{Cost, Search};
use super::dfs::{Walk, complete_dfs, dfs};
use super::layers::{Layered, has_layers, layered};
use super::rerun::Tables;
use super::seen::Fingerprints;
use super::state::{Ctx, State};
use crate::error::Error;

/// Searches for a win from `start` with the configured strategy. The
/// tables are cleared first. An error only for a bug the search caught
/// ([`Error::Internal`]).
pub fn search(
    ctx: &Ctx,
    start: &State,
    config: &Config,
    tables: &mut Tables,
) -> Result<Search, Error> {
    Ok(match config.strategy {
        Strategy::Dfs => complete_dfs(ctx, start, config, tables, None),
        Strategy::BestFirst => best_first(ctx, start, config, tables),
        Strategy::Staged | Strategy::Portfolio | Strategy::Restarts => {
            staged(ctx, start, config, tables)
        }
        Strategy::Layers => return layers_then_line(ctx, start, config, tables),
    })
}

/// [`Strategy::Layers`]: the layered search, then, where it reaches a win,
/// the restarts strategy for the line.
fn layers_then_line(
    ctx: &Ctx,
    start: &State,
    config: &Config,
    tables: &mut Tables,
) -> Result<Search, Error> {
    if !has_layers(ctx) {
        return Ok(complete_dfs(ctx, start, config, tables, None));
    }
    let began = Instant::now();
    let layered = layered(ctx, start, config);
    let cost = layered.cost();
    let (result, disk_error) = match layered.end {
        Layered::Lost => (Ok(None), None),
        Layered::Stopped(limit) => (Err(limit), None),
        Layered::Disk(error) => (Err(Limit::Disk), Some(error)),
        Layered::Internal(bug) => return Err(Error::Internal(bug)),
        Layered::Winnable => {
            let left = Config {
                max_nodes: config.max_nodes.saturating_sub(cost.nodes).max(1),
                timeout: config.timeout.map(|t| t.saturating_sub(began.elapsed())),
                strategy: Strategy::Restarts,
                ..config.clone()
            };
            let mut line = staged(ctx, start, &left, tables);
            if matches!(line.result, Ok(None)) {
                return Err(Error::Internal(
                    "a search proved lost a deal whose layered search reached a win".into(),
                ));
            }
            let mut total = cost;
            total.add(&line.cost);
            line.cost = total;
            return Ok(line);
        }
    };
    let layer = result.is_err().then_some(layered.layer);
    Ok(Search {
        result,
        cost,
        layer,
        disk_error,
    })
}

/// How many restart passes a node cap of `cap` gets, and the nodes of each:
/// [`RESTARTS`] passes of a [`RESTART_SHARE`]th of the cap; or, where that
/// is over [`RESTART_NODES`], passes of [`RESTART_NODES`] that fill
/// [`RESTART_LONG_PERCENT`]% of the cap.
fn restart_passes(cap: u64) -> (u64, u64) {
    let share = cap / RESTART_SHARE;
    if share <= RESTART_NODES {
        (RESTARTS, share)
    } else {
        let filled = cap / 100 * RESTART_LONG_PERCENT / RESTART_NODES;
        (filled.max(RESTARTS), RESTART_NODES)
    }
}

/// The passes before the complete depth-first search.
#[derive(Clone, Copy)]
enum Pass {
    Narrow(u32),
    BestFirst,
    /// Depth-first in another move order.
    Order(Order),
    /// Depth-first with shuffled moves, the `i`th restart.
    Shuffled(u64),
}

/// The staged strategy: the narrow passes in turn, a best-first pass, then
/// the complete depth-first search with the nodes and time they left. Node
/// counts and the table's peak add up over the passes. The portfolio adds
/// a depth-first pass in each other order ([`PORTFOLIO`]) before the last;
/// the restarts strategy adds its shuffled passes there instead. A pass
/// that ends with a win, or a complete pass (any but a narrow one) that
/// ends with none, decides the deal.
fn staged(ctx: &Ctx, start: &State, config: &Config, tables: &mut Tables) -> Search {
    let began = Instant::now();
    // The search's limits for a pass of `max_nodes` nodes, in the time left.
    let pass_config = |max_nodes: u64| Config {
        max_nodes,
        timeout: config.timeout.map(|t| t.saturating_sub(began.elapsed())),
        ..config.clone()
    };
    let mut total = Cost::default();
    for pass in passes(config) {
        let left = config.max_nodes.saturating_sub(total.nodes);
        let Some(budget) = pass_budget(config, pass, left) else {
            continue;
        };
        let mut result = run_pass(ctx, start, &pass_config(budget), tables, pass);
        total.add(&result.cost);
        result.cost = total;
        if decides(pass, &result, config.max_nodes) {
            return result;
        }
    }
    let budget = config.max_nodes.saturating_sub(total.nodes).max(1);
    let mut last = complete_dfs(ctx, start, &pass_config(budget), tables, None);
    total.add(&last.cost);
    last.cost = total;
    last
}

/// The passes of `config`'s strategy before its complete search, in turn.
fn passes(config: &Config) -> impl Iterator<Item = Pass> {
    let (strategy, order) = (config.strategy, config.order);
    let other_orders = PORTFOLIO
        .into_iter()
        .filter(move |&o| strategy == Strategy::Portfolio && o != order)
        .map(Pass::Order);
    let restarts = (0..restart_passes(config.max_nodes).0)
        .filter(move |_| strategy == Strategy::Restarts)
        .map(Pass::Shuffled);
    NARROW_SLACK
        .map(Pass::Narrow)
        .into_iter()
        .chain([Pass::BestFirst])
        .chain(other_orders)
        .chain(restarts)
}

/// The nodes `pass` gets with `left` of the cap left; `None` when that is
/// too few to run it.
fn pass_budget(config: &Config, pass: Pass, left: u64) -> Option<u64> {
    let cap = config.max_nodes;
    let budget = match pass {
        Pass::Narrow(_) => {
            let share = match config.strategy {
                Strategy::Restarts => RESTART_NARROW_SHARE,
                _ => NARROW_SHARE,
            };
            left.min(NARROW_NODES).min(cap / share)
        }
        Pass::BestFirst => left.min(cap / BEST_FIRST_SHARE).min(BEST_FIRST_NODES),
        Pass::Order(_) => left.min(cap / PORTFOLIO_SHARE),
        Pass::Shuffled(_) => {
            let budget = left.min(restart_passes(cap).1);
            return (budget >= RESTART_MIN_NODES).then_some(budget);
        }
    };
    (budget > 0).then_some(budget)
}

/// Runs `pass` under `config` (its node budget and the time left).
fn run_pass(ctx: &Ctx, start: &State, config: &Config, tables: &mut Tables, pass: Pass) -> Search {
    match pass {
        Pass::Narrow(slack) => {
            let mut seen = Fingerprints::new(ctx, &mut tables.fingerprints);
            let walk = Walk {
                narrow: Some(slack),
                shuffle: None,
            };
            let log = tables.pass_log.off();
            dfs(ctx, start, config, &mut seen, walk, log)
        }
        Pass::BestFirst => best_first(ctx, start, config, tables),
        Pass::Order(order) => {
            let pass = Config {
                order,
                ..config.clone()
            };
            complete_dfs(ctx, start, &pass, tables, None)
        }
        Pass::Shuffled(i) => {
            // The restart passes take the configured order first, then
            // the others.
            let first = PORTFOLIO
                .iter()
                .position(|&o| o == config.order)
                .expect("PORTFOLIO lists every order");
            let pass = Config {
                order: PORTFOLIO[(first + i as usize) % PORTFOLIO.len()],
                ..config.clone()
            };
            complete_dfs(ctx, start, &pass, tables, Some(i))
        }
    }
}

/// Whether `result` of `pass` (its cost summed over the passes so far)
/// decides the deal: a win, a limit other than the node cap, the cap spent,
/// or no win from a complete pass (best-first and depth-first search are
/// complete: their `Ok(None)` proves a loss; a narrow pass is not).
fn decides(pass: Pass, result: &Search, cap: u64) -> bool {
    match result.result {
        Ok(Some(_))
        | Err(Limit::Time | Limit::Interrupted | Limit::Memory | Limit::Disk | Limit::Spill) => {
            true
        }
        Ok(None) => !matches!(pass, Pass::Narrow(_)),
        Err(Limit::Nodes) => result.cost.nodes >= cap,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules;
    use crate::solver::best_first::best_first_pass;
    use crate::solver::fingerprint::FingerSet;
    use crate::solver::prune::Prune;
    use crate::solver::rerun::PassLog;
    use crate::solver::table::Table;
    use crate::solver::testing::{capped, dealt, exact_dfs};

    /// A staged search that ends in a later narrow pass reports the
    /// largest table of all its passes, not only the last pass's
    /// (regression: it reported the last pass's alone).
    #[test]
    fn staged_search_reports_the_largest_table_of_its_passes() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = Config {
            strategy: Strategy::Staged,
            ..capped(1_000_000)
        };
        let mut tables = Tables::default();
        let mut checked = 0;
        for seed in 1..=40 {
            let start = dealt(&rules, &ctx, seed);
            let first_pass = Config {
                max_nodes: NARROW_NODES,
                ..config.clone()
            };
            let mut seen = Fingerprints::new(&ctx, &mut tables.fingerprints);
            let first = dfs(
                &ctx,
                &start,
                &first_pass,
                &mut seen,
                Walk {
                    narrow: Some(NARROW_SLACK[0]),
                    shuffle: None,
                },
                &mut PassLog::default(),
            );
            let staged = search(&ctx, &start, &config, &mut tables).unwrap();
            let ended_narrow = staged.cost.nodes < first.cost.nodes + NARROW_NODES * 3;
            let first_failed = !matches!(first.result, Ok(Some(_)));
            if first_failed && matches!(staged.result, Ok(Some(_))) && ended_narrow {
                assert!(staged.cost.bytes >= first.cost.bytes, "seed {seed}");
                checked += 1;
                if checked == 3 {
                    return;
                }
            }
        }
        panic!("only {checked} deals were won in a later narrow pass");
    }

    /// A deal's result, table bytes included, is the same whatever deals
    /// were solved before with the same tables (regression: the pass log's
    /// capacity, left by earlier deals, was reported, so Slurm shards and
    /// a single batch run wrote different `table_kib`).
    #[test]
    fn results_do_not_depend_on_the_deals_solved_before() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = capped(20_000);
        let mut shared = Tables::default();
        for seed in 1..=30 {
            let start = dealt(&rules, &ctx, seed);
            let after = search(&ctx, &start, &config, &mut shared).unwrap();
            let alone = search(&ctx, &start, &config, &mut Tables::default()).unwrap();
            let sum = |s: &Search| (s.result.is_ok(), s.cost.nodes, s.cost.states, s.cost.bytes);
            assert_eq!(sum(&after), sum(&alone), "seed {seed}");
        }
    }

    /// No `lost` rests on a fingerprint collision: with fingerprints cut
    /// to 10 bits, so that unequal positions collide all the time, the
    /// fast searches (depth-first and best-first) miss wins and end early,
    /// and the complete searches still give every verdict that exact keys
    /// give.
    #[test]
    fn a_loss_never_rests_on_a_fingerprint_collision() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let config = capped(100_000);
        let kind = |s: &Search| match s.result {
            Ok(Some(_)) => "won",
            Ok(None) => "lost",
            Err(_) => "unresolved",
        };
        let mut exact_table = Table::new();
        let (mut rescued, mut bf_rescued, mut lost) = (0, 0, 0);
        for seed in 1..=30 {
            let start = dealt(&rules, &ctx, seed);
            let by_key = exact_dfs(&ctx, &start, &config, &mut exact_table);
            let mut tables = Tables {
                fingerprints: FingerSet::colliding(10),
                ..Tables::default()
            };
            let mut colliding = Fingerprints::new(&ctx, &mut tables.fingerprints);
            let fast = dfs(
                &ctx,
                &start,
                &config,
                &mut colliding,
                Walk::default(),
                &mut PassLog::default(),
            );
            let complete = complete_dfs(&ctx, &start, &config, &mut tables, None);
            assert_eq!(kind(&complete), kind(&by_key), "seed {seed}");
            if kind(&by_key) == "lost" {
                assert_eq!(complete.cost.nodes, by_key.cost.nodes, "seed {seed}");
                lost += 1;
            }
            rescued += (kind(&fast) == "lost" && kind(&by_key) != "lost") as usize;

            // The same for best-first search.
            let bf_key = best_first_pass(
                &ctx,
                &start,
                &config,
                &mut exact_table,
                None,
                &mut PassLog::default(),
            );
            tables.fingerprints = FingerSet::colliding(10);
            let mut table = Table::new();
            let bf_fast = best_first_pass(
                &ctx,
                &start,
                &config,
                &mut table,
                Some(&mut tables.fingerprints),
                &mut PassLog::default(),
            );
            tables.fingerprints = FingerSet::colliding(10);
            let bf = best_first(&ctx, &start, &config, &mut tables);
            assert_eq!(kind(&bf), kind(&bf_key), "best-first, seed {seed}");
            if kind(&bf_key) == "lost" {
                assert_eq!(bf.cost.nodes, bf_key.cost.nodes, "best-first, seed {seed}");
            }
            bf_rescued += (kind(&bf_fast) == "lost" && kind(&bf_key) != "lost") as usize;
        }
        assert!(rescued > 0, "no fast search was misled");
        assert!(bf_rescued > 0, "no fast best-first search was misled");
        assert!(lost > 0, "no deal was lost");
    }

    /// The rerun on exact keys takes the frozen test's outcomes from the
    /// first pass's record, all of them when no fingerprint collides, and
    /// stops replaying at the first lookup that goes another way: with
    /// fingerprints cut to 10 bits it stops, and the verdict, node count
    /// and cuts are still those of a search on exact keys without a
    /// record. Depth-first and best-first search alike, testing every
    /// position or backing off ([`Prune::frozen_backoff`]: which positions
    /// are tested follows the outcomes, replayed or not).
    #[test]
    fn the_exact_rerun_replays_frozen_outcomes_until_a_lookup_differs() {
        let rules = rules::resolve("little-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let mut exact_table = Table::new();
        for frozen_backoff in [false, true] {
            let config = Config {
                prune: Prune {
                    frozen_backoff,
                    ..Prune::ALL
                },
                ..capped(300_000)
            };
            // Per search: how many reruns replayed to the end, and how many
            // stopped early.
            let (mut replayed, mut stopped) = ([0; 2], [0; 2]);
            for seed in 1..=30 {
                let start = dealt(&rules, &ctx, seed);
                let unrecorded_dfs = exact_dfs(&ctx, &start, &config, &mut exact_table);
                let unrecorded_bf = best_first_pass(
                    &ctx,
                    &start,
                    &config,
                    &mut exact_table,
                    None,
                    &mut PassLog::default(),
                );
                for (k, unrecorded) in [unrecorded_dfs, unrecorded_bf].iter().enumerate() {
                    if unrecorded.result != Ok(None) || unrecorded.cost.frozen_cuts == 0 {
                        continue;
                    }
                    for bits in [None, Some(10)] {
                        let mut tables = Tables {
                            fingerprints: bits.map(FingerSet::colliding).unwrap_or_default(),
                            ..Tables::default()
                        };
                        let rerun = match k {
                            0 => complete_dfs(&ctx, &start, &config, &mut tables, None),
                            _ => best_first(&ctx, &start, &config, &mut tables),
                        };
                        let what = format!("seed {seed}, search {k}, bits {bits:?}");
                        assert_eq!(rerun.result, Ok(None), "{what}");
                        assert_eq!(rerun.cost.nodes, unrecorded.cost.nodes, "{what}");
                        assert_eq!(
                            rerun.cost.frozen_cuts, unrecorded.cost.frozen_cuts,
                            "{what}"
                        );
                        match (bits, tables.pass_log.replayed()) {
                            (None, Some([done, recorded])) => {
                                assert_eq!(done, recorded, "{what}");
                                replayed[k] += 1;
                            }
                            (Some(_), None) => stopped[k] += 1,
                            _ => panic!("{what}: the replay did not end as expected"),
                        }
                    }
                }
            }
            assert!(
                replayed.iter().chain(&stopped).all(|&n| n > 0),
                "backoff {frozen_backoff}: replayed {replayed:?}, stopped {stopped:?}"
            );
        }
    }

    /// Up to 600,000 nodes the restarts are 18 passes of a fortieth of the
    /// cap; above, 15,000-node passes that fill half of it, and never
    /// fewer than 18.
    #[test]
    fn restart_passes_are_short_and_many_under_large_caps() {
        assert_eq!(restart_passes(20_000), (18, 500));
        assert_eq!(restart_passes(600_000), (18, 15_000));
        assert_eq!(restart_passes(700_000), (23, 15_000));
        assert_eq!(restart_passes(3_000_000), (100, 15_000));
        for cap in [1_000, 40_000, 600_001, 1_000_000, 30_000_000] {
            let (passes, nodes) = restart_passes(cap);
            assert!(passes >= RESTARTS && nodes <= RESTART_NODES, "{cap}");
            assert!(passes * nodes <= cap / 2, "{cap}: {passes} x {nodes}");
        }
    }

    /// Under tiny caps the restarts strategy stays within its cap
    /// (regression: 18 one-node restart passes, each counting two nodes,
    /// overshot caps of 40-79 and left the complete pass nothing).
    #[test]
    fn the_restarts_keep_within_a_tiny_cap() {
        let rules = rules::resolve("miss-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let start = dealt(&rules, &ctx, 1);
        let mut tables = Tables::default();
        for cap in [2, 5, 19, 41, 79, 100, 1000, 4000] {
            let config = Config {
                strategy: Strategy::Restarts,
                ..capped(cap)
            };
            let searched = search(&ctx, &start, &config, &mut tables).unwrap();
            assert!(
                searched.cost.nodes <= cap,
                "cap {cap}: {} nodes",
                searched.cost.nodes
            );
        }
    }
}
