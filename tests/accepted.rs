//! Valid code cut from real units (issue 14): every `tests/cases/accepted/*.cu` is a minimal
//! construct that failed cufe on a real third-party unit. The reference runs on it live and
//! must accept it; then cufe runs with cudafe++'s exact argv on the same preprocessed text and
//! must accept it too: exit 0, no error, and no warning or remark the reference does not give
//! (same number and line).
//!
//! A case's first lines may say how to run it:
//! - `// cudafe-ref-flags: OPTION...` (options of `cudafe-ref`: `--std=c++20`,
//!   `--extended-lambda`, `--nvcc=ARG`; several lines add up);
//! - `// mode: full` to preprocess with the real `cuda_runtime.h` (default: the reference's
//!   small prelude, `--prelude-only`, which is much faster).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::corpus::{parse_diagnostics, Diag};
use common::{cudafe_ref, cufe_bin, TempDir};

fn cases() -> Vec<PathBuf> {
    let dir = common::repo_root().join("tests").join("cases").join("accepted");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    files.sort();
    files
}

/// The `cudafe-ref` options a case asks for.
fn reference_options(source: &str) -> Vec<String> {
    let mut options: Vec<String> = source
        .lines()
        .filter_map(|l| l.strip_prefix("// cudafe-ref-flags:"))
        .flat_map(|flags| flags.split_whitespace().map(String::from))
        .collect();
    if !source.lines().any(|l| l.trim() == "// mode: full") {
        options.push("--prelude-only".into());
    }
    options
}

/// What is wrong with cufe's run on one case, or `None` when it passes.
fn judge(case: &Path) -> Option<String> {
    let name = case.file_stem().unwrap().to_string_lossy().to_string();
    let source = std::fs::read_to_string(case).unwrap();
    let options = reference_options(&source);
    let option_refs: Vec<&str> = options.iter().map(String::as_str).collect();
    let reference = cudafe_ref(case, &option_refs);
    let ref_text = reference.read("diagnostics.txt");
    if reference.exit_code != 0 {
        return Some(format!("{name}: the reference rejects this case (exit {}):\n{ref_text}", reference.exit_code));
    }
    let theirs = parse_diagnostics(&ref_text);

    let ours = TempDir::new(&format!("accepted-{name}"));
    std::fs::copy(reference.file("input.ii"), ours.path().join("input.ii")).unwrap();
    let out = Command::new(cufe_bin()).args(reference.cudafe_args()).current_dir(ours.path()).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    let false_ones: Vec<Diag> = parse_diagnostics(&text)
        .into_iter()
        .filter(|d| d.is_error() || !theirs.iter().any(|t| t.number == d.number && t.line == d.line))
        .collect();
    if out.status.code() != Some(0) || !false_ones.is_empty() {
        return Some(format!("{name}: cufe exit {:?}, false diagnostics {false_ones:?}\n{text}", out.status.code()));
    }
    None
}

#[test]
fn constructs_of_real_units_are_accepted_like_the_reference() {
    let cases = cases();
    assert!(!cases.is_empty(), "no cases in tests/cases/accepted");
    // Two workers: each case runs the reference (about a second in prelude mode).
    let (left, right): (Vec<_>, Vec<_>) = cases.iter().enumerate().partition(|(i, _)| i % 2 == 0);
    let run = |half: Vec<(usize, &PathBuf)>| half.into_iter().filter_map(|(_, c)| judge(c)).collect::<Vec<_>>();
    let failures: Vec<String> = std::thread::scope(|s| {
        let a = s.spawn(|| run(left));
        let b = s.spawn(|| run(right));
        a.join().unwrap().into_iter().chain(b.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{} of {} cases fail:\n{}", failures.len(), cases.len(), failures.join("\n\n"));
}
