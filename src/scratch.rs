//! Scratch folders for unit tests that write files: unique per process and
//! name, and removed when dropped, so test runs leave nothing in the temp
//! folder.

use std::path::{Path, PathBuf};

pub struct ScratchDir(PathBuf);

impl ScratchDir {
    pub fn new(name: &str) -> ScratchDir {
        let dir = std::env::temp_dir().join(format!("milligan-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create a scratch folder");
        ScratchDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
