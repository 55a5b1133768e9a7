//! The worked example of docs/extending-the-grammar.md, step by step: cufe's vendor attribute
//! `nv_example` (spelled `__nv_example__` through a macro, as vendor headers spell attributes)
//! on `tests/cases/nv_example.cu`. Each test is one step of the guide: the tree (no grammar
//! change: GNU attributes are parsed generically), the semantic check (warning 1835 on a
//! variable, checked against the reference for `noinline`, the same rule), the IL display
//! (cufe's field `vendor_attributes`) and the host translation (the attribute kept, as the
//! reference keeps attributes it does not know).

mod common;

use std::path::PathBuf;
use std::process::Command;

fn example() -> PathBuf {
    common::repo_root().join("tests/cases/nv_example.cu")
}

fn cufe(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(common::cufe_bin()).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// The 1-based line of `tests/cases/nv_example.cu` holding `needle`.
fn line_of(needle: &str) -> usize {
    let text = std::fs::read_to_string(example()).unwrap();
    text.lines().position(|l| l.contains(needle)).unwrap_or_else(|| panic!("no {needle:?}")) + 1
}

/// The lines `file(N): warning #1835-D` of a diagnostics text.
fn warning_1835_lines(diagnostics: &str) -> Vec<usize> {
    let mut lines: Vec<usize> = diagnostics
        .lines()
        .filter(|l| l.contains("#1835-D"))
        .filter_map(|l| l.split_once("nv_example.cu(")?.1.split_once(')')?.0.parse().ok())
        .collect();
    lines.sort();
    lines
}

/// Step "grammar": the attribute is in the tree, on the function, with no syntax error.
#[test]
fn the_tree_holds_the_attribute_on_the_function() {
    let ex = example();
    let (code, tree, err) = cufe(&["parse", "--tree", ex.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        tree.contains("FunctionDef attr[__attribute__ ( ( nv_example ) )] void Func(marked; int n)"),
        "{tree}"
    );
}

/// Step "semantic check": 1835 on both variables, none on the function; for `noinline` the
/// reference gives the same warning on the same line.
#[test]
fn a_variable_gets_warning_1835_like_the_reference_gives_for_noinline() {
    let ex = example();
    let (code, _, diagnostics) = cufe(&["check", ex.to_str().unwrap()]);
    assert_eq!(code, 0, "{diagnostics}");
    let (nv_var, noinline_var) = (line_of("__nv_example__ int not_a_function"), line_of("__attribute__((noinline))"));
    assert_eq!(warning_1835_lines(&diagnostics), vec![nv_var, noinline_var], "{diagnostics}");
    assert!(diagnostics.contains("\"nv_example\""), "{diagnostics}");

    let reference = common::cudafe_ref(&ex, &["--prelude-only"]);
    assert_eq!(reference.exit_code, 0);
    // The reference does not know nv_example (no warning there); noinline it does.
    assert_eq!(warning_1835_lines(&reference.read("diagnostics.txt")), vec![noinline_var]);
}

/// Step "IL display": the routine `marked` carries `vendor_attributes: nv_example`; `plain`
/// carries none.
#[test]
fn the_il_display_shows_the_attribute_on_the_routine() {
    let ex = example();
    let (code, il, err) = cufe(&["il", ex.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let entry_of = |name: &str| -> String {
        let entry = il.split("\n\n").find(|e| e.starts_with("file-scope routine@") && e.contains(&format!("\"{name}\"\n")));
        entry.unwrap_or_else(|| panic!("no routine entry for {name}:\n{il}")).to_string()
    };
    let marked = entry_of("marked");
    assert!(marked.lines().any(|l| l == "vendor_attributes:       nv_example"), "{marked}");
    assert!(!entry_of("plain").contains("vendor_attributes"));
}

/// Step "backend": the host translation keeps the attribute where the reference keeps it:
/// compared with the reference's, the part from the example is equal.
#[test]
fn the_host_translation_keeps_it_as_the_reference_does() {
    common::reference();
    let ex = example();
    let (code, out, err) = cufe(&[
        "diff",
        "--against-reference",
        ex.to_str().unwrap(),
        "--prelude-only",
        "--same-module-id",
        "--only-source",
        "nv_example.cu",
        "--stat",
    ]);
    // Exit 1: the diagnostics differ by cufe's own warning on the nv_example variable.
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("input.cudafe1.cpp: equal"), "{out}");
    assert!(out.contains("diagnostics.txt:") && !out.contains("diagnostics.txt: equal"), "{out}");
}
