//! Regression inputs of the parser (name oracle + grammar): every file in `tests/grammar/`
//! holds constructs, each with a comment, that real headers (glibc, libstdc++ 12, CUDA,
//! CCCL) use and that the parser once failed on. Each file must parse with no syntax
//! error, so that a fix to one construct does not silently break another.
//!
//! The inputs are valid C++ (g++ -std=c++20 -fsyntax-only accepts each file), so any
//! syntax error is the parser's fault; `tolerances.cpp` holds what the reference accepts
//! and g++ rejects.
//!
//! Beside each family file, `<family>.tree` holds its expected syntax tree (what
//! `cufe parse --tree` prints), checked by hand; a grammar change that moves a tree fails
//! `trees_match_the_hand_checked_snapshots`, naming each top-level tree that moved.

use std::path::Path;

use cufe::lex::lex;
use cufe::source::SourceMap;

/// The tree `cufe parse --tree` prints for `name` from `tests/grammar/` (read as a
/// preprocessed file).
fn tree_of(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/grammar").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let map = SourceMap::with_name(&text, name);
    let lexed = lex(&text, &map);
    let parsed = cufe::syntax::parse(&text, &lexed.tokens);
    cufe::syntax::tree_print::print_tree(&text, &parsed.tokens, &parsed.unit, Vec::new())
}

/// The top-level trees of a printed unit: each child of `TranslationUnit` with its subtree.
fn top_level_trees(tree: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in tree.lines().filter(|l| !l.starts_with('#') && *l != "TranslationUnit") {
        if !line.starts_with("   ") || out.is_empty() {
            out.push(String::new());
        }
        let last = out.last_mut().unwrap();
        last.push_str(line);
        last.push('\n');
    }
    out
}

/// Compares a family's tree with its snapshot; returns a description of each top-level tree
/// that moved (its first line, expected and actual), or nothing when they are equal.
fn moved_trees(family: &str, expected: &str, actual: &str) -> Vec<String> {
    let (exp, act) = (top_level_trees(expected), top_level_trees(actual));
    let mut moved = Vec::new();
    for i in 0..exp.len().max(act.len()) {
        let (e, a) = (exp.get(i).map(String::as_str).unwrap_or(""), act.get(i).map(String::as_str).unwrap_or(""));
        if e != a {
            let diff = similar::TextDiff::from_lines(e, a).unified_diff().context_radius(2).to_string();
            moved.push(format!("{family}: tree {} `{}` moved:\n{diff}", i + 1, e.lines().next().unwrap_or(a.lines().next().unwrap_or("")).trim()));
        }
    }
    moved
}

#[test]
fn trees_match_the_hand_checked_snapshots() {
    let mut moved = Vec::new();
    for family in ["casts", "declarators", "concepts", "templates", "pragmas", "tolerances"] {
        let snapshot = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/grammar").join(format!("{family}.tree"));
        let expected = std::fs::read_to_string(&snapshot).unwrap_or_else(|e| panic!("{}: {e}", snapshot.display()));
        assert!(expected.contains("# Hand-checked"), "{}: the header must say the trees were checked by hand", snapshot.display());
        moved.extend(moved_trees(family, &expected, &tree_of(&format!("{family}.cpp"))));
    }
    assert!(moved.is_empty(), "{} tree(s) moved; read each, and update the .tree file only if the new tree is right:\n{}", moved.len(), moved.join("\n"));
}

/// The comparison names the tree that moved, and only that one.
#[test]
fn a_moved_tree_is_named() {
    let actual = tree_of("casts.cpp");
    let changed = actual.replacen("Cast CStyle short <abstract>", "Cast CStyle long <abstract>", 1);
    assert_ne!(changed, actual);
    let moved = moved_trees("casts", &changed, &actual);
    assert_eq!(moved.len(), 1, "{moved:?}");
    assert!(moved[0].starts_with("casts: tree 2 `FunctionDef int Func(cast_chain; long v)` moved"), "{}", moved[0]);
    assert!(moved[0].contains("-        Cast CStyle long <abstract>") && moved[0].contains("+        Cast CStyle short <abstract>"), "{}", moved[0]);
}

/// Parses `name` from `tests/grammar/` and returns one line per syntax error:
/// `line: token text (expected ...)`.
fn syntax_errors(name: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/grammar").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let map = SourceMap::with_name(&text, name);
    let lexed = lex(&text, &map);
    assert!(lexed.errors.is_empty(), "{name}: lex errors {:?}", lexed.errors);
    let parsed = cufe::syntax::parse(&text, &lexed.tokens);
    parsed
        .errors
        .iter()
        .map(|e| {
            let span = parsed.tokens.get(e.token as usize).map(|t| t.span).unwrap_or_default();
            let line = text[..(span.lo as usize).min(text.len())].matches('\n').count() + 1;
            let tok = text.get(span.lo as usize..span.hi as usize).unwrap_or("");
            format!("line {line}: at `{tok}` (expected {})", e.expected.join(" "))
        })
        .collect()
}

#[track_caller]
fn parses_clean(name: &str) {
    let errs = syntax_errors(name);
    assert!(errs.is_empty(), "{name}: {} syntax errors:\n{}", errs.len(), errs.join("\n"));
}

#[test]
fn casts() {
    parses_clean("casts.cpp");
}

#[test]
fn declarators() {
    parses_clean("declarators.cpp");
}

#[test]
fn concepts() {
    parses_clean("concepts.cpp");
}

#[test]
fn templates() {
    parses_clean("templates.cpp");
}

/// The checker itself: a file with a real error must report it (so "no errors" above
/// means something).
#[test]
fn broken_input_is_reported() {
    let errs = syntax_errors("broken.cpp");
    assert!(!errs.is_empty(), "broken.cpp parsed without errors");
    assert!(errs[0].starts_with("line 3:"), "first error: {}", errs[0]);
}

#[test]
fn pragmas() {
    parses_clean("pragmas.cpp");
}

#[test]
fn tolerances() {
    parses_clean("tolerances.cpp");
}
