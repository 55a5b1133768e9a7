//! A small C++-ish tokenizer for `cufe diff`: identifiers, numbers, string and character
//! literals, punctuators and the diff's own placeholders (`<module-id>`, `<addr>`).
//!
//! It is not the front end's lexer: it never fails, keeps going on any byte, drops comments
//! and remembers which output line each token came from, so that normalised lines can be
//! rebuilt after token-level rewrites. Two lines compare equal when their token texts are
//! equal ([`line_key`]); [`pretty_join`] only decides how a line is shown.

/// The placeholders the text rewrites insert; each is one token.
pub const PLACEHOLDERS: &[&str] = &["<module-id>", "<addr>"];

/// Punctuators, longest first so that the first match is the longest.
const PUNCTUATORS: &[&str] = &[
    "<=>", ">>=", "<<=", "->*", "...", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", ".*", "##",
];

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokKind {
    /// Identifiers and keywords.
    Ident,
    /// pp-numbers (`1`, `0x10`, `1.0e5f`, `1'000`).
    Number,
    /// String and character literals, prefixes included (`"a"`, `L'x'`, `u8"s"`).
    Str,
    /// Punctuators and any other single character.
    Punct,
    /// One of [`PLACEHOLDERS`].
    Placeholder,
    /// Stands for a preprocessing directive between code lines: a hard boundary for the
    /// token-level rewrites (never shown, never part of a line).
    Boundary,
}

/// One token and the index of the line it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tok {
    pub text: String,
    pub kind: TokKind,
    /// Index of the (normalised file's) line the token belongs to.
    pub line: usize,
}

impl Tok {
    pub fn new(text: impl Into<String>, kind: TokKind, line: usize) -> Tok {
        Tok { text: text.into(), kind, line }
    }

    /// Is this the punctuator `p`?
    pub fn is(&self, p: &str) -> bool {
        matches!(self.kind, TokKind::Punct) && self.text == p
    }

    /// Is this the identifier or keyword `w`?
    pub fn is_word(&self, w: &str) -> bool {
        self.kind == TokKind::Ident && self.text == w
    }
}

/// Splits one line of code into tokens. `in_comment` carries an unterminated `/* ... */` from
/// one line to the next (in and out).
pub fn tokenize_line(line: &str, line_index: usize, in_comment: &mut bool, out: &mut Vec<Tok>) {
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if *in_comment {
            match line[i..].find("*/") {
                Some(end) => {
                    i += end + 2;
                    *in_comment = false;
                    continue;
                }
                None => return,
            }
        }
        let c = bytes[i];
        if c == b' ' || c == b'\t' || c == b'\r' || c == b'\x0c' || c == b'\x0b' {
            i += 1;
            continue;
        }
        let rest = &line[i..];
        if rest.starts_with("//") {
            return;
        }
        if rest.starts_with("/*") {
            *in_comment = true;
            i += 2;
            continue;
        }
        if let Some(p) = PLACEHOLDERS.iter().find(|p| rest.starts_with(**p)) {
            let end = identifier_end(line, i);
            let kind = if end == i + p.len() { TokKind::Placeholder } else { TokKind::Ident };
            out.push(Tok::new(&line[i..end], kind, line_index));
            i = end;
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' || c == b'$' {
            let end = identifier_end(line, i);
            let word = &line[i..end];
            // String/char prefixes: L"", u8"", u'', R"(...)".
            if end < bytes.len() && (bytes[end] == b'"' || bytes[end] == b'\'') && is_literal_prefix(word) {
                let close = if word.ends_with('R') && bytes[end] == b'"' {
                    raw_string_end(line, end)
                } else {
                    quoted_end(bytes, end)
                };
                out.push(Tok::new(&line[i..close], TokKind::Str, line_index));
                i = close;
                continue;
            }
            out.push(Tok::new(word, TokKind::Ident, line_index));
            i = end;
            continue;
        }
        if c.is_ascii_digit() || (c == b'.' && bytes.get(i + 1).is_some_and(|b| b.is_ascii_digit())) {
            let end = pp_number_end(bytes, i);
            out.push(Tok::new(&line[i..end], TokKind::Number, line_index));
            i = end;
            continue;
        }
        if c == b'"' || c == b'\'' {
            let end = quoted_end(bytes, i);
            out.push(Tok::new(&line[i..end], TokKind::Str, line_index));
            i = end;
            continue;
        }
        if let Some(p) = PUNCTUATORS.iter().find(|p| rest.starts_with(**p)) {
            out.push(Tok::new(*p, TokKind::Punct, line_index));
            i += p.len();
            continue;
        }
        // Any other character (ASCII punctuation or a whole UTF-8 character) is one token.
        let len = rest.chars().next().map_or(1, char::len_utf8);
        out.push(Tok::new(&line[i..i + len], TokKind::Punct, line_index));
        i += len;
    }
}

/// End of an identifier starting at `start`; a placeholder inside it (`_GLOBAL__N_<module-id>`)
/// is part of it.
fn identifier_end(line: &str, start: usize) -> usize {
    let bytes = line.as_bytes();
    let mut i = start;
    loop {
        if let Some(p) = PLACEHOLDERS.iter().find(|p| line[i..].starts_with(**p)) {
            i += p.len();
        } else if i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'$') {
            i += 1;
        } else {
            return i;
        }
    }
}

fn is_literal_prefix(word: &str) -> bool {
    matches!(word, "L" | "u" | "U" | "u8" | "R" | "LR" | "uR" | "UR" | "u8R")
}

/// End (exclusive) of a quoted literal starting at `start` (the quote); the end of the line if
/// it is not closed.
fn quoted_end(bytes: &[u8], start: usize) -> usize {
    let quote = bytes[start];
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b if b == quote => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// End of a raw string `R"delim( ... )delim"` whose quote is at `quote`; the end of the line if
/// it is not closed on this line.
fn raw_string_end(line: &str, quote: usize) -> usize {
    let after = &line[quote + 1..];
    let Some(open) = after.find('(') else { return line.len() };
    let terminator = format!("){}\"", &after[..open]);
    match after[open..].find(&terminator) {
        Some(pos) => quote + 1 + open + pos + terminator.len(),
        None => line.len(),
    }
}

/// End of a pp-number starting at `start`: digits, letters, `_`, `.`, `'` and signs after an
/// exponent letter.
fn pp_number_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        let b = bytes[i];
        let exponent_sign = (b == b'+' || b == b'-') && matches!(bytes[i - 1], b'e' | b'E' | b'p' | b'P');
        let digit_separator = b == b'\'' && bytes.get(i + 1).is_some_and(|n| n.is_ascii_alphanumeric());
        if !(exponent_sign || digit_separator || b.is_ascii_alphanumeric() || b == b'_' || b == b'.') {
            break;
        }
        i += 1;
    }
    i
}

/// The comparison key of a line: its token texts joined by a separator that no token holds.
pub fn line_key<'a>(tokens: impl IntoIterator<Item = &'a Tok>) -> String {
    let mut key = String::new();
    for (n, t) in tokens.into_iter().enumerate() {
        if n > 0 {
            key.push('\u{1f}');
        }
        key.push_str(&t.text);
    }
    key
}

/// Keywords after which a `(` is not a call and reads better with a space.
const SPACED_BEFORE_PAREN: &[&str] = &["if", "while", "for", "switch", "return", "catch", "case", "throw", "else", "do"];

/// A canonical, readable spelling of a line's tokens (single spaces, none inside brackets,
/// around member access and scope, before `,` `;` or a call's `(`).
pub fn pretty_join(tokens: &[&Tok]) -> String {
    let mut out = String::new();
    for (n, tok) in tokens.iter().enumerate() {
        if n > 0 && wants_space(tokens, n) {
            out.push(' ');
        }
        out.push_str(&tok.text);
    }
    out
}

fn ends_operand(t: &Tok) -> bool {
    match t.kind {
        TokKind::Number | TokKind::Str | TokKind::Placeholder => true,
        TokKind::Ident => true,
        TokKind::Punct => matches!(t.text.as_str(), ")" | "]"),
        TokKind::Boundary => false,
    }
}

fn wants_space(tokens: &[&Tok], n: usize) -> bool {
    let prev = tokens[n - 1];
    let cur = tokens[n];
    let p = prev.text.as_str();
    let c = cur.text.as_str();
    // `#pragma`, `#if`: a directive's name sticks to its `#`.
    if n == 1 && prev.is("#") {
        return false;
    }
    if cur.kind == TokKind::Punct && matches!(c, "," | ";" | ")" | "]" | "." | "->" | ".*" | "->*") {
        return false;
    }
    if prev.kind == TokKind::Punct && matches!(p, "(" | "[" | "." | "->" | "::" | "!" | "~" | ".*" | "->*") {
        return false;
    }
    if cur.is("::") {
        let qualifier = prev.kind == TokKind::Ident && !SPACED_BEFORE_PAREN.contains(&p) && p != "namespace";
        return !(qualifier || prev.is(">"));
    }
    if cur.is("(") || cur.is("[") {
        let call = (prev.kind == TokKind::Ident && !SPACED_BEFORE_PAREN.contains(&p)) || prev.is(")") || prev.is("]");
        return !call;
    }
    if (cur.is("++") || cur.is("--")) && ends_operand(prev) {
        return false;
    }
    // A prefix operator sticks to its operand.
    if prev.kind == TokKind::Punct && matches!(p, "-" | "+" | "*" | "&" | "++" | "--") {
        let before = if n >= 2 { Some(tokens[n - 2]) } else { None };
        let prefix = before.is_none_or(|b| !ends_operand(b) || b.kind == TokKind::Ident && is_type_word(&b.text));
        if prefix {
            return false;
        }
    }
    true
}

/// Words after which `*`/`&` declare a pointer or reference (for display only).
fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "void" | "char" | "short" | "int" | "long" | "float" | "double" | "unsigned" | "signed" | "bool" | "const"
            | "volatile" | "auto"
    ) || w.ends_with("_t")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut c = false;
        tokenize_line(s, 0, &mut c, &mut out);
        out.into_iter().map(|t| t.text).collect()
    }

    #[test]
    fn splits_cxx_tokens() {
        assert_eq!(toks("f( a,b )"), ["f", "(", "a", ",", "b", ")"]);
        assert_eq!(toks("x>>=1.5e-3f;"), ["x", ">>=", "1.5e-3f", ";"]);
        assert_eq!(toks(r#"u8"a\"b" 'c' L"w""#), [r#"u8"a\"b""#, "'c'", r#"L"w""#]);
        assert_eq!(toks(r#"R"x(a)" b)x" z"#), [r#"R"x(a)" b)x""#, "z"]);
        assert_eq!(toks("a->*b::c...d"), ["a", "->*", "b", "::", "c", "...", "d"]);
        assert_eq!(toks("1'000'000ULL"), ["1'000'000ULL"]);
        assert_eq!(toks("_GLOBAL__N_<module-id> @<addr> <module-id>5f"), ["_GLOBAL__N_<module-id>", "@", "<addr>", "<module-id>5f"]);
    }

    #[test]
    fn drops_comments_across_lines() {
        let mut c = false;
        let mut out = Vec::new();
        tokenize_line("a /* x", 0, &mut c, &mut out);
        assert!(c);
        tokenize_line("y */ b // z", 1, &mut c, &mut out);
        let texts: Vec<_> = out.iter().map(|t| (t.text.as_str(), t.line)).collect();
        assert_eq!(texts, [("a", 0), ("b", 1)]);
    }

    #[test]
    fn unterminated_literals_do_not_panic() {
        assert_eq!(toks("\"abc"), ["\"abc"]);
        assert_eq!(toks("R\"x(abc"), ["R\"x(abc"]);
        assert_eq!(toks("é€"), ["é", "€"]);
    }

    #[test]
    fn pretty_spacing_is_canonical() {
        let show = |s: &str| {
            let mut out = Vec::new();
            tokenize_line(s, 0, &mut false, &mut out);
            let refs: Vec<&Tok> = out.iter().collect();
            pretty_join(&refs)
        };
        assert_eq!(show("f( a,b )"), "f(a, b)");
        assert_eq!(show("if(i<n) y[ i ]=-x ;"), "if (i < n) y[i] = -x;");
        assert_eq!(show("const float * x"), "const float *x");
        assert_eq!(show("a . b -> c :: d"), "a.b->c::d");
        assert_eq!(show("# pragma  GCC diagnostic"), "#pragma GCC diagnostic");
    }
}
