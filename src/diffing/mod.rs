//! `cufe diff A B`: compares cufe's outputs with cudafe++'s (or any two sets of outputs)
//! after removing the differences that mean nothing: line markers (remembered, so both
//! sides show original positions), spacing, nvcc's temporary names, path prefixes, module
//! ids, IL heap addresses, and the reference's re-spellings, redundant parentheses and
//! braces. A and B are files, or directories compared file by file by name.
//!
//! One concern per file: [`line_markers`], [`text_rewrites`], [`tokens`], [`respell`],
//! [`parens`] (with [`names`]: which names are types or templates), [`braces`] (the normalisations), [`normalize`] (their pipeline),
//! [`file_kind`], [`compare`] (the line diff, with `similar`) and [`render`] (unified diff,
//! `--stat`, `--json`); [`against_reference`] runs the reference and cufe on one `.cu` and
//! compares their outputs, the user's own lines first ([`own_lines`]). Exit status as `diff`'s: 0 equal, 1 different, 2 trouble.

pub mod against_reference;
pub mod braces;
pub mod compare;
pub mod file_kind;
pub mod line_markers;
pub mod names;
pub mod normalize;
pub mod own_lines;
pub mod parens;
pub mod render;
pub mod respell;
pub mod text_rewrites;
pub mod tokens;

use std::io::Write;
use std::path::{Path, PathBuf};

pub use compare::FileDiff;
pub use normalize::Normalization;

/// Exit statuses, as `diff`'s.
pub const EXIT_EQUAL: i32 = 0;
pub const EXIT_DIFFERENT: i32 = 1;
pub const EXIT_TROUBLE: i32 = 2;

/// How the result is printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputFormat {
    /// A unified diff whose lines carry output line numbers and source positions.
    #[default]
    Unified,
    /// Per file: line counts and the declarations that differ.
    Stat,
    /// Everything, as JSON.
    Json,
}

/// Everything `cufe diff` can be asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiffOptions {
    pub normalization: Normalization,
    /// Equal lines shown around each change in the unified diff.
    pub context: usize,
    /// The user's files, whose differences the unified diff shows first (`--against-reference`);
    /// `None`: every difference in file order.
    pub own_files: Option<own_lines::OwnFiles>,
}

impl Default for DiffOptions {
    fn default() -> Self {
        DiffOptions { normalization: Normalization::default(), context: 3, own_files: None }
    }
}

/// What happened to one pair of files.
#[derive(Clone, Debug)]
pub enum Outcome {
    Compared(Box<FileDiff>),
    /// The file is only on side A (directory comparisons).
    OnlyInA,
    OnlyInB,
    /// It could not be read.
    Error(String),
}

/// One pair of files.
#[derive(Clone, Debug)]
pub struct FileComparison {
    /// The name shown (`a` or `a ~ b` when directories paired different names).
    pub name: String,
    pub a: Option<PathBuf>,
    pub b: Option<PathBuf>,
    pub outcome: Outcome,
}

impl FileComparison {
    pub fn is_equal(&self) -> bool {
        matches!(&self.outcome, Outcome::Compared(d) if d.is_equal())
    }
}

/// The result of `cufe diff A B`.
#[derive(Clone, Debug)]
pub struct DiffReport {
    pub a: PathBuf,
    pub b: PathBuf,
    /// In a deterministic order (by name).
    pub files: Vec<FileComparison>,
    /// Context lines for the unified diff.
    pub context: usize,
    /// See [`DiffOptions::own_files`].
    pub own_files: Option<own_lines::OwnFiles>,
}

impl DiffReport {
    /// 0 when every file is equal after normalisation, 1 when one differs or is missing on one
    /// side, 2 when one could not be read.
    pub fn exit_code(&self) -> i32 {
        if self.files.iter().any(|f| matches!(f.outcome, Outcome::Error(_))) {
            EXIT_TROUBLE
        } else if self.files.iter().all(FileComparison::is_equal) {
            EXIT_EQUAL
        } else {
            EXIT_DIFFERENT
        }
    }
}

/// Compares two files or two directories. `Err` when a path is missing or one is a directory
/// and the other is not (exit status 2).
pub fn diff_paths(a: &Path, b: &Path, opts: &DiffOptions) -> Result<DiffReport, String> {
    let meta = |p: &Path| std::fs::metadata(p).map_err(|e| format!("{}: {e}", p.display()));
    let (ma, mb) = (meta(a)?, meta(b)?);
    let files = match (ma.is_dir(), mb.is_dir()) {
        (false, false) => {
            let name = file_name(a);
            let kind = file_kind::kind_of(&name);
            vec![compare_files(name, a, b, kind, opts)]
        }
        (true, true) => compare_directories(a, b, opts)?,
        _ => return Err(format!("{} and {} must both be files or both be directories", a.display(), b.display())),
    };
    Ok(DiffReport { a: a.to_path_buf(), b: b.to_path_buf(), files, context: opts.context, own_files: opts.own_files.clone() })
}

/// Normalises and compares two texts (no files involved).
pub fn diff_texts(a: &str, b: &str, kind: file_kind::FileKind, opts: &Normalization) -> FileDiff {
    FileDiff::new(normalize::normalize(a, kind, opts), normalize::normalize(b, kind, opts))
}

/// The whole subcommand: compares, prints the result in `format` to `out` and problems to
/// `err`, and returns the exit status.
pub fn run_diff(a: &Path, b: &Path, opts: &DiffOptions, format: OutputFormat, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match diff_paths(a, b, opts) {
        Ok(report) => {
            let text = match format {
                OutputFormat::Unified => render::unified(&report),
                OutputFormat::Stat => render::stat(&report),
                OutputFormat::Json => render::json(&report),
            };
            let _ = out.write_all(text.as_bytes());
            for f in &report.files {
                if let Outcome::Error(e) = &f.outcome {
                    let _ = writeln!(err, "cufe diff: {e}");
                }
            }
            report.exit_code()
        }
        Err(e) => {
            let _ = writeln!(err, "cufe diff: {e}");
            EXIT_TROUBLE
        }
    }
}

fn file_name(p: &Path) -> String {
    p.file_name().map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into_owned())
}

fn read(p: &Path) -> Result<String, String> {
    std::fs::read(p).map(|b| String::from_utf8_lossy(&b).into_owned()).map_err(|e| format!("{}: {e}", p.display()))
}

fn compare_files(name: String, a: &Path, b: &Path, kind: file_kind::FileKind, opts: &DiffOptions) -> FileComparison {
    let outcome = match (read(a), read(b)) {
        (Ok(ta), Ok(tb)) => Outcome::Compared(Box::new(diff_texts(&ta, &tb, kind, &opts.normalization))),
        (Err(e), _) | (_, Err(e)) => Outcome::Error(e),
    };
    FileComparison { name, a: Some(a.to_path_buf()), b: Some(b.to_path_buf()), outcome }
}

/// The output files directly in `dir` (see [`file_kind::output_suffix`]), sorted by name.
fn output_files(dir: &Path) -> Result<Vec<String>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file() || t.is_symlink()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| file_kind::output_suffix(n).is_some())
        .collect();
    names.sort();
    Ok(names)
}

/// Pairs files by name; files left over are paired by output suffix when each side has
/// exactly one (`input.cudafe1.cpp` from cudafe-ref with `launch.cudafe1.cpp` from
/// `cufe build`); the rest are only on one side.
fn compare_directories(a: &Path, b: &Path, opts: &DiffOptions) -> Result<Vec<FileComparison>, String> {
    let (names_a, names_b) = (output_files(a)?, output_files(b)?);
    let mut left_a: Vec<&String> = names_a.iter().filter(|n| !names_b.contains(n)).collect();
    let mut left_b: Vec<&String> = names_b.iter().filter(|n| !names_a.contains(n)).collect();
    let mut pairs: Vec<(String, String)> = names_a.iter().filter(|n| names_b.contains(n)).map(|n| (n.clone(), n.clone())).collect();
    let suffixes: std::collections::BTreeSet<&str> = left_a.iter().filter_map(|n| file_kind::output_suffix(n)).collect();
    for suffix in suffixes {
        let in_a: Vec<&String> = left_a.iter().copied().filter(|n| file_kind::output_suffix(n) == Some(suffix)).collect();
        let in_b: Vec<&String> = left_b.iter().copied().filter(|n| file_kind::output_suffix(n) == Some(suffix)).collect();
        if let ([x], [y]) = (in_a.as_slice(), in_b.as_slice()) {
            pairs.push(((*x).clone(), (*y).clone()));
            left_a.retain(|n| *n != *x);
            left_b.retain(|n| *n != *y);
        }
    }
    let mut out: Vec<FileComparison> = pairs
        .into_iter()
        .map(|(x, y)| {
            let name = if x == y { x.clone() } else { format!("{x} ~ {y}") };
            compare_files(name, &a.join(&x), &b.join(&y), file_kind::kind_of(&x), opts)
        })
        .collect();
    out.extend(left_a.into_iter().map(|n| FileComparison { name: n.clone(), a: Some(a.join(n)), b: None, outcome: Outcome::OnlyInA }));
    out.extend(left_b.into_iter().map(|n| FileComparison { name: n.clone(), a: None, b: Some(b.join(n)), outcome: Outcome::OnlyInB }));
    out.sort_by(|x, y| x.name.cmp(&y.name));
    Ok(out)
}
