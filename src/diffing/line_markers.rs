//! Line markers (`# N "file" flags`, `# N`, `#line N "file"`, `#line N`): recognised, removed
//! from the compared text, and remembered, so that every remaining line keeps the original
//! source position (file, line) it stands for as well as its own line number in the output.

use std::rc::Rc;

/// A position in the original source, as the line markers describe it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    pub file: Rc<str>,
    pub line: u32,
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

/// A parsed line marker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineMarker {
    /// The line number the next line has.
    pub line: u32,
    /// The file the next line comes from; `None` = unchanged.
    pub file: Option<String>,
}

/// Parses `line` as a line marker; `None` when it is anything else (including other
/// directives and `#` lines whose number does not fit).
pub fn parse_line_marker(line: &str) -> Option<LineMarker> {
    let rest = line.trim_start().strip_prefix('#')?.trim_start();
    let rest = match rest.strip_prefix("line") {
        Some(after) if after.starts_with([' ', '\t']) => after.trim_start(),
        _ => rest,
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let number: u32 = rest[..digits].parse().ok()?;
    let after = &rest[digits..];
    if !(after.is_empty() || after.starts_with([' ', '\t'])) {
        return None;
    }
    let after = after.trim_start();
    if after.is_empty() {
        return Some(LineMarker { line: number, file: None });
    }
    let quoted = after.strip_prefix('"')?;
    let mut file = String::new();
    let mut chars = quoted.chars();
    loop {
        match chars.next()? {
            '"' => break,
            '\\' => file.push(chars.next()?),
            c => file.push(c),
        }
    }
    // What follows the name must be flags (digits) only.
    if !chars.as_str().split_whitespace().all(|f| f.bytes().all(|b| b.is_ascii_digit())) {
        return None;
    }
    Some(LineMarker { line: number, file: Some(file) })
}

/// A line of output with its positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionedLine<'a> {
    pub text: &'a str,
    /// 1-based line number in the output file.
    pub output_line: u32,
    /// The source position the markers give this line; `None` before the first marker.
    pub origin: Option<Origin>,
}

/// Splits `text` into lines; with `remove_markers`, drops the line markers and gives every
/// other line the source position they imply (a file name is passed through `rename`, e.g.
/// to strip prefixes). Without, every line is kept and has no origin.
pub fn position_lines<'a>(
    text: &'a str,
    remove_markers: bool,
    rename: &dyn Fn(&str) -> String,
) -> Vec<PositionedLine<'a>> {
    let mut out = Vec::new();
    let mut file: Option<Rc<str>> = None;
    let mut next_line: u32 = 1;
    for (index, raw) in text.lines().enumerate() {
        let output_line = u32::try_from(index + 1).unwrap_or(u32::MAX);
        if remove_markers {
            if let Some(marker) = parse_line_marker(raw) {
                if let Some(name) = marker.file {
                    file = Some(Rc::from(rename(&name)));
                }
                next_line = marker.line;
                continue;
            }
        }
        let origin = file.as_ref().map(|f| Origin { file: Rc::clone(f), line: next_line });
        next_line = next_line.saturating_add(1);
        out.push(PositionedLine { text: raw, output_line, origin });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_three_spellings() {
        assert_eq!(
            parse_line_marker("# 56 \"/a/prelude.h\" 1 3"),
            Some(LineMarker { line: 56, file: Some("/a/prelude.h".into()) })
        );
        assert_eq!(parse_line_marker("# 7"), Some(LineMarker { line: 7, file: None }));
        assert_eq!(parse_line_marker("#line 12 \"k.cu\""), Some(LineMarker { line: 12, file: Some("k.cu".into()) }));
        assert_eq!(parse_line_marker("  #  line 3"), Some(LineMarker { line: 3, file: None }));
        assert_eq!(parse_line_marker("# 1 \"a\\\\b\\\"c\""), Some(LineMarker { line: 1, file: Some("a\\b\"c".into()) }));
    }

    #[test]
    fn rejects_other_directives() {
        for s in ["#if 0", "#include \"x\"", "#pragma once", "# 1x", "#line", "# 99999999999", "# 1 \"open", "# 1 \"f\" x"] {
            assert_eq!(parse_line_marker(s), None, "{s}");
        }
    }

    #[test]
    fn lines_keep_their_source_position() {
        let text = "# 1 \"k.cu\"\nint a;\n# 7\nint b;\nint c;\n# 2 \"/h/x.h\"\nint d;\n";
        let lines = position_lines(text, true, &|f: &str| f.trim_start_matches("/h/").to_string());
        let got: Vec<_> = lines.iter().map(|l| (l.text, l.output_line, l.origin.as_ref().map(|o| o.to_string()))).collect();
        assert_eq!(
            got,
            [
                ("int a;", 2, Some("k.cu:1".to_string())),
                ("int b;", 4, Some("k.cu:7".to_string())),
                ("int c;", 5, Some("k.cu:8".to_string())),
                ("int d;", 7, Some("x.h:2".to_string())),
            ]
        );
        assert_eq!(position_lines(text, false, &|f: &str| f.to_string()).len(), 7);
    }
}
