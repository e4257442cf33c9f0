//! The transposition table: a set of exact packed keys. Keys live
//! back to back in one byte arena and the hash index holds only their
//! offsets, so a state costs its key length plus a few bytes, and a `lost`
//! verdict never rests on a hash collision.

use hashbrown::HashTable;

/// Fixed hasher seeds: node counts are the same on every run.
const SEEDS: [u64; 4] = [
    0x243f_6a88_85a3_08d3,
    0x1319_8a2e_0370_7344,
    0xa409_3822_299f_31d0,
    0x082e_fa98_ec4e_6c89,
];

pub struct Table {
    hasher: ahash::RandomState,
    /// Entry numbers, hashed by their keys.
    index: HashTable<u32>,
    /// Per entry number: arena offset << 8 | key length.
    entries: Vec<u64>,
    arena: Vec<u8>,
}

fn key_of<'a>(arena: &'a [u8], entries: &[u64], id: u32) -> &'a [u8] {
    let entry = entries[id as usize];
    let start = (entry >> 8) as usize;
    &arena[start..start + (entry & 0xff) as usize]
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
            entries: Vec::new(),
            arena: Vec::new(),
        }
    }

    /// Adds `key` and returns its entry number (0, 1, 2, ... in insertion
    /// order), or `None` when it was there already.
    pub fn insert(&mut self, key: &[u8]) -> Option<u32> {
        assert!(key.len() < 256, "packed keys are shorter than 256 bytes");
        let (hasher, arena, entries) = (&self.hasher, &self.arena, &self.entries);
        let hash = hasher.hash_one(key);
        if self
            .index
            .find(hash, |&id| key_of(arena, entries, id) == key)
            .is_some()
        {
            return None;
        }
        let id = u32::try_from(self.entries.len()).expect("fewer than 2^32 states");
        self.entries
            .push(((self.arena.len() as u64) << 8) | key.len() as u64);
        self.arena.extend_from_slice(key);
        let (arena, entries) = (&self.arena, &self.entries);
        self.index
            .insert_unique(hash, id, |&e| hasher.hash_one(key_of(arena, entries, e)));
        Some(id)
    }

    /// The key of entry `id`.
    pub fn key(&self, id: u32) -> &[u8] {
        key_of(&self.arena, &self.entries, id)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Bytes held (arena, entries and index, by capacity): what the memory
    /// limit checks. Capacity outlives [`Table::clear`], so across searches
    /// this is the largest table so far.
    pub fn bytes(&self) -> usize {
        self.arena.capacity() + self.entries.capacity() * 8 + self.index.capacity() * (4 + 1)
    }

    /// Bytes the entries of this search fill (the index at its length):
    /// the size of one search's table, whatever came before it.
    pub fn used_bytes(&self) -> usize {
        self.arena.len() + self.entries.len() * 8 + self.index.len() * (4 + 1)
    }

    pub fn clear(&mut self) {
        self.index.clear();
        self.entries.clear();
        self.arena.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_kept_exactly() {
        let mut t = Table::new();
        assert_eq!(t.insert(b"abc"), Some(0));
        assert_eq!(t.insert(b"abc"), None);
        assert_eq!(t.insert(b"abd"), Some(1));
        assert_eq!(t.insert(b"ab"), Some(2));
        assert_eq!(t.insert(b""), Some(3));
        for i in 0..10_000u32 {
            assert_eq!(t.insert(&i.to_le_bytes()), Some(i + 4));
        }
        assert_eq!(t.insert(&77u32.to_le_bytes()), None);
        assert_eq!(t.len(), 10_004);
        assert_eq!(t.key(1), b"abd");
        assert_eq!(t.key(81), 77u32.to_le_bytes());
    }
}
