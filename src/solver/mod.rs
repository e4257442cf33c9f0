//! The exhaustive solver: packed state, its own move generator, sound
//! pruning, transposition tables (64-bit fingerprints for depth-first
//! search, exact keys for best-first search and to prove every loss again),
//! and depth-first search.
//! Every win is replayed by the reference engine before it is reported.
//!
//! The solver sees face-down cards and the stock order (perfect
//! information): its `won` means "winnable by a player who knew every card".

mod best_first;
mod config;
mod cost;
mod dfs;
mod estimate;
mod expand;
mod fingerprint;
mod frozen;
mod grace_classes;
mod grace_finish;
mod key;
mod layers;
mod moves;
mod prune;
mod recheck;
mod rerun;
mod schedule;
mod seen;
mod shorten;
mod state;
mod table;
#[cfg(test)]
mod testing;

/// The solver's working parts, public only so that the divan benches in
/// `benches/` can time them; not part of the library's interface.
#[doc(hidden)]
pub mod internals {
    pub use super::fingerprint::{FingerSet, Fingerprinter};
    pub use super::frozen::{Scratch as FrozenScratch, applies as frozen_applies, frozen};
    pub use super::key::{Keyer, PileCache};
    pub use super::state::{Ctx, State};
    pub use super::table::Table;
}

use std::time::{Duration, Instant};

use crate::error::Error;
use crate::notation::Move;
use crate::position::{Position, write_position};
use crate::reference::{Judge, Replay, certificate};
use crate::rules::Rules;
pub use config::{Checkpoints, Config, Limit, Order, Strategy};
pub use cost::{Cost, DiskError, LayerReached};
pub use prune::Prune;
pub use recheck::{Progress, Recheck, Walk, recheck_lost};

/// The search's behaviour revision: bump it with every change that alters a
/// verdict, node count or solution (`tests/golden.rs` shows such changes).
/// Result files record it, so rows of different revisions never mix.
///
/// Revision 4: the lookahead estimate counts the face-down cards a grace
/// free move turns up (only `improved-miss-milligan` lifts such cards, so
/// only its move order can differ from revision 3).
///
/// Revision 5: the frozen-card test gives up positions in which some card
/// can never go home ([`Prune::frozen`], on by default), so node counts
/// fall and verdicts can change from unresolved to won or lost; and the
/// staged strategy runs a best-first pass between its narrow passes and
/// its complete depth-first search.
///
/// Revision 6: the default strategy is [`Strategy::Restarts`] (the staged
/// strategy with shorter narrow passes and 18 shuffled depth-first passes
/// before its complete search): at 20,000 nodes on seeds 1..1000 it wins
/// more deals than revision 5's staged search in 15 of the 17 variants
/// (Miss Milligan 439 against 412, spanish-patience 394 against 252), as
/// many in milligan-yukon and 4 fewer in imperial-guards, and proves more
/// deals lost (little-milligan 39 against 31, single-deck-milligan 224
/// against 186): at that cap its shorter narrow passes leave the complete
/// pass more nodes (at large caps the restart passes take up to 45% of the
/// cap, and the complete pass gets less).
///
/// Revision 7: under node caps over 600,000 the restart passes are many
/// short ones (15,000 nodes each, filling half the cap) instead of 18
/// longer ones; at smaller caps nothing changes. Miss Milligan seeds
/// 1..200 at 3,000,000 nodes (natural order): 190 won against 185.
///
/// Revision 8: the frozen-card test reaches rule sets with take-back
/// (millie, giant, gypsy); nothing else changes, and rule sets without
/// take-back search exactly as in revision 7.
///
/// Revision 9: under the plain grace rule, a position with a grace period
/// open and the stock used up is won at once by the line
/// `grace_finish` builds, where the columns allow it (depth-first and
/// best-first search; the layered search is unchanged). Other rule sets
/// search exactly as in revision 8.
pub const REVISION: u32 = 9;

/// The oldest revision whose layered searches this one continues: the
/// layered search writes checkpoints only without take-back, which
/// revision 8 left alone.
const SAME_LAYERS_SINCE: u32 = 7;
use rerun::Tables;
use state::{Ctx, State};

/// The answer for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Won, with a move list the reference engine has replayed to a win.
    Won(Vec<Move>),
    /// No win exists, and how that was proven.
    Lost(Proof),
    /// A limit stopped the search first.
    Unresolved(Limit),
}

/// How a `lost` was proven.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The complete search saw every reachable position.
    Search,
    /// The complete search saw every reachable position except those the
    /// frozen-card test gave up (each lost: a card in it can never go home).
    SearchFrozen,
    /// The layered search saw every reachable class of grace
    /// arrangements ([`grace_classes`]): every reachable position but
    /// those that free moves turn into one it saw.
    SearchGraceClasses,
    /// The frozen-card test on the position itself, without search.
    Frozen(FrozenCard),
}

impl Proof {
    /// The name in result files' `proof` column.
    pub fn name(&self) -> &'static str {
        match self {
            Proof::Search => "search",
            Proof::SearchFrozen => "search+frozen",
            Proof::SearchGraceClasses => "search+grace-classes",
            Proof::Frozen(_) => "frozen",
        }
    }
}

/// The positions that one move of the solver's own generator reaches from
/// `pos` (made and unmade on the solver's state, then written out as
/// positions), for tests that pin the generator down against the judge's
/// moves (perft). An error if `pos` does not fit the solver, or if an
/// unmake fails to restore the state (a bug).
pub fn successors(rules: &Rules, pos: &Position) -> Result<Vec<Position>, Error> {
    let ctx = Ctx::new(rules);
    let mut state = State::from_position(&ctx, pos)?;
    let before = state.clone();
    let mut moves = Vec::new();
    state.generate(&ctx, &mut moves);
    let mut next = Vec::with_capacity(moves.len());
    for mv in moves {
        let undo = state.make(&ctx, mv);
        next.push(state.to_position(rules));
        state.unmake(&ctx, mv, undo);
        if state != before {
            return Err(Error::Internal(format!(
                "unmaking {mv:?} did not restore the state"
            )));
        }
    }
    Ok(next)
}

/// A card that can never reach its foundation, in words a player can
/// follow: the reason a position is lost by the frozen-card test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrozenCard {
    pub card: crate::card::Card,
    /// Where it lies, e.g. "in column 3 (card 4 from the bottom)".
    pub place: String,
}

impl std::fmt::Display for FrozenCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {} can never go home", self.card, self.place)
    }
}

/// Whether the frozen-card test can say anything under `rules`: not with
/// grace, a weave or cells (see the `frozen` module).
pub fn frozen_test_applies(rules: &Rules) -> bool {
    frozen::applies(&Ctx::new(rules))
}

/// The frozen-card test on `pos` alone (no search): a card that no line
/// of play can bring home, if the test finds one (see the notes of the
/// `frozen` module); `None` also when the rules are outside its reach
/// ([`frozen_test_applies`]). Its proof is checked by the
/// reference checker ([`certificate::check_frozen`]) before it is
/// returned. An error if `pos` does not fit the solver, or if the check
/// fails (a bug, never hidden).
pub fn frozen_card(rules: &Rules, pos: &Position) -> Result<Option<FrozenCard>, Error> {
    FrozenTest::new(rules).find(pos)
}

/// [`frozen_card`] set up once for a walk over many positions under one
/// rule set.
pub(crate) struct FrozenTest<'a> {
    rules: &'a Rules,
    ctx: Ctx,
}

impl<'a> FrozenTest<'a> {
    pub(crate) fn new(rules: &'a Rules) -> Self {
        FrozenTest {
            rules,
            ctx: Ctx::new(rules),
        }
    }

    /// [`frozen_card`] on `pos`.
    pub(crate) fn find(&self, pos: &Position) -> Result<Option<FrozenCard>, Error> {
        let state = State::from_position(&self.ctx, pos)?;
        checked_frozen_card(self.rules, &self.ctx, &state, pos)
    }
}

/// [`frozen_card`] on `pos` already packed as `state` under `ctx`.
fn checked_frozen_card(
    rules: &Rules,
    ctx: &Ctx,
    state: &State,
    pos: &Position,
) -> Result<Option<FrozenCard>, Error> {
    let mut scratch = frozen::Scratch::default();
    let found = frozen::frozen(ctx, state, &mut scratch);
    if let Some(f) = found {
        certificate::check_frozen(rules, pos, &scratch.events(), f.index).map_err(|e| {
            Error::Internal(format!(
                "a frozen-card proof failed the reference check: {e}"
            ))
        })?;
    }
    Ok(found.map(|f| FrozenCard {
        card: state::byte_card(f.card),
        place: match f.place {
            frozen::Place::Column(c, i) => {
                format!("in column {} (card {} from the bottom)", c + 1, i + 1)
            }
            frozen::Place::Waste => "in the waste".into(),
            frozen::Place::Stock => "in the stock".into(),
        },
    }))
}

/// A verdict with the cost of reaching it.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub verdict: Verdict,
    /// Nodes, positions, table bytes, bytes spilled and the time of the
    /// runs a checkpoint went on from, over every pass of the search.
    pub cost: Cost,
    /// Where the layered search stopped, when it stopped on a limit.
    pub layer: Option<LayerReached>,
    /// Why the search stopped on [`Limit::Disk`]: what it was doing and
    /// the operating system's reason.
    pub disk_error: Option<DiskError>,
    /// This run's time.
    pub elapsed: Duration,
}

/// A solver for one rule set; keeps its table allocation between positions.
pub struct Solver<'a> {
    rules: &'a Rules,
    ctx: Ctx,
    tables: Tables,
    pub config: Config,
}

impl<'a> Solver<'a> {
    /// A solver for `rules`: every row of the rule table is supported.
    pub fn new(rules: &'a Rules, config: Config) -> Solver<'a> {
        Solver {
            rules,
            ctx: Ctx::new(rules),
            tables: Tables::default(),
            config,
        }
    }

    /// Solves `pos`. An `Err` is either a position the solver cannot take
    /// ([`Error::Invalid`]) or a win the reference engine refused to replay
    /// ([`Error::Internal`]: a bug, never hidden).
    pub fn solve(&mut self, pos: &Position) -> Result<Outcome, Error> {
        let began = Instant::now();
        let start = State::from_position(&self.ctx, pos)?;
        if self.config.prune.frozen
            && let Some(card) = checked_frozen_card(self.rules, &self.ctx, &start, pos)?
        {
            return Ok(Outcome {
                verdict: Verdict::Lost(Proof::Frozen(card)),
                cost: Cost {
                    nodes: 1,
                    frozen_cuts: 1,
                    ..Cost::default()
                },
                layer: None,
                disk_error: None,
                elapsed: began.elapsed(),
            });
        }
        let own_checkpoint;
        let config = match &self.config.checkpoint {
            Some(plan)
                if self.config.strategy == Strategy::Layers && layers::has_layers(&self.ctx) =>
            {
                let dir = plan.dir.join(self.checkpoint_folder(pos));
                layers::check_checkpoint(&dir, &start).map_err(Error::Invalid)?;
                own_checkpoint = Config {
                    checkpoint: Some(Checkpoints {
                        dir,
                        every: plan.every,
                    }),
                    ..self.config.clone()
                };
                &own_checkpoint
            }
            _ => &self.config,
        };
        let search = schedule::search(&self.ctx, &start, config, &mut self.tables)?;
        let verdict = match search.result {
            Ok(Some(path)) => {
                let short = shorten::shorten(&self.ctx, &start, &path);
                Verdict::Won(self.verified(&start, pos, &short)?)
            }
            Ok(None) if search.cost.frozen_cuts > 0 => Verdict::Lost(Proof::SearchFrozen),
            Ok(None)
                if config.strategy == Strategy::Layers
                    && config.prune.grace_classes
                    && grace_classes::applies(&self.ctx, &start) =>
            {
                Verdict::Lost(Proof::SearchGraceClasses)
            }
            Ok(None) => Verdict::Lost(Proof::Search),
            Err(limit) => Verdict::Unresolved(limit),
        };
        Ok(Outcome {
            verdict,
            cost: search.cost,
            layer: search.layer,
            disk_error: search.disk_error,
            elapsed: began.elapsed(),
        })
    }

    /// The folder of `pos`'s layered search below the checkpoint folder:
    /// the rule set's fingerprint, a hash of the position (FNV-1a of its
    /// position file, the same on every machine) and the pruning rules on,
    /// so that no two searches share one and a rerun finds its own.
    fn checkpoint_folder(&self, pos: &Position) -> String {
        let text = write_position(&self.rules.id, self.rules, pos, None);
        let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        let prune = self.config.prune;
        // Grace classes file other positions: their own folder (named only
        // where they apply, so that other searches keep theirs).
        let classes =
            prune.grace_classes && grace_classes::rules_allow(&state::Ctx::new(self.rules));
        format!(
            "{}-{hash:016x}-{}{}{}",
            self.rules.fingerprint(),
            u8::from(prune.safe_home),
            u8::from(prune.frozen),
            if classes { "-classes" } else { "" }
        )
    }

    /// Converts a solver path to notation and replays it with the judge.
    fn verified(
        &self,
        start: &State,
        pos: &Position,
        path: &[moves::SMove],
    ) -> Result<Vec<Move>, Error> {
        let mut state = start.clone();
        let moves: Vec<Move> = path
            .iter()
            .map(|&mv| {
                let notation = mv.notation();
                state.make(&self.ctx, mv);
                notation
            })
            .collect();
        match Judge::new(self.rules).replay(pos, &moves) {
            Replay::Won => Ok(moves),
            Replay::NotWon(_) => Err(Error::Internal(format!(
                "the solver's win for {} does not win in the reference engine",
                self.rules.id
            ))),
            Replay::Illegal { index, mv, reason } => Err(Error::Internal(format!(
                "the solver's move {} ('{mv}') is illegal in the reference engine: {reason}",
                index + 1
            ))),
        }
    }
}
