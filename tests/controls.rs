//! Every diagnostic control, run end to end through the binary and compared with the real
//! cudafe++ on the same input: each command-line flag in cudafe++'s spellings (numbers in both
//! forms and tags), each `#pragma nv_diag_*` with push/pop, the error limit, the number display;
//! then nvcc's friendly spellings of `cufe check` against the same verdicts. Compared per
//! diagnostic line: `file(line): severity [#number]`, plus the closing count line (the message
//! texts are our own words).

mod common;

use std::path::Path;
use std::process::Command;

use common::{cufe_bin, run_reference_cudafe, TempDir};

/// A discretionary error (3632, shown as 20048 when downgraded) on line 1 and two warnings
/// (83, a repeated cv-qualifier) on lines 2 and 3.
const BODY: &str = "__attribute__((global)) int f() { return 0; }\nconst const int h = 1;\nvolatile volatile int h2;\n";

fn argv(extra: &[&str]) -> Vec<String> {
    let mut a: Vec<String> = ["--c++17", "--gnu_version=120200", "--display_error_number", "--orig_src_file_name", "c.cu", "--allow_managed", "--m64"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    // Without output files the reference crashes when the unit has no error.
    a.extend(["--gen_c_file_name", "c.cudafe1.cpp", "--stub_file_name", "c.cudafe1.stub.c", "--gen_module_id_file", "--module_id_file_name", "c.module_id"].map(String::from));
    a.extend(extra.iter().map(|s| s.to_string()));
    a.push("c.ii".into());
    a
}

/// The diagnostic lines and the count line of a text rendering.
fn verdict(output: &str) -> Vec<String> {
    output
        .lines()
        .filter_map(|l| {
            if l.contains("detected in the compilation") {
                return Some(l.trim().to_string());
            }
            let rest = l.strip_prefix("c.cu(")?;
            let (line, rest) = rest.split_once("): ")?;
            let (severity, rest) = rest.split_once(':')?;
            let (severity, number) = match severity.split_once(" #") {
                Some((s, n)) => (s, format!(" #{n}")),
                None => (severity, String::new()),
            };
            let _ = rest;
            Some(format!("c.cu({line}): {severity}{number}"))
        })
        .collect()
}

fn both(dir: &Path, source: &str, extra: &[&str]) -> (Vec<String>, Vec<String>, Option<i32>, Option<i32>) {
    std::fs::write(dir.join("c.ii"), format!("# 1 \"c.cu\"\n{source}")).unwrap();
    let args = argv(extra);
    let theirs = run_reference_cudafe(&args, dir);
    let ours = Command::new(cufe_bin()).args(&args).current_dir(dir).output().expect("run cufe");
    let text = |o: &std::process::Output| format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    (verdict(&text(&ours)), verdict(&text(&theirs)), ours.status.code(), theirs.status.code())
}

fn assert_like_reference(source: &str, extra: &[&str]) -> Vec<String> {
    let dir = TempDir::new("controls");
    let (ours, theirs, our_rc, their_rc) = both(dir.path(), source, extra);
    assert_eq!(ours, theirs, "{extra:?} on:\n{source}");
    assert_eq!(our_rc, their_rc, "exit status, {extra:?}");
    ours
}

#[test]
fn every_command_line_control_matches_the_reference() {
    let plain = assert_like_reference(BODY, &[]);
    assert_eq!(plain.len(), 4, "{plain:?}"); // error, two warnings, count line
    let cases: &[&[&str]] = &[
        &["--diag_suppress=83"],
        &["--diag_suppress", "83"],
        &["--diag_suppress=dupl_type_qualifier"],
        &["--diag_suppress=20048"],
        &["--diag_suppress=3632,83"],
        &["--diag_warning=3632"],
        &["--diag_warning=20048"],
        &["--diag_warn=global_function_return_type"],
        &["--diag_error=83"],
        &["--diag_remark=83"],
        &["--diag_once=83"],
        &["-w"],
        &["--no_warnings"],
        &["--promote_warnings"],
        &["--no_display_error_number"],
        &["--diag_error=83", "--error_limit=2"],
        &["--diag_error=83", "-e", "2"],
        &["--diag_error=83", "--diag_suppress=83"],
    ];
    for extra in cases {
        let v = assert_like_reference(BODY, extra);
        assert_ne!(v, plain, "{extra:?} changed nothing: the case tests nothing");
    }
}

#[test]
fn every_pragma_matches_the_reference() {
    let sources = [
        // suppress from here on
        "#pragma nv_diag_suppress 83\n__attribute__((global)) int f() { return 0; }\nconst const int h = 1;\nvolatile volatile int h2;\n",
        // by tag, and the display number of an NVIDIA error
        "#pragma nv_diag_suppress dupl_type_qualifier\n#pragma nv_diag_warning 20048\n__attribute__((global)) int f() { return 0; }\nconst const int h = 1;\n",
        "#pragma nv_diag_error 83\nconst const int h = 1;\n",
        "#pragma nv_diag_remark 83\nconst const int h = 1;\n",
        "#pragma nv_diag_once 83\nconst const int h = 1;\nvolatile volatile int h2;\n",
        // back to the command line's choice
        "#pragma nv_diag_suppress 83\nconst const int h = 1;\n#pragma nv_diag_default 83\nvolatile volatile int h2;\n",
        // push / pop
        "#pragma nv_diagnostic push\n#pragma nv_diag_suppress 83\nconst const int h = 1;\n#pragma nv_diagnostic pop\nvolatile volatile int h2;\n",
    ];
    let unchanged = assert_like_reference(BODY, &[]);
    for source in sources {
        let v = assert_like_reference(source, &[]);
        assert_ne!(v, unchanged, "{source}");
    }
    // A pragma against a command-line control.
    assert_like_reference("#pragma nv_diag_warning 83\nconst const int h = 1;\n", &["--diag_error=83"]);
    // `nv_diag_default` restores the command line's severity, not the built-in one.
    let restored = assert_like_reference("#pragma nv_diag_warning 83\nconst const int h = 1;\n#pragma nv_diag_default 83\nvolatile volatile int h2;\n", &["--diag_error=83"]);
    assert!(restored.iter().any(|l| l.starts_with("c.cu(4): error")), "{restored:?}");
}

/// nvcc's spellings on `cufe check` (a `.cu`, preprocessed by cufe): the same verdicts as
/// cudafe++'s spellings give on the reference.
#[test]
fn friendly_spellings_give_the_same_verdicts() {
    let dir = TempDir::new("controls-friendly");
    std::fs::write(dir.join("c.cu"), BODY.replace("__attribute__((global))", "__global__")).unwrap();
    let pairs: &[(&[&str], &[&str])] = &[
        (&["--diag-suppress", "83"], &["--diag_suppress=83"]),
        (&["--diag-suppress=83,20048"], &["--diag_suppress=83,20048"]),
        (&["--diag-warn", "20048"], &["--diag_warning=20048"]),
        (&["--diag-error", "dupl_type_qualifier"], &["--diag_error=83"]),
        (&["-w"], &["-w"]),
    ];
    for (friendly, cudafe) in pairs {
        let out = Command::new(cufe_bin()).arg("check").arg("c.cu").args(*friendly).arg("--host-only").current_dir(dir.path()).output().unwrap();
        let ours = verdict(&format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)));
        let (_, theirs, _, _) = both(dir.path(), BODY, cudafe);
        assert_eq!(ours, theirs, "{friendly:?} vs {cudafe:?}");
    }
    // Beyond the reference: numbers on errors too.
    let out = Command::new(cufe_bin()).args(["check", "c.cu", "--diag-numbers=all"]).current_dir(dir.path()).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(verdict(&text).iter().any(|l| l.starts_with("c.cu(1): error #")), "{text}");
}
