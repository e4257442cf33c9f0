//! The batch runner's guarantees: an interrupted or torn run, resumed,
//! gives exactly the rows of an uninterrupted one; shards merge into the
//! single run; bad files are refused and left untouched.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use milligan::batch::{self, DealKind, Job, Shard};
use milligan::results::{self, Row, Verdict};
use milligan::rules;
use milligan::solver::Config;

fn dir(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("batch")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Node limits only (no time limit), so every run gives the same rows.
fn job(out: PathBuf, seeds: &str, shard: Shard, threads: usize) -> Job {
    Job {
        rules: rules::resolve("little-milligan").unwrap(),
        deals: DealKind::Native,
        seeds: seeds.parse().unwrap(),
        shard,
        only: None,
        config: Config {
            max_nodes: 20_000,
            timeout: None,
            ..Config::default()
        },
        player: None,
        via: None,
        threads,
        out,
        games: None,
    }
}

/// Everything but the wall-clock time, sorted by seed.
fn essence(rows: &[Row]) -> Vec<(u64, Verdict, Option<usize>, u64, u64)> {
    let mut v: Vec<_> = rows
        .iter()
        .map(|r| {
            (
                r.seed.parse().unwrap(),
                r.verdict,
                r.moves,
                r.nodes,
                r.states,
            )
        })
        .collect();
    v.sort();
    v
}

fn run(job: &Job) -> batch::Summary {
    job.run(|_| {}, |_| {}).unwrap()
}

fn rows(path: &Path) -> Vec<Row> {
    results::read_all(&[path]).unwrap()
}

/// The seeds of the rows with `verdict`, in order.
fn seeds_with(rows: &[Row], verdict: Verdict) -> Vec<u64> {
    let mut seeds: Vec<u64> = rows
        .iter()
        .filter(|r| r.verdict == verdict)
        .map(|r| r.seed.parse().unwrap())
        .collect();
    seeds.sort();
    seeds
}

#[test]
fn an_interrupted_run_resumed_equals_an_uninterrupted_one() {
    let d = dir("interrupted");
    let whole = job(d.join("whole.csv"), "1..40", Shard::WHOLE, 2);
    assert_eq!(run(&whole).written, 40);
    let reference = essence(&rows(&whole.out));
    assert_eq!(reference.len(), 40);

    // Stop after 10 rows, as Ctrl-C does.
    let mut part = job(d.join("part.csv"), "1..40", Shard::WHOLE, 2);
    let cancel = Arc::new(AtomicBool::new(false));
    part.config.cancel = Some(cancel.clone());
    let seen = AtomicUsize::new(0);
    let first = part
        .run(
            |_| {},
            |_| {
                if seen.fetch_add(1, Ordering::SeqCst) + 1 >= 10 {
                    cancel.store(true, Ordering::SeqCst);
                }
            },
        )
        .unwrap();
    assert!(
        first.interrupted && first.written >= 10 && first.written < 40,
        "{first:?}"
    );
    // Rerun the same job, as the same command again does.
    cancel.store(false, Ordering::SeqCst);
    let second = run(&part);
    assert_eq!(second.resumed, first.written);
    assert_eq!(second.written, 40 - first.written);
    assert_eq!(essence(&rows(&part.out)), reference);
}

#[test]
fn a_torn_last_row_is_redone_and_nothing_repeats() {
    let d = dir("torn");
    let whole = job(d.join("whole.csv"), "1..30", Shard::WHOLE, 1);
    run(&whole);
    let text = std::fs::read_to_string(&whole.out).unwrap();
    // A crash mid-write: the header, 12 complete rows, half of the 13th.
    let lines: Vec<&str> = text.lines().collect();
    let torn = format!(
        "{}\n{}",
        lines[..13].join("\n"),
        &lines[13][..lines[13].len() / 2]
    );
    let crashed = job(d.join("crashed.csv"), "1..30", Shard::WHOLE, 2);
    std::fs::write(&crashed.out, torn).unwrap();
    let err = results::read_all(&[&crashed.out]).unwrap_err().to_string();
    assert!(err.contains("torn"), "{err}");
    let summary = run(&crashed);
    assert_eq!((summary.resumed, summary.written), (12, 18));
    assert_eq!(essence(&rows(&crashed.out)), essence(&rows(&whole.out)));
}

#[test]
fn three_shards_merge_into_the_single_run() {
    let d = dir("shards");
    let single = job(d.join("single.csv"), "5..40", Shard::WHOLE, 2);
    run(&single);
    let shards: Vec<PathBuf> = (1..=3)
        .map(|i| {
            let j = job(
                d.join(format!("shard{i}.csv")),
                "5..40",
                Shard { index: i, count: 3 },
                1,
            );
            assert_eq!(run(&j).written, 12);
            j.out
        })
        .collect();
    let merged = results::read_all(&shards).unwrap();
    assert_eq!(essence(&merged), essence(&rows(&single.out)));
    // The same shard twice is a duplicated deal.
    let err = results::read_all(&[&shards[0], &shards[1], &shards[0]])
        .unwrap_err()
        .to_string();
    assert!(err.contains("appears twice"), "{err}");
}

#[test]
fn other_rules_or_settings_are_refused_and_the_file_left_untouched() {
    let d = dir("mixed");
    let first = job(d.join("r.csv"), "1..5", Shard::WHOLE, 1);
    run(&first);
    let before = std::fs::read(&first.out).unwrap();
    let mut other_limits = job(first.out.clone(), "1..10", Shard::WHOLE, 1);
    other_limits.config.max_nodes = 30_000;
    let err = other_limits.run(|_| {}, |_| {}).unwrap_err().to_string();
    assert!(err.contains("other rules or search settings"), "{err}");
    let mut other_rules = job(first.out.clone(), "1..10", Shard::WHOLE, 1);
    other_rules.rules.take_back = milligan::rules::TakeBack::Always;
    assert!(other_rules.run(|_| {}, |_| {}).is_err());
    assert_eq!(std::fs::read(&first.out).unwrap(), before);
}

/// A second run on a result file that a run is still writing is refused
/// with a one-line error, and the first run's rows are whole and single.
#[test]
fn a_second_run_on_the_same_file_is_refused() {
    let d = dir("locked");
    let out = d.join("shared.csv");
    let first = job(out.clone(), "1..6", Shard::WHOLE, 1);
    let second = job(out.clone(), "1..6", Shard::WHOLE, 1);
    let started = AtomicBool::new(false);
    let refused = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let writer = scope.spawn(|| {
            first.run(
                |_| started.store(true, Ordering::SeqCst),
                // Hold the file until the second run has been refused.
                |_| {
                    while !refused.load(Ordering::SeqCst) {
                        std::thread::yield_now();
                    }
                },
            )
        });
        while !started.load(Ordering::SeqCst) {
            std::thread::yield_now();
        }
        let result = second.run(|_| {}, |_| {});
        refused.store(true, Ordering::SeqCst);
        let err = result.unwrap_err().to_string();
        assert!(
            err.contains("being written by another milligan run"),
            "{err}"
        );
        assert!(err.contains("shared.csv") && !err.contains('\n'), "{err}");
        assert_eq!(writer.join().unwrap().unwrap().written, 6);
    });
    let single = job(d.join("single.csv"), "1..6", Shard::WHOLE, 1);
    run(&single);
    assert_eq!(essence(&rows(&out)), essence(&rows(&single.out)));
    // Once the first run is over, the file is free again (nothing left to do).
    assert_eq!(run(&second).written, 0);
}

/// A gzipped result file reads as the plain file it holds, also when it is
/// two gzip members one after the other; batch does not write one.
#[test]
fn gzipped_result_files_read_like_plain_ones() {
    use std::io::Write;
    let d = dir("gzip");
    let plain = job(d.join("plain.csv"), "1..8", Shard::WHOLE, 1);
    run(&plain);
    let text = std::fs::read(&plain.out).unwrap();
    let gzip = |parts: &[&[u8]]| {
        let mut out = Vec::new();
        for part in parts {
            let mut encoder = flate2::write::GzEncoder::new(Vec::new(), Default::default());
            encoder.write_all(part).unwrap();
            out.extend(encoder.finish().unwrap());
        }
        out
    };
    let whole = d.join("whole.csv.gz");
    std::fs::write(&whole, gzip(&[&text])).unwrap();
    let middle = text.len() / 2;
    let cut = middle + text[middle..].iter().position(|&b| b == b'\n').unwrap() + 1;
    let members = d.join("members.csv.gz");
    std::fs::write(&members, gzip(&[&text[..cut], &text[cut..]])).unwrap();
    for path in [&whole, &members] {
        assert_eq!(essence(&rows(path)), essence(&rows(&plain.out)), "{path:?}");
    }
    let broken = d.join("broken.csv.gz");
    std::fs::write(&broken, &gzip(&[&text])[..40]).unwrap();
    let Err(err) = results::read(&broken) else {
        panic!("a cut gzip file was read");
    };
    let err = err.to_string();
    assert!(
        err.contains("broken.csv.gz") && err.contains("gzip"),
        "{err}"
    );
    let gz_out = job(d.join("out.csv.gz"), "1..2", Shard::WHOLE, 1);
    let err = gz_out.run(|_| {}, |_| {}).unwrap_err().to_string();
    assert!(err.contains("plain CSV"), "{err}");
    assert!(!gz_out.out.exists());
}

/// `--open-in`: a second run at a larger cap takes exactly the deals the
/// first left unresolved, a player's file leaves open the deals it did not
/// win, and files that cannot say which deals are open (missing, other
/// rules) are refused.
#[test]
fn open_in_reruns_exactly_the_open_deals() {
    let d = dir("open-in");
    let mut small = job(d.join("small.csv"), "1..40", Shard::WHOLE, 2);
    small.config.max_nodes = 300;
    run(&small);
    let first = rows(&small.out);
    let open = seeds_with(&first, Verdict::Unresolved);
    assert!(
        !open.is_empty() && open.len() < first.len(),
        "want a cap that leaves some deals open and resolves others: {open:?}"
    );

    let mut again = job(d.join("again.csv"), "1..40", Shard::WHOLE, 2);
    again.only = Some(batch::open_deals(&again.rules, &[&small.out]).unwrap());
    assert_eq!(run(&again).written, open.len());
    let mut rerun: Vec<u64> = rows(&again.out)
        .iter()
        .map(|r| r.seed.parse().unwrap())
        .collect();
    rerun.sort();
    assert_eq!(rerun, open);
    // The larger cap resolves some of them; a deal resolved in any file is
    // open no more.
    let still = batch::open_deals(&again.rules, &[&small.out, &again.out]).unwrap();
    assert!(still.deals.len() < open.len(), "{still:?} of {open:?}");

    let rules = &again.rules;
    let err = batch::open_deals(rules, &[d.join("nothing.csv")])
        .unwrap_err()
        .to_string();
    assert!(err.contains("no result file"), "{err}");
    let mut other = rules.clone();
    other.take_back = milligan::rules::TakeBack::Always;
    let err = batch::open_deals(&other, &[&small.out])
        .unwrap_err()
        .to_string();
    assert!(err.contains("hold little-milligan rows of rules"), "{err}");
    let player_rows = d.join("player.csv");
    let text = std::fs::read_to_string(&small.out).unwrap();
    // The same rows as a player's, one won game turned lost: its won games
    // are won deals, and the deal it lost is open (a player's lost game
    // proves nothing).
    let turned = first
        .iter()
        .find(|r| r.verdict == Verdict::Won)
        .expect("a won deal at this cap");
    let turned_line = turned.to_line();
    let lost_line = Row {
        verdict: Verdict::Lost,
        moves: None,
        ..turned.clone()
    }
    .to_line();
    let played_text = text
        .replace(&turned_line, &lost_line)
        .replace(",exact,", ",greedy,");
    std::fs::write(&player_rows, played_text).unwrap();
    let mut not_won: Vec<u64> = open.clone();
    not_won.push(turned.seed.parse().unwrap());
    not_won.sort();
    let mut played: Vec<u64> = batch::open_deals(rules, &[&player_rows])
        .unwrap()
        .deals
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    played.sort();
    assert_eq!(played, not_won);

    // Gzipped files read alike; a torn one is refused, as stats refuses it.
    let gz = d.join("small.csv.gz");
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    std::io::Write::write_all(&mut encoder, text.as_bytes()).unwrap();
    std::fs::write(&gz, encoder.finish().unwrap()).unwrap();
    assert_eq!(
        batch::open_deals(rules, &[&gz]).unwrap().deals.len(),
        open.len()
    );
    let torn = d.join("torn.csv");
    std::fs::write(&torn, format!("{text}little-milligan,41,wo")).unwrap();
    let err = batch::open_deals(rules, &[&torn]).unwrap_err().to_string();
    assert!(err.contains("torn"), "{err}");
    // A range, or a deal kind, that holds none of the open deals is refused
    // before anything is written.
    let mut elsewhere = job(d.join("elsewhere.csv"), "41..60", Shard::WHOLE, 1);
    elsewhere.only = again.only.clone();
    let err = elsewhere.run(|_| {}, |_| {}).unwrap_err().to_string();
    assert!(err.contains("is a deal of native seeds 41..60"), "{err}");
    let mut pysol = job(d.join("pysol.csv"), "1..40", Shard::WHOLE, 1);
    (pysol.deals, pysol.only) = (DealKind::Pysol, again.only.clone());
    let err = pysol.run(|_| {}, |_| {}).unwrap_err().to_string();
    assert!(err.contains("PySolFC game numbers 1..40"), "{err}");
    assert!(!elsewhere.out.exists() && !pysol.out.exists());
}

/// `--via`: Miss Milligan solved under spanish-patience's stricter rules
/// wins exactly the deals spanish-patience wins, each replayed under
/// Miss Milligan's rules and stamped with them; looser rules as `via`,
/// whose wins use a move the run's rules lack, stop the run.
#[test]
fn via_stricter_rules_wins_what_they_win() {
    let d = dir("via");
    let two_deck = |variant: &str, out: &str| Job {
        rules: rules::resolve(variant).unwrap(),
        ..job(d.join(out), "1..6", Shard::WHOLE, 2)
    };
    let spanish = two_deck("spanish-patience", "spanish.csv");
    run(&spanish);
    let mut via = two_deck("miss-milligan", "via.csv");
    via.via = Some(rules::resolve("spanish-patience").unwrap());
    run(&via);
    let (plain, through) = (rows(&spanish.out), rows(&via.out));
    let won = |rows: &[Row]| seeds_with(rows, Verdict::Won);
    assert!(!won(&plain).is_empty(), "want a won deal among 1..6");
    assert_eq!(won(&through), won(&plain));
    for r in &through {
        assert_eq!(
            (r.variant.as_str(), &r.rules),
            ("miss-milligan", &via.rules.fingerprint())
        );
        assert_ne!(
            r.verdict,
            Verdict::Lost,
            "a loss under stricter rules proves nothing"
        );
    }
    // spanish-patience 8769 is proven lost within a million nodes; under
    // Miss Milligan's rules that is no verdict.
    let mut lost = two_deck("miss-milligan", "lost.csv");
    (lost.seeds, lost.config.max_nodes) = ("8769..8769".parse().unwrap(), 1_000_000);
    lost.via = via.via.clone();
    run(&lost);
    let row = &rows(&lost.out)[0];
    assert_eq!(
        (row.verdict, row.limit.as_str()),
        (Verdict::Unresolved, batch::VIA_LOST)
    );
    let mut own = two_deck("miss-milligan", "own.csv");
    own.seeds = "2..2".parse().unwrap();
    run(&own);
    assert_ne!(
        rows(&own.out)[0].search,
        through[0].search,
        "via is part of the settings"
    );

    // Miss Milligan's line of deal 2 uses the weave, which spanish-patience lacks.
    let mut looser = two_deck("spanish-patience", "looser.csv");
    looser.seeds = "2..2".parse().unwrap();
    looser.via = Some(rules::resolve("miss-milligan").unwrap());
    let err = looser.run(|_| {}, |_| {}).unwrap_err().to_string();
    assert!(
        err.contains("does not replay under spanish-patience"),
        "{err}"
    );
    // Rules that deal otherwise, or the run's own, are refused before
    // anything is written (no header, no sidecar to mislead a rerun).
    let mut other_deal = two_deck("miss-milligan", "other.csv");
    other_deal.via = Some(rules::resolve("little-milligan").unwrap());
    let err = other_deal.run(|_| {}, |_| {}).unwrap_err().to_string();
    assert!(
        err.contains("--via little-milligan: a position of miss-milligan is not one of its"),
        "{err}"
    );
    let mut own_rules = two_deck("miss-milligan", "own-rules.csv");
    own_rules.via = Some(own_rules.rules.clone());
    let err = own_rules.run(|_| {}, |_| {}).unwrap_err().to_string();
    assert!(err.contains("these are miss-milligan's own rules"), "{err}");
    assert!(!other_deal.out.exists() && !own_rules.out.exists());
    assert!(!other_deal.sidecar().exists());
}
