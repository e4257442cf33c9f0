//! A greedy estimate of the work left in a position, for move ordering and
//! the narrow passes (never for pruning: it has no bearing on verdicts).
//!
//! `2 * (cards not home) + (cards in the stock) + (out-of-sequence pairs)`,
//! where a pair of adjacent column cards is out of sequence when the lower
//! one is face down or the upper one does not build on it. Counting the stock
//! keeps a deal from looking like a step back. [`delta`] gives the change a
//! move makes without making it: in O(1), but for a grace free move that
//! lifts face-down cards (linear in those cards).

use super::moves::SMove;
use super::state::{CardByte, Ctx, DOWN, State, builds_on};

/// The estimate of `state`, computed from scratch.
pub fn estimate(ctx: &Ctx, state: &State) -> u32 {
    let mut h = 2 * (ctx.deck_size - state.home()) as u32 + state.stock_left() as u32;
    for col in &state.cols {
        h += col
            .windows(2)
            .filter(|p| out_of_sequence(p[0], p[1]))
            .count() as u32;
    }
    h
}

fn out_of_sequence(lower: CardByte, upper: CardByte) -> bool {
    lower & DOWN != 0 || !builds_on(upper, lower)
}

/// The pair a group leaving column `c` from depth `count` breaks, if any.
fn leaving(state: &State, c: u8, count: u8) -> i32 {
    let col = &state.cols[c as usize];
    let i = col.len() - count as usize;
    (i > 0 && out_of_sequence(col[i - 1], col[i])) as i32
}

/// The pair a group with bottom `bottom` makes on column `d`, if any.
fn arriving(state: &State, bottom: CardByte, d: u8) -> i32 {
    state.cols[d as usize]
        .last()
        .is_some_and(|&top| out_of_sequence(top, bottom)) as i32
}

/// Pairs inside a group leaving column `c` from depth `count` that stop
/// counting because the move turns their face-down lower card up (a grace
/// free move lifting face-down cards); none for every other move. The cost
/// is the group's face-down cards: zero, in O(1), outside such a move.
fn turned_in_group(state: &State, c: u8, count: u8) -> i32 {
    let col = &state.cols[c as usize];
    let group = &col[col.len() - count as usize..];
    if group.first().is_none_or(|&b| b & DOWN == 0) {
        // Face-down cards lie only at the bottom of a column, so a group
        // whose bottom card is face up holds none.
        return 0;
    }
    group
        .windows(2)
        .filter(|p| p[0] & DOWN != 0 && !out_of_sequence(p[0] & !DOWN, p[1]))
        .count() as i32
}

/// `estimate(after) - estimate(before)` for a legal move.
pub fn delta(ctx: &Ctx, state: &State, mv: SMove) -> i32 {
    let bottom_of = |c: u8, count: u8| {
        let col = &state.cols[c as usize];
        col[col.len() - count as usize]
    };
    match mv {
        SMove::Close => 0,
        SMove::Deal if ctx.waste_stock => -1,
        SMove::Deal => {
            let n = state.stock_left().min(state.cols.len());
            (0..n)
                .map(|c| arriving(state, state.stock[state.dealt + c], c as u8))
                .sum::<i32>()
                - n as i32
        }
        SMove::ColCol { from, to, count } => {
            arriving(state, bottom_of(from, count), to)
                - leaving(state, from, count)
                - turned_in_group(state, from, count)
        }
        SMove::ColFound { from } => -2 - leaving(state, from, 1),
        SMove::ColReserve { from, count } => -leaving(state, from, count),
        SMove::ColCell { from } => -leaving(state, from, 1),
        SMove::ReserveCol { to, count } => arriving(
            state,
            state.reserve[state.reserve.len() - count as usize],
            to,
        ),
        SMove::CellCol { card, to } => arriving(state, card, to),
        SMove::WasteCol { to } => arriving(state, *state.waste.last().expect("waste card"), to),
        SMove::FoundCol { card, to } => 2 + arriving(state, card, to),
        SMove::ReserveFound | SMove::CellFound { .. } | SMove::WasteFound => -2,
        SMove::FoundCell { .. } => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::DealId;
    use crate::rules;

    /// A grace free move that lifts a face-down card with a card built on
    /// it turns the card up, and the pair stops counting (regression: the
    /// delta missed it).
    #[test]
    fn delta_counts_face_down_cards_a_free_move_turns_up() {
        use super::super::state::{GraceMarks, card_byte};
        let rules = rules::resolve("improved-miss-milligan").unwrap();
        let ctx = Ctx::new(&rules);
        let pos = DealId::Seed(1).position(&rules).unwrap();
        let mut state = State::from_position(&ctx, &pos).unwrap();
        let card = |s: &str| card_byte(s.parse().unwrap());
        state.cols[0] = vec![card("5H") | DOWN, card("4S")];
        state.cols[1] = vec![card("9C")];
        state.cols[2].clear();
        let mut marks = [0; crate::rules::MAX_COLUMNS];
        for (m, col) in marks.iter_mut().zip(&state.cols) {
            *m = col.len() as u8;
        }
        state.grace = Some(GraceMarks { gap: 2, marks });
        let mv = SMove::ColCol {
            from: 0,
            to: 1,
            count: 2,
        };
        let mut moves = Vec::new();
        state.generate(&ctx, &mut moves);
        assert!(moves.contains(&mv), "the free move is legal");
        let before = estimate(&ctx, &state) as i32;
        let d = delta(&ctx, &state, mv);
        state.make(&ctx, mv);
        assert_eq!(estimate(&ctx, &state) as i32 - before, d);
    }

    /// The delta equals the change of the full estimate, for every move of
    /// positions along a pseudo-random walk in every variant, grace free
    /// moves that lift face-down cards included (regression: those were
    /// left out, and so were the grace variants).
    #[test]
    fn delta_matches_the_recomputed_estimate() {
        for rules in rules::builtin() {
            let ctx = Ctx::new(&rules);
            for seed in 0..4 {
                let pos = DealId::Seed(seed).position(&rules).unwrap();
                let mut state = State::from_position(&ctx, &pos).unwrap();
                let mut moves = Vec::new();
                for step in 0..300u64 {
                    moves.clear();
                    state.generate(&ctx, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let before = estimate(&ctx, &state) as i32;
                    for &mv in &moves {
                        let d = delta(&ctx, &state, mv);
                        let undo = state.make(&ctx, mv);
                        assert_eq!(
                            estimate(&ctx, &state) as i32 - before,
                            d,
                            "{} {mv:?}",
                            rules.id
                        );
                        state.unmake(&ctx, mv, undo);
                    }
                    let pick = (step.wrapping_mul(0x9e37_79b9) ^ seed) as usize % moves.len();
                    state.make(&ctx, moves[pick]);
                }
            }
        }
    }
}
