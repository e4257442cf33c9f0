//! Win-rate summaries with 95% Wilson intervals. Unresolved deals widen the
//! interval honestly: they count as lost for the lower bound and as won for
//! the upper bound.

use serde::Serialize;

use crate::batch::Row;

/// z for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval for `k` successes in `n` trials.
pub fn wilson(k: u64, n: u64, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// One variant's numbers under one player.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    pub variant: String,
    /// `exact` (the solver) or a no-peek player's label.
    pub player: String,
    pub rules: String,
    pub deals: u64,
    pub won: u64,
    pub lost: u64,
    pub unresolved: u64,
    /// Won among resolved deals (NaN-free: 0 when none resolved).
    pub win_rate: f64,
    /// 95% bounds: unresolved counted as lost (low) and as won (high).
    pub low: f64,
    pub high: f64,
    pub median_ms: u64,
    pub p95_ms: u64,
    /// The largest transposition table of any deal, in MiB.
    pub peak_mib: f64,
}

/// Summaries per variant and player, in order of first appearance.
pub fn summarise(rows: &[Row]) -> Vec<Summary> {
    let mut order: Vec<(&str, &str)> = Vec::new();
    for r in rows {
        let who = (r.variant.as_str(), r.player.as_str());
        if !order.contains(&who) {
            order.push(who);
        }
    }
    order
        .into_iter()
        .map(|(variant, player)| {
            let mine: Vec<&Row> = rows
                .iter()
                .filter(|r| r.variant == variant && r.player == player)
                .collect();
            let count = |v: &str| mine.iter().filter(|r| r.verdict == v).count() as u64;
            let (won, lost, unresolved) = (count("won"), count("lost"), count("unresolved"));
            let deals = mine.len() as u64;
            let mut ms: Vec<u64> = mine.iter().map(|r| r.millis).collect();
            ms.sort_unstable();
            let at = |p: f64| ms[((ms.len() - 1) as f64 * p).round() as usize];
            Summary {
                variant: variant.to_string(),
                player: player.to_string(),
                rules: mine[0].rules.clone(),
                deals,
                won,
                lost,
                unresolved,
                win_rate: if won + lost == 0 {
                    0.0
                } else {
                    won as f64 / (won + lost) as f64
                },
                low: wilson(won, deals, Z95).0,
                high: wilson(won + unresolved, deals, Z95).1,
                median_ms: at(0.5),
                p95_ms: at(0.95),
                peak_mib: mine.iter().map(|r| r.table_kib).max().unwrap_or(0) as f64 / 1024.0,
            }
        })
        .collect()
}

/// A variant's name in tables and lists, with the player unless it is the
/// exact solver: `miss-milligan`, `miss-milligan [greedy r2]`.
pub fn display_name(variant: &str, player: &str) -> String {
    if player == crate::batch::EXACT {
        variant.to_string()
    } else {
        format!("{variant} [{player}]")
    }
}

impl Summary {
    pub fn name(&self) -> String {
        display_name(&self.variant, &self.player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-5
    }

    /// Reference values from the Wilson formula as tabulated by
    /// Newcombe (1998), Statistics in Medicine 17, table I (95%, no
    /// continuity correction): 81/263 -> 0.2553..0.3662, 15/148 ->
    /// 0.0624..0.1605, 0/20 -> 0..0.1611, 1/29 -> 0.0061..0.1718.
    #[test]
    fn wilson_bounds_match_published_values() {
        for (k, n, lo, hi) in [
            (81, 263, 0.2553, 0.3662),
            (15, 148, 0.0624, 0.1605),
            (0, 20, 0.0, 0.1611),
            (1, 29, 0.0061, 0.1718),
        ] {
            let (l, h) = wilson(k, n, Z95);
            assert!(
                close(l, lo) && close(h, hi),
                "{k}/{n}: {l:.4}..{h:.4}, want {lo}..{hi}"
            );
        }
        assert_eq!(wilson(0, 0, Z95), (0.0, 1.0));
        let (l, h) = wilson(10, 10, Z95);
        assert!(close(h, 1.0) && close(l, 0.7225), "{l} {h}");
    }

    #[test]
    fn unresolved_deals_widen_the_interval_both_ways() {
        let row = |seed: u64, verdict: &str| Row {
            variant: "giant".into(),
            seed: seed.to_string(),
            verdict: verdict.into(),
            moves: (verdict == "won").then_some(10),
            nodes: 1,
            millis: seed,
            limit: String::new(),
            states: 1,
            table_kib: seed,
            rules: "r".into(),
            search: "s".into(),
            player: "exact".into(),
        };
        let mut rows: Vec<Row> = (0..50).map(|s| row(s, "won")).collect();
        rows.extend((50..90).map(|s| row(s, "lost")));
        rows.extend((90..100).map(|s| row(s, "unresolved")));
        let s = &summarise(&rows)[0];
        assert_eq!((s.deals, s.won, s.lost, s.unresolved), (100, 50, 40, 10));
        assert!(close(s.win_rate, 50.0 / 90.0));
        assert!(close(s.low, wilson(50, 100, Z95).0));
        assert!(close(s.high, wilson(60, 100, Z95).1));
        assert_eq!((s.median_ms, s.p95_ms), (50, 94));
        assert!(close(s.peak_mib, 99.0 / 1024.0));
    }
}
