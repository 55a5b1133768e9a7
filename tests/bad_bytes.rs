//! Bytes a front end must survive, against the reference: text that is not UTF-8, NUL bytes,
//! control characters, a byte order mark, literals and comments left open at the end of the
//! file, integer literals too large for any type, absurd line markers. For each, the real
//! cudafe++ and cufe run with nvcc's argv (prelude mode, SARIF output) on the same
//! preprocessed input and must give the same first diagnostic (number, line), the same exit
//! status, and write the host translation exactly when the reference does.
//!
//! Some bytes never reach cudafe++ through nvcc (gcc drops NUL bytes and rejects open
//! comments), so those cases edit the reference's `input.ii` and run both front ends on it.

mod common;

use std::process::Command;

use common::{cudafe_ref, cufe_bin, run_reference_cudafe, TempDir};

/// `(ruleId number, line)` of the first result of a SARIF log. The two logs order a result's
/// keys differently (ours alphabetically), so this takes the first `ruleId` and the first
/// `startLine` of the log: the first result has a location in every case here.
fn first_result(sarif: &str) -> Option<(u32, u32)> {
    let rule = digits_after(&sarif[sarif.find("\"ruleId\"")?..], "EC")?;
    let line = digits_after(sarif, "\"startLine\"")?;
    Some((rule, line))
}

fn digits_after(text: &str, key: &str) -> Option<u32> {
    let i = text.find(key)? + key.len();
    let digits: String = text[i..].chars().skip_while(|c| !c.is_ascii_digit()).take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

/// What one front end did with the input: its SARIF log (stderr), exit status, and whether it
/// wrote the host translation.
struct Outcome {
    sarif: String,
    status: Option<i32>,
    wrote_host: bool,
}

/// Runs both front ends on the preprocessed `source` (edited by `edit_ii`): (reference, cufe).
fn run_both(name: &str, source: &[u8], edit_ii: impl Fn(Vec<u8>) -> Vec<u8>) -> (Outcome, Outcome) {
    let dir = TempDir::new(&format!("bad-bytes-{name}"));
    let input = dir.path().join(format!("{name}.cu"));
    std::fs::write(&input, source).unwrap();
    let prepared = cudafe_ref(&input, &["--prelude-only"]);
    let ii = edit_ii(std::fs::read(prepared.file("input.ii")).unwrap());

    let mut args = prepared.cudafe_args();
    let input_ii = args.pop().unwrap(); // nvcc's argv ends with the input
    args.extend(["--output_mode".to_string(), "sarif".to_string(), input_ii.clone()]);

    let host = "input.cudafe1.cpp";
    let theirs = TempDir::new(&format!("bad-bytes-{name}-ref"));
    std::fs::write(theirs.join(&input_ii), &ii).unwrap();
    let reference = run_reference_cudafe(&args, theirs.path());
    let ours = TempDir::new(&format!("bad-bytes-{name}-ours"));
    std::fs::write(ours.join(&input_ii), &ii).unwrap();
    let out = Command::new(cufe_bin()).args(&args).current_dir(ours.path()).output().unwrap();
    let outcome = |stderr: &[u8], status: std::process::ExitStatus, dir: &TempDir| Outcome {
        sarif: String::from_utf8_lossy(stderr).to_string(),
        status: status.code(),
        wrote_host: dir.join(host).exists(),
    };
    (outcome(&reference.stderr, reference.status, &theirs), outcome(&out.stderr, out.status, &ours))
}

/// Runs both front ends and compares the first diagnostic (number, line), the exit status
/// and whether the host translation was written.
fn check(name: &str, source: &[u8], edit_ii: impl Fn(Vec<u8>) -> Vec<u8>) {
    let (reference, ours) = run_both(name, source, edit_ii);
    let expected = first_result(&reference.sarif);
    assert!(expected.is_some(), "{name}: the reference reported nothing");
    assert_eq!(first_result(&ours.sarif), expected, "{name}: first diagnostic (number, line)\n{}", ours.sarif);
    assert_eq!(ours.status, reference.status, "{name}: exit status\n{}", ours.sarif);
    assert_eq!(ours.wrote_host, reference.wrote_host, "{name}: host translation written by one only");
}

fn unchanged(ii: Vec<u8>) -> Vec<u8> {
    ii
}

/// `ii` with `extra` inserted right after the first `marker`.
fn inserted_after(marker: &'static [u8], extra: &'static [u8]) -> impl Fn(Vec<u8>) -> Vec<u8> {
    move |ii| {
        let at = ii.windows(marker.len()).position(|w| w == marker).expect("marker in input.ii") + marker.len();
        [&ii[..at], extra, &ii[at..]].concat()
    }
}

#[test]
fn latin1_bytes_in_a_string_literal_are_rejected_like_the_reference() {
    // #870 at each byte that is not UTF-8; nothing written.
    check("latin1", b"const char* s = \"\xe9t\xe9\";\nint main() { return 0; }\n", unchanged);
}

#[test]
fn a_nul_byte_is_ignored_with_a_warning_like_the_reference() {
    // #1192, and the unit is translated.
    check("nul", b"int a;\nint b;\n", inserted_after(b"int a;", b"\0"));
}

#[test]
fn an_integer_literal_too_large_for_any_type_warns_like_the_reference() {
    check("bigint", b"unsigned long long x = 18446744073709551616;\n", unchanged);
}

#[test]
fn a_control_character_is_reported_like_the_reference() {
    check("control", b"int a;\x01\nint b;\n", unchanged);
}

#[test]
fn a_byte_order_mark_is_skipped_like_the_reference() {
    // gcc drops a BOM at the start of the .cu; one at the start of the .ii is not text either,
    // so the error on line 2 is the first diagnostic.
    check("bom", b"int a;\nint x = ;\n", |ii| [&b"\xef\xbb\xbf"[..], &ii].concat());
}

#[test]
fn a_comment_open_at_the_end_of_the_file_is_reported_like_the_reference() {
    check("open_comment", b"int a;\n", |mut ii| {
        ii.extend_from_slice(b"int z; /* never closed\n");
        ii
    });
}

#[test]
fn a_string_open_at_the_end_of_the_file_is_reported_like_the_reference() {
    check("open_string", b"int a;\nconst char* s = \"abc\n", unchanged);
}

#[test]
fn a_raw_string_open_at_the_end_of_the_file_is_reported_like_the_reference() {
    check("open_raw", b"int a;\n", |mut ii| {
        ii.extend_from_slice(b"const char* r = R\"x(abc\n");
        ii
    });
}

#[test]
fn an_absurd_line_marker_is_read_like_the_reference() {
    // The reference reads the marker; the bad declaration after it is reported on its line.
    check("marker", b"int a;\n", |mut ii| {
        ii.extend_from_slice(b"# 99999999999999 \"x.cu\"\nint = 1;\n");
        ii
    });
}

/// Every result of a SARIF log as `EC<number>@line:column`, sorted (the reference reports an
/// `#if` left open at the end of the file, cufe in text order), the hint on silencing
/// warnings left out.
fn all_results(sarif: &str) -> Vec<String> {
    let Some(start) = sarif.find('{') else { return Vec::new() };
    // The reference leaves out the comma between a result and the note that follows it.
    let text = sarif[start..].replace("}{\"ruleId\"", "},{\"ruleId\"");
    let log: serde_json::Value = serde_json::from_str(&text).expect("a SARIF log");
    let mut found: Vec<String> = log["runs"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|run| run["results"].as_array().cloned().unwrap_or_default())
        .filter(|r| r["ruleId"] != "EC3836")
        .map(|r| {
            let region = &r["locations"][0]["physicalLocation"]["region"];
            format!("{}@{}:{}", r["ruleId"].as_str().unwrap_or("?"), region["startLine"], region["startColumn"])
        })
        .collect();
    found.sort();
    found
}

#[test]
fn conditional_directives_in_a_hand_written_ii_are_read_like_the_reference() {
    // nvcc's gcc -E leaves none, but cudafe++ reads its .ii through EDG's preprocessor: false
    // groups are skipped (with the line markers and errors in them), and unbalanced or
    // malformed directives are reported. No macro is predefined there; `defined` is 0.
    let cases: [(&str, &str); 15] = [
        ("unclosed", "#if 1\nint g();\n"),
        ("unclosed_nested", "#if 1\n#if 1\n"),
        ("closed_inner_open_outer", "#if 1\n#if 0\n#endif\n"),
        ("stray_endif", "#endif\n#endif\n"),
        ("stray_else", "#else\n"),
        ("second_else", "#if 0\n#else\n#else\n#endif\n"),
        ("elif_after_else", "#if 1\n#else\n#elif 1\n#endif\n"),
        ("false_groups_skipped", "#if 0\nint a = nope;\n#elif 2 > 1 ? 1 : 0\nint q;\n#else\nint r = nope;\n#endif\nint c = q;\n"),
        ("skipped_text_is_not_lexed", "#if 0\n x = \"abc\n# 1 \"zz.h\"\n#pragma foo\n#if 1\n#endif\n#endif\nint b = nope;\n"),
        ("file_macros", "#define X 0\n#define F(a, b) (a * b)\n#if X\nint a = nope;\n#elif F(2, 3) == 6\nint q;\n#endif\nint c = q;\n#undef X\n#ifndef X\nint d = q;\n#endif\n"),
        ("nothing_predefined", "#ifdef __cplusplus\nint q;\n#endif\n#define X\n#if defined X\nint q;\n#endif\nint z = q;\n"),
        ("missing_operand", "#if 2+\nint q;\n#endif\n#if\n#endif\n"),
        ("division_by_zero", "#if 1/0\nint q;\n#endif\nint z = q;\n"),
        ("ifdef_without_name", "#ifdef\n#endif\n"),
        ("extra_text", "#ifdef X junk\n#endif\n#ifndef Y more\n#else /* c */\n#endif // c\n#if 1\n#elif 2 junk\n#endif\n#if 0\n#else x\n#endif y\n"),
    ];
    for (name, appended) in cases {
        let (reference, ours) = run_both(name, b"int f() { return 1; }\n", |mut ii| {
            ii.extend_from_slice(appended.as_bytes());
            ii
        });
        assert_eq!(all_results(&ours.sarif), all_results(&reference.sarif), "{name}: diagnostics\n{}", ours.sarif);
        assert_eq!(ours.status, reference.status, "{name}: exit status");
        assert_eq!(ours.wrote_host, reference.wrote_host, "{name}: host translation written by one only");
    }
}
