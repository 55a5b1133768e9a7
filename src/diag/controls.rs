//! Severity controls: `--diag_suppress/--diag_error/--diag_warning/--diag_remark` (lists of
//! numbers in either form, or tags), the display options, and `#pragma nv_diag_*`.
//!
//! Command-line controls apply everywhere; a pragma applies from its position on (positions
//! are offsets into the preprocessed text), so a diagnostic reported late (e.g. at the end of
//! a function) still gets the controls in force where it points. `nv_diagnostic push/pop`
//! save and restore the pragma state. Errors the reference does not let users change
//! (non-discretionary ones, catastrophes) ignore all controls, as in the reference.

use super::number::parse_number;
use super::{Diagnostic, Location, Severity};
use crate::lex::token::Span;
use crate::tables::diagnostics as catalog;
use std::collections::BTreeMap;

/// What a control does to a diagnostic number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagAction {
    Suppress,
    Remark,
    Warning,
    Error,
    /// Back to the severity it was emitted with.
    Default,
    /// Keep the severity but show only the first occurrence (`#pragma nv_diag_once`).
    Once,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum PragmaEvent {
    Set { offset: u32, number: u32, action: DiagAction },
    Push { offset: u32 },
    Pop { offset: u32 },
}

impl PragmaEvent {
    fn offset(&self) -> u32 {
        match *self {
            PragmaEvent::Set { offset, .. } | PragmaEvent::Push { offset } | PragmaEvent::Pop { offset } => offset,
        }
    }
}

/// A rejected item of a `--diag_*` option: the command-line error to report.
pub type ControlError = Diagnostic;

#[derive(Clone, Debug)]
pub struct DiagControls {
    /// `--display_error_number` (nvcc passes it): show `#N-D` on warnings, remarks and notes,
    /// and the one-time suppression hint.
    pub display_numbers: bool,
    /// Our `--diag-numbers=all`: also show numbers on errors.
    pub numbers_on_errors: bool,
    /// `--remarks`: remarks are dropped unless this is set.
    pub show_remarks: bool,
    /// `--error_limit=N` (the reference's default is 100): the compilation stops after N errors.
    pub error_limit: u32,
    /// `-w` / `--no_warnings`: warnings are not shown.
    pub no_warnings: bool,
    /// `--promote_warnings`: warnings are errors (applied by the sink, which marks them).
    pub promote_warnings: bool,
    command_line: BTreeMap<u32, DiagAction>,
    /// In position order (the parser meets pragmas in text order).
    pragmas: Vec<PragmaEvent>,
}

impl Default for DiagControls {
    fn default() -> Self {
        DiagControls {
            display_numbers: false,
            numbers_on_errors: false,
            show_remarks: false,
            error_limit: 100,
            no_warnings: false,
            promote_warnings: false,
            command_line: BTreeMap::new(),
            pragmas: Vec::new(),
        }
    }
}

/// The number a control item names: a number in either form or a tag.
enum Item {
    Number(u32),
    BadNumber,
    BadTag,
}

fn parse_item(item: &str) -> Item {
    if !item.is_empty() && item.bytes().all(|b| b.is_ascii_digit()) {
        match item.parse::<u32>().ok().and_then(parse_number) {
            Some(n) => Item::Number(n),
            None => Item::BadNumber,
        }
    } else {
        match catalog::number_of_tag(item) {
            Some(n) => Item::Number(n),
            None => Item::BadTag,
        }
    }
}

impl DiagControls {
    pub fn new() -> DiagControls {
        DiagControls::default()
    }

    /// Applies one `--diag_<action>=LIST` option. `LIST` is comma-separated numbers (either
    /// form) or tags, spaces allowed around items. The first bad item is returned as the
    /// command-line error the reference gives (invalid error number / tag); items before it
    /// stay applied.
    pub fn apply_option(&mut self, action: DiagAction, list: &str) -> Result<(), ControlError> {
        for raw in list.split(',') {
            let item = raw.trim();
            match parse_item(item) {
                Item::Number(n) => {
                    self.command_line.insert(n, action);
                }
                Item::BadNumber => {
                    return Err(Diagnostic::nowhere(&catalog::CL_INVALID_ERROR_NUMBER).arg("number", item));
                }
                Item::BadTag => return Err(Diagnostic::nowhere(&catalog::CL_INVALID_ERROR_TAG).arg("tag", item)),
            }
        }
        Ok(())
    }

    /// Handles a `#pragma` directive line (`line` is its text from `#` to the end of the line,
    /// `offset` where it starts). Returns `None` when it is not a diagnostic-control pragma
    /// (the caller handles it), otherwise the diagnostics its arguments deserve (bad numbers,
    /// tags or syntax, reported as warnings like the reference does).
    pub fn apply_pragma(&mut self, line: &str, offset: u32) -> Option<Vec<Diagnostic>> {
        let mut lex = PragmaLexer { text: line, pos: 0 };
        if lex.next_token()?.1 != "#" || lex.next_token()?.1 != "pragma" {
            return None;
        }
        let name = lex.next_token()?.1;
        let action = match name {
            "nv_diag_suppress" => DiagAction::Suppress,
            "nv_diag_remark" => DiagAction::Remark,
            "nv_diag_warning" => DiagAction::Warning,
            "nv_diag_error" => DiagAction::Error,
            "nv_diag_default" => DiagAction::Default,
            "nv_diag_once" => DiagAction::Once,
            "nv_diagnostic" => return Some(self.push_pop(&mut lex, line, offset)),
            _ => return None,
        };
        let at = |pos: usize| Span::new(offset as usize + pos, offset as usize + pos);
        let mut out = Vec::new();
        loop {
            let start = lex.next_token();
            let good = match start {
                Some((pos, tok)) if tok.as_bytes()[0].is_ascii_alphanumeric() || tok.starts_with('_') => {
                    match parse_item(tok) {
                        Item::Number(n) => {
                            self.pragmas.push(PragmaEvent::Set { offset, number: n, action });
                        }
                        Item::BadNumber => out.push(Diagnostic::new(&catalog::INVALID_ERROR_NUMBER, at(pos))),
                        Item::BadTag => out.push(Diagnostic::new(&catalog::INVALID_ERROR_TAG, at(pos))),
                    }
                    true
                }
                Some((pos, _)) => {
                    out.push(Diagnostic::new(&catalog::EXP_ERROR_ARGUMENT, at(pos)));
                    false
                }
                None => {
                    out.push(Diagnostic::new(&catalog::EXP_ERROR_ARGUMENT, at(line.len())));
                    false
                }
            };
            match lex.next_token() {
                None if good => break,
                Some((_, ",")) if good => continue,
                next => {
                    let pos = next.map_or(line.len(), |(p, _)| p);
                    out.push(Diagnostic::new(&catalog::EXP_COMMA, at(pos)).severity(Severity::Warning));
                    break;
                }
            }
        }
        Some(out)
    }

    fn push_pop(&mut self, lex: &mut PragmaLexer, line: &str, offset: u32) -> Vec<Diagnostic> {
        let at = |pos: usize| Span::new(offset as usize + pos, offset as usize + pos);
        match lex.next_token() {
            Some((_, "push")) => {
                self.pragmas.push(PragmaEvent::Push { offset });
                Vec::new()
            }
            Some((_, "pop")) => {
                let depth = self.pragmas.iter().fold(0i64, |d, e| match e {
                    PragmaEvent::Push { .. } => d + 1,
                    PragmaEvent::Pop { .. } => (d - 1).max(0),
                    PragmaEvent::Set { .. } => d,
                });
                if depth == 0 {
                    vec![Diagnostic::new(&catalog::NO_CORRESPONDING_PUSH, at(line.len()))]
                } else {
                    self.pragmas.push(PragmaEvent::Pop { offset });
                    Vec::new()
                }
            }
            other => vec![Diagnostic::new(&catalog::EXP_PUSH_POP, at(other.map_or(line.len(), |(p, _)| p)))],
        }
    }

    /// The action in force for `number` at `location` (pragmas before it, then the command line).
    pub fn action_at(&self, number: u32, location: Location) -> Option<DiagAction> {
        let limit = match location {
            Location::At(span) => Some(span.lo),
            Location::EndOfSource(_) => Some(u32::MAX),
            Location::Nowhere => None,
        };
        let mut state: BTreeMap<u32, DiagAction> = BTreeMap::new();
        let mut stack: Vec<BTreeMap<u32, DiagAction>> = Vec::new();
        if let Some(limit) = limit {
            for e in self.pragmas.iter().take_while(|e| e.offset() <= limit) {
                match *e {
                    PragmaEvent::Set { number: n, action, .. } => {
                        state.insert(n, action);
                    }
                    PragmaEvent::Push { .. } => stack.push(state.clone()),
                    PragmaEvent::Pop { .. } => state = stack.pop().unwrap_or_default(),
                }
            }
        }
        match state.get(&number) {
            // `nv_diag_default` restores what the command line set, as nvcc does.
            Some(DiagAction::Default) | None => self.command_line.get(&number).copied(),
            Some(&a) => Some(a),
        }
    }

    /// The severity `d` ends up with, or `None` when it is suppressed. Remarks that are not
    /// asked for (`--remarks`) count as suppressed.
    pub fn effective_severity(&self, d: &Diagnostic) -> Option<Severity> {
        let adjustable = match d.severity {
            Severity::Note | Severity::Remark | Severity::Warning => true,
            Severity::Error => d.def.discretionary,
            Severity::Catastrophe | Severity::CommandLineError => false,
        };
        let severity = if adjustable {
            match self.action_at(d.def.number, d.location) {
                Some(DiagAction::Suppress) => return None,
                Some(DiagAction::Remark) => Severity::Remark,
                Some(DiagAction::Warning) => Severity::Warning,
                Some(DiagAction::Error) => Severity::Error,
                Some(DiagAction::Default) | Some(DiagAction::Once) | None => d.severity,
            }
        } else {
            d.severity
        };
        if severity == Severity::Remark && !self.show_remarks {
            return None;
        }
        if severity == Severity::Warning && self.no_warnings {
            return None;
        }
        Some(severity)
    }

    /// Whether `#pragma nv_diag_once` is in force for `d`.
    pub fn is_once(&self, d: &Diagnostic) -> bool {
        self.action_at(d.def.number, d.location) == Some(DiagAction::Once)
    }
}

/// Splits a pragma line into tokens: numbers/identifiers, or single other characters.
struct PragmaLexer<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> PragmaLexer<'a> {
    /// The next token and its byte position in the line.
    fn next_token(&mut self) -> Option<(usize, &'a str)> {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if self.pos >= bytes.len() {
            return None;
        }
        let start = self.pos;
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        if word(bytes[start]) {
            while self.pos < bytes.len() && word(bytes[self.pos]) {
                self.pos += 1;
            }
        } else {
            self.pos += self.text[start..].chars().next().map_or(1, char::len_utf8);
        }
        Some((start, &self.text[start..self.pos]))
    }
}
