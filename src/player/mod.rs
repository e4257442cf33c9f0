//! Players who see only what a person sees (no stock order, no face-down
//! cards): the floor and the strong no-peek estimate against which the exact
//! solver's win rate (perfect information) is compared.
//!
//! A player gets a [`View`] and returns moves to play; the game loop holds
//! the true position, plays each move through the reference engine, and asks
//! again as soon as a move shows an unseen card. A winning game's move list
//! is an ordinary solution, replayed by the reference engine before it is
//! reported.

pub mod greedy;
pub mod montecarlo;
pub mod view;

use std::sync::atomic::Ordering;

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::SeedableRng;

use crate::error::Error;
use crate::notation::Move;
use crate::position::Position;
use crate::reference::{Judge, Replay};
use crate::rules::Rules;
use crate::solver::Config;
use greedy::Greedy;
use montecarlo::MonteCarlo;
pub use view::View;

/// The players' behaviour revision: bump it with every change that alters
/// a game. It is part of the player's label, so rows of different
/// revisions never mix in a result file or a `stats` line.
pub const REVISION: u32 = 2;

/// A game longer than this is given up (a guard; no real game comes close).
pub const MAX_MOVES: usize = 20_000;

/// Mixed into the deal number to seed a player's sampling, so that its
/// random stream never equals the stream that shuffled the deal.
const SAMPLING_SALT: u64 = 0x0005_eed0_fa11_5a4d;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    /// The rule of thumb of `player::greedy` (a floor).
    Greedy,
    /// Determinized Monte-Carlo with the exact solver and UCB1.
    Mc,
}

/// A player and its parameters, as recorded in every result row.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerSpec {
    pub kind: PlayerKind,
    /// Determinizations drawn at each decision point (Monte-Carlo).
    pub samples: u32,
    /// Solver nodes per solve (Monte-Carlo).
    pub budget: u64,
    /// Extra solves UCB1 spends comparing candidates (Monte-Carlo).
    pub pulls: u32,
    /// Monte-Carlo: before each decision, also solve the true position
    /// within the budget and play a win found to the end. This player sees
    /// the stock: a perfect-information search that commits to the
    /// planning program's moves, whose rate is no no-peek figure. Its other
    /// decisions are the no-peek program's (the solve draws nothing), so it
    /// wins every deal that program wins.
    pub peek: bool,
}

impl PlayerSpec {
    /// The player's name and parameters in one CSV-safe word group.
    pub fn label(&self) -> String {
        match self.kind {
            PlayerKind::Greedy => format!("greedy r{REVISION}"),
            PlayerKind::Mc => format!(
                "mc r{REVISION} samples={} budget={} pulls={}{}",
                self.samples,
                self.budget,
                self.pulls,
                if self.peek { " peek" } else { "" }
            ),
        }
    }
}

/// Whether a player label (a row's `player` column) names a player that
/// sees the stock (`--peek`): its wins are wins, its rate no no-peek figure.
pub fn peeks(label: &str) -> bool {
    label.ends_with(" peek")
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Game {
    pub won: bool,
    /// Every move played (a solution when won).
    pub moves: Vec<Move>,
    /// Times the player was asked for moves.
    pub decisions: u64,
    /// Solver nodes the player spent.
    pub nodes: u64,
    /// The largest transposition table of any of its solves, in bytes.
    pub peak_bytes: usize,
    /// Given up at [`MAX_MOVES`].
    pub too_long: bool,
}

enum Brain<'a> {
    Greedy(Greedy),
    Mc(Box<MonteCarlo<'a>>),
}

impl Brain<'_> {
    /// The moves to play from `view`; empty when the player gives up.
    fn decide(&mut self, judge: &Judge, view: &View) -> Result<Vec<Move>, Error> {
        Ok(match self {
            Brain::Greedy(g) => g.next(judge, view).into_iter().collect(),
            Brain::Mc(mc) => mc.plan(view)?,
        })
    }
}

/// A player bound to a rule set; reusable across games.
pub struct Player<'a> {
    rules: &'a Rules,
    spec: PlayerSpec,
    config: Config,
}

impl<'a> Player<'a> {
    /// `config` sets the Monte-Carlo player's solver (strategy, order,
    /// pruning, memory); its node budget comes from `spec`.
    pub fn new(rules: &'a Rules, spec: PlayerSpec, config: Config) -> Player<'a> {
        Player {
            rules,
            spec,
            config,
        }
    }

    pub fn spec(&self) -> &PlayerSpec {
        &self.spec
    }

    /// A fresh mind for one game, its draws seeded by `sampling_seed`.
    fn brain(&self, sampling_seed: u64) -> Brain<'a> {
        let rng = Xoshiro256PlusPlus::seed_from_u64(sampling_seed ^ SAMPLING_SALT);
        match self.spec.kind {
            PlayerKind::Greedy => Brain::Greedy(Greedy::new(self.rules.king())),
            PlayerKind::Mc => Brain::Mc(Box::new(MonteCarlo::new(
                self.rules,
                self.spec.samples,
                self.spec.budget,
                self.spec.pulls,
                self.config.clone(),
                rng,
            ))),
        }
    }

    /// The moves the player would make first in a game from `start`: the
    /// first decision of [`Player::play`].
    pub fn first_decision(&self, start: &Position, sampling_seed: u64) -> Result<Vec<Move>, Error> {
        let mut brain = self.brain(sampling_seed);
        brain.decide(&Judge::new(self.rules), &View::of(self.rules, start))
    }

    /// Plays one game from `start`. `sampling_seed` (the deal number in a
    /// batch) seeds the player's random draws. `None` when the config's
    /// `cancel` flag stopped the game.
    pub fn play(&self, start: &Position, sampling_seed: u64) -> Result<Option<Game>, Error> {
        let judge = Judge::new(self.rules);
        let mut brain = self.brain(sampling_seed);
        let cancel = self.config.cancel.as_ref();
        let cancelled = || cancel.is_some_and(|c| c.load(Ordering::Relaxed));
        let mut pos = start.clone();
        let mut moves = Vec::new();
        let mut decisions = 0;
        while !pos.is_won() && moves.len() < MAX_MOVES {
            if cancelled() {
                return Ok(None);
            }
            // A peeking player plays a win it sees to the end; any other
            // plan stops at the first move that shows an unseen card.
            let seen_win = match (self.spec.peek, &mut brain) {
                (true, Brain::Mc(mc)) => mc.solve(&pos)?,
                _ => None,
            };
            let to_the_end = seen_win.is_some();
            let plan = match seen_win {
                Some(line) => line,
                None => brain.decide(&judge, &View::of(self.rules, &pos))?,
            };
            if cancelled() {
                return Ok(None);
            }
            if plan.is_empty() {
                break;
            }
            decisions += 1;
            let hidden = view::hidden_count(&pos);
            for mv in plan {
                judge.apply(&mut pos, mv).map_err(|e| {
                    Error::Internal(format!("the player's move '{mv}' is illegal: {e}"))
                })?;
                moves.push(mv);
                if !to_the_end && view::hidden_count(&pos) < hidden {
                    break;
                }
            }
        }
        let won = pos.is_won();
        if won && judge.replay(start, &moves) != Replay::Won {
            return Err(Error::Internal(format!(
                "the player's win for {} does not replay in the reference engine",
                self.rules.id
            )));
        }
        let (nodes, peak_bytes) = match brain {
            Brain::Greedy(_) => (0, 0),
            Brain::Mc(mc) => (mc.nodes, mc.peak_bytes),
        };
        Ok(Some(Game {
            won,
            too_long: !won && moves.len() >= MAX_MOVES,
            moves,
            decisions,
            nodes,
            peak_bytes,
        }))
    }
}
