//! The command line as a user sees it: the real binary, its stdout, stderr
//! and exit code. Every failure must be one line on stderr starting with
//! `milligan: error:`, exit code 2, and no panic; files a failed command
//! was pointed at are left byte for byte as they were.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What one run of the binary showed.
#[derive(Debug)]
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn milligan(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_milligan"))
        .args(args)
        .output()
        .expect("the milligan binary runs");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    }
}

/// A successful run: exit 0, nothing alarming on stderr.
fn ok(args: &[&str]) -> Run {
    let run = milligan(args);
    assert_eq!(run.code, Some(0), "milligan {args:?} failed: {run:?}");
    assert!(!run.stderr.contains("panicked"), "{run:?}");
    run
}

/// A refused run: exit 2, exactly one stderr line `milligan: error: ...`
/// containing every `needle`, and no panic. Returns the message.
fn refused(args: &[&str], needles: &[&str]) -> String {
    let run = milligan(args);
    assert!(
        !run.stderr.contains("panicked"),
        "milligan {args:?} panicked: {run:?}"
    );
    assert_eq!(run.code, Some(2), "milligan {args:?}: {run:?}");
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines.len(),
        1,
        "milligan {args:?}: want one stderr line, got {:?}",
        run.stderr
    );
    let line = lines[0];
    assert!(
        line.starts_with("milligan: error: "),
        "milligan {args:?}: {line:?}"
    );
    for needle in needles {
        assert!(
            line.contains(needle),
            "milligan {args:?}: {line:?} does not mention {needle:?}"
        );
    }
    line.to_string()
}

/// A fresh, empty folder for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create the scratch folder");
    dir
}

fn s(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
}

fn bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

/// The tiny batch run the tests use: native seeds `a..b` of `variant`.
fn batch(variant: &str, seeds: &str, max_nodes: &str, out: &Path) -> Run {
    ok(&[
        "batch",
        "--variant",
        variant,
        "--seeds",
        seeds,
        "--max-nodes",
        max_nodes,
        "--threads",
        "1",
        "--out",
        s(out),
    ])
}

/// The tiny play run the tests use: `player` on shard `shard` of native
/// seeds `seeds` of little-milligan, one thread.
fn play(player: &str, seeds: &str, shard: &str, out: &Path) -> Run {
    ok(&[
        "play",
        "--player",
        player,
        "--variant",
        "little-milligan",
        "--seeds",
        seeds,
        "--shard",
        shard,
        "--threads",
        "1",
        "--out",
        s(out),
    ])
}

/// Verdict counts per variant and the won deals, counted from the CSV text.
fn count_csv(paths: &[&Path]) -> (BTreeMap<String, [u64; 3]>, Vec<String>) {
    let mut counts: BTreeMap<String, [u64; 3]> = BTreeMap::new();
    let mut won = Vec::new();
    for path in paths {
        let text = read(path);
        let mut lines = text.lines();
        let header = lines.next().expect("a header");
        assert!(
            header.starts_with("variant,seed,verdict,moves,nodes,millis"),
            "{header}"
        );
        for line in lines {
            let fields: Vec<&str> = line.split(',').collect();
            let slot = match fields[2] {
                "won" => 0,
                "lost" => 1,
                "unresolved" => 2,
                other => panic!("verdict {other:?} in {line:?}"),
            };
            counts.entry(fields[0].to_string()).or_default()[slot] += 1;
            if slot == 0 {
                won.push(format!("{} {}", fields[0], fields[1]));
            }
        }
    }
    (counts, won)
}

/// A reduced-deck rule file (two black suits, A..5, 3 columns: no builds
/// at all) whose deals are solved in a few nodes, many of them lost.
fn tiny_rules(dir: &Path) -> PathBuf {
    let toml = ok(&["variants", "little-milligan", "--format", "toml"]).stdout;
    let mut text = String::new();
    for line in toml.lines() {
        let line = match line.split(" = ").next().unwrap_or("") {
            "id" => "id = \"tiny\"",
            "ranks" => "ranks = 5",
            "suits" => "suits = \"CS\"",
            "columns" => "columns = 3",
            "layout" => "layout = [\"up 1-3\"]",
            _ => line,
        };
        text.push_str(line);
        text.push('\n');
    }
    let path = dir.join("tiny.toml");
    write(&path, &text);
    path
}

// ---------------------------------------------------------------- variants

use common::VARIANTS as IDS;

#[test]
fn variants_lists_all_seventeen_ids() {
    let run = ok(&["variants"]);
    let listed: Vec<&str> = run
        .stdout
        .lines()
        .map(|l| l.split_whitespace().next().unwrap_or(""))
        .collect();
    assert_eq!(listed, IDS, "{}", run.stdout);
    // Each line carries a summary after the id.
    for line in run.stdout.lines() {
        assert!(line.split_whitespace().count() > 2, "{line:?}");
    }
}

#[test]
fn variants_describes_giant() {
    let run = ok(&["variants", "giant"]);
    let text = &run.stdout;
    assert!(text.starts_with("Giant (giant)\n"), "{text}");
    for needle in [
        "2 deck(s)",
        "104 cards",
        "8 columns",
        "Take-back from foundations: once the stock is empty",
        "PySolFC game id: 65",
        "Fingerprint: ",
    ] {
        assert!(text.contains(needle), "no {needle:?} in\n{text}");
    }
}

#[test]
fn variants_toml_is_a_rule_file() {
    let dir = scratch("variants_toml_is_a_rule_file");
    let toml = ok(&["variants", "giant", "--format", "toml"]).stdout;
    assert!(toml.contains("id = \"giant\""), "{toml}");
    assert!(toml.contains("take-back = \"after-stock\""), "{toml}");
    let path = dir.join("giant.toml");
    write(&path, &toml);
    let from_file = ok(&["show", "--variant", s(&path), "--seed", "1"]).stdout;
    let builtin = ok(&["show", "--variant", "giant", "--seed", "1"]).stdout;
    assert!(
        from_file.starts_with("Giant (giant), seed 1\n"),
        "{from_file}"
    );
    assert_eq!(from_file, builtin);
    // The rule file describes exactly the built-in rules (same fingerprint).
    let described = ok(&["variants", s(&path)]).stdout;
    assert_eq!(described, ok(&["variants", "giant"]).stdout);
}

// -------------------------------------------------------------------- show

#[test]
fn show_pysol_game_one() {
    let run = ok(&["show", "--variant", "miss-milligan", "--deal", "pysol:1"]);
    let text = &run.stdout;
    assert!(
        text.starts_with("Miss Milligan (miss-milligan), pysol:1\n"),
        "{text}"
    );
    assert!(text.contains("Stock: 96 cards (12 deal(s) left)"), "{text}");
    let firsts: Vec<String> = (1..=8)
        .map(|c| {
            let prefix = format!("{c:>2}: ");
            let line = text
                .lines()
                .find(|l| l.starts_with(&prefix))
                .unwrap_or_else(|| panic!("no column {c} in\n{text}"));
            line[prefix.len()..]
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    assert_eq!(
        firsts,
        ["3D", "5H", "JC", "KH", "5S", "5H", "KC", "KC"],
        "{text}"
    );
}

#[test]
fn show_deal_format_round_trips_through_a_file() {
    let dir = scratch("show_deal_format_round_trips_through_a_file");
    for (variant, pick, value) in [
        ("miss-milligan", "--deal", "pysol:1"),
        ("gypsy", "--seed", "7"),
        ("moltke", "--seed", "3"),
    ] {
        let deal = ok(&[
            "show",
            "--variant",
            variant,
            pick,
            value,
            "--format",
            "deal",
        ])
        .stdout;
        assert!(deal.starts_with(&format!("variant {variant}\n")), "{deal}");
        assert!(deal.contains("\nstock: "), "{deal}");
        let path = dir.join(format!("{variant}.deal"));
        write(&path, &deal);
        let again = ok(&["show", "--file", s(&path), "--format", "deal"]).stdout;
        assert_eq!(again, deal, "{variant}");
        // The picture is the same too, source line included.
        let text = ok(&["show", "--variant", variant, pick, value]).stdout;
        assert_eq!(ok(&["show", "--file", s(&path)]).stdout, text, "{variant}");
    }
}

// -------------------------------------------------------------- bad input

#[test]
fn unknown_variant_lists_the_known_ids() {
    refused(
        &["show", "--variant", "nope", "--seed", "1"],
        &["nope", "gypsy", "miss-milligan", "little-milligan"],
    );
    refused(&["variants", "nope"], &["nope", "gypsy"]);
    refused(
        &["solve", "--variant", "nope", "--seed", "1"],
        &["nope", "gypsy"],
    );
}

#[test]
fn bad_seeds_and_deals_are_refused() {
    let show = |extra: &[&str], needles: &[&str]| {
        let mut args = vec!["show", "--variant", "miss-milligan"];
        args.extend_from_slice(extra);
        refused(&args, needles)
    };
    show(&["--seed", "abc"], &["'abc'", "seed"]);
    show(&["--seed", "-1"], &["'-1'", "seed"]);
    show(&["--seed", "18446744073709551616"], &["seed"]);
    show(&["--seed", "pysol:5"], &["--deal pysol:N"]);
    show(&["--deal", "5"], &["'5'", "pysol:N"]);
    show(&["--deal", "pysol:0"], &["0"]);
    show(&["--deal", "pysol:x"], &["x"]);
    show(&[], &["--seed"]);
    refused(&["show", "--seed", "1"], &["--variant"]);
    // Clap's own complaints are one line too.
    show(&["--seed", "1", "--deal", "pysol:1"], &["--seed", "--deal"]);
    show(&["--seed", "1", "--bogus"], &["--bogus"]);
    show(&["--seed", "1", "--format", "xml"], &["xml"]);
    refused(&["frobnicate"], &["frobnicate"]);
    refused(
        &[
            "solve",
            "--variant",
            "millie",
            "--seed",
            "1",
            "--frozen-backoff",
            "--no-frozen",
        ],
        &["--frozen-backoff", "--no-frozen"],
    );
}

/// little-milligan seed 1 as a position file, as lines.
fn little_deal() -> Vec<String> {
    ok(&[
        "show",
        "--variant",
        "little-milligan",
        "--seed",
        "1",
        "--format",
        "deal",
    ])
    .stdout
    .lines()
    .map(str::to_string)
    .collect()
}

fn line_of(lines: &[String], prefix: &str) -> usize {
    lines
        .iter()
        .position(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix:?} line in {lines:?}"))
}

#[test]
fn position_file_with_a_wrong_card_count() {
    let dir = scratch("position_file_with_a_wrong_card_count");
    let mut lines = little_deal();
    let stock = line_of(&lines, "stock:");
    let last = lines[stock].split_whitespace().last().unwrap().to_string();
    let cut = lines[stock].len() - last.len() - 1;
    lines[stock].truncate(cut);
    let path = dir.join("short.deal");
    write(&path, &(lines.join("\n") + "\n"));
    refused(&["show", "--file", s(&path)], &["short.deal", "51", "52"]);
    refused(&["solve", "--file", s(&path)], &["51", "52"]);

    // One card too many: 53.
    let mut lines = little_deal();
    let stock = line_of(&lines, "stock:");
    lines[stock].push_str(" AS");
    let path = dir.join("long.deal");
    write(&path, &(lines.join("\n") + "\n"));
    refused(&["show", "--file", s(&path)], &["long.deal"]);
}

#[test]
fn position_file_with_a_duplicate_card_names_its_line() {
    let dir = scratch("position_file_with_a_duplicate_card_names_its_line");
    let mut lines = little_deal();
    // Put column 1's card on column 2 too, and take the last stock card
    // out so that the count stays right.
    let col1 = line_of(&lines, "col 1:");
    let col2 = line_of(&lines, "col 2:");
    let card = lines[col1].split_whitespace().last().unwrap().to_string();
    lines[col2] = format!("{} {card}", lines[col2]);
    let stock = line_of(&lines, "stock:");
    let last = lines[stock].split_whitespace().last().unwrap().to_string();
    let cut = lines[stock].len() - last.len() - 1;
    lines[stock].truncate(cut);
    let path = dir.join("dup.deal");
    write(&path, &(lines.join("\n") + "\n"));
    let line = format!("line {}", col2 + 1);
    refused(&["show", "--file", s(&path)], &["dup.deal", &line, &card]);
}

/// Input that once ran and exited 0: `--threads 0` (read as "all cores"
/// by the thread pool), and `stats` of a file with no rows.
#[test]
fn zero_threads_and_empty_result_files_are_refused() {
    let dir = scratch("zero_threads_and_empty_result_files_are_refused");
    let out = dir.join("run.csv");
    let run = ["batch", "--variant", "little-milligan", "--seeds", "1..2"];
    refused(
        &[&run[..], &["--threads", "0", "--out", s(&out)]].concat(),
        &["--threads", "at least 1"],
    );
    assert!(!out.exists(), "a refused run writes nothing");
    refused(
        &[
            "bench",
            "--variant",
            "little-milligan",
            "--seeds",
            "1..2",
            "--threads",
            "0",
        ],
        &["--threads", "at least 1"],
    );
    let empty = dir.join("empty.csv");
    write(&empty, "");
    refused(&["stats", s(&empty)], &["empty.csv", "no result rows"]);
    batch("little-milligan", "1..2", "500", &out);
    let header = dir.join("header.csv");
    write(
        &header,
        &format!("{}\n", read(&out).lines().next().unwrap()),
    );
    refused(
        &["stats", "--combine", s(&header)],
        &["header.csv", "no result rows"],
    );
    // Beside a file with rows, an empty shard is no error.
    ok(&["stats", s(&header), s(&out)]);
}

/// `play --games` writes every game as a solution file that `verify`
/// replays to the row's verdict, with as many moves as a won row says;
/// `verify --mechanisms` counts grace periods, moves inside them and
/// take-backs (the fixtures: gypsy's one take-back, none in plain Miss
/// Milligan, and the grace game's six periods and 14 free moves pinned as
/// counted).
#[test]
fn played_games_are_written_and_their_mechanisms_counted() {
    let dir = scratch("played_games_are_written");
    let (out, games) = (dir.join("greedy.csv"), dir.join("games"));
    ok(&[
        "play",
        "--player",
        "greedy",
        "--variant",
        "little-milligan",
        "--seeds",
        "1..12",
        "--threads",
        "2",
        "--out",
        s(&out),
        "--games",
        s(&games),
    ]);
    let rows = read(&out);
    let mut names: Vec<String> = std::fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort_by_key(|n| n.trim_end_matches(".sol").parse::<u64>().unwrap_or(0));
    let want: Vec<String> = (1..=12).map(|n| format!("{n}.sol")).collect();
    assert_eq!(names, want, "one file a game, none half-written");
    let mut won = 0;
    for line in rows.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        let file = games.join(format!("{}.sol", f[1]));
        let run = milligan(&["verify", "--mechanisms", s(&file)]);
        let moves = read(&file)
            .split("moves:\n")
            .nth(1)
            .unwrap()
            .lines()
            .count();
        if f[2] == "won" {
            won += 1;
            assert_eq!(run.code, Some(0), "{run:?}");
            assert_eq!(f[3].parse::<usize>().unwrap(), moves, "{line}");
        } else {
            assert_eq!(run.code, Some(1), "{line}: {run:?}");
        }
        assert!(
            run.stdout.ends_with(
                "mechanisms: 0 grace period(s) opened, 0 move(s) made while one was open (0 free: illegal without it), 0 card(s) taken back from the foundations\n"
            ),
            "{run:?}"
        );
    }
    assert!(won > 0 && won < 12, "{rows}");
    let fixture = |v: &str| format!("{}/tests/data/view/{v}.sol", env!("CARGO_MANIFEST_DIR"));
    for (v, counts) in [
        ("gypsy", [0, 0, 0, 1]),
        ("miss-milligan", [0, 0, 0, 0]),
        ("miss-milligan-grace", [6, 119, 14, 0]),
    ] {
        let run = ok(&["verify", "--mechanisms", &fixture(v)]);
        let said = format!(
            "mechanisms: {} grace period(s) opened, {} move(s) made while one was open ({} free: illegal without it), {} card(s) taken back from the foundations",
            counts[0], counts[1], counts[2], counts[3]
        );
        assert!(run.stdout.contains(&said), "{v}: {}", run.stdout);
    }
}

/// `bench` prints a row per configuration with its counts, speed, table
/// size and the process's peak resident memory during it.
#[test]
fn bench_reports_each_configuration_with_its_resident_memory() {
    let run = ok(&[
        "bench",
        "--variant",
        "little-milligan",
        "--seeds",
        "1..3",
        "--config",
        "base",
        "--config",
        "no-prune",
        "--config",
        "frozen-backoff",
        "--threads",
        "1",
    ]);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let header: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(header.last(), Some(&"MiB"), "{}", run.stdout);
    assert!(lines[1].ends_with("RSS MiB"), "{}", run.stdout);
    for (line, name) in lines[2..].iter().zip(["base", "noprune", "frozenbackoff"]) {
        let f: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(f.len(), 13, "{line}");
        assert_eq!(f[0], name);
        let deals: u64 = f[1..4].iter().map(|n| n.parse::<u64>().unwrap()).sum();
        assert_eq!(deals, 3, "{line}");
        if cfg!(target_os = "linux") {
            let rss: f64 = f[12].parse().unwrap_or_else(|_| panic!("{line}"));
            assert!(rss > 1.0 && rss < 4096.0, "{line}");
        }
    }
    assert_eq!(lines.len(), 5, "{}", run.stdout);
}

#[test]
fn missing_files_are_refused() {
    let dir = scratch("missing_files_are_refused");
    let gone = dir.join("gone.deal");
    refused(&["show", "--file", s(&gone)], &["gone.deal"]);
    refused(&["solve", "--file", s(&gone)], &["gone.deal"]);
    refused(&["verify", s(&gone)], &["gone.deal"]);
    refused(&["stats", s(&dir.join("gone.csv"))], &["gone.csv"]);
    let rules = dir.join("gone.toml");
    refused(
        &["show", "--variant", s(&rules), "--seed", "1"],
        &["gone.toml"],
    );
}

#[test]
fn solve_refuses_bad_limits_and_solves_grace_variants() {
    let solve = |extra: &[&str], needles: &[&str]| {
        let mut args = vec!["solve", "--variant", "little-milligan", "--seed", "1"];
        args.extend_from_slice(extra);
        refused(&args, needles)
    };
    solve(&["--timeout", "0"], &["--timeout"]);
    solve(&["--timeout", "-5"], &["--timeout"]);
    solve(&["--timeout", "nan"], &["--timeout"]);
    solve(&["--max-nodes", "0"], &["--max-nodes"]);
    solve(&["--max-memory", "0"], &["--max-memory"]);
    solve(&["--max-memory", "18446744073709551615"], &["--max-memory"]);
    let run = ok(&["solve", "--variant", "single-deck-milligan", "--seed", "1"]);
    assert!(run.stdout.contains("verdict:  lost"), "{run:?}");
}

/// `solve` on little-milligan seed 13, a lost deal whose layered search
/// takes a fraction of a second, with `extra` arguments.
fn solve_lost_deal<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["solve", "--variant", "little-milligan", "--seed", "13"];
    args.extend_from_slice(extra);
    args
}

/// [`solve_lost_deal`] by layers, checkpointed in `folder`, stopped at
/// `cap` nodes (or resumed from a checkpoint there).
fn layers_checkpointed(folder: &Path, cap: &str) -> Run {
    ok(&solve_lost_deal(&[
        "--strategy",
        "layers",
        "--checkpoint",
        s(folder),
        "--max-nodes",
        cap,
    ]))
}

/// The deal of [`solve_lost_deal`] as a batch of one, by layers.
fn batch_lost_deal<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "batch",
        "--variant",
        "little-milligan",
        "--seeds",
        "13..13",
        "--strategy",
        "layers",
    ];
    args.extend_from_slice(extra);
    args
}

#[test]
fn layers_spill_to_a_directory_and_bad_spill_dirs_are_refused() {
    let dir = scratch("layers_spill_to_a_directory");
    let spill = dir.join("spill");
    std::fs::create_dir_all(&spill).unwrap();
    refused(
        &solve_lost_deal(&["--spill-dir", s(&spill)]),
        &["--spill-dir", "--strategy layers"],
    );
    let gone = dir.join("gone");
    refused(
        &solve_lost_deal(&["--strategy", "layers", "--spill-dir", s(&gone)]),
        &["--spill-dir", "gone"],
    );
    let held = ok(&solve_lost_deal(&[
        "--strategy",
        "layers",
        "--max-memory",
        "1",
    ]));
    assert!(held.stdout.contains("memory limit"), "{}", held.stdout);
    // Where it stopped: a layer short of the win at 45 stock cards dealt
    // and 52 cards home.
    let layer = held
        .stdout
        .lines()
        .find_map(|l| l.strip_prefix("layers:   stopped in the layer of "))
        .unwrap_or_else(|| panic!("{}", held.stdout));
    let numbers: Vec<usize> = layer
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect();
    assert!(
        matches!(numbers[..], [at, 97, unplaced] if at > 0 && at < 97 && unplaced < 52),
        "{layer}"
    );
    let run = ok(&solve_lost_deal(&[
        "--strategy",
        "layers",
        "--max-memory",
        "1",
        "--spill-dir",
        s(&spill),
    ]));
    assert!(run.stdout.contains("verdict:  lost"), "{}", run.stdout);
    assert!(run.stdout.contains("spilled:"), "{}", run.stdout);
    assert!(!run.stdout.contains("layers:"), "{}", run.stdout);
    // A cap on the disk the spills fill: a limit like memory's.
    refused(
        &solve_lost_deal(&["--strategy", "layers", "--max-spill", "1"]),
        &["--max-spill", "--spill-dir"],
    );
    // Seed 438 (lost, 10 s) spills more than 1 MiB within a second on a
    // 3 MiB budget.
    let capped = ok(&[
        "solve",
        "--variant",
        "little-milligan",
        "--seed",
        "438",
        "--strategy",
        "layers",
        "--max-memory",
        "3",
        "--spill-dir",
        s(&spill),
        "--max-spill",
        "1",
    ]);
    assert!(
        capped.stdout.contains("verdict:  unresolved (spill limit)"),
        "{}",
        capped.stdout
    );
}

/// Regression: the depth-first stack counts towards --max-memory. Millie
/// seed 20 runs 2 million frames deep within 3 million nodes; its stack
/// (33 million moves and their fingerprints) went uncounted, so a
/// 100 MiB search held 500 MB and stopped only at its time limit.
#[test]
fn the_depth_first_stack_counts_towards_the_memory_limit() {
    let run = ok(&[
        "solve",
        "--variant",
        "millie",
        "--seed",
        "20",
        "--strategy",
        "dfs",
        "--max-nodes",
        "3000000",
        "--timeout",
        "600",
        "--max-memory",
        "100",
    ]);
    assert!(
        run.stdout.contains("verdict:  unresolved (memory limit)"),
        "{}",
        run.stdout
    );
}

/// A layered search stopped by a limit leaves a checkpoint, and the same
/// command with a larger cap goes on from it to the verdict an unbroken run
/// reaches, with the same positions counted; then the checkpoint is gone.
#[test]
fn a_layered_search_goes_on_from_its_checkpoint() {
    let dir = scratch("a_layered_search_goes_on_from_its_checkpoint");
    let folder = dir.join("checkpoints");
    refused(
        &solve_lost_deal(&["--checkpoint", s(&folder)]),
        &["--checkpoint", "--strategy layers"],
    );
    refused(
        &solve_lost_deal(&[
            "--strategy",
            "layers",
            "--checkpoint",
            s(&folder),
            "--checkpoint-every",
            "0",
        ]),
        &["--checkpoint-every", "positive"],
    );
    let nodes = |run: &Run| -> u64 {
        let line = run.stdout.lines().find_map(|l| l.strip_prefix("nodes:"));
        line.unwrap_or_else(|| panic!("{}", run.stdout))
            .trim()
            .parse()
            .unwrap()
    };
    let unbroken = ok(&solve_lost_deal(&["--strategy", "layers"]));
    assert!(
        unbroken.stdout.contains("verdict:  lost"),
        "{}",
        unbroken.stdout
    );
    let resumable = |cap| layers_checkpointed(&folder, cap);
    let stopped = resumable("2000");
    assert!(stopped.stdout.contains("nodes limit"), "{}", stopped.stdout);
    assert_eq!(
        std::fs::read_dir(&folder).unwrap().count(),
        1,
        "one search's folder"
    );
    say_the_checkpoint_took_an_hour(&folder);
    let resumed = resumable("100000000");
    assert!(
        resumed.stdout.contains("verdict:  lost"),
        "{}",
        resumed.stdout
    );
    assert_eq!(nodes(&resumed), nodes(&unbroken));
    // Its time counts the runs before it, as its nodes do.
    let total: f64 = resumed
        .stdout
        .lines()
        .find_map(|l| l.strip_suffix(" s with the runs its checkpoint went on from"))
        .and_then(|l| l.rsplit(", ").next())
        .unwrap_or_else(|| panic!("{}", resumed.stdout))
        .parse()
        .unwrap();
    assert!((3600.0..3700.0).contains(&total), "{}", resumed.stdout);
    assert_eq!(
        std::fs::read_dir(&folder).unwrap().count(),
        0,
        "removed at the end"
    );
}

/// A disk error inside the layered search reaches the user with the
/// operating system's reason: where a stopped search's checkpoint folder
/// holds a regular file named `spill` (so its spill folder cannot be
/// emptied), `solve` goes on to `unresolved (disk limit)` and prints what
/// failed and why, and a batch refuses the deal naming both.
#[test]
fn a_disk_error_of_the_layered_search_says_why() {
    let dir = scratch("a_disk_error_of_the_layered_search_says_why");
    let folder = dir.join("checkpoints");
    let solve = |cap| layers_checkpointed(&folder, cap);
    let stopped = solve("2000");
    assert!(stopped.stdout.contains("nodes limit"), "{}", stopped.stdout);
    let search = std::fs::read_dir(&folder).unwrap().next().unwrap().unwrap();
    write(&search.path().join("spill"), "not a folder");
    let failed = solve("100000000");
    assert!(
        failed.stdout.contains("verdict:  unresolved (disk limit)"),
        "{}",
        failed.stdout
    );
    let reason = failed
        .stdout
        .lines()
        .find_map(|l| l.strip_prefix("disk:     "))
        .unwrap_or_else(|| panic!("{}", failed.stdout));
    assert!(
        reason.contains("the spill folder") && reason.contains("os error"),
        "{reason}"
    );
    let out = dir.join("batch.csv");
    refused(
        &batch_lost_deal(&["--checkpoint", s(&folder), "--out", s(&out)]),
        &["deal 13", "the spill folder", "os error"],
    );
}

/// Rewrites the manifest of the one search below `folder` to say that its
/// runs so far took an hour.
fn say_the_checkpoint_took_an_hour(folder: &Path) {
    let search = std::fs::read_dir(folder).unwrap().next().unwrap().unwrap();
    let manifest = search.path().join("manifest");
    let text = read(&manifest);
    let hour: Vec<String> = text
        .lines()
        .map(|l| {
            if l.starts_with("elapsed_ms ") {
                "elapsed_ms 3600000".to_string()
            } else {
                l.to_string()
            }
        })
        .collect();
    assert_ne!(hour.join("\n"), text.trim_end(), "no elapsed_ms line");
    write(&manifest, &(hour.join("\n") + "\n"));
}

/// A batch row of a layered search that went on from a checkpoint counts
/// the time of the runs before it (it was only the last run's).
#[test]
fn a_resumed_layered_deal_counts_its_earlier_runs_in_its_row() {
    let dir = scratch("a_resumed_layered_deal_counts_its_earlier_runs_in_its_row");
    let folder = dir.join("checkpoints");
    let batch = |cap: &str, out: &str| {
        let out = dir.join(out);
        ok(&batch_lost_deal(&[
            "--checkpoint",
            s(&folder),
            "--max-nodes",
            cap,
            "--out",
            s(&out),
        ]));
        let rows = read(&out);
        let row: Vec<&str> = rows.lines().nth(1).expect("a row").split(',').collect();
        (row[2].to_string(), row[5].parse::<u64>().unwrap())
    };
    let (verdict, _) = batch("2000", "stopped.csv");
    assert_eq!(verdict, "unresolved");
    say_the_checkpoint_took_an_hour(&folder);
    let (verdict, millis) = batch("100000000", "resumed.csv");
    assert_eq!(verdict, "lost");
    assert!((3_600_000..3_700_000).contains(&millis), "{millis} ms");
}

/// `--progress-every` prints where a layered search stands on stderr, the
/// positions expanded rising line by line; other strategies refuse it.
#[test]
fn a_layered_search_reports_its_progress_on_stderr() {
    refused(
        &solve_lost_deal(&["--progress-every", "1"]),
        &["--progress-every", "--strategy layers"],
    );
    refused(
        &solve_lost_deal(&["--strategy", "layers", "--progress-every", "-1"]),
        &["--progress-every", "positive"],
    );
    let run = ok(&solve_lost_deal(&[
        "--strategy",
        "layers",
        "--progress-every",
        "1e-9",
    ]));
    assert!(run.stdout.contains("verdict:  lost"), "{}", run.stdout);
    let expanded: Vec<u64> = run
        .stderr
        .lines()
        .map(|line| {
            assert!(
                line.starts_with("layers: ") && line.contains(" cards dealt plus cards home, "),
                "{line}"
            );
            let (_, after) = line.split_once("; ").unwrap();
            after.split(' ').next().unwrap().parse().unwrap()
        })
        .collect();
    assert!(expanded.len() > 3, "{}", run.stderr);
    assert!(expanded.is_sorted(), "{}", run.stderr);
    assert!(expanded.first() < expanded.last(), "{}", run.stderr);
}

/// `--layer-threads` expands a layered search on several threads: the same
/// positions as on one; zero threads, or another strategy, are refused.
#[test]
fn a_layered_search_on_threads_expands_the_same_positions() {
    refused(
        &solve_lost_deal(&["--layer-threads", "2"]),
        &["--layer-threads", "--strategy layers"],
    );
    refused(
        &solve_lost_deal(&["--strategy", "layers", "--layer-threads", "0"]),
        &["--layer-threads", "at least 1"],
    );
    let nodes = |threads| {
        let run = ok(&solve_lost_deal(&[
            "--strategy",
            "layers",
            "--layer-threads",
            threads,
        ]));
        assert!(run.stdout.contains("verdict:  lost"), "{}", run.stdout);
        let line = run.stdout.lines().find(|l| l.starts_with("nodes:"));
        line.expect("a nodes line").to_string()
    };
    assert_eq!(nodes("1"), nodes("3"));
    // In a batch (a rayon pool of its own) the same, deal by deal.
    let dir = scratch("a_layered_search_on_threads");
    let out = dir.join("rows.csv");
    ok(&batch_lost_deal(&[
        "--layer-threads",
        "2",
        "--threads",
        "2",
        "--out",
        s(&out),
    ]));
    let rows = read(&out);
    let row = rows.lines().nth(1).expect("a row");
    let solved = nodes("1");
    let count = solved.split_whitespace().last().unwrap();
    assert!(row.contains(",lost,"), "{row}");
    assert!(
        row.contains(&format!(",{count},")),
        "{row} against {solved}"
    );
}

#[test]
fn a_timeout_too_long_for_a_duration_is_no_limit() {
    let run = ok(&[
        "solve",
        "--variant",
        "little-milligan",
        "--seed",
        "1",
        "--timeout",
        "1e30",
    ]);
    assert!(run.stdout.contains("verdict:  won"), "{}", run.stdout);
}

#[test]
fn rule_files_with_a_bad_field_are_refused() {
    let dir = scratch("rule_files_with_a_bad_field_are_refused");
    let toml = ok(&["variants", "giant", "--format", "toml"]).stdout;
    let cases: [(&str, &str, &[&str]); 5] = [
        ("columns = 8", "columns = many", &["columns"]),
        ("columns = 8", "columns = 0", &["columns"]),
        ("decks = 2", "decks = 3", &["decks"]),
        ("stock = \"rows\"", "stock = \"sideways\"", &["sideways"]),
        ("cells = 0", "cells = 0\ncolour = \"red\"", &["colour"]),
    ];
    for (i, (from, to, needles)) in cases.into_iter().enumerate() {
        assert!(toml.contains(from), "{from:?} not in\n{toml}");
        let path = dir.join(format!("bad{i}.toml"));
        write(&path, &toml.replacen(from, to, 1));
        let mut all = vec![format!("bad{i}.toml")];
        all.extend(needles.iter().map(|n| n.to_string()));
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        refused(&["show", "--variant", s(&path), "--seed", "1"], &all);
        refused(&["variants", s(&path)], needles);
    }
}

// ----------------------------------------------------------- solve/verify

#[test]
fn solve_writes_a_solution_that_verify_replays() {
    let dir = scratch("solve_writes_a_solution_that_verify_replays");
    let sol = dir.join("won.sol");
    let run = ok(&[
        "solve",
        "--variant",
        "little-milligan",
        "--seed",
        "1",
        "--out",
        s(&sol),
    ]);
    assert!(run.stdout.contains("verdict:  won in "), "{}", run.stdout);
    assert!(run.stdout.contains("deal:     seed 1"), "{}", run.stdout);
    let text = read(&sol);
    let lines: Vec<&str> = text.lines().collect();
    let moves_at = lines
        .iter()
        .position(|l| *l == "moves:")
        .expect("a moves: line");
    let moves = lines.len() - moves_at - 1;
    assert!(moves > 10, "{text}");
    let verified = ok(&["verify", s(&sol)]);
    assert_eq!(
        verified.stdout,
        format!("won ({moves} moves, little-milligan rules)\n")
    );

    // Without its last move the game is not won: exit 1.
    let short = dir.join("short.sol");
    write(&short, &(lines[..lines.len() - 1].join("\n") + "\n"));
    let run = milligan(&["verify", s(&short)]);
    assert_eq!(run.code, Some(1), "{run:?}");
    assert!(run.stdout.starts_with("not won"), "{run:?}");
    assert!(run.stdout.contains(&format!("all {} moves", moves - 1)));

    // An illegal move is reported with its line in the file: exit 2.
    for (index, bad) in [(0, "c1>f"), (5, "c1>c9")] {
        let mut edited: Vec<&str> = lines.clone();
        let at = moves_at + 1 + index;
        edited[at] = bad;
        let path = dir.join(format!("illegal{index}.sol"));
        write(&path, &(edited.join("\n") + "\n"));
        let want = format!("milligan: error: illegal move '{bad}' at line {}", at + 1);
        let error = refused(&["verify", s(&path)], &[]);
        assert!(error.starts_with(&want), "want {want:?}: {error}");
    }

    // A move that is not a move at all: an error naming the line.
    let mut edited: Vec<&str> = lines.clone();
    edited[moves_at + 3] = "zz";
    let path = dir.join("garbled.sol");
    write(&path, &(edited.join("\n") + "\n"));
    let line = format!("line {}", moves_at + 4);
    refused(&["verify", s(&path)], &["garbled.sol", &line, "'zz'"]);

    // No `moves:` line: moves where the position should be, or none at all.
    let mut edited: Vec<&str> = lines.clone();
    edited.remove(moves_at);
    let path = dir.join("headless.sol");
    write(&path, &(edited.join("\n") + "\n"));
    refused(&["verify", s(&path)], &["headless.sol"]);
    let path = dir.join("position.deal");
    write(&path, &(lines[..moves_at].join("\n") + "\n"));
    refused(&["verify", s(&path)], &["position.deal", "moves:"]);
}

#[test]
fn view_writes_the_page_of_solve_html_or_refuses_like_verify() {
    let dir = scratch("view_writes_the_page_of_solve_html_or_refuses_like_verify");
    let (sol, solved_page) = (dir.join("won.sol"), dir.join("solved.html"));
    let args = ["solve", "--variant", "little-milligan", "--seed", "1"];
    ok(&[&args[..], &["--out", s(&sol), "--html", s(&solved_page)]].concat());
    let page = dir.join("page.html");
    let run = ok(&["view", s(&sol), "--out", s(&page)]);
    assert!(run.stdout.starts_with("wrote "), "{run:?}");
    let html = read(&page);
    assert!(html.starts_with("<!DOCTYPE html>"), "{html:.100}");
    assert!(
        html.contains("Little Milligan, seed 1: won in "),
        "the title"
    );
    assert_eq!(html, read(&solved_page), "solve --html writes view's page");

    // An illegal move: verify's line as the error, and no page.
    let text = read(&sol);
    let mut lines: Vec<&str> = text.lines().collect();
    let at = lines.iter().position(|l| *l == "moves:").unwrap() + 4;
    lines[at] = "c1>c9";
    let bad = dir.join("illegal.sol");
    write(&bad, &(lines.join("\n") + "\n"));
    let verified = refused(&["verify", s(&bad)], &["c1>c9"]);
    let bad_page = dir.join("illegal.html");
    let error = refused(&["view", s(&bad), "--out", s(&bad_page)], &["c1>c9"]);
    assert_eq!(error, verified);
    assert!(!bad_page.exists(), "no page for an illegal move");

    // Unreadable input, an unwritable page.
    refused(
        &["view", s(&dir.join("gone.sol")), "--out", s(&page)],
        &["gone.sol"],
    );
    let nowhere = dir.join("no").join("such").join("dir.html");
    refused(&["view", s(&sol), "--out", s(&nowhere)], &["dir.html"]);
}

#[test]
fn solve_refuses_an_unwritable_out_path() {
    let dir = scratch("solve_refuses_an_unwritable_out_path");
    let out = dir.join("no").join("such").join("dir.sol");
    refused(
        &[
            "solve",
            "--variant",
            "little-milligan",
            "--seed",
            "1",
            "--out",
            s(&out),
        ],
        &["dir.sol"],
    );
    assert!(!out.exists());
}

// ------------------------------------------------------------------- batch

#[test]
fn batch_refuses_bad_ranges_shards_and_paths() {
    let dir = scratch("batch_refuses_bad_ranges_shards_and_paths");
    let existing = dir.join("existing.csv");
    batch("little-milligan", "1..3", "2000", &existing);
    let before = bytes(&existing);
    let fresh = dir.join("fresh.csv");
    // The tiny run, with `changes` (flag, value) replacing or adding flags.
    let run = |out: &Path, changes: &[(&str, &str)], needles: &[&str]| {
        let mut flags = vec![
            ("--variant", "little-milligan"),
            ("--seeds", "1..3"),
            ("--max-nodes", "2000"),
            ("--threads", "1"),
            ("--out", s(out)),
        ];
        for &(flag, value) in changes {
            match flags.iter_mut().find(|(f, _)| *f == flag) {
                Some(slot) => slot.1 = value,
                None => flags.push((flag, value)),
            }
        }
        let mut args = vec!["batch"];
        for (flag, value) in flags {
            args.extend([flag, value]);
        }
        refused(&args, needles);
    };
    for out in [&existing, &fresh] {
        run(out, &[("--seeds", "5..1")], &["5..1", "reversed"]);
        run(out, &[("--shard", "0/3")], &["0/3"]);
        run(out, &[("--shard", "4/3")], &["4/3"]);
        run(out, &[("--shard", "1/0")], &["1/0"]);
        run(out, &[("--timeout", "0")], &["--timeout"]);
        run(out, &[("--variant", "nope")], &["nope", "gypsy"]);
    }
    assert_eq!(bytes(&existing), before, "a refused run changed the file");
    assert!(!fresh.exists(), "a refused run created {}", fresh.display());

    let missing_dir = dir.join("no-such-dir").join("out.csv");
    run(&missing_dir, &[], &["out.csv"]);
    assert!(!missing_dir.exists());
    if Path::new("/proc/self").exists() {
        run(Path::new("/proc/x.csv"), &[], &["/proc/x.csv"]);
    }
}

#[test]
fn batch_leaves_a_garbled_result_file_untouched() {
    let dir = scratch("batch_leaves_a_garbled_result_file_untouched");
    let good = dir.join("good.csv");
    batch("little-milligan", "1..2", "2000", &good);
    let text = read(&good);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    let header = lines[0];

    // Row 2 (seed 2) with field `i` replaced by `value`.
    let edit = |i: usize, value: &str| {
        let mut fields: Vec<&str> = lines[2].split(',').collect();
        fields[i] = value;
        fields.join(",")
    };
    let cases = [
        // A verdict that does not exist.
        (edit(2, "maybe"), "line 3"),
        // A row cut short.
        ("little-milligan,2,won".to_string(), "line 3"),
        // A seed that is not a number.
        (edit(1, "x"), "line 3"),
        // A node count that is not a number.
        (edit(4, "many"), "line 3"),
        (edit(4, "many"), "column 5 (nodes)"),
    ];
    for (i, (bad_row, needle)) in cases.into_iter().enumerate() {
        let path = dir.join(format!("garbled{i}.csv"));
        write(&path, &format!("{}\n{}\n{bad_row}\n", lines[0], lines[1]));
        let before = bytes(&path);
        let name = format!("garbled{i}.csv");
        refused(
            &[
                "batch",
                "--variant",
                "little-milligan",
                "--seeds",
                "1..3",
                "--max-nodes",
                "2000",
                "--threads",
                "1",
                "--out",
                s(&path),
            ],
            &[&name, needle],
        );
        assert_eq!(bytes(&path), before, "case {i}: the file was changed");
        let error = refused(&["stats", s(&path)], &[&name, needle]);
        // Only the file's own line number: none of the CSV reader's
        // counts within the one line it was handed.
        assert_eq!(error.matches("line").count(), 1, "{error}");
    }

    // Not a result file at all (wrong header).
    let path = dir.join("other.csv");
    write(
        &path,
        &format!("{}\n", header.replacen("variant", "game", 1)),
    );
    let before = bytes(&path);
    refused(
        &[
            "batch",
            "--variant",
            "little-milligan",
            "--seeds",
            "1..3",
            "--out",
            s(&path),
        ],
        &["other.csv"],
    );
    assert_eq!(bytes(&path), before);
}

#[test]
fn batch_refuses_a_result_file_of_other_settings() {
    let dir = scratch("batch_refuses_a_result_file_of_other_settings");
    let path = dir.join("run.csv");
    batch("little-milligan", "1..3", "1000", &path);
    let before = bytes(&path);
    assert_eq!(read(&path).lines().count(), 4);
    let args = |max_nodes: &'static str, variant: &'static str| {
        vec![
            "batch".to_string(),
            "--variant".into(),
            variant.into(),
            "--seeds".into(),
            "1..3".into(),
            "--max-nodes".into(),
            max_nodes.into(),
            "--threads".into(),
            "1".into(),
            "--out".into(),
            s(&path).into(),
        ]
    };
    for (max_nodes, variant) in [("2000", "little-milligan"), ("1000", "miss-milligan")] {
        let a = args(max_nodes, variant);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        refused(&a, &["run.csv"]);
        assert_eq!(bytes(&path), before, "--max-nodes {max_nodes} {variant}");
    }
    // The same settings resume: nothing left to do, file unchanged.
    let run = batch("little-milligan", "1..3", "1000", &path);
    assert!(
        run.stderr
            .contains("3 row(s) were already there, 0 written now")
    );
    assert_eq!(bytes(&path), before);
}

// ------------------------------------------------------------------- stats

#[test]
fn stats_counts_match_the_csv() {
    let dir = scratch("stats_counts_match_the_csv");
    let little = dir.join("little.csv");
    let run = batch("little-milligan", "1..6", "500", &little);
    assert!(run.stdout.contains("little-milligan"), "{}", run.stdout);
    let tiny = dir.join("tiny.csv");
    let rules = tiny_rules(&dir);
    batch(s(&rules), "1..8", "2000", &tiny);
    let (counts, won) = count_csv(&[&little, &tiny]);
    assert_eq!(counts.len(), 2, "{counts:?}");
    assert_eq!(counts["little-milligan"].iter().sum::<u64>(), 6);
    assert_eq!(counts["tiny"].iter().sum::<u64>(), 8);
    // Not a vacuous check: the runs hold all three verdicts.
    for slot in 0..3 {
        assert!(counts.values().any(|c| c[slot] > 0), "{counts:?}");
    }

    let files = [s(&little), s(&tiny)];
    let table = ok(&["stats", files[0], files[1]]).stdout;
    assert!(table.starts_with("variant "), "{table}");
    for (variant, [w, l, u]) in &counts {
        let row = table
            .lines()
            .find(|r| r.split_whitespace().next() == Some(variant))
            .unwrap_or_else(|| panic!("no {variant} row in\n{table}"));
        let cells: Vec<&str> = row.split_whitespace().collect();
        let want = [w + l + u, *w, *l, *u].map(|n| n.to_string());
        assert_eq!(cells[1..5], want, "{row}");
        // Under the table, the proofs of the lost deals add up to them.
        let proofs = table
            .lines()
            .skip_while(|r| *r != "lost deals by proof:")
            .find(|r| r.trim_start().starts_with(&format!("{variant}: ")));
        let proven: u64 = proofs.map_or(0, |r| {
            r.split(", ")
                .map(|part| part.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
                .sum()
        });
        assert_eq!(proven, *l, "{table}");
    }

    let csv = ok(&["stats", files[0], files[1], "--format", "csv"]).stdout;
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().expect("header").split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).expect(name);
    let mut seen = 0;
    for line in lines {
        let f: Vec<&str> = line.split(',').collect();
        assert_eq!(f.len(), header.len(), "{line}");
        let [w, l, u] = counts[f[col("variant")]];
        assert_eq!(f[col("deals")], (w + l + u).to_string(), "{line}");
        assert_eq!(f[col("won")], w.to_string(), "{line}");
        assert_eq!(f[col("lost")], l.to_string(), "{line}");
        assert_eq!(f[col("unresolved")], u.to_string(), "{line}");
        let rate: f64 = f[col("win_rate")].parse().expect("a number");
        let (low, high): (f64, f64) = (
            f[col("low95")].parse().expect("a number"),
            f[col("high95")].parse().expect("a number"),
        );
        assert!(
            0.0 <= low && low <= rate && rate <= high && high <= 1.0,
            "{line}"
        );
        seen += 1;
    }
    assert_eq!(seen, 2, "{csv}");

    let json = ok(&["stats", files[0], files[1], "--format", "json"]).stdout;
    let value: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
    let items = value.as_array().expect("a JSON array");
    assert_eq!(items.len(), 2, "{json}");
    for item in items {
        let variant = item["variant"].as_str().expect("variant");
        let [w, l, u] = counts[variant];
        assert_eq!(item["deals"].as_u64(), Some(w + l + u), "{item}");
        assert_eq!(item["won"].as_u64(), Some(w), "{item}");
        assert_eq!(item["lost"].as_u64(), Some(l), "{item}");
        assert_eq!(item["unresolved"].as_u64(), Some(u), "{item}");
        assert!(item["rules"].as_str().is_some_and(|r| !r.is_empty()));
    }

    // --list won: exactly the won deals, one per line.
    let listed = ok(&["stats", "--list", "won", files[0], files[1]]).stdout;
    let mut listed: Vec<&str> = listed.lines().collect();
    listed.sort_unstable();
    let mut want: Vec<&str> = won.iter().map(String::as_str).collect();
    want.sort_unstable();
    assert!(!want.is_empty());
    assert_eq!(listed, want);
    let lost = ok(&["stats", "--list", "lost", files[1]]).stdout;
    assert_eq!(lost.lines().count() as u64, counts["tiny"][1], "{lost}");
    assert!(lost.lines().all(|l| l.starts_with("tiny ")), "{lost}");
}

/// `stats --checked`: the lost deals a check file confirms (same variant,
/// seed and rules) are counted under the table and in the CSV; a check
/// that contradicts a row is refused, naming the deal.
#[test]
fn stats_counts_second_proofs_and_refuses_contradictions() {
    let dir = scratch("stats_counts_second_proofs_and_refuses_contradictions");
    let rules = tiny_rules(&dir);
    let csv = dir.join("tiny.csv");
    batch(s(&rules), "1..8", "2000", &csv);
    let text = read(&csv);
    let rows: Vec<Vec<&str>> = text
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    let (lost, won): (Vec<_>, Vec<_>) = rows.iter().partition(|f| f[2] == "lost");
    let won: Vec<_> = won.into_iter().filter(|f| f[2] == "won").collect();
    assert!(lost.len() >= 2 && !won.is_empty(), "{text}");
    let line = |f: &[&str], outcome: &str| format!("{}\t{}\t{}\t{outcome}\n", f[0], f[1], f[9]);
    // The first lost deal confirmed, the second open, a third line under
    // other rules: one confirmed.
    let mut checks = line(lost[0], "lost 12 3") + &line(lost[1], "open more than 9 positions");
    checks += &format!("tiny\t{}\t0000000000000000\tlost 1 0\n", lost[1][1]);
    let tsv = dir.join("checks.tsv");
    write(&tsv, &checks);
    let table = ok(&["stats", "--checked", s(&tsv), s(&csv)]).stdout;
    let want = format!("  tiny: 1 of {}", lost.len());
    assert!(
        table.lines().any(|l| l == want),
        "want {want:?} in\n{table}"
    );
    let out = ok(&["stats", "--checked", s(&tsv), "--format", "csv", s(&csv)]).stdout;
    let mut lines = out.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let fields: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).expect(name);
    assert_eq!(fields[col("lost_checked")], "1", "{out}");
    let (low, high, width): (f64, f64, f64) = (
        fields[col("low95")].parse().unwrap(),
        fields[col("high95")].parse().unwrap(),
        fields[col("width95")].parse().unwrap(),
    );
    assert!((high - low - width).abs() < 1e-5 && width > 0.0, "{out}");

    write(
        &tsv,
        &(checks.clone() + &line(lost[1], "WON reached a won position")),
    );
    refused(
        &["stats", "--checked", s(&tsv), s(&csv)],
        &[&format!("tiny {}", lost[1][1]), "wrong"],
    );
    write(&tsv, &(checks + &line(won[0], "lost 4 0")));
    refused(
        &["stats", "--checked", s(&tsv), s(&csv)],
        &[&format!("tiny {}", won[0][1]), "wrong"],
    );
    write(&tsv, "tiny 1 r lost\n");
    refused(
        &["stats", "--checked", s(&tsv), s(&csv)],
        &["checks.tsv", "line 1"],
    );
    refused(
        &["stats", "--checked", s(&dir.join("gone.tsv")), s(&csv)],
        &["gone.tsv"],
    );
}

#[test]
fn stats_refuses_the_same_deal_twice() {
    let dir = scratch("stats_refuses_the_same_deal_twice");
    let a = dir.join("a.csv");
    batch("little-milligan", "1..3", "2000", &a);
    let b = dir.join("b.csv");
    std::fs::copy(&a, &b).expect("copy");
    refused(
        &["stats", s(&a), s(&b)],
        &["appears twice", "a.csv", "b.csv"],
    );
    refused(&["stats", s(&a), s(&a)], &["appears twice"]);
    // Overlapping runs under other settings hold the same deals too.
    let c = dir.join("c.csv");
    batch("little-milligan", "3..4", "1000", &c);
    refused(&["stats", s(&a), s(&c)], &["appears twice"]);
    refused(&["stats"], &["FILES"]);
}

#[test]
fn a_closed_stdout_is_no_panic() {
    let dir = scratch("a_closed_stdout_is_no_panic");
    let csv = dir.join("run.csv");
    batch("little-milligan", "1..3", "2000", &csv);
    for args in [
        vec!["variants"],
        vec!["show", "--variant", "gypsy", "--seed", "1"],
        vec!["stats", s(&csv)],
        vec!["stats", "--list", "won", s(&csv)],
    ] {
        // A pipe whose reading end is already closed: every write fails.
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_milligan"))
            .args(&args)
            .stdout(writer)
            .output()
            .expect("the milligan binary runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "milligan {args:?}: {stderr}");
        assert_eq!(stderr, "", "milligan {args:?}");
        assert_eq!(out.status.code(), Some(141), "milligan {args:?}");
    }
}

/// `play` resumes like `batch`, keeps the player's name and parameters in
/// every row, refuses other player settings in the same file, and `stats`
/// keeps its rows apart from the exact solver's.
#[test]
fn play_resumes_records_its_player_and_stays_apart_in_stats() {
    let dir = scratch("play");
    let (played, exact) = (dir.join("greedy.csv"), dir.join("exact.csv"));
    play("greedy", "1..20", "1/1", &played);
    play("greedy", "1..30", "1/1", &played);
    let text = read(&played);
    let rows: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(rows.len(), 30, "{text}");
    let mut seeds: Vec<u64> = rows
        .iter()
        .map(|r| r.split(',').nth(1).unwrap().parse().unwrap())
        .collect();
    seeds.sort();
    assert_eq!(seeds, (1..=30).collect::<Vec<_>>());
    assert!(rows.iter().all(|r| r.contains(",greedy r")), "{text}");
    assert!(
        rows.iter().all(|r| !r.contains(",unresolved,")),
        "a player wins or loses: {text}"
    );
    let before = bytes(&played);
    refused(
        &[
            "play",
            "--player",
            "mc",
            "--variant",
            "little-milligan",
            "--seeds",
            "1..31",
            "--out",
            s(&played),
        ],
        &["other rules or search settings"],
    );
    assert_eq!(bytes(&played), before, "a refused run touched the file");
    refused(
        &[
            "play",
            "--player",
            "mc",
            "--samples",
            "0",
            "--variant",
            "little-milligan",
            "--seeds",
            "1..3",
            "--out",
            s(&dir.join("x.csv")),
        ],
        &["--samples"],
    );
    batch("little-milligan", "1..30", "20000", &exact);
    let stats = ok(&["stats", s(&played), s(&exact)]).stdout;
    let line = |name: &str| {
        stats
            .lines()
            .find(|l| l.split_whitespace().next() == Some(name) && !l.contains('['))
            .unwrap_or_else(|| panic!("no {name} line in {stats}"))
            .to_string()
    };
    let greedy_won = rows.iter().filter(|r| r.contains(",won,")).count();
    let greedy_line = stats
        .lines()
        .find(|l| l.starts_with("little-milligan [greedy r"))
        .unwrap_or_else(|| panic!("no greedy line in {stats}"));
    let fields: Vec<&str> = greedy_line.split_whitespace().collect();
    assert_eq!(
        fields[3..6],
        [
            "30",
            &greedy_won.to_string(),
            &(30 - greedy_won).to_string()
        ]
    );
    let exact_line = line("little-milligan");
    assert!(!exact_line.contains('['), "{exact_line}");
    assert_eq!(exact_line.split_whitespace().nth(1), Some("30"), "{stats}");
}

/// Without settings, `play --player mc` plays with the large runs' settings
/// (results/notes/14-no-peek-play.md, "Monte-Carlo settings") and records them in the row.
#[test]
fn play_mc_defaults_are_the_large_runs_settings() {
    let dir = scratch("play-mc-defaults");
    let out = dir.join("mc.csv");
    play("mc", "1..1", "1/1", &out);
    let text = read(&out);
    let row = text
        .lines()
        .nth(1)
        .unwrap_or_else(|| panic!("no row: {text}"));
    let player = row.split(',').nth(11).unwrap_or_default();
    assert!(player.ends_with(" samples=4 budget=10000 pulls=8"), "{row}");
}

/// `play --deals-in LIST` plays only the listed deals; `--peek` is the
/// planning program's alone, and its rows say so in the player column.
#[test]
fn play_takes_a_deal_list_and_peeks_only_as_the_planning_program() {
    let dir = scratch("play-deals-in");
    let list = dir.join("list.txt");
    std::fs::write(&list, "2 5\n").unwrap();
    let out = dir.join("peek.csv");
    let base = ["play", "--variant", "little-milligan", "--seeds", "1..6"];
    ok(&[
        &base[..],
        &[
            "--player",
            "mc",
            "--peek",
            "--budget",
            "500",
            "--samples",
            "2",
        ],
        &["--deals-in", s(&list), "--out", s(&out)],
    ]
    .concat());
    let text = read(&out);
    let rows: Vec<&str> = text.lines().skip(1).collect();
    let seeds: Vec<&str> = rows.iter().map(|r| r.split(',').nth(1).unwrap()).collect();
    assert_eq!(seeds.len(), 2, "{text}");
    assert!(seeds.contains(&"2") && seeds.contains(&"5"), "{text}");
    assert!(rows.iter().all(|r| r.contains(" peek")), "{text}");
    refused(
        &[
            &base[..],
            &[
                "--player",
                "greedy",
                "--peek",
                "--out",
                s(&dir.join("g.csv")),
            ],
        ]
        .concat(),
        &["--peek is for --player mc"],
    );
}

/// `compare` puts each deal in the cell of its two verdicts (checked against
/// the CSV text), lists a cell's deals, and flags a win against a proven
/// loss under the same rules with exit code 1.
#[test]
fn compare_cross_tabulates_two_runs_deal_by_deal() {
    let dir = scratch("compare");
    let (exact, played) = (dir.join("exact.csv"), dir.join("greedy.csv"));
    batch("little-milligan", "1..40", "2000", &exact);
    play("greedy", "11..50", "1/1", &played);
    let shards = [dir.join("greedy-1of2.csv"), dir.join("greedy-2of2.csv")];
    play("greedy", "11..50", "1/2", &shards[0]);
    play("greedy", "11..50", "2/2", &shards[1]);
    let verdicts = |path: &Path| -> BTreeMap<u64, String> {
        read(path)
            .lines()
            .skip(1)
            .map(|l| {
                let f: Vec<&str> = l.split(',').collect();
                (f[1].parse().unwrap(), f[2].to_string())
            })
            .collect()
    };
    let (e, p) = (verdicts(&exact), verdicts(&played));
    let cell = |pv: &str, ev: &str| -> Vec<u64> {
        (11..=40).filter(|s| p[s] == pv && e[s] == ev).collect()
    };
    let table = ok(&["compare", "--left", s(&played), "--right", s(&exact)]).stdout;
    assert!(
        table.contains("deals in both: 30 (left only 10, right only 10)"),
        "{table}"
    );
    // A run's shards on one side give the same table as the whole run
    // (the first line names the files).
    let sharded = ok(&[
        "compare",
        "--left",
        s(&shards[0]),
        s(&shards[1]),
        "--right",
        s(&exact),
    ])
    .stdout;
    let body = |t: &str| t.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(body(&sharded), body(&table));
    for (verdict, name) in [("won", "won"), ("lost", "lost")] {
        let row = table
            .lines()
            .find(|l| {
                let words: Vec<&str> = l.split_whitespace().collect();
                words.len() == 4 && words[0] == name
            })
            .unwrap_or_else(|| panic!("no {name} row: {table}"));
        let want: Vec<String> = ["won", "lost", "unresolved"]
            .iter()
            .map(|ev| cell(verdict, ev).len().to_string())
            .collect();
        assert_eq!(
            row.split_whitespace().skip(1).collect::<Vec<_>>(),
            want,
            "{table}"
        );
    }
    let either = (11..=40).filter(|s| p[s] == "won" || e[s] == "won").count();
    assert!(
        table.contains(&format!("won by either: {either} of 30 ")),
        "{table}"
    );
    // The paired test counts the deals won on one side only.
    let only = |a: &BTreeMap<u64, String>, b: &BTreeMap<u64, String>| {
        (11..=40).filter(|s| a[s] == "won" && b[s] != "won").count()
    };
    let (b, c) = (only(&p, &e), only(&e, &p));
    assert!(b + c > 0, "the fixture has discordant deals: {table}");
    assert!(
        table.contains(&format!(
            "won by the left only {b}, by the right only {c}: McNemar exact two-sided p = "
        )),
        "{table}"
    );
    let listed = ok(&[
        "compare",
        "--left",
        s(&played),
        "--right",
        s(&exact),
        "--list",
        "lost/won",
    ])
    .stdout;
    let want: Vec<String> = cell("lost", "won").iter().map(|s| s.to_string()).collect();
    assert!(!want.is_empty(), "greedy loses some deals the solver wins");
    assert_eq!(listed.lines().collect::<Vec<_>>(), want);
    refused(
        &[
            "compare",
            "--left",
            s(&played),
            "--right",
            s(&exact),
            "--list",
            "won",
        ],
        &["LEFT/RIGHT"],
    );
    refused(
        &[
            "compare",
            "--left",
            s(&played),
            s(&exact),
            "--right",
            s(&exact),
        ],
        &["more than one run"],
    );
    // A run that claims a proven loss where the other won.
    let won = *e.iter().find(|(_, v)| *v == "won").unwrap().0;
    let forged = dir.join("forged.csv");
    let text: String = read(&exact)
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            if f[1] == won.to_string() {
                let mut g = f.clone();
                (g[2], g[3]) = ("lost", "");
                g.join(",") + "\n"
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    write(&forged, &text);
    let clash = milligan(&["compare", "--left", s(&forged), "--right", s(&exact)]);
    assert_eq!(clash.code, Some(1), "{clash:?}");
    assert!(
        clash.stderr.contains(&format!(
            "proven lost by the other under the same rules (one run is wrong): {won}"
        )),
        "{clash:?}"
    );
    // Other rules: no joint proof, and no deal in common: refused.
    let other = dir.join("other.csv");
    batch("single-deck-milligan", "11..20", "2000", &other);
    refused(
        &["compare", "--left", s(&other), "--right", s(&exact)],
        &["single-deck-milligan", "little-milligan", "--other-rules"],
    );
    let mixed = ok(&[
        "compare",
        "--left",
        s(&other),
        "--right",
        s(&exact),
        "--other-rules",
    ])
    .stdout;
    assert!(
        mixed.contains("the runs play different rules") && !mixed.contains("won by either"),
        "{mixed}"
    );
    let apart = dir.join("apart.csv");
    batch("little-milligan", "100..101", "2000", &apart);
    refused(
        &["compare", "--left", s(&apart), "--right", s(&exact)],
        &["no deal is in both runs"],
    );
}

/// A position the frozen-card test settles without search: `solve` names
/// the card that can never go home, and the plain search agrees.
#[test]
fn solve_names_the_frozen_card_of_a_lost_position() {
    let dir = scratch("solve_names_the_frozen_card_of_a_lost_position");
    let file = dir.join("jack-on-ten.deal");
    // The JC lies on the TC, both red queens are home, and an empty column
    // takes only a King: the JC can never leave, so the TC never goes home.
    std::fs::write(
        &file,
        "variant little-milligan\ncol 1: TC JC\ncol 2: QC\ncol 3: KC\ncol 4:\ncol 5:\ncol 6:\ncol 7:\n\
         stock:\nfoundations: 9C KS KH KD\n",
    )
    .unwrap();
    let run = ok(&["solve", "--file", s(&file)]);
    assert!(
        run.stdout
            .contains("verdict:  lost (a card is frozen: no search needed)"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(
            "reason:   TC in column 1 (card 1 from the bottom) can never go home, whatever is played"
        ),
        "{}",
        run.stdout
    );
    let plain = ok(&["solve", "--file", s(&file), "--no-frozen"]);
    assert!(
        plain
            .stdout
            .contains("verdict:  lost (every reachable position searched)"),
        "{}",
        plain.stdout
    );
}

/// A result file from before the `proof` column still reads, but no run
/// appends rows of another shape to it.
#[test]
fn batch_refuses_to_extend_a_file_without_the_proof_column() {
    let dir = scratch("batch_refuses_to_extend_a_file_without_the_proof_column");
    let old = dir.join("old.csv");
    std::fs::write(
        &old,
        "variant,seed,verdict,moves,nodes,millis,limit,states,table_kib,rules,search,player\n\
         little-milligan,1,won,90,10,1,,10,1,r,s,exact\n",
    )
    .unwrap();
    let stats = ok(&["stats", s(&old)]).stdout;
    assert!(stats.contains("little-milligan"), "{stats}");
    refused(
        &[
            "batch",
            "--variant",
            "little-milligan",
            "--seeds",
            "1..2",
            "--out",
            s(&old),
        ],
        &["older milligan (no proof column)", "another --out"],
    );
}

/// `stats` and `compare` read a gzipped result file as the plain file it
/// holds; `batch` refuses to write one.
#[test]
fn gzipped_result_files_are_read_directly() {
    use std::io::Write;
    let dir = scratch("gzipped_result_files_are_read_directly");
    let plain = dir.join("little.csv");
    batch("little-milligan", "1..6", "500", &plain);
    let other = dir.join("other.csv");
    batch("little-milligan", "1..6", "5000", &other);
    let gz = dir.join("little.csv.gz");
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), Default::default());
    encoder.write_all(&bytes(&plain)).unwrap();
    std::fs::write(&gz, encoder.finish().unwrap()).unwrap();
    let stats = |file: &Path| ok(&["stats", "--format", "csv", s(file)]).stdout;
    assert_eq!(stats(&gz), stats(&plain));
    assert!(stats(&gz).contains(",6,"), "{}", stats(&gz));
    let compare = |file: &Path| ok(&["compare", "--left", s(file), "--right", s(&other)]).stdout;
    assert_eq!(compare(&gz).replace(".csv.gz", ".csv"), compare(&plain));
    refused(
        &[
            "batch",
            "--variant",
            "little-milligan",
            "--seeds",
            "1..2",
            "--out",
            s(&dir.join("new.csv.gz")),
        ],
        &["new.csv.gz", "plain CSV"],
    );
}

/// SIGTERM (what a cluster scheduler sends at a job's time limit) stops a
/// batch as Ctrl-C does: between deals, every finished row kept whole,
/// and the same command finishes the run.
#[test]
fn a_batch_stops_cleanly_on_sigterm() {
    let dir = scratch("a_batch_stops_cleanly_on_sigterm");
    let out = dir.join("term.csv");
    let args = [
        "batch",
        "--variant",
        "little-milligan",
        "--seeds",
        "1..1000000",
        "--threads",
        "1",
        "--max-nodes",
        "2000",
        "--out",
        s(&out),
    ];
    let child = Command::new(env!("CARGO_BIN_EXE_milligan"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for some rows, then send SIGTERM.
    let rows = || std::fs::read_to_string(&out).map_or(0, |t| t.lines().count());
    let began = std::time::Instant::now();
    while rows() < 20 {
        assert!(began.elapsed().as_secs() < 60, "no rows written");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let run = child.wait_with_output().unwrap();
    let stderr = String::from_utf8(run.stderr).unwrap();
    assert_eq!(run.status.code(), Some(130), "{stderr}");
    assert!(
        stderr.contains("interrupted; rerun the same command"),
        "{stderr}"
    );
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.ends_with('\n'), "a whole last row");
    let kept = text.lines().count() - 1;
    assert!((20..1_000_000).contains(&kept), "{kept} rows");
    // The rows read back, each deal once.
    let stats = ok(&["stats", s(&out)]).stdout;
    let deals = stats
        .lines()
        .find_map(|l| l.strip_prefix("little-milligan"))
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("{stats}"));
    assert_eq!(deals, kept.to_string(), "{stats}");
}

/// `check` proves a deal lost again with the reference engine alone:
/// gypsy seed 1211, lost since solver revision 8 (the frozen-card test
/// with take-back), is confirmed; a won deal is not; a small cap gives no
/// verdict; bad input is refused.
#[test]
fn check_proves_a_loss_again_apart_from_the_search() {
    let lost = ok(&["check", "--variant", "gypsy", "--seed", "1211"]);
    assert!(
        lost.stdout.contains("check:    lost: all ")
            && lost.stdout.contains("none won")
            && lost
                .stdout
                .contains("frozen-card proof the reference checker accepted"),
        "{lost:?}"
    );
    let won = milligan(&["check", "--variant", "little-milligan", "--seed", "1"]);
    assert_eq!(won.code, Some(1), "{won:?}");
    assert!(
        won.stdout.contains("not lost: a won position is reachable"),
        "{won:?}"
    );
    let capped = milligan(&[
        "check",
        "--variant",
        "gypsy",
        "--seed",
        "1211",
        "--max-positions",
        "100",
    ]);
    assert_eq!(capped.code, Some(1), "{capped:?}");
    assert!(
        capped.stdout.contains("more than 100 positions"),
        "{capped:?}"
    );
    refused(
        &["check", "--variant", "no-such-game", "--seed", "1"],
        &["no-such-game"],
    );
    refused(&["check", "--variant", "gypsy"], &["--seed"]);
    refused(
        &[
            "check",
            "--variant",
            "gypsy",
            "--seed",
            "1211",
            "--progress-every",
            "0",
        ],
        &["--progress-every", "positive"],
    );
    // Safe cards home at once: a smaller walk, and the output says so.
    let safe = ok(&[
        "check",
        "--variant",
        "moltke",
        "--seed",
        "78477",
        "--safe-home",
    ]);
    let positions = |out: &str| -> usize {
        let after = out.split("lost: all ").nth(1).expect("a lost line");
        after.split(' ').next().unwrap().parse().unwrap()
    };
    assert!(
        safe.stdout.contains("(safe cards sent home at once)") && positions(&safe.stdout) < 3746,
        "{safe:?}"
    );
    // A report before every position the walk takes up: by the last one
    // every position has been seen.
    let reported = ok(&[
        "check",
        "--variant",
        "moltke",
        "--seed",
        "78477",
        "--progress-every",
        "1e-9",
    ]);
    let last = reported.stderr.lines().last().unwrap_or_default();
    assert!(
        reported.stdout.contains("lost: all 3746 positions")
            && last.starts_with("check: ")
            && last.contains(" 3746 positions visited, "),
        "{reported:?}"
    );
}

/// `batch --open-in` reruns the open deals of an earlier file and nothing
/// else; a missing file is one line naming it.
#[test]
fn batch_open_in_takes_the_open_deals_only() {
    let dir = scratch("batch_open_in");
    let (first, second) = (dir.join("first.csv"), dir.join("second.csv"));
    let batch = |out: &Path, extra: &[&str]| {
        let mut args = vec![
            "batch",
            "--variant",
            "little-milligan",
            "--seeds",
            "1..12",
            "--threads",
            "1",
            "--out",
            s(out),
        ];
        args.extend_from_slice(extra);
        ok(&args);
        read(out)
    };
    let rows = batch(&first, &["--max-nodes", "300"]);
    let mut open: Vec<&str> = rows
        .lines()
        .filter(|l| l.contains(",unresolved,"))
        .map(|l| l.split(',').nth(1).unwrap())
        .collect();
    open.sort_by_key(|s| s.parse::<u64>().unwrap());
    assert!(!open.is_empty() && open.len() < 12, "{rows}");
    let again = batch(&second, &["--max-nodes", "20000", "--open-in", s(&first)]);
    let seeds: Vec<&str> = again
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap())
        .collect();
    let mut sorted = seeds.clone();
    sorted.sort_by_key(|s| s.parse::<u64>().unwrap());
    assert_eq!(sorted, open);
    // The sidecar names the files that chose the deals.
    let sidecar = read(&dir.join("second.csv.rules.toml"));
    let named = format!(
        "# only the {} deal(s) that these files left open (--open-in):\n#   {}\n",
        open.len(),
        first.display()
    );
    assert!(sidecar.contains(&named), "{sidecar}");
    // Together, one row a deal: the two files' rows of a deal combine.
    refused(&["stats", s(&first), s(&second)], &["appears twice"]);
    let combined = ok(&[
        "stats",
        "--combine",
        s(&first),
        s(&second),
        "--format",
        "csv",
    ])
    .stdout;
    let counts: Vec<usize> = combined
        .lines()
        .nth(1)
        .expect("a row")
        .split(',')
        .collect::<Vec<_>>()[2..6]
        .iter()
        .map(|n| n.parse().unwrap())
        .collect();
    let count = |verdict: &str| {
        let label = format!(",{verdict},");
        rows.matches(&label).count() + again.matches(&label).count()
    };
    let still_open = again.matches(",unresolved,").count();
    assert_eq!(counts, [12, count("won"), count("lost"), still_open]);
    // --seeds: one range out of files that cover more. Each deal of 2..8
    // is listed under its verdict (the rerun's where it has one), and no
    // other deal is.
    let verdict_of = |seed: u64| {
        let row = |file: &str| {
            file.lines()
                .skip(1)
                .find(|l| l.split(',').nth(1) == Some(&seed.to_string()))
                .map(|l| l.split(',').nth(2).unwrap().to_string())
        };
        row(&again)
            .or_else(|| row(&rows))
            .expect("every seed has a row")
    };
    let mut listed = Vec::new();
    for verdict in ["won", "lost", "unresolved"] {
        let range = ["stats", "--combine", "--seeds", "2..8", "--list", verdict];
        let list = ok(&[&range[..], &[s(&first), s(&second)]].concat()).stdout;
        let expected: Vec<String> = (2..=8)
            .filter(|&seed| verdict_of(seed) == verdict)
            .map(|seed| format!("little-milligan {seed}"))
            .collect();
        assert_eq!(list.lines().collect::<Vec<_>>(), expected, "{verdict}");
        listed.extend(expected);
    }
    assert_eq!(listed.len(), 7, "{listed:?}");
    assert!(
        (2..=8).any(|seed| verdict_of(seed) != verdict_of(2)),
        "the range should hold more than one verdict"
    );
    refused(
        &["stats", "--seeds", "13..20", s(&first)],
        &["no row", "13..20"],
    );
    // compare --combine: the first run alone against both together.
    let list = ok(&[
        "compare",
        "--combine",
        "--left",
        s(&first),
        "--right",
        s(&first),
        s(&second),
        "--list",
        "unresolved/won",
    ])
    .stdout;
    assert_eq!(
        list.lines().count(),
        again.matches(",won,").count(),
        "{list}"
    );
    let rerun_refused = |out: &Path, open_in: &Path, needles: &[&str]| {
        let args = ["batch", "--variant", "little-milligan", "--seeds", "1..12"];
        let files = ["--out", s(out), "--open-in", s(open_in)];
        refused(&[&args[..], &files[..]].concat(), needles)
    };
    rerun_refused(&first, &first, &["is one of the --open-in files"]);
    let missing = dir.join("missing.csv");
    rerun_refused(&second, &missing, &["no result file", "missing.csv"]);
}

/// `verify --variant`: a win under stricter rules replays as a win under
/// looser ones that contain them; the reverse meets the first move the
/// stricter rules lack; a position that does not fit the rules is refused.
#[test]
fn verify_replays_a_solution_under_other_rules() {
    let dir = scratch("verify_replays_a_solution_under_other_rules");
    let solve = |variant: &str, name: &str| {
        let sol = dir.join(name);
        let run = ok(&[
            "solve",
            "--variant",
            variant,
            "--seed",
            "2",
            "--out",
            s(&sol),
        ]);
        assert!(run.stdout.contains("verdict:  won in "), "{}", run.stdout);
        sol
    };
    let spanish = solve("spanish-patience", "spanish.sol");
    for looser in [
        "miss-milligan",
        "miss-milligan-single-weave",
        "miss-milligan-grace",
    ] {
        let run = ok(&["verify", "--variant", looser, s(&spanish)]);
        assert!(
            run.stdout.starts_with("won (") && run.stdout.contains(&format!(", {looser} rules)")),
            "{run:?}"
        );
    }
    // Miss Milligan's line of seed 2 uses the weave, which spanish-patience lacks.
    let weave = solve("miss-milligan", "weave.sol");
    assert!(
        read(&weave).contains(">r"),
        "want a line that uses the weave"
    );
    let error = refused(
        &["verify", "--variant", "spanish-patience", s(&weave)],
        &[">r"],
    );
    assert!(
        error.starts_with("milligan: error: illegal move 'c"),
        "{error}"
    );
    refused(
        &["verify", "--variant", "little-milligan", s(&spanish)],
        &["under little-milligan", "column"],
    );
}

/// `solve --via`: a win under stricter rules is reported under the
/// position's own once replayed there; a loss there is no verdict here;
/// rules the position does not fit are refused.
#[test]
fn solve_via_stricter_rules() {
    let solve = |extra: &[&str]| {
        let args = [
            "solve",
            "--variant",
            "miss-milligan",
            "--via",
            "spanish-patience",
        ];
        ok(&[&args[..], extra].concat()).stdout
    };
    let won = solve(&["--seed", "2"]);
    assert!(
        won.contains("variant:  miss-milligan") && won.contains("verdict:  won in "),
        "{won}"
    );
    assert!(
        won.contains("via:      searched under spanish-patience's rules"),
        "{won}"
    );
    let lost = solve(&[
        "--seed",
        "8769",
        "--max-nodes",
        "1000000",
        "--timeout",
        "60",
    ]);
    assert!(
        lost.contains("verdict:  unresolved (lost under --via spanish-patience's stricter rules"),
        "{lost}"
    );
    refused(
        &[
            "solve",
            "--variant",
            "miss-milligan",
            "--seed",
            "2",
            "--via",
            "little-milligan",
        ],
        &["--via little-milligan", "column"],
    );
}

/// `batch --via` from the command line: the win is the run's, the sidecar
/// names the rules searched; an unknown id writes nothing.
#[test]
fn batch_via_stricter_rules() {
    let dir = scratch("batch_via_stricter_rules");
    let out = dir.join("via.csv");
    let args = [
        "batch",
        "--variant",
        "miss-milligan",
        "--seeds",
        "2..2",
        "--max-nodes",
        "20000",
    ];
    ok(&[&args[..], &["--via", "spanish-patience", "--out", s(&out)]].concat());
    let row = read(&out).lines().nth(1).expect("a row").to_string();
    assert!(row.starts_with("miss-milligan,2,won,"), "{row}");
    let sidecar = read(&dir.join("via.csv.rules.toml"));
    assert!(sidecar.contains("via=spanish-patience:"), "{sidecar}");
    assert!(
        sidecar.contains("# --via: the search ran under these rules"),
        "{sidecar}"
    );
    assert!(sidecar.contains("# id = \"spanish-patience\""), "{sidecar}");
    let nothing = dir.join("nothing.csv");
    refused(
        &[&args[..], &["--via", "nosuch", "--out", s(&nothing)]].concat(),
        &["--via", "nosuch"],
    );
    assert!(!nothing.exists());
}

/// `batch --solutions` writes each win's line; `transfer` replays them
/// under other rules dealt alike into rows that `stats --combine` counts
/// beside the variant's own run: spanish-patience's wins are giant's, and
/// a giant line that fills a gap with a non-King is not spanish's.
#[test]
fn won_lines_are_written_and_carried_to_rules_dealt_alike() {
    let dir = scratch("won_lines_are_carried");
    let (spanish, lines) = (dir.join("spanish.csv"), dir.join("lines"));
    let search = ["--seeds", "1..6", "--max-nodes", "20000", "--threads", "2"];
    ok(&[
        &[
            "batch",
            "--variant",
            "spanish-patience",
            "--out",
            s(&spanish),
        ][..],
        &search,
        &["--solutions", s(&lines)],
    ]
    .concat());
    let rows = read(&spanish);
    let won: Vec<&str> = rows
        .lines()
        .filter(|l| l.contains(",won,"))
        .map(|l| l.split(',').nth(1).unwrap())
        .collect();
    assert!(!won.is_empty() && won.len() < 6, "{rows}");
    let mut names: Vec<String> = std::fs::read_dir(&lines)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    let mut want: Vec<String> = won.iter().map(|n| format!("{n}.sol")).collect();
    want.sort();
    assert_eq!(names, want, "a solution file for each win, and only those");

    let carried = dir.join("giant-from-spanish.csv");
    let run = ok(&[
        "transfer",
        "--variant",
        "giant",
        "--out",
        s(&carried),
        s(&lines),
    ]);
    let said = format!(
        "{} of {} line(s) replayed as wins of giant",
        won.len(),
        won.len()
    );
    assert!(run.stdout.contains(&said), "{}", run.stdout);
    let rows = read(&carried);
    for (row, seed) in rows.lines().skip(1).zip(&won) {
        assert!(row.starts_with(&format!("giant,{seed},won,")), "{row}");
    }
    assert!(
        read(&dir.join("giant-from-spanish.csv.rules.toml"))
            .contains("transfer: lines won under spanish-patience:")
    );
    // Counted with giant's own run on the same deals.
    let giant = dir.join("giant.csv");
    ok(&[
        &["batch", "--variant", "giant", "--out", s(&giant)][..],
        &search,
    ]
    .concat());
    let run = ok(&["stats", "--combine", s(&giant), s(&carried)]);
    assert!(run.stdout.contains("giant"), "{}", run.stdout);

    // Back the other way: giant's line of seed 4 fills a gap with a non-King.
    let giant_lines = dir.join("giant-lines");
    ok(&[
        "batch",
        "--variant",
        "giant",
        "--seeds",
        "4..4",
        "--max-nodes",
        "200000",
        "--out",
        s(&dir.join("giant4.csv")),
        "--solutions",
        s(&giant_lines),
    ]);
    let back = dir.join("spanish-from-giant.csv");
    let run = ok(&[
        "transfer",
        "--variant",
        "spanish-patience",
        "--out",
        s(&back),
        s(&giant_lines),
    ]);
    assert!(
        run.stdout.contains("0 of 1 line(s) replayed"),
        "{}",
        run.stdout
    );
    let row = read(&back).lines().nth(1).unwrap().to_string();
    assert!(
        row.starts_with("spanish-patience,4,unresolved,,0,") && row.contains(",no-replay,"),
        "{row}"
    );

    // Refused: an existing --out (left as it was), the line's own rules,
    // another deck, a folder without lines, a file naming no deal.
    let before = read(&carried);
    refused(
        &[
            "transfer",
            "--variant",
            "giant",
            "--out",
            s(&carried),
            s(&lines),
        ],
        &["already exists"],
    );
    assert_eq!(read(&carried), before);
    let fresh = dir.join("fresh.csv");
    refused(
        &[
            "transfer",
            "--variant",
            "spanish-patience",
            "--out",
            s(&fresh),
            s(&lines),
        ],
        &["own rules"],
    );
    refused(
        &[
            "transfer",
            "--variant",
            "little-milligan",
            "--out",
            s(&fresh),
            s(&lines),
        ],
        &[],
    );
    let empty = dir.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    refused(
        &[
            "transfer",
            "--variant",
            "giant",
            "--out",
            s(&fresh),
            s(&empty),
        ],
        &["no solution file"],
    );
    let first = lines.join(format!("{}.sol", won[0]));
    let nameless = dir.join("nameless.sol");
    std::fs::write(
        &nameless,
        read(&first).replace(&format!("source seed {}\n", won[0]), ""),
    )
    .unwrap();
    refused(
        &[
            "transfer",
            "--variant",
            "giant",
            "--out",
            s(&fresh),
            s(&nameless),
        ],
        &["no `source` line"],
    );
    assert!(!fresh.exists());
}

/// `batch --deals-in` takes the lines `stats --list` prints (a variant
/// and a deal each): the unresolved deals of a run solved again.
#[test]
fn batch_deals_in_takes_what_stats_list_prints() {
    let dir = scratch("batch_deals_in_stats_list");
    let first = dir.join("first.csv");
    let base = ["batch", "--variant", "little-milligan", "--threads", "2"];
    ok(&[
        &base[..],
        &["--seeds", "1..30", "--max-nodes", "300", "--out", s(&first)],
    ]
    .concat());
    let open = ok(&["stats", s(&first), "--list", "unresolved"]).stdout;
    assert!(open.starts_with("little-milligan "), "{open}");
    let list = dir.join("open.txt");
    std::fs::write(&list, &open).unwrap();
    let again = dir.join("again.csv");
    ok(&[
        &base[..],
        &[
            "--seeds",
            "1..30",
            "--max-nodes",
            "20000",
            "--deals-in",
            s(&list),
            "--out",
            s(&again),
        ],
    ]
    .concat());
    let seeds = |text: &str| -> Vec<String> {
        let mut v: Vec<String> = text
            .split_whitespace()
            .skip(1)
            .step_by(2)
            .map(String::from)
            .collect();
        v.sort();
        v
    };
    let mut solved: Vec<String> = read(&again)
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap().to_string())
        .collect();
    solved.sort();
    assert_eq!(solved, seeds(&open));
}

/// `batch --deals-in LIST`: only the deals the list names (what `stats
/// --list` prints), with --open-in only those in both; a resumed run says
/// in the sidecar which deals it was limited to; a bad list is one line.
#[test]
fn batch_deals_in_a_list() {
    let dir = scratch("batch_deals_in_a_list");
    let base = [
        "batch",
        "--variant",
        "little-milligan",
        "--max-nodes",
        "20000",
        "--threads",
        "2",
    ];
    let list = dir.join("list.txt");
    std::fs::write(&list, "# a comment\n3 5\n9 # and another\n40\n").unwrap();
    let out = dir.join("listed.csv");
    ok(&[
        &base[..],
        &["--seeds", "1..12", "--deals-in", s(&list), "--out", s(&out)],
    ]
    .concat());
    let seeds = |f: &Path| -> Vec<String> {
        let mut v: Vec<String> = read(f)
            .lines()
            .skip(1)
            .map(|l| l.split(',').nth(1).unwrap().to_string())
            .collect();
        v.sort_by_key(|s| s.parse::<u64>().unwrap());
        v
    };
    assert_eq!(seeds(&out), ["3", "5", "9"]);
    let sidecar = read(&dir.join("listed.csv.rules.toml"));
    assert!(
        sidecar.contains("# only the 4 deal(s) that this list names (--deals-in):"),
        "{sidecar}"
    );
    // Resumed over a longer list: the new deals only, and the sidecar says so.
    std::fs::write(&list, "3 5 9 11\n").unwrap();
    ok(&[
        &base[..],
        &["--seeds", "1..12", "--deals-in", s(&list), "--out", s(&out)],
    ]
    .concat());
    assert_eq!(seeds(&out), ["3", "5", "9", "11"]);
    let sidecar = read(&dir.join("listed.csv.rules.toml"));
    assert!(
        sidecar.contains("# resumed after 3 row(s),\n# only the 4 deal(s)"),
        "{sidecar}"
    );
    // With --open-in: the deals both choose.
    let small = dir.join("small.csv");
    ok(&[
        "batch",
        "--variant",
        "little-milligan",
        "--max-nodes",
        "300",
        "--seeds",
        "1..12",
        "--out",
        s(&small),
    ]);
    let open: Vec<String> = read(&small)
        .lines()
        .filter(|l| l.contains(",unresolved,"))
        .map(|l| l.split(',').nth(1).unwrap().to_string())
        .collect();
    assert!(open.len() >= 2, "{open:?}");
    std::fs::write(&list, format!("{}\n", open[..open.len() - 1].join("\n"))).unwrap();
    let both = dir.join("both.csv");
    ok(&[
        &base[..],
        &[
            "--seeds",
            "1..12",
            "--open-in",
            s(&small),
            "--deals-in",
            s(&list),
            "--out",
            s(&both),
        ],
    ]
    .concat());
    let mut want = open[..open.len() - 1].to_vec();
    want.sort_by_key(|s| s.parse::<u64>().unwrap());
    assert_eq!(seeds(&both), want);
    // Bad lists write nothing.
    let fresh = dir.join("fresh.csv");
    std::fs::write(&list, "3\nfour\n").unwrap();
    refused(
        &[
            &base[..],
            &[
                "--seeds",
                "1..12",
                "--deals-in",
                s(&list),
                "--out",
                s(&fresh),
            ],
        ]
        .concat(),
        &["list.txt line 2", "four"],
    );
    std::fs::write(&list, "# nothing\n").unwrap();
    refused(
        &[
            &base[..],
            &[
                "--seeds",
                "1..12",
                "--deals-in",
                s(&list),
                "--out",
                s(&fresh),
            ],
        ]
        .concat(),
        &["names no deal"],
    );
    std::fs::write(&list, "400\n").unwrap();
    refused(
        &[
            &base[..],
            &[
                "--seeds",
                "1..12",
                "--deals-in",
                s(&list),
                "--out",
                s(&fresh),
            ],
        ]
        .concat(),
        &["this list names", "1..12"],
    );
    refused(
        &[
            &base[..],
            &[
                "--seeds",
                "1..12",
                "--deals-in",
                s(&dir.join("missing.txt")),
                "--out",
                s(&fresh),
            ],
        ]
        .concat(),
        &["cannot read the deal list"],
    );
    assert!(!fresh.exists());
}
