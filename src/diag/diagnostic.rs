//! A diagnostic as a value: which catalog entry, where, its named arguments and notes.
//! Built by the passes, adjusted by the sink, turned into text by the renderers.

use super::catalog_rules::{pieces, Piece};
use super::source_lookup::SourceLookup;
use super::{DiagDef, Severity};
use crate::lex::token::Span;

/// Where a diagnostic points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// A byte range of the preprocessed text; the caret goes under `lo`.
    At(Span),
    /// The end of the input (EDG prints `At end of source:` and no source line). The offset
    /// is the length of the preprocessed text; SARIF reports the line of its last character.
    EndOfSource(u32),
    /// No source position: command-line errors, unopenable input files, the suppression hint.
    Nowhere,
}

impl Location {
    /// The offset the caret points at, if any.
    pub fn offset(&self) -> Option<u32> {
        match *self {
            Location::At(span) => Some(span.lo),
            Location::EndOfSource(end) => Some(end),
            Location::Nowhere => None,
        }
    }
}

/// The value of a named argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagArg {
    Text(String),
    /// A source position, displayed relative to the diagnostic's own: `line 4`, or
    /// `line 1 of inc/a.h` when in another file (the reference's "(declared at line 4)").
    Position(u32),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub def: &'static DiagDef,
    /// The catalog's severity, unless a pass emits the entry with another (the reference
    /// reports syntax errors inside `#pragma nv_diag_*` as warnings) or controls changed it.
    pub severity: Severity,
    pub location: Location,
    pub args: Vec<(&'static str, DiagArg)>,
    /// Attached notes, rendered right after this diagnostic.
    pub notes: Vec<Diagnostic>,
    /// For code that is device code only because device code calls it (a template, a
    /// lambda, an inline function): the routines from the one that is device code by its own
    /// attributes down to the offending one, each with where its body starts. Shown by the
    /// formats beyond the reference's (pretty, JSON); the reference's text has no such part.
    pub call_path: Vec<(String, u32)>,
    /// A warning made an error by `--promote_warnings`: the reference still shows its number.
    pub promoted: bool,
    /// Other places worth showing, with what they are ("`h()` is declared here"): secondary
    /// labels of the formats beyond the reference's (pretty, JSON).
    pub related: Vec<(String, u32)>,
    /// A device-side diagnostic that only some of the requested architectures' device
    /// preprocessings give (`cufe check -arch=sm_80 -arch=sm_90`): those architectures, as
    /// nvcc names virtual ones (`compute_90`). Empty when every architecture gives it.
    pub architectures: Vec<String>,
    /// Where in the source the reference finds it, when that is not its location (a warning
    /// on a whole expression is found once all of the expression has been checked, after
    /// the errors inside it): orders it among the others (see `DiagSink::flush`).
    pub found_at: Option<u32>,
}

impl Diagnostic {
    pub fn new(def: &'static DiagDef, span: Span) -> Diagnostic {
        Diagnostic::with_location(def, Location::At(span))
    }

    /// A diagnostic at the end of the input (`end` = length of the preprocessed text).
    pub fn at_end(def: &'static DiagDef, end: u32) -> Diagnostic {
        Diagnostic::with_location(def, Location::EndOfSource(end))
    }

    /// A diagnostic without a source position (command line, missing input file).
    pub fn nowhere(def: &'static DiagDef) -> Diagnostic {
        Diagnostic::with_location(def, Location::Nowhere)
    }

    pub fn with_location(def: &'static DiagDef, location: Location) -> Diagnostic {
        Diagnostic { def, severity: def.severity, location, args: Vec::new(), notes: Vec::new(), call_path: Vec::new(), promoted: false, related: Vec::new(), architectures: Vec::new(), found_at: None }
    }

    /// Found at source offset `offset` (see `found_at`).
    pub fn found_at(mut self, offset: u32) -> Diagnostic {
        self.found_at = Some(offset);
        self
    }

    /// Sets a text argument (replacing an earlier value of the same name).
    pub fn arg(self, name: &'static str, value: impl Into<String>) -> Diagnostic {
        self.set_arg(name, DiagArg::Text(value.into()))
    }

    /// Sets a position argument (e.g. where the previous declaration is).
    pub fn arg_position(self, name: &'static str, offset: u32) -> Diagnostic {
        self.set_arg(name, DiagArg::Position(offset))
    }

    fn set_arg(mut self, name: &'static str, value: DiagArg) -> Diagnostic {
        match self.args.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.args.push((name, value)),
        }
        self
    }

    /// Adds a related place (see the field).
    pub fn related(mut self, what: impl Into<String>, offset: u32) -> Diagnostic {
        self.related.push((what.into(), offset));
        self
    }

    /// Sets the call path (see the field).
    pub fn call_path(mut self, path: Vec<(String, u32)>) -> Diagnostic {
        self.call_path = path;
        self
    }

    pub fn note(mut self, note: Diagnostic) -> Diagnostic {
        self.notes.push(note);
        self
    }

    /// Emits the entry with another severity than the catalog's.
    pub fn severity(mut self, severity: Severity) -> Diagnostic {
        self.severity = severity;
        self
    }

    /// The message with its arguments filled in. A missing argument shows as `{name}`
    /// rather than failing: a wrong message beats a lost diagnostic.
    pub fn message(&self, src: &dyn SourceLookup) -> String {
        let Ok(parts) = pieces(self.def.text) else {
            return self.def.text.to_string();
        };
        let mut out = String::new();
        for p in parts {
            match p {
                Piece::Text(t) => out.push_str(t),
                Piece::Arg(name) => match self.args.iter().find(|(n, _)| *n == name) {
                    Some((_, DiagArg::Text(t))) => out.push_str(t),
                    Some((_, DiagArg::Position(off))) => out.push_str(&self.describe_position(*off, src)),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                },
            }
        }
        out
    }

    fn describe_position(&self, offset: u32, src: &dyn SourceLookup) -> String {
        let there = src.locate(offset);
        let same_file = self.location.offset().is_some_and(|here| src.locate(here).file == there.file);
        if same_file {
            format!("line {}", there.line)
        } else {
            format!("line {} of {}", there.line, there.file)
        }
    }
}
