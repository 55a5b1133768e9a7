//! The source map: where each byte of the preprocessed text (a `gcc -E` `.ii` file) came
//! from. Line markers (`# N "file" flags`, `#line N "file"`) say which original file and
//! line the following lines belong to; `SourceMap` indexes them once so that any byte
//! offset resolves to (file, line, column) by two binary searches. It also lists the
//! directive lines that survived preprocessing (markers, `#pragma`, `#ident`, ...), which
//! the lexer consults to skip markers and turn the rest into `PragmaLine` tokens.
//!
//! Columns are 1-based byte counts in the preprocessed line, as EDG reports them.

mod conditionals;
mod line_marker;
pub mod original_lines;
pub(crate) mod skim;

pub use conditionals::ConditionalError;
pub use line_marker::DirectiveKind;

use crate::lex::token::Span;
use line_marker::Parsed;
use std::collections::HashMap;

/// Inputs must be shorter than this: offsets are `u32`.
pub const MAX_INPUT_LEN: usize = u32::MAX as usize;

/// An original source file named by a line marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// An original source position. `line` and `col` are 1-based (a `# 0` marker gives line 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub file: FileId,
    pub line: u32,
    pub col: u32,
}

/// A directive line of the preprocessed text, from its `#` to the end of its line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Directive {
    pub span: Span,
    pub kind: DirectiveKind,
}

struct FileInfo {
    name: String,
    system: bool,
}

/// From preprocessed line `first_line` (0-based index) on, lines belong to `file`, starting at
/// original line `line`.
#[derive(Clone, Copy)]
struct Segment {
    first_line: u32,
    file: FileId,
    line: u32,
    system: bool,
}

pub struct SourceMap {
    text: String,
    /// Offset of the first byte of each preprocessed line.
    line_starts: Vec<u32>,
    /// Sorted by `first_line`; the first one starts at line 0.
    segments: Vec<Segment>,
    files: Vec<FileInfo>,
    directives: Vec<Directive>,
    primary: FileId,
}

impl SourceMap {
    /// Indexes `text`; positions before any line marker belong to a file named `<input>`.
    pub fn new(text: &str) -> SourceMap {
        SourceMap::with_name(text, "<input>")
    }

    /// Indexes `text`; positions before any line marker belong to the file `name`, which is
    /// also the primary file if there is no marker. Text beyond `MAX_INPUT_LEN` is not
    /// indexed (the lexer refuses such input).
    pub fn with_name(text: &str, name: &str) -> SourceMap {
        let mut end = text.len().min(MAX_INPUT_LEN);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let text = &text[..end];
        let line_starts = line_starts(text);
        let mut map = SourceMap {
            text: text.to_string(),
            line_starts,
            segments: vec![Segment {
                first_line: 0,
                file: FileId(0),
                line: 1,
                system: false,
            }],
            files: vec![FileInfo {
                name: name.to_string(),
                system: false,
            }],
            directives: Vec::new(),
            primary: FileId(0),
        };
        let mut ids: HashMap<String, FileId> = HashMap::new();
        ids.insert(name.to_string(), FileId(0));
        let mut seen_marker = false;
        let lines = skim::directive_lines(text);
        let roles = conditionals::roles(text, &lines);
        for (range, role) in lines.into_iter().zip(roles) {
            let parsed = match role {
                conditionals::Role::Skipped => continue,
                conditionals::Role::Conditional { error, skip_to } => {
                    map.directives.push(Directive {
                        span: Span::new(range.start, range.end),
                        kind: DirectiveKind::Conditional { error, skip_to },
                    });
                    continue;
                }
                conditionals::Role::Kept => line_marker::parse(&text.as_bytes()[range.clone()]),
            };
            map.directives.push(Directive {
                span: Span::new(range.start, range.end),
                kind: parsed.kind(),
            });
            let Parsed::Marker(marker) = parsed else {
                continue;
            };
            let current = map.segments.last().expect("never empty").file;
            let file = match marker.file {
                Some(name) => match ids.get(&name) {
                    Some(&id) => id,
                    None => {
                        let id = FileId(map.files.len() as u32);
                        map.files.push(FileInfo {
                            name: name.clone(),
                            system: false,
                        });
                        ids.insert(name, id);
                        id
                    }
                },
                None => current,
            };
            if marker.system {
                map.files[file.0 as usize].system = true;
            }
            if !seen_marker {
                map.primary = file;
                seen_marker = true;
            }
            let first_line = map.line_index(range.start as u32).saturating_add(1);
            let segment = Segment {
                first_line,
                file,
                line: marker.line,
                system: marker.system,
            };
            // Consecutive markers: the later one wins for the lines that follow both.
            match map.segments.last_mut() {
                Some(last) if last.first_line == first_line => *last = segment,
                _ => map.segments.push(segment),
            }
        }
        map
    }

    /// The preprocessed text this map indexes.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Original position of byte `offset` (offsets past the end resolve to the end).
    pub fn resolve(&self, offset: u32) -> Position {
        let offset = offset.min(self.text.len() as u32);
        let line = self.line_index(offset);
        let seg = self.segment_of_line(line);
        Position {
            file: seg.file,
            line: seg.line.saturating_add(line - seg.first_line),
            col: offset - self.line_starts[line as usize] + 1,
        }
    }

    pub fn file_name(&self, id: FileId) -> &str {
        self.files
            .get(id.0 as usize)
            .map_or("<unknown>", |f| f.name.as_str())
    }

    /// Every file named by a marker (and the default file), in order of first mention.
    pub fn files(&self) -> impl Iterator<Item = FileId> + '_ {
        (0..self.files.len() as u32).map(FileId)
    }

    /// Did a line marker flag this file as a system header (flag 3)?
    pub fn is_system_header(&self, id: FileId) -> bool {
        self.files.get(id.0 as usize).is_some_and(|f| f.system)
    }

    /// Is the text at `offset` from a system header (per the marker in force there)?
    pub fn in_system_header(&self, offset: u32) -> bool {
        let offset = offset.min(self.text.len() as u32);
        self.segment_of_line(self.line_index(offset)).system
    }

    /// The main source file: the one named by the first line marker.
    pub fn primary_file(&self) -> FileId {
        self.primary
    }

    /// The whole preprocessed line containing `offset`, without its line break.
    pub fn line_text(&self, offset: u32) -> &str {
        let offset = offset.min(self.text.len() as u32);
        let line = self.line_index(offset) as usize;
        let start = self.line_starts[line] as usize;
        let mut end = self
            .line_starts
            .get(line + 1)
            .map_or(self.text.len(), |&s| s as usize - 1);
        if end > start && self.text.as_bytes()[end - 1] == b'\r' {
            end -= 1;
        }
        &self.text[start..end]
    }

    /// The directive lines (markers, pragmas, others), in text order.
    pub fn directives(&self) -> &[Directive] {
        &self.directives
    }

    /// Number of lines of the preprocessed text.
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// 0-based index of the preprocessed line containing `offset`.
    fn line_index(&self, offset: u32) -> u32 {
        (self.line_starts.partition_point(|&s| s <= offset) - 1) as u32
    }

    fn segment_of_line(&self, line: u32) -> &Segment {
        let i = self.segments.partition_point(|s| s.first_line <= line);
        &self.segments[i - 1]
    }
}

fn line_starts(text: &str) -> Vec<u32> {
    let mut starts = Vec::with_capacity(text.len() / 40 + 1);
    starts.push(0);
    starts.extend(
        text.bytes()
            .enumerate()
            .filter(|&(_, b)| b == b'\n')
            .map(|(i, _)| i as u32 + 1),
    );
    starts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(map: &SourceMap, text: &str, needle: &str) -> (String, u32, u32) {
        let off = text.find(needle).expect("needle present") as u32;
        let p = map.resolve(off);
        (map.file_name(p.file).to_string(), p.line, p.col)
    }

    #[test]
    fn no_markers_uses_the_given_name() {
        let text = "int a;\n  int b;\n";
        let map = SourceMap::with_name(text, "k.cu");
        assert_eq!(pos(&map, text, "b;"), ("k.cu".into(), 2, 7));
        assert_eq!(map.file_name(map.primary_file()), "k.cu");
        assert_eq!(map.line_text(9), "  int b;");
        // The end of the text resolves to the last (empty) line.
        assert_eq!(map.resolve(text.len() as u32).line, 3);
    }

    #[test]
    fn markers_switch_files_and_lines() {
        let text = "# 0 \"main.cu\"\n# 1 \"/usr/include/s.h\" 1 3 4\nint s;\n\n# 1 \"main.cu\" 2\nint m;\n# 40\nint late;\n";
        let map = SourceMap::new(text);
        assert_eq!(pos(&map, text, "int s"), ("/usr/include/s.h".into(), 1, 1));
        assert_eq!(pos(&map, text, "int m"), ("main.cu".into(), 1, 1));
        assert_eq!(pos(&map, text, "late"), ("main.cu".into(), 40, 5));
        assert_eq!(map.file_name(map.primary_file()), "main.cu");
        let sys = map.resolve(text.find("int s").unwrap() as u32).file;
        assert!(map.is_system_header(sys));
        assert!(!map.is_system_header(map.primary_file()));
        assert!(map.in_system_header(text.find("int s").unwrap() as u32));
        assert!(!map.in_system_header(text.find("int m").unwrap() as u32));
        assert!(map
            .directives()
            .iter()
            .all(|d| d.kind == DirectiveKind::LineMarker));
        assert_eq!(map.directives().len(), 4);
    }

    #[test]
    fn crlf_lines() {
        let text = "#line 7 \"w.cpp\"\r\nint x;\r\nint y;\r\n";
        let map = SourceMap::new(text);
        assert_eq!(pos(&map, text, "y;"), ("w.cpp".into(), 8, 5));
        assert_eq!(map.line_text(text.find("y;").unwrap() as u32), "int y;");
        assert_eq!(map.file_name(map.primary_file()), "w.cpp");
    }
}
