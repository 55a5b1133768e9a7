//! The rules a diagnostics catalog entry must obey, and the parser for message templates.
//!
//! This file has no dependencies beyond `std` because it is compiled twice: by the build
//! script (`build/diagnostics.rs` includes it with `#[path]` to check `tables/diagnostics.yaml`
//! before generating code) and by the library (`diag::catalog_rules`, used to format messages
//! and by the tests that feed the checker malformed entries).
//!
//! A message template is plain text with named placeholders `{name}`; `{{` and `}}` stand for
//! literal braces (so `"missing \"}}\""` displays `missing "}"`).

use std::collections::{BTreeMap, BTreeSet};

/// Severity names accepted in the `severity` field, lowest first.
pub const SEVERITIES: &[&str] = &["note", "remark", "warning", "error", "catastrophe", "command_line_error"];

/// One catalog entry as read from YAML, before checking.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    pub number: u32,
    pub tag: String,
    pub severity: String,
    /// Only for errors: whether `--diag_warning` and friends may change it (EDG shows such
    /// messages with a `-D` suffix once downgraded).
    pub discretionary: bool,
    /// Whether the reference also reports it in a template's definition, on what does not
    /// depend on the template's parameters (the rest waits for an instantiation).
    pub in_template_definitions: bool,
    pub text: String,
    pub args: Vec<String>,
    /// A minimal trigger (`cufe explain`), and how it was checked against the reference.
    pub example: String,
    pub checked_with: String,
}

/// Numbering limits of the catalog (the reference's diagnostic number space).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// First internal number of NVIDIA's own messages (they display as `n - first + display_base`).
    pub nvidia_first: u32,
    pub nvidia_display_base: u32,
    /// Largest internal number the reference accepts in `--diag_*` options.
    pub last: u32,
}

/// A piece of a parsed message template.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    Text(&'a str),
    Arg(&'a str),
}

/// Splits a template into literal text and `{name}` placeholders, or says what is wrong.
pub fn pieces(text: &str) -> Result<Vec<Piece<'_>>, String> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut lit_start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' if bytes.get(i + 1) == Some(&b'{') => {
                push_text(&mut out, &text[lit_start..i + 1]);
                i += 2;
                lit_start = i;
            }
            b'}' if bytes.get(i + 1) == Some(&b'}') => {
                push_text(&mut out, &text[lit_start..i + 1]);
                i += 2;
                lit_start = i;
            }
            b'{' => {
                push_text(&mut out, &text[lit_start..i]);
                let close = text[i + 1..].find('}').ok_or_else(|| format!("unclosed '{{' at byte {i}"))?;
                let name = &text[i + 1..i + 1 + close];
                if !is_arg_name(name) {
                    return Err(format!("bad placeholder {{{name}}} (use snake_case names; write {{{{ for a literal brace)"));
                }
                out.push(Piece::Arg(name));
                i += close + 2;
                lit_start = i;
            }
            b'}' => return Err(format!("lone '}}' at byte {i} (write }}}} for a literal brace)")),
            _ => i += 1,
        }
    }
    push_text(&mut out, &text[lit_start..]);
    Ok(out)
}

fn push_text<'a>(out: &mut Vec<Piece<'a>>, s: &'a str) {
    if !s.is_empty() {
        out.push(Piece::Text(s));
    }
}

fn is_arg_name(name: &str) -> bool {
    is_snake_case(name)
}

/// `[a-z][a-z0-9_]*`: the form of argument names.
pub fn is_snake_case(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some('a'..='z')) && chars.all(|c| matches!(c, 'a'..='z' | '0'..='9' | '_'))
}

/// The form of tags: letters, digits and `_` (the reference's tags include a few capitals,
/// `cl_SVR4_C_option_only_in_ansi_C`, and a few start with a digit, `128_bit_float_needs_flag`).
pub fn is_tag(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Checks every entry and the tag list; the error names `file` and the offending entry.
/// `edg_tags` maps numbers to the reference's tags: an entry with a number listed there must
/// use that tag, so that `--diag_suppress=<tag>` means the same thing for both tools.
pub fn validate(file: &str, limits: Limits, entries: &[Entry], edg_tags: &BTreeMap<u32, String>) -> Result<(), String> {
    if limits.nvidia_first > limits.last {
        return Err(format!("{file}: nvidia_first_number {} is above last_number {}", limits.nvidia_first, limits.last));
    }
    let mut numbers = BTreeSet::new();
    let mut tags = BTreeSet::new();
    for e in entries {
        let who = format!("{file}: entry {} ({})", e.number, e.tag);
        if !numbers.insert(e.number) {
            return Err(format!("{who}: number {} appears twice", e.number));
        }
        if !tags.insert(e.tag.as_str()) {
            return Err(format!("{who}: tag {:?} appears twice", e.tag));
        }
        // The constant's name is the tag in capitals (`offset_in_non_POD_nonstandard`, the
        // reference's own spelling, becomes `OFFSET_IN_NON_POD_NONSTANDARD`).
        if !is_tag(&e.tag) || !e.tag.starts_with(|c: char| c.is_ascii_lowercase()) {
            return Err(format!("{who}: tag {:?} must start with a lower-case letter and hold only letters, digits and _ (our entries need Rust constant names)", e.tag));
        }
        if e.number > limits.last {
            return Err(format!("{who}: number is above last_number {}", limits.last));
        }
        if !SEVERITIES.contains(&e.severity.as_str()) {
            return Err(format!("{who}: unknown severity {:?} (known: {})", e.severity, SEVERITIES.join(", ")));
        }
        if e.example.trim().is_empty() || e.checked_with.trim().is_empty() {
            return Err(format!("{who}: needs an example and how it was checked (cufe explain shows them)"));
        }
        if e.discretionary && e.severity != "error" {
            return Err(format!("{who}: only errors can be marked discretionary (warnings and remarks always are)"));
        }
        if let Some(edg) = edg_tags.get(&e.number) {
            if *edg != e.tag {
                return Err(format!("{who}: the reference's tag for {} is {edg:?}", e.number));
            }
        }
        if e.text.trim().is_empty() {
            return Err(format!("{who}: empty text"));
        }
        let used: BTreeSet<&str> = pieces(&e.text)
            .map_err(|m| format!("{who}: text: {m}"))?
            .into_iter()
            .filter_map(|p| match p {
                Piece::Arg(a) => Some(a),
                Piece::Text(_) => None,
            })
            .collect();
        let mut declared = BTreeSet::new();
        for a in &e.args {
            if !is_arg_name(a) {
                return Err(format!("{who}: argument name {a:?} is not snake_case"));
            }
            if !declared.insert(a.as_str()) {
                return Err(format!("{who}: argument {a:?} declared twice"));
            }
        }
        if let Some(a) = used.difference(&declared).next() {
            return Err(format!("{who}: text uses {{{a}}} but args does not declare it"));
        }
        if let Some(a) = declared.difference(&used).next() {
            return Err(format!("{who}: argument {a:?} is declared but the text never uses it"));
        }
    }
    let mut seen: BTreeMap<&str, u32> = BTreeMap::new();
    for (n, t) in edg_tags {
        if *n > limits.last {
            return Err(format!("{file}: edg_tags: {n} ({t}) is above last_number {}", limits.last));
        }
        if !is_tag(t) {
            return Err(format!("{file}: edg_tags: {n} ({t}) is not a tag (letters, digits, _)"));
        }
        if let Some(prev) = seen.insert(t, *n) {
            return Err(format!("{file}: edg_tags: tag {t} is given to both {prev} and {n}"));
        }
    }
    // A catalog tag must not name a different number in the reference's list.
    for e in entries {
        if let Some(&n) = seen.get(e.tag.as_str()) {
            if n != e.number {
                return Err(format!("{file}: entry {} ({}): the reference uses this tag for {n}", e.number, e.tag));
            }
        }
    }
    Ok(())
}

/// The Rust constant name for a tag (`exp_semicolon` → `EXP_SEMICOLON`).
pub fn const_name(tag: &str) -> String {
    tag.to_ascii_uppercase()
}
