//! Regression inputs of the parser (name oracle + grammar): every file in `tests/grammar/`
//! holds constructs, each with a comment, that real headers (glibc, libstdc++ 12, CUDA,
//! CCCL) use and that the parser once failed on. Each file must parse with no syntax
//! error, so that a fix to one construct does not silently break another.
//!
//! The inputs are valid C++ (g++ -std=c++20 -fsyntax-only accepts each file), so any
//! syntax error is the parser's fault; `tolerances.cpp` holds what the reference accepts
//! and g++ rejects.

use std::path::Path;

use cufe::lex::lex;
use cufe::source::SourceMap;

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
