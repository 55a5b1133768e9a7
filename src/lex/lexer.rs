//! The lexer: preprocessed C++20/CUDA text → `Token`s (kinds and spans, no owned strings).
//!
//! It reads what `gcc -E` writes, so it skips line markers (the `SourceMap` found them) and
//! turns the other surviving directive lines (`#pragma`, `#ident`, `#define` with `-dD`)
//! into one `PragmaLine` token each. Otherwise it is a complete C++ lexer: longest-match
//! punctuators with digraphs and alternative tokens, the `>`/`>>`/`<<<` rules documented in
//! `token.rs`, identifiers with `$`, UTF-8 letters and universal character names, numbers
//! (digit separators, hex floats, all standard and GNU suffixes), character and string
//! literals with every prefix, raw strings, user-defined literals, comments and
//! backslash-newline splices anywhere. Malformed input yields `LexError`s, never a panic.

use crate::lex::token::{Span, Token, TokenKind, CXX20_KEYWORDS, KEYWORDS, TYPE_TRAIT_BUILTINS};
use crate::source::skim::{
    block_comment_end, is_encoding_prefix, is_ident_continue, is_ident_start, is_raw_prefix,
    logical_line_end, raw_delimiter, raw_string_end, skip_splices, splice_len,
};
use crate::source::{ConditionalError, Directive, DirectiveKind, SourceMap, MAX_INPUT_LEN};
use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

/// The tokens of a translation unit (ending with one `Eof`) and the lexical errors found.
#[derive(Debug, Default)]
pub struct LexOutput {
    pub tokens: Vec<Token>,
    pub errors: Vec<LexError>,
}

/// What went wrong; lets the caller pick the diagnostic for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LexErrorKind {
    UnterminatedString,
    UnterminatedChar,
    UnterminatedRawString,
    UnterminatedComment,
    EmptyChar,
    InvalidRawDelimiter,
    InvalidNumber,
    StrayCharacter,
    InputTooLarge,
    /// A NUL byte between tokens: the reference warns (#1192) and reads on as if it were not there.
    NullCharacter,
    /// An integer literal whose value no integer type holds (the reference warns, #23).
    IntegerTooLarge,
    /// A line marker whose number does not fit 32 bits (#34; the line is ignored).
    BadLineNumber,
    /// A conditional directive's problem (#29, #36–#40).
    Conditional(ConditionalError),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    pub span: Span,
    pub kind: LexErrorKind,
    /// Details for the message (the offending character, digit or suffix).
    pub message: String,
}

/// The spelling of `tok` in `text` (splices, if any, included).
pub fn token_text<'a>(text: &'a str, tok: &Token) -> &'a str {
    text.get(tok.span.lo as usize..tok.span.hi as usize)
        .unwrap_or("")
}

/// The spelling of `tok` for semantic comparisons, not for output: a keyword written in a GNU
/// alternate form reads as its standard spelling (`__inline__` → `inline`, `__const` →
/// `const`, `__signed__` → `signed`), so `inline` checks see CUB's `__forceinline__`.
pub fn semantic_text<'a>(text: &'a str, tok: &Token) -> &'a str {
    let raw = token_text(text, tok);
    if raw.starts_with("__") {
        if let Some(standard) = tok.kind.standard_spelling() {
            return standard;
        }
    }
    raw
}

/// The spelling of the binary operator whose token is `tok`: `>>` for the first half of a
/// shift, which is lexed as `GtGt1` followed by `Gt` (see `token.rs`).
/// `+=`, `<<=` and the other assignments that also compute (not `=`, `==`, `<=`, ...).
pub fn is_compound_assignment(op: &str) -> bool {
    matches!(op, "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^=" | "<<=" | ">>=")
}

pub fn operator_text<'a>(text: &'a str, tok: &Token) -> &'a str {
    if tok.kind == TokenKind::GtGt1 {
        return ">>";
    }
    semantic_text(text, tok)
}

/// Turns the keywords a standard does not have yet back into identifiers; `cplusplus` is
/// the standard's `__cplusplus` value.
pub fn keywords_for_standard(tokens: &mut [Token], cplusplus: u32) {
    if cplusplus >= 202002 {
        return;
    }
    for t in tokens.iter_mut().filter(|t| CXX20_KEYWORDS.contains(&t.kind)) {
        t.kind = TokenKind::Ident;
    }
}

/// Lexes `text`, which must be the text `map` was built from.
pub fn lex(text: &str, map: &SourceMap) -> LexOutput {
    if text.len() >= MAX_INPUT_LEN {
        let end = MAX_INPUT_LEN as u32;
        let eof = Token {
            kind: TokenKind::Eof,
            span: Span { lo: end, hi: end },
            space_before: false,
            line_start: true,
        };
        return LexOutput {
            tokens: vec![eof],
            errors: vec![LexError {
                span: Span { lo: 0, hi: 0 },
                kind: LexErrorKind::InputTooLarge,
                message: format!(
                    "input of {} bytes exceeds the limit of {} bytes",
                    text.len(),
                    MAX_INPUT_LEN - 1
                ),
            }],
        };
    }
    let mut lexer = Lexer {
        s: text.as_bytes(),
        pos: 0,
        directives: map.directives(),
        next_directive: 0,
        words: word_kinds(),
        tokens: Vec::with_capacity(text.len() / 4 + 1),
        errors: Vec::new(),
        space_before: false,
        line_start: true,
    };
    lexer.run();
    LexOutput {
        tokens: lexer.tokens,
        errors: lexer.errors,
    }
}

/// Alternative tokens (C++ [lex.digraph]): identifiers that are operators.
const ALTERNATIVE_TOKENS: &[(&str, TokenKind)] = &[
    ("and", TokenKind::AmpAmp),
    ("and_eq", TokenKind::AmpAssign),
    ("bitand", TokenKind::Amp),
    ("bitor", TokenKind::Pipe),
    ("compl", TokenKind::Tilde),
    ("not", TokenKind::Bang),
    ("not_eq", TokenKind::NotEq),
    ("or", TokenKind::PipePipe),
    ("or_eq", TokenKind::PipeAssign),
    ("xor", TokenKind::Caret),
    ("xor_eq", TokenKind::CaretAssign),
];

/// Punctuator spellings, digraphs included. `>>` is absent on purpose: a `>` followed by
/// `>` is `GtGt1` (see `token.rs`).
pub const PUNCTUATORS: &[(&str, TokenKind)] = &[
    ("{", TokenKind::LBrace),
    ("}", TokenKind::RBrace),
    ("[", TokenKind::LBracket),
    ("]", TokenKind::RBracket),
    ("(", TokenKind::LParen),
    (")", TokenKind::RParen),
    ("<:", TokenKind::LBracket),
    (":>", TokenKind::RBracket),
    ("<%", TokenKind::LBrace),
    ("%>", TokenKind::RBrace),
    ("%:", TokenKind::Hash),
    ("%:%:", TokenKind::HashHash),
    ("#", TokenKind::Hash),
    ("##", TokenKind::HashHash),
    (";", TokenKind::Semi),
    (":", TokenKind::Colon),
    ("::", TokenKind::ColonColon),
    ("...", TokenKind::Ellipsis),
    ("?", TokenKind::Question),
    (".", TokenKind::Dot),
    (".*", TokenKind::DotStar),
    ("->", TokenKind::Arrow),
    ("->*", TokenKind::ArrowStar),
    ("~", TokenKind::Tilde),
    ("!", TokenKind::Bang),
    ("+", TokenKind::Plus),
    ("-", TokenKind::Minus),
    ("*", TokenKind::Star),
    ("/", TokenKind::Slash),
    ("%", TokenKind::Percent),
    ("^", TokenKind::Caret),
    ("&", TokenKind::Amp),
    ("|", TokenKind::Pipe),
    ("=", TokenKind::Assign),
    ("+=", TokenKind::PlusAssign),
    ("-=", TokenKind::MinusAssign),
    ("*=", TokenKind::StarAssign),
    ("/=", TokenKind::SlashAssign),
    ("%=", TokenKind::PercentAssign),
    ("^=", TokenKind::CaretAssign),
    ("&=", TokenKind::AmpAssign),
    ("|=", TokenKind::PipeAssign),
    ("==", TokenKind::EqEq),
    ("!=", TokenKind::NotEq),
    ("<", TokenKind::Lt),
    (">", TokenKind::Gt),
    ("<=", TokenKind::Le),
    (">=", TokenKind::Ge),
    ("<=>", TokenKind::Spaceship),
    ("&&", TokenKind::AmpAmp),
    ("||", TokenKind::PipePipe),
    ("<<", TokenKind::Shl),
    ("<<=", TokenKind::ShlAssign),
    (">>=", TokenKind::ShrAssign),
    ("++", TokenKind::PlusPlus),
    ("--", TokenKind::MinusMinus),
    (",", TokenKind::Comma),
    ("<<<", TokenKind::LaunchOpen),
];

/// Floating suffixes (standard, GNU `w`/`q`, decimal float `df`/`dd`/`dl`); any of them may
/// also carry one GNU imaginary `i`/`j` before or after.
const FLOAT_SUFFIXES: &[&str] = &[
    "f", "F", "l", "L", "w", "W", "q", "Q", "f16", "f32", "f64", "f128", "f32x", "f64x", "f128x",
    "F16", "F32", "F64", "F128", "F32x", "F64x", "F128x", "bf16", "BF16", "df", "DF", "dd", "DD",
    "dl", "DL",
];

/// A small, fast hasher for the keyword table (identifiers are short).
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = (self.0.rotate_left(5) ^ n as u64).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

type WordMap = HashMap<&'static [u8], TokenKind, BuildHasherDefault<WordHasher>>;

/// Keywords, type-trait builtins and alternative tokens by spelling.
fn word_kinds() -> &'static WordMap {
    static MAP: OnceLock<WordMap> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut map = WordMap::default();
        for &(s, k) in KEYWORDS.iter().chain(ALTERNATIVE_TOKENS) {
            map.insert(s.as_bytes(), k);
        }
        for s in TYPE_TRAIT_BUILTINS {
            map.insert(s.as_bytes(), TokenKind::KwTypeTrait);
        }
        map
    })
}

/// Punctuators that start with one byte, longest first.
type PunctuatorBucket = Vec<(&'static [u8], TokenKind)>;

/// Punctuators grouped by first byte.
fn punctuators_by_first_byte() -> &'static [PunctuatorBucket] {
    static INDEX: OnceLock<Vec<PunctuatorBucket>> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = vec![Vec::new(); 256];
        for &(s, k) in PUNCTUATORS {
            index[s.as_bytes()[0] as usize].push((s.as_bytes(), k));
        }
        for bucket in &mut index {
            bucket.sort_by_key(|(s, _)| std::cmp::Reverse(s.len()));
        }
        index
    })
}

struct Lexer<'a> {
    s: &'a [u8],
    pos: usize,
    directives: &'a [Directive],
    next_directive: usize,
    words: &'static WordMap,
    tokens: Vec<Token>,
    errors: Vec<LexError>,
    space_before: bool,
    line_start: bool,
}

impl<'a> Lexer<'a> {
    fn run(&mut self) {
        // A UTF-8 byte order mark is not part of the text.
        if self.s.starts_with(b"\xEF\xBB\xBF") {
            self.pos = 3;
        }
        loop {
            self.skip_trivia();
            if self.pos >= self.s.len() {
                break;
            }
            let start = self.pos;
            let (kind, end) = self.token(start);
            self.push(kind, start, end);
            self.pos = end;
        }
        let n = self.s.len();
        self.push(TokenKind::Eof, n, n);
    }

    fn push(&mut self, kind: TokenKind, lo: usize, hi: usize) {
        self.tokens.push(Token {
            kind,
            span: Span::new(lo, hi),
            space_before: self.space_before,
            line_start: self.line_start,
        });
        self.space_before = false;
        self.line_start = false;
    }

    fn error(&mut self, kind: LexErrorKind, lo: usize, hi: usize, message: impl Into<String>) {
        self.errors.push(LexError {
            span: Span::new(lo, hi),
            kind,
            message: message.into(),
        });
    }

    fn byte(&self, p: usize) -> Option<u8> {
        self.s.get(p).copied()
    }

    /// Skips white space, comments, splices and directive lines (markers vanish, other
    /// directives become `PragmaLine` tokens).
    fn skip_trivia(&mut self) {
        let s = self.s;
        while self.pos < s.len() {
            match s[self.pos] {
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                    self.space_before = true;
                    self.pos += 1;
                }
                b'\n' => {
                    self.space_before = true;
                    self.line_start = true;
                    self.pos += 1;
                }
                0 => {
                    self.error(LexErrorKind::NullCharacter, self.pos, self.pos + 1, "null character ignored");
                    self.pos += 1;
                }
                b'\\' => match splice_len(s, self.pos) {
                    0 => return,
                    n => self.pos += n,
                },
                b'/' => {
                    let q = skip_splices(s, self.pos + 1);
                    match self.byte(q) {
                        Some(b'*') => {
                            let start = self.pos;
                            let end = match block_comment_end(s, q + 1) {
                                Some(end) => end,
                                None => {
                                    self.error(
                                        LexErrorKind::UnterminatedComment,
                                        start,
                                        start + 2,
                                        "comment is not closed",
                                    );
                                    s.len()
                                }
                            };
                            if s[start..end].contains(&b'\n') {
                                self.line_start = true;
                            }
                            self.pos = end;
                        }
                        Some(b'/') => self.pos = logical_line_end(s, self.pos),
                        _ => return,
                    }
                    self.space_before = true;
                }
                b'#' => match self.directive_at(self.pos) {
                    Some(Directive { span, kind: DirectiveKind::Conditional { error, skip_to } }) => {
                        if let Some(error) = error {
                            let at = error.offset().map_or(span.lo as usize + 1, |at| at as usize);
                            self.error(LexErrorKind::Conditional(error), at, at + 1, "");
                        }
                        self.line_start = true;
                        self.pos = skip_to.map_or(span.hi as usize, |to| to as usize);
                    }
                    Some(d) => {
                        if d.kind == DirectiveKind::BadLineNumber {
                            self.error(LexErrorKind::BadLineNumber, d.span.lo as usize, d.span.lo as usize + 1, "line number out of range");
                        } else if d.kind != DirectiveKind::LineMarker {
                            self.line_start = true;
                            self.push(
                                TokenKind::PragmaLine,
                                d.span.lo as usize,
                                d.span.hi as usize,
                            );
                        }
                        self.pos = d.span.hi as usize;
                    }
                    None => return,
                },
                _ => return,
            }
        }
    }

    /// The directive line starting at `pos`, if the source map found one there.
    fn directive_at(&mut self, pos: usize) -> Option<Directive> {
        let dirs = self.directives;
        while self.next_directive < dirs.len() && (dirs[self.next_directive].span.lo as usize) < pos
        {
            self.next_directive += 1;
        }
        dirs.get(self.next_directive)
            .copied()
            .filter(|d| d.span.lo as usize == pos)
    }

    /// Lexes one token starting at `start` (not white space); returns its kind and end.
    fn token(&mut self, start: usize) -> (TokenKind, usize) {
        let c = self.s[start];
        if is_ident_start(c) || (c == b'\\' && ucn_len(self.s, start) > 0) {
            return self.identifier_or_prefixed_literal(start);
        }
        match c {
            b'0'..=b'9' => self.number(start),
            b'.' if self
                .byte(skip_splices(self.s, start + 1))
                .is_some_and(|d| d.is_ascii_digit()) =>
            {
                self.number(start)
            }
            b'"' => self.quoted(start, start, TokenKind::StringLit),
            b'\'' => self.quoted(start, start, TokenKind::CharLit),
            _ => self.punctuator(start),
        }
    }

    /// End of the identifier starting at `start`, and whether it is spelled plainly (no
    /// splice or universal character name inside).
    fn identifier_end(&self, start: usize) -> (usize, bool) {
        let s = self.s;
        let first_ucn = ucn_len(s, start);
        let mut plain = first_ucn == 0;
        let mut end = start + first_ucn.max(1);
        loop {
            while end < s.len() && is_ident_continue(s[end]) {
                end += 1;
            }
            if end >= s.len() || s[end] != b'\\' {
                return (end, plain);
            }
            let q = skip_splices(s, end);
            match s.get(q) {
                Some(&c) if is_ident_continue(c) => end = q + 1,
                Some(b'\\') if ucn_len(s, q) > 0 => end = q + ucn_len(s, q),
                _ => return (end, plain),
            }
            plain = false;
        }
    }

    fn identifier_or_prefixed_literal(&mut self, start: usize) -> (TokenKind, usize) {
        let (end, plain) = self.identifier_end(start);
        let spelling = if plain {
            Cow::Borrowed(&self.s[start..end])
        } else {
            without_splices(&self.s[start..end])
        };
        let next = skip_splices(self.s, end);
        match self.byte(next) {
            Some(b'"') if is_raw_prefix(&spelling) => return self.raw_string(start, next),
            Some(b'"') if is_encoding_prefix(&spelling) => {
                return self.quoted(start, next, TokenKind::StringLit)
            }
            Some(b'\'') if is_encoding_prefix(&spelling) => {
                return self.quoted(start, next, TokenKind::CharLit)
            }
            _ => {}
        }
        let kind = self
            .words
            .get(&*spelling)
            .copied()
            .unwrap_or(TokenKind::Ident);
        (kind, end)
    }

    /// A string or character literal whose prefix starts at `start` and whose opening quote
    /// is at `open`; `kind` is `StringLit` or `CharLit`.
    fn quoted(&mut self, start: usize, open: usize, kind: TokenKind) -> (TokenKind, usize) {
        let s = self.s;
        let quote = s[open];
        let mut p = open + 1;
        let mut chars = 0usize;
        let end = loop {
            p = skip_splices(s, p);
            match s.get(p) {
                None | Some(b'\n') => {
                    let (k, what) = if kind == TokenKind::CharLit {
                        (LexErrorKind::UnterminatedChar, "character literal")
                    } else {
                        (LexErrorKind::UnterminatedString, "string literal")
                    };
                    let hi = if p > start && s[p - 1] == b'\r' {
                        p - 1
                    } else {
                        p
                    };
                    self.error(k, start, hi, format!("{what} is missing its closing quote"));
                    return (kind, hi);
                }
                Some(&c) if c == quote => break p + 1,
                Some(b'\\') => {
                    p = skip_splices(s, p + 1);
                    if p < s.len() && s[p] != b'\n' {
                        p += 1;
                    }
                }
                Some(_) => p += 1,
            }
            chars += 1;
        };
        if kind == TokenKind::CharLit && chars == 0 {
            self.error(
                LexErrorKind::EmptyChar,
                start,
                end,
                "empty character literal",
            );
        }
        self.ud_suffix(kind, end)
    }

    /// A raw string literal whose prefix starts at `start` and whose `"` is at `quote`.
    fn raw_string(&mut self, start: usize, quote: usize) -> (TokenKind, usize) {
        let s = self.s;
        let Some(delim) = raw_delimiter(s, quote) else {
            let hi = s[quote + 1..]
                .iter()
                .position(|&b| b == b'(' || b == b'\n')
                .map_or(s.len(), |i| quote + 1 + i);
            self.error(
                LexErrorKind::InvalidRawDelimiter,
                quote,
                hi,
                "invalid raw string delimiter",
            );
            return self.quoted(start, quote, TokenKind::StringLit);
        };
        let body = delim.end + 1;
        match raw_string_end(s, delim, body) {
            Some(end) => self.ud_suffix(TokenKind::StringLit, end),
            None => {
                self.error(
                    LexErrorKind::UnterminatedRawString,
                    start,
                    body,
                    "raw string literal is not closed",
                );
                (TokenKind::StringLit, s.len())
            }
        }
    }

    /// A literal ending at `end`, extended by a touching identifier (its ud-suffix), which
    /// makes it a `UserLit`.
    fn ud_suffix(&self, kind: TokenKind, end: usize) -> (TokenKind, usize) {
        let q = skip_splices(self.s, end);
        match self.byte(q) {
            Some(c) if is_ident_start(c) || (c == b'\\' && ucn_len(self.s, q) > 0) => {
                (TokenKind::UserLit, self.identifier_end(q).0)
            }
            _ => (kind, end),
        }
    }

    /// A preprocessing number starting at `start`, classified.
    fn number(&mut self, start: usize) -> (TokenKind, usize) {
        let s = self.s;
        let mut end = start + 1;
        let mut prev = s[start];
        loop {
            let q = skip_splices(s, end);
            let Some(&c) = s.get(q) else { break };
            let digit_separator = c == b'\''
                && self
                    .byte(skip_splices(s, q + 1))
                    .is_some_and(is_ident_continue);
            let exponent_sign =
                matches!(c, b'+' | b'-') && matches!(prev, b'e' | b'E' | b'p' | b'P');
            if is_ident_continue(c) || c == b'.' || digit_separator || exponent_sign {
                end = q + 1;
            } else if c == b'\\' && ucn_len(s, q) > 0 {
                end = q + ucn_len(s, q);
            } else {
                break;
            }
            prev = c;
        }
        let raw = &s[start..end];
        let spelling: Cow<[u8]> = if raw.iter().any(|&b| b == b'\\' || b == b'\'') {
            Cow::Owned(
                without_splices(raw)
                    .iter()
                    .copied()
                    .filter(|&b| b != b'\'')
                    .collect(),
            )
        } else {
            Cow::Borrowed(raw)
        };
        let (kind, problem) = classify_number(&spelling);
        if let Some(message) = problem {
            self.error(LexErrorKind::InvalidNumber, start, end, message);
        } else if kind == TokenKind::IntLit && integer_overflows(&spelling) {
            self.error(LexErrorKind::IntegerTooLarge, start, end, "integer constant too large");
        }
        (kind, end)
    }

    fn punctuator(&mut self, start: usize) -> (TokenKind, usize) {
        let s = self.s;
        // Up to four logical characters and where each ends.
        let mut chars = [0u8; 4];
        let mut ends = [0usize; 4];
        let mut count = 0;
        let mut p = start;
        while count < 4 && p < s.len() {
            chars[count] = s[p];
            ends[count] = p + 1;
            count += 1;
            p = skip_splices(s, p + 1);
        }
        let found = punctuators_by_first_byte()[chars[0] as usize]
            .iter()
            .find(|(spelling, _)| spelling.len() <= count && chars[..spelling.len()] == **spelling);
        let Some(&(spelling, kind)) = found else {
            let len = utf8_len(chars[0]);
            let shown = match chars[0] {
                0x21..=0x7e => format!("'{}'", chars[0] as char),
                b => format!("byte 0x{b:02x}"),
            };
            self.error(
                LexErrorKind::StrayCharacter,
                start,
                start + len,
                format!("unexpected character {shown}"),
            );
            return (TokenKind::Error, start + len);
        };
        match kind {
            // `>` touching another `>`: the first half of a `>>` (see token.rs).
            TokenKind::Gt if count >= 2 && chars[1] == b'>' => (TokenKind::GtGt1, ends[0]),
            // `<::` not followed by `:` or `>` is `<` then `::` ([lex.pptoken]/3.2).
            TokenKind::LBracket
                if spelling == b"<:"
                    && count >= 3
                    && chars[2] == b':'
                    && (count < 4 || !matches!(chars[3], b':' | b'>')) =>
            {
                (TokenKind::Lt, ends[0])
            }
            _ => (kind, ends[spelling.len() - 1]),
        }
    }
}

/// Length of a universal character name (`\uXXXX`, `\UXXXXXXXX`) at `p`, 0 if none.
fn ucn_len(s: &[u8], p: usize) -> usize {
    let digits = match (s.get(p), s.get(p + 1)) {
        (Some(b'\\'), Some(b'u')) => 4,
        (Some(b'\\'), Some(b'U')) => 8,
        _ => return 0,
    };
    let hex = s.get(p + 2..p + 2 + digits);
    if hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
        2 + digits
    } else {
        0
    }
}

fn utf8_len(first: u8) -> usize {
    match first {
        0xf0..=0xff => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    }
}

/// `bytes` with backslash-newline splices removed (borrowed when there are none).
fn without_splices(bytes: &[u8]) -> Cow<'_, [u8]> {
    if !bytes.contains(&b'\\') {
        return Cow::Borrowed(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut p = 0;
    while p < bytes.len() {
        match splice_len(bytes, p) {
            0 => {
                out.push(bytes[p]);
                p += 1;
            }
            n => p += n,
        }
    }
    Cow::Owned(out)
}

/// Whether the digits of a valid integer literal (separators and splices removed) give a
/// value above `u64::MAX`, the widest integer type.
fn integer_overflows(b: &[u8]) -> bool {
    let (radix, digits): (u64, &[u8]) = match b {
        [b'0', x, rest @ ..] if x.eq_ignore_ascii_case(&b'x') => (16, rest),
        [b'0', x, rest @ ..] if x.eq_ignore_ascii_case(&b'b') => (2, rest),
        [b'0', rest @ ..] => (8, rest),
        _ => (10, b),
    };
    let mut value: u64 = 0;
    for &c in digits {
        let Some(d) = (c as char).to_digit(radix as u32) else { break }; // the suffix
        match value.checked_mul(radix).and_then(|v| v.checked_add(d as u64)) {
            Some(v) => value = v,
            None => return true,
        }
    }
    false
}

/// Kind of a preprocessing number (digit separators and splices removed), and what is wrong
/// with it, if anything.
pub(crate) fn classify_number(b: &[u8]) -> (TokenKind, Option<String>) {
    let (kind, problem, _) = classify_number_suffix(b);
    (kind, problem)
}

/// The ud-suffix of a user-defined numeric literal (digit separators and splices removed):
/// what follows its digits and exponent (`uLL_x` in `1uLL_x`); `None` for other numbers.
pub fn number_ud_suffix(b: &[u8]) -> Option<&[u8]> {
    match classify_number_suffix(b) {
        (TokenKind::UserLit, None, at) => Some(&b[at..]),
        _ => None,
    }
}

/// `classify_number`, with where the suffix starts (meaningful when there is no problem).
fn classify_number_suffix(b: &[u8]) -> (TokenKind, Option<String>, usize) {
    let (kind, problem, at) = classify_number_body(b);
    (kind, problem, at.unwrap_or(b.len()))
}

fn classify_number_body(b: &[u8]) -> (TokenKind, Option<String>, Option<usize>) {
    let (radix, mut i) = match b {
        [b'0', x, ..] if x.eq_ignore_ascii_case(&b'x') => (16, 2),
        [b'0', x, ..] if x.eq_ignore_ascii_case(&b'b') => (2, 2),
        _ => (10, 0),
    };
    let is_digit = |c: u8| {
        if radix == 16 {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        }
    };
    let int_start = i;
    while i < b.len() && is_digit(b[i]) {
        i += 1;
    }
    let int_digits = &b[int_start..i];
    let mut float = false;
    let mut frac_digits = 0;
    if radix != 2 && b.get(i) == Some(&b'.') {
        float = true;
        i += 1;
        let frac_start = i;
        while i < b.len() && is_digit(b[i]) {
            i += 1;
        }
        frac_digits = i - frac_start;
    }
    let mut kind = TokenKind::IntLit;
    if int_digits.is_empty() && frac_digits == 0 {
        let what = if radix == 16 { "hexadecimal" } else { "binary" };
        return (kind, Some(format!("{what} literal has no digits")), None);
    }
    let exponent_letters: &[u8] = match radix {
        16 => b"pP",
        10 => b"eE",
        _ => b"",
    };
    if i < b.len() && exponent_letters.contains(&b[i]) {
        let mut j = i + 1;
        let signed = matches!(b.get(j), Some(b'+' | b'-'));
        if signed {
            j += 1;
        }
        if b.get(j).is_some_and(u8::is_ascii_digit) {
            float = true;
            i = j;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
        } else if signed || radix == 16 || float {
            let kind = if float || radix == 16 {
                TokenKind::FloatLit
            } else {
                TokenKind::IntLit
            };
            return (kind, Some("exponent has no digits".to_string()), None);
        }
    } else if radix == 16 && float {
        return (
            TokenKind::FloatLit,
            Some("hexadecimal floating literal needs an exponent".to_string()),
            None,
        );
    }
    if float {
        kind = TokenKind::FloatLit;
    } else if let Some(&d) = int_digits.iter().find(|&&d| match radix {
        2 => d > b'1',
        10 => b[0] == b'0' && d > b'7',
        _ => false,
    }) {
        let what = if radix == 2 { "binary" } else { "octal" };
        return (
            kind,
            Some(format!("invalid digit '{}' in {what} literal", d as char)),
            None,
        );
    }
    let suffix = &b[i..];
    let standard = if float {
        is_float_suffix(suffix)
    } else {
        is_integer_suffix(suffix)
    };
    if standard {
        (kind, None, Some(i))
    } else if is_ident_start(suffix[0])
        && suffix[1..]
            .iter()
            .all(|&c| is_ident_continue(c) || c == b'\\')
    {
        (TokenKind::UserLit, None, Some(i))
    } else {
        (
            kind,
            Some(format!(
                "invalid suffix \"{}\" on numeric literal",
                String::from_utf8_lossy(suffix)
            )),
            None,
        )
    }
}

/// `u`, `l`/`ll`, `z` (C++23) in any order, at most one of each, plus one GNU imaginary
/// `i`/`j`; `ll` must be one case (as GCC checks it).
fn is_integer_suffix(s: &[u8]) -> bool {
    let (mut u, mut l, mut z, mut imag) = (0, 0, 0, 0);
    for (k, &c) in s.iter().enumerate() {
        match c {
            b'u' | b'U' => u += 1,
            b'z' | b'Z' => z += 1,
            b'i' | b'I' | b'j' | b'J' => imag += 1,
            b'l' | b'L' => {
                l += 1;
                if l == 2 && s[k - 1] != c {
                    return false;
                }
            }
            _ => return false,
        }
    }
    u <= 1 && l <= 2 && z <= 1 && imag <= 1 && !(z == 1 && l > 0)
}

fn is_float_suffix(s: &[u8]) -> bool {
    let is_imag = |c: &u8| matches!(c, b'i' | b'I' | b'j' | b'J');
    let core = match s {
        [first, rest @ ..] if is_imag(first) => rest,
        [rest @ .., last] if is_imag(last) => rest,
        _ => s,
    };
    core.is_empty() || FLOAT_SUFFIXES.iter().any(|f| f.as_bytes() == core)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<TokenKind> {
        let map = SourceMap::new(text);
        let out = lex(text, &map);
        assert!(out.errors.is_empty(), "{:?}", out.errors);
        out.tokens
            .iter()
            .map(|t| t.kind)
            .filter(|&k| k != TokenKind::Eof)
            .collect()
    }

    #[test]
    fn number_classification() {
        use TokenKind::*;
        let cases: &[(&str, TokenKind)] = &[
            ("0", IntLit),
            ("0x1F", IntLit),
            ("0b101", IntLit),
            ("017", IntLit),
            ("1ull", IntLit),
            ("1LLU", IntLit),
            ("1uz", IntLit),
            ("1Z", IntLit),
            ("1.5", FloatLit),
            (".5", FloatLit),
            ("1.", FloatLit),
            ("1e10", FloatLit),
            ("1E-3f", FloatLit),
            ("0x1.8p3", FloatLit),
            ("0x1p-2L", FloatLit),
            ("1.0f16", FloatLit),
            ("2.0bf16", FloatLit),
            ("3.0F128", FloatLit),
            ("1.0q", FloatLit),
            ("2i", IntLit),
            ("2.0fi", FloatLit),
            ("09.5", FloatLit),
            ("12_km", UserLit),
            ("1.5_m", UserLit),
            ("10ms", UserLit),
            ("1uLL_x", UserLit),
            ("1lL", UserLit), // not a standard suffix, so an identifier ud-suffix
        ];
        for &(text, want) in cases {
            assert_eq!(classify_number(text.as_bytes()), (want, None), "{text}");
        }
        for (text, suffix) in [("12_km", Some("_km")), ("1uLL_x", Some("uLL_x")), ("0x1r", Some("r")), ("1.5e3_m", Some("_m")), ("1ull", None), ("0x1f", None)] {
            assert_eq!(number_ud_suffix(text.as_bytes()), suffix.map(str::as_bytes), "{text}");
        }
        for bad in ["0x", "0b", "1e+", "0x1.8", "08", "0b12", "1.2.3", "0x1e+1"] {
            assert!(
                classify_number(bad.as_bytes()).1.is_some(),
                "{bad} should be rejected"
            );
        }
    }

    #[test]
    fn splices_inside_tokens() {
        use TokenKind::*;
        assert_eq!(
            kinds("in\\\nt x\\\r\ny; a -\\\n> b; \"a\\\nb\""),
            vec![KwInt, Ident, Semi, Ident, Arrow, Ident, Semi, StringLit]
        );
    }

    #[test]
    fn keyword_table_covers_every_spelling() {
        for &(s, k) in KEYWORDS {
            assert_eq!(kinds(s), vec![k], "{s}");
        }
        assert_eq!(kinds("__is_same"), vec![TokenKind::KwTypeTrait]);
    }
}
