//! Sorted runs of keys, front-coded and compressed: the layers of the
//! layered search, held in a quarter to a tenth of the bytes a table
//! takes, with duplicates found by the batch (Korf's delayed duplicate
//! detection).
//!
//! A layer's keys share most of their bytes (the cards dealt and home,
//! most columns), so in sorted order each key is written as the length of
//! the prefix it shares with the key before and the rest: on the largest
//! layer of a miss-milligan 6411 search (12.8 million keys of 52.9 bytes)
//! that is 21.6 bytes a key. What is left still repeats (the same columns
//! under different changes), and zstd at its fastest level takes blocks of
//! it to 4-5 bytes a key. Sorted runs are merged and subtracted in one
//! pass each, so duplicate keys are found by the batch, not one by one.

use std::cmp::Ordering;

/// Keys in increasing order, each once, front-coded: per key a byte with
/// the length of the prefix shared with the key before, a byte with the
/// length of the rest, then the rest (keys are at most 255 bytes), in
/// blocks each compressed on its own.
#[derive(Default)]
struct Run {
    /// A merge frees each block of its inputs as it passes it, so that it
    /// holds little more than its inputs at any time.
    blocks: Vec<Block>,
    len: usize,
}

/// Front-coded bytes of a block before compression: at most this many (or
/// one key). Tiny in unit tests, so that keys cross blocks.
const BLOCK: usize = if cfg!(test) { 64 } else { 1 << 20 };

/// The zstd level blocks are compressed at: the fastest, which already
/// takes front-coded keys of a Miss Milligan layer from 22 to 4-5 bytes.
const LEVEL: i32 = 1;

/// A block of a run: its front-coded bytes, compressed or not.
#[derive(Default)]
struct Block {
    bytes: Vec<u8>,
    /// Its bytes before compression; 0 when they are not compressed.
    packed_from: u32,
}

/// Compresses blocks, with one zstd context and output buffer for a whole
/// run (a context and a buffer the size of a block, made for each block,
/// cost about as much as compressing it).
struct Packer {
    zstd: zstd::bulk::Compressor<'static>,
    out: Vec<u8>,
}

impl Packer {
    fn new() -> Self {
        Packer {
            zstd: zstd::bulk::Compressor::new(LEVEL).expect("a zstd compression context"),
            out: Vec::with_capacity(zstd::compress_bound(BLOCK)),
        }
    }

    fn pack(&mut self, plain: &[u8]) -> Block {
        // An empty block would read as plain (`packed_from` 0).
        assert!(!plain.is_empty(), "a block holds a key");
        self.out.clear();
        self.out.reserve(zstd::compress_bound(plain.len()));
        self.zstd
            .compress_to_buffer(plain, &mut self.out)
            .expect("zstd compresses any bytes");
        Block {
            bytes: self.out.as_slice().to_vec(),
            packed_from: plain.len() as u32,
        }
    }
}

impl Run {
    /// Keys in the run.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Bytes the run holds, by capacity.
    pub fn bytes(&self) -> usize {
        self.blocks.iter().map(|b| b.bytes.capacity()).sum()
    }

    /// Bytes the run fills.
    pub fn used_bytes(&self) -> usize {
        self.blocks.iter().map(|b| b.bytes.len()).sum()
    }

    /// Its keys in order, from the first.
    pub fn cursor(&self) -> Cursor<'_> {
        Cursor {
            run: Source::Borrowed(self),
            reader: Reader::default(),
            done: self.len == 0,
        }
    }

    /// Gives its keys in order to `put`.
    fn for_each(&self, put: &mut dyn FnMut(&[u8]) -> std::io::Result<()>) -> std::io::Result<()> {
        let mut c = self.cursor();
        while let Some(key) = c.next_key() {
            put(key)?;
        }
        Ok(())
    }

    /// Its keys in order, from the first, each block freed once read.
    fn into_cursor(self) -> Cursor<'static> {
        Cursor {
            done: self.len == 0,
            run: Source::Owned(self),
            reader: Reader::default(),
        }
    }
}

/// Where a reading of a run stands, apart from the run: the block it
/// reads next, the one it reads now (decompressed) and the byte in it, the
/// key read last, and how many were read.
#[derive(Default)]
struct Reader {
    next_block: usize,
    plain: Vec<u8>,
    /// Made at the first block, kept for the rest.
    unpacker: Option<zstd::bulk::Decompressor<'static>>,
    at: usize,
    key: Vec<u8>,
    read: usize,
}

impl Reader {
    /// Keys read so far.
    pub fn read(&self) -> usize {
        self.read
    }

    /// The next key of `run` (the run this reader started on), if any.
    pub fn next_key(&mut self, run: &Run) -> Option<&[u8]> {
        if self.at >= self.plain.len() {
            self.unpack(run.blocks.get(self.next_block)?);
        }
        self.decode()
    }

    /// [`Reader::next_key`], freeing each block once it is read.
    fn next_key_freeing(&mut self, run: &mut Run) -> Option<&[u8]> {
        if self.at >= self.plain.len() {
            let block = run.blocks.get_mut(self.next_block)?;
            self.unpack(block);
            *block = Block::default();
        }
        self.decode()
    }

    /// Makes `block` (the next) the one read.
    fn unpack(&mut self, block: &Block) {
        self.plain.clear();
        if block.packed_from == 0 {
            self.plain.extend_from_slice(&block.bytes);
        } else {
            self.plain.reserve(block.packed_from as usize);
            let unpacker = self.unpacker.get_or_insert_with(|| {
                zstd::bulk::Decompressor::new().expect("a zstd decompression context")
            });
            unpacker
                .decompress_to_buffer(&block.bytes, &mut self.plain)
                .expect("a block this process compressed decompresses");
            debug_assert_eq!(self.plain.len(), block.packed_from as usize);
        }
        self.next_block += 1;
        self.at = 0;
    }

    fn decode(&mut self) -> Option<&[u8]> {
        let bytes = &self.plain;
        let (shared, rest) = (bytes[self.at] as usize, bytes[self.at + 1] as usize);
        let from = self.at + 2;
        self.key.truncate(shared);
        self.key.extend_from_slice(&bytes[from..from + rest]);
        self.at = from + rest;
        self.read += 1;
        Some(&self.key)
    }
}

/// Writes keys, given in strictly increasing order, into a run.
#[derive(Default)]
struct RunWriter {
    run: Run,
    /// Compresses its blocks, if they are to be.
    packer: Option<Packer>,
    /// The block being written, not yet compressed.
    open: Vec<u8>,
    last: Vec<u8>,
}

impl RunWriter {
    /// Writes a run whose blocks are compressed if `pack`.
    fn new(pack: bool) -> Self {
        RunWriter {
            packer: pack.then(Packer::new),
            open: Vec::with_capacity(BLOCK),
            ..RunWriter::default()
        }
    }

    fn push(&mut self, key: &[u8]) {
        debug_assert!(self.run.len == 0 || *key > *self.last, "keys out of order");
        let shared = super::super::key::common_prefix(&self.last, key);
        let rest = &key[shared..];
        if !self.open.is_empty() && self.open.len() + 2 + rest.len() > BLOCK {
            self.seal(true);
        }
        self.open.push(shared as u8);
        self.open.push(rest.len() as u8);
        self.open.extend_from_slice(rest);
        self.run.len += 1;
        self.last.truncate(shared);
        self.last.extend_from_slice(rest);
    }

    /// Adds the open block to the run (`more`: blocks will follow).
    fn seal(&mut self, more: bool) {
        let block = match &mut self.packer {
            Some(packer) => {
                let block = packer.pack(&self.open);
                self.open.clear();
                block
            }
            None => {
                let next = if more {
                    Vec::with_capacity(BLOCK)
                } else {
                    Vec::new()
                };
                let mut bytes = std::mem::replace(&mut self.open, next);
                bytes.shrink_to_fit();
                Block {
                    bytes,
                    packed_from: 0,
                }
            }
        };
        self.run.blocks.push(block);
    }

    fn finish(mut self) -> Run {
        if !self.open.is_empty() {
            self.seal(false);
        }
        self.run
    }
}

/// A run read or consumed by a cursor.
enum Source<'r> {
    Borrowed(&'r Run),
    Owned(Run),
}

/// Reads a run's keys in order. Not an `Iterator`: each key is lent from
/// the cursor's own buffer.
struct Cursor<'r> {
    run: Source<'r>,
    reader: Reader,
    /// The cursor stands past the last key (the key read last is stale).
    done: bool,
}

impl Cursor<'_> {
    /// The next key, if any.
    pub fn next_key(&mut self) -> Option<&[u8]> {
        let key = match &mut self.run {
            Source::Borrowed(run) => self.reader.next_key(run),
            Source::Owned(run) => self.reader.next_key_freeing(run),
        };
        self.done = key.is_none();
        key
    }

    /// The key read last, unless the run is done.
    fn current(&self) -> Option<&[u8]> {
        (!self.done).then_some(&self.reader.key[..])
    }

    /// Starts on the first key (a cursor reads nothing before).
    fn started(mut self) -> Self {
        self.next_key();
        self
    }
}

/// Keys as they come, with repeats, in one buffer: sorted into a run when
/// it is full or done.
#[derive(Default)]
struct KeyBuffer {
    bytes: Vec<u8>,
    /// Each key's start in `bytes` and its length.
    keys: Vec<(u32, u8)>,
}

impl KeyBuffer {
    pub fn push(&mut self, key: &[u8]) {
        debug_assert!(
            key.len() <= usize::from(u8::MAX),
            "keys are at most 255 bytes"
        );
        self.keys.push((self.bytes.len() as u32, key.len() as u8));
        self.bytes.extend_from_slice(key);
    }

    /// Keys pushed, with repeats.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Bytes the buffer holds, by capacity.
    pub fn bytes(&self) -> usize {
        self.bytes.capacity() + self.keys.capacity() * size_of::<(u32, u8)>()
    }

    /// Bytes the buffer fills.
    pub fn used_bytes(&self) -> usize {
        self.bytes.len() + self.keys.len() * size_of::<(u32, u8)>()
    }

    /// True when another key could pass the 4 GiB its places address.
    pub fn nearly_full(&self) -> bool {
        self.bytes.len() > (u32::MAX as usize) - 256
    }

    /// Its keys sorted, each once, as a run; the buffer is emptied (and
    /// its memory freed).
    pub fn take_run(&mut self) -> Run {
        let bytes = std::mem::take(&mut self.bytes);
        let mut keys = std::mem::take(&mut self.keys);
        let key = |&k: &(u32, u8)| key_in(&bytes, k);
        keys.sort_unstable_by(|a, b| key(a).cmp(key(b)));
        let mut out = RunWriter::new(false);
        let mut last: Option<&[u8]> = None;
        for k in &keys {
            let k = key(k);
            if last != Some(k) {
                out.push(k);
                last = Some(k);
            }
        }
        out.finish()
    }
}

/// The key of a [`KeyBuffer`] at `at`, `len` bytes long, in its `bytes`.
fn key_in(bytes: &[u8], (at, len): (u32, u8)) -> &[u8] {
    &bytes[at as usize..at as usize + len as usize]
}

/// Runs merged at a time: sizes then fall about `WAY`-fold, so there are
/// few runs, and each key is merged again only a few times.
const WAY: usize = 4;

/// Merges the last [`WAY`] of `runs` while the oldest of them holds no
/// more than [`WAY`] times the keys of the newest. (Runs that share no
/// key stay so.)
fn tier(runs: &mut Vec<Run>) {
    while runs.len() >= WAY && runs[runs.len() - WAY].len() <= WAY * runs[runs.len() - 1].len() {
        let newest = runs.split_off(runs.len() - WAY);
        runs.push(merge(newest));
    }
}

/// The keys of all `runs`, each once, as one run (each block of theirs
/// freed once passed).
fn merge(runs: Vec<Run>) -> Run {
    let mut cursors: Vec<Cursor> = runs
        .into_iter()
        .map(|r| r.into_cursor().started())
        .collect();
    let mut out = RunWriter::new(true);
    // The cursors standing on the smallest key, found in one pass.
    let mut at_min = Vec::with_capacity(cursors.len());
    loop {
        at_min.clear();
        let mut min: Option<&[u8]> = None;
        for (i, c) in cursors.iter().enumerate() {
            let Some(key) = c.current() else { continue };
            match min.map(|m| key.cmp(m)) {
                Some(Ordering::Greater) => {}
                Some(Ordering::Equal) => at_min.push(i),
                _ => {
                    min = Some(key);
                    at_min.clear();
                    at_min.push(i);
                }
            }
        }
        let Some(min) = min else { break };
        out.push(min);
        for &i in &at_min {
            cursors[i].next_key();
        }
    }
    out.finish()
}

/// The keys of `new` in none of `seen`, as a run (each block of `new`
/// freed once passed).
fn subtract<'s>(new: Run, seen: impl IntoIterator<Item = &'s Run>) -> Run {
    let mut cursors: Vec<Cursor> = seen.into_iter().map(|r| r.cursor().started()).collect();
    let mut out = RunWriter::new(true);
    let mut keys = new.into_cursor();
    while let Some(key) = keys.next_key() {
        let mut found = false;
        for c in &mut cursors {
            while let Some(at) = c.current() {
                match at.cmp(key) {
                    Ordering::Less => {
                        c.next_key();
                    }
                    Ordering::Equal => {
                        found = true;
                        break;
                    }
                    Ordering::Greater => break,
                }
            }
            if found {
                break;
            }
        }
        if !found {
            out.push(key);
        }
    }
    out.finish()
}

/// Keys as they come, with repeats: a buffer, sorted into a run each time
/// it fills `flush_at` bytes, and runs merged as [`tier`] says, so that a
/// key filed again and again is held about once.
#[derive(Default)]
pub(super) struct Pending {
    buffer: KeyBuffer,
    runs: Vec<Run>,
    /// The bytes of `runs`, by capacity.
    runs_bytes: usize,
    flush_at: usize,
}

impl Pending {
    pub fn new(flush_at: usize) -> Self {
        Pending {
            flush_at,
            ..Pending::default()
        }
    }

    pub fn push(&mut self, key: &[u8]) {
        self.buffer.push(key);
        if self.buffer.used_bytes() >= self.flush_at || self.buffer.nearly_full() {
            let run = self.buffer.take_run();
            self.add(run);
        }
    }

    /// Adds a run, merging runs near in size.
    fn add(&mut self, run: Run) {
        self.runs.push(run);
        tier(&mut self.runs);
        self.runs_bytes = self.runs.iter().map(Run::bytes).sum();
    }

    /// Takes in `other`'s keys.
    fn adopt(&mut self, mut other: Pending) {
        if other.buffer.len() > 0 {
            self.add(other.buffer.take_run());
        }
        for run in other.runs {
            self.add(run);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.buffer.len() == 0 && self.runs.is_empty()
    }

    /// Drops every key (and its memory), keeping the size it flushes at.
    pub fn clear(&mut self) {
        *self = Pending::new(self.flush_at);
    }

    /// Every key pushed, each once, as one run; empties it.
    fn take(&mut self) -> Run {
        if self.buffer.len() > 0 {
            self.runs.push(self.buffer.take_run());
        }
        let mut runs = std::mem::take(&mut self.runs);
        self.runs_bytes = 0;
        match runs.len() {
            0 => Run::default(),
            1 => runs.pop().expect("one run"),
            _ => merge(runs),
        }
    }

    /// Keys held, with repeats.
    pub fn len(&self) -> usize {
        self.buffer.len() + self.runs.iter().map(Run::len).sum::<usize>()
    }

    /// Bytes held, by capacity.
    pub fn bytes(&self) -> usize {
        self.buffer.bytes() + self.runs_bytes
    }

    /// Bytes filled.
    pub fn used_bytes(&self) -> usize {
        self.buffer.used_bytes() + self.runs.iter().map(Run::used_bytes).sum::<usize>()
    }

    /// Its keys, with repeats, to `put`.
    pub fn for_each(
        &self,
        put: &mut dyn FnMut(&[u8]) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        for run in &self.runs {
            run.for_each(put)?;
        }
        let KeyBuffer { bytes, keys } = &self.buffer;
        keys.iter().try_for_each(|&k| put(key_in(bytes, k)))
    }
}

/// The layer being expanded, breadth first within it, with duplicates
/// found by the batch: every key of the layer found so far, each once, in
/// runs that share no key (those expanded, `seen`, and the *frontier*,
/// the keys being expanded now), and the keys filed to the layer since the
/// frontier was made (`found`, with repeats). Once the frontier is
/// expanded, the found keys in no run of `seen` nor in it make the next
/// frontier; when there are none, the layer is done. So each key of the
/// layer is expanded exactly once, as from a table, in a fraction of its
/// bytes.
pub(super) struct Expanding {
    seen: Vec<Run>,
    frontier: Run,
    /// Where the copying of the frontier's keys stands.
    reader: Reader,
    found: Pending,
    /// Keys a checkpoint recorded as expanded, before the first frontier.
    expanded: Pending,
    /// The bytes of `seen` and the frontier, by capacity.
    seen_bytes: usize,
    /// Bytes of found runs past which those seen are dropped from them
    /// (with the bytes seen; see [`Expanding::file`]).
    clean_at: usize,
}

impl Expanding {
    /// An empty layer; found keys are sorted into a run every `flush_at`
    /// bytes.
    pub fn new(flush_at: usize) -> Self {
        Expanding {
            seen: Vec::new(),
            frontier: Run::default(),
            reader: Reader::default(),
            found: Pending::new(flush_at),
            expanded: Pending::new(flush_at),
            seen_bytes: 0,
            clean_at: 0,
        }
    }

    /// Every run of keys seen: those expanded and the frontier.
    fn all_seen(&self) -> impl Iterator<Item = &Run> {
        self.seen.iter().chain(std::iter::once(&self.frontier))
    }

    /// Files a key found in the layer.
    pub fn file(&mut self, key: &[u8]) {
        self.found.push(key);
        // Most keys found again are seen already (a parent reached back,
        // a sibling's child): once the runs found pass those seen (and
        // twice what the last such pass left), they are dropped now rather
        // than at the frontier's end, which holds memory to about the
        // layer's size at a cost linear in it.
        let clean_at = (self.found.flush_at * 4)
            .max(self.seen_bytes)
            .max(self.clean_at);
        if self.found.runs_bytes > clean_at {
            let found = self.found.take();
            let unseen = subtract(found, self.all_seen());
            self.clean_at = 2 * unseen.bytes();
            self.found.add(unseen);
        }
    }

    /// Takes in the keys filed to the layer before its turn came.
    pub fn adopt(&mut self, held: Pending) {
        self.found.adopt(held);
    }

    /// Files a key expanded before (a checkpoint's), before the first
    /// frontier is made.
    pub fn file_expanded(&mut self, key: &[u8]) {
        self.expanded.push(key);
    }

    /// Keys of the frontier (none once the layer is done).
    pub fn frontier_len(&self) -> usize {
        self.frontier.len()
    }

    /// Copies the frontier's next `count` keys to `put`: the copying goes
    /// through the frontier once, in order.
    pub fn copy_next(&mut self, count: usize, mut put: impl FnMut(&[u8])) {
        for _ in 0..count {
            put(self
                .reader
                .next_key(&self.frontier)
                .expect("a key of the frontier"));
        }
    }

    /// Keys of the frontier copied so far.
    pub fn copied(&self) -> usize {
        self.reader.read()
    }

    /// Makes the found keys in no run seen the next frontier; false when
    /// there are none (the layer is done).
    pub fn next_frontier(&mut self) -> bool {
        for done in [std::mem::take(&mut self.frontier), self.expanded.take()] {
            if done.len() > 0 {
                self.seen.push(done);
            }
        }
        // Few runs to subtract from.
        tier(&mut self.seen);
        let found = self.found.take();
        self.frontier = subtract(found, &self.seen);
        self.seen_bytes = self.all_seen().map(Run::bytes).sum();
        self.clean_at = 0;
        self.reader = Reader::default();
        self.frontier.len() > 0
    }

    /// Keys held: those seen and those found since the frontier was made
    /// (with repeats).
    pub fn len(&self) -> usize {
        self.all_seen().map(Run::len).sum::<usize>() + self.found.len() + self.expanded.len()
    }

    /// Bytes held, by capacity.
    pub fn bytes(&self) -> usize {
        self.seen_bytes + self.found.bytes() + self.expanded.bytes()
    }

    /// Bytes filled.
    pub fn used_bytes(&self) -> usize {
        self.all_seen().map(Run::used_bytes).sum::<usize>()
            + self.found.used_bytes()
            + self.expanded.used_bytes()
    }

    /// Keys before the frontier's `next`th, all expanded.
    pub fn expanded_before(&self, next: usize) -> usize {
        self.seen.iter().map(Run::len).sum::<usize>() + next
    }

    /// Every key of the layer to `put`, as a checkpoint lists them: first
    /// the [`Expanding::expanded_before`] `next` expanded, each once, then
    /// the rest of the frontier, then the keys found since (with repeats,
    /// some perhaps seen). (Only a layer with a frontier is saved.)
    pub fn for_each(
        &self,
        next: usize,
        put: &mut dyn FnMut(&[u8]) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        debug_assert!(next <= self.frontier_len() && self.expanded.is_empty());
        for run in self.all_seen() {
            run.for_each(put)?;
        }
        self.found.for_each(put)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    fn keys_of(run: &Run) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        let mut c = run.cursor();
        while let Some(k) = c.next_key() {
            out.push(k.to_vec());
        }
        assert_eq!(out.len(), run.len());
        out
    }

    fn run_of(keys: &[Vec<u8>]) -> Run {
        let mut buffer = KeyBuffer::default();
        for k in keys {
            buffer.push(k);
        }
        let run = buffer.take_run();
        assert_eq!(buffer.len(), 0);
        run
    }

    /// Keys of a few bytes from a small alphabet: many shared prefixes,
    /// prefixes of each other, repeats and the empty key.
    fn keys() -> impl Strategy<Value = Vec<Vec<u8>>> {
        proptest::collection::vec(proptest::collection::vec(0u8..3, 0..6), 0..60)
    }

    proptest! {
        /// A buffer's run, merges and subtractions give the keys the same
        /// set operations on sorted sets give.
        #[test]
        fn runs_are_sorted_sets(a in keys(), b in keys(), c in keys()) {
            let set = |k: &[Vec<u8>]| k.iter().cloned().collect::<BTreeSet<_>>();
            let (sa, sb, sc) = (set(&a), set(&b), set(&c));
            let (ra, rb, rc) = (run_of(&a), run_of(&b), run_of(&c));
            prop_assert_eq!(keys_of(&ra), sa.iter().cloned().collect::<Vec<_>>());
            let merged = merge(vec![ra, rb]);
            // Merges and subtractions write compressed blocks.
            prop_assert!(merged.blocks.iter().all(|b| b.packed_from > 0));
            let union: BTreeSet<_> = sa.union(&sb).cloned().collect();
            prop_assert_eq!(keys_of(&merged), union.iter().cloned().collect::<Vec<_>>());
            let left = subtract(rc, &[merged, run_of(&[])]);
            prop_assert!(left.blocks.iter().all(|b| b.packed_from > 0));
            let difference: Vec<_> = sc.difference(&union).cloned().collect();
            prop_assert_eq!(keys_of(&left), difference);
            // A compressed run merged again: read by an owned cursor, which
            // frees each compressed block as it enters it.
            let all = merge(vec![left, run_of(&a), run_of(&b)]);
            let everything: Vec<_> = union.union(&sc).cloned().collect();
            prop_assert_eq!(keys_of(&all), everything);
        }
    }

    proptest! {
        /// A layer expanded frontier by frontier, with found keys sorted a
        /// few bytes at a time (so that seen ones are dropped early too),
        /// expands exactly the keys reachable from its start, each once.
        #[test]
        fn frontiers_expand_each_reachable_key_once(
            start in proptest::collection::vec(0u16..400, 1..20),
            (a, b) in (1u16..50, 0u16..400),
        ) {
            let children = |x: u16| [(x * a + b) % 400, x / 2, (x ^ b) % 400];
            let key = |x: u16| x.to_be_bytes();
            let mut layer = Expanding::new(8);
            for &x in &start {
                layer.file(&key(x));
            }
            let mut expanded = Vec::new();
            while layer.next_frontier() {
                let mut frontier = Vec::new();
                layer.copy_next(layer.frontier_len(), |k| {
                    frontier.push(u16::from_be_bytes([k[0], k[1]]))
                });
                for x in frontier {
                    expanded.push(x);
                    for c in children(x) {
                        layer.file(&key(c));
                    }
                }
            }
            let mut reachable = BTreeSet::new();
            let mut todo: Vec<u16> = start.clone();
            while let Some(x) = todo.pop() {
                if reachable.insert(x) {
                    todo.extend(children(x));
                }
            }
            let once: BTreeSet<u16> = expanded.iter().copied().collect();
            prop_assert_eq!(once.len(), expanded.len(), "a key expanded twice");
            prop_assert_eq!(once, reachable);
        }
    }

    /// Regression (a review): a layer resumed with every key expanded
    /// already has no frontier; its last run seen was taken for one, and
    /// expanded again.
    #[test]
    fn a_layer_whose_keys_were_all_expanded_has_no_frontier() {
        let mut layer = Expanding::new(8);
        for x in 0u8..10 {
            layer.file_expanded(&[x]);
        }
        assert!(!layer.next_frontier());
        assert_eq!(layer.frontier_len(), 0);
        assert_eq!(layer.expanded_before(0), 10);
    }

    /// Front coding writes a key shared with the one before in the bytes
    /// it adds: a run of similar keys is far smaller than the keys.
    #[test]
    fn shared_prefixes_are_written_once() {
        let keys: Vec<Vec<u8>> = (0..1000u32)
            .map(|i| {
                let mut k = vec![7u8; 40];
                k.extend_from_slice(&i.to_be_bytes());
                k
            })
            .collect();
        let run = run_of(&keys);
        assert_eq!(keys_of(&run), keys);
        assert!(run.used_bytes() < 1000 * 8, "{} bytes", run.used_bytes());
        // What front coding leaves still repeats: compressed as one block
        // (test blocks are too small to gain), the same keys in a few bytes.
        let plain: Vec<u8> = run.blocks.iter().flat_map(|b| b.bytes.clone()).collect();
        let packed = Run {
            blocks: vec![Packer::new().pack(&plain)],
            len: run.len(),
        };
        assert_eq!(keys_of(&packed), keys);
        assert!(
            packed.used_bytes() * 4 < plain.len(),
            "{} bytes",
            packed.used_bytes()
        );
    }
}
