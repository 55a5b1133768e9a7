//! `cufe symbols` against g++: units written by `generator` (≥500 definitions each, every
//! kind the generator knows) are compiled with `g++ -c`; the names `nm --defined-only` lists
//! for the object must be exactly the names `cufe symbols` prints for the source, symbol for
//! symbol. Needs g++ and nm (the test fails without them).

#[path = "../common/mod.rs"]
#[allow(dead_code)]
mod common;
mod generator;

use std::collections::BTreeSet;
use std::process::Command;

fn gxx_defined(source: &std::path::Path, object: &std::path::Path) -> BTreeSet<String> {
    let out = Command::new("g++").args(["-std=c++17", "-w", "-c"]).arg(source).arg("-o").arg(object).output().expect("g++ must be installed for this test");
    assert!(out.status.success(), "g++ rejected the generated unit {}:\n{}", source.display(), String::from_utf8_lossy(&out.stderr));
    let nm = Command::new("nm").arg("--defined-only").arg(object).output().expect("nm must be installed for this test");
    assert!(nm.status.success());
    String::from_utf8_lossy(&nm.stdout).lines().filter_map(|l| l.split_whitespace().nth(2)).map(String::from).collect()
}

fn cufe_symbols(source: &std::path::Path) -> BTreeSet<String> {
    let out = Command::new(common::cufe_bin()).args(["symbols", "--std=c++17"]).arg(source).output().unwrap();
    assert!(out.status.success(), "cufe symbols failed on {}:\n{}", source.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().map(String::from).collect()
}

fn check_seed(seed: u64) {
    let unit = generator::generate(seed, 520);
    assert!(unit.definitions >= 500, "the generator wrote only {} definitions", unit.definitions);
    // Kept under cargo's per-target temporary directory, to read after a failure.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let source = dir.join(format!("mangling-{seed}.cpp"));
    std::fs::write(&source, &unit.text).unwrap();
    let expected = gxx_defined(&source, &dir.join(format!("mangling-{seed}.o")));
    let got = cufe_symbols(&source);
    let missing: Vec<_> = expected.difference(&got).collect();
    let extra: Vec<_> = got.difference(&expected).collect();
    println!("seed {seed}: {} definitions, g++ {} symbols, cufe {} symbols, {} missing, {} extra", unit.definitions, expected.len(), got.len(), missing.len(), extra.len());
    assert!(
        missing.is_empty() && extra.is_empty(),
        "seed {seed} ({}): g++ only: {missing:#?}\ncufe only: {extra:#?}",
        source.display()
    );
    demangles_like_cxxfilt(&got);
}

/// Every name demangles exactly as c++filt prints it (names c++filt leaves alone, like
/// `extern "C"` ones, must be left alone too).
fn demangles_like_cxxfilt(names: &BTreeSet<String>) {
    use std::io::Write;
    let names: Vec<&String> = names.iter().collect();
    let mut child = Command::new("c++filt")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("c++filt must be installed for this test");
    let input: String = names.iter().map(|n| format!("{n}\n")).collect();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let theirs: Vec<String> = String::from_utf8_lossy(&out.stdout).lines().map(String::from).collect();
    assert_eq!(theirs.len(), names.len());
    let bad: Vec<String> = names
        .iter()
        .zip(&theirs)
        .filter_map(|(n, want)| {
            let got = cufe::mangle::demangle(n).unwrap_or_else(|| n.to_string());
            (&got != want).then(|| format!("{n}\n  c++filt: {want}\n  cufe:    {got}"))
        })
        .collect();
    assert!(bad.is_empty(), "{} of {} names demangle differently:\n{}", bad.len(), names.len(), bad.join("\n"));
}

#[test]
fn generated_unit_seed_1_matches_gxx() {
    check_seed(1);
}

#[test]
fn generated_unit_seed_2_matches_gxx() {
    check_seed(2);
}

#[test]
fn generated_unit_seed_3_matches_gxx() {
    check_seed(3);
}

#[test]
fn generator_is_deterministic_and_varied() {
    let a = generator::generate(7, 500);
    assert_eq!(a.text, generator::generate(7, 500).text);
    for needle in ["namespace {", "inline namespace", "extern \"C\"", "operator new", "operator->*", "operator()", " &&;", "~C", "Box<-", "Flag<true>", "std::basic_string<char", "__int128", "(*)[", "::*"] {
        assert!(a.text.contains(needle), "the generated unit has no `{needle}`");
    }
}
