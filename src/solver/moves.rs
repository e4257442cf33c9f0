//! The solver's own move generator (never the reference engine's), and
//! making and unmaking moves on a [`State`]. With pruning off it produces
//! exactly the judge's successor positions; a perft test pins that down.

use super::state::{
    CardByte, Ctx, DOWN, GraceMarks, State, builds_on, byte_card, extends_run, host_slot, rank,
    suit, wants_slot,
};
use crate::notation::{Move, Source, Target};
use crate::rules::{Grace, MAX_COLUMNS, MoveKind, Weave};

/// A solver move; columns 0-based. Cells and foundations are named by card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SMove {
    Deal,
    /// Close the grace period.
    Close,
    ColCol {
        from: u8,
        to: u8,
        count: u8,
    },
    ColFound {
        from: u8,
    },
    ColReserve {
        from: u8,
        count: u8,
    },
    ColCell {
        from: u8,
    },
    ReserveCol {
        to: u8,
        count: u8,
    },
    ReserveFound,
    CellCol {
        card: CardByte,
        to: u8,
    },
    CellFound {
        card: CardByte,
    },
    WasteCol {
        to: u8,
    },
    WasteFound,
    FoundCol {
        card: CardByte,
        to: u8,
    },
    FoundCell {
        card: CardByte,
    },
}

/// What [`State::unmake`] needs to restore: whether a face-down card was
/// turned up, how many cards a deal handed out, and which card a move sent
/// to a foundation or a cell when the move does not name it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Undo {
    turned: bool,
    dealt: u8,
    card: CardByte,
    /// Face-down cards a grace free move lifted (and turned up).
    lifted_down: u8,
    /// The grace period before the move.
    grace: Option<GraceMarks>,
}

impl SMove {
    /// The source and destination columns of a card move, if columns.
    pub fn columns(self) -> (Option<u8>, Option<u8>) {
        match self {
            SMove::ColCol { from, to, .. } => (Some(from), Some(to)),
            SMove::ColFound { from } | SMove::ColReserve { from, .. } | SMove::ColCell { from } => {
                (Some(from), None)
            }
            SMove::ReserveCol { to, .. }
            | SMove::CellCol { to, .. }
            | SMove::WasteCol { to }
            | SMove::FoundCol { to, .. } => (None, Some(to)),
            _ => (None, None),
        }
    }

    /// The columns this move, made or unmade, changes, as a bit mask: every
    /// column for a deal, which puts a card on each.
    pub fn column_mask(self) -> u32 {
        if self == SMove::Deal {
            return u32::MAX;
        }
        let (from, to) = self.columns();
        [from, to]
            .into_iter()
            .flatten()
            .fold(0, |mask, c| mask | 1 << c)
    }

    /// The same move with every column number passed through `map`.
    pub fn remap_columns(self, map: impl Fn(u8) -> u8) -> SMove {
        match self {
            SMove::ColCol { from, to, count } => SMove::ColCol {
                from: map(from),
                to: map(to),
                count,
            },
            SMove::ColFound { from } => SMove::ColFound { from: map(from) },
            SMove::ColReserve { from, count } => SMove::ColReserve {
                from: map(from),
                count,
            },
            SMove::ColCell { from } => SMove::ColCell { from: map(from) },
            SMove::ReserveCol { to, count } => SMove::ReserveCol { to: map(to), count },
            SMove::CellCol { card, to } => SMove::CellCol { card, to: map(to) },
            SMove::WasteCol { to } => SMove::WasteCol { to: map(to) },
            SMove::FoundCol { card, to } => SMove::FoundCol { card, to: map(to) },
            SMove::Deal
            | SMove::Close
            | SMove::ReserveFound
            | SMove::CellFound { .. }
            | SMove::WasteFound
            | SMove::FoundCell { .. } => self,
        }
    }

    /// The move in the notation of `docs/formats.md`.
    pub fn notation(self) -> Move {
        let col = |c: u8| c as usize;
        let (from, to, count) = match self {
            SMove::Deal => return Move::Deal,
            SMove::Close => return Move::Close,
            SMove::ColCol { from, to, count } => {
                (Source::Column(col(from)), Target::Column(col(to)), count)
            }
            SMove::ColFound { from } => (Source::Column(col(from)), Target::Foundation, 1),
            SMove::ColReserve { from, count } => {
                (Source::Column(col(from)), Target::Reserve, count)
            }
            SMove::ColCell { from } => (Source::Column(col(from)), Target::Cell, 1),
            SMove::ReserveCol { to, count } => (Source::Reserve, Target::Column(col(to)), count),
            SMove::ReserveFound => (Source::Reserve, Target::Foundation, 1),
            SMove::CellCol { card, to } => {
                (Source::Cell(byte_card(card)), Target::Column(col(to)), 1)
            }
            SMove::CellFound { card } => (Source::Cell(byte_card(card)), Target::Foundation, 1),
            SMove::WasteCol { to } => (Source::Waste, Target::Column(col(to)), 1),
            SMove::WasteFound => (Source::Waste, Target::Foundation, 1),
            SMove::FoundCol { card, to } => (
                Source::Foundation(byte_card(card)),
                Target::Column(col(to)),
                1,
            ),
            SMove::FoundCell { card } => (Source::Foundation(byte_card(card)), Target::Cell, 1),
        };
        Move::Transfer {
            from,
            to,
            count: count as usize,
        }
    }
}

/// Bit masks of the columns: `onto[host_slot]` holds the columns whose top
/// has that rank and colour, `empties` the empty columns.
#[derive(Clone, Copy)]
struct Tops {
    onto: [u32; 2 * 15],
    empties: u32,
}

/// An empty column takes a group whose lowest card is `bottom`.
pub(super) fn empty_takes(ctx: &Ctx, bottom: CardByte) -> bool {
    !ctx.empty_king || rank(bottom) == ctx.king
}

/// How many cards from the top of `col` form a face-up AC run.
pub fn run_len(col: &[CardByte]) -> usize {
    let Some((&top, below)) = col.split_last() else {
        return 0;
    };
    if top & DOWN != 0 {
        return 0;
    }
    let mut upper = top;
    let mut k = 1;
    for &lower in below.iter().rev() {
        if !extends_run(upper, lower) {
            break;
        }
        k += 1;
        upper = lower;
    }
    k
}

/// How many cards from the top of `col` a normal move may take.
fn movable(ctx: &Ctx, col: &[CardByte]) -> usize {
    match ctx.moves {
        MoveKind::AcRuns => run_len(col),
        MoveKind::SingleCards => 1,
        MoveKind::Yukon => face_up_len(col),
    }
}

fn face_up_len(col: &[CardByte]) -> usize {
    col.iter().rev().take_while(|&&b| b & DOWN == 0).count()
}

/// The grace period after a card move out of column `from` (with its
/// height after the move) into column `to` (`None`: not a column), given
/// the one before: the source's mark drops with it (no other column
/// shrinks, and a mark never exceeds its column's height); a move into the
/// gap closes grace; a move that empties its column opens one when none is
/// open (the move that closed grace too, where the rules say it reopens),
/// with every column's height after the move (`heights`) as its marks.
/// Shared by [`State::make`] and the fingerprint of a child not made
/// ([`super::fingerprint::Fingerprinter::child`]).
pub(super) fn grace_after(
    ctx: &Ctx,
    before: Option<GraceMarks>,
    from: Option<(u8, usize)>,
    to: Option<u8>,
    heights: impl FnOnce() -> [u8; MAX_COLUMNS],
) -> Option<GraceMarks> {
    let open = before.filter(|g| to != Some(g.gap)).map(|mut g| {
        if let Some((c, height)) = from {
            let mark = &mut g.marks[c as usize];
            *mark = (*mark).min(height as u8);
        }
        g
    });
    match from {
        Some((gap, 0))
            if open.is_none()
                && (before.is_none() || ctx.grace_reopens)
                && ctx.grace != Grace::None =>
        {
            Some(GraceMarks {
                gap,
                marks: heights(),
            })
        }
        _ => open,
    }
}

impl State {
    /// `bottom` (the lowest card of a moving group) may go onto column `d`.
    fn fits(&self, ctx: &Ctx, bottom: CardByte, d: usize) -> bool {
        match self.cols[d].last() {
            None => empty_takes(ctx, bottom),
            Some(&top) => builds_on(bottom, top),
        }
    }

    /// Appends every legal move to `out` (no pruning).
    pub fn generate(&self, ctx: &Ctx, out: &mut Vec<SMove>) {
        let start = out.len();
        self.generate_normal(ctx, out);
        if let Some(grace) = self.grace {
            self.adjust_for_grace(ctx, &grace, start, out);
        }
    }

    /// The moves of the ordinary rules (grace aside), family by family, in
    /// the order the search tries them without a move ordering.
    fn generate_normal(&self, ctx: &Ctx, out: &mut Vec<SMove>) {
        let tops = self.tops();
        self.to_foundations(ctx, out);
        self.column_to_column(ctx, &tops, out);
        self.onto_columns(ctx, out);
        self.onto_reserve_and_cells(ctx, out);
        if self.take_back_open(ctx) {
            self.take_backs(ctx, &tops, out);
        }
        if self.stock_left() > 0 {
            out.push(SMove::Deal);
        }
    }

    /// Column tops, the reserve's top, each distinct cell card and the
    /// waste's top onto their foundations.
    fn to_foundations(&self, ctx: &Ctx, out: &mut Vec<SMove>) {
        for (c, col) in self.cols.iter().enumerate() {
            if let Some(&top) = col.last()
                && self.foundation_slot(ctx, top).is_some()
            {
                out.push(SMove::ColFound { from: c as u8 });
            }
        }
        if let Some(&top) = self.reserve.last()
            && self.foundation_slot(ctx, top).is_some()
        {
            out.push(SMove::ReserveFound);
        }
        for (i, &card) in self.cells.iter().enumerate() {
            if (i == 0 || self.cells[i - 1] != card) && self.foundation_slot(ctx, card).is_some() {
                out.push(SMove::CellFound { card });
            }
        }
        if let Some(&top) = self.waste.last()
            && self.foundation_slot(ctx, top).is_some()
        {
            out.push(SMove::WasteFound);
        }
    }

    /// A movable group of one column onto another, by source column, then
    /// destination column, then group size. Once columns are
    /// interchangeable, moving into one empty column stands for moving into
    /// any of them.
    ///
    /// The columns a card can build on are looked up by its rank and colour
    /// in a mask of column tops ([`Tops`]), rather than tried one by one.
    fn column_to_column(&self, ctx: &Ctx, tops: &Tops, out: &mut Vec<SMove>) {
        let Tops { onto, mut empties } = *tops;
        if self.columns_symmetric(ctx) {
            // The first empty column stands for all of them.
            empties &= empties.wrapping_neg();
        }
        for (c, col) in self.cols.iter().enumerate() {
            let n = col.len();
            if n == 0 {
                continue;
            }
            let movable = movable(ctx, col);
            let mut targets = empties;
            for &x in &col[n - movable..] {
                targets |= onto[wants_slot(x)];
            }
            targets &= !(1 << c);
            while targets != 0 {
                let d = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                self.groups_onto(ctx, c, d, movable, out);
            }
        }
    }

    /// The groups of the top `movable` cards of column `c` that may go onto
    /// column `d`, smallest first.
    fn groups_onto(&self, ctx: &Ctx, c: usize, d: usize, movable: usize, out: &mut Vec<SMove>) {
        let col = &self.cols[c];
        let n = col.len();
        let mut push = |count: usize| {
            out.push(SMove::ColCol {
                from: c as u8,
                to: d as u8,
                count: count as u8,
            })
        };
        match (ctx.moves, self.cols[d].last()) {
            // In an AC run the ranks rise by one going down, so only one
            // depth can carry the card the destination needs.
            (MoveKind::AcRuns, Some(&top)) => {
                let (want, top_rank) = (rank(top) as usize, rank(col[n - 1]) as usize);
                if want > top_rank
                    && want - top_rank <= movable
                    && builds_on(col[n - (want - top_rank)], top)
                {
                    push(want - top_rank);
                }
            }
            (MoveKind::AcRuns, None) if ctx.empty_king => {
                let (king, top_rank) = (ctx.king as usize, rank(col[n - 1]) as usize);
                if king >= top_rank && king - top_rank < movable {
                    push(king - top_rank + 1);
                }
            }
            _ => {
                for count in 1..=movable {
                    if self.fits(ctx, col[n - count], d) {
                        push(count);
                    }
                }
            }
        }
    }

    /// The reserve's top groups, each distinct cell card and the waste's
    /// top into the columns, by destination column.
    fn onto_columns(&self, ctx: &Ctx, out: &mut Vec<SMove>) {
        for d in 0..self.cols.len() {
            let r = self.reserve.len();
            for count in 1..=r {
                if self.fits(ctx, self.reserve[r - count], d) {
                    out.push(SMove::ReserveCol {
                        to: d as u8,
                        count: count as u8,
                    });
                }
            }
            for (i, &card) in self.cells.iter().enumerate() {
                if (i == 0 || self.cells[i - 1] != card) && self.fits(ctx, card, d) {
                    out.push(SMove::CellCol { card, to: d as u8 });
                }
            }
            if let Some(&top) = self.waste.last()
                && self.fits(ctx, top, d)
            {
                out.push(SMove::WasteCol { to: d as u8 });
            }
        }
    }

    /// Column tops into the weave reserve (a card, or any top part of the
    /// run with a run weave) and into a free cell.
    fn onto_reserve_and_cells(&self, ctx: &Ctx, out: &mut Vec<SMove>) {
        let reserve_open = ctx.weave != Weave::None
            && self.reserve.is_empty()
            && (ctx.weave_always || self.stock_left() == 0);
        let cell_free = self.cells.len() < ctx.cells;
        if !reserve_open && !cell_free {
            return;
        }
        for (c, col) in self.cols.iter().enumerate() {
            if col.is_empty() {
                continue;
            }
            if reserve_open {
                let most = if ctx.weave == Weave::Card {
                    1
                } else {
                    run_len(col)
                };
                for count in 1..=most {
                    out.push(SMove::ColReserve {
                        from: c as u8,
                        count: count as u8,
                    });
                }
            }
            if cell_free {
                out.push(SMove::ColCell { from: c as u8 });
            }
        }
    }

    /// The columns by their tops, for the moves onto columns.
    fn tops(&self) -> Tops {
        let mut tops = Tops {
            onto: [0; 2 * 15],
            empties: 0,
        };
        for (d, dest) in self.cols.iter().enumerate() {
            match dest.last() {
                Some(&top) => tops.onto[host_slot(top)] |= 1 << d,
                None => tops.empties |= 1 << d,
            }
        }
        tops
    }

    /// The top card of each foundation pile back into a column or a cell.
    fn take_backs(&self, ctx: &Ctx, tops: &Tops, out: &mut Vec<SMove>) {
        for s in 0..4 {
            for i in 0..ctx.decks {
                let h = self.found[s][i];
                if h == 0 || (i > 0 && self.found[s][i - 1] == h) {
                    continue;
                }
                let card = (s * 13) as u8 + h - 1;
                // The columns it `fits`, lowest first.
                let mut targets = tops.onto[wants_slot(card)];
                if empty_takes(ctx, card) {
                    targets |= tops.empties;
                }
                while targets != 0 {
                    let d = targets.trailing_zeros() as u8;
                    targets &= targets - 1;
                    out.push(SMove::FoundCol { card, to: d });
                }
                if self.cells.len() < ctx.cells {
                    out.push(SMove::FoundCell { card });
                }
            }
        }
    }

    /// Adds grace free moves, the `close` move, and drops the moves that
    /// would close grace on an unsettled tableau (a deal, or a normal move
    /// into the gap).
    ///
    /// Why no winning line is lost: this is the rule book's grace period
    /// card by card, with no abstraction. Every free move the judge allows
    /// is listed, except one that is also a normal move (listed already,
    /// with the same resulting position); the only moves dropped are those
    /// the judge forbids; and no pruning rule applies under grace
    /// (`prune::is_safe_home`). So the successor positions are the judge's
    /// (the grace perft tests), and the search's `lost` is exhaustion of
    /// exactly the judge's game tree, up to transpositions.
    fn adjust_for_grace(&self, ctx: &Ctx, grace: &GraceMarks, start: usize, out: &mut Vec<SMove>) {
        let gap = grace.gap;
        let settled = self.settled(ctx, grace, None, &[]);
        let mut kept = start;
        for r in start..out.len() {
            let mv = out[r];
            let keep = match mv {
                SMove::Deal => settled,
                SMove::ColCol { from, to, count } if to == gap => {
                    let col = &self.cols[from as usize];
                    let k = count as usize;
                    self.settled(ctx, grace, Some((from as usize, k)), &col[col.len() - k..])
                }
                SMove::ReserveCol { to, count } if to == gap => {
                    let k = count as usize;
                    self.settled(ctx, grace, None, &self.reserve[self.reserve.len() - k..])
                }
                SMove::CellCol { card, to } | SMove::FoundCol { card, to } if to == gap => {
                    self.settled(ctx, grace, None, &[card])
                }
                SMove::WasteCol { to } if to == gap => {
                    self.settled(ctx, grace, None, &self.waste[self.waste.len() - 1..])
                }
                _ => true,
            };
            if keep {
                out[kept] = mv;
                kept += 1;
            }
        }
        out.truncate(kept);
        // Free moves: any group onto any other non-empty column, but for the
        // normal moves (listed already) and, in strict grace, groups with a
        // face-down card or that cut an AC run.
        let strict = ctx.grace == Grace::Strict;
        for (c, col) in self.cols.iter().enumerate() {
            let (n, movable, face_up) = (col.len(), movable(ctx, col), face_up_len(col));
            for (d, dest) in self.cols.iter().enumerate() {
                if d == c || dest.is_empty() {
                    continue;
                }
                for count in 1..=n {
                    let i = n - count;
                    // (A face-down card left behind is in no run: never cut.)
                    let cuts = i > 0 && col[i - 1] & DOWN == 0 && builds_on(col[i], col[i - 1]);
                    let liftable = !strict || (count <= face_up && !cuts);
                    let normal = count <= movable && self.fits(ctx, col[i], d);
                    if liftable && !normal {
                        out.push(SMove::ColCol {
                            from: c as u8,
                            to: d as u8,
                            count: count as u8,
                        });
                    }
                }
            }
        }
        if settled {
            out.push(SMove::Close);
        }
    }

    /// Whether the tableau is settled after taking `count` cards off column
    /// `from` (if given) and putting `into_gap` into the gap: in every
    /// column, the cards above the untouched part form an AC run that builds
    /// on the untouched top, or is King-led on an empty untouched part.
    pub fn settled(
        &self,
        ctx: &Ctx,
        grace: &GraceMarks,
        from: Option<(usize, usize)>,
        into_gap: &[CardByte],
    ) -> bool {
        let column_settled = |col: &[CardByte], mark: usize| {
            let mark = mark.min(col.len());
            let above = &col[mark..];
            let Some(&first) = above.first() else {
                return true;
            };
            let base = if mark == 0 {
                rank(first) == ctx.king
            } else {
                builds_on(first, col[mark - 1])
            };
            base && above.windows(2).all(|w| builds_on(w[1], w[0]))
        };
        self.cols.iter().enumerate().all(|(c, col)| {
            let len = match from {
                Some((f, k)) if f == c => col.len() - k,
                _ => col.len(),
            };
            if c == grace.gap as usize && !into_gap.is_empty() {
                column_settled(into_gap, 0)
            } else {
                column_settled(&col[..len], grace.marks[c] as usize)
            }
        })
    }

    /// Grace bookkeeping after a card move ([`grace_after`]).
    fn after_transfer(&mut self, ctx: &Ctx, from: Option<u8>, to: Option<u8>) {
        let from = from.map(|c| (c, self.cols[c as usize].len()));
        self.grace = grace_after(ctx, self.grace, from, to, || self.heights());
    }

    /// Each column's height.
    pub(super) fn heights(&self) -> [u8; MAX_COLUMNS] {
        let mut heights = [0u8; MAX_COLUMNS];
        for (h, col) in heights.iter_mut().zip(&self.cols) {
            *h = col.len() as u8;
        }
        heights
    }

    pub(super) fn push_home(&mut self, ctx: &Ctx, b: CardByte) {
        let s = suit(b);
        let i = self.foundation_slot(ctx, b).expect("legal foundation move");
        self.found[s][i] += 1;
        if self.found[s][1] > self.found[s][0] {
            self.found[s].swap(0, 1);
        }
    }

    pub(super) fn pop_home(&mut self, b: CardByte) {
        let s = suit(b);
        let i = if self.found[s][0] == rank(b) { 0 } else { 1 };
        self.found[s][i] -= 1;
        if self.found[s][1] > self.found[s][0] {
            self.found[s].swap(0, 1);
        }
    }

    fn insert_cell(&mut self, b: CardByte) {
        let at = self.cells.partition_point(|&x| x < b);
        self.cells.insert(at, b);
    }

    fn remove_cell(&mut self, b: CardByte) {
        let at = self
            .cells
            .iter()
            .position(|&x| x == b)
            .expect("card in a cell");
        self.cells.remove(at);
    }

    fn take(&mut self, c: usize) -> CardByte {
        self.cols[c].pop().expect("non-empty column")
    }

    /// Turns up the top of column `c` if it is face down.
    fn turn_up(&mut self, c: usize) -> bool {
        match self.cols[c].last_mut() {
            Some(top) if *top & DOWN != 0 => {
                *top &= !DOWN;
                true
            }
            _ => false,
        }
    }

    fn turn_down(&mut self, c: usize, undo: Undo) {
        if undo.turned {
            *self.cols[c].last_mut().expect("turned card") |= DOWN;
        }
    }

    fn shift(&mut self, from: usize, to: usize, count: usize) {
        let n = self.cols[from].len();
        for i in n - count..n {
            let b = self.cols[from][i];
            self.cols[to].push(b);
        }
        self.cols[from].truncate(n - count);
    }

    /// Deals (or turns a card to the waste); returns the cards dealt.
    #[inline(always)]
    fn deal(&mut self, ctx: &Ctx) -> u8 {
        if ctx.waste_stock {
            self.waste.push(self.stock[self.dealt]);
            self.dealt += 1;
            1
        } else {
            let n = self.stock_left().min(self.cols.len());
            for c in 0..n {
                self.cols[c].push(self.stock[self.dealt + c]);
            }
            self.dealt += n;
            n as u8
        }
    }

    /// Moves `count` cards from column `from` onto column `to`; returns
    /// how many were face down (a grace free move may lift face-down
    /// cards: they land face up).
    #[inline(always)]
    fn col_col(&mut self, from: usize, to: usize, count: usize) -> u8 {
        self.shift(from, to, count);
        let dest = &mut self.cols[to];
        let n = dest.len();
        let mut lifted_down = 0;
        for b in &mut dest[n - count..] {
            if *b & DOWN != 0 {
                *b &= !DOWN;
                lifted_down += 1;
            }
        }
        lifted_down
    }

    /// Plays a legal move.
    pub fn make(&mut self, ctx: &Ctx, mv: SMove) -> Undo {
        let mut undo = Undo {
            grace: self.grace,
            ..Undo::default()
        };
        match mv {
            SMove::Close => self.grace = None,
            SMove::Deal => {
                self.grace = None;
                undo.dealt = self.deal(ctx);
            }
            SMove::ColCol { from, to, count } => {
                undo.lifted_down = self.col_col(from as usize, to as usize, count as usize);
                undo.turned = self.turn_up(from as usize);
            }
            SMove::ColFound { from } => {
                let b = self.take(from as usize);
                self.push_home(ctx, b);
                undo.card = b;
                undo.turned = self.turn_up(from as usize);
            }
            SMove::ColReserve { from, count } => {
                let col = &mut self.cols[from as usize];
                let n = col.len();
                self.reserve.extend_from_slice(&col[n - count as usize..]);
                col.truncate(n - count as usize);
                undo.turned = self.turn_up(from as usize);
            }
            SMove::ColCell { from } => {
                let b = self.take(from as usize);
                self.insert_cell(b);
                undo.card = b;
                undo.turned = self.turn_up(from as usize);
            }
            SMove::ReserveCol { to, count } => {
                let n = self.reserve.len();
                self.cols[to as usize].extend_from_slice(&self.reserve[n - count as usize..]);
                self.reserve.truncate(n - count as usize);
            }
            SMove::ReserveFound => {
                let b = self.reserve.pop().expect("reserve card");
                self.push_home(ctx, b);
                undo.card = b;
            }
            SMove::CellCol { card, to } => {
                self.remove_cell(card);
                self.cols[to as usize].push(card);
            }
            SMove::CellFound { card } => {
                self.remove_cell(card);
                self.push_home(ctx, card);
            }
            SMove::WasteCol { to } => {
                let b = self.waste.pop().expect("waste card");
                self.cols[to as usize].push(b);
            }
            SMove::WasteFound => {
                let b = self.waste.pop().expect("waste card");
                self.push_home(ctx, b);
                undo.card = b;
            }
            SMove::FoundCol { card, to } => {
                self.pop_home(card);
                self.cols[to as usize].push(card);
            }
            SMove::FoundCell { card } => {
                self.pop_home(card);
                self.insert_cell(card);
            }
        }
        if ctx.grace != Grace::None {
            let (from, to) = mv.columns();
            if mv != SMove::Deal && mv != SMove::Close {
                self.after_transfer(ctx, from, to);
            }
        }
        undo
    }

    /// Takes back a move made by [`State::make`], given its [`Undo`].
    pub fn unmake(&mut self, ctx: &Ctx, mv: SMove, undo: Undo) {
        self.grace = undo.grace;
        match mv {
            SMove::Close => {}
            SMove::Deal => {
                let n = undo.dealt as usize;
                self.dealt -= n;
                if ctx.waste_stock {
                    self.waste.pop();
                } else {
                    for c in 0..n {
                        self.cols[c].pop();
                    }
                }
            }
            SMove::ColCol { from, to, count } => {
                self.turn_down(from as usize, undo);
                self.shift(to as usize, from as usize, count as usize);
                let col = &mut self.cols[from as usize];
                let bottom = col.len() - count as usize;
                for b in &mut col[bottom..bottom + undo.lifted_down as usize] {
                    *b |= DOWN;
                }
            }
            SMove::ColFound { from } => {
                self.turn_down(from as usize, undo);
                self.pop_home(undo.card);
                self.cols[from as usize].push(undo.card);
            }
            SMove::ColReserve { from, count } => {
                self.turn_down(from as usize, undo);
                let n = self.reserve.len();
                self.cols[from as usize].extend_from_slice(&self.reserve[n - count as usize..]);
                self.reserve.truncate(n - count as usize);
            }
            SMove::ColCell { from } => {
                self.turn_down(from as usize, undo);
                self.remove_cell(undo.card);
                self.cols[from as usize].push(undo.card);
            }
            SMove::ReserveCol { to, count } => {
                let col = &mut self.cols[to as usize];
                let n = col.len();
                self.reserve.extend_from_slice(&col[n - count as usize..]);
                col.truncate(n - count as usize);
            }
            SMove::ReserveFound => {
                self.pop_home(undo.card);
                self.reserve.push(undo.card);
            }
            SMove::CellCol { card, to } => {
                self.cols[to as usize].pop();
                self.insert_cell(card);
            }
            SMove::CellFound { card } => {
                self.pop_home(card);
                self.insert_cell(card);
            }
            SMove::WasteCol { to } => {
                let b = self.take(to as usize);
                self.waste.push(b);
            }
            SMove::WasteFound => {
                self.pop_home(undo.card);
                self.waste.push(undo.card);
            }
            SMove::FoundCol { card, to } => {
                self.cols[to as usize].pop();
                self.push_home(ctx, card);
            }
            SMove::FoundCell { card } => {
                self.remove_cell(card);
                self.push_home(ctx, card);
            }
        }
    }
}
