//! The reference's re-spellings (docs/host-translation.md §11), undone on tokens so that the
//! same program spelled two ways compares equal: literal values and suffixes (`1u`/`1U`,
//! `0x10`/`16`, `077LL`/`63LL`, `1e10`/`1.0E10`, `1.0f`/`1.0F`), builtin type words
//! (`unsigned int`/`unsigned`, `long unsigned int`/`unsigned long`, `short int`/`short`),
//! `alignof`/`__alignof__`, `__attribute`/`__attribute__`, `typename T`/`class T` in template
//! parameter lists, `"a" "b"`/`"ab"`, `sizeof x`/`sizeof(x)` and `> >`/`>>`.
//! Parentheses (`(1.0F)`, `(-1)`, `(nullptr)`) are the business of [`super::parens`].

use super::tokens::{Tok, TokKind};

/// Word → canonical word.
const WORD_SPELLINGS: &[(&str, &str)] =
    &[("alignof", "__alignof__"), ("__alignof", "__alignof__"), ("__attribute", "__attribute__")];

/// The builtin type words that combine (`long unsigned int`).
const INTEGER_TYPE_WORDS: &[&str] = &["signed", "unsigned", "short", "long", "int", "char"];

/// Applies every re-spelling to a token stream.
pub fn respell(tokens: Vec<Tok>) -> Vec<Tok> {
    let tokens: Vec<Tok> = tokens.into_iter().map(respell_token).collect();
    let tokens = canonical_integer_types(tokens);
    let tokens = template_parameter_class(tokens);
    let tokens = concatenate_strings(tokens);
    let tokens = join_closing_angles(tokens);
    parenthesise_sizeof(tokens)
}

fn respell_token(mut t: Tok) -> Tok {
    match t.kind {
        TokKind::Number => {
            if let Some(canonical) = canonical_number(&t.text) {
                t.text = canonical;
            }
        }
        TokKind::Ident => {
            if let Some((_, to)) = WORD_SPELLINGS.iter().find(|(from, _)| *from == t.text) {
                t.text = (*to).to_string();
            }
        }
        _ => {}
    }
    t
}

/// A number's canonical spelling: integers in decimal with an upper-case suffix in the order
/// `U`, `L`/`LL`/`Z`; decimal floating literals as Rust's `{:e}` of their value with an
/// upper-case suffix. `None` for what it does not understand (hex floats, user-defined
/// literals, overflow).
pub fn canonical_number(text: &str) -> Option<String> {
    let plain: String = text.chars().filter(|c| *c != '\'').collect();
    let lower = plain.to_ascii_lowercase();
    let is_hex = lower.starts_with("0x");
    let is_float = !is_hex && (lower.contains('.') || lower.contains('e'));
    if is_float {
        let body_len = lower.trim_end_matches(['f', 'l']).len();
        let suffix = &lower[body_len..];
        if suffix.len() > 1 {
            return None;
        }
        let value: f64 = lower[..body_len].parse().ok()?;
        return Some(format!("{value:e}{}", suffix.to_ascii_uppercase()));
    }
    let body_len = lower.trim_end_matches(['u', 'l', 'z']).len();
    let suffix = &lower[body_len..];
    let body = &lower[..body_len];
    let value = if let Some(hex) = body.strip_prefix("0x") {
        u128::from_str_radix(hex, 16).ok()?
    } else if let Some(bin) = body.strip_prefix("0b") {
        u128::from_str_radix(bin, 2).ok()?
    } else if body.len() > 1 && body.starts_with('0') {
        u128::from_str_radix(&body[1..], 8).ok()?
    } else {
        body.parse().ok()?
    };
    let unsigned = suffix.contains('u');
    let longs = suffix.matches('l').count();
    let size = suffix.contains('z');
    if suffix.len() != usize::from(unsigned) + longs + usize::from(size) || longs > 2 || (size && longs > 0) {
        return None;
    }
    let mut out = value.to_string();
    if unsigned {
        out.push('U');
    }
    out.push_str(&"L".repeat(longs));
    if size {
        out.push('Z');
    }
    Some(out)
}

/// `long unsigned int` → `unsigned long`, `unsigned int` → `unsigned`, `short int` → `short`,
/// `signed` → `int`, `signed long` → `long`; `signed char` stays (it is another type).
fn canonical_integer_types(tokens: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let run = tokens[i..]
            .iter()
            .take_while(|t| t.kind == TokKind::Ident && INTEGER_TYPE_WORDS.contains(&t.text.as_str()))
            .count();
        if run == 0 {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        }
        let words: Vec<&str> = tokens[i..i + run].iter().map(|t| t.text.as_str()).collect();
        let line = tokens[i].line;
        for w in canonical_integer_type(&words) {
            out.push(Tok::new(w, TokKind::Ident, line));
        }
        i += run;
    }
    out
}

/// The canonical words of one builtin integer type; the words as given if they do not form
/// one (`int int`).
pub fn canonical_integer_type<'a>(words: &[&'a str]) -> Vec<&'a str> {
    let count = |w: &str| words.iter().filter(|x| **x == w).count();
    let (signed, unsigned, short, long, int, char) =
        (count("signed"), count("unsigned"), count("short"), count("long"), count("int"), count("char"));
    let valid = signed + unsigned <= 1 && int <= 1 && char <= 1 && long <= 2 && (short == 0 || long == 0) && short <= 1;
    let valid = valid && (char == 0 || (int == 0 && short == 0 && long == 0));
    if !valid {
        return words.to_vec();
    }
    if char == 1 {
        return match (signed, unsigned) {
            (1, _) => vec!["signed", "char"],
            (_, 1) => vec!["unsigned", "char"],
            _ => vec!["char"],
        };
    }
    let mut out = Vec::new();
    if unsigned == 1 {
        out.push("unsigned");
    }
    if short == 1 {
        out.push("short");
    }
    out.extend(std::iter::repeat_n("long", long));
    if out.is_empty() {
        out.push("int");
    }
    out
}

/// `template<typename T>` → `template<class T>`: `typename` right after `<` or `,`, followed by
/// a name (or `...` and a name, or nothing) and then `>`, `,` or `=`.
fn template_parameter_class(mut tokens: Vec<Tok>) -> Vec<Tok> {
    for i in 1..tokens.len() {
        if !tokens[i].is_word("typename") || !(tokens[i - 1].is("<") || tokens[i - 1].is(",")) {
            continue;
        }
        let mut j = i + 1;
        if tokens.get(j).is_some_and(|t| t.is("...")) {
            j += 1;
        }
        if tokens.get(j).is_some_and(|t| t.kind == TokKind::Ident) {
            j += 1;
        }
        if tokens.get(j).is_some_and(|t| t.is(">") || t.is(",") || t.is("=") || t.is(">>")) {
            tokens[i].text = "class".to_string();
        }
    }
    tokens
}

/// `"a" "b"` → `"ab"` for plain narrow strings whose first part does not end in an escape that
/// the second could extend (`"\x1" "2"`).
fn concatenate_strings(tokens: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(tokens.len());
    for t in tokens {
        if let Some(prev) = out.last_mut() {
            if is_plain_string(prev) && is_plain_string(&t) && !has_open_escape(&prev.text) {
                prev.text.pop();
                prev.text.push_str(&t.text[1..]);
                continue;
            }
        }
        out.push(t);
    }
    out
}

fn is_plain_string(t: &Tok) -> bool {
    t.kind == TokKind::Str && t.text.len() >= 2 && t.text.starts_with('"') && t.text.ends_with('"')
}

fn has_open_escape(s: &str) -> bool {
    s.contains("\\x") || s.as_bytes().windows(2).any(|w| w[0] == b'\\' && w[1].is_ascii_digit())
}

/// `A<B<int> >` → `A<B<int>>`: two adjacent `>` are never two relational operators.
fn join_closing_angles(tokens: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(tokens.len());
    for t in tokens {
        if t.is(">") && out.last().is_some_and(|p| p.is(">")) {
            if let Some(prev) = out.last_mut() {
                prev.text = ">>".to_string();
                continue;
            }
        }
        out.push(t);
    }
    out
}

/// `sizeof x.y[2]` → `sizeof(x.y[2])`: the operand of `sizeof` without parentheses is a
/// unary expression; only a name or literal with its postfix chain is wrapped.
fn parenthesise_sizeof(tokens: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        out.push(tokens[i].clone());
        let starts_operand =
            |t: &Tok| matches!(t.kind, TokKind::Ident | TokKind::Number | TokKind::Str) && !t.is_word("sizeof");
        if tokens[i].is_word("sizeof") && tokens.get(i + 1).is_some_and(starts_operand) {
            if let Some(end) = postfix_chain_end(&tokens, i + 1) {
                let line = tokens[i + 1].line;
                out.push(Tok::new("(", TokKind::Punct, line));
                out.extend(tokens[i + 1..end].iter().cloned());
                out.push(Tok::new(")", TokKind::Punct, tokens[end - 1].line));
                i = end;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// End of `primary (. name | -> name | :: name | [ ... ] | ( ... ))*` starting at `start`;
/// `None` when a bracket is not closed.
fn postfix_chain_end(tokens: &[Tok], start: usize) -> Option<usize> {
    let mut i = start + 1;
    loop {
        match tokens.get(i) {
            Some(t) if (t.is(".") || t.is("->") || t.is("::")) && tokens.get(i + 1).is_some_and(|n| n.kind == TokKind::Ident) => {
                i += 2
            }
            Some(t) if t.is("[") || t.is("(") => i = matching_close(tokens, i)? + 1,
            _ => return Some(i),
        }
    }
}

/// Index of the bracket closing the one at `open` (`(`/`[`/`{`).
pub fn matching_close(tokens: &[Tok], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, t) in tokens.iter().enumerate().skip(open) {
        if t.kind != TokKind::Punct {
            continue;
        }
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diffing::tokens::tokenize_line;

    fn run(s: &str) -> String {
        let mut toks = Vec::new();
        tokenize_line(s, 0, &mut false, &mut toks);
        respell(toks).iter().map(|t| t.text.as_str()).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn literals_from_the_reference_list() {
        // docs/host-translation.md §11: what the reference prints for each input spelling.
        for (ours, reference) in
            [("1u", "1U"), ("2ul", "2UL"), ("0x10", "16"), ("077LL", "63LL"), ("1.0f", "1.0F"), ("1e10", "1.0E10"), ("2lu", "2UL")]
        {
            assert_eq!(canonical_number(ours), canonical_number(reference), "{ours} vs {reference}");
        }
        assert_ne!(canonical_number("1.0f"), canonical_number("1.0"));
        assert_ne!(canonical_number("1u"), canonical_number("1"));
        assert_eq!(canonical_number("1'000"), Some("1000".into()));
        assert_eq!(canonical_number("0x1p3"), None);
        assert_eq!(canonical_number("12_km"), None);
        assert_eq!(canonical_number("99999999999999999999999999999999999999999999"), None);
    }

    #[test]
    fn integer_type_words() {
        assert_eq!(run("unsigned int x; long unsigned int y; short int z; signed w;"),
            "unsigned x ; unsigned long y ; short z ; int w ;");
        assert_eq!(run("signed char a; unsigned char b; long long int c;"), "signed char a ; unsigned char b ; long long c ;");
        assert_eq!(run("int int"), "int int");
    }

    #[test]
    fn words_strings_angles_sizeof() {
        assert_eq!(run("alignof(T) __attribute((x))"), "__alignof__ ( T ) __attribute__ ( ( x ) )");
        assert_eq!(run("template<typename T, typename... U> typename T::x"), "template < class T , class ... U > typename T :: x");
        assert_eq!(run(r#""hi" "there" "\x1" "2""#), r#""hithere\x1" "2""#);
        assert_eq!(run("A<B<int> >"), "A < B < int >>");
        assert_eq!(run("sizeof x.y[2] + sizeof(int)"), "sizeof ( x . y [ 2 ] ) + sizeof ( int )");
    }
}
