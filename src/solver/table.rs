//! The transposition table: a set of exact keys ([`super::key`]). Keys
//! live back to back, each behind a length byte, in fixed-size chunks that
//! are never moved or copied; the hash index holds only each key's place.
//! So a state costs its key plus about 7 bytes, a search never pays for
//! copying a growing arena, and a `lost` never rests on a hash collision.

use hashbrown::HashTable;

/// Fixed hasher seeds: node counts are the same on every run.
const SEEDS: [u64; 4] = [
    0x243f_6a88_85a3_08d3,
    0x1319_8a2e_0370_7344,
    0xa409_3822_299f_31d0,
    0x082e_fa98_ec4e_6c89,
];

/// Bytes in one arena chunk.
const CHUNK: usize = 1 << 20;
/// Keys start at even offsets, so a `u32` place addresses 8 GiB.
const ALIGN: usize = 2;
/// The arena never grows past this (a little under 8 GiB).
const ARENA_LIMIT: usize = (u32::MAX as usize) * ALIGN - CHUNK;
/// Index bytes per slot: the `u32` place and hashbrown's control byte.
const SLOT_BYTES: usize = 4 + 1;

/// A key's place in the arena: its offset in units of [`ALIGN`] bytes.
/// Places grow with insertion order.
pub type Place = u32;

pub struct Table {
    hasher: ahash::RandomState,
    /// Key places, hashed by their keys.
    index: HashTable<Place>,
    /// Chunks of [`CHUNK`] bytes; `used` bytes of the last one in use are filled.
    chunks: Vec<Box<[u8]>>,
    /// Chunks in use by this search (the rest are kept for the next).
    live: usize,
    used: usize,
}

fn key_at(chunks: &[Box<[u8]>], place: Place) -> &[u8] {
    let at = place as usize * ALIGN;
    let chunk = &chunks[at / CHUNK];
    let start = at % CHUNK;
    let len = chunk[start] as usize;
    &chunk[start + 1..start + 1 + len]
}

impl Default for Table {
    fn default() -> Table {
        Table::new()
    }
}

impl Table {
    pub fn new() -> Table {
        Table {
            hasher: ahash::RandomState::with_seeds(SEEDS[0], SEEDS[1], SEEDS[2], SEEDS[3]),
            index: HashTable::new(),
            chunks: Vec::new(),
            live: 0,
            used: CHUNK,
        }
    }

    /// Adds `key` and returns its place, or `None` when it was there
    /// already. Keys are shorter than 256 bytes.
    pub fn insert(&mut self, key: &[u8]) -> Option<Place> {
        assert!(key.len() < 256, "keys are shorter than 256 bytes");
        let hash = self.hasher.hash_one(key);
        let chunks = &self.chunks;
        if self
            .index
            .find(hash, |&p| key_at(chunks, p) == key)
            .is_some()
        {
            return None;
        }
        let size = (1 + key.len()).next_multiple_of(ALIGN);
        if self.used + size > CHUNK {
            if self.live == self.chunks.len() {
                self.chunks.push(vec![0u8; CHUNK].into_boxed_slice());
            }
            self.live += 1;
            self.used = 0;
        }
        let at = (self.live - 1) * CHUNK + self.used;
        assert!(
            at < ARENA_LIMIT,
            "the search stops before the arena is full"
        );
        let chunk = &mut self.chunks[self.live - 1];
        chunk[self.used] = key.len() as u8;
        chunk[self.used + 1..self.used + 1 + key.len()].copy_from_slice(key);
        self.used += size;
        let place = (at / ALIGN) as Place;
        let (hasher, chunks) = (&self.hasher, &self.chunks);
        self.index
            .insert_unique(hash, place, |&p| hasher.hash_one(key_at(chunks, p)));
        Some(place)
    }

    /// The key at `place`.
    pub fn key(&self, place: Place) -> &[u8] {
        key_at(&self.chunks, place)
    }

    pub fn len(&self) -> usize {
        self.index.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// Bytes held (chunks and index, by capacity): what the memory limit
    /// checks. Capacity outlives [`Table::clear`], so across searches this
    /// is the largest table so far. A table that cannot take many more keys
    /// reports `usize::MAX`, so that any memory limit stops the search.
    pub fn bytes(&self) -> usize {
        if self.live * CHUNK >= ARENA_LIMIT - 16 * CHUNK {
            return usize::MAX;
        }
        self.chunks.len() * CHUNK + self.index.capacity() * SLOT_BYTES
    }

    /// Bytes the entries of this search fill (the index at its length):
    /// the size of one search's table, whatever came before it.
    pub fn used_bytes(&self) -> usize {
        self.live.saturating_sub(1) * CHUNK
            + self.used.min(CHUNK) * (self.live > 0) as usize
            + self.index.len() * SLOT_BYTES
    }

    pub fn clear(&mut self) {
        self.index.clear();
        self.live = 0;
        self.used = CHUNK;
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
        // Enough keys to fill several chunks.
        for i in 0..400_000u32 {
            places.push(t.insert(&i.to_le_bytes()).unwrap());
        }
        assert_eq!(t.insert(&77u32.to_le_bytes()), None);
        assert_eq!(t.len(), 400_004);
        assert_eq!(t.key(abd), b"abd");
        assert_eq!(t.key(places[77]), 77u32.to_le_bytes());
        assert_eq!(t.key(places[399_999]), 399_999u32.to_le_bytes());
        assert!(t.live > 1);
        t.clear();
        assert!(t.is_empty());
        assert_eq!(t.insert(b"abc"), Some(0), "a cleared table starts again");
    }
}
