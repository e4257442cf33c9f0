//! FNV-1a, the hash behind the short fingerprints that result rows carry:
//! the rule set's (64-bit) and the search settings' (32-bit).

/// The width of an FNV-1a hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fnv {
    Bits32,
    Bits64,
}

/// FNV-1a over the bytes of `text`, in lower-case hex with leading zeros
/// (8 digits for 32 bits, 16 for 64).
pub fn fnv1a(text: &str, width: Fnv) -> String {
    let (basis, prime, mask, digits) = match width {
        Fnv::Bits32 => (0x811c_9dc5, 0x0100_0193, u32::MAX as u64, 8),
        Fnv::Bits64 => (0xcbf2_9ce4_8422_2325, 0x0100_0000_01b3, u64::MAX, 16),
    };
    // The low 32 bits of a 64-bit product are those of the 32-bit product.
    let mut h: u64 = basis;
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(prime) & mask;
    }
    format!("{h:0digits$x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published FNV-1a test vectors.
    #[test]
    fn matches_the_reference_vectors() {
        assert_eq!(fnv1a("", Fnv::Bits32), "811c9dc5");
        assert_eq!(fnv1a("a", Fnv::Bits32), "e40c292c");
        assert_eq!(fnv1a("foobar", Fnv::Bits32), "bf9cf968");
        assert_eq!(fnv1a("", Fnv::Bits64), "cbf29ce484222325");
        assert_eq!(fnv1a("a", Fnv::Bits64), "af63dc4c8601ec8c");
        assert_eq!(fnv1a("foobar", Fnv::Bits64), "85944171f73967e8");
    }
}
