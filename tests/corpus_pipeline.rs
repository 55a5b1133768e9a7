//! The corpus through the whole nvcc pipeline: every driver of `tests/corpus/` is compiled with
//! `nvcc -arch=sm_90 -c` in four modes (C++17, C++20, C++17 with `--extended-lambda`, C++17
//! with `-rdc=true`), once with cufe in cudafe++'s place (`nvcc-with`), and the object must
//! define and reference exactly the symbols (`nm`: names and types) of the object the
//! reference builds. The host compiler builds cufe's host translation of thrust, cub, libcu++
//! and libstdc++ here, and cicc's stub file must agree with it (a wrong module id or kernel
//! name shows up as a differing symbol).
//!
//! The reference's objects are cached (`corpus::reference_object_symbols`); cufe's are built
//! every time. One test per mode, each listing every driver that differs. Drivers known to
//! differ still are named in `tests/corpus/pipeline_known_gaps.txt` (a ratchet: a listed driver
//! that comes right fails the test until its line is deleted).

mod common;

use std::collections::BTreeSet;

use common::corpus::{drivers, reference_object_symbols};
use common::{cufe_bin, nm, nvcc_with, parse_nm, repo_root, Symbol, TempDir};

/// The drivers `pipeline_known_gaps.txt` lists for `mode`.
fn known_gaps(mode: &str) -> BTreeSet<String> {
    let path = repo_root().join("tests/corpus/pipeline_known_gaps.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(|l| l.split('#').next().unwrap().trim())
        .filter_map(|l| l.split_once(' '))
        .filter(|(m, _)| *m == mode)
        .map(|(_, d)| d.trim().to_string())
        .collect()
}

fn compare_mode(mode: &str, nvcc_args: &[&str]) {
    let cufe = cufe_bin();
    let gaps = known_gaps(mode);
    let mut failures = Vec::new();
    let mut differing = 0;
    let all = drivers();
    for gap in &gaps {
        assert!(
            all.iter()
                .any(|d| d.file_stem().unwrap().to_string_lossy() == gap.as_str()),
            "pipeline_known_gaps.txt names {gap}, not a driver"
        );
    }
    for driver in &all {
        let stem = driver.file_stem().unwrap().to_string_lossy().into_owned();
        let differs = build_differs(&cufe, driver, &stem, mode, nvcc_args);
        differing += differs.is_some() as usize;
        match (differs, gaps.contains(&stem)) {
            (Some(why), false) => failures.push(why),
            (None, true) => failures.push(format!("{stem}: now equal; remove `{mode} {stem}` from tests/corpus/pipeline_known_gaps.txt")),
            _ => {}
        }
    }
    eprintln!(
        "{mode}: {} of {} drivers build with the reference's symbols",
        all.len() - differing,
        all.len()
    );
    assert!(failures.is_empty(), "{mode}:\n{}", failures.join("\n"));
}

/// Builds `driver` with cufe in `mode`; `Some(what differs)` unless its symbols are the
/// reference's.
fn build_differs(
    cufe: &std::path::Path,
    driver: &std::path::Path,
    stem: &str,
    mode: &str,
    nvcc_args: &[&str],
) -> Option<String> {
    let reference = parse_nm(&reference_object_symbols(driver, mode, nvcc_args));
    let dir = TempDir::new(&format!("corpus-nvcc-{mode}-{stem}"));
    let object = dir.join(&format!("{stem}.o"));
    let mut args = vec!["-arch=sm_90", "-c"];
    args.extend_from_slice(nvcc_args);
    args.extend([driver.to_str().unwrap(), "-o", object.to_str().unwrap()]);
    let out = nvcc_with(cufe.to_str().unwrap(), &args, dir.path());
    if !out.status.success() {
        let errors: Vec<String> = String::from_utf8_lossy(&out.stderr)
            .lines()
            .filter(|l| l.contains("error"))
            .take(5)
            .map(String::from)
            .collect();
        return Some(format!(
            "{stem}: the build with cufe failed:\n  {}",
            errors.join("\n  ")
        ));
    }
    let mut ours = nm(&object);
    if let Some((ours_id, reference_id)) = unreproducible_module_ids(&ours, &reference) {
        // The reference made its id from the time and its pid: no build, its own included,
        // can repeat it. Compare everything else.
        eprintln!("{stem} ({mode}): the reference's module id {reference_id} is its time-based fallback; ids masked");
        ours = ours.into_iter().map(|sym| Symbol { name: with_module_id(&sym.name, &ours_id, &reference_id), ..sym }).collect();
        ours.sort();
    }
    if ours != reference {
        let only_ref: Vec<_> = reference
            .iter()
            .filter(|s| !ours.contains(s))
            .take(10)
            .collect();
        let only_ours: Vec<_> = ours
            .iter()
            .filter(|s| !reference.contains(s))
            .take(10)
            .collect();
        return Some(format!("{stem}:\n  only in the reference's: {only_ref:?}\n  only in cufe's:          {only_ours:?}"));
    }
    None
}

#[test]
fn corpus_objects_have_the_reference_symbols_in_cxx17() {
    compare_mode("c++17", &[]);
}

#[test]
fn corpus_objects_have_the_reference_symbols_in_cxx20() {
    compare_mode("c++20", &["-std=c++20"]);
}

#[test]
fn corpus_objects_have_the_reference_symbols_with_extended_lambdas() {
    compare_mode("extended-lambda", &["--extended-lambda"]);
}

#[test]
fn corpus_objects_have_the_reference_symbols_with_relocatable_device_code() {
    compare_mode("rdc", &["-rdc=true"]);
}

/// The module ids of two `-rdc=true` objects (from `__fatbinwrap_<id>`) when the reference's
/// is its time- and pid-based fallback (`..._<8 hex digits>_<pid>`) and cufe's differs: cufe
/// is deterministic by design (see `backend/module_id.rs`).
fn unreproducible_module_ids(ours: &[Symbol], reference: &[Symbol]) -> Option<(String, String)> {
    let id = |symbols: &[Symbol]| symbols.iter().find_map(|s| s.name.strip_prefix("__fatbinwrap_").map(String::from));
    let (ours_id, reference_id) = (id(ours)?, id(reference)?);
    let mut tail = reference_id.rsplit('_');
    let pid = tail.next()?;
    let stamp = tail.next()?;
    let fallback = !pid.is_empty()
        && pid.bytes().all(|b| b.is_ascii_digit())
        && stamp.len() == 8
        && stamp.bytes().all(|b| b.is_ascii_hexdigit());
    (fallback && ours_id != reference_id).then_some((ours_id, reference_id))
}

/// `name` with cufe's module id replaced by the reference's, including the length prefix of
/// the anonymous namespace's mangled name (`44_GLOBAL__N__<id>`).
fn with_module_id(name: &str, ours_id: &str, reference_id: &str) -> String {
    let ours_ns = format!("_GLOBAL__N__{ours_id}");
    let reference_ns = format!("_GLOBAL__N__{reference_id}");
    name.replace(&format!("{}{ours_ns}", ours_ns.len()), &format!("{}{reference_ns}", reference_ns.len()))
        .replace(ours_id, reference_id)
}
