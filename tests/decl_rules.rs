//! Rule programs against the reference, from three folders: `tests/cases/decl_rules/` (the
//! declaration rules of `sema::decl_rules`, one program per rule, each with a diagnostic),
//! `tests/cases/expr_rules/` (the rules on typed expressions, `sema::typing`) and
//! `tests/diagnostics/` (the CUDA rules: cross-space calls, device variables in host code,
//! CUDA variable rules; programs named `ok_*` are correct code both front ends are silent on).
//! Each program `<name>.cu` (a first line `// cufe-std: c++20` selects the standard) has a
//! golden `<name>.expected` with two verdicts, read from SARIF (`-` where no column is given):
//! cudafe++'s (`number line column` lines: `cudafe-ref X.cu OUT --prelude-only -- --output_mode
//! sarif`) and cicc's, the device-side front end nvcc runs after cudafe++ (`cicc number line
//! column` lines: the run's device preprocessing and cicc step replayed with `--output_mode
//! sarif`, also when cudafe++ failed). `scripts/regen-diagnostic-goldens.sh` rewrites them all.
//!
//! * `cufe check --host-only` (cudafe++'s part, what cufe reports inside nvcc) must report
//!   exactly cudafe++'s verdict, except for the programs in `known_differences.txt`;
//! * `cufe check` must report both verdicts (cicc's without the rules cudafe++ already
//!   reported), except for the programs in `known_device_differences.txt`; both lists must
//!   still differ (they can only shrink);
//! * the goldens must still be what the reference says (fails when it is not installed;
//!   `CUFE_BLESS=1` rewrites them from the reference);
//! * correct code (the shipped examples) must get no declaration diagnostic.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{cudafe_ref, cufe_bin, examples_dir, repo_root};

/// One diagnostic: (number, line, column); line and column are 0 when absent.
type Found = (u32, u32, u32);

fn decl_rules_dir() -> PathBuf {
    repo_root().join("tests").join("cases").join("decl_rules")
}

fn diagnostics_dir() -> PathBuf {
    repo_root().join("tests").join("diagnostics")
}

fn programs_in(dir: &Path, at_least: usize) -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    cases.sort();
    assert!(cases.len() >= at_least, "expected at least {at_least} programs in {}, found {}", dir.display(), cases.len());
    cases
}

fn expr_rules_dir() -> PathBuf {
    repo_root().join("tests").join("cases").join("expr_rules")
}

/// Every rule program of the three folders.
fn cases() -> Vec<PathBuf> {
    let mut all = programs_in(&decl_rules_dir(), 30);
    all.extend(programs_in(&diagnostics_dir(), 100));
    all.extend(programs_in(&expr_rules_dir(), 25));
    all
}

/// A correct program: the reference (and cufe) must report nothing.
fn is_silent(case: &Path) -> bool {
    case.file_stem().is_some_and(|s| s.to_string_lossy().starts_with("ok_"))
}

/// The `// cufe-std: c++NN` line of a case, if any.
fn standard(case: &Path) -> Option<String> {
    let text = std::fs::read_to_string(case).unwrap();
    text.lines().find_map(|l| l.strip_prefix("// cufe-std:").map(|s| s.trim().to_string()))
}

/// The diagnostics of a SARIF log. The reference's log is not always valid JSON, so this reads
/// it as text: results are split at each `"ruleId"` and, because the two tools order keys
/// differently, each result's location is searched on both sides of its `ruleId`, within the
/// result's own object (from the previous result's end to the next one's start).
fn sarif_results(sarif: &str) -> Vec<Found> {
    let value = match serde_json::from_str::<serde_json::Value>(sarif.trim()) {
        Ok(v) => v,
        Err(_) => return sarif_results_text(sarif),
    };
    // `cufe check` gives a run per preprocessing (host, then each architecture's device one).
    let runs = value["runs"].as_array().cloned().unwrap_or_default();
    runs.iter()
        .flat_map(|run| run["results"].as_array().cloned().unwrap_or_default())
        .map(|r| {
            // `cufe check`'s ruleId is the displayed number; the internal one is a property.
            let internal = r["properties"]["internalNumber"].as_u64().map(|n| n as u32);
            let number = internal.or_else(|| r["ruleId"].as_str().and_then(|s| s.strip_prefix("EC")).and_then(|s| s.parse().ok())).unwrap_or(0);
            let region = &r["locations"][0]["physicalLocation"]["region"];
            let get = |k: &str| region[k].as_u64().unwrap_or(0) as u32;
            (number, get("startLine"), get("startColumn"))
        })
        .collect()
}

/// The reference's results: each `"ruleId":"ECn"` is followed by its own locations.
fn sarif_results_text(sarif: &str) -> Vec<Found> {
    let starts: Vec<usize> = sarif.match_indices("\"ruleId\"").map(|(i, _)| i).collect();
    starts
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let end = starts.get(k + 1).copied().unwrap_or(sarif.len());
            let part = &sarif[i..end];
            let number = number_after(part, "\"EC").unwrap_or(0);
            (number, number_after(part, "\"startLine\":").unwrap_or(0), number_after(part, "\"startColumn\":").unwrap_or(0))
        })
        .collect()
}

fn number_after(text: &str, key: &str) -> Option<u32> {
    let i = text.find(key)? + key.len();
    let digits: String = text[i..].chars().skip_while(|c| c.is_whitespace()).take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

/// A golden file: cudafe++'s diagnostics as `number line column` lines, then cicc's (the
/// device-side front end nvcc runs next) as `cicc number line column` lines.
fn format_golden(cudafe: &[Found], cicc: &[Found]) -> String {
    let show = |v: u32| if v == 0 { "-".to_string() } else { v.to_string() };
    let mut out = String::from("# number line column: the reference's diagnostics (cudafe-ref --prelude-only -- --output_mode sarif)\n");
    for (n, l, c) in cudafe {
        out += &format!("{n} {} {}\n", show(*l), show(*c));
    }
    out += "# cicc number line column: cicc's diagnostics on nvcc's device preprocessing (--output_mode sarif), run even when cudafe++ fails\n";
    for (n, l, c) in cicc {
        out += &format!("cicc {n} {} {}\n", show(*l), show(*c));
    }
    out
}

/// The golden lines of one front end: `None` for cudafe++'s, `Some("cicc")` for cicc's.
fn read_golden_of(case: &Path, front_end: Option<&str>) -> Vec<Found> {
    let path = case.with_extension("expected");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let mut words: Vec<&str> = l.split_whitespace().collect();
            let tag = words.first().filter(|w| !w.starts_with(|c: char| c.is_ascii_digit())).copied();
            if tag.is_some() {
                words.remove(0);
            }
            (tag == front_end).then(|| {
                let f: Vec<u32> = words.iter().map(|w| w.parse().unwrap_or(0)).collect();
                assert_eq!(f.len(), 3, "{}: bad line {l:?}", path.display());
                (f[0], f[1], f[2])
            })
        })
        .collect()
}

/// cudafe++'s verdict.
fn read_golden(case: &Path) -> Vec<Found> {
    read_golden_of(case, None)
}

/// What `cufe check` must report, both front ends' verdicts in one run: cudafe++'s
/// diagnostics, then cicc's that cudafe++ did not already give (same number and line: cicc
/// repeats many host-side rules), sorted, since the two orders cannot be merged.
fn both_verdicts(case: &Path) -> Vec<Found> {
    let cudafe = read_golden(case);
    let mut all = cudafe.clone();
    for d in read_golden_of(case, Some("cicc")) {
        if !cudafe.iter().any(|a| a.0 == d.0 && a.1 == d.1) {
            all.push(d);
        }
    }
    all.sort();
    all
}

/// `cufe check --diag-format=sarif` on a file: its diagnostics and exit status.
fn cufe_check(input: &Path, std: Option<&str>, extra: &[&str]) -> (Vec<Found>, Option<i32>, String) {
    let mut cmd = Command::new(cufe_bin());
    // The reference's columns count the preprocessed line (`__device__` expanded).
    cmd.arg("check").arg(input).arg("--diag-format=sarif").arg("--locations=preprocessed").args(extra);
    if let Some(s) = std {
        cmd.arg(format!("--std={s}"));
    }
    let out = cmd.output().expect("run cufe");
    let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let sarif = &all[all.find('{').unwrap_or(0)..];
    (sarif_results(sarif), out.status.code(), all)
}

/// One of cufe's two modes against its golden verdict.
struct Mode {
    /// What the golden verdict is ("the reference", "cudafe++ + cicc").
    what: &'static str,
    /// The programs cufe does not meet yet in this mode.
    known_differences: &'static str,
    expected: fn(&Path) -> Vec<Found>,
    extra_args: &'static [&'static str],
    /// The verdict is an unordered set (two front ends' orders cannot be merged).
    sorted: bool,
}

fn known_list(file: &str) -> Vec<String> {
    let path = diagnostics_dir().join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines().map(|l| l.split('#').next().unwrap().trim().to_string()).filter(|l| !l.is_empty()).collect()
}

/// Runs every program in `mode`: each must give exactly its golden verdict (and exit status),
/// except the listed ones, which must still differ.
fn every_program_in(mode: Mode) {
    let known = known_list(mode.known_differences);
    let mut failures = Vec::new();
    let mut still_known = Vec::new();
    let mut passed = 0;
    // `CUFE_CASES=a,b`: only the programs whose file name contains one of these (a developer's
    // quick run; the list of known differences is then not checked for completeness).
    let only: Vec<String> = std::env::var("CUFE_CASES").map(|v| v.split(',').map(String::from).collect()).unwrap_or_default();
    let selected = |case: &Path| only.is_empty() || only.iter().any(|o| case.file_name().is_some_and(|n| n.to_string_lossy().contains(o.as_str())));
    for case in cases().into_iter().filter(|c| selected(c)) {
        let expected = (mode.expected)(&case);
        assert_eq!(both_verdicts(&case).is_empty(), is_silent(&case), "{}: only ok_* programs have an empty golden", case.display());
        let (mut got, status, all) = cufe_check(&case, standard(&case).as_deref(), mode.extra_args);
        if mode.sorted {
            got.sort();
        }
        let stem = case.file_stem().unwrap().to_string_lossy().to_string();
        if known.contains(&stem) {
            assert_ne!(got, expected, "{}: listed in {} but now matches: remove it from the list", case.display(), mode.known_differences);
            still_known.push(stem);
            continue;
        }
        if got != expected {
            failures.push(format!("{}:\n  {} {expected:?}\n  cufe {got:?}\n{all}", case.display(), mode.what));
            continue;
        }
        passed += 1;
        // Only errors (by the catalog's severity) make the exit status non-zero.
        let errors = expected.iter().any(|(n, _, _)| cufe::tables::diagnostics::by_number(*n).is_some_and(|d| d.severity.is_error()));
        assert_eq!(status == Some(0), !errors, "{}: exit status {status:?}", case.display());
    }
    let missing: Vec<&String> = known.iter().filter(|k| only.is_empty() && !still_known.contains(k)).collect();
    assert!(missing.is_empty(), "{} names programs that do not exist: {missing:?}", mode.known_differences);
    eprintln!("{passed} programs match {}; {} known differences", mode.what, still_known.len());
    assert!(failures.is_empty(), "{} of the cases differ:\n{}", failures.len(), failures.join("\n"));
}

/// `cufe check --host-only` reports what cudafe++ reports (what cufe reports inside nvcc).
#[test]
fn every_rule_is_reported_like_the_reference() {
    every_program_in(Mode {
        what: "the reference",
        known_differences: "known_differences.txt",
        expected: read_golden,
        extra_args: &["--host-only"],
        sorted: false,
    });
}

/// `cufe check` (no `--host-only`) reports what cudafe++ and cicc together report: the
/// host-side and the device-side verdicts in one run.
#[test]
fn check_reports_both_front_ends_verdicts() {
    every_program_in(Mode {
        what: "cudafe++ + cicc",
        known_differences: "known_device_differences.txt",
        expected: both_verdicts,
        extra_args: &[],
        sorted: true,
    });
}

#[test]
fn goldens_are_what_the_reference_reports() {
    let bless = std::env::var_os("CUFE_BLESS").is_some();
    // `CUFE_BLESS_ONLY=a,b`: only the programs whose file name contains one of these.
    let only: Vec<String> = std::env::var("CUFE_BLESS_ONLY").map(|v| v.split(',').map(String::from).collect()).unwrap_or_default();
    let selected = |case: &Path| only.is_empty() || only.iter().any(|o| case.file_name().is_some_and(|n| n.to_string_lossy().contains(o.as_str())));
    for case in cases().into_iter().filter(|c| selected(c)) {
        let mut options = vec!["--prelude-only".to_string()];
        if let Some(s) = standard(&case) {
            options.push(format!("--std={s}"));
        }
        options.extend(["--", "--output_mode", "sarif"].map(String::from));
        let options: Vec<&str> = options.iter().map(String::as_str).collect();
        let run = cudafe_ref(&case, &options);
        let found = sarif_results_text(&run.read("diagnostics.txt"));
        let cicc = sarif_results_text(&run.cicc_sarif());
        assert_eq!(found.is_empty() && cicc.is_empty(), is_silent(&case), "{}: the reference reported {found:?}, cicc {cicc:?}", case.display());
        if bless {
            std::fs::write(case.with_extension("expected"), format_golden(&found, &cicc)).unwrap();
        } else {
            assert_eq!(found, read_golden(&case), "{}: cudafe++ now says otherwise", case.display());
            assert_eq!(cicc, read_golden_of(&case, Some("cicc")), "{}: cicc now says otherwise", case.display());
        }
    }
}

/// The shipped examples are correct code: none of the declaration rules may fire on them
/// (nor on the prelude and the standard headers they pull in). Other checks' diagnostics are
/// not this test's business.
#[test]
fn correct_code_gets_no_declaration_diagnostic() {
    no_declaration_diagnostic_on_examples(None);
}

/// The same with the real CUDA headers (cuda_runtime.h and the C++ library: thousands of
/// declarations); needs the reference's installation.
#[test]
fn correct_code_with_cuda_headers_gets_no_declaration_diagnostic() {
    let nv = common::reference().nv;
    no_declaration_diagnostic_on_examples(Some(&nv));
}

fn no_declaration_diagnostic_on_examples(cuda_path: Option<&Path>) {
    let rule_numbers: Vec<u32> =
        cases().iter().flat_map(|c| read_golden(c)).map(|(n, _, _)| n).filter(|n| *n != 3836).collect();
    let mut inputs = Vec::new();
    for dir in [examples_dir(), repo_root().join("tests").join("examples")] {
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        inputs.extend(entries.map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "cu")));
    }
    inputs.sort();
    assert!(inputs.len() >= 6, "expected the example inputs, found {}", inputs.len());
    for input in inputs {
        let text = std::fs::read_to_string(&input).unwrap();
        let mut cmd = Command::new(cufe_bin());
        cmd.arg("check").arg(&input).arg("--diag-format=sarif");
        if text.contains("--extended-lambda") {
            cmd.arg("--extended-lambda");
        }
        if let Some(nv) = cuda_path {
            cmd.arg("--cuda-path").arg(nv);
        }
        let out = cmd.output().expect("run cufe");
        let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        let sarif = &all[all.find('{').unwrap_or(0)..];
        let ours: Vec<Found> = sarif_results(sarif).into_iter().filter(|(n, _, _)| rule_numbers.contains(n)).collect();
        assert_eq!(ours, vec![], "{}: declaration diagnostics on correct code:\n{all}", input.display());
    }
}
