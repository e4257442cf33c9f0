//! Every figure of `results/README.md` comes from a generated file (issue
//! 48): its generated blocks (between `<!-- generated: NAME -->` and
//! `<!-- end -->`) must be what `scripts/summary.sh` writes now from the
//! standings, the players' summaries, the grace-reading study and
//! `results/claims.tsv`, and no percentage of its prose may stand outside
//! them. The check reads small committed files only (no solving, no
//! `milligan stats`). After `scripts/standings.sh` or a new run, rerun
//! `scripts/summary.sh` and commit what it rewrites.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `scripts/summary.sh --check FILE`.
fn check(readme: &Path) -> Output {
    Command::new("bash")
        .arg(root().join("scripts/summary.sh"))
        .arg("--check")
        .arg(readme)
        .output()
        .expect("run scripts/summary.sh")
}

/// `text` written to a file of its own under the system's temporary folder.
fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("milligan-results-summary-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn committed() -> String {
    std::fs::read_to_string(root().join("results/README.md")).unwrap()
}

#[test]
fn the_results_summary_is_what_the_generator_writes_now() {
    let out = check(&root().join("results/README.md"));
    assert!(
        out.status.success(),
        "results/README.md is stale: run scripts/summary.sh and commit it\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_stale_figure_in_a_generated_block_fails_the_check() {
    let text = committed();
    let start = text
        .find("<!-- generated: answer -->")
        .expect("an answer block");
    // The digit before the block's first '%': a figure, not the list's numbering.
    let percent = start + text[start..].find('%').expect("a percentage in the answer");
    let at = percent - 1;
    let digit = text.as_bytes()[at];
    assert!(digit.is_ascii_digit());
    let stale_digit = if digit == b'9' {
        '8'
    } else {
        (digit + 1) as char
    };
    let stale = format!("{}{}{}", &text[..at], stale_digit, &text[at + 1..]);
    let out = check(&scratch("stale-block.md", &stale));
    assert!(!out.status.success(), "a changed figure passed the check");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("differ from what scripts/summary.sh writes now"),
        "{err}"
    );
}

#[test]
fn a_percentage_typed_into_the_prose_fails_the_check() {
    let text = committed();
    let end = text
        .find("## Where every variant stands")
        .expect("the standings section");
    // A rate nowhere in the generated blocks, written by hand above a heading.
    let stale = format!(
        "{}The planning program wins 41.7% of games.\n\n{}",
        &text[..end],
        &text[end..]
    );
    let out = check(&scratch("stale-prose.md", &stale));
    assert!(!out.status.success(), "a hand-typed rate passed the check");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("41.7% (line"), "{err}");
}
