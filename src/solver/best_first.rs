//! Best-first search on a greedy estimate of the work left, on
//! fingerprints or exact keys; each entry keeps its parent, so a win comes
//! with its line.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::config::{Config, Limit};
use super::cost::{Meter, Search};
use super::estimate::estimate;
use super::expand::{MOVE_STACK, Scratch, expand};
use super::fingerprint::{FingerSet, Fingerprinter};
use super::grace_finish;
use super::key::{DecodeMemo, Keyer, PileCache};
use super::moves::SMove;
use super::rerun::{PassLog, Tables, proven_again};
use super::seen::KEY_BYTES;
use super::state::{Ctx, State};
use super::table::{Place, Table};

/// Best-first search. It runs on fingerprints, which spare the key of
/// every transposition; when it finds no win it is run again on exact keys
/// and that verdict stands, as in [`super::dfs::complete_dfs`]: both visit
/// the same positions in the same order (unless the first met a
/// collision), so they report the same node count.
pub(super) fn best_first(ctx: &Ctx, start: &State, config: &Config, tables: &mut Tables) -> Search {
    proven_again(ctx, config, tables, |tables, exact, log| {
        let fingerprints = (!exact).then_some(&mut tables.fingerprints);
        best_first_pass(ctx, start, config, &mut tables.exact, fingerprints, log)
    })
}

/// One best-first search: with `fingerprints`, a child is new when its
/// fingerprint is, and the table only stores keys; without, the table
/// files every key and tells new from old exactly. Each table entry
/// records its parent entry and the move from it, in the column order of
/// the parent's key; the path is mapped back to real columns in
/// [`real_path`]. Places grow with insertion order, so ties on the
/// estimate go to the newest position.
pub(super) fn best_first_pass(
    ctx: &Ctx,
    start: &State,
    config: &Config,
    table: &mut Table,
    mut fingerprints: Option<&mut FingerSet>,
    log: &mut PassLog,
) -> Search {
    let keyer = Keyer::new(ctx, start);
    let mut printer = Fingerprinter::new(ctx);
    let (mut key, mut order) = (Vec::with_capacity(KEY_BYTES), Vec::with_capacity(16));
    table.clear();
    keyer.write(ctx, start, &mut key, &mut order);
    let root = match fingerprints.as_deref_mut() {
        Some(set) => {
            set.clear();
            set.insert(printer.fingerprint(ctx, start));
            table.append(&key)
        }
        None => table.insert(&key).expect("empty table"),
    };
    let mut frontier = BinaryHeap::new();
    frontier.push((Reverse(estimate(ctx, start)), 0u32));
    let mut search = BestFirst {
        ctx,
        start,
        config,
        meter: Meter::start(config, 1),
        table,
        fingerprints,
        log,
        keyer,
        printer,
        piles: PileCache::new(ctx),
        state: start.clone(),
        memo: DecodeMemo::default(),
        key,
        order,
        moves: Vec::with_capacity(MOVE_STACK),
        children: Vec::with_capacity(MOVE_STACK),
        scratch: Scratch::default().backing_off(config),
        places: vec![root],
        parents: vec![(0, SMove::Deal)],
        frontier,
    };
    let result = search.run();
    let bytes = search.bytes();
    Search::ended(result, &search.meter, search.table.len(), bytes)
}

/// A best-first search under way.
struct BestFirst<'a> {
    ctx: &'a Ctx,
    start: &'a State,
    config: &'a Config,
    meter: Meter,
    table: &'a mut Table,
    fingerprints: Option<&'a mut FingerSet>,
    log: &'a mut PassLog,
    keyer: Keyer,
    printer: Fingerprinter,
    /// Each popped position is keyed column by column once; its children
    /// re-encode only the columns their moves change.
    piles: PileCache,
    /// Each popped position is decoded into this one, reusing its vectors.
    state: State,
    memo: DecodeMemo,
    key: Vec<u8>,
    order: Vec<usize>,
    moves: Vec<SMove>,
    /// The fingerprints of the popped position's children, in move order.
    children: Vec<u64>,
    scratch: Scratch,
    /// Per entry, in insertion order: its key's place, its parent entry
    /// and the move from it. The frontier holds entries.
    places: Vec<Place>,
    parents: Vec<(u32, SMove)>,
    frontier: BinaryHeap<(Reverse<u32>, u32)>,
}

impl BestFirst<'_> {
    /// The search's result: a winning path, none, or the limit it met.
    fn run(&mut self) -> Result<Option<Vec<SMove>>, Limit> {
        if self.start.is_won(self.ctx) {
            return Ok(Some(Vec::new()));
        }
        if let Some(finish) = grace_finish::finish(self.ctx, self.start) {
            return Ok(Some(finish));
        }
        while let Some((_, id)) = self.frontier.pop() {
            if let Some(end) = self.expand_entry(id) {
                return end;
            }
        }
        Ok(None)
    }

    /// Expands entry `id` and files its new children; the search's result
    /// if that ends it.
    fn expand_entry(&mut self, id: u32) -> Option<Result<Option<Vec<SMove>>, Limit>> {
        let ctx = self.ctx;
        let key = self.table.key(self.places[id as usize]);
        self.keyer
            .decode_into(ctx, key, &mut self.state, &mut self.memo);
        self.piles.forget();
        self.printer.forget();
        self.moves.clear();
        let (state, scratch) = (&mut self.state, &mut self.scratch);
        let cut = expand(state, ctx, self.config, &mut self.moves, scratch, self.log);
        self.meter.cost.frozen_cuts += u64::from(cut);
        if let Some(set) = self.fingerprints.as_deref() {
            self.children.clear();
            for &mv in &self.moves {
                let fp = self.printer.child(ctx, &mut self.state, mv);
                set.prefetch(fp);
                self.children.push(fp);
            }
        }
        for i in 0..self.moves.len() {
            let mv = self.moves[i];
            if let Some(set) = self.fingerprints.as_deref_mut()
                && !set.insert(self.children[i])
            {
                self.log.looked_up(false);
                continue;
            }
            let undo = self.state.make(ctx, mv);
            self.piles.touch(mv);
            let (key, order) = (&mut self.key, &mut self.order);
            self.keyer
                .write_cached(ctx, &self.state, &mut self.piles, key, order);
            let child = match self.fingerprints {
                Some(_) => Some(self.table.append(&self.key)),
                None => self.table.insert(&self.key),
            };
            self.log.looked_up(child.is_some());
            if let Some(place) = child
                && let Some(end) = self.file(id, mv, place)
            {
                return Some(end);
            }
            self.state.unmake(ctx, mv, undo);
            self.piles.touch(mv);
        }
        None
    }

    /// Files the new child at `place`, reached from entry `parent` by `mv`
    /// (made on the state); the search's result if that ends it.
    fn file(
        &mut self,
        parent: u32,
        mv: SMove,
        place: Place,
    ) -> Option<Result<Option<Vec<SMove>>, Limit>> {
        let child = self.places.len() as u32;
        self.places.push(place);
        self.parents.push((parent, mv));
        let capped = self.meter.reached();
        if self.state.is_won(self.ctx) {
            let (path, _) = real_path(self.ctx, &self.keyer, self.start, &self.parents, child);
            return Some(Ok(Some(path)));
        }
        // The decoded state's columns are in key order: the line that
        // plays out an open grace is made again on the real columns.
        if grace_finish::finish(self.ctx, &self.state).is_some() {
            let (mut path, real) =
                real_path(self.ctx, &self.keyer, self.start, &self.parents, child);
            if let Some(finish) = grace_finish::finish(self.ctx, &real) {
                path.extend(finish);
                return Some(Ok(Some(path)));
            }
        }
        let estimate = estimate(self.ctx, &self.state);
        self.frontier.push((Reverse(estimate), child));
        capped.or_else(|| self.meter.poll(|| self.bytes())).map(Err)
    }

    /// Bytes the search fills: the table, the fingerprints, the record,
    /// the entries and the frontier.
    fn bytes(&self) -> usize {
        self.table.used_bytes()
            + self
                .fingerprints
                .as_deref()
                .map_or(0, FingerSet::used_bytes)
            + self.log.used_bytes()
            + self.parents.capacity() * (size_of::<(u32, SMove)>() + size_of::<Place>())
            + self.frontier.capacity() * 8
    }
}

/// Follows parent links from entry `goal` to the root (entry 0) and maps each move from its
/// parent's key column order to the real columns of a replay from `start`; also the replay's
/// end, `goal` on its real columns.
fn real_path(
    ctx: &Ctx,
    keyer: &Keyer,
    start: &State,
    parents: &[(u32, SMove)],
    goal: u32,
) -> (Vec<SMove>, State) {
    let mut keyed = Vec::new();
    let mut id = goal;
    while id != 0 {
        let (parent, mv) = parents[id as usize];
        keyed.push(mv);
        id = parent;
    }
    keyed.reverse();
    // `perm[i]` is the real column of the decoded state's column `i`. A
    // decoded state sorts its columns only when they are interchangeable;
    // otherwise it keeps its parent's order, and so does `perm`.
    let mut real = start.clone();
    let (mut key, mut order) = (Vec::new(), Vec::new());
    let mut perm: Vec<usize> = (0..start.cols.len()).collect();
    let path = keyed
        .into_iter()
        .map(|mv| {
            keyer.write(ctx, &real, &mut key, &mut order);
            if real.columns_symmetric(ctx) {
                perm.clone_from(&order);
            }
            let mv = mv.remap_columns(|c| perm[c as usize] as u8);
            real.make(ctx, mv);
            mv
        })
        .collect();
    (path, real)
}
