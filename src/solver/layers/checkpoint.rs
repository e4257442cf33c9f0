//! Checkpoints of a layered search, so that a proof longer than one run
//! (a session, a cluster job's time limit, a Ctrl-C) goes on where it
//! stopped instead of starting again.
//!
//! A checkpoint is a directory: `manifest` (text, replaced atomically) and
//! the generation it names, `g<N>/`, with the files of keys of each layer
//! (the spill format: gzip members of a length byte, then the key), each
//! read up to the length the manifest gives (a spill linked in is
//! appended to after; see [`super::disk`]). The manifest is written only after every key file
//! is on disk, and older generations are removed only after it, so a crash
//! at any moment leaves the last whole checkpoint in place.
//!
//! What a checkpoint holds is enough for the search's claim: every position
//! in a layer file is reachable (it was filed as some expanded position's
//! child), the layer being expanded lists its positions in the order they
//! were queued with the count already expanded, and every position not yet
//! expanded is in some file. So resuming expands every reachable position,
//! each once per layer, as an unbroken run does.

use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The first line of a manifest: the format and its version. Version 2
/// had raw key files only (version 3 gzips them, `.keys.gz`; it reads a
/// raw one it resumes from, and gzips it at its next save); version 1 had
/// one whole file per layer, `<level>.keys`, and no `parts` lines.
const MAGIC: &str = "milligan layered-search checkpoint 3";
const MAGIC_2: &str = "milligan layered-search checkpoint 2";
const MAGIC_1: &str = "milligan layered-search checkpoint 1";

/// A file of a layer's keys in a generation, and how many of its bytes
/// are the layer's (`None`: all, in a version 1 checkpoint).
pub(super) type PartName = (String, Option<u64>);

/// What a checkpoint records besides its key files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Manifest {
    /// The solver's revision and key format that wrote it: another
    /// binary's pruning may reach other positions, and its keys may read
    /// as other positions.
    pub revision: u32,
    pub key_format: u32,
    /// The search's start, written out: a checkpoint resumes only its own.
    pub start: Vec<u8>,
    pub nodes: u64,
    pub frozen_cuts: u64,
    pub peak_states: usize,
    pub peak_bytes: usize,
    pub spilled: u64,
    /// Time spent in the runs before, in all.
    pub elapsed: Duration,
    /// The layer being expanded, and how many of its queued positions are
    /// expanded already.
    pub current: usize,
    pub next: usize,
    /// Every layer with keys on disk, the current one included.
    pub levels: Vec<usize>,
    /// The files of each layer of `levels`, in order: a layer's keys are
    /// theirs in this order (so the current layer's queue order).
    pub parts: Vec<Vec<PartName>>,
}

/// A checkpoint directory.
pub(super) struct Checkpoint {
    dir: PathBuf,
    generation: u64,
}

impl Checkpoint {
    /// The checkpoint in `dir` (created if missing), with its manifest if
    /// one has been written.
    pub fn open(dir: &Path) -> io::Result<(Checkpoint, Option<Manifest>)> {
        fs::create_dir_all(dir)?;
        let text = match fs::read_to_string(dir.join("manifest")) {
            Ok(text) => Some(text),
            Err(e) if e.kind() == io::ErrorKind::NotFound => None,
            Err(e) => return Err(e),
        };
        let (generation, manifest) = match text {
            Some(text) => {
                let (generation, manifest) = parse(&text).map_err(|e| {
                    io::Error::new(
                        io::ErrorKind::InvalidData,
                        format!("{}: {e}", dir.join("manifest").display()),
                    )
                })?;
                (generation, Some(manifest))
            }
            None => (0, None),
        };
        let checkpoint = Checkpoint {
            dir: dir.to_path_buf(),
            generation,
        };
        Ok((checkpoint, manifest))
    }

    /// The file `name` in the generation the manifest names.
    pub fn part(&self, name: &str) -> PathBuf {
        self.generation_dir(self.generation).join(name)
    }

    fn generation_dir(&self, generation: u64) -> PathBuf {
        self.dir.join(format!("g{generation}"))
    }

    /// Writes a new generation: `write` puts the files of each level of
    /// `manifest.levels` in the folder it is given and names them; then
    /// the manifest is replaced, and the older generation removed.
    pub fn save(
        &mut self,
        manifest: &Manifest,
        mut write: impl FnMut(usize, &Path) -> io::Result<Vec<PartName>>,
    ) -> io::Result<()> {
        let generation = self.generation + 1;
        let dir = self.generation_dir(generation);
        if dir.exists() {
            // Left by a run that stopped while writing it.
            fs::remove_dir_all(&dir)?;
        }
        fs::create_dir_all(&dir)?;
        let mut manifest = manifest.clone();
        manifest.parts = manifest
            .levels
            .iter()
            .map(|&level| write(level, &dir))
            .collect::<io::Result<_>>()?;
        File::open(&dir)?.sync_all()?;
        let manifest = &manifest;
        let temporary = self.dir.join("manifest.new");
        let mut file = File::create(&temporary)?;
        file.write_all(render(generation, manifest).as_bytes())?;
        file.sync_all()?;
        fs::rename(&temporary, self.dir.join("manifest"))?;
        File::open(&self.dir)?.sync_all()?;
        let old = self.generation_dir(self.generation);
        self.generation = generation;
        if old.exists() {
            fs::remove_dir_all(old)?;
        }
        Ok(())
    }

    /// Removes the checkpoint: the search it was for has ended.
    pub fn remove(self) -> io::Result<()> {
        fs::remove_dir_all(&self.dir)
    }
}

fn render(generation: u64, m: &Manifest) -> String {
    let mut text = format!(
        "{MAGIC}\ngeneration {generation}\nformat {} {}\nstart ",
        m.revision, m.key_format
    );
    for byte in &m.start {
        let _ = write!(text, "{byte:02x}");
    }
    let levels: Vec<String> = m.levels.iter().map(usize::to_string).collect();
    let _ = write!(
        text,
        "\nnodes {}\nfrozen_cuts {}\npeak_states {}\npeak_bytes {}\nspilled {}\nelapsed_ms {}\ncurrent {} {}\nlevels {}",
        m.nodes,
        m.frozen_cuts,
        m.peak_states,
        m.peak_bytes,
        m.spilled,
        m.elapsed.as_millis(),
        m.current,
        m.next,
        levels.join(" ")
    );
    for (level, parts) in m.levels.iter().zip(&m.parts) {
        let _ = write!(text, "\nparts {level}");
        for (name, len) in parts {
            let _ = write!(text, " {name}:{}", len.expect("a saved part's length"));
        }
    }
    text.push('\n');
    text
}

fn parse(text: &str) -> Result<(u64, Manifest), String> {
    let mut lines = text.lines();
    let version = match lines.next() {
        Some(MAGIC) => 3,
        Some(MAGIC_2) => 2,
        Some(MAGIC_1) => 1,
        _ => {
            return Err(format!(
                "not a checkpoint manifest (want the line {MAGIC:?})"
            ));
        }
    };
    let mut field = |name: &str| -> Result<&str, String> {
        let line = lines
            .next()
            .ok_or_else(|| format!("ends before `{name}`"))?;
        line.strip_prefix(name)
            .and_then(|rest| rest.strip_prefix(' '))
            .ok_or_else(|| format!("want `{name} ...`, found {line:?}"))
    };
    let generation = number("generation", field("generation")?)?;
    let (revision, key_format) = field("format")?
        .split_once(' ')
        .ok_or("`format` wants a revision and a key format")?;
    let (revision, key_format) = (number("format", revision)?, number("format", key_format)?);
    let start = unhex(field("start")?).ok_or("`start` is not hexadecimal")?;
    let nodes = number("nodes", field("nodes")?)?;
    let frozen_cuts = number("frozen_cuts", field("frozen_cuts")?)?;
    let peak_states = number("peak_states", field("peak_states")?)?;
    let peak_bytes = number("peak_bytes", field("peak_bytes")?)?;
    let spilled = number("spilled", field("spilled")?)?;
    let elapsed = Duration::from_millis(number("elapsed_ms", field("elapsed_ms")?)?);
    let (current, next) = field("current")?
        .split_once(' ')
        .ok_or("`current` wants a layer and a count")?;
    let (current, next) = (number("current", current)?, number("current", next)?);
    let levels = field("levels")?
        .split(' ')
        .map(|l| number("levels", l))
        .collect::<Result<Vec<usize>, String>>()?;
    if levels.first() != Some(&current) {
        return Err("the current layer is not the first of `levels`".into());
    }
    let parts = if version == 1 {
        levels
            .iter()
            .map(|level| vec![(format!("{level}.keys"), None)])
            .collect()
    } else {
        let mut parts = Vec::new();
        for &level in &levels {
            parts.push(layer_parts(field("parts")?, level, version)?);
        }
        parts
    };
    let manifest = Manifest {
        revision,
        key_format,
        start,
        nodes,
        frozen_cuts,
        peak_states,
        peak_bytes,
        spilled,
        elapsed,
        current,
        next,
        levels,
        parts,
    };
    Ok((generation, manifest))
}

fn number<T: std::str::FromStr>(name: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("`{name}` is not a number: {text:?}"))
}

/// The bytes of a hexadecimal string, if it is one.
fn unhex(hex: &str) -> Option<Vec<u8>> {
    (0..hex.len())
        .step_by(2)
        .map(|i| {
            hex.get(i..i + 2)
                .and_then(|b| u8::from_str_radix(b, 16).ok())
        })
        .collect()
}

/// The parts of layer `level` from its `parts` line of a manifest of
/// `version`.
fn layer_parts(line: &str, level: usize, version: u32) -> Result<Vec<PartName>, String> {
    let mut words = line.split(' ');
    if words.next() != Some(level.to_string().as_str()) {
        return Err(format!("want the parts of layer {level}, found {line:?}"));
    }
    words
        .map(|word| {
            let (name, len) = word
                .split_once(':')
                .ok_or_else(|| format!("a part wants `name:length`, found {word:?}"))?;
            if name.is_empty() || name.contains('/') || name.starts_with('.') {
                return Err(format!("a part outside its generation: {name:?}"));
            }
            if version < 3 && name.ends_with(".gz") {
                return Err(format!(
                    "a gzipped part in a version {version} checkpoint: {name:?}"
                ));
            }
            Ok((name.to_string(), Some(number("parts", len)?)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manifest_reads_back_and_a_damaged_one_is_refused() {
        let m = Manifest {
            revision: 7,
            key_format: 1,
            start: vec![0, 1, 0xab, 0xff],
            nodes: 12,
            frozen_cuts: 3,
            peak_states: 7,
            peak_bytes: 4096,
            spilled: 5,
            elapsed: Duration::from_millis(1234),
            current: 513,
            next: 2,
            levels: vec![513, 514, 770],
            parts: vec![
                vec![
                    ("513.1.keys".into(), Some(40)),
                    ("513.2.keys.gz".into(), Some(0)),
                ],
                vec![],
                vec![("770.1.keys.gz".into(), Some(7))],
            ],
        };
        let text = render(9, &m);
        assert_eq!(parse(&text), Ok((9, m.clone())));
        // Version 2: the same, but no part is gzipped.
        let raw = text.replacen("checkpoint 3", "checkpoint 2", 1);
        let refused = parse(&raw).unwrap_err();
        assert!(refused.contains("gzipped part in a version 2"), "{refused}");
        let (_, read) = parse(&raw.replace(".keys.gz", ".keys")).unwrap();
        assert_eq!(read.parts[2], [("770.1.keys".to_string(), Some(7))]);
        // Version 1: one whole file per layer, no `parts` lines.
        let old = text
            .replacen("checkpoint 3", "checkpoint 1", 1)
            .lines()
            .filter(|l| !l.starts_with("parts "))
            .collect::<Vec<_>>()
            .join("\n");
        let (_, read) = parse(&old).unwrap();
        let whole = |level: &str| vec![(format!("{level}.keys"), None)];
        assert_eq!(read.parts, [whole("513"), whole("514"), whole("770")]);
        assert_eq!(read.levels, m.levels);
        for broken in [
            text.replacen("checkpoint 3", "checkpoint 4", 1),
            text.replacen("parts 514", "parts 515", 1),
            text.replacen("770.1.keys.gz:7", "770.1.keys.gz", 1),
            text.replacen("770.1.keys.gz:7", "../770.1.keys.gz:7", 1),
            text.replacen("770.1.keys.gz:7", ":7", 1),
            text.replacen("\nparts 770 770.1.keys.gz:7", "", 1),
            text.replacen("nodes 12", "nodes twelve", 1),
            text.replacen("format 7 1", "format 7", 1),
            text.replacen("start 0001abff", "start 0001abf", 1),
            text.replacen("levels 513", "levels 512", 1),
            text.lines().take(5).collect::<Vec<_>>().join("\n"),
        ] {
            assert!(parse(&broken).is_err(), "{broken}");
        }
    }

    /// A save replaces the manifest and the generation before it; a
    /// generation left half-written by a stopped run is written again.
    #[test]
    fn each_save_replaces_the_last_generation() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("search");
        let (mut checkpoint, none) = Checkpoint::open(&path).unwrap();
        assert!(none.is_none());
        let m = Manifest {
            current: 1,
            levels: vec![1, 2],
            ..Manifest::default()
        };
        fs::create_dir_all(path.join("g1")).unwrap();
        fs::write(path.join("g1").join("junk"), b"x").unwrap();
        for round in 0..2u8 {
            checkpoint
                .save(&m, |level, dir| {
                    let name = format!("{level}.1.keys");
                    fs::write(dir.join(&name), [round, level as u8])?;
                    Ok(vec![(name, Some(2))])
                })
                .unwrap();
        }
        let (reopened, manifest) = Checkpoint::open(&path).unwrap();
        let saved = Manifest {
            parts: vec![
                vec![("1.1.keys".into(), Some(2))],
                vec![("2.1.keys".into(), Some(2))],
            ],
            ..m
        };
        assert_eq!(manifest, Some(saved));
        assert_eq!(fs::read(reopened.part("2.1.keys")).unwrap(), [1, 2]);
        let generations: Vec<_> = fs::read_dir(&path)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.starts_with('g'))
            .collect();
        assert_eq!(generations, ["g2"]);
        reopened.remove().unwrap();
        assert!(!path.exists());
    }
}
