//! A quick pass over preprocessed text that finds the directive lines (`# N "file"`,
//! `#pragma ...`) without lexing everything. It has to know just enough C++ to step over
//! whatever can hide a `#` at the start of a line: raw string literals and block comments,
//! which may span lines, and the ordinary literals that could hide their openers.
//! The lexer uses the same character classes and raw-string rules (exported here), so the
//! two agree on where a directive starts.
//!
//! Like GCC reading a preprocessed file (`-fpreprocessed`), a directive is recognised only
//! when its `#` is the first byte of a logical line: a `#` produced by macro expansion is
//! printed by GCC after a space and stays an ordinary token.

use std::ops::Range;

/// Longest raw-string delimiter the standard allows.
pub(crate) const MAX_RAW_DELIMITER: usize = 16;

/// Bytes that may start an identifier: letters, `_`, `$`, and every non-ASCII byte (parts of
/// UTF-8 letters, accepted as GCC and EDG do).
const IDENT_START: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80;
        b += 1;
    }
    t
};

const IDENT_CONTINUE: [bool; 256] = {
    let mut t = IDENT_START;
    let mut d = b'0';
    while d <= b'9' {
        t[d as usize] = true;
        d += 1;
    }
    t
};

#[inline]
pub(crate) fn is_ident_start(b: u8) -> bool {
    IDENT_START[b as usize]
}

#[inline]
pub(crate) fn is_ident_continue(b: u8) -> bool {
    IDENT_CONTINUE[b as usize]
}

/// Length of a backslash-newline splice at `p` (`\` + LF or `\` + CR LF), 0 if none.
#[inline]
pub(crate) fn splice_len(s: &[u8], p: usize) -> usize {
    if p < s.len() && s[p] == b'\\' {
        match s.get(p + 1) {
            Some(b'\n') => return 2,
            Some(b'\r') if s.get(p + 2) == Some(&b'\n') => return 3,
            _ => {}
        }
    }
    0
}

/// `p` moved past any splices that start there.
#[inline]
pub(crate) fn skip_splices(s: &[u8], mut p: usize) -> usize {
    loop {
        let n = splice_len(s, p);
        if n == 0 {
            return p;
        }
        p += n;
    }
}

/// Encoding prefixes of ordinary string and character literals.
pub(crate) fn is_encoding_prefix(word: &[u8]) -> bool {
    matches!(word, b"u8" | b"u" | b"U" | b"L")
}

/// Prefixes that open a raw string literal when followed by `"`.
pub(crate) fn is_raw_prefix(word: &[u8]) -> bool {
    matches!(word, b"R" | b"u8R" | b"uR" | b"UR" | b"LR")
}

/// For a raw string whose opening `"` is at `quote`: the delimiter's byte range, if the
/// delimiter is valid (at most 16 characters, none of space, `(`, `)`, `\`, `"` or a control
/// character, and followed by `(`).
pub(crate) fn raw_delimiter(s: &[u8], quote: usize) -> Option<Range<usize>> {
    let start = quote + 1;
    let mut p = start;
    while p < s.len() && p - start <= MAX_RAW_DELIMITER {
        match s[p] {
            b'(' => return Some(start..p),
            b' ' | b')' | b'\\' | b'"' | 0..=0x1f | 0x7f => return None,
            _ => p += 1,
        }
    }
    None
}

/// For a raw string with delimiter `delim` (a range of `s`): the offset just past the closing
/// `)delim"`, searching from `body` (just past the opening `(`). `None` when unterminated.
pub(crate) fn raw_string_end(s: &[u8], delim: Range<usize>, body: usize) -> Option<usize> {
    let d = &s[delim];
    let mut p = body;
    while p < s.len() {
        if s[p] == b')' {
            let tail = &s[p + 1..];
            if tail.len() > d.len() && tail.starts_with(d) && tail[d.len()] == b'"' {
                return Some(p + 1 + d.len() + 1);
            }
        }
        p += 1;
    }
    None
}

/// End of the logical line that contains `p`: the offset of its terminating LF (one not part
/// of a splice), or the text length.
pub(crate) fn logical_line_end(s: &[u8], mut p: usize) -> usize {
    while p < s.len() {
        match s[p] {
            b'\n' => return p,
            b'\\' => p += splice_len(s, p).max(1),
            _ => p += 1,
        }
    }
    s.len()
}

/// Bytes the directive scan must look at; it runs over everything else.
const INTERESTING: [bool; 256] = {
    let mut t = [false; 256];
    t[b'\n' as usize] = true;
    t[b'\\' as usize] = true;
    t[b'"' as usize] = true;
    t[b'\'' as usize] = true;
    t[b'/' as usize] = true;
    t
};

/// Offsets of the directive lines of `text`, each from its `#` to the end of its logical
/// line (the LF excluded, and a CR before it too).
pub(crate) fn directive_lines(text: &str) -> Vec<Range<usize>> {
    let s = text.as_bytes();
    let n = s.len();
    let mut found = Vec::new();
    // A byte order mark is not text: a directive right after it still starts its line.
    let mut i = if s.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
    let mut line_begin = true;
    while i < n {
        if line_begin && s[i] == b'#' {
            let end = logical_line_end(s, i);
            let trimmed = if end > i && s[end - 1] == b'\r' {
                end - 1
            } else {
                end
            };
            found.push(i..trimmed);
            i = end;
        }
        line_begin = false;
        while i < n && !INTERESTING[s[i] as usize] {
            i += 1;
        }
        if i >= n {
            break;
        }
        i = match s[i] {
            b'\n' => {
                line_begin = true;
                i + 1
            }
            b'\\' => i + splice_len(s, i).max(1),
            b'"' => {
                // The identifier touching the quote, if any, may be a prefix.
                let word = &s[ident_run_start(s, i)..i];
                if is_raw_prefix(word) {
                    skip_raw_string(s, i)
                } else {
                    skip_quoted(s, i)
                }
            }
            b'\'' => {
                // Inside a preprocessing number a quote is a digit separator.
                let mut j = i;
                while j > 0 && (is_ident_continue(s[j - 1]) || matches!(s[j - 1], b'.' | b'\'')) {
                    j -= 1;
                }
                let starts_number =
                    s[j].is_ascii_digit() || (s[j] == b'.' && s[j + 1].is_ascii_digit());
                if j < i && starts_number {
                    i + 1
                } else {
                    skip_quoted(s, i)
                }
            }
            _ => match s.get(i + 1) {
                Some(b'*') => block_comment_end(s, i + 2).unwrap_or(n),
                Some(b'/') => logical_line_end(s, i),
                _ => i + 1,
            },
        };
    }
    found
}

/// Start of the run of identifier characters that ends at `end`.
fn ident_run_start(s: &[u8], end: usize) -> usize {
    let mut j = end;
    while j > 0 && is_ident_continue(s[j - 1]) {
        j -= 1;
    }
    j
}

/// Past a raw string whose `"` is at `quote`; with a bad delimiter it is read as an ordinary
/// string (the lexer does the same and reports the delimiter).
pub(crate) fn skip_raw_string(s: &[u8], quote: usize) -> usize {
    match raw_delimiter(s, quote) {
        Some(d) => {
            let body = d.end + 1;
            raw_string_end(s, d, body).unwrap_or(s.len())
        }
        None => skip_quoted(s, quote),
    }
}

/// Past an ordinary string or character literal opened at `open`: just after the closing
/// quote, or at the LF that leaves it unterminated.
fn skip_quoted(s: &[u8], open: usize) -> usize {
    let quote = s[open];
    let mut p = open + 1;
    while p < s.len() {
        match s[p] {
            b'\\' => p += splice_len(s, p).max(2),
            b'\n' => return p,
            c if c == quote => return p + 1,
            _ => p += 1,
        }
    }
    s.len()
}

/// Just past the `*/` closing a block comment whose body starts at `body` (just past the
/// `/*`); `None` if unterminated.
pub(crate) fn block_comment_end(s: &[u8], body: usize) -> Option<usize> {
    let mut p = body;
    while p < s.len() {
        if s[p] == b'*' {
            let q = skip_splices(s, p + 1);
            if q < s.len() && s[q] == b'/' {
                return Some(q + 1);
            }
        }
        p += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<&str> {
        directive_lines(text)
            .into_iter()
            .map(|r| &text[r])
            .collect()
    }

    #[test]
    fn finds_directives_in_column_one_only() {
        let text = "# 1 \"a.c\"\nint x;\n #pragma no\n#pragma once\r\nx # y\n";
        assert_eq!(lines(text), vec!["# 1 \"a.c\"", "#pragma once"]);
    }

    #[test]
    fn steps_over_raw_strings_and_comments() {
        let text = "const char* s = R\"x(\n# 5 \"no\"\n)x\";\n/*\n#pragma no\n*/\n#pragma yes\n";
        assert_eq!(lines(text), vec!["#pragma yes"]);
        let text = "auto s = u8R\"(\n#no\n)\"; char c = '\"';\n#yes\n";
        assert_eq!(lines(text), vec!["#yes"]);
    }

    #[test]
    fn digit_separators_do_not_open_char_literals() {
        let text = "int x = 1'000'000;\n#yes\nchar c = 'R'; auto s = \"R\";\n#also\n";
        assert_eq!(lines(text), vec!["#yes", "#also"]);
    }

    #[test]
    fn splices_continue_lines() {
        let text = "int x; \\\n#not a directive\n#pragma a \\\n  b\nend\n";
        assert_eq!(lines(text), vec!["#pragma a \\\n  b"]);
    }

    #[test]
    fn raw_delimiters() {
        let s = b"R\"abc(x)abc\"";
        let d = raw_delimiter(s, 1).unwrap();
        assert_eq!(&s[d.clone()], b"abc");
        assert_eq!(raw_string_end(s, d, 6), Some(s.len()));
        assert_eq!(raw_delimiter(b"R\"a b(x)a b\"", 1), None);
        assert_eq!(raw_delimiter(b"R\"0123456789abcdefg(x)\"", 1), None);
        assert_eq!(raw_delimiter(b"R\"0123456789abcdef(x)\"", 1), Some(2..18));
    }
}
