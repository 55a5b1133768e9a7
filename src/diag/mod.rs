//! Diagnostics: the catalog's types, diagnostics as values, the controls that change their
//! severity (`--diag_*` options and `#pragma nv_diag_*`), the sink that collects them, and the
//! renderers (EDG text, SARIF 2.1.0, JSON lines, pretty).
//!
//! Flow: a pass builds a [`Diagnostic`] from a catalog entry
//! (`Diagnostic::new(&tables::diagnostics::EXP_SEMICOLON, span).arg("name", "f")`) and hands it
//! to a [`DiagSink`], which applies the [`DiagControls`] in force at the diagnostic's position,
//! counts, and keeps the survivors in order. At the end a renderer turns them into text, using
//! a [`SourceLookup`] (implemented by `source::SourceMap`) for files, lines and source text.

pub mod catalog_rules;
mod controls;
mod diagnostic;
pub mod explain;
mod number;
mod render_json;
mod render_pretty;
mod render_sarif;
mod render_text;
mod sink;
mod source_lookup;

pub use controls::{ControlError, DiagAction, DiagControls};
pub use diagnostic::{DiagArg, Diagnostic, Location};
pub use number::{display_number, parse_number};
pub use render_json::render_json_lines;
pub use render_pretty::render_pretty;
pub use render_sarif::{render_sarif, SarifOptions};
pub use render_text::{render_text, render_text_one, TextOptions};
pub use sink::{DiagSink, ExitStatus, Summary};
pub use source_lookup::{AsWritten, SourceLookup, SourcePos};

/// How serious a diagnostic is, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Extra information attached to another diagnostic (or the one-time suppression hint).
    Note,
    /// Shown only with `--remarks`.
    Remark,
    Warning,
    Error,
    /// Stops the compilation (e.g. an unopenable `#include`).
    Catastrophe,
    /// A bad command line; stops before compiling.
    CommandLineError,
}

impl Severity {
    /// The lower-case name used in the catalog, JSON output and the EDG label.
    pub fn name(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
            Severity::Catastrophe => "catastrophe",
            Severity::CommandLineError => "command_line_error",
        }
    }

    /// Errors, catastrophes and command-line errors make the compilation fail.
    pub fn is_error(self) -> bool {
        self >= Severity::Error
    }
}

/// One catalog entry (generated from `tables/diagnostics.yaml` into `tables::diagnostics`).
#[derive(Debug, PartialEq, Eq)]
pub struct DiagDef {
    /// The reference's internal number (what its SARIF calls `EC<number>`).
    pub number: u32,
    /// The reference's tag, accepted wherever a number is.
    pub tag: &'static str,
    pub severity: Severity,
    /// For errors: whether `--diag_*` options and pragmas may change the severity. Warnings,
    /// remarks and notes always may; catastrophes and command-line errors never.
    pub discretionary: bool,
    /// Whether the reference reports it in a template's definition, before any instantiation,
    /// where the construct does not depend on the template's parameters.
    pub in_template_definitions: bool,
    /// Message template with `{arg}` placeholders (`{{`/`}}` are literal braces).
    pub text: &'static str,
    pub args: &'static [&'static str],
    /// A minimal program (or command-line flags) that gets this diagnostic.
    pub example: &'static str,
    /// How the example was checked: `prelude` (cudafe++ on a .cu), `cicc, prelude` (the
    /// device-side front end), `raw` (a hand-written .ii), `cmdline` (flags).
    pub checked_with: &'static str,
}

impl DiagDef {
    /// Whether severity controls apply to this diagnostic.
    pub fn is_adjustable(&self) -> bool {
        match self.severity {
            Severity::Note | Severity::Remark | Severity::Warning => true,
            Severity::Error => self.discretionary,
            Severity::Catastrophe | Severity::CommandLineError => false,
        }
    }
}
