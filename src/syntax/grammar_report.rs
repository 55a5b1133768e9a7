//! `cufe grammar --report`: what the grammar can build, for grammar authors. Three parts:
//! the productions of `grammar/cxx.lalrpop` (read from the file embedded at build time:
//! each nonterminal with its alternatives, bindings and actions left out), the ambiguity node
//! kinds of the syntax tree (the `Ambig*` variants and structs of `src/syntax/ast.rs`, joined
//! with `tables/ambiguities.yaml`: where each arises, the rule that resolves it, a minimal
//! input), and the LR(1) conflicts (none can exist in a built binary: lalrpop rejects a
//! conflicting grammar and `build.rs` fails the build with its explanation).
//! Parsing the grammar's text here is deliberately shallow: it only has to find nonterminal
//! headers and split alternatives, never to understand actions.

use std::fmt::Write;

use crate::tables::ambiguities::{Ambiguity, AMBIGUITIES};

/// The grammar file, as built into this binary.
pub const GRAMMAR_TEXT: &str = include_str!("../../grammar/cxx.lalrpop");
/// The syntax tree's definitions, as built into this binary (scanned for ambiguity kinds).
pub const AST_TEXT: &str = include_str!("ast.rs");

/// One nonterminal of the grammar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nonterminal {
    /// As written, macro parameters included: `Comma<T>`, `AssignExpr<G>`.
    pub name: String,
    /// Each alternative's symbols, bindings (`<x:...>`) and `@L`/`@R` removed.
    pub alternatives: Vec<String>,
}

/// The nonterminals of a lalrpop grammar, in file order.
pub fn productions(grammar: &str) -> Vec<Nonterminal> {
    let text = strip_comments(grammar);
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < text.len() {
        let line_end = text[pos..].find('\n').map(|i| pos + i).unwrap_or(text.len());
        let line = &text[pos..line_end];
        if let Some((name, body_start)) = header(line) {
            let start = pos + body_start;
            // After `=`: a `{ alt, alt, }` list, or a single alternative up to `;`.
            let rest = text[start..].trim_start();
            let start = text.len() - rest.len();
            let (alternatives, end) = if rest.starts_with('{') {
                let close = matching(bytes, start).unwrap_or(text.len());
                (split_alternatives(&text[start + 1..close.min(text.len())]), close)
            } else {
                let end = top_level(bytes, start, b';').unwrap_or(text.len());
                (split_alternatives(&text[start..end]), end)
            };
            out.push(Nonterminal { name, alternatives });
            pos = text[end.min(text.len())..].find('\n').map(|i| end + i + 1).unwrap_or(text.len());
            continue;
        }
        pos = line_end + 1;
    }
    out
}

/// `[pub ]Name[<params>][: Type] =` at column 0 → (name with params, offset after `=`).
fn header(line: &str) -> Option<(String, usize)> {
    let rest = line.strip_prefix("pub ").unwrap_or(line);
    let skipped = line.len() - rest.len();
    if !rest.starts_with(|c: char| c.is_ascii_uppercase()) {
        return None;
    }
    let name_len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    let mut name = rest[..name_len].to_string();
    let mut after = &rest[name_len..];
    if after.starts_with('<') {
        let close = after.find('>')?;
        name.push_str(&after[..=close]);
        after = &after[close + 1..];
    }
    // The `=` that is not part of `=>` (types hold no `=`).
    let eq = after.char_indices().find(|&(i, c)| c == '=' && !after[i + 1..].starts_with('>'))?.0;
    let between = after[..eq].trim();
    if !(between.is_empty() || between.starts_with(':')) {
        return None;
    }
    Some((name, skipped + name_len + (rest.len() - name_len - after.len()) + eq + 1))
}

/// The grammar with `//` comments blanked (string literals such as `"//"` kept).
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_str = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if in_str {
            out.push(c);
            if c == '\\' {
                if let Some(n) = chars.next() {
                    out.push(n);
                }
            } else if c == '"' {
                in_str = false;
            }
        } else if c == '"' {
            in_str = true;
            out.push(c);
        } else if c == '/' && chars.peek() == Some(&'/') {
            for n in chars.by_ref() {
                if n == '\n' {
                    out.push('\n');
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Skips a string (`"..."`) or char literal starting at `i`; returns the index after it.
fn skip_literal(bytes: &[u8], i: usize) -> usize {
    let quote = bytes[i];
    if quote == b'\'' {
        // `'x'` and `'\x'` are char literals; a Rust lifetime (`'c`) is not.
        return if bytes.get(i + 1) == Some(&b'\\') && bytes.get(i + 3) == Some(&b'\'') {
            i + 4
        } else if bytes.get(i + 2) == Some(&b'\'') {
            i + 3
        } else {
            i + 1
        };
    }
    let mut j = i + 1;
    while j < bytes.len() && bytes[j] != quote {
        j += if bytes[j] == b'\\' { 2 } else { 1 };
    }
    j + 1
}

/// Walks `bytes` from `from`, stepping over string and character literals and counting
/// bracket depth, to the first byte for which `stop(byte, depth after it)` holds.
fn scan(bytes: &[u8], from: usize, stop: impl Fn(u8, i32) -> bool) -> Option<usize> {
    let mut depth = 0i32;
    let mut i = from;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'"' || c == b'\'' {
            i = skip_literal(bytes, i);
            continue;
        }
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            _ => {}
        }
        if stop(c, depth) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The index of the bracket closing the one at `open`.
fn matching(bytes: &[u8], open: usize) -> Option<usize> {
    scan(bytes, open, |c, depth| matches!(c, b')' | b']' | b'}') && depth == 0)
}

/// The first `want` (not a bracket) at bracket depth 0 from `from`.
fn top_level(bytes: &[u8], from: usize, want: u8) -> Option<usize> {
    scan(bytes, from, |c, depth| c == want && depth == 0)
}

/// Splits an alternative list (the text between `{` and `}`) at top-level commas; in each
/// alternative only the symbols before `=>` count. Commas inside `<...>` of the symbols
/// (`Bin<Op, Next>`) do not split; those inside the action's brackets do not either.
fn split_alternatives(body: &str) -> Vec<String> {
    let bytes = body.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut start = 0;
    let mut depth = 0i32;
    let mut angle = 0i32;
    let mut in_action = false;
    let mut symbols_end = None;
    while i <= bytes.len() {
        let c = bytes.get(i).copied().unwrap_or(b',');
        match c {
            b'"' | b'\'' if i < bytes.len() => {
                i = skip_literal(bytes, i);
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'<' if !in_action => angle += 1,
            b'>' if !in_action && angle > 0 => angle -= 1,
            b'=' if !in_action && depth == 0 && bytes.get(i + 1) == Some(&b'>') => {
                in_action = true;
                symbols_end = Some(i);
            }
            b',' if depth == 0 && (in_action || angle == 0) => {
                let symbols = clean_symbols(&body[start..symbols_end.unwrap_or(i)]);
                if !symbols.is_empty() || symbols_end.is_some() {
                    out.push(if symbols.is_empty() { "(empty)".to_string() } else { symbols });
                }
                start = i + 1;
                in_action = false;
                symbols_end = None;
                angle = 0;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// `<l:@L> <d:Declarator> <i:Initializer?> <r:@R>` → `Declarator Initializer?`.
fn clean_symbols(symbols: &str) -> String {
    let mut out = String::new();
    // For each open `<`: whether its `>` is kept (a macro argument list) or dropped (a binding).
    let mut stack: Vec<bool> = Vec::new();
    let chars: Vec<char> = symbols.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '"' => {
                let mut j = i + 1;
                while j < chars.len() && chars[j] != '"' {
                    j += if chars[j] == '\\' { 2 } else { 1 };
                }
                out.extend(&chars[i..(j + 1).min(chars.len())]);
                i = j + 1;
                continue;
            }
            '<' => {
                let after_name = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
                if after_name {
                    stack.push(true);
                    out.push('<');
                } else {
                    stack.push(false);
                    // A binding `<name:`: drop the name.
                    let mut j = i + 1;
                    while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_') {
                        j += 1;
                    }
                    if j < chars.len() && chars[j] == ':' && chars.get(j + 1) != Some(&':') {
                        i = j + 1;
                        continue;
                    }
                }
            }
            '>' => {
                if stack.pop().unwrap_or(true) {
                    out.push('>');
                }
            }
            _ => out.push(c),
        }
        i += 1;
    }
    out.split_whitespace().filter(|w| *w != "@L" && *w != "@R").collect::<Vec<_>>().join(" ")
}

/// The ambiguity node kinds `ast_text` defines: each variant named `Ambig*` as
/// `Enum::Variant`, each struct named `Ambig*` by its name.
pub fn ambiguity_kinds_in_ast(ast_text: &str) -> Vec<String> {
    let mut kinds = Vec::new();
    let mut current_enum: Option<String> = None;
    for line in ast_text.lines() {
        let t = line.trim_start();
        if t.starts_with("//") {
            continue;
        }
        let item = t.strip_prefix("pub ").unwrap_or(t);
        let word = |s: &str| s.split(|c: char| !(c.is_alphanumeric() || c == '_')).next().unwrap_or("").to_string();
        if let Some(rest) = item.strip_prefix("enum ") {
            current_enum = Some(word(rest));
        } else if let Some(rest) = item.strip_prefix("struct ") {
            current_enum = None;
            let name = word(rest);
            if name.starts_with("Ambig") {
                kinds.push(name);
            }
        } else if line.starts_with('}') {
            current_enum = None;
        } else if let Some(e) = &current_enum {
            // A variant line inside the enum: `    Ambig { ... }`, `    Ambig(Box<..>),`.
            let name = word(t);
            if name.starts_with("Ambig") && line.starts_with("    ") && !line.starts_with("     ") {
                kinds.push(format!("{e}::{name}"));
            }
        }
    }
    kinds
}

/// The table entries for `kinds`, and the kinds that have none.
pub fn match_kinds(kinds: &[String]) -> (Vec<&'static Ambiguity>, Vec<&str>) {
    let mut found = Vec::new();
    let mut missing = Vec::new();
    for k in kinds {
        match AMBIGUITIES.iter().find(|a| a.kind == k) {
            Some(a) => found.push(a),
            None => missing.push(k.as_str()),
        }
    }
    (found, missing)
}

/// The whole report, and whether it is complete (every ambiguity kind of the AST has an
/// entry in `tables/ambiguities.yaml` and every entry names a kind of the AST).
pub fn report() -> (String, bool) {
    let mut o = String::new();
    let nts = productions(GRAMMAR_TEXT);
    let alts: usize = nts.iter().map(|n| n.alternatives.len()).sum();
    let _ = writeln!(o, "# Grammar report: grammar/cxx.lalrpop\n");
    let _ = writeln!(o, "## Productions ({} nonterminals, {alts} alternatives)\n", nts.len());
    for n in &nts {
        let _ = writeln!(o, "{}", n.name);
        for a in &n.alternatives {
            let _ = writeln!(o, "    | {a}");
        }
    }

    let kinds = ambiguity_kinds_in_ast(AST_TEXT);
    let (found, missing) = match_kinds(&kinds);
    let stale: Vec<&str> = AMBIGUITIES.iter().filter(|a| !kinds.iter().any(|k| k == a.kind)).map(|a| a.kind).collect();
    let _ = writeln!(o, "\n## Ambiguity nodes ({} kinds in src/syntax/ast.rs)\n", kinds.len());
    for a in &found {
        let _ = writeln!(o, "{}", a.kind);
        let _ = writeln!(o, "    arises:  {}", a.arises);
        let _ = writeln!(o, "    rule:    {}", a.rule);
        let _ = writeln!(o, "    tree:    {}", a.marker);
        let _ = writeln!(o, "    example: {}", a.example);
    }
    for k in &missing {
        let _ = writeln!(o, "{k}\n    MISSING: no entry in tables/ambiguities.yaml (where it arises, a minimal input)");
    }
    for k in &stale {
        let _ = writeln!(o, "{k}\n    STALE: listed in tables/ambiguities.yaml but not a kind of src/syntax/ast.rs");
    }

    let _ = writeln!(o, "\n## LR(1) conflicts\n");
    let _ = writeln!(
        o,
        "none: lalrpop rejects a grammar with a conflict, and build.rs then fails the build with\n\
         lalrpop's explanation (the conflicting productions and the lookahead), so no binary is\n\
         built from a conflicting grammar. See docs/extending-the-grammar.md for a fast way to\n\
         list the conflicting states."
    );
    (o, missing.is_empty() && stale.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alternatives_lose_bindings_and_positions() {
        let g = "X: T = {\n    <l:@L> <d:Declarator> <i:Initializer?> <r:@R> => f(d, i, (l, r)),\n    Bin<Op, Next> => { let a = 1; a },\n    \"(\" <Y> \")\",\n};\npub Y: u32 = <l:@L> Tk<\";\"> => l as u32;\n";
        let p = productions(g);
        assert_eq!(p.len(), 2, "{p:?}");
        assert_eq!(p[0].alternatives, vec!["Declarator Initializer?", "Bin<Op, Next>", "\"(\" Y \")\""]);
        assert_eq!(p[1], Nonterminal { name: "Y".into(), alternatives: vec!["Tk<\";\">".into()] });
    }

    #[test]
    fn ambiguity_kinds_are_variants_and_structs() {
        let ast = "pub enum Stmt {\n    Expr(Expr),\n    Ambig { decl: Decl },\n}\npub struct AmbigInit {\n    pub object: D,\n}\npub enum E {\n    AmbigCast(Box<X>),\n}\n";
        assert_eq!(ambiguity_kinds_in_ast(ast), vec!["Stmt::Ambig", "AmbigInit", "E::AmbigCast"]);
    }
}
