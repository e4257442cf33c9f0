//! Grace classes: the layered search holds one position per class of
//! rearrangements of an open grace period, not one per arrangement.
//!
//! While grace is open, call a column's *base* its untouched part (the
//! cards below its mark), or, for a column with mark 0 that is not empty,
//! its bottom card (a King put into an empty column by a normal move:
//! nothing else enters one during grace). The cards above the bases are
//! *movable*. The *class* of a position is everything but the order and
//! places of its movable cards: stock, foundations, gap, marks, bases, and
//! the movable cards as a multiset.
//!
//! **Lemma.** With at least two non-empty columns, every arrangement of the
//! movable cards on the bases is reachable from every other by free moves
//! that lift movable cards only; those change no mark, no base, and no
//! column's emptiness, so they stay in the class. (Free moves take any top
//! group onto any other non-empty column; on two stacks, a one-card move
//! shifts the boundary between them and a two-card move swaps the two
//! cards beside it, so any order is reached; checked exhaustively for up
//! to 6 cards on two stacks and 5 on three by a unit test.)
//!
//! So the positions of a class win or lose together, and the search needs
//! only one of them, in a fixed arrangement ([`canonicalize`]: the movable
//! cards sorted, on the lowest non-empty column), and the classes every
//! member reaches in one move ([`children`]). Every legal move from any
//! member of a class leads to a position of its own class (a group of
//! movable cards onto another non-empty column) or of one of these:
//!
//! - (a) a movable card home;
//! - (b) a mark lowered by one: the untouched top becomes movable, and the
//!   column empties when it was the last untouched card (a group reaching
//!   below a mark lowers it once per card: the same as (b) repeated);
//! - (c) a movable King into an empty column other than the gap, as its new
//!   base (a King-led run moved there leaves the rest of the run movable);
//! - (d) a King base lifted off its column, emptying it;
//! - (e) `close`, onto any settled arrangement (a deal closes first, so a
//!   deal is (e) and then the deal);
//! - (f) a King-led run into the gap, which closes grace: a movable King
//!   with its run (the rest settled), or a whole column whose base is a
//!   face-up King-led run, which empties that column (and opens grace
//!   again where the rules say it does).
//!
//! A King or untouched card that leads a move is first made movable by
//! (b) or (d). Each of (a)-(f) is made as the rule book's own moves on an
//! arrangement that allows it, by [`State::make`]; so with two non-empty
//! columns the classes searched are exactly the classes reachable.
//!
//! With fewer, free moves are impossible. A position with lifted cards and
//! one non-empty column was reached from a class with two by the move
//! that emptied the other ((b) or (d)), and that move can leave the lifted
//! cards in any order on the column left (arrange them on the two columns
//! first, then move the emptied column's last group), so the position
//! stands for every order still, and (a)-(f) are still exact: each needs
//! only the right card on top. Without lifted cards a position is its own
//! class, and the search takes its own moves as well (the untouched top's
//! moves, which (b) cannot make without a second column). A search that
//! starts with lifted cards on one column is not made by classes
//! ([`applies`]).
//!
//! Only where grace is the plain rule (not strict: its free moves keep AC
//! runs whole), and gaps take Kings only, runs move whole, and there are
//! no cells, weave, waste or take-back, so that these are all the moves.

use super::moves::SMove;
use super::state::{CardByte, Ctx, DOWN, State, builds_on, rank};
use crate::rules::{Grace, MoveKind, TakeBack, Weave};

/// Whether a search from `start` under these rules goes by grace classes.
/// Not from a start with grace open, lifted cards, and fewer than two
/// non-empty columns: its cards keep the order they have (no free move can
/// change it) until one of them moves to another column, so it is no class
/// of all arrangements. (Every other position with fewer than two non-empty
/// columns and lifted cards came from a class with two, whose last move
/// could leave the lifted cards in any order.)
pub(super) fn applies(ctx: &Ctx, start: &State) -> bool {
    let arranged_as_dealt = start.grace.is_some()
        && start.cols.iter().filter(|col| !col.is_empty()).count() < 2
        && (0..start.cols.len()).any(|c| base_len(start, c) < start.cols[c].len());
    rules_allow(ctx) && !arranged_as_dealt
}

/// Whether these rules allow grace classes (see the module notes).
pub(super) fn rules_allow(ctx: &Ctx) -> bool {
    ctx.grace == Grace::Grace
        && ctx.empty_king
        && ctx.moves == MoveKind::AcRuns
        && ctx.cells == 0
        && ctx.weave == Weave::None
        && !ctx.waste_stock
        && ctx.take_back == TakeBack::Never
}

/// How many cards at the bottom of column `c` are its base.
fn base_len(state: &State, c: usize) -> usize {
    let (col, grace) = (&state.cols[c], state.grace.as_ref().expect("grace open"));
    match (grace.marks[c] as usize).min(col.len()) {
        0 if !col.is_empty() => 1,
        mark => mark,
    }
}

/// The column that holds the movable cards in the canonical arrangement:
/// the lowest non-empty one.
fn holder(state: &State) -> Option<usize> {
    state.cols.iter().position(|col| !col.is_empty())
}

/// Puts a position with grace open into its class's arrangement: every
/// movable card, sorted, on the lowest non-empty column. Positions without
/// grace are left alone.
pub(super) fn canonicalize(state: &mut State, buf: &mut Vec<CardByte>) {
    if state.grace.is_none() {
        return;
    }
    buf.clear();
    for c in 0..state.cols.len() {
        let base = base_len(state, c);
        buf.extend_from_slice(&state.cols[c][base..]);
        state.cols[c].truncate(base);
    }
    debug_assert!(
        buf.iter().all(|&b| b & DOWN == 0),
        "lifted cards are face up"
    );
    buf.sort_unstable();
    if let Some(h) = holder(state) {
        state.cols[h].extend_from_slice(buf);
    }
}

/// The most steps [`children`] takes to list a class's settled
/// arrangements: with many lifted cards they can run to millions (every
/// choice of host for every card). Past it the class is not expanded and
/// the search must stop unresolved.
const SETTLING_STEPS: u64 = 1 << 20;

/// Reused buffers of [`children`].
#[derive(Default)]
pub(super) struct Scratch {
    movable: Vec<CardByte>,
    /// Each movable card's parent in a settled arrangement being built:
    /// `Parent::Host(column)`, another movable card, or the gap.
    parents: Vec<Parent>,
    /// Whether each host column and each movable card has a child yet.
    host_taken: Vec<bool>,
    card_taken: Vec<bool>,
    sort: Vec<CardByte>,
    run: Vec<CardByte>,
    /// A settled arrangement being made, kept for its buffers.
    arranged: Option<State>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Parent {
    Host(usize),
    Card(usize),
    Gap,
}

/// What [`children`] found besides the children.
pub(super) enum Expansion {
    /// Every child listed; with fewer than two non-empty columns, the
    /// caller must also take the position's own moves.
    Listed { own_moves: bool },
    /// The settled arrangements ran past [`SETTLING_STEPS`]: the children
    /// listed are not all (an unresolved search, never a loss).
    TooMany,
}

/// Calls `emit` with every class that a member of `state`'s class (grace
/// open, arranged by [`canonicalize`]) reaches in one step, (a)-(f) of the
/// module notes, each child canonical, `child` its storage.
pub(super) fn children(
    ctx: &Ctx,
    state: &State,
    child: &mut State,
    scratch: &mut Scratch,
    mut emit: impl FnMut(&mut State),
) -> Expansion {
    let grace = *state.grace.as_ref().expect("grace open");
    let columns = state.cols.len();
    let Some(h) = holder(state) else {
        // An empty tableau: only `close` (and a deal after it).
        if let Some(c) = settled_close(ctx, state, child) {
            emit(c);
        }
        return Expansion::Listed { own_moves: true };
    };
    let h_base = base_len(state, h);
    scratch.movable.clear();
    scratch.movable.extend_from_slice(&state.cols[h][h_base..]);
    let movable = std::mem::take(&mut scratch.movable);
    let non_empty = state.cols.iter().filter(|col| !col.is_empty()).count();
    let other = |c: usize| (0..columns).find(|&d| d != c && !state.cols[d].is_empty());
    // Each distinct movable card once (they are sorted).
    let distinct = |i: usize| i == 0 || movable[i] != movable[i - 1];

    let mut finish = |child: &mut State, buf: &mut Vec<CardByte>| {
        canonicalize(child, buf);
        emit(child);
    };
    // Brings movable card `i` to the top of the holder.
    let on_top = |child: &mut State, i: usize| {
        child.clone_from(state);
        let col = &mut child.cols[h];
        let card = col.remove(h_base + i);
        col.push(card);
    };

    for (i, &card) in movable.iter().enumerate() {
        if !distinct(i) {
            continue;
        }
        // (a) home.
        if state.foundation_slot(ctx, card).is_some() {
            on_top(child, i);
            child.make(ctx, SMove::ColFound { from: h as u8 });
            finish(child, &mut scratch.sort);
        }
        // (c) a King into an empty column other than the gap.
        if rank(card) == ctx.king {
            for e in (0..columns).filter(|&e| e != grace.gap as usize && state.cols[e].is_empty()) {
                on_top(child, i);
                child.make(
                    ctx,
                    SMove::ColCol {
                        from: h as u8,
                        to: e as u8,
                        count: 1,
                    },
                );
                finish(child, &mut scratch.sort);
            }
        }
    }
    for c in 0..columns {
        let Some(d) = other(c) else { continue };
        let base = base_len(state, c);
        // (b) lower the mark, or (d) lift the King base: the movable cards
        // go elsewhere first, then the base's top card alone.
        if base > 0 {
            child.clone_from(state);
            if c == h && !movable.is_empty() {
                let cards = child.cols[h].split_off(h_base);
                child.cols[d].extend_from_slice(&cards);
            }
            child.make(
                ctx,
                SMove::ColCol {
                    from: c as u8,
                    to: d as u8,
                    count: 1,
                },
            );
            finish(child, &mut scratch.sort);
        }
    }
    // (e) and (f): the settled arrangements.
    let all = settled_children(ctx, state, &movable, child, scratch, &mut finish);
    scratch.movable = movable;
    if all {
        Expansion::Listed {
            own_moves: non_empty < 2,
        }
    } else {
        Expansion::TooMany
    }
}

/// `close` on an empty tableau, or on columns with no movable cards, when
/// settled.
fn settled_close<'a>(ctx: &Ctx, state: &State, child: &'a mut State) -> Option<&'a mut State> {
    let grace = state.grace.as_ref().expect("grace open");
    state.settled(ctx, grace, None, &[]).then(|| {
        child.clone_from(state);
        child.make(ctx, SMove::Close);
        child
    })
}

/// (e) and (f): every assignment of the movable cards to parents that
/// settles the tableau (each host column's top base card and each movable
/// card takes at most one card that builds on it; the gap takes one
/// movable King), made as the moves that close grace. False when they ran
/// past [`SETTLING_STEPS`].
fn settled_children(
    ctx: &Ctx,
    state: &State,
    movable: &[CardByte],
    child: &mut State,
    scratch: &mut Scratch,
    finish: &mut impl FnMut(&mut State, &mut Vec<CardByte>),
) -> bool {
    let columns = state.cols.len();
    // Highest rank first, so that every parent is placed before its child.
    let mut order: Vec<usize> = (0..movable.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(rank(movable[i])));
    scratch.parents.clear();
    scratch.parents.resize(movable.len(), Parent::Gap);
    scratch.host_taken.clear();
    scratch.host_taken.resize(columns, false);
    scratch.card_taken.clear();
    scratch.card_taken.resize(movable.len(), false);
    let mut gap_taken = false;
    let mut assign = Assign {
        ctx,
        state,
        movable,
        order: &order,
        child,
        run: &mut scratch.run,
        sort: &mut scratch.sort,
        arranged: &mut scratch.arranged,
        parents: &mut scratch.parents,
        host_taken: &mut scratch.host_taken,
        card_taken: &mut scratch.card_taken,
        finish,
        steps: SETTLING_STEPS,
    };
    assign.place(0, &mut gap_taken);
    assign.steps > 0
}

struct Assign<'a, F> {
    ctx: &'a Ctx,
    state: &'a State,
    movable: &'a [CardByte],
    order: &'a [usize],
    child: &'a mut State,
    run: &'a mut Vec<CardByte>,
    sort: &'a mut Vec<CardByte>,
    arranged: &'a mut Option<State>,
    parents: &'a mut Vec<Parent>,
    host_taken: &'a mut Vec<bool>,
    card_taken: &'a mut Vec<bool>,
    finish: &'a mut F,
    /// Steps left of [`SETTLING_STEPS`].
    steps: u64,
}

impl<F: FnMut(&mut State, &mut Vec<CardByte>)> Assign<'_, F> {
    /// Chooses a parent for the `k`th card of `order`, and so on.
    fn place(&mut self, k: usize, gap_taken: &mut bool) {
        if self.steps == 0 {
            return;
        }
        self.steps -= 1;
        let Some(&i) = self.order.get(k) else {
            self.made(*gap_taken);
            return;
        };
        let card = self.movable[i];
        if rank(card) == self.ctx.king {
            if !*gap_taken {
                *gap_taken = true;
                self.parents[i] = Parent::Gap;
                self.place(k + 1, gap_taken);
                *gap_taken = false;
            }
            return;
        }
        for c in 0..self.state.cols.len() {
            let col = &self.state.cols[c];
            if self.host_taken[c] || col.is_empty() {
                continue;
            }
            let top = col[base_len(self.state, c) - 1];
            if builds_on(card, top) {
                self.host_taken[c] = true;
                self.parents[i] = Parent::Host(c);
                self.place(k + 1, gap_taken);
                self.host_taken[c] = false;
            }
        }
        for &j in &self.order[..k] {
            if !self.card_taken[j] && builds_on(card, self.movable[j]) {
                self.card_taken[j] = true;
                self.parents[i] = Parent::Card(j);
                self.place(k + 1, gap_taken);
                self.card_taken[j] = false;
            }
        }
    }

    /// The run hanging from `parent`, top last, into `self.run`.
    fn run_from(&mut self, mut parent: Parent) {
        self.run.clear();
        while let Some(i) = (0..self.movable.len()).find(|&i| self.parents[i] == parent) {
            self.run.push(self.movable[i]);
            parent = Parent::Card(i);
        }
    }

    /// Makes the arrangement chosen, then the moves that close grace on it.
    fn made(&mut self, gap_taken: bool) {
        let mut arranged = self.arranged.take().unwrap_or_else(|| self.state.clone());
        arranged.clone_from(self.state);
        self.made_on(&mut arranged, gap_taken);
        *self.arranged = Some(arranged);
    }

    /// [`Self::made`] with `arranged` a copy of the state to arrange.
    fn made_on(&mut self, arranged: &mut State, gap_taken: bool) {
        let (ctx, state) = (self.ctx, self.state);
        let columns = state.cols.len();
        for c in 0..columns {
            arranged.cols[c].truncate(base_len(state, c));
            if !arranged.cols[c].is_empty() {
                self.run_from(Parent::Host(c));
                arranged.cols[c].extend_from_slice(self.run);
            }
        }
        let gap = state.grace.expect("grace open").gap;
        if gap_taken {
            // (f) the King's run from the top of a non-empty column (the
            // first; its own run is settled below it).
            let Some(c) = holder(arranged) else { return };
            let king = (0..self.movable.len())
                .find(|&i| self.parents[i] == Parent::Gap)
                .expect("a King for the gap");
            self.run_from(Parent::Card(king));
            arranged.cols[c].push(self.movable[king]);
            arranged.cols[c].extend_from_slice(self.run);
            let count = 1 + self.run.len();
            self.run_to_gap(arranged, c, count, gap);
            return;
        }
        // (e) close.
        self.child.clone_from(arranged);
        self.child.make(ctx, SMove::Close);
        (self.finish)(self.child, self.sort);
        // (f) a whole column whose base is a face-up King-led run.
        for c in 0..columns {
            let col = &arranged.cols[c];
            let base = base_len(state, c);
            let whole_run = base > 0
                && rank(col[0]) == ctx.king
                && col[..base].iter().all(|&b| b & DOWN == 0)
                && col[..base].windows(2).all(|w| builds_on(w[1], w[0]));
            if whole_run {
                self.run_to_gap(arranged, c, col.len(), gap);
            }
        }
    }

    /// Moves the top `count` cards of column `from` of `arranged` into the
    /// gap (a King-led run: the move that closes grace).
    fn run_to_gap(&mut self, arranged: &State, from: usize, count: usize, gap: u8) {
        self.child.clone_from(arranged);
        self.child.make(
            self.ctx,
            SMove::ColCol {
                from: from as u8,
                to: gap,
                count: count as u8,
            },
        );
        (self.finish)(self.child, self.sort);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    /// The lemma, exhaustively on small cases: cards on stacks with fixed
    /// bases, moved as any top group onto another stack, reach every
    /// arrangement (n! * C(n + s - 1, s - 1) of n distinct cards on s
    /// stacks) from all of them on one stack.
    #[test]
    fn free_moves_reach_every_arrangement() {
        for (stacks, most) in [(2, 6), (3, 5)] {
            for n in 1..=most {
                let start: Vec<Vec<u8>> = (0..stacks)
                    .map(|s| if s == 0 { (0..n).collect() } else { vec![] })
                    .collect();
                let mut seen = HashSet::from([start.clone()]);
                let mut todo = vec![start];
                while let Some(arrangement) = todo.pop() {
                    for from in 0..stacks {
                        for count in 1..=arrangement[from].len() {
                            for to in (0..stacks).filter(|&to| to != from) {
                                let mut next = arrangement.clone();
                                let split = next[from].len() - count;
                                let group = next[from].split_off(split);
                                next[to].extend(group);
                                if seen.insert(next.clone()) {
                                    todo.push(next);
                                }
                            }
                        }
                    }
                }
                let factorial: usize = (1..=n as usize).product();
                let placements: usize = (1..stacks).map(|k| n as usize + k).product::<usize>()
                    / (1..stacks).product::<usize>();
                assert_eq!(
                    seen.len(),
                    factorial * placements,
                    "{n} cards on {stacks} stacks"
                );
            }
        }
    }
}
