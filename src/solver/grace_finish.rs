//! A grace period open with the stock used up wins at once: the line that
//! plays it out, built move by move instead of searched for.
//!
//! Under the plain grace rule (not strict), free moves take any group off
//! the top of a column onto any other non-empty column, and foundation
//! moves keep their normal rule. With no stock left to deal, nothing forces
//! the period to close, so it can dig out every card and play it home if
//! two columns stay non-empty to the end, one of them with a King at its
//! bottom (played last). The line:
//!
//! 1. If no non-empty column has a King at its bottom, but three columns
//!    are non-empty: empty one of them onto another (a free move), dig a
//!    King to the top of its column (a free move), and put it alone into
//!    the column just emptied (a normal move: that column is not the gap,
//!    which was empty while the period is open, so this does not close
//!    it).
//! 2. Move every other column's cards onto one column `B` (free moves), then
//!    the cards above the King `k` at the bottom of column `K`: `B` holds
//!    everything but `k` above its bottom card `b`.
//! 3. Choose an order of the cards left in which each goes home when its
//!    turn comes, `k` last: one always exists, because the lowest rank of a
//!    suit still in play is the one a foundation of that suit takes next,
//!    and `k`, a King, can wait for everything else.
//! 4. Stack the cards but `b` on `K` in that order, each with two free
//!    moves (lift it with the cards above it from `B` onto `K`, then those
//!    cards back), and play them home from `K`'s top; `b`, alone on `B`,
//!    goes home in its turn.
//!
//! Every move is checked against the solver's own move list as it is
//! made, and the search that uses the line reports `won` only after the
//! reference engine has replayed it, as for any other win. A position
//! that does not meet the conditions gets `None`, and is searched.

use super::moves::SMove;
use super::state::{CardByte, Ctx, DOWN, State, rank};
use crate::rules::Grace;

/// The moves that win from `state`, if a grace period is open under the
/// plain grace rule with the stock used up and the columns allow the line
/// of the module's steps; `None` otherwise (the position is searched).
pub fn finish(ctx: &Ctx, state: &State) -> Option<Vec<SMove>> {
    if ctx.grace != Grace::Grace
        || state.grace.is_none()
        || state.stock_left() > 0
        || !state.reserve.is_empty()
        || !state.cells.is_empty()
        || !state.waste.is_empty()
    {
        return None;
    }
    let mut line = Line {
        ctx,
        state: state.clone(),
        moves: Vec::new(),
        legal: Vec::new(),
    };
    let king_col = line.king_column()?;
    let b_col = line.non_empty().find(|&c| c != king_col)?;
    // Step 2: everything but the King and `B`'s bottom card onto `B`.
    let others: Vec<usize> = line
        .non_empty()
        .filter(|&c| c != king_col && c != b_col)
        .collect();
    for c in others {
        let n = line.state.cols[c].len();
        line.shift(c, b_col, n)?;
    }
    let above_king = line.state.cols[king_col].len() - 1;
    if above_king > 0 {
        line.shift(king_col, b_col, above_king)?;
    }
    // Step 3: the order home, the King last.
    let king = line.state.cols[king_col][0] & !DOWN;
    let bottom = line.state.cols[b_col][0] & !DOWN;
    let order = home_order(&line.state, ctx, king)?;
    // Step 4: stack all but `b` on `K`, first home on top.
    let mut stacked = order.clone();
    stacked.remove(stacked.iter().position(|&c| c == bottom)?);
    for &card in stacked.iter().rev() {
        let col = &line.state.cols[b_col];
        let at = (1..col.len()).rfind(|&i| col[i] & !DOWN == card)?;
        let lifted = col.len() - at;
        line.shift(b_col, king_col, lifted)?;
        if lifted > 1 {
            line.shift(king_col, b_col, lifted - 1)?;
        }
    }
    for &card in order.iter().chain([&king]) {
        let top = |c: usize| line.state.cols[c].last().map(|&b| b & !DOWN);
        let from = if top(king_col) == Some(card) {
            king_col
        } else if line.state.cols[b_col].len() == 1 && top(b_col) == Some(card) {
            b_col
        } else {
            return None;
        };
        line.play_move(SMove::ColFound { from: from as u8 })?;
    }
    line.state.is_won(ctx).then_some(line.moves)
}

/// The line being built: the position it has reached and its moves.
struct Line<'a> {
    ctx: &'a Ctx,
    state: State,
    moves: Vec<SMove>,
    legal: Vec<SMove>,
}

impl Line<'_> {
    fn non_empty(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.state.cols.len()).filter(|&c| !self.state.cols[c].is_empty())
    }

    fn is_king(&self, b: CardByte) -> bool {
        rank(b & !DOWN) == self.ctx.king
    }

    /// A non-empty column with a King at its bottom and another non-empty
    /// column beside it, made by step 1 if there is none.
    fn king_column(&mut self) -> Option<usize> {
        let non_empty: Vec<usize> = self.non_empty().collect();
        if non_empty.len() < 2 {
            return None;
        }
        if let Some(&c) = non_empty
            .iter()
            .find(|&&c| self.is_king(self.state.cols[c][0]))
        {
            return Some(c);
        }
        if non_empty.len() < 3 {
            return None;
        }
        // The King nearest a top, its column `x`; `y` emptied onto `z`.
        let (x, at) = non_empty
            .iter()
            .filter_map(|&c| {
                let col = &self.state.cols[c];
                let at = (0..col.len()).rfind(|&i| self.is_king(col[i]))?;
                Some((c, at))
            })
            .max_by_key(|&(c, at)| (at as isize - self.state.cols[c].len() as isize, c))?;
        let mut rest = non_empty.into_iter().filter(|&c| c != x);
        let (y, z) = (rest.next()?, rest.next()?);
        let y_len = self.state.cols[y].len();
        self.shift(y, z, y_len)?;
        let above = self.state.cols[x].len() - at - 1;
        if above > 0 {
            self.shift(x, z, above)?;
        }
        self.shift(x, y, 1)?;
        Some(y)
    }

    /// Moves the top `count` cards of column `from` onto column `to` (a
    /// free move or a normal one).
    fn shift(&mut self, from: usize, to: usize, count: usize) -> Option<()> {
        self.play_move(SMove::ColCol {
            from: from as u8,
            to: to as u8,
            count: count as u8,
        })
    }

    /// Makes `mv` if the solver's move list has it.
    fn play_move(&mut self, mv: SMove) -> Option<()> {
        self.legal.clear();
        self.state.generate(self.ctx, &mut self.legal);
        if !self.legal.contains(&mv) {
            return None;
        }
        self.state.make(self.ctx, mv);
        self.moves.push(mv);
        Some(())
    }
}

/// Every card in the columns in an order in which each goes home in its
/// turn, `king` (one of them) last.
fn home_order(state: &State, ctx: &Ctx, king: CardByte) -> Option<Vec<CardByte>> {
    let mut left: Vec<CardByte> = state.cols.iter().flatten().map(|&b| b & !DOWN).collect();
    let king_at = left.iter().position(|&b| b == king)?;
    left.swap_remove(king_at);
    let mut found = state.clone();
    let mut order = Vec::with_capacity(left.len());
    while !left.is_empty() {
        let i = left
            .iter()
            .position(|&b| found.foundation_slot(ctx, b).is_some())?;
        let card = left.swap_remove(i);
        let slot = found.foundation_slot(ctx, card)?;
        found.found[super::state::suit(card)][slot] += 1;
        order.push(card);
    }
    found.foundation_slot(ctx, king)?;
    Some(order)
}
