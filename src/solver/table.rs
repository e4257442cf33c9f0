//! The transposition table: a set of exact keys ([`super::key`]). Keys
//! live back to back, each behind a length byte, in fixed-size chunks that
//! are never moved or copied. The index is open addressing over buckets of
//! one cache line: twelve 8-bit hash tags and twelve key places, so a
//! lookup reads one line of the index (which [`Table::prefetch`] can ask
//! for early) and a key only when its tag matches. A state costs its key
//! plus about 8 bytes, and a `lost` never rests on a hash collision.

/// The hasher of every table, on fixed seeds: node counts are the same on
/// every run, and a key's hash is the same for every table.
static HASHER: ahash::RandomState = ahash::RandomState::with_seeds(
    0x243f_6a88_85a3_08d3,
    0x1319_8a2e_0370_7344,
    0xa409_3822_299f_31d0,
    0x082e_fa98_ec4e_6c89,
);

/// Bytes in one arena chunk.
const CHUNK: usize = 1 << 20;
/// Keys start at offsets that are multiples of 4, so a `u32` place
/// addresses 16 GiB: one layer of the layered search can pass 8 GiB
/// (strict-milligan seed 8769), at a byte of padding a key more than
/// even offsets.
const ALIGN: usize = 4;
/// The arena never grows past this (a little under 16 GiB).
const ARENA_LIMIT: usize = (u32::MAX as usize) * ALIGN - CHUNK;
/// Entries in one bucket.
const SLOTS: usize = 12;
/// Keys a table may take between two memory checks, with room to spare:
/// the depth-first search checks every 4,096 nodes, the layered search
/// every 256 keys filed. Within this many keys of its next growth a table
/// counts the memory that growth will hold (see [`Table::bytes`]).
pub(super) const CHECK_MARGIN: usize = 1 << 16;
/// Buckets are filled to at most this share of their slots (out of 8).
const LOAD_EIGHTHS: usize = 7;

/// A key's place in the arena: its offset in units of [`ALIGN`] bytes.
/// Places grow with insertion order.
pub type Place = u32;

/// One cache line of the index. Slots fill from the front, and a bucket's
/// entries never move, so the first zero tag ends a probe.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Bucket {
    tags: [u8; SLOTS],
    places: [Place; SLOTS],
}

const EMPTY: Bucket = Bucket {
    tags: [0; SLOTS],
    places: [0; SLOTS],
};

pub struct Table {
    buckets: Vec<Bucket>,
    len: usize,
    /// Chunks of [`CHUNK`] bytes' capacity, filled by appending: a chunk
    /// costs only what it holds, not a megabyte zeroed, which a small search
    /// (one layer of a reduced deck) would spend most of its time on.
    chunks: Vec<Vec<u8>>,
    /// Chunks in use by this search (the rest are kept for the next).
    live: usize,
}

fn key_at(chunks: &[Vec<u8>], place: Place) -> &[u8] {
    let at = place as usize * ALIGN;
    let chunk = &chunks[at / CHUNK];
    let start = at % CHUNK;
    let len = chunk[start] as usize;
    &chunk[start + 1..start + 1 + len]
}

/// A hint to the processor to bring `data`'s cache line in.
pub(super) fn prefetch<T>(data: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint, and the address is a live reference.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
            (data as *const T).cast(),
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = data;
}

/// A nonzero 8-bit tag from the hash bits that do not pick the bucket.
fn tag(hash: u64) -> u8 {
    ((hash >> 56) as u8).max(1)
}

impl Default for Table {
    fn default() -> Table {
        Table::new()
    }
}

impl Table {
    pub fn new() -> Table {
        Table {
            buckets: Vec::new(),
            len: 0,
            chunks: Vec::new(),
            live: 0,
        }
    }

    /// The hash every table files `key` under.
    pub fn hash(key: &[u8]) -> u64 {
        HASHER.hash_one(key)
    }

    /// Asks the processor to fetch the bucket of `hash` now, so that a
    /// lookup a little later finds it in the cache.
    pub fn prefetch(&self, hash: u64) {
        if let Some(bucket) = self.home(hash) {
            prefetch(bucket);
        }
    }

    /// Asks for the keys in `hash`'s bucket whose tags match (a lookup
    /// compares them), after [`Table::prefetch`] has brought the bucket.
    pub fn prefetch_keys(&self, hash: u64) {
        let Some(bucket) = self.home(hash) else {
            return;
        };
        let t = tag(hash);
        for s in 0..SLOTS {
            if bucket.tags[s] == t {
                let at = bucket.places[s] as usize * ALIGN;
                prefetch(&self.chunks[at / CHUNK][at % CHUNK]);
            }
        }
    }

    fn home(&self, hash: u64) -> Option<&Bucket> {
        let mask = self.buckets.len().checked_sub(1)?;
        Some(&self.buckets[hash as usize & mask])
    }

    /// Adds `key` and returns its place, or `None` when it was there
    /// already. Keys are shorter than 256 bytes.
    pub fn insert(&mut self, key: &[u8]) -> Option<Place> {
        self.insert_hashed(key, Table::hash(key))
    }

    /// [`Table::insert`] with the key's [`Table::hash`] already computed.
    pub fn insert_hashed(&mut self, key: &[u8], hash: u64) -> Option<Place> {
        assert!(key.len() < 256, "keys are shorter than 256 bytes");
        if self.grows_within(1) {
            self.grow();
        }
        let (b, s) = match self.find(key, hash) {
            Ok(_) => return None,
            Err(free) => free,
        };
        let place = self.store(key);
        let bucket = &mut self.buckets[b];
        bucket.tags[s] = tag(hash);
        bucket.places[s] = place;
        self.len += 1;
        Some(place)
    }

    /// Stores `key` without filing it in the index: for a search that tells
    /// new positions from old ones by other means (best-first search on
    /// fingerprints) and only needs its keys back by place. Not to be mixed
    /// with [`Table::insert`] in one search.
    pub fn append(&mut self, key: &[u8]) -> Place {
        assert!(key.len() < 256, "keys are shorter than 256 bytes");
        self.len += 1;
        self.store(key)
    }

    /// The place of `key`, or the free slot (bucket, slot) where it belongs.
    fn find(&self, key: &[u8], hash: u64) -> Result<Place, (usize, usize)> {
        let (mask, t) = (self.buckets.len() - 1, tag(hash));
        let mut b = hash as usize & mask;
        loop {
            let bucket = &self.buckets[b];
            for s in 0..SLOTS {
                match bucket.tags[s] {
                    0 => return Err((b, s)),
                    x if x == t && key_at(&self.chunks, bucket.places[s]) == key => {
                        return Ok(bucket.places[s]);
                    }
                    _ => {}
                }
            }
            b = (b + 1) & mask;
        }
    }

    /// Appends `key` to the arena and returns its place.
    fn store(&mut self, key: &[u8]) -> Place {
        let size = (1 + key.len()).next_multiple_of(ALIGN);
        if self.live == 0 || self.chunks[self.live - 1].len() + size > CHUNK {
            if self.live == self.chunks.len() {
                self.chunks.push(Vec::with_capacity(CHUNK));
            }
            self.chunks[self.live].clear();
            self.live += 1;
        }
        let at = self.filled();
        // Cannot fire, whatever the input: within 16 chunks of the limit
        // [`Table::bytes`] reports `usize::MAX`, which passes any memory
        // limit (a whole number of MiB), and every search that fills a
        // table checks that limit within [`CHECK_MARGIN`] keys.
        assert!(
            at < ARENA_LIMIT,
            "the search stops before the arena is full"
        );
        let chunk = &mut self.chunks[self.live - 1];
        chunk.push(key.len() as u8);
        chunk.extend_from_slice(key);
        chunk.resize(chunk.len().next_multiple_of(ALIGN), 0);
        (at / ALIGN) as Place
    }

    /// Arena bytes this search has filled: the offset of the next key.
    fn filled(&self) -> usize {
        self.live
            .checked_sub(1)
            .map_or(0, |last| last * CHUNK + self.chunks[last].len())
    }

    /// Doubles the index (or makes the first one) and files every key again.
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.buckets);
        self.buckets = vec![EMPTY; (old.len() * 2).max(64)];
        let mask = self.buckets.len() - 1;
        for bucket in &old {
            for s in 0..SLOTS {
                if bucket.tags[s] == 0 {
                    break;
                }
                let place = bucket.places[s];
                let hash = Table::hash(key_at(&self.chunks, place));
                let mut b = hash as usize & mask;
                loop {
                    let to = &mut self.buckets[b];
                    if let Some(free) = to.tags.iter().position(|&x| x == 0) {
                        to.tags[free] = tag(hash);
                        to.places[free] = place;
                        break;
                    }
                    b = (b + 1) & mask;
                }
            }
        }
    }

    /// The key at `place`.
    pub fn key(&self, place: Place) -> &[u8] {
        key_at(&self.chunks, place)
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Bytes held (chunks and index, by capacity): what the memory limit
    /// checks. Capacity outlives [`Table::clear`], so across searches this
    /// is the largest table so far. Within [`CHECK_MARGIN`] keys of the
    /// index's next doubling it counts the doubled index too, which
    /// [`Table::grow`] allocates while the old one is still held: so a
    /// memory limit stops a search before that peak, not after it. A table
    /// that cannot take many more keys reports `usize::MAX`, so that any
    /// memory limit stops the search.
    pub fn bytes(&self) -> usize {
        if self.live * CHUNK >= ARENA_LIMIT - 16 * CHUNK {
            return usize::MAX;
        }
        let index = self.buckets.len() * size_of::<Bucket>();
        let doubling = if self.grows_within(CHECK_MARGIN) {
            2 * index
        } else {
            0
        };
        self.chunks.len() * CHUNK + index + doubling
    }

    /// Whether `keys` more keys would pass the load limit, so that the
    /// index doubles ([`Table::grow`]) before they are all filed.
    fn grows_within(&self, keys: usize) -> bool {
        (self.len + keys) * 8 > self.buckets.len() * SLOTS * LOAD_EIGHTHS
    }

    /// Bytes the entries of this search fill, with the index this many
    /// entries needs: the size of one search's table, whatever came before.
    pub fn used_bytes(&self) -> usize {
        let needed = (self.len * 8)
            .div_ceil(SLOTS * LOAD_EIGHTHS)
            .next_power_of_two();
        self.filled() + needed.max(64) * size_of::<Bucket>()
    }

    pub fn clear(&mut self) {
        self.buckets.fill(EMPTY);
        self.len = 0;
        self.live = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_kept_exactly() {
        let mut t = Table::new();
        let abc = t.insert(b"abc").unwrap();
        assert_eq!(t.insert(b"abc"), None);
        let abd = t.insert(b"abd").unwrap();
        assert!(abd > abc, "places grow with insertion order");
        assert!(t.insert(b"ab").is_some());
        assert!(t.insert(b"").is_some());
        let mut places = Vec::new();
        // Enough keys to fill several chunks and grow the index many times.
        for i in 0..400_000u32 {
            places.push(t.insert(&i.to_le_bytes()).unwrap());
        }
        for i in (0..400_000u32).step_by(997) {
            assert_eq!(t.insert(&i.to_le_bytes()), None, "{i} is kept");
        }
        assert_eq!(t.len(), 400_004);
        assert_eq!(t.key(abd), b"abd");
        assert_eq!(t.key(places[77]), 77u32.to_le_bytes());
        assert_eq!(t.key(places[399_999]), 399_999u32.to_le_bytes());
        assert!(t.live > 1);
        t.clear();
        assert!(t.is_empty());
        assert_eq!(t.insert(b"abc"), Some(0), "a cleared table starts again");
        assert_eq!(
            t.insert(b"abd").map(|p| t.key(p).to_vec()),
            Some(b"abd".to_vec())
        );
        // The kept chunks take other keys, of other lengths, in their places.
        for i in 0..300_000u64 {
            let key = (i * 7).to_le_bytes();
            let key = &key[..1 + (i % 8) as usize];
            if let Some(place) = t.insert(key) {
                assert_eq!(t.key(place), key, "a reused chunk holds key {i}");
            }
        }
        assert!(t.live > 1, "the second search reused several chunks");
    }

    /// Every growth's peak (old index and new index, held together while
    /// keys are refiled) was already counted by [`Table::bytes`] 4,096 keys
    /// earlier (the longest interval between two memory checks), so a
    /// memory limit stops a search before the peak. Regression: giant 3997 depth-first
    /// passed `--max-memory` by the doubled index and was killed.
    #[test]
    fn bytes_counts_a_growth_before_it_happens() {
        const CHECKED_EVERY: usize = 4096;
        let mut t = Table::new();
        let mut reported = Vec::new();
        let mut growths = 0;
        for i in 0..1_200_000usize {
            // The index's share of what is reported (the arena grows by at
            // most a chunk between checks).
            reported.push(t.bytes() - t.chunks.len() * CHUNK);
            let index = t.buckets.len();
            t.insert(&i.to_le_bytes());
            // (Below twice that, an index may double twice between checks:
            // it is under a megabyte.)
            if t.buckets.len() != index && i >= 2 * CHECKED_EVERY {
                growths += 1;
                let peak = (index + t.buckets.len()) * size_of::<Bucket>();
                let least = reported[i - CHECKED_EVERY..].iter().min().unwrap();
                assert!(*least >= peak, "key {i}: {least} reported, {peak} held");
            }
        }
        assert!(growths >= 6, "{growths} growths seen");
    }

    /// Keys whose hashes share a bucket overflow into the next ones and are
    /// all found again.
    #[test]
    fn full_buckets_overflow_and_are_found() {
        let mut t = Table::new();
        t.insert(b"seed");
        let mask = t.buckets.len() as u64 - 1;
        let target = Table::hash(b"seed") & mask;
        let crowd: Vec<Vec<u8>> = (0u32..)
            .map(|i| i.to_le_bytes().to_vec())
            .filter(|k| Table::hash(k) & mask == target)
            .take(2 * SLOTS)
            .collect();
        for k in &crowd {
            assert!(t.insert(k).is_some());
        }
        for k in &crowd {
            assert_eq!(t.insert(k), None);
        }
    }
}
