//! Conditional directives (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`) left in a
//! preprocessed file. nvcc's `gcc -E` never leaves any, but cudafe++ reads its `.ii` through
//! EDG's own preprocessor, so a hand-written or edited `.ii` may have them: the reference skips
//! the groups whose condition is false and reports a missing `#endif` (#37), a `#else`,
//! `#elif` or `#endif` without its `#if` (#36) and a second `#else` (#38).
//!
//! The reference reads a `.ii` with no predefined macros (`#ifdef __cplusplus` is false): only
//! the `#define`s and `#undef`s of the file itself count, and every other identifier in a
//! condition is 0, `defined` included (`#if defined(X)` is false there). Conditions this
//! evaluator cannot read (a construct it does not model) are false and say nothing.

use crate::source::skim::splice_len;
use std::collections::HashMap;
use std::ops::Range;

/// What the preprocessor makes of one directive line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// In text that is kept, and not a conditional directive: the lexer sees it.
    Kept,
    /// Inside a group whose condition is false: neither the lexer nor the source map sees it.
    Skipped,
    /// A conditional directive: it vanishes. `skip_to` is where the text resumes when the
    /// lines after it are in a false group (the next conditional directive, or the end).
    Conditional {
        error: Option<ConditionalError>,
        skip_to: Option<u32>,
    },
}

/// A located problem with a conditional directive, as the reference reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConditionalError {
    /// #36: `#elif`, `#else` or `#endif` with no open `#if`.
    MissingIf,
    /// #37: an `#if` still open at the end of the file.
    MissingEndif,
    /// #38: `#elif` or `#else` after the group's `#else`.
    ElseAlreadyAppeared,
    /// #29: the condition ends where an operand should come (byte offset of that place).
    MissingOperand(u32),
    /// #39: a division or remainder by zero in a condition (offset of the operator).
    DivisionByZero(u32),
    /// #40: `#ifdef`/`#ifndef` without a name (offset of the end of the line).
    MissingName(u32),
    /// #14 (a warning): text after `#ifdef NAME`, `#else` or `#endif` (offset of that text).
    ExtraText(u32),
}

impl ConditionalError {
    /// Where the reference puts it when not at the directive's name: the byte offset.
    pub fn offset(self) -> Option<u32> {
        match self {
            ConditionalError::MissingOperand(at)
            | ConditionalError::DivisionByZero(at)
            | ConditionalError::MissingName(at)
            | ConditionalError::ExtraText(at) => Some(at),
            _ => None,
        }
    }
}

/// The conditional directive words, and the two that change what conditions see.
enum Word<'a> {
    If(Range<usize>),
    /// The name, the end of the line, and where text after the name starts, if any.
    Ifdef(Option<&'a [u8]>, u32, Option<u32>),
    Ifndef(Option<&'a [u8]>, u32, Option<u32>),
    Elif(Range<usize>),
    /// Where text after the directive's word starts, if any.
    Else(Option<u32>),
    Endif(Option<u32>),
    Define(&'a [u8], Macro),
    Undef(&'a [u8]),
    Other,
}

/// A macro defined in the file: its parameters (`None`: object-like) and replacement tokens.
#[derive(Clone)]
struct Macro {
    params: Option<Vec<Vec<u8>>>,
    body: Vec<Tok>,
}

/// One open `#if` group.
struct Group {
    /// The `#if`/`#ifdef`/`#ifndef` directive's index.
    opened_by: usize,
    /// The text around the group is kept.
    outer_live: bool,
    /// Some branch of the group has been taken (later ones are false).
    taken: bool,
    /// The current branch is kept.
    live: bool,
    seen_else: bool,
}

/// The role of each directive of `text` (given as `ranges`, from `#` to the end of the line).
pub(crate) fn roles(text: &str, ranges: &[Range<usize>]) -> Vec<Role> {
    let s = text.as_bytes();
    let mut roles = vec![Role::Kept; ranges.len()];
    let mut macros: HashMap<Vec<u8>, Macro> = HashMap::new();
    let mut groups: Vec<Group> = Vec::new();
    // Whether the text after each directive is kept.
    let mut live_after = vec![true; ranges.len()];
    for (i, range) in ranges.iter().enumerate() {
        let live = groups.last().is_none_or(|g| g.live);
        live_after[i] = live;
        let word = classify(s, range.clone());
        let mut error = None;
        match word {
            Word::Other => {
                if !live {
                    roles[i] = Role::Skipped;
                }
                continue;
            }
            Word::Define(name, m) => {
                if live {
                    macros.insert(name.to_vec(), m);
                } else {
                    roles[i] = Role::Skipped;
                }
                continue;
            }
            Word::Undef(name) => {
                if live {
                    macros.remove(name);
                } else {
                    roles[i] = Role::Skipped;
                }
                continue;
            }
            Word::If(expr) => {
                let value = live && condition(s, expr, &macros, &mut error);
                groups.push(Group { opened_by: i, outer_live: live, taken: value, live: value, seen_else: false });
            }
            Word::Ifdef(name, end, extra) | Word::Ifndef(name, end, extra) => {
                let wanted = matches!(word, Word::Ifdef(..));
                if live {
                    error = extra.map(ConditionalError::ExtraText);
                }
                let value = match name {
                    Some(name) => live && macros.contains_key(name) == wanted,
                    None => {
                        if live {
                            error = Some(ConditionalError::MissingName(end));
                        }
                        false
                    }
                };
                groups.push(Group { opened_by: i, outer_live: live, taken: value, live: value, seen_else: false });
            }
            Word::Elif(_) | Word::Else(_) => match groups.last_mut() {
                None => error = Some(ConditionalError::MissingIf),
                Some(g) if g.seen_else => {
                    error = Some(ConditionalError::ElseAlreadyAppeared);
                    g.live = false;
                }
                Some(g) => match &word {
                    Word::Elif(expr) => {
                        let value = g.outer_live && !g.taken && condition(s, expr.clone(), &macros, &mut error);
                        g.taken |= value;
                        g.live = value;
                    }
                    Word::Else(extra) => {
                        g.seen_else = true;
                        g.live = g.outer_live && !g.taken;
                        g.taken = true;
                        if g.outer_live {
                            error = extra.map(ConditionalError::ExtraText);
                        }
                    }
                    _ => {}
                },
            },
            Word::Endif(extra) => match groups.pop() {
                None => error = Some(ConditionalError::MissingIf),
                Some(g) if g.outer_live => error = extra.map(ConditionalError::ExtraText),
                Some(_) => {}
            },
        }
        roles[i] = Role::Conditional { error, skip_to: None };
        live_after[i] = groups.last().is_none_or(|g| g.live);
    }
    // Innermost first, as the reference lists them.
    while let Some(g) = groups.pop() {
        if let Role::Conditional { error, .. } = &mut roles[g.opened_by] {
            error.get_or_insert(ConditionalError::MissingEndif);
        }
    }
    mark_skipped_text(&mut roles, &live_after, ranges, s.len());
    roles
}

/// Sets `skip_to` on each conditional directive after which the text is in a false group: the
/// text resumes at the next conditional directive (which decides anew) or at the end.
fn mark_skipped_text(roles: &mut [Role], live_after: &[bool], ranges: &[Range<usize>], text_len: usize) {
    let mut next_conditional = text_len as u32;
    for i in (0..roles.len()).rev() {
        if let Role::Conditional { skip_to, .. } = &mut roles[i] {
            if !live_after[i] {
                *skip_to = Some(next_conditional);
            }
            next_conditional = ranges[i].start as u32;
        }
    }
}

/// Reads the directive's word and operands.
fn classify(s: &[u8], range: Range<usize>) -> Word<'_> {
    let mut i = skip_blanks(s, range.start + 1, range.end);
    let word_start = i;
    while i < range.end && is_ident(s[i]) {
        i += 1;
    }
    let word = &s[word_start..i];
    let rest = skip_blanks(s, i, range.end);
    let name_at = |p: usize| {
        let mut e = p;
        while e < range.end && is_ident(s[e]) {
            e += 1;
        }
        (e > p && !s[p].is_ascii_digit()).then(|| (&s[p..e], e))
    };
    // Text after the directive proper that is not a comment.
    let extra_at = |p: usize| {
        let p = skip_blanks(s, p, range.end);
        let comment = s[p..range.end].starts_with(b"//") || s[p..range.end].starts_with(b"/*");
        (p < range.end && !comment).then_some(p as u32)
    };
    match word {
        b"if" => Word::If(rest..range.end),
        b"elif" => Word::Elif(rest..range.end),
        b"else" => Word::Else(extra_at(rest)),
        b"endif" => Word::Endif(extra_at(rest)),
        b"ifdef" | b"ifndef" => {
            let name = name_at(rest);
            let extra = name.and_then(|(_, e)| extra_at(e));
            let name = name.map(|(n, _)| n);
            if word == b"ifdef" {
                Word::Ifdef(name, range.end as u32, extra)
            } else {
                Word::Ifndef(name, range.end as u32, extra)
            }
        }
        b"undef" => name_at(rest).map_or(Word::Other, |(n, _)| Word::Undef(n)),
        b"define" => match name_at(rest) {
            None => Word::Other,
            Some((name, e)) => {
                let (params, body_start) = if s.get(e) == Some(&b'(') && e < range.end {
                    match parameters(s, e + 1, range.end) {
                        Some((p, after)) => (Some(p), after),
                        None => return Word::Other,
                    }
                } else {
                    (None, e)
                };
                let body = tokens(s, body_start..range.end).unwrap_or_default().into_iter().map(|(t, _)| t).collect();
                Word::Define(name, Macro { params, body })
            }
        },
        _ => Word::Other,
    }
}

/// `a, b)` of a function-like macro: the names and the offset after `)`.
fn parameters(s: &[u8], mut i: usize, end: usize) -> Option<(Vec<Vec<u8>>, usize)> {
    let mut names = Vec::new();
    loop {
        i = skip_blanks(s, i, end);
        let start = i;
        while i < end && is_ident(s[i]) {
            i += 1;
        }
        if i > start {
            names.push(s[start..i].to_vec());
        }
        i = skip_blanks(s, i, end);
        match s.get(i) {
            Some(b',') if i < end => i += 1,
            Some(b')') if i < end => return Some((names, i + 1)),
            _ => return None,
        }
    }
}

/// A token of a condition.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Number(i128),
    Ident(Vec<u8>),
    Punct(&'static str),
}

const PUNCTUATORS: [&str; 25] = [
    "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "(", ")", ",", "?", ":", "+", "-", "*", "/", "%", "<", ">", "&",
    "^", "|", "!", "~",
];

/// The tokens of `range`, or `None` for one this evaluator does not read (a string, `#`, ...).
fn tokens(s: &[u8], range: Range<usize>) -> Option<Vec<(Tok, u32)>> {
    let mut out = Vec::new();
    let mut i = range.start;
    while i < range.end {
        let c = s[i];
        if matches!(c, b' ' | b'\t' | b'\r' | 0x0b | 0x0c) {
            i += 1;
        } else if c == b'\\' && splice_len(s, i) > 0 {
            i += splice_len(s, i);
        } else if c == b'/' && s.get(i + 1) == Some(&b'*') {
            let close = s[i + 2..range.end].windows(2).position(|w| w == b"*/")?;
            i += 2 + close + 2;
        } else if c == b'/' && s.get(i + 1) == Some(&b'/') {
            break;
        } else if is_ident(c) && !c.is_ascii_digit() {
            let start = i;
            while i < range.end && is_ident(s[i]) {
                i += 1;
            }
            out.push((Tok::Ident(s[start..i].to_vec()), start as u32));
        } else if c.is_ascii_digit() {
            let start = i;
            while i < range.end && (is_ident(s[i]) || s[i] == b'\'') {
                i += 1;
            }
            out.push((Tok::Number(integer(&s[start..i])?), start as u32));
        } else if c == b'\'' {
            // A plain one-character literal; escapes and wide prefixes are not modelled.
            if i + 2 < range.end && s[i + 1] != b'\\' && s[i + 2] == b'\'' {
                out.push((Tok::Number(i128::from(s[i + 1] as i8)), i as u32));
                i += 3;
            } else {
                return None;
            }
        } else {
            let p = PUNCTUATORS.iter().find(|p| s[i..range.end].starts_with(p.as_bytes()))?;
            out.push((Tok::Punct(p), i as u32));
            i += p.len();
        }
    }
    Some(out)
}

/// An integer literal's value (decimal, hex, octal, binary, digit separators, `u`/`l` suffixes).
fn integer(b: &[u8]) -> Option<i128> {
    let digits: Vec<u8> = b.iter().copied().filter(|&c| c != b'\'').collect();
    let lower = digits.to_ascii_lowercase();
    let (radix, body) = if let Some(h) = lower.strip_prefix(b"0x") {
        (16, h)
    } else if let Some(bin) = lower.strip_prefix(b"0b") {
        (2, bin)
    } else if lower.len() > 1 && lower[0] == b'0' {
        (8, &lower[1..])
    } else {
        (10, &lower[..])
    };
    let end = body.iter().position(|&c| !(c as char).is_digit(radix)).unwrap_or(body.len());
    if !body[end..].iter().all(|&c| matches!(c, b'u' | b'l')) {
        return None;
    }
    i128::from_str_radix(std::str::from_utf8(&body[..end]).ok()?, radix).ok().or((end == 0 && radix == 8).then_some(0))
}

/// The value of an `#if`/`#elif` condition; false (and silent) when it cannot be read.
fn condition(s: &[u8], range: Range<usize>, macros: &HashMap<Vec<u8>, Macro>, error: &mut Option<ConditionalError>) -> bool {
    let end = range.end as u32;
    let Some(toks) = tokens(s, range) else {
        return false;
    };
    let Some(expanded) = expand(&toks, macros, &mut Vec::new(), 0) else {
        return false;
    };
    let mut p = Parser { toks: &expanded, i: 0, end, error: None, nesting: 0 };
    let value = p.conditional();
    match (value, p.error) {
        (_, Some(e)) => {
            *error = Some(e);
            false
        }
        (Some(v), None) if p.i == expanded.len() => v != 0,
        _ => false,
    }
}

const MAX_EXPANSION_DEPTH: usize = 64;
const MAX_EXPANDED_TOKENS: usize = 100_000;
/// Parentheses and `?:` nested deeper than this in a condition make it unknown.
const MAX_PARENTHESES: usize = 256;

/// Macro replacement of a condition's tokens: object-like and function-like macros of the
/// file (no `#` or `##`), `true` and `false`; every other identifier is 0.
fn expand(toks: &[(Tok, u32)], macros: &HashMap<Vec<u8>, Macro>, active: &mut Vec<Vec<u8>>, depth: usize) -> Option<Vec<(Tok, u32)>> {
    // Bounds against macro bombs (`#define A B B`, `#define B C C`, ...): such a condition
    // is unknown.
    if depth > MAX_EXPANSION_DEPTH || toks.len() > MAX_EXPANDED_TOKENS {
        return None;
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let (tok, at) = &toks[i];
        i += 1;
        let Tok::Ident(name) = tok else {
            out.push((tok.clone(), *at));
            continue;
        };
        let found = macros.get(name).filter(|_| !active.contains(name));
        let replacement = match found {
            Some(Macro { params: None, body }) => body.iter().map(|t| (t.clone(), *at)).collect(),
            Some(Macro { params: Some(params), body }) if toks.get(i).is_some_and(|(t, _)| *t == Tok::Punct("(")) => {
                let (args, after) = arguments(toks, i + 1)?;
                i = after;
                if args.len() != params.len() && !(params.is_empty() && args.len() == 1 && args[0].is_empty()) {
                    return None;
                }
                let mut replaced = Vec::new();
                for t in body {
                    match t {
                        Tok::Ident(n) if params.contains(n) => {
                            let k = params.iter().position(|p| p == n).expect("contained");
                            replaced.extend(expand(&args[k], macros, active, depth + 1)?);
                        }
                        _ => replaced.push((t.clone(), *at)),
                    }
                }
                replaced
            }
            _ => {
                let value = match name.as_slice() {
                    b"true" => 1,
                    _ => 0,
                };
                out.push((Tok::Number(value), *at));
                continue;
            }
        };
        active.push(name.clone());
        let expanded = expand(&replacement, macros, active, depth + 1);
        active.pop();
        out.extend(expanded?);
        if out.len() > MAX_EXPANDED_TOKENS {
            return None;
        }
    }
    Some(out)
}

/// The arguments of a function-like macro call whose `(` is just before `i`, and the index
/// after its `)`.
fn arguments(toks: &[(Tok, u32)], mut i: usize) -> Option<(Vec<Vec<(Tok, u32)>>, usize)> {
    let mut args = vec![Vec::new()];
    let mut nesting = 0usize;
    while let Some((t, at)) = toks.get(i) {
        i += 1;
        match t {
            Tok::Punct(")") if nesting == 0 => return Some((args, i)),
            Tok::Punct(",") if nesting == 0 => args.push(Vec::new()),
            _ => {
                match t {
                    Tok::Punct("(") => nesting += 1,
                    Tok::Punct(")") => nesting -= 1,
                    _ => {}
                }
                args.last_mut().expect("never empty").push((t.clone(), *at));
            }
        }
    }
    None
}

/// Precedence climbing over the expanded condition; `None` for what it cannot read.
struct Parser<'a> {
    toks: &'a [(Tok, u32)],
    i: usize,
    /// Offset of the end of the directive line (where a missing operand is reported).
    end: u32,
    error: Option<ConditionalError>,
    /// Open parentheses and conditional operators (each recurses).
    nesting: usize,
}

/// Binary operators by precedence level, loosest first.
const LEVELS: [&[&str]; 9] =
    [&["||"], &["&&"], &["|"], &["^"], &["&"], &["==", "!="], &["<", ">", "<=", ">="], &["<<", ">>"], &["+", "-"]];

impl Parser<'_> {
    fn peek_punct(&self) -> Option<&'static str> {
        match self.toks.get(self.i) {
            Some((Tok::Punct(p), _)) => Some(p),
            _ => None,
        }
    }

    fn conditional(&mut self) -> Option<i128> {
        self.nesting += 1;
        let value = if self.nesting > MAX_PARENTHESES { None } else { self.conditional_unbounded() };
        self.nesting -= 1;
        value
    }

    fn conditional_unbounded(&mut self) -> Option<i128> {
        let c = self.binary(0)?;
        if self.peek_punct() != Some("?") {
            return Some(c);
        }
        self.i += 1;
        let yes = self.conditional()?;
        if self.peek_punct() != Some(":") {
            return None;
        }
        self.i += 1;
        let no = self.conditional()?;
        Some(if c != 0 { yes } else { no })
    }

    fn binary(&mut self, level: usize) -> Option<i128> {
        if level == LEVELS.len() {
            return self.multiplicative();
        }
        let mut left = self.binary(level + 1)?;
        while let Some(op) = self.peek_punct().filter(|p| LEVELS[level].contains(p)) {
            self.i += 1;
            let right = self.binary(level + 1)?;
            left = match op {
                "||" => i128::from(left != 0 || right != 0),
                "&&" => i128::from(left != 0 && right != 0),
                "|" => left | right,
                "^" => left ^ right,
                "&" => left & right,
                "==" => i128::from(left == right),
                "!=" => i128::from(left != right),
                "<" => i128::from(left < right),
                ">" => i128::from(left > right),
                "<=" => i128::from(left <= right),
                ">=" => i128::from(left >= right),
                "<<" => left.checked_shl(u32::try_from(right).ok()?)?,
                ">>" => left.checked_shr(u32::try_from(right).ok()?)?,
                "+" => left.checked_add(right)?,
                _ => left.checked_sub(right)?,
            };
        }
        Some(left)
    }

    fn multiplicative(&mut self) -> Option<i128> {
        let mut left = self.unary()?;
        while let Some(op) = self.peek_punct().filter(|p| matches!(*p, "*" | "/" | "%")) {
            let at = self.toks[self.i].1;
            self.i += 1;
            let right = self.unary()?;
            if op != "*" && right == 0 {
                self.error.get_or_insert(ConditionalError::DivisionByZero(at));
                return None;
            }
            left = match op {
                "*" => left.checked_mul(right)?,
                "/" => left.checked_div(right)?,
                _ => left.checked_rem(right)?,
            };
        }
        Some(left)
    }

    fn unary(&mut self) -> Option<i128> {
        let Some((tok, _)) = self.toks.get(self.i) else {
            self.error.get_or_insert(ConditionalError::MissingOperand(self.end));
            return None;
        };
        self.i += 1;
        match tok {
            Tok::Number(n) => Some(*n),
            Tok::Punct("(") => {
                let v = self.conditional()?;
                (self.peek_punct() == Some(")")).then(|| self.i += 1)?;
                Some(v)
            }
            Tok::Punct(op @ ("-" | "+" | "!" | "~")) => {
                // A run of prefix operators is read in a loop, not by recursion.
                let mut ops = vec![*op];
                while let Some(op) = self.peek_punct().filter(|p| matches!(*p, "-" | "+" | "!" | "~")) {
                    ops.push(op);
                    self.i += 1;
                }
                let mut v = self.unary()?;
                for op in ops.into_iter().rev() {
                    v = match op {
                        "-" => v.checked_neg()?,
                        "!" => i128::from(v == 0),
                        "~" => !v,
                        _ => v,
                    };
                }
                Some(v)
            }
            _ => None,
        }
    }
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

fn skip_blanks(s: &[u8], mut i: usize, end: usize) -> usize {
    while i < end && matches!(s[i], b' ' | b'\t' | b'\r' | 0x0b | 0x0c) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(lines: &str) -> Vec<Role> {
        let ranges = crate::source::skim::directive_lines(lines);
        roles(lines, &ranges)
    }

    fn kept_after_first(text: &str) -> bool {
        matches!(value(text)[0], Role::Conditional { skip_to: None, .. })
    }

    #[test]
    fn conditions() {
        assert!(kept_after_first("#if 1 + 2 * 3 == 7 && !0 && ~0 == -1 && (1 << 4) == 0x10 && 010 == 8\nx\n#endif\n"));
        assert!(!kept_after_first("#if 3 % 2 - 1\nx\n#endif\n"));
        assert!(kept_after_first("#if - - 1 && 0b11 == 3u && 1'000 == 1000UL\nx\n#endif\n"));
        // Unknown conditions are false and silent.
        assert!(!kept_after_first("#if \"s\"\nx\n#endif\n"));
        assert!(!kept_after_first("#if 1 << 200\nx\n#endif\n"));
    }

    #[test]
    fn bombs_and_deep_nesting_are_unknown() {
        let mut bomb = String::new();
        for i in 0..40 {
            bomb += &format!("#define M{i} M{} M{}\n", i + 1, i + 1);
        }
        bomb += "#if M0\nx\n#endif\n";
        assert!(matches!(value(&bomb)[40], Role::Conditional { error: None, skip_to: Some(_) }));
        let deep = format!("#if {}1{}\nx\n#endif\n", "(".repeat(100_000), ")".repeat(100_000));
        assert!(!kept_after_first(&deep));
        let unary = format!("#if {}1\nx\n#endif\n", "!!".repeat(20_000));
        assert!(kept_after_first(&unary));
    }
}
