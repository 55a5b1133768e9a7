//! Real translation units (issue 3): every driver of `tests/corpus/` in C++17 and C++20,
//! preprocessed exactly as nvcc does and checked by the reference, then by cufe with the same
//! argv on the same text.
//!
//! The bar is zero false diagnostics: no error where the reference has none, and no warning
//! the reference does not give (same number, same file and line). Units that do not meet it
//! yet are named in `tests/corpus/known_gaps.txt`; the test fails when a unit outside that
//! list has a false diagnostic, and also when a listed unit has become clean (so the list
//! only ever shrinks). It prints a table of every unit either way.

mod common;

use common::corpus::{self, Diag, Unit};
use std::collections::BTreeSet;

/// Units named in `tests/corpus/known_gaps.txt` (`<driver>-<std>`, one per line, `#` comments).
fn known_gaps() -> BTreeSet<String> {
    let path = common::repo_root().join("tests").join("corpus").join("known_gaps.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    text.lines().map(|l| l.split('#').next().unwrap().trim()).filter(|l| !l.is_empty()).map(String::from).collect()
}

/// The diagnostics of `ours` that the reference does not give: any error when the reference
/// has no error, any warning or remark whose number, file and line the reference does not share.
fn false_diagnostics<'a>(ours: &'a [Diag], theirs: &[Diag]) -> Vec<&'a Diag> {
    let reference_has_errors = theirs.iter().any(Diag::is_error);
    ours.iter()
        .filter(|d| {
            if d.is_error() {
                !reference_has_errors
            } else {
                !theirs.iter().any(|t| t.number == d.number && t.line == d.line && t.file == d.file)
            }
        })
        .collect()
}

#[test]
fn corpus_units_get_no_false_diagnostics() {
    let units = corpus::units();
    assert_eq!(units.len(), corpus::drivers().len() * corpus::STANDARDS.len());
    assert!(units.len() >= 60, "the corpus has at least 30 drivers");
    let invalid: Vec<String> = units
        .iter()
        .filter(|u| u.reference_exit() != 0)
        .map(|u| format!("{}: {}", u.name, u.read("diagnostics.txt")))
        .collect();
    assert!(invalid.is_empty(), "the drivers must be valid CUDA; the reference rejects:\n{}", invalid.join("\n"));
    let gaps = known_gaps();
    let mut table = vec![format!("{:<28} {:>8} {:>9} {:>10} {:>6}", "unit", "MB", "ref E/W", "cufe E/W", "false")];
    let mut failures = Vec::new();
    for unit in &units {
        let theirs = unit.reference_diagnostics();
        let run = unit.run_cufe(&[]);
        let false_ones = false_diagnostics(&run.diagnostics, &theirs);
        let count = |ds: &[Diag]| (ds.iter().filter(|d| d.is_error()).count(), ds.iter().filter(|d| !d.is_error()).count());
        let (re, rw) = count(&theirs);
        let (ce, cw) = count(&run.diagnostics);
        let clean = false_ones.is_empty() && run.exit == 0;
        table.push(format!(
            "{:<28} {:>8.2} {:>9} {:>10} {:>6}{}",
            unit.name,
            unit.input_size() as f64 / 1e6,
            format!("{re}/{rw}"),
            format!("{ce}/{cw}"),
            false_ones.len(),
            if gaps.contains(&unit.name) { "  (known gap)" } else { "" }
        ));
        match (clean, gaps.contains(&unit.name)) {
            (false, false) => failures.push(format!(
                "{}: exit {}, {} false diagnostic(s), first: {:?}",
                unit.name,
                run.exit,
                false_ones.len(),
                false_ones.first().map(|d| format!("{}({}): {}: {}", d.file, d.line, d.severity, d.message))
            )),
            (true, true) => failures.push(format!("{}: now clean; remove it from tests/corpus/known_gaps.txt", unit.name)),
            _ => {}
        }
    }
    for unit in &gaps {
        assert!(units.iter().any(|u| &u.name == unit), "known_gaps.txt names {unit}, which is not a corpus unit");
    }
    println!("{}", table.join("\n"));
    println!("{} of {} units clean", units.len() - failures.len() - gaps.len(), units.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The unit as text with `line` inserted right after the line marker that starts the driver's
/// own text, so it becomes line 1 of the `.cu` file, and `tail` appended at the end under a
/// marker saying it is line `tail_line` of the `.cu` file.
fn with_seeded_errors(unit: &Unit, driver: &str, early: &str, tail: &str, tail_line: u32) -> String {
    let text = unit.read("input.ii");
    let marker = format!("# 1 \"{driver}\"\n");
    let at = text.find(&marker).unwrap_or_else(|| panic!("{}: no `{}` marker", unit.name, marker.trim())) + marker.len();
    format!("{}{early}\n{}\n# {tail_line} \"{driver}\"\n{tail}\n", &text[..at], &text[at..])
}

/// Error recovery on a large unit: a syntax error on the `.cu` file's first line (before the
/// megabytes of headers it includes) gives one diagnostic at that line, and checking goes on
/// to the end: an error seeded after the last header line is reported too.
#[test]
fn a_syntax_error_early_in_a_large_unit_does_not_stop_checking() {
    let driver = "thrust";
    let unit = corpus::unit(driver, "c++17");
    assert!(unit.input_size() > 5_000_000, "the thrust unit is large");
    let clean = unit.run_cufe(&[]);
    assert_eq!(clean.exit, 0, "{}: cufe must accept the unseeded unit first:\n{}", unit.name, clean.text);

    let text = with_seeded_errors(&unit, "thrust.cu", "int broken = ;", "__attribute__((global)) int late_kernel() { return 0; }", 1000);
    let seeded = unit.run_cufe_on(&text, &[]);
    let errors: Vec<&Diag> = seeded.diagnostics.iter().filter(|d| d.is_error()).collect();
    let at: Vec<(String, u32)> = errors.iter().map(|d| (d.file.clone(), d.line)).collect();
    assert_eq!(
        at,
        [("thrust.cu".to_string(), 1), ("thrust.cu".to_string(), 1000)],
        "one diagnostic for the early syntax error, one for the late kernel; cufe said:\n{}",
        seeded.text
    );
    assert_ne!(seeded.exit, 0);
    assert!(!seeded.scratch.join("input.cudafe1.cpp").exists(), "no output after errors");
}

/// The same seeded unit, checked by the reference: it reports the same two lines (the test's
/// expectation is the reference's, not ours).
#[test]
fn the_reference_reports_the_seeded_errors_on_the_same_lines() {
    let unit = corpus::unit("thrust", "c++17");
    let text = with_seeded_errors(&unit, "thrust.cu", "int broken = ;", "__attribute__((global)) int late_kernel() { return 0; }", 1000);
    let scratch = common::TempDir::new("seeded-ref");
    std::fs::write(scratch.join("input.ii"), text).unwrap();
    let out = common::run_reference_cudafe(&unit.cudafe_args(), scratch.path());
    let printed = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let at: Vec<(String, u32)> =
        corpus::parse_diagnostics(&printed).iter().filter(|d| d.is_error()).map(|d| (d.file.clone(), d.line)).collect();
    assert_eq!(at, [("thrust.cu".to_string(), 1), ("thrust.cu".to_string(), 1000)], "{printed}");
}

/// One declaration line of a cross-reference file: `id \t name \t kind \t file \t line \t col`.
struct XrefDecl {
    name: String,
    file: String,
    line: usize,
}

/// The declarations (kinds `D`, definitions, and `d`, other declarations) of a `--xref` file.
fn xref_declarations(text: &str) -> Vec<XrefDecl> {
    text.lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f.len() >= 6 && (f[2] == "D" || f[2] == "d")).then(|| XrefDecl {
                name: f[1].to_string(),
                file: f[3].to_string(),
                line: f[4].parse().unwrap_or(0),
            })
        })
        .collect()
}

/// `a::b<c::d>::e` → (`a::b<c::d>`, `e`): the last `::` outside brackets (`->` is no bracket).
fn split_qualifier(name: &str) -> (&str, &str) {
    let bytes = name.as_bytes();
    let (mut depth, mut last) = (0i32, None);
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'<' | b'(' | b'[' => depth += 1,
            b'>' if i > 0 && bytes[i - 1] == b'-' => {}
            b'>' | b')' | b']' => depth -= 1,
            b':' if depth == 0 && bytes.get(i + 1) == Some(&b':') => {
                last = Some(i);
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    match last {
        Some(at) => (&name[..at], &name[at + 2..]),
        None => ("", name),
    }
}

/// The lines of the preprocessed unit that contain the `namespace` keyword, by the original
/// file and line the line markers say they come from (macros such as CCCL's
/// `_CCCL_BEGIN_NAMESPACE_CUDA` hide the keyword from the original source).
fn namespace_lines(preprocessed: &str) -> std::collections::HashMap<(String, usize), String> {
    let mut found = std::collections::HashMap::new();
    let (mut file, mut line) = (String::new(), 0usize);
    for text in preprocessed.lines() {
        if let Some(marker) = text.strip_prefix("# ") {
            let mut parts = marker.splitn(2, ' ');
            if let (Some(Ok(n)), Some(rest)) = (parts.next().map(str::parse::<usize>), parts.next()) {
                if let Some(name) = rest.strip_prefix('"').and_then(|r| r.split('"').next()) {
                    (file, line) = (name.to_string(), n);
                    continue;
                }
            }
        }
        if text.contains("namespace") {
            found.entry((file.clone(), line)).or_insert_with(String::new).push_str(text);
        }
        line += 1;
    }
    found
}

/// Whether `text` declares a namespace called `name`: `namespace [a::b::]name`.
fn declares_namespace(text: &str, name: &str) -> bool {
    text.match_indices("namespace").any(|(at, kw)| {
        let rest = &text[at + kw.len()..];
        let path: String = rest.trim_start().chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':').collect();
        path.split("::").any(|segment| segment == name)
    })
}

/// The namespace-scope entities the reference declares in a unit: names whose qualifier is a
/// namespace (or empty: the global namespace, though locals are unqualified too), leaving out
/// namespaces themselves and template specializations (`S<int>`). A name is a namespace when
/// one of its declarations is on a line that declares a namespace of that name (in the
/// preprocessed unit, by line markers).
fn namespace_scope_names(declarations: &[XrefDecl], preprocessed: &str) -> BTreeSet<String> {
    let lines = namespace_lines(preprocessed);
    let namespaces: BTreeSet<String> = declarations
        .iter()
        .filter(|d| {
            let bare = split_qualifier(&d.name).1;
            lines.get(&(d.file.clone(), d.line)).is_some_and(|text| declares_namespace(text, bare))
        })
        .map(|d| d.name.clone())
        .collect();
    declarations
        .iter()
        .filter(|d| !namespaces.contains(&d.name) && !d.name.contains('<'))
        .filter(|d| {
            let (qualifier, _) = split_qualifier(&d.name);
            qualifier.is_empty() || namespaces.contains(qualifier)
        })
        .map(|d| d.name.clone())
        .collect()
}

/// Issue 3, item 2: every namespace-scope function, variable, class, typedef and template the
/// reference declares (from its `--xref` file) is in cufe's symbol table (from cufe's own
/// `--xref` file, which lists the table's entities), compared by qualified name, on every
/// unit cufe accepts.
#[test]
fn cufe_knows_every_namespace_scope_entity_the_reference_declares() {
    let gaps = known_gaps();
    let mut failures = Vec::new();
    let mut table = Vec::new();
    for unit in corpus::units().iter().filter(|u| !gaps.contains(&u.name)) {
        let run = unit.run_cufe(&[]);
        assert_eq!(run.exit, 0, "{}: {}", unit.name, run.text);
        let expected = namespace_scope_names(&xref_declarations(&unit.read("input.xref")), &unit.read("input.ii"));
        let ours_text = std::fs::read_to_string(run.scratch.join("input.xref")).unwrap_or_default();
        let ours: BTreeSet<String> = xref_declarations(&ours_text).into_iter().map(|d| d.name).collect();
        let missing: Vec<&String> = expected.iter().filter(|n| !ours.contains(*n)).collect();
        table.push(format!("{:<28} {:>6} known of {:>6}", unit.name, expected.len() - missing.len(), expected.len()));
        if !missing.is_empty() {
            let shown: Vec<&str> = missing.iter().take(12).map(|s| s.as_str()).collect();
            failures.push(format!("{}: {} unknown: {}", unit.name, missing.len(), shown.join(", ")));
        }
    }
    println!("{}", table.join("\n"));
    assert!(!table.is_empty());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The module id of every unit is the reference's: its tail comes from the unit's first
/// qualifying definition, mangled (in libcu++ units a function taking
/// `cuda::std::tuple<int, float>` mangles with the inline namespace and a `J...E` pack:
/// `_Z5firstN4cuda3std3__45tupleIJifEEE`). A wrong id breaks `-rdc` registration and renames
/// the anonymous namespace.
#[test]
fn module_ids_are_the_reference_s() {
    let mut failures = Vec::new();
    let units = corpus::units();
    for unit in &units {
        let run = unit.run_cufe(&[]);
        assert_eq!(run.exit, 0, "{}: cufe failed:\n{}", unit.name, run.text);
        let ours = std::fs::read_to_string(run.scratch.join("input.module_id")).unwrap_or_default();
        let theirs = unit.read("input.module_id");
        if ours != theirs {
            failures.push(format!("{}: cufe {ours:?}, reference {theirs:?}", unit.name));
        }
    }
    assert!(failures.is_empty(), "{} of {} module ids differ:\n{}", failures.len(), units.len(), failures.join("\n"));
}
