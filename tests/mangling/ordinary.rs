//! `cufe symbols` against g++ on hand-written units of ordinary C++20 declarations
//! (`tests/mangling/ordinary/*.cpp`, one topic each, written apart from `generator`, so
//! that the two do not share blind spots): each unit is compiled with `g++ -std=c++20 -c`
//! and the names `nm --defined-only` lists are compared with what `cufe symbols` prints.
//!
//! The names cufe still gets wrong are listed in `ordinary/known_gaps.txt`, one per line:
//! `FILE missing NAME` (g++ defines it, cufe does not list it) or `FILE extra NAME` (cufe
//! lists it, g++ does not define it). The test fails on any difference not listed there,
//! and on any listed one that is gone (the list only shrinks). `CUFE_BLESS=1` rewrites the
//! list from the current results. Needs g++ and nm.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mangling/ordinary")
}

fn units() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir()).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "cpp")).collect();
    v.sort();
    v
}

fn gxx_defined(source: &Path) -> BTreeSet<String> {
    let object = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("ordinary-{}.o", source.file_stem().unwrap().to_string_lossy()));
    let out = Command::new("g++").args(["-std=c++20", "-w", "-c"]).arg(source).arg("-o").arg(&object).output().expect("g++ must be installed for this test");
    assert!(out.status.success(), "g++ rejected {}:\n{}", source.display(), String::from_utf8_lossy(&out.stderr));
    let nm = Command::new("nm").arg("--defined-only").arg(&object).output().expect("nm must be installed for this test");
    assert!(nm.status.success());
    String::from_utf8_lossy(&nm.stdout).lines().filter_map(|l| l.split_whitespace().nth(2)).map(String::from).collect()
}

/// The names cufe lists, and its complaints (stderr).
fn cufe_symbols(source: &Path) -> (BTreeSet<String>, String) {
    let out = Command::new(super::common::cufe_bin()).args(["symbols", "--std=c++20"]).arg(source).output().unwrap();
    let code = out.status.code();
    assert!(matches!(code, Some(0 | 1)), "cufe symbols failed on {} ({code:?}):\n{}", source.display(), String::from_utf8_lossy(&out.stderr));
    (String::from_utf8_lossy(&out.stdout).lines().map(String::from).collect(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn ordinary_declarations_match_gxx() {
    let gaps_path = dir().join("known_gaps.txt");
    let known: BTreeSet<String> = std::fs::read_to_string(&gaps_path).unwrap_or_default().lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')).map(String::from).collect();
    let mut now = BTreeSet::new();
    let (mut t_g, mut t_eq, mut t_miss, mut t_extra) = (0, 0, 0, 0);
    println!("{:<24} {:>6} {:>6} {:>8} {:>6}", "unit", "g++", "equal", "missing", "extra");
    for unit in units() {
        let name = unit.file_name().unwrap().to_string_lossy().into_owned();
        let expected = gxx_defined(&unit);
        let (got, stderr) = cufe_symbols(&unit);
        let missing: Vec<_> = expected.difference(&got).collect();
        let extra: Vec<_> = got.difference(&expected).collect();
        let equal = expected.len() - missing.len();
        println!("{name:<24} {:>6} {equal:>6} {:>8} {:>6}", expected.len(), missing.len(), extra.len());
        if !stderr.is_empty() {
            print!("{stderr}");
        }
        (t_g, t_eq, t_miss, t_extra) = (t_g + expected.len(), t_eq + equal, t_miss + missing.len(), t_extra + extra.len());
        now.extend(missing.iter().map(|n| format!("{name} missing {n}")));
        now.extend(extra.iter().map(|n| format!("{name} extra {n}")));
    }
    println!("{:<24} {t_g:>6} {t_eq:>6} {t_miss:>8} {t_extra:>6}", "total");
    if std::env::var_os("CUFE_BLESS").is_some() {
        let mut text = String::from("# `cufe symbols` vs g++ on tests/mangling/ordinary: the differences still open (see ordinary.rs).\n");
        for l in &now {
            text.push_str(l);
            text.push('\n');
        }
        std::fs::write(&gaps_path, text).unwrap();
        return;
    }
    let new: Vec<_> = now.difference(&known).collect();
    let fixed: Vec<_> = known.difference(&now).collect();
    assert!(new.is_empty() && fixed.is_empty(), "new differences (demangle them with c++filt):\n{new:#?}\nlisted in known_gaps.txt but gone (remove them):\n{fixed:#?}");
}
