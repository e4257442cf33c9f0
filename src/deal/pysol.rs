//! PySolFC-compatible deals: turns a PySolFC game number into the exact card
//! order a PySolFC player sees, so `pysol:N` deals can be checked by hand in
//! PySolFC. The procedure is specified in `docs/formats.md` (PySolFC game numbers):
//! ids in creation order, an optional MS FreeCell rearrangement, a
//! Fisher–Yates shuffle driven by either the MS FreeCell LCG or CPython's
//! Mersenne Twister, then cards are popped from the end of the shuffled list.

use std::fmt;
use std::str::FromStr;

use crate::card::Card;

/// A PySolFC game number as the user types it after `pysol:`: plain digits (N,
/// may exceed u64: up to 10^20 and beyond, use u128) or `ms<digits>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameNumber {
    Plain(u128),
    Ms(u64),
}

/// The largest `ms` seed PySolFC accepts (`LCRandom31.MAX_SEED`, 2^33 − 1).
const MS_MAX_SEED: u64 = (1 << 33) - 1;

/// Plain numbers below this use the MS FreeCell LCG; PySolFC uses `< 32000`.
const LCG_LIMIT: u128 = 32000;

impl FromStr for GameNumber {
    type Err = String;

    /// Accepts `123` and `ms5`. Like PySolFC, whitespace and `# - _ . ,` are
    /// ignored and a trailing `L` (a Python 2 long suffix) is dropped.
    fn from_str(s: &str) -> Result<GameNumber, String> {
        let cleaned: String = s
            .chars()
            .filter(|c| !c.is_whitespace() && !"#-_.,".contains(*c))
            .collect();
        if cleaned.is_empty() {
            return Err("empty game number".to_string());
        }
        let bad = || {
            format!(
                "'{}' is not a PySolFC game number (expected digits or ms<digits>)",
                s.escape_debug()
            )
        };
        if let Some(digits) = cleaned.strip_prefix("ms") {
            if !all_digits(digits) {
                return Err(bad());
            }
            return match digits.parse::<u64>() {
                Ok(seed) if (1..=MS_MAX_SEED).contains(&seed) => Ok(GameNumber::Ms(seed)),
                _ => Err(format!(
                    "ms seed {digits} is out of range (1..={MS_MAX_SEED})"
                )),
            };
        }
        let digits = cleaned.strip_suffix('L').unwrap_or(&cleaned);
        if !all_digits(digits) {
            return Err(bad());
        }
        match digits.parse::<u128>() {
            Ok(0) => Err("game 0 is out of range".to_string()),
            Ok(n) => Ok(GameNumber::Plain(n)),
            Err(_) => Err(format!(
                "game number '{}' is too large (at most {})",
                s.escape_debug(),
                u128::MAX
            )),
        }
    }
}

/// True for a non-empty run of ASCII digits; checked before `parse`, which
/// would also accept a leading `+`.
fn all_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

impl fmt::Display for GameNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameNumber::Plain(n) => write!(f, "{n}"),
            GameNumber::Ms(n) => write!(f, "ms{n}"),
        }
    }
}

/// The cards of `decks` full 52-card decks in PySolFC's DEALING order (element
/// 0 is the first card dealt, i.e. popped from the talon top).
pub fn dealing_order(game: GameNumber, decks: u8) -> Vec<Card> {
    dealing_ids(game, decks)
        .into_iter()
        .map(|id| Card::from_index(id % 52))
        .collect()
}

/// PySolFC card ids (`52*deck + 13*suit + rank0`) in dealing order. Ids keep
/// the deck, which `Card` deliberately forgets, so tests can compare with
/// PySolFC's own output.
///
/// Values the parser rejects (`Plain(0)`, `Ms` out of range) still give a
/// deterministic order without panicking, but are not PySolFC deals.
pub(crate) fn dealing_ids(game: GameNumber, decks: u8) -> Vec<usize> {
    let mut ids: Vec<usize> = (0..52 * decks as usize).collect();
    let mut rng = GameRng::new(game);
    if matches!(rng, GameRng::Lcg(_)) {
        ids = ms_rearrange(ids);
    }
    // `RandomBase.shuffle`: Fisher–Yates from the end with j = randint(0, n).
    for n in (1..ids.len()).rev() {
        let j = rng.randint_upto(n);
        ids.swap(n, j);
    }
    // The talon top is the last element and every deal pops from the top.
    ids.reverse();
    ids
}

/// PySolFC's `ms_rearrange`: for exactly 52 cards, reorders them rank-major in
/// suit order C, D, H, S (the MS FreeCell deck); any other count is unchanged,
/// which is why 2-deck games skip it.
fn ms_rearrange(cards: Vec<usize>) -> Vec<usize> {
    if cards.len() != 52 {
        return cards;
    }
    (0..13)
        .flat_map(|i| [0, 39, 26, 13].map(|j| cards[i + j]))
        .collect()
}

/// The random generator PySolFC picks for a game number.
enum GameRng {
    Lcg(LcRandom31),
    Mt(Box<MtRandom>),
}

impl GameRng {
    fn new(game: GameNumber) -> GameRng {
        match game {
            GameNumber::Ms(seed) => GameRng::Lcg(LcRandom31::new(seed)),
            GameNumber::Plain(n) if n < LCG_LIMIT => GameRng::Lcg(LcRandom31::new(n as u64)),
            GameNumber::Plain(n) => GameRng::Mt(Box::new(MtRandom::new(n))),
        }
    }

    /// `randint(0, n)`, each generator with its own PySolFC formula. The
    /// result is always in `0..=n`.
    fn randint_upto(&mut self, n: usize) -> usize {
        match self {
            GameRng::Lcg(rng) => (rng.next() % (n as u64 + 1)) as usize,
            // `int(random() * (n+1))`; the `min` only guards against a float
            // rounding up to n+1, which cannot happen for deck-sized n.
            GameRng::Mt(rng) => ((rng.random() * (n as f64 + 1.0)) as usize).min(n),
        }
    }
}

/// `LCRandom31`, the Microsoft FreeCell LCG, with PySolFC's three seed ranges
/// (the upper two are reachable only through `ms` numbers).
struct LcRandom31 {
    state: u64,
    seed: u64,
}

impl LcRandom31 {
    fn new(seed: u64) -> LcRandom31 {
        let state = if seed < 1 << 32 {
            seed
        } else {
            seed.wrapping_sub(1 << 32)
        };
        LcRandom31 { state, seed }
    }

    fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_mul(214013).wrapping_add(2531011) & MS_MAX_SEED;
        if self.seed < 1 << 31 {
            (self.state >> 16) & 0x7fff
        } else if self.seed < 1 << 32 {
            ((self.state >> 16) & 0x7fff) | 0x8000
        } else {
            ((self.state >> 16) & 0xffff) + 1
        }
    }
}

/// CPython's `random.Random`: MT19937 seeded as `random.seed(int)` does.
struct MtRandom {
    mt: [u32; 624],
    index: usize,
}

impl MtRandom {
    /// `random.seed(n)`: `init_by_array` with |n| split into 32-bit words, least
    /// significant first (`[0]` for n = 0).
    fn new(n: u128) -> MtRandom {
        let mut key = Vec::new();
        let mut rest = n;
        loop {
            key.push(rest as u32);
            rest >>= 32;
            if rest == 0 {
                break;
            }
        }
        let mut rng = MtRandom::init_genrand(19650218);
        rng.init_by_array(&key);
        rng
    }

    fn init_genrand(seed: u32) -> MtRandom {
        let mut mt = [0u32; 624];
        mt[0] = seed;
        for i in 1..624 {
            let prev = mt[i - 1];
            mt[i] = 1812433253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        MtRandom { mt, index: 624 }
    }

    /// The reference `init_by_array` from MT19937 (as in CPython's
    /// `_randommodule.c`).
    fn init_by_array(&mut self, key: &[u32]) {
        let mt = &mut self.mt;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..624.max(key.len()) {
            let prev = mt[i - 1];
            mt[i] = (mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1664525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= 624 {
                mt[0] = mt[623];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..623 {
            let prev = mt[i - 1];
            mt[i] = (mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1566083941)).wrapping_sub(i as u32);
            i += 1;
            if i >= 624 {
                mt[0] = mt[623];
                i = 1;
            }
        }
        mt[0] = 0x8000_0000;
    }

    /// One tempered 32-bit output (`genrand_uint32`).
    fn next_u32(&mut self) -> u32 {
        if self.index >= 624 {
            for k in 0..624 {
                let y = (self.mt[k] & 0x8000_0000) | (self.mt[(k + 1) % 624] & 0x7fff_ffff);
                let mag = if y & 1 == 1 { 0x9908_b0df } else { 0 };
                self.mt[k] = self.mt[(k + 397) % 624] ^ (y >> 1) ^ mag;
            }
            self.index = 0;
        }
        let mut y = self.mt[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// CPython's `random()`: a 53-bit float in [0, 1) from two outputs.
    fn random(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67108864.0 + b) / 9007199254740992.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(game: &str, decks: u8) -> Vec<usize> {
        dealing_ids(game.parse().unwrap(), decks)
    }

    fn cards(game: &str, range: std::ops::Range<usize>) -> String {
        let order = dealing_order(game.parse().unwrap(), 2);
        order[range]
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn id_list(s: &str) -> Vec<usize> {
        s.split_whitespace().map(|t| t.parse().unwrap()).collect()
    }

    /// The test vectors of `docs/formats.md`: (game, first 16 ids, tableau, stock deal 1, stock deal 2, last card).
    const VECTORS: [(&str, &str, &str, &str, &str, &str); 4] = [
        (
            "1",
            "41 30 10 38 69 82 12 64 98 49 65 59 5 83 61 46",
            "3D 5H JC KH 5S 5H KC KC",
            "8D JD AS 8C 6C 6H TC 8D",
            "4C JS QC 4H KD 2H TD 8S",
            "AC",
        ),
        (
            "2",
            "45 67 24 19 84 48 86 47 49 76 11 10 98 60 23 29",
            "7D 3S QS 7S 7H TD 9H 9D",
            "JD QS QC JC 8D 9C JS 4H",
            "5S 5C JH TC TH AD 6C 5H",
            "6H",
        ),
        (
            "32000",
            "38 86 48 96 93 60 87 75 23 5 2 103 81 0 19 35",
            "KH 9H TD 6D 3D 9C TH JS",
            "JS 6C 3C KD 4H AC 7S TH",
            "7S 9D QD 4C 7C JD KD 7C",
            "5D",
        ),
        (
            "123456",
            "83 81 3 17 0 65 7 26 11 21 45 100 2 103 33 57",
            "6H 4H 4C 5S AC AS 8C AH",
            "QC 9S 7D TD 3C KD 8H 6C",
            "7H TS 8D QH 7H 6S 3D 4D",
            "5H",
        ),
    ];

    #[test]
    fn spec_vectors_two_decks() {
        for (game, first16, tableau, stock1, stock2, last) in VECTORS {
            assert_eq!(ids(game, 2)[..16], id_list(first16)[..], "game {game} ids");
            assert_eq!(cards(game, 0..8), tableau, "game {game} tableau");
            assert_eq!(cards(game, 8..16), stock1, "game {game} stock deal 1");
            assert_eq!(cards(game, 16..24), stock2, "game {game} stock deal 2");
            assert_eq!(cards(game, 103..104), last, "game {game} last card");
        }
    }

    #[test]
    fn spec_vector_ms5() {
        assert_eq!(ids("ms5", 2)[..8], id_list("54 59 15 7 60 47 101 92")[..]);
        // ms5 and plain 5 are the same LCRandom31(5).
        assert_eq!(ids("ms5", 2), ids("5", 2));
    }

    #[test]
    fn every_deal_is_a_permutation() {
        for game in [
            "1",
            "31999",
            "32000",
            "123456",
            "99999999999999999999",
            "ms8589934591",
            "ms3000000000",
        ] {
            for decks in [1, 2] {
                let mut order = ids(game, decks);
                order.sort_unstable();
                assert_eq!(
                    order,
                    (0..52 * decks as usize).collect::<Vec<_>>(),
                    "{game} x{decks}"
                );
            }
        }
        assert!(ids("7", 0).is_empty());
    }

    #[test]
    fn one_deck_lcg_deal_is_rearranged_and_differs_from_two_decks() {
        let one = dealing_order(GameNumber::Plain(1), 1);
        let two = dealing_order(GameNumber::Plain(1), 2);
        assert_eq!(one.len(), 52);
        assert_ne!(one[..8], two[..8]);
    }

    /// With exactly 52 cards an LCRandom31 deal is the MS FreeCell deal (the
    /// rearrangement plus this shuffle is the MS algorithm), so PySolFC's
    /// 1-deck games 1 and 617 must deal the published FreeCell #1 and #617
    /// layouts, row by row.
    #[test]
    fn one_deck_lcg_deals_match_ms_freecell() {
        let freecell = [
            (
                1,
                "JD 2D 9H JC 5D 7H 7C 5H KD KC 9S 5S AD QC KH 3H 2S KS 9D QD JS AS AH 3C \
                 4C 5C TS QH 4H AC 4D 7S 3S TD 4S TH 8H 2C JH 7D 6D 8S 8D QS 6C 3D 8C TC \
                 6S 9C 2H 6H",
            ),
            (
                617,
                "7D AD 5C 3S 5S 8C 2D AH TD 7S QD AC 6D 8H AS KH TH QC 3H 9D 6S 8D 3D TC \
                 KD 5H 9S 3C 8S 7H 4D JS 4C QS 9C 9H 7C 6H 2C 2S 4S TS 2H 5D JC 6C JH QH \
                 JD KS KC 4H",
            ),
        ];
        for (game, layout) in freecell {
            for number in [GameNumber::Plain(game), GameNumber::Ms(game as u64)] {
                let order = dealing_order(number, 1);
                let got: Vec<String> = order.iter().map(|c| c.to_string()).collect();
                assert_eq!(got.join(" "), layout, "FreeCell {number}");
            }
        }
    }

    #[test]
    fn parses_game_numbers() {
        let ok = |s: &str| s.parse::<GameNumber>().unwrap();
        assert_eq!(ok("123"), GameNumber::Plain(123));
        assert_eq!(ok("ms5"), GameNumber::Ms(5));
        assert_eq!(ok("12L"), GameNumber::Plain(12));
        assert_eq!(ok("1,234"), GameNumber::Plain(1234));
        assert_eq!(ok(" #1-2_3.4 "), GameNumber::Plain(1234));
        assert_eq!(ok("ms8589934591"), GameNumber::Ms(MS_MAX_SEED));
        assert_eq!(
            ok("12345678901234567890123"),
            GameNumber::Plain(12345678901234567890123)
        );
        for s in ["123", "ms5", "00000000000000012345"] {
            let g = ok(s);
            assert_eq!(g.to_string().parse::<GameNumber>(), Ok(g));
        }
        assert_eq!(ok("ms5").to_string(), "ms5");
        assert_eq!(ok("0042").to_string(), "42");
    }

    #[test]
    fn rejects_bad_game_numbers() {
        let err = |s: &str| s.parse::<GameNumber>().unwrap_err();
        assert_eq!(err("0"), "game 0 is out of range");
        assert_eq!(err("000"), "game 0 is out of range");
        assert_eq!(err(""), "empty game number");
        assert_eq!(err(" , "), "empty game number");
        assert!(err("abc").contains("not a PySolFC game number"));
        assert!(err("ms0").contains("out of range"));
        assert!(err("ms8589934592").contains("out of range"));
        assert!(err("ms99999999999999999999999").contains("out of range"));
        assert!(err(&format!("ms{}", "9".repeat(50))).contains("out of range"));
        assert!(err("ms").contains("not a PySolFC game number"));
        assert!(err("msx").contains("not a PySolFC game number"));
        assert!(err("+5").contains("not a PySolFC game number"));
        assert!(err("L").contains("not a PySolFC game number"));
        assert!(err("1e5").contains("not a PySolFC game number"));
        assert!(err("١٢").contains("not a PySolFC game number"));
        assert!(err("999999999999999999999999999999999999999999").contains("too large"));
        for s in [
            "0",
            "",
            "abc",
            "ms0",
            "ms",
            "999999999999999999999999999999999999999999",
        ] {
            assert!(!err(s).contains('\n'));
        }
    }
}
