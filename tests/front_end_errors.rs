//! Errors of the front end against the reference: for each bad input, cudafe++ and cufe run
//! with the same argv (nvcc's, prelude mode, `--output_mode sarif` added) must report the
//! same diagnostic numbers (SARIF `ruleId`) on the same lines, exit with the same status, and
//! cufe must leave no output file behind.

mod common;

use std::path::Path;
use std::process::Command;

use common::{cudafe_ref, cufe_bin, TempDir};

/// `(ruleId number, line)` of every result in a SARIF log. The reference's log is not valid
/// JSON and ours orders keys differently, so this reads it as text: the n-th `ruleId` goes
/// with the n-th `startLine` (one location per result in both).
fn sarif_results(sarif: &str) -> Vec<(u32, u32)> {
    let all = |key: &str, skip: &str| -> Vec<u32> {
        sarif.match_indices(key).filter_map(|(i, _)| digits_after(&sarif[i..], skip)).collect()
    };
    let rules = all("\"ruleId\"", "EC");
    let lines = all("\"startLine\"", "\"startLine\"");
    rules.into_iter().zip(lines).collect()
}

fn digits_after(text: &str, key: &str) -> Option<u32> {
    let i = text.find(key)? + key.len();
    let digits: String = text[i..].chars().skip_while(|c| !c.is_ascii_digit()).take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

fn check_against_reference(name: &str, source: &str) {
    let dir = TempDir::new(&format!("errors-{name}"));
    let input = dir.path().join(format!("{name}.cu"));
    std::fs::write(&input, source).unwrap();
    let reference = cudafe_ref(&input, &["--prelude-only", "--", "--output_mode", "sarif"]);
    let expected = sarif_results(&reference.read("diagnostics.txt"));
    assert!(!expected.is_empty(), "{name}: the reference reported nothing");

    // Replay the same argv on the same preprocessed input, in a folder of our own.
    let ours = TempDir::new(&format!("errors-{name}-ours"));
    std::fs::copy(reference.file("input.ii"), ours.path().join("input.ii")).unwrap();
    let args = reference.cudafe_args();
    let out = Command::new(cufe_bin()).args(&args).current_dir(ours.path()).output().unwrap();
    let got = sarif_results(&String::from_utf8_lossy(&out.stderr));

    assert_eq!(got.first(), expected.first(), "{name}: first diagnostic (number, line)");
    assert_eq!(out.status.code(), Some(reference.exit_code), "{name}: exit status\n{}", String::from_utf8_lossy(&out.stderr));
    for produced in ["input.cudafe1.cpp", "input.module_id"] {
        assert!(!Path::new(&ours.path().join(produced)).exists(), "{name}: {produced} written despite errors");
    }
}

#[test]
fn missing_expression_is_reported_like_the_reference() {
    check_against_reference("syntax_expr", "int x = ;\n");
}

#[test]
fn missing_semicolon_is_reported_like_the_reference() {
    check_against_reference("syntax_semi", "void f()\n{\n    int a\n}\n");
}

#[test]
fn kernel_returning_int_is_reported_like_the_reference() {
    check_against_reference("global_int", "__global__ int f() { return 0; }\n");
}

#[test]
fn unclosed_body_is_reported_at_end_of_source_like_the_reference() {
    check_against_reference("syntax_eof", "void f() {\n    int x;\n");
}

#[test]
fn missing_function_body_is_reported_like_the_reference() {
    // EDG takes the next `{` as the body of `f`: `int y = ;` is skipped, `int z = ;` is not.
    check_against_reference("syntax_body", "int f() int;\nint y = ;\nvoid g() {}\nint z = ;\n");
}
