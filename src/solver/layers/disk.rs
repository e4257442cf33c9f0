//! A layer's keys on disk: the parts a checkpoint holds, and the file it
//! spills to.
//!
//! A checkpoint of a search that spills would copy every spilled key
//! again at every checkpoint, and hold the spills twice while a new
//! generation is written (the miss-milligan 8769 proof reached 22 GB of
//! checkpoint beside 16 GB of spills, with 50 GB of disk). So with a
//! checkpoint, spills are named files in the checkpoint's folder, only
//! ever appended to, and a checkpoint links each into its generation
//! (a hard link, no copy) with the length it has then; resuming reads
//! each part up to its length.
//!
//! Keys are written gzipped (`.keys.gz`; fast level), one gzip member per
//! write, so that any length a checkpoint records ends on a member: a
//! layer's keys share most of their bits, and the miss-milligan 8769
//! spills shrink about five times. Files without `.gz` (checkpoints of
//! format 2 and 1) are read as they are.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use flate2::Compression;
use flate2::read::MultiGzDecoder;
use flate2::write::GzEncoder;

use super::checkpoint::PartName;

/// Keys read back from disk, whatever their file's encoding.
pub(super) type KeyReader = BufReader<Box<dyn Read + Send>>;

/// The suffix of a gzipped file of keys (raw ones end in `.keys`).
const GZIP: &str = ".keys.gz";

/// Keys of a layer on disk: the first `len` bytes of the file at `path`,
/// which nothing writes below `len` any more (a checkpoint's part). It is
/// opened only when read or copied: a deal resumed many times has many
/// parts per layer, and open files are limited.
#[derive(Clone)]
pub(super) struct Part {
    path: PathBuf,
    len: u64,
}

impl Part {
    /// The part `path` of a checkpoint, `len` bytes long (`None`: the
    /// whole file, as version 1 checkpoints record it), checked to hold
    /// them.
    pub fn checked(path: PathBuf, len: Option<u64>) -> io::Result<Part> {
        let size = fs::metadata(&path)?.len();
        let len = len.unwrap_or(size);
        if size < len {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                format!("{} has {size} bytes, not {len}", path.display()),
            ));
        }
        Ok(Part { path, len })
    }
}

/// Where spilled layers go: unnamed temporary files in the spill
/// directory, or, with a checkpoint, named files in its `spill` folder.
pub(super) struct SpillDir {
    dir: PathBuf,
    named: bool,
    made: u64,
}

impl SpillDir {
    /// Unnamed temporary files in `dir`: gone when the search ends,
    /// however it ends.
    pub fn unnamed(dir: &Path) -> SpillDir {
        SpillDir {
            dir: dir.to_path_buf(),
            named: false,
            made: 0,
        }
    }

    /// Named files in `checkpoint`'s `spill` folder, emptied first by
    /// [`SpillDir::clear`].
    pub fn in_checkpoint(checkpoint: &Path) -> io::Result<SpillDir> {
        let dir = SpillDir::clear(checkpoint)?;
        fs::create_dir_all(&dir)?;
        Ok(SpillDir {
            dir,
            named: true,
            made: 0,
        })
    }

    /// Empties `checkpoint`'s `spill` folder and returns it: what a run
    /// left there is either linked into the checkpoint (which keeps its
    /// own names) or no part of it (spilled after its last save).
    pub fn clear(checkpoint: &Path) -> io::Result<PathBuf> {
        let dir = checkpoint.join("spill");
        match fs::remove_dir_all(&dir) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(dir),
        }
    }

    /// The directory the files go to, for an error's message.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    fn create(&mut self) -> io::Result<Spill> {
        let (file, path) = if self.named {
            self.made += 1;
            let path = self.dir.join(format!("{}{GZIP}", self.made));
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create_new(true)
                .open(&path)?;
            (file, Some(path))
        } else {
            (tempfile::tempfile_in(&self.dir)?, None)
        };
        Ok(Spill {
            out: BufWriter::new(file),
            path,
            len: 0,
        })
    }
}

/// The file a layer spills its keys to, only ever appended to.
pub(super) struct Spill {
    out: BufWriter<File>,
    /// Its name, when it is in a checkpoint's folder.
    path: Option<PathBuf>,
    len: u64,
}

impl Spill {
    /// Appends `keys` (each with its length byte, as one gzip member) to
    /// `spill`, made in `to` first if there is none. Returns the bytes
    /// written to disk.
    pub fn append(
        spill: &mut Option<Spill>,
        to: &mut SpillDir,
        keys: impl FnOnce(&mut dyn FnMut(&[u8]) -> io::Result<()>) -> io::Result<()>,
    ) -> io::Result<u64> {
        let spill = match spill {
            Some(spill) => spill,
            None => spill.insert(to.create()?),
        };
        let written = write_keys(&mut spill.out, keys)?;
        spill.len += written;
        Ok(written)
    }

    /// Bytes written to the file so far.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// The keys written, from the start, to be read back; the file's name
    /// is removed (the open file stays readable, and a checkpoint that
    /// linked it keeps its own name).
    pub fn into_reader(self) -> io::Result<KeyReader> {
        let mut file = self
            .out
            .into_inner()
            .map_err(io::IntoInnerError::into_error)?;
        file.seek(SeekFrom::Start(0))?;
        if let Some(path) = &self.path {
            fs::remove_file(path)?;
        }
        Ok(reader(file, self.len, true))
    }

    /// The keys written, as a part of the file's name (synced), to be read
    /// back while the file keeps its name in case a checkpoint must link
    /// it again; the spill itself back when its file has no name.
    pub fn into_part(self) -> io::Result<Result<Part, Spill>> {
        let Some(path) = self.path.clone() else {
            return Ok(Err(self));
        };
        let file = self
            .out
            .into_inner()
            .map_err(io::IntoInnerError::into_error)?;
        file.sync_data()?;
        Ok(Ok(Part {
            path,
            len: self.len,
        }))
    }

    /// Puts the keys written so far in `dir`, named `stem` with the
    /// suffix of their encoding (a link when the spill is named, else a
    /// copy), on disk for good; returns the name and the length.
    pub fn keep(&mut self, dir: &Path, stem: &str) -> io::Result<PartName> {
        self.out.flush()?;
        self.out.get_ref().sync_data()?;
        let name = format!("{stem}{GZIP}");
        link_or_copy(
            self.path.as_deref(),
            self.out.get_mut(),
            self.len,
            &dir.join(&name),
        )?;
        Ok((name, Some(self.len)))
    }
}

impl Part {
    /// Puts this part in `dir` as `stem` gzipped (a link, or a copy where
    /// links fail; a raw part of an older checkpoint is gzipped there, once),
    /// and names it there from now on (the folder it was in is about to
    /// go); returns the name and the length.
    pub fn keep(&mut self, dir: &Path, stem: &str) -> io::Result<PartName> {
        let name = format!("{stem}{GZIP}");
        let to = dir.join(&name);
        // Opened only for this call (a copy needs it), not kept open.
        let mut file = File::open(&self.path)?;
        if self.gzipped() {
            link_or_copy(Some(&self.path), &mut file, self.len, &to)?;
        } else {
            let mut raw = 0;
            let len = gzip_file(&to, |gz| {
                raw = io::copy(&mut BufReader::new(file).take(self.len), gz)?;
                Ok(())
            })?;
            if raw != self.len {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    format!("{} bytes of keys to gzip, {raw} read", self.len),
                ));
            }
            self.len = len;
        }
        self.path = to;
        Ok((name, Some(self.len)))
    }

    /// Where the part's keys are.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The part's keys, from its start.
    pub fn into_reader(self) -> io::Result<KeyReader> {
        let gzipped = self.gzipped();
        Ok(reader(File::open(&self.path)?, self.len, gzipped))
    }

    fn gzipped(&self) -> bool {
        self.path.to_string_lossy().ends_with(GZIP)
    }
}

/// The keys in the first `len` bytes of `file`, from where it stands.
fn reader(file: File, len: u64, gzipped: bool) -> KeyReader {
    let bytes = BufReader::new(file).take(len);
    let read: Box<dyn Read + Send> = if gzipped {
        Box::new(MultiGzDecoder::new(bytes))
    } else {
        Box::new(bytes)
    };
    BufReader::new(read)
}

/// Writes the keys `keys` gives its writer (each with its length byte) to
/// a new file of `dir` named `stem` with the suffix of their encoding,
/// synced; returns the name and the length.
pub(super) fn write_part(
    dir: &Path,
    stem: &str,
    keys: impl FnOnce(&mut dyn FnMut(&[u8]) -> io::Result<()>) -> io::Result<()>,
) -> io::Result<PartName> {
    let name = format!("{stem}{GZIP}");
    let len = gzip_file(&dir.join(&name), |gz| keys(&mut |key| put_key(gz, key)))?;
    Ok((name, Some(len)))
}

/// Makes the new file `to` one gzip member of what `fill` writes, synced;
/// returns its length.
fn gzip_file(to: &Path, fill: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<u64> {
    let mut out = BufWriter::new(OpenOptions::new().write(true).create_new(true).open(to)?);
    let len = gzip_member(&mut out, fill)?;
    out.into_inner()
        .map_err(io::IntoInnerError::into_error)?
        .sync_all()?;
    Ok(len)
}

/// Writes what `fill` writes to `out` as one gzip member; returns the
/// bytes written to `out`.
fn gzip_member(
    out: &mut impl Write,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<u64> {
    let mut counted = Counted { out, bytes: 0 };
    // Keys come a few bytes at a time, and the encoder compresses each
    // write as it comes: buffered, a checkpoint's keys go four times as
    // fast (0.72 s against 2.96 s for 3.9 million miss-milligan keys).
    let mut gz =
        BufWriter::with_capacity(256 << 10, GzEncoder::new(&mut counted, Compression::fast()));
    fill(&mut gz)?;
    gz.into_inner()
        .map_err(io::IntoInnerError::into_error)?
        .finish()?;
    Ok(counted.bytes)
}

/// Writes `key` to `out` behind its length byte.
fn put_key(out: &mut dyn Write, key: &[u8]) -> io::Result<()> {
    // Keys are at most 255 bytes: the table stores them the same way.
    out.write_all(&[key.len() as u8])?;
    out.write_all(key)
}

/// Reads the next key of a file into `key`; false at its clean end. A
/// file cut inside a key, or inside a gzip member (which the decoder
/// reports as an early end too), is an error, not an end: keys dropped
/// there would be positions never expanded.
pub(super) fn read_key(keys: &mut impl Read, key: &mut Vec<u8>) -> io::Result<bool> {
    let mut len = [0u8];
    loop {
        match keys.read(&mut len) {
            Ok(0) => return Ok(false),
            Ok(_) => break,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    key.resize(usize::from(len[0]), 0);
    keys.read_exact(key)?;
    Ok(true)
}

/// Writes `keys`, each behind its length byte, to `out` as one gzip
/// member; returns the bytes written to `out`.
fn write_keys(
    out: &mut impl Write,
    keys: impl FnOnce(&mut dyn FnMut(&[u8]) -> io::Result<()>) -> io::Result<()>,
) -> io::Result<u64> {
    gzip_member(out, |gz| keys(&mut |key| put_key(gz, key)))
}

/// Counts the bytes written through it.
struct Counted<'w, W> {
    out: &'w mut W,
    bytes: u64,
}

impl<W: Write> Write for Counted<'_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.out.write(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// Makes `to` hold the first `len` bytes of `file` (at `path`, if it has
/// a name): a hard link where it can, else a copy, synced; `file` is left
/// at its end (where a spill appends).
fn link_or_copy(path: Option<&Path>, file: &mut File, len: u64, to: &Path) -> io::Result<()> {
    if let Some(path) = path
        && fs::hard_link(path, to).is_ok()
    {
        return Ok(());
    }
    file.seek(SeekFrom::Start(0))?;
    let mut out = OpenOptions::new().write(true).create_new(true).open(to)?;
    let copied = io::copy(&mut (&mut *file).take(len), &mut out)?;
    if copied != len {
        return Err(io::Error::new(
            io::ErrorKind::UnexpectedEof,
            format!("{len} bytes of keys to copy, {copied} read"),
        ));
    }
    out.sync_all()?;
    file.seek(SeekFrom::End(0))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys in the first `len` bytes of `file`, read as the search does.
    fn read_all(file: &File, len: u64, gzipped: bool) -> io::Result<Vec<Vec<u8>>> {
        let mut file = file.try_clone()?;
        file.seek(SeekFrom::Start(0))?;
        let mut reader = reader(file, len, gzipped);
        let (mut all, mut key) = (Vec::new(), Vec::new());
        while read_key(&mut reader, &mut key)? {
            all.push(key.clone());
        }
        Ok(all)
    }

    /// Keys written in two members read back whole up to the second
    /// member's end, and up to the first's; a length inside a member, or
    /// inside a raw key, is an error, never a shorter list of keys.
    #[test]
    fn keys_read_back_to_a_member_end_and_a_cut_is_an_error() {
        let keys: Vec<Vec<u8>> = (0..500u32)
            .map(|i| i.to_le_bytes()[..1 + i as usize % 4].to_vec())
            .collect();
        let mut file = tempfile::tempfile().unwrap();
        let first =
            write_keys(&mut file, |put| keys[..300].iter().try_for_each(|k| put(k))).unwrap();
        let second =
            write_keys(&mut file, |put| keys[300..].iter().try_for_each(|k| put(k))).unwrap();
        assert_eq!(read_all(&file, first + second, true).unwrap(), keys);
        assert_eq!(read_all(&file, first, true).unwrap(), keys[..300]);
        for cut in [1, 10, first / 2, first + 5, first + second - 1] {
            let read = read_all(&file, cut, true);
            assert!(read.is_err(), "cut at {cut} of {}", first + second);
        }
        let mut raw = tempfile::tempfile().unwrap();
        keys[..3]
            .iter()
            .try_for_each(|k| put_key(&mut raw, k))
            .unwrap();
        assert_eq!(read_all(&raw, 2 + 3 + 4, false).unwrap(), keys[..3]);
        assert!(read_all(&raw, 2 + 3 + 3, false).is_err());
    }

    /// Without a name to link (a spill file can be unnamed, or on another
    /// file system than the checkpoint), the first `len` bytes are copied,
    /// and the spill goes on appending at its end.
    #[test]
    fn a_part_that_cannot_be_linked_is_copied_up_to_its_length() {
        let dir = tempfile::tempdir().unwrap();
        let mut file = tempfile::tempfile().unwrap();
        file.write_all(b"keys held, then more").unwrap();
        let to = dir.path().join("part");
        link_or_copy(None, &mut file, 9, &to).unwrap();
        assert_eq!(fs::read(&to).unwrap(), b"keys held");
        file.write_all(b"!").unwrap();
        let mut all = Vec::new();
        file.seek(SeekFrom::Start(0)).unwrap();
        file.read_to_end(&mut all).unwrap();
        assert_eq!(all, b"keys held, then more!");
        // A copy never overwrites: a generation's parts are new files.
        assert!(link_or_copy(None, &mut file, 9, &to).is_err());
        // Past the file's end is an error, not a short part.
        let short = dir.path().join("short");
        assert!(link_or_copy(None, &mut file, 100, &short).is_err());
    }
}
