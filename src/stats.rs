//! Win-rate summaries with 95% Wilson intervals. Unresolved deals widen the
//! interval honestly: they count as lost for the lower bound and as won for
//! the upper bound.

use serde::Serialize;

use std::collections::{HashMap, HashSet};

use crate::deal::DealId;
use crate::results::{EXACT, Row, Verdict};

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

/// The `p` quantile (0..=1) of sorted, non-empty `sorted`: the value at
/// the nearest rank, `(len - 1) * p` rounded.
pub fn percentile<T: Copy>(sorted: &[T], p: f64) -> T {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
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
    /// The rows' solving times summed, in hours: the core time the run
    /// cost, since each deal is solved on one thread.
    pub core_hours: f64,
    /// How the lost deals were proven: each `proof` value with its count,
    /// by name (an empty name for rows without one: players' and older
    /// files' rows).
    pub lost_by_proof: Vec<(String, u64)>,
    /// Of the lost deals, how many `milligan check` proved lost again
    /// (see [`second_proofs`]); `None` when no check file was given.
    pub lost_checked: Option<u64>,
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
            let count = |v| mine.iter().filter(|r| r.verdict == v).count() as u64;
            let (won, lost, unresolved) = (
                count(Verdict::Won),
                count(Verdict::Lost),
                count(Verdict::Unresolved),
            );
            let deals = mine.len() as u64;
            let mut ms: Vec<u64> = mine.iter().map(|r| r.millis).collect();
            ms.sort_unstable();
            let mut lost_by_proof: Vec<(String, u64)> = Vec::new();
            for r in mine.iter().filter(|r| r.verdict == Verdict::Lost) {
                match lost_by_proof.iter_mut().find(|(p, _)| *p == r.proof) {
                    Some((_, n)) => *n += 1,
                    None => lost_by_proof.push((r.proof.clone(), 1)),
                }
            }
            lost_by_proof.sort();
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
                median_ms: percentile(&ms, 0.5),
                p95_ms: percentile(&ms, 0.95),
                peak_mib: mine.iter().map(|r| r.table_kib).max().unwrap_or(0) as f64 / 1024.0,
                core_hours: ms.iter().sum::<u64>() as f64 / 3_600_000.0,
                lost_by_proof,
                lost_checked: None,
            }
        })
        .collect()
}

/// What `milligan check` (through `scripts/check-losses.sh`) said of one
/// deal: a line `variant TAB seed TAB rules TAB outcome ...`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    pub variant: String,
    pub seed: String,
    pub rules: String,
    pub outcome: CheckOutcome,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckOutcome {
    /// Proven lost apart from the search (`lost ...`).
    Lost,
    /// The walk reached a won position (`WON ...`).
    Won,
    /// No verdict (`open ...`: too large, or an error).
    Open,
}

/// Reads the lines of a check file (tab-separated, as
/// `scripts/check-losses.sh` writes them); the error names the line.
pub fn parse_checks(text: &str) -> Result<Vec<Check>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            let fields: Vec<&str> = line.split('\t').collect();
            let outcome = match fields.get(3).and_then(|f| f.split(' ').next()) {
                Some("lost") => CheckOutcome::Lost,
                Some("WON") => CheckOutcome::Won,
                Some("open") => CheckOutcome::Open,
                _ => {
                    return Err(format!(
                        "line {}: want `variant<TAB>seed<TAB>rules<TAB>lost|WON|open ...`, found {line:?}",
                        i + 1
                    ));
                }
            };
            Ok(Check {
                variant: fields[0].to_string(),
                seed: fields[1].to_string(),
                rules: fields[2].to_string(),
                outcome,
            })
        })
        .collect()
}

/// Fills each exact summary's [`Summary::lost_checked`]: its lost deals
/// that a check line of the same variant, seed and rules confirms. A
/// check that contradicts a row (a `WON` walk on a deal the rows call
/// lost, or a confirmed loss of a deal they call won) is an error: one of
/// the two proofs is wrong, and no count may hide it.
pub fn second_proofs(
    summaries: &mut [Summary],
    rows: &[Row],
    checks: &[Check],
) -> Result<(), String> {
    let by_deal: HashMap<(&str, &str, &str), CheckOutcome> = checks
        .iter()
        .map(|c| {
            (
                (c.variant.as_str(), c.seed.as_str(), c.rules.as_str()),
                c.outcome,
            )
        })
        .collect();
    for s in summaries.iter_mut().filter(|s| s.player == EXACT) {
        let mut confirmed = 0;
        for r in rows
            .iter()
            .filter(|r| r.variant == s.variant && r.player == EXACT)
        {
            let check = by_deal.get(&(r.variant.as_str(), r.seed.as_str(), r.rules.as_str()));
            match (r.verdict, check) {
                (Verdict::Lost, Some(CheckOutcome::Lost)) => confirmed += 1,
                (Verdict::Lost, Some(CheckOutcome::Won))
                | (Verdict::Won, Some(CheckOutcome::Lost)) => {
                    return Err(format!(
                        "{} {}: the rows say {}, `milligan check` says {}: one of the two proofs is wrong",
                        r.variant,
                        r.seed,
                        r.verdict.name(),
                        if r.verdict == Verdict::Lost {
                            "won"
                        } else {
                            "lost"
                        }
                    ));
                }
                _ => {}
            }
        }
        s.lost_checked = Some(confirmed);
    }
    Ok(())
}

/// A variant's name in tables and lists, with the player unless it is the
/// exact solver: `miss-milligan`, `miss-milligan [greedy r2]`.
pub fn display_name(variant: &str, player: &str) -> String {
    if player == EXACT {
        variant.to_string()
    } else {
        format!("{variant} [{player}]")
    }
}

impl Summary {
    pub fn name(&self) -> String {
        display_name(&self.variant, &self.player)
    }

    /// Deals solved per core-hour, or 0 when the rows took no measurable
    /// time.
    pub fn deals_per_core_hour(&self) -> f64 {
        if self.core_hours > 0.0 {
            self.deals as f64 / self.core_hours
        } else {
            0.0
        }
    }
}

/// Two runs compared deal by deal (same deal numbers): which deals have
/// each pair of verdicts. Wins on either side are replayed wins, so under
/// the same rules a deal won by either run is proven winnable, a tighter
/// lower bound than either run's alone.
#[derive(Clone, Debug, PartialEq)]
pub struct CrossTable {
    /// The two runs' names (`display_name`).
    pub left: String,
    pub right: String,
    /// The two runs' rule fingerprints.
    pub left_rules: String,
    pub right_rules: String,
    /// `deals[l][r]`: the deals in both runs with verdict `Verdict::ALL[l]` on
    /// the left and `Verdict::ALL[r]` on the right, in the left run's order.
    pub deals: [[Vec<DealId>; 3]; 3],
    /// Deals in only one of the runs (not in `deals`).
    pub left_only: u64,
    pub right_only: u64,
    /// Deals won by one run and proven lost by the other under the same
    /// rules: impossible unless one of the two is wrong.
    pub contradictions: Vec<DealId>,
}

impl CrossTable {
    /// How many deals each pair of verdicts has.
    pub fn counts(&self) -> [[u64; 3]; 3] {
        self.deals
            .each_ref()
            .map(|row| row.each_ref().map(|d| d.len() as u64))
    }

    /// Deals in both runs.
    pub fn common(&self) -> u64 {
        self.counts().iter().flatten().sum()
    }

    /// Both runs play the same rules, so a win on either side is a win
    /// under both.
    pub fn same_rules(&self) -> bool {
        self.left_rules == self.right_rules
    }

    /// Deals in both runs won by at least one of them.
    pub fn won_by_either(&self) -> u64 {
        let neither: u64 = self.counts()[1..].iter().flat_map(|row| &row[1..]).sum();
        self.common() - neither
    }

    /// The discordant pairs of a paired comparison of the two win rates:
    /// deals won on the left and not on the right (lost or unresolved),
    /// and the other way round.
    pub fn won_on_one_side(&self) -> (u64, u64) {
        let c = self.counts();
        (c[0][1] + c[0][2], c[1][0] + c[2][0])
    }
}

/// McNemar's exact test of two win rates measured on the same deals: given
/// `b` deals won only on one side and `c` only on the other, the two-sided
/// p-value of "both sides win equally often", `min(1, 2 P(X <= min(b, c)))`
/// for X ~ Binomial(b + c, 1/2). Deals won or not won on both sides say
/// nothing about the difference, so they do not enter. Summed in log space:
/// b + c runs to thousands. Returned as its base-10 logarithm, which stays
/// finite where the p-value itself is below the smallest double (1,270
/// deals against 20).
pub fn mcnemar_exact_log10(b: u64, c: u64) -> f64 {
    let n = b + c;
    let k = b.min(c);
    // ln P(X = i), starting from ln 0.5^n, by P(i+1) = P(i) (n-i)/(i+1).
    let mut ln_p = -(n as f64) * std::f64::consts::LN_2;
    let mut terms = Vec::with_capacity(k as usize + 1);
    for i in 0..=k {
        terms.push(ln_p);
        ln_p += ((n - i) as f64).ln() - ((i + 1) as f64).ln();
    }
    let top = terms.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let tail = top + terms.iter().map(|t| (t - top).exp()).sum::<f64>().ln();
    ((tail + std::f64::consts::LN_2) / std::f64::consts::LN_10).min(0.0)
}

/// The one run (variant and player) that `rows` hold, or why not.
fn one_run<'a>(rows: &'a [Row], side: &str) -> Result<&'a Row, String> {
    let first = rows
        .first()
        .ok_or_else(|| format!("the {side} files hold no rows"))?;
    match rows
        .iter()
        .find(|r| (&r.variant, &r.player) != (&first.variant, &first.player))
    {
        None => Ok(first),
        Some(other) => Err(format!(
            "the {side} files hold more than one run ({} and {}); compare one run a side",
            display_name(&first.variant, &first.player),
            display_name(&other.variant, &other.player)
        )),
    }
}

/// A `lost` proves a loss only from the exact solver; a player's `lost` is
/// a game it lost.
fn proven_lost(row: &Row) -> bool {
    row.verdict == Verdict::Lost && row.player == EXACT
}

/// A row's deal, matched by value (`pysol:1,000` and `pysol:1000` are one
/// deal).
fn deal_of(row: &Row) -> Result<DealId, String> {
    row.seed.parse::<DealId>()
}

/// Compares two runs deal by deal, matching deals by their number. Each side
/// must be one run (its shards may be several files) holding each deal once,
/// and the two must share at least one deal.
pub fn cross_table(left: &[Row], right: &[Row]) -> Result<CrossTable, String> {
    let (l0, r0) = (one_run(left, "left")?, one_run(right, "right")?);
    let index = |rows: &[Row], side: &str| -> Result<HashMap<DealId, (Verdict, bool)>, String> {
        let mut map = HashMap::with_capacity(rows.len());
        for row in rows {
            let deal = deal_of(row)?;
            if map.insert(deal, (row.verdict, proven_lost(row))).is_some() {
                return Err(format!("deal {deal} appears twice in the {side} files"));
            }
        }
        Ok(map)
    };
    let by_deal = index(right, "right")?;
    let mut table = CrossTable {
        left: display_name(&l0.variant, &l0.player),
        right: display_name(&r0.variant, &r0.player),
        left_rules: l0.rules.clone(),
        right_rules: r0.rules.clone(),
        deals: Default::default(),
        left_only: 0,
        right_only: 0,
        contradictions: Vec::new(),
    };
    let mut seen = HashSet::with_capacity(left.len());
    for row in left {
        let (deal, l) = (deal_of(row)?, row.verdict);
        if !seen.insert(deal) {
            return Err(format!("deal {deal} appears twice in the left files"));
        }
        let Some(&(r, right_lost)) = by_deal.get(&deal) else {
            table.left_only += 1;
            continue;
        };
        table.deals[l.index()][r.index()].push(deal);
        let clash = (l == Verdict::Won && right_lost) || (r == Verdict::Won && proven_lost(row));
        if table.same_rules() && clash {
            table.contradictions.push(deal);
        }
    }
    table.right_only = by_deal.keys().filter(|d| !seen.contains(*d)).count() as u64;
    if table.common() == 0 {
        return Err(format!(
            "no deal is in both runs ({} and {}; native seeds and pysol:N numbers never match)",
            table.left, table.right
        ));
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Verdict::{Lost, Unresolved, Won};

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

    /// The McNemar p-value itself.
    fn mcnemar_exact(b: u64, c: u64) -> f64 {
        10f64.powf(mcnemar_exact_log10(b, c))
    }

    #[test]
    fn mcnemar_exact_stays_finite_in_log_space() {
        // 2 P(X <= 20), X ~ Binomial(1290, 1/2): 2 C(1290, 20) 2^-1290 (1 +
        // about 20/1270) is 10^-344.26.
        let log10 = mcnemar_exact_log10(1270, 20);
        assert!((log10 + 344.26).abs() < 0.01, "{log10}");
        assert_eq!(mcnemar_exact(1270, 20), 0.0);
        assert!((mcnemar_exact_log10(1, 9) - (22.0f64 / 1024.0).log10()).abs() < 1e-12);
    }

    /// Exact values: b = 1, c = 9 is P(X <= 1) = 11/1024 for n = 10, so
    /// p = 22/1024; b = 0, c = 5 is 2/32; balanced counts give 1; the
    /// large cases against sums of binomial coefficients in exact
    /// rationals (Python's fractions).
    #[test]
    fn mcnemar_exact_matches_the_binomial() {
        assert!((mcnemar_exact(1, 9) - 22.0 / 1024.0).abs() < 1e-12);
        assert!((mcnemar_exact(9, 1) - 22.0 / 1024.0).abs() < 1e-12);
        assert!((mcnemar_exact(0, 5) - 2.0 / 32.0).abs() < 1e-12);
        assert_eq!(mcnemar_exact(0, 0), 1.0);
        assert_eq!(mcnemar_exact(5, 5), 1.0);
        assert_eq!(mcnemar_exact(1000, 1000), 1.0);
        // 40 against 60: P(X <= 40) for n = 100 is 0.028444, so p = 0.056888.
        assert!(
            (mcnemar_exact(40, 60) - 0.056_888).abs() < 1e-5,
            "{}",
            mcnemar_exact(40, 60)
        );
        // 300 against 700: 1.76657e-37.
        let p = mcnemar_exact(300, 700);
        assert!((p / 1.766_567_8e-37 - 1.0).abs() < 1e-6, "{p}");
    }

    fn row(seed: u64, verdict: Verdict) -> Row {
        Row {
            variant: "giant".into(),
            seed: seed.to_string(),
            verdict,
            moves: (verdict == Won).then_some(10),
            nodes: 1,
            millis: seed,
            limit: String::new(),
            states: 1,
            table_kib: seed,
            rules: "r".into(),
            search: "s".into(),
            player: "exact".into(),
            proof: String::new(),
        }
    }

    /// Check lines count only where variant, seed and rules all match a
    /// lost row; a contradiction either way is refused, naming the deal.
    #[test]
    fn second_proofs_count_matching_confirmations_and_refuse_contradictions() {
        let rows: Vec<Row> = (1..=6)
            .map(|s| row(s, if s <= 4 { Lost } else { Won }))
            .collect();
        let text = "giant\t1\tr\tlost 10 2\n\
                    giant\t2\tr\tlost 5 0 safe-home\n\
                    giant\t3\tother\tlost 5 0\n\
                    millie\t4\tr\tlost 5 0\n\
                    giant\t4\tr\topen more than 9 positions\n";
        let checks = parse_checks(text).unwrap();
        assert_eq!(checks.len(), 5);
        let mut summaries = summarise(&rows);
        assert_eq!(summaries[0].lost_checked, None);
        second_proofs(&mut summaries, &rows, &checks).unwrap();
        // Seeds 1 and 2; not 3 (other rules), 4 (other variant; open).
        assert_eq!(summaries[0].lost_checked, Some(2));

        let won_walk = parse_checks("giant\t3\tr\tWON reached a won position\n").unwrap();
        let err = second_proofs(&mut summarise(&rows), &rows, &won_walk).unwrap_err();
        assert!(err.contains("giant 3") && err.contains("wrong"), "{err}");
        let lost_win = parse_checks("giant\t5\tr\tlost 3 1\n").unwrap();
        let err = second_proofs(&mut summarise(&rows), &rows, &lost_win).unwrap_err();
        assert!(err.contains("giant 5"), "{err}");

        let err = parse_checks("giant\t1\tr\tlost 1 0\ngiant 2 r lost\n").unwrap_err();
        assert!(err.starts_with("line 2:"), "{err}");
    }

    #[test]
    fn unresolved_deals_widen_the_interval_both_ways() {
        let mut rows: Vec<Row> = (0..50).map(|s| row(s, Won)).collect();
        rows.extend((50..90).map(|s| row(s, Lost)));
        rows.extend((90..100).map(|s| row(s, Unresolved)));
        let s = &summarise(&rows)[0];
        assert_eq!((s.deals, s.won, s.lost, s.unresolved), (100, 50, 40, 10));
        assert!(close(s.win_rate, 50.0 / 90.0));
        assert!(close(s.low, wilson(50, 100, Z95).0));
        assert!(close(s.high, wilson(60, 100, Z95).1));
        assert_eq!((s.median_ms, s.p95_ms), (50, 94));
        assert!(close(s.peak_mib, 99.0 / 1024.0));
        // Rows take 0..99 ms: 4,950 ms in all.
        assert!(close(s.core_hours, 4950.0 / 3_600_000.0));
        assert!(close(s.deals_per_core_hour(), 100.0 * 3_600_000.0 / 4950.0));
    }

    /// A player run against an exact run: every pair of verdicts lands in
    /// its cell, unmatched deals on each side are counted apart, and a win
    /// against a proven loss under the same rules is a contradiction.
    #[test]
    fn cross_table_counts_each_pair_of_verdicts() {
        let exact: Vec<Row> = [
            (1, Won),
            (2, Won),
            (3, Unresolved),
            (4, Unresolved),
            (5, Lost),
            (6, Unresolved),
            (9, Won),
        ]
        .into_iter()
        .map(|(s, v)| row(s, v))
        .collect();
        let player = |verdicts: &[(u64, Verdict)]| -> Vec<Row> {
            verdicts
                .iter()
                .map(|&(s, v)| Row {
                    player: "mc r2".into(),
                    ..row(s, v)
                })
                .collect()
        };
        let played = player(&[
            (1, Won),
            (2, Lost),
            (3, Won),
            (4, Lost),
            (5, Lost),
            (6, Lost),
            (7, Won),
        ]);
        let t = cross_table(&played, &exact).unwrap();
        assert_eq!(
            (t.left.as_str(), t.right.as_str()),
            ("giant [mc r2]", "giant")
        );
        assert_eq!(t.counts(), [[1, 0, 1], [1, 1, 2], [0, 0, 0]]);
        assert_eq!(t.deals[1][2], [DealId::Seed(4), DealId::Seed(6)]);
        assert_eq!((t.common(), t.left_only, t.right_only), (6, 1, 1));
        assert_eq!(t.won_by_either(), 3);
        assert!(t.contradictions.is_empty() && t.same_rules());

        let clash = cross_table(&player(&[(5, Won)]), &exact).unwrap();
        assert_eq!(clash.contradictions, [DealId::Seed(5)]);
        let other_rules: Vec<Row> = exact
            .iter()
            .map(|r| Row {
                rules: "q".into(),
                ..r.clone()
            })
            .collect();
        let elsewhere = cross_table(&player(&[(5, Won)]), &other_rules).unwrap();
        assert!(
            elsewhere.contradictions.is_empty(),
            "other rules may differ"
        );
        assert!(!elsewhere.same_rules());
        // A player's lost game is no proof: no contradiction with a win.
        assert!(
            cross_table(&exact, &played)
                .unwrap()
                .contradictions
                .is_empty()
        );
    }

    #[test]
    fn cross_table_wants_one_run_a_side_each_deal_once_and_a_shared_deal() {
        let mut two = vec![row(1, Won)];
        two.push(Row {
            variant: "nomad".into(),
            ..row(2, Won)
        });
        let err = cross_table(&two, &[row(1, Won)]).unwrap_err();
        assert!(err.contains("giant and nomad"), "{err}");
        let err = cross_table(&[row(1, Won)], &[]).unwrap_err();
        assert!(err.contains("right files hold no rows"), "{err}");
        let twice = [row(1, Won), row(1, Lost)];
        let err = cross_table(&twice, &[row(1, Won)]).unwrap_err();
        assert!(
            err.contains("deal 1 appears twice in the left files"),
            "{err}"
        );
        let err = cross_table(&[row(1, Won)], &[row(2, Won)]).unwrap_err();
        assert!(err.contains("no deal is in both runs"), "{err}");
    }

    /// Deals match by value, not by how the file spells them.
    #[test]
    fn cross_table_matches_deal_numbers_by_value() {
        let pysol = |seed: &str, verdict: Verdict| Row {
            seed: seed.into(),
            ..row(0, verdict)
        };
        let t = cross_table(
            &[pysol("pysol:1,000", Won), pysol("7", Lost)],
            &[pysol("pysol:1000", Unresolved), pysol("pysol:7", Won)],
        )
        .unwrap();
        assert_eq!(t.counts(), [[0, 0, 1], [0; 3], [0; 3]]);
        assert_eq!((t.left_only, t.right_only), (1, 1));
    }
}
