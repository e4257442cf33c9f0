//! `milligan report` end to end: a small exact run and a no-peek run of
//! little-milligan, their report, and the page in headless Chromium at
//! 1280x800 and at 390 px. The standings row must say what `milligan stats
//! --combine` says of the same files, every section and picture must be
//! drawn, nothing may be fetched, and the page must not scroll sideways at
//! phone width (wide pictures scroll in their own boxes). Screenshots go
//! to a folder the test names. Bad input gets one line and exit 2.

mod browser;

use std::path::Path;
use std::process::{Command, Output};

use serde_json::{Value, json};

use browser::{Chrome, find_browser};

fn milligan(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_milligan"))
        .args(args)
        .output()
        .expect("run milligan")
}

fn ok(out: Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// An exact run with some deals left open, and a greedy player's run.
fn runs(dir: &Path) -> (String, String) {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    let exact = dir.join("exact.csv").display().to_string();
    let greedy = dir.join("greedy.csv").display().to_string();
    let common = ["--variant", "little-milligan", "--seeds", "1..40"];
    let threads = ["--threads", "1"];
    ok(milligan(
        &[
            &["batch"][..],
            &common,
            &threads,
            &["--max-nodes", "20000", "--out", &exact],
        ]
        .concat(),
    ));
    ok(milligan(
        &[
            &["play", "--player", "greedy"][..],
            &common,
            &threads,
            &["--out", &greedy],
        ]
        .concat(),
    ));
    (exact, greedy)
}

#[test]
fn the_report_reads_in_a_real_browser() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report-browser");
    let (exact, greedy) = runs(&dir);
    let page = dir.join("report.html");
    let said = ok(milligan(&[
        "report",
        &exact,
        &greedy,
        "--out",
        page.to_str().unwrap(),
    ]));
    assert_eq!(said.trim(), page.display().to_string());
    // The numbers the page must show, by the other route.
    let stats = ok(milligan(&["stats", "--combine", "--format", "csv", &exact]));
    let fields: Vec<&str> = stats.lines().nth(1).unwrap().split(',').collect();
    let pct = |i: usize| format!("{:.2}%", 100.0 * fields[i].parse::<f64>().unwrap());
    let expected = json!([
        fields[2],
        fields[3],
        fields[4],
        fields[5],
        pct(6),
        format!("{} – {}", pct(7), pct(8))
    ]);
    assert!(
        fields[5] != "0" && fields[4] != "0",
        "the fixture has open and lost deals: {stats}"
    );

    let Some(browser) = find_browser("the report page") else {
        return;
    };
    let shots = dir.join("screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    let mut chrome = Chrome::launch(&browser, &dir);
    for (width, height) in [(1280, 800), (390, 844)] {
        chrome.resize(width, height);
        chrome.navigate(&format!("file://{}", page.display()));
        let cells = chrome.eval(
            "[...document.querySelectorAll('#standings-table tr[data-variant=\"little-milligan\"] td')]\
             .slice(1, 7).map(td => td.textContent)",
        );
        assert_eq!(cells, expected, "standings at {width} px");
        let program = chrome.eval(
            "[...document.querySelectorAll('#no-peek-table tbody tr')]\
             .map(tr => tr.children[1].textContent)",
        );
        assert_eq!(program, json!(["greedy r2"]), "the no-peek table");
        let sections = chrome.eval("[...document.querySelectorAll('section')].map(s => s.id)");
        assert_eq!(
            sections,
            json!(["standings", "win-rates", "no-peek", "effort", "sources"])
        );
        // Both pictures drawn, each as wide as its box or wider (it then
        // scrolls in the box), and tall enough to read.
        let pictures: Value = chrome.eval(
            "[...document.querySelectorAll('svg')].map(s => { const r = s.getBoundingClientRect(); \
             return [Math.round(r.width), Math.round(r.height), s.parentElement.clientWidth]; })",
        );
        let pictures = pictures.as_array().unwrap();
        assert_eq!(pictures.len(), 2, "{pictures:?}");
        for p in pictures {
            let (w, h, room) = (
                p[0].as_i64().unwrap(),
                p[1].as_i64().unwrap(),
                p[2].as_i64(),
            );
            assert!(w >= 700 && h >= 150, "picture {p:?} at {width} px");
            assert!(Some(w) >= room, "picture {p:?} narrower than its box");
        }
        let loaded = chrome.eval("performance.getEntriesByType('resource').length");
        assert_eq!(loaded, json!(0), "the page fetched something");
        let sideways = chrome.eval("document.documentElement.scrollWidth - innerWidth");
        assert!(
            sideways.as_i64().unwrap() <= 0,
            "the page scrolls sideways by {sideways} px at {width} px"
        );
        chrome.screenshot(&shots.join(format!("report-{width}px-first-screen.png")));
        chrome.full_page_screenshot(&shots.join(format!("report-{width}px.png")));
    }
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report-bad");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.csv");
    std::fs::write(&empty, "").unwrap();
    let one = dir.join("one.csv");
    let row = milligan::results::Row {
        variant: "nomad".into(),
        seed: "7".into(),
        verdict: milligan::results::Verdict::Lost,
        moves: None,
        nodes: 10,
        millis: 1,
        limit: String::new(),
        states: 10,
        table_kib: 1,
        rules: "r".into(),
        search: "s".into(),
        player: "exact".into(),
        proof: "search".into(),
    };
    std::fs::write(
        &one,
        format!("{}\n{}", milligan::results::HEADER, row.to_line()),
    )
    .unwrap();
    let missing = dir.join("missing.csv");
    let out = dir.join("no-such-dir").join("r.html");
    let (one, empty, missing, out) = (
        one.to_str().unwrap(),
        empty.to_str().unwrap(),
        missing.to_str().unwrap(),
        out.to_str().unwrap(),
    );
    for (args, says) in [
        (vec![missing, "--out", out], "does not exist"),
        (vec![empty, "--out", out], "nothing to report"),
        (vec![one, "--out", out, "--seeds", "5..1"], "seed range"),
        (
            vec![one, "--out", out, "--seeds", "1..5"],
            "no row of these files",
        ),
        (vec![one, "--out", out], "cannot write"),
    ] {
        let run = milligan(&[&["report"][..], &args].concat());
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains(says) && err.trim_end().lines().count() == 1,
            "{args:?}: {err}"
        );
    }
}
