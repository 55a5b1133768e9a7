//! What renderers need to know about source positions, as a trait so that the diagnostics
//! code does not depend on how the source map is built. `source::SourceMap` implements it.
//!
//! Offsets are byte offsets into the preprocessed text. Columns reported to users count
//! Unicode code points (as the reference's caret and its SARIF `unicodeCodePoints` do); the
//! renderers compute them from `line_start` and `line_text`.

use crate::source::original_lines::{original_offset, OriginalFiles};
use crate::source::SourceMap;

/// An original source position: the file as its line marker names it, and a 1-based line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourcePos {
    pub file: String,
    pub line: u32,
    /// Byte offset (in the preprocessed text) of the start of the line holding the position.
    pub line_start: u32,
}

pub trait SourceLookup {
    /// File, line and line start of `offset` (offsets past the end resolve to the end).
    fn locate(&self, offset: u32) -> SourcePos;
    /// The line holding `offset` as it is shown under a diagnostic, without its line break.
    fn line_text(&self, offset: u32) -> String;
    /// The 1-based column of `offset` in code points of [`SourceLookup::line_text`].
    fn column(&self, offset: u32) -> u32 {
        char_column(self.locate(offset).line_start, &self.line_text(offset), offset)
    }
}

impl SourceLookup for SourceMap {
    fn locate(&self, offset: u32) -> SourcePos {
        let offset = offset.min(self.text().len() as u32);
        let pos = self.resolve(offset);
        SourcePos {
            file: self.file_name(pos.file).to_string(),
            line: pos.line,
            line_start: offset - (pos.col - 1),
        }
    }

    fn line_text(&self, offset: u32) -> String {
        SourceMap::line_text(self, offset).to_string()
    }
}

/// Positions shown as the user wrote them (`cufe check`): the line of the original file and
/// the column in it, where the preprocessed line can be aligned with it
/// ([`crate::source::original_lines`]); elsewhere, and in system headers, the preprocessed
/// line as the reference shows it.
pub struct AsWritten<'a> {
    pub map: &'a SourceMap,
    pub files: OriginalFiles,
}

impl<'a> AsWritten<'a> {
    pub fn new(map: &'a SourceMap) -> AsWritten<'a> {
        AsWritten { map, files: OriginalFiles::default() }
    }

    /// The original line holding `offset` and the byte offset in it, when they can be found.
    fn original(&self, offset: u32) -> Option<(String, usize)> {
        let offset = offset.min(self.map.text().len() as u32);
        let pos = self.map.resolve(offset);
        if self.map.is_system_header(pos.file) {
            return None;
        }
        let original = self.files.line(self.map.file_name(pos.file), pos.line)?;
        let at = original_offset(self.map.line_text(offset), &original, (pos.col - 1) as usize)?;
        Some((original, at))
    }
}

impl SourceLookup for AsWritten<'_> {
    fn locate(&self, offset: u32) -> SourcePos {
        self.map.locate(offset)
    }

    fn line_text(&self, offset: u32) -> String {
        match self.original(offset) {
            Some((line, _)) => line,
            None => SourceMap::line_text(self.map, offset).to_string(),
        }
    }

    fn column(&self, offset: u32) -> u32 {
        match self.original(offset) {
            Some((line, at)) => char_column(0, &line, at as u32),
            None => self.map.column(offset),
        }
    }
}

/// 1-based column of `offset` in code points, given the start and text of its line.
pub(crate) fn char_column(line_start: u32, line_text: &str, offset: u32) -> u32 {
    let mut byte = offset.saturating_sub(line_start) as usize;
    if byte > line_text.len() {
        // Past the end of the line (e.g. at the line break): count the missing bytes as columns.
        return line_text.chars().count() as u32 + (byte - line_text.len()) as u32 + 1;
    }
    while !line_text.is_char_boundary(byte) {
        byte -= 1;
    }
    line_text[..byte].chars().count() as u32 + 1
}
