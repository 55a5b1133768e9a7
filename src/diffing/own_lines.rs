//! `cufe diff --against-reference`: the user's own lines first. A line is the user's when the
//! line markers place it in the input file or in a file in its folder or below (the user's
//! own headers); the rest (system headers, the CUDA toolkit's, `<built-in>`) are headers.
//! Differences inside headers come after the user's: summarised as changed lines per header,
//! or shown whole with `--system-headers`. Lines without a position (module ids,
//! diagnostics) are the user's.

use std::path::{Component, Path, PathBuf};

/// Whose lines are whose, and whether header differences are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnFiles {
    /// The input's folder (absolute); relative names in line markers are relative to it, as
    /// nvcc runs from there.
    pub dir: PathBuf,
    /// `--system-headers`: show differences inside headers (after the user's), not a summary.
    pub show_headers: bool,
}

impl OwnFiles {
    /// Whether the line-marker file name `file` is one of the user's files.
    pub fn is_own(&self, file: &str) -> bool {
        if file.starts_with('<') {
            return false; // `<built-in>`, `<command-line>`
        }
        lexical(&self.dir.join(file)).starts_with(lexical(&self.dir))
    }
}

/// `path` with `.` and `..` resolved by name (the files need not exist here).
fn lexical(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_input_and_the_headers_beside_it_are_the_users() {
        let own = OwnFiles { dir: PathBuf::from("/p/src"), show_headers: false };
        assert!(own.is_own("k.cu"));
        assert!(own.is_own("/p/src/k.cu"));
        assert!(own.is_own("detail/h.cuh"));
        assert!(!own.is_own("../inc/h.h"));
        assert!(!own.is_own("/usr/include/stdio.h"));
        assert!(!own.is_own("<built-in>"));
        assert!(!own.is_own("/p/src2/x.h"));
    }
}
