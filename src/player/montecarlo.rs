//! The determinized Monte-Carlo player (hindsight optimisation).
//!
//! At each decision point (the start, and after every move that showed an
//! unseen card: a deal, a turned face-down card) it draws `samples` orders
//! of the unseen cards consistent with its view and solves each with the
//! exact solver under a node budget. Every win found proposes a candidate:
//! the solution's moves up to and including its first move that shows an
//! unseen card (until then the moves touch only visible cards, so they are
//! legal in every sample and in the real game). UCB1 then spends `pulls`
//! more solves on (candidate, sample) pairs not tried yet, playing the
//! candidate in that sample and solving on. The candidate that wins the most
//! samples is played. When no sample is won within the budget, the greedy
//! rule of thumb makes the move.

use rand_xoshiro::Xoshiro256PlusPlus;

use crate::error::Error;
use crate::notation::Move;
use crate::position::Position;
use crate::reference::Judge;
use crate::rules::Rules;
use crate::solver::{Config, Solver, Verdict};

use super::greedy::Greedy;
use super::view::{View, hidden_count};

/// One proposed plan and its record over the samples.
struct Candidate {
    plan: Vec<Move>,
    wins: u32,
    /// Sample indices tried with this plan.
    tried: Vec<usize>,
}

pub struct MonteCarlo<'a> {
    judge: Judge<'a>,
    solver: Solver<'a>,
    samples: u32,
    pulls: u32,
    rng: Xoshiro256PlusPlus,
    fallback: Greedy,
    /// Solver nodes spent so far.
    pub nodes: u64,
    /// The largest transposition table of any solve, in bytes.
    pub peak_bytes: usize,
}

/// The candidate that wins the most samples; ties go to the earlier one.
fn leader(candidates: &[Candidate]) -> Option<usize> {
    candidates
        .iter()
        .enumerate()
        .max_by(|(a, x), (b, y)| x.wins.cmp(&y.wins).then(b.cmp(a)))
        .map(|(k, _)| k)
}

/// Whether further pulls can no longer change the choice: the leader's wins
/// only grow, and no other candidate would overtake it even by winning every
/// sample it has not met yet. Stopping then saves solves without changing a
/// single decision.
fn choice_is_settled(candidates: &[Candidate], samples: usize) -> bool {
    let Some(lead) = leader(candidates) else {
        return true;
    };
    let lead_wins = candidates[lead].wins;
    candidates.iter().enumerate().all(|(k, c)| {
        let best_case = c.wins + (samples - c.tried.len()) as u32;
        k == lead || best_case < lead_wins || (best_case == lead_wins && k > lead)
    })
}

/// `moves` up to and including the first that shows an unseen card.
fn first_segment(judge: &Judge, start: &Position, moves: &[Move]) -> Result<Vec<Move>, Error> {
    let mut pos = start.clone();
    let hidden = hidden_count(&pos);
    for (i, &mv) in moves.iter().enumerate() {
        judge.apply(&mut pos, mv).map_err(|e| {
            Error::Internal(format!(
                "the solver's move '{mv}' is illegal in its own sample: {e}"
            ))
        })?;
        if hidden_count(&pos) < hidden {
            return Ok(moves[..=i].to_vec());
        }
    }
    Ok(moves.to_vec())
}

impl<'a> MonteCarlo<'a> {
    pub fn new(
        rules: &'a Rules,
        samples: u32,
        budget: u64,
        pulls: u32,
        config: Config,
        rng: Xoshiro256PlusPlus,
    ) -> MonteCarlo<'a> {
        let config = Config {
            max_nodes: budget,
            timeout: None,
            ..config
        };
        MonteCarlo {
            judge: Judge::new(rules),
            solver: Solver::new(rules, config),
            samples,
            pulls,
            rng,
            fallback: Greedy::new(rules.king()),
            nodes: 0,
            peak_bytes: 0,
        }
    }

    /// The winning moves the solver finds from `pos` within the budget.
    pub(super) fn solve(&mut self, pos: &Position) -> Result<Option<Vec<Move>>, Error> {
        let outcome = self.solver.solve(pos)?;
        self.nodes += outcome.cost.nodes;
        self.peak_bytes = self.peak_bytes.max(outcome.cost.bytes);
        Ok(match outcome.verdict {
            Verdict::Won(moves) => Some(moves),
            _ => None,
        })
    }

    /// Whether `plan` played in `sample` leads to a win the solver finds.
    fn wins_with(&mut self, sample: &Position, plan: &[Move]) -> Result<bool, Error> {
        let mut pos = sample.clone();
        for &mv in plan {
            self.judge.apply(&mut pos, mv).map_err(|e| {
                Error::Internal(format!(
                    "a plan move '{mv}' is illegal in another sample: {e}"
                ))
            })?;
        }
        Ok(pos.is_won() || self.solve(&pos)?.is_some())
    }

    /// The moves to play from `view`; empty when the player gives up.
    pub fn plan(&mut self, view: &View) -> Result<Vec<Move>, Error> {
        let samples: Vec<Position> = (0..self.samples.max(1))
            .map(|_| view.sample(&mut self.rng))
            .collect();
        let mut candidates: Vec<Candidate> = Vec::new();
        // With at most one unseen card every sample is the same position.
        let distinct = if view.hidden() <= 1 { 1 } else { samples.len() };
        for (i, sample) in samples.iter().enumerate().take(distinct) {
            let Some(moves) = self.solve(sample)? else {
                continue;
            };
            let plan = first_segment(&self.judge, sample, &moves)?;
            match candidates.iter_mut().find(|c| c.plan == plan) {
                Some(c) => {
                    c.wins += 1;
                    c.tried.push(i);
                }
                None => candidates.push(Candidate {
                    plan,
                    wins: 1,
                    tried: vec![i],
                }),
            }
        }
        if candidates.is_empty() {
            return Ok(self.fallback.next(&self.judge, view).into_iter().collect());
        }
        // With one candidate there is nothing to compare.
        let pulls = if candidates.len() < 2 { 0 } else { self.pulls };
        for round in 0..pulls {
            if choice_is_settled(&candidates, samples.len()) {
                break;
            }
            let total: f64 = candidates.iter().map(|c| c.tried.len() as f64).sum();
            let open = |c: &Candidate| c.tried.len() < samples.len();
            let ucb = |c: &Candidate| {
                let n = c.tried.len() as f64;
                c.wins as f64 / n + (2.0 * total.ln() / n).sqrt()
            };
            let Some(pick) = (0..candidates.len())
                .filter(|&k| open(&candidates[k]))
                .max_by(|&a, &b| {
                    ucb(&candidates[a])
                        .total_cmp(&ucb(&candidates[b]))
                        .then(b.cmp(&a))
                })
            else {
                break;
            };
            let c = &candidates[pick];
            // The next sample this candidate has not met, starting from a
            // place that rotates with the round.
            let j = (0..samples.len())
                .map(|k| (k + round as usize) % samples.len())
                .find(|j| !c.tried.contains(j))
                .expect("an open candidate has an untried sample");
            let plan = c.plan.clone();
            let won = self.wins_with(&samples[j], &plan)?;
            let c = &mut candidates[pick];
            c.tried.push(j);
            c.wins += won as u32;
        }
        // Most samples won (each candidate met a share of the same samples,
        // UCB1 giving the promising ones more).
        let best = leader(&candidates).expect("at least one candidate");
        Ok(candidates.swap_remove(best).plan)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(wins: u32, tried: &[usize]) -> Candidate {
        Candidate {
            plan: Vec::new(),
            wins,
            tried: tried.to_vec(),
        }
    }

    #[test]
    fn the_leader_wins_most_and_ties_go_to_the_earlier_candidate() {
        assert_eq!(leader(&[]), None);
        let tied = [candidate(2, &[0, 1]), candidate(2, &[2, 3])];
        assert_eq!(leader(&tied), Some(0));
        let second = [candidate(1, &[0]), candidate(3, &[1, 2, 3])];
        assert_eq!(leader(&second), Some(1));
    }

    #[test]
    fn the_choice_settles_only_when_no_rival_can_catch_the_leader() {
        // 4 samples. The rival has 2 untried samples: 1 + 2 = 3 wins would
        // overtake the leader's 2.
        let open = [candidate(2, &[0, 1]), candidate(1, &[2, 3])];
        assert!(!choice_is_settled(&open, 4));
        // At best 1 + 1 = 2 wins ties the leader, and ties go to the leader
        // (the earlier candidate).
        let tie_to_leader = [candidate(2, &[0, 1]), candidate(1, &[0, 2, 3])];
        assert!(choice_is_settled(&tie_to_leader, 4));
        // The same tie, but the rival is earlier: it would take the tie.
        let tie_to_rival = [candidate(1, &[0, 2, 3]), candidate(2, &[0, 1])];
        assert!(!choice_is_settled(&tie_to_rival, 4));
        // A rival with every sample tried can gain nothing.
        let done = [candidate(1, &[0, 1, 2, 3]), candidate(2, &[0, 1])];
        assert!(choice_is_settled(&done, 4));
    }
}
