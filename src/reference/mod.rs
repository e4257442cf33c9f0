//! The reference rules engine: the judge. It lists legal moves and applies
//! them exactly as `docs/rules.md` says, written to be read, not to be
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
//!   there, unless the rules say `grace-reopens = false`.
//! - Free cells take cards from columns (and take-backs from foundations);
//!   the weave reserve takes cards from columns only; cells and reserve give
//!   cards to columns and foundations only.

pub mod certificate;
mod illegal;
mod safe_home;

pub use illegal::{Illegal, Pile};
pub use safe_home::safe_home_move;

use crate::card::Card;
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
        reason: Illegal,
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
    pub fn check(&self, pos: &Position, mv: Move) -> Result<(), Illegal> {
        match mv {
            Move::Deal => {
                if pos.stock.is_empty() {
                    return Err(Illegal::StockEmpty);
                }
                if let Some(grace) = &pos.grace {
                    self.settled(pos, grace).map_err(Illegal::DealUnsettled)?;
                }
                Ok(())
            }
            Move::Close => {
                let grace = pos.grace.as_ref().ok_or(Illegal::NoGrace)?;
                self.settled(pos, grace).map_err(Illegal::CloseUnsettled)
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
    pub fn apply(&self, pos: &mut Position, mv: Move) -> Result<(), Illegal> {
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
    ) -> Result<Vec<Position>, (usize, Illegal)> {
        let mut positions = vec![start.clone()];
        for (index, &mv) in moves.iter().enumerate() {
            let mut pos = positions[index].clone();
            self.apply(&mut pos, mv).map_err(|reason| (index, reason))?;
            positions.push(pos);
        }
        Ok(positions)
    }

    /// The cards `count` cards deep at the top of `from`, bottom first.
    fn lift<'p>(
        &self,
        pos: &'p Position,
        from: Source,
        count: usize,
    ) -> Result<Lifted<'p>, Illegal> {
        let single = |card: Option<Card>, pile: Pile| {
            if count != 1 {
                return Err(Illegal::OneAtATimeFrom(pile));
            }
            let card = card.ok_or(Illegal::Empty(pile))?;
            Ok(Lifted::One([Slot {
                card,
                face_up: true,
            }]))
        };
        match from {
            Source::Column(c) => {
                let column = pos.columns.get(c).ok_or(Illegal::NoColumn(c))?;
                if count > column.len() {
                    return Err(Illegal::ColumnShort(c, column.len()));
                }
                Ok(Lifted::Column(&column[column.len() - count..]))
            }
            Source::Reserve => {
                if count > pos.reserve.len() {
                    return Err(Illegal::ReserveShort(pos.reserve.len()));
                }
                Ok(Lifted::Made(
                    pos.reserve[pos.reserve.len() - count..]
                        .iter()
                        .map(|&card| Slot {
                            card,
                            face_up: true,
                        })
                        .collect(),
                ))
            }
            Source::Cell(card) => {
                single(pos.cells.contains(&card).then_some(card), Pile::Cell(card))
            }
            Source::Waste => single(pos.waste.last().copied(), Pile::Waste),
            Source::Foundation(card) => {
                let on_top = pos.foundations[card.suit.index()].contains(&card.rank);
                single(on_top.then_some(card), Pile::Foundation(card))
            }
        }
    }

    fn check_transfer(
        &self,
        pos: &Position,
        from: Source,
        to: Target,
        count: usize,
    ) -> Result<(), Illegal> {
        let rules = self.rules;
        if count == 0 {
            return Err(Illegal::NoCards);
        }
        let group = self.lift(pos, from, count)?;
        if let Source::Foundation(_) = from {
            match rules.take_back {
                TakeBack::Never => return Err(Illegal::NoTakeBack),
                TakeBack::AfterStock if !pos.stock.is_empty() => {
                    return Err(Illegal::TakeBackBeforeStockOut);
                }
                _ => {}
            }
        }
        let bottom = group[0];
        match to {
            Target::Foundation => {
                if count != 1 {
                    return Err(Illegal::OneToFoundation);
                }
                if let Source::Foundation(_) = from {
                    return Err(Illegal::FoundationToFoundation);
                }
                if !bottom.face_up {
                    return Err(Illegal::FaceDown);
                }
                if !self.fits_foundation(pos, bottom.card) {
                    return Err(Illegal::NotNextHome(bottom.card));
                }
                Ok(())
            }
            Target::Cell => {
                if pos.cells.len() >= rules.cells as usize {
                    return Err(if rules.cells == 0 {
                        Illegal::NoCells
                    } else {
                        Illegal::CellsFull
                    });
                }
                if count != 1 {
                    return Err(Illegal::OneToCell);
                }
                if !matches!(from, Source::Column(_) | Source::Foundation(_)) {
                    return Err(Illegal::CellSource);
                }
                if !bottom.face_up {
                    return Err(Illegal::FaceDown);
                }
                Ok(())
            }
            Target::Reserve => {
                if rules.weave == Weave::None {
                    return Err(Illegal::NoReserve);
                }
                if !matches!(from, Source::Column(_)) {
                    return Err(Illegal::ReserveSource);
                }
                if !pos.reserve.is_empty() {
                    return Err(Illegal::ReserveFull);
                }
                if rules.weave_opens == WeaveOpens::AfterStock && !pos.stock.is_empty() {
                    return Err(Illegal::ReserveNotOpen);
                }
                if rules.weave == Weave::Card && count != 1 {
                    return Err(Illegal::ReserveOneCard);
                }
                if group.iter().any(|s| !s.face_up) || !is_run(&group) {
                    return Err(Illegal::ReserveNotRun);
                }
                Ok(())
            }
            Target::Column(d) => {
                if d >= pos.columns.len() {
                    return Err(Illegal::NoColumn(d));
                }
                if from == Source::Column(d) {
                    return Err(Illegal::OntoItself);
                }
                match self.check_normal_to_column(pos, from, &group, d) {
                    Ok(()) => self.check_closing_move(pos, from, to, count),
                    Err(normal) => match (&pos.grace, from) {
                        (Some(_), Source::Column(c)) => self
                            .check_free_move(pos, c, &group, d)
                            .map_err(|free| Illegal::NotFree(Box::new((normal, free)))),
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
    ) -> Result<(), Illegal> {
        let rules = self.rules;
        if group.iter().any(|s| !s.face_up) {
            return Err(Illegal::FaceDownGroup);
        }
        if let Source::Column(_) = from {
            match rules.moves {
                MoveKind::SingleCards if group.len() > 1 => {
                    return Err(Illegal::SingleCardsOnly);
                }
                MoveKind::AcRuns if !is_run(group) => {
                    return Err(Illegal::NotRun);
                }
                _ => {}
            }
        }
        let bottom = group[0].card;
        match pos.top(d) {
            None => match rules.empty_column {
                EmptyColumn::King if bottom.rank != rules.king() => Err(Illegal::EmptyTakesKing(d)),
                _ => Ok(()),
            },
            Some(top) if bottom.builds_on(top) => Ok(()),
            Some(top) => Err(Illegal::NoBuild(bottom, top)),
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
    ) -> Result<(), Illegal> {
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
                    .map_err(Illegal::GapFillUnsettled)
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
    ) -> Result<(), Illegal> {
        if pos.columns[d].is_empty() {
            return Err(Illegal::FreeIntoEmpty);
        }
        if self.rules.grace == Grace::Strict {
            if group.iter().any(|s| !s.face_up) {
                return Err(Illegal::StrictFaceDown);
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
                return Err(Illegal::StrictCut(left, group[0].card));
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
    /// King-led on an empty untouched part). Otherwise `Err` with the
    /// (0-based) index of the first column that is not settled.
    fn settled(&self, pos: &Position, grace: &GraceState) -> Result<(), usize> {
        for (c, column) in pos.columns.iter().enumerate() {
            let mark = grace.marks[c].min(column.len());
            let above = &column[mark..];
            let Some(first) = above.first().map(|s| s.card) else {
                continue;
            };
            let base_ok = match mark.checked_sub(1) {
                Some(i) => first.builds_on(column[i].card),
                None => first.rank == self.rules.king(),
            };
            if !base_ok || !is_run(above) {
                return Err(c);
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
                let was_open = pos.grace.is_some();
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
                    && (!was_open || self.rules.grace_reopens)
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

/// The cards a move lifts, bottom first: a column's own slots, or slots made
/// for the cards of the other piles (all face up).
enum Lifted<'p> {
    Column(&'p [Slot]),
    Made(Vec<Slot>),
    One([Slot; 1]),
}

impl std::ops::Deref for Lifted<'_> {
    type Target = [Slot];

    fn deref(&self) -> &[Slot] {
        match self {
            Lifted::Column(slots) => slots,
            Lifted::Made(slots) => slots,
            Lifted::One(slot) => slot,
        }
    }
}

/// Whether the slots' cards, bottom first, form an AC run (face up or not).
fn is_run(group: &[Slot]) -> bool {
    group.windows(2).all(|w| w[1].card.builds_on(w[0].card))
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
