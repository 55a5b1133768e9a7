//! Parsing of one directive line that survived preprocessing: a GCC line marker
//! (`# N "file" flags...`), a `#line N "file"` directive (either without the file name), a
//! `#pragma`, or anything else (`#ident`, `#define` from `-dD`, ...).

/// What a directive line is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectiveKind {
    /// `# N ...` or `#line N ...`: changes the original position of the following lines.
    LineMarker,
    /// `#pragma ...`.
    Pragma,
    /// Any other directive (`#ident`, `#define` with `-dD`, ...).
    Other,
    /// A line marker whose number does not fit 32 bits: the reference reports it (#34) and
    /// goes on as if the line were not there.
    BadLineNumber,
    /// `#if`, `#elif`, `#else`, `#endif`...: it vanishes, with its problem if it has one; when
    /// the text after it is in a false group, that text resumes at `skip_to`.
    Conditional {
        error: Option<super::ConditionalError>,
        skip_to: Option<u32>,
    },
}

/// The content of a line marker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LineMarker {
    /// Original line number of the line that follows the marker.
    pub line: u32,
    /// The file named by the marker, if any (escapes undone).
    pub file: Option<String>,
    /// Flag 3: the following text comes from a system header.
    pub system: bool,
}

/// A parsed directive line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Parsed {
    Marker(LineMarker),
    Pragma,
    Other,
    BadLineNumber,
}

impl Parsed {
    pub fn kind(&self) -> DirectiveKind {
        match self {
            Parsed::Marker(_) => DirectiveKind::LineMarker,
            Parsed::Pragma => DirectiveKind::Pragma,
            Parsed::Other => DirectiveKind::Other,
            Parsed::BadLineNumber => DirectiveKind::BadLineNumber,
        }
    }
}

/// Parses a directive line, given from its `#` to the end of the line (no LF).
pub(crate) fn parse(line: &[u8]) -> Parsed {
    let mut p = Cursor { s: line, i: 1 };
    p.skip_blanks();
    if !p.peek().is_some_and(|c| c.is_ascii_digit()) {
        match p.word() {
            b"pragma" => return Parsed::Pragma,
            b"line" => p.skip_blanks(),
            _ => return Parsed::Other,
        }
    }
    let Some(line_no) = p.number() else {
        return Parsed::Other;
    };
    // The number must end at a blank or the end of the line (`# 12abc` is no marker).
    if p.peek().is_some_and(|c| !matches!(c, b' ' | b'\t' | b'\r')) {
        return Parsed::Other;
    }
    let Some(line_no) = line_no else {
        return Parsed::BadLineNumber;
    };
    p.skip_blanks();
    let file = if p.peek() == Some(b'"') {
        p.quoted()
    } else {
        None
    };
    let mut system = false;
    if file.is_some() {
        loop {
            p.skip_blanks();
            match p.number() {
                Some(Some(3)) => system = true,
                Some(_) => {}
                None => break,
            }
        }
    }
    Parsed::Marker(LineMarker {
        line: line_no,
        file,
        system,
    })
}

struct Cursor<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn skip_blanks(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\x0b' | b'\x0c')) {
            self.i += 1;
        }
    }

    fn word(&mut self) -> &'a [u8] {
        let start = self.i;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_')
        {
            self.i += 1;
        }
        &self.s[start..self.i]
    }

    /// A decimal number: `None` without digits, `Some(None)` when the value does not fit 32
    /// bits (as the reference, which takes `# 4294967295` but not `# 4294967296`).
    fn number(&mut self) -> Option<Option<u32>> {
        let start = self.i;
        let mut value: Option<u32> = Some(0);
        while let Some(c @ b'0'..=b'9') = self.peek() {
            value = value.and_then(|v| v.checked_mul(10)?.checked_add(u32::from(c - b'0')));
            self.i += 1;
        }
        (self.i > start).then_some(value)
    }

    /// A `"..."` file name with GCC's escapes (`\\`, `\"`, octal `\ooo`) undone; `None` if the
    /// closing quote is missing.
    fn quoted(&mut self) -> Option<String> {
        self.i += 1;
        let mut bytes = Vec::new();
        loop {
            let c = self.peek()?;
            self.i += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let e = self.peek()?;
                    if (b'0'..=b'7').contains(&e) {
                        let mut v: u32 = 0;
                        let mut digits = 0;
                        while digits < 3 {
                            match self.peek() {
                                Some(d @ b'0'..=b'7') => {
                                    v = v * 8 + u32::from(d - b'0');
                                    self.i += 1;
                                    digits += 1;
                                }
                                _ => break,
                            }
                        }
                        bytes.push(v as u8);
                    } else {
                        self.i += 1;
                        bytes.push(match e {
                            b'n' => b'\n',
                            b't' => b'\t',
                            other => other,
                        });
                    }
                }
                _ => bytes.push(c),
            }
        }
        Some(String::from_utf8_lossy(&bytes).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marker(line: u32, file: Option<&str>, system: bool) -> Parsed {
        Parsed::Marker(LineMarker {
            line,
            file: file.map(str::to_string),
            system,
        })
    }

    #[test]
    fn gcc_marker_forms() {
        assert_eq!(parse(b"# 1 \"a.cu\""), marker(1, Some("a.cu"), false));
        assert_eq!(
            parse(b"# 0 \"<built-in>\""),
            marker(0, Some("<built-in>"), false)
        );
        assert_eq!(
            parse(b"# 1 \"/usr/include/x.h\" 1 3 4"),
            marker(1, Some("/usr/include/x.h"), true)
        );
        assert_eq!(
            parse(b"# 21 \"/u/f.h\" 2 3 4"),
            marker(21, Some("/u/f.h"), true)
        );
        assert_eq!(parse(b"# 82 \"k.h\" 2"), marker(82, Some("k.h"), false));
        assert_eq!(parse(b"# 7"), marker(7, None, false));
    }

    #[test]
    fn line_directive_forms() {
        assert_eq!(
            parse(b"#line 10 \"b.cpp\""),
            marker(10, Some("b.cpp"), false)
        );
        assert_eq!(parse(b"#  line 3"), marker(3, None, false));
        assert_eq!(parse(b"#line 3\r"), marker(3, None, false));
    }

    #[test]
    fn escaped_file_names() {
        assert_eq!(
            parse(br#"# 4 "C:\\dir\\a \"q\".h""#),
            marker(4, Some(r#"C:\dir\a "q".h"#), false)
        );
        assert_eq!(
            parse(br#"# 4 "a\303\251.h""#),
            marker(4, Some("aé.h"), false)
        );
    }

    #[test]
    fn other_directives() {
        assert_eq!(parse(b"#pragma GCC diagnostic push"), Parsed::Pragma);
        assert_eq!(parse(b"# pragma once"), Parsed::Pragma);
        assert_eq!(parse(b"#ident \"x\""), Parsed::Other);
        assert_eq!(parse(b"#define X 1"), Parsed::Other);
        assert_eq!(parse(b"#line"), Parsed::Other);
        assert_eq!(parse(b"# 12abc"), Parsed::Other);
        assert_eq!(parse(b"#"), Parsed::Other);
        assert_eq!(parse(b"# 4294967295 \"big\""), marker(u32::MAX, Some("big"), false));
        assert_eq!(
            parse(b"# 4294967296 \"big\""),
            Parsed::BadLineNumber
        );
        // An unterminated file name keeps the line number and names no file.
        assert_eq!(parse(b"# 5 \"open"), marker(5, None, false));
    }
}
