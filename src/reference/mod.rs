//! The reference rules engine: the judge. It lists legal moves and applies
//! them exactly as `../shared/rules.md` says, written to be read, not to be
//! fast. Every solution the solver reports is replayed here first, so the
//! solver must never share this move generator.
//!
//! Legality lives in one place, [`Judge::check`]; [`Judge::legal_moves`] is
//! every syntactically possible move filtered through it.
//!
//! Choices where the rule book is silent (see also the README):
//! - Any move that takes the last card(s) out of a column opens grace
//!   (in the built-in grace variants only column and foundation moves can).
//! - A King moved into the gap closes grace (legal only if the tableau is then
//!   settled); if that same move emptied its own column, a new grace opens
//!   there.
//! - Free cells take cards from columns (and take-backs from foundations);
//!   the weave reserve takes cards from columns only; cells and reserve give
//!   cards to columns and foundations only.

pub mod certificate;
mod safe_home;

pub use safe_home::safe_home_move;

use crate::card::{Card, is_ac_run};
use crate::notation::{Move, Source, Target};
use crate::position::{GraceState, Position, Slot};
use crate::rules::{EmptyColumn, Grace, MoveKind, Rules, StockMode, TakeBack, Weave, WeaveOpens};

/// The reference engine for one rule set.
#[derive(Clone, Copy)]
pub struct Judge<'a> {
    pub rules: &'a Rules,
}

/// How a replayed move list ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replay {
    Won,
    /// Every move was legal, but cards remain out.
    NotWon(Box<Position>),
    /// Move `index` (0-based) of the list was illegal.
    Illegal {
        index: usize,
        mv: Move,
        reason: String,
    },
}

impl<'a> Judge<'a> {
    pub fn new(rules: &'a Rules) -> Judge<'a> {
        Judge { rules }
    }

    /// Every legal move, in a fixed order, without repeats.
    pub fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        let mut candidates = vec![Move::Deal, Move::Close];
        let ncols = pos.columns.len();
        let mut sources: Vec<(Source, usize)> = (0..ncols)
            .map(|c| (Source::Column(c), pos.columns[c].len()))
            .collect();
        sources.push((Source::Reserve, pos.reserve.len()));
        sources.push((Source::Waste, pos.waste.len().min(1)));
        let mut cells = pos.cells.clone();
        cells.dedup();
        sources.extend(cells.into_iter().map(|c| (Source::Cell(c), 1)));
        let mut tops: Vec<Card> = pos.foundation_tops().into_iter().flatten().collect();
        tops.dedup();
        sources.extend(tops.into_iter().map(|c| (Source::Foundation(c), 1)));
        let mut targets: Vec<Target> = (0..ncols).map(Target::Column).collect();
        targets.extend([Target::Foundation, Target::Reserve, Target::Cell]);
        for &(from, available) in &sources {
            for &to in &targets {
                for count in 1..=available {
                    candidates.push(Move::Transfer { from, to, count });
                }
            }
        }
        candidates.retain(|&mv| self.check(pos, mv).is_ok());
        candidates
    }

    /// Why `mv` is illegal in `pos`, or `Ok` when it is legal.
    pub fn check(&self, pos: &Position, mv: Move) -> Result<(), String> {
        match mv {
            Move::Deal => {
                if pos.stock.is_empty() {
                    return Err("the stock is empty".into());
                }
                if let Some(grace) = &pos.grace {
                    self.settled(pos, grace)
                        .map_err(|e| format!("a deal closes grace, but {e}"))?;
                }
                Ok(())
            }
            Move::Close => {
                let grace = pos.grace.as_ref().ok_or("no grace period is open")?;
                self.settled(pos, grace)
                    .map_err(|e| format!("grace cannot close: {e}"))
            }
            Move::Transfer { from, to, count } => self.check_transfer(pos, from, to, count),
        }
    }

    /// Whether `mv` is legal by the ordinary rules alone, grace free moves
    /// aside (players that never make free moves ask this).
    pub fn is_normal(&self, pos: &Position, mv: Move) -> bool {
        if self.check(pos, mv).is_err() {
            return false;
        }
        match mv {
            Move::Transfer {
                from,
                to: Target::Column(d),
                count,
            } => self
                .lift(pos, from, count)
                .is_ok_and(|group| self.check_normal_to_column(pos, from, &group, d).is_ok()),
            _ => true,
        }
    }

    /// Plays `mv` if it is legal.
    pub fn apply(&self, pos: &mut Position, mv: Move) -> Result<(), String> {
        self.check(pos, mv)?;
        self.perform(pos, mv);
        Ok(())
    }

    /// Replays a move list from `start`.
    pub fn replay(&self, start: &Position, moves: &[Move]) -> Replay {
        let mut pos = start.clone();
        for (index, &mv) in moves.iter().enumerate() {
            if let Err(reason) = self.apply(&mut pos, mv) {
                return Replay::Illegal { index, mv, reason };
            }
        }
        if pos.is_won() {
            Replay::Won
        } else {
            Replay::NotWon(Box::new(pos))
        }
    }

    /// Every position of a replay, for showing it: `start`, then the
    /// position after each move; or the index of the first illegal move and
    /// why it is illegal.
    pub fn trace(
        &self,
        start: &Position,
        moves: &[Move],
    ) -> Result<Vec<Position>, (usize, String)> {
        let mut positions = vec![start.clone()];
        for (index, &mv) in moves.iter().enumerate() {
            let mut pos = positions[index].clone();
            self.apply(&mut pos, mv).map_err(|reason| (index, reason))?;
            positions.push(pos);
        }
        Ok(positions)
    }

    /// The cards `count` cards deep at the top of `from`, bottom first.
    fn lift(&self, pos: &Position, from: Source, count: usize) -> Result<Vec<Slot>, String> {
        let up = |card| Slot {
            card,
            face_up: true,
        };
        let single = |card: Option<Card>, what: &str| -> Result<Vec<Slot>, String> {
            if count != 1 {
                return Err(format!("only one card at a time comes from {what}"));
            }
            card.map(|c| vec![up(c)])
                .ok_or_else(|| format!("{what} is empty"))
        };
        match from {
            Source::Column(c) => {
                let column = pos
                    .columns
                    .get(c)
                    .ok_or_else(|| format!("there is no column {}", c + 1))?;
                if count > column.len() {
                    return Err(format!(
                        "column {} has only {} card(s)",
                        c + 1,
                        column.len()
                    ));
                }
                Ok(column[column.len() - count..].to_vec())
            }
            Source::Reserve => {
                if count > pos.reserve.len() {
                    return Err(format!(
                        "the reserve has only {} card(s)",
                        pos.reserve.len()
                    ));
                }
                Ok(pos.reserve[pos.reserve.len() - count..]
                    .iter()
                    .map(|&c| up(c))
                    .collect())
            }
            Source::Cell(card) => single(
                pos.cells.contains(&card).then_some(card),
                &format!("a cell holding {card}"),
            ),
            Source::Waste => single(pos.waste.last().copied(), "the waste"),
            Source::Foundation(card) => {
                let on_top = pos.foundations[card.suit.index()].contains(&card.rank);
                single(
                    on_top.then_some(card),
                    &format!("a foundation topped by {card}"),
                )
            }
        }
    }

    fn check_transfer(
        &self,
        pos: &Position,
        from: Source,
        to: Target,
        count: usize,
    ) -> Result<(), String> {
        let rules = self.rules;
        if count == 0 {
            return Err("a move takes at least one card".into());
        }
        let group = self.lift(pos, from, count)?;
        if let Source::Foundation(_) = from {
            match rules.take_back {
                TakeBack::Never => return Err("cards never come back from the foundations".into()),
                TakeBack::AfterStock if !pos.stock.is_empty() => {
                    return Err(
                        "cards come back from the foundations only once the stock is empty".into(),
                    );
                }
                _ => {}
            }
        }
        let bottom = group[0];
        match to {
            Target::Foundation => {
                if count != 1 {
                    return Err("one card at a time goes to a foundation".into());
                }
                if let Source::Foundation(_) = from {
                    return Err("a foundation card cannot move to a foundation".into());
                }
                if !bottom.face_up {
                    return Err("a face-down card cannot move".into());
                }
                if !self.fits_foundation(pos, bottom.card) {
                    return Err(format!(
                        "{} is not the next card of a foundation",
                        bottom.card
                    ));
                }
                Ok(())
            }
            Target::Cell => {
                if pos.cells.len() >= rules.cells as usize {
                    return Err(if rules.cells == 0 {
                        "there are no free cells".into()
                    } else {
                        "every cell is full".into()
                    });
                }
                if count != 1 {
                    return Err("a cell holds one card".into());
                }
                if !matches!(from, Source::Column(_) | Source::Foundation(_)) {
                    return Err("cells take cards from columns (or foundations) only".into());
                }
                if !bottom.face_up {
                    return Err("a face-down card cannot move".into());
                }
                Ok(())
            }
            Target::Reserve => {
                if rules.weave == Weave::None {
                    return Err("there is no reserve".into());
                }
                if !matches!(from, Source::Column(_)) {
                    return Err("the reserve takes cards from columns only".into());
                }
                if !pos.reserve.is_empty() {
                    return Err("the reserve takes cards only while it is empty".into());
                }
                if rules.weave_opens == WeaveOpens::AfterStock && !pos.stock.is_empty() {
                    return Err("the reserve opens only once the stock is empty".into());
                }
                if rules.weave == Weave::Card && count != 1 {
                    return Err("the reserve holds one card".into());
                }
                let cards: Vec<Card> = group.iter().map(|s| s.card).collect();
                if group.iter().any(|s| !s.face_up) || !is_ac_run(&cards) {
                    return Err("the reserve takes only an AC run of face-up cards".into());
                }
                Ok(())
            }
            Target::Column(d) => {
                if d >= pos.columns.len() {
                    return Err(format!("there is no column {}", d + 1));
                }
                if from == Source::Column(d) {
                    return Err("a column cannot move onto itself".into());
                }
                match self.check_normal_to_column(pos, from, &group, d) {
                    Ok(()) => self.check_closing_move(pos, from, to, count),
                    Err(normal) => match (&pos.grace, from) {
                        (Some(_), Source::Column(c)) => self
                            .check_free_move(pos, c, &group, d)
                            .map_err(|free| format!("{normal}; as a free move: {free}")),
                        _ => Err(normal),
                    },
                }
            }
        }
    }

    /// A move by the ordinary rules onto column `d`.
    fn check_normal_to_column(
        &self,
        pos: &Position,
        from: Source,
        group: &[Slot],
        d: usize,
    ) -> Result<(), String> {
        let rules = self.rules;
        if group.iter().any(|s| !s.face_up) {
            return Err("face-down cards cannot move".into());
        }
        let cards: Vec<Card> = group.iter().map(|s| s.card).collect();
        if let Source::Column(_) = from {
            match rules.moves {
                MoveKind::SingleCards if cards.len() > 1 => {
                    return Err("only single cards move".into());
                }
                MoveKind::AcRuns if !is_ac_run(&cards) => {
                    return Err("only the top card or an AC run moves".into());
                }
                _ => {}
            }
        }
        match pos.top(d) {
            None => match rules.empty_column {
                EmptyColumn::King if cards[0].rank != rules.king() => Err(format!(
                    "column {} is empty and takes only a King or a King-led run",
                    d + 1
                )),
                _ => Ok(()),
            },
            Some(top) if cards[0].builds_on(top) => Ok(()),
            Some(top) => Err(format!("{} does not build on {top}", cards[0])),
        }
    }

    /// A normal move into the open gap closes grace: legal only if the tableau
    /// is settled afterwards.
    fn check_closing_move(
        &self,
        pos: &Position,
        from: Source,
        to: Target,
        count: usize,
    ) -> Result<(), String> {
        match &pos.grace {
            Some(grace) if to == Target::Column(grace.gap) => {
                let mut after = pos.clone();
                self.move_cards(&mut after, from, to, count);
                let marks = lowered_marks(&after, grace);
                let closing = GraceState {
                    gap: grace.gap,
                    marks,
                };
                self.settled(&after, &closing)
                    .map_err(|e| format!("filling the gap closes grace, but then {e}"))
            }
            _ => Ok(()),
        }
    }

    /// A grace free move: the top cards of a column onto another non-empty column.
    fn check_free_move(
        &self,
        pos: &Position,
        c: usize,
        group: &[Slot],
        d: usize,
    ) -> Result<(), String> {
        if pos.columns[d].is_empty() {
            return Err("free moves never go into an empty column".into());
        }
        if self.rules.grace == Grace::Strict {
            if group.iter().any(|s| !s.face_up) {
                return Err("strict grace lifts only face-up cards".into());
            }
            // A face-down card left behind is in no run, so nothing is cut
            // (and its hidden identity decides nothing).
            let column = &pos.columns[c];
            if let Some(left) = column
                .len()
                .checked_sub(group.len() + 1)
                .map(|i| column[i])
                .filter(|s| s.face_up)
                .map(|s| s.card)
                && group[0].card.builds_on(left)
            {
                return Err(format!(
                    "strict grace may not cut the run {left} {}",
                    group[0].card
                ));
            }
        }
        Ok(())
    }

    fn fits_foundation(&self, pos: &Position, card: Card) -> bool {
        pos.foundations[card.suit.index()]
            .iter()
            .any(|&h| h + 1 == card.rank)
    }

    /// Grace may close only when, in every column, the cards above the
    /// untouched part form an AC run that builds on the untouched top (or is
    /// King-led on an empty untouched part).
    fn settled(&self, pos: &Position, grace: &GraceState) -> Result<(), String> {
        for (c, column) in pos.columns.iter().enumerate() {
            let mark = grace.marks[c].min(column.len());
            let above: Vec<Card> = column[mark..].iter().map(|s| s.card).collect();
            let Some(&first) = above.first() else {
                continue;
            };
            let base_ok = match mark.checked_sub(1) {
                Some(i) => first.builds_on(column[i].card),
                None => first.rank == self.rules.king(),
            };
            if !base_ok || !is_ac_run(&above) {
                return Err(format!("column {} is not settled", c + 1));
            }
        }
        Ok(())
    }

    /// Carries out a legal move.
    fn perform(&self, pos: &mut Position, mv: Move) {
        match mv {
            Move::Deal => {
                pos.grace = None;
                match self.rules.stock {
                    StockMode::Rows => {
                        for column in &mut pos.columns {
                            if pos.stock.is_empty() {
                                break;
                            }
                            column.push(Slot {
                                card: pos.stock.remove(0),
                                face_up: true,
                            });
                        }
                    }
                    StockMode::Waste => pos.waste.push(pos.stock.remove(0)),
                }
            }
            Move::Close => pos.grace = None,
            Move::Transfer { from, to, count } => {
                let gap_filled =
                    matches!((&pos.grace, to), (Some(g), Target::Column(d)) if g.gap == d);
                self.move_cards(pos, from, to, count);
                if let Some(grace) = &pos.grace {
                    let marks = lowered_marks(pos, grace);
                    pos.grace.as_mut().expect("open").marks = marks;
                }
                if gap_filled {
                    pos.grace = None;
                }
                if let Source::Column(c) = from
                    && pos.grace.is_none()
                    && self.rules.grace != Grace::None
                    && pos.columns[c].is_empty()
                {
                    let marks = pos.columns.iter().map(Vec::len).collect();
                    pos.grace = Some(GraceState { gap: c, marks });
                }
            }
        }
    }

    /// Moves the cards and turns up an exposed card; no rule checks, no grace.
    fn move_cards(&self, pos: &mut Position, from: Source, to: Target, count: usize) {
        let cards: Vec<Card> = match from {
            Source::Column(c) => {
                let column = &mut pos.columns[c];
                column
                    .split_off(column.len() - count)
                    .into_iter()
                    .map(|s| s.card)
                    .collect()
            }
            Source::Reserve => pos.reserve.split_off(pos.reserve.len() - count),
            Source::Cell(card) => {
                let i = pos.cells.iter().position(|&c| c == card).expect("checked");
                vec![pos.cells.remove(i)]
            }
            Source::Waste => vec![pos.waste.pop().expect("checked")],
            Source::Foundation(card) => {
                let heights = &mut pos.foundations[card.suit.index()];
                let i = heights
                    .iter()
                    .position(|&h| h == card.rank)
                    .expect("checked");
                heights[i] -= 1;
                heights.sort_unstable_by(|a, b| b.cmp(a));
                vec![card]
            }
        };
        match to {
            Target::Column(d) => pos.columns[d].extend(cards.into_iter().map(|card| Slot {
                card,
                face_up: true,
            })),
            Target::Foundation => {
                let card = cards[0];
                let heights = &mut pos.foundations[card.suit.index()];
                let i = heights
                    .iter()
                    .position(|&h| h + 1 == card.rank)
                    .expect("checked");
                heights[i] += 1;
                heights.sort_unstable_by(|a, b| b.cmp(a));
            }
            Target::Reserve => pos.reserve.extend(cards),
            Target::Cell => {
                pos.cells.extend(cards);
                pos.cells.sort();
            }
        }
        pos.turn_up_tops();
    }
}

/// Marks after a move: a column that dropped below its mark lowers it.
fn lowered_marks(pos: &Position, grace: &GraceState) -> Vec<usize> {
    grace
        .marks
        .iter()
        .zip(&pos.columns)
        .map(|(&m, col)| m.min(col.len()))
        .collect()
}
