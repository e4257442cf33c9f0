//! Helpers for the solver's unit tests.

use super::config::Config;
use super::cost::Search;
use super::dfs::{Walk, dfs};
use super::rerun::PassLog;
use super::seen::Exact;
use super::state::{Ctx, State};
use super::table::Table;
use crate::deal::DealId;
use crate::rules::Rules;

/// A config of `max_nodes` nodes with no time limit.
pub(super) fn capped(max_nodes: u64) -> Config {
    Config {
        timeout: None,
        max_nodes,
        ..Config::default()
    }
}

/// Depth-first search on exact keys, with no record to replay.
pub(super) fn exact_dfs(ctx: &Ctx, start: &State, config: &Config, table: &mut Table) -> Search {
    let mut exact = Exact::new(ctx, start, table);
    let log = &mut PassLog::default();
    dfs(ctx, start, config, &mut exact, Walk::default(), log)
}

/// The solver's state for deal `seed`.
pub(super) fn dealt(rules: &Rules, ctx: &Ctx, seed: u64) -> State {
    State::from_position(ctx, &DealId::Seed(seed).position(rules).unwrap()).unwrap()
}
