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
    /// Each entry: arena offset << 8 | key length.
    index: HashTable<u64>,
    arena: Vec<u8>,
}

fn key_of(arena: &[u8], entry: u64) -> &[u8] {
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
            arena: Vec::new(),
        }
    }

    /// Adds `key`; false when it was there already.
    pub fn insert(&mut self, key: &[u8]) -> bool {
        assert!(key.len() < 256, "packed keys are shorter than 256 bytes");
        let hasher = &self.hasher;
        let hash = hasher.hash_one(key);
        let arena = &self.arena;
        if self
            .index
            .find(hash, |&e| key_of(arena, e) == key)
            .is_some()
        {
            return false;
        }
        let entry = ((self.arena.len() as u64) << 8) | key.len() as u64;
        self.arena.extend_from_slice(key);
        let arena = &self.arena;
        self.index
            .insert_unique(hash, entry, |&e| hasher.hash_one(key_of(arena, e)));
        true
    }

    pub fn len(&self) -> usize {
        self.index.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// Bytes held (arena and index, by capacity).
    pub fn bytes(&self) -> usize {
        self.arena.capacity() + self.index.capacity() * (8 + 1)
    }

    pub fn clear(&mut self) {
        self.index.clear();
        self.arena.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_kept_exactly() {
        let mut t = Table::new();
        assert!(t.insert(b"abc"));
        assert!(!t.insert(b"abc"));
        assert!(t.insert(b"abd"));
        assert!(t.insert(b"ab"));
        assert!(t.insert(b""));
        for i in 0..10_000u32 {
            assert!(t.insert(&i.to_le_bytes()));
        }
        assert!(!t.insert(&77u32.to_le_bytes()));
        assert_eq!(t.len(), 10_004);
    }
}
