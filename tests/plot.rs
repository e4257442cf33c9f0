//! `milligan plot` end to end: a small batch run, then its pictures.

use std::path::Path;
use std::process::Command;

fn milligan(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_milligan"))
        .args(args)
        .output()
        .expect("run milligan")
}

#[test]
fn plot_draws_the_pictures_of_a_batch_run() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("plot-cli");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("little.csv");
    let csv = csv.to_str().unwrap();
    let batch = milligan(&[
        "batch",
        "--variant",
        "little-milligan",
        "--seeds",
        "1..6",
        "--max-nodes",
        "2000",
        "--threads",
        "1",
        "--out",
        csv,
    ]);
    assert!(
        batch.status.success(),
        "{}",
        String::from_utf8_lossy(&batch.stderr)
    );
    let pictures = dir.join("pictures");
    let plot = milligan(&["plot", csv, "--out", pictures.to_str().unwrap()]);
    assert!(
        plot.status.success(),
        "{}",
        String::from_utf8_lossy(&plot.stderr)
    );
    let stdout = String::from_utf8_lossy(&plot.stdout);
    for name in ["win-rates.svg", "solve-times.svg", "effort.svg"] {
        let path = pictures.join(name);
        let svg = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            svg.starts_with("<svg") || svg.starts_with("<?xml"),
            "{name}"
        );
        assert!(svg.contains("little-milligan"), "{name}");
        assert!(stdout.contains(name), "{stdout}");
    }
    // Six deals, one row: the label counts them.
    let win = std::fs::read_to_string(pictures.join("win-rates.svg")).unwrap();
    assert!(win.contains("\nlittle-milligan  n=6"), "{win}");

    // Errors are one line and exit 2: an empty result file, a missing one.
    let empty = dir.join("empty.csv");
    std::fs::write(&empty, "").unwrap();
    for file in [empty, dir.join("missing.csv")] {
        let out = milligan(&[
            "plot",
            file.to_str().unwrap(),
            "--out",
            pictures.to_str().unwrap(),
        ]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}
