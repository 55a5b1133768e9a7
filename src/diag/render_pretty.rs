//! Pretty output for people (`cufe check`): ariadne reports with the source line, a label
//! under the offending range, notes as extra labels, and the displayed number as the code.
//! Each report is drawn from the one original line it points at, numbered as in the file.

use super::number::display_number;
use super::source_lookup::SourceLookup;
use super::{Diagnostic, Location, Severity};
use ariadne::{Config, Label, Report, ReportKind, Source};

/// All diagnostics, one report each. `color` adds ANSI colours.
pub fn render_pretty(diags: &[Diagnostic], src: &dyn SourceLookup, color: bool) -> String {
    let mut out = String::new();
    for d in diags {
        out.push_str(&render_one(d, src, color));
    }
    out
}

fn kind(s: Severity) -> ReportKind<'static> {
    match s {
        Severity::Note | Severity::Remark => ReportKind::Advice,
        Severity::Warning => ReportKind::Warning,
        Severity::Error | Severity::Catastrophe | Severity::CommandLineError => ReportKind::Error,
    }
}

/// "device code through the calls k (x.cu:3) → t (x.cu:2)": why the offending routine is
/// compiled for the device.
fn call_path_text(d: &Diagnostic, src: &dyn SourceLookup) -> Option<String> {
    if d.call_path.len() < 2 {
        return None;
    }
    let steps: Vec<String> = d
        .call_path
        .iter()
        .map(|(name, at)| {
            let pos = src.locate(*at);
            format!("{name} ({}:{})", pos.file, pos.line)
        })
        .collect();
    Some(format!("device code through the calls {}", steps.join(" → ")))
}

fn render_one(d: &Diagnostic, src: &dyn SourceLookup, color: bool) -> String {
    let msg = d.message(src);
    let code = format!("{}", display_number(d.def.number));
    let Location::At(span) = d.location else {
        let where_ = if matches!(d.location, Location::EndOfSource(_)) { " (at end of source)" } else { "" };
        let sev = d.severity.name();
        let mut s = format!("{sev}[{code}]: {msg}{where_}\n");
        for n in &d.notes {
            s.push_str(&format!("  = note: {}\n", n.message(src)));
        }
        return s;
    };
    let pos = src.locate(span.lo);
    let line = src.line_text(span.lo);
    let start = (src.column(span.lo) - 1) as usize;
    let line_chars = line.chars().count();
    // A span whose end is not on its line (or inside a macro's expansion) marks one column.
    let end = if span.hi > span.lo && src.locate(span.hi).line == pos.line { (src.column(span.hi) - 1) as usize } else { start };
    let end = end.max(start + 1);
    // Keep the label inside the line (ariadne wants ranges within its source).
    let start = start.min(line_chars);
    let end = end.clamp(start, line_chars.max(start));
    let id = pos.file.clone();
    // The line is put at its own line number behind empty lines: ariadne 0.5 ignores the
    // display offset in the margin's line numbers.
    let before = pos.line.saturating_sub(1) as usize;
    let (start, end) = (start + before, end + before);
    let source = Source::from(format!("{}{line}", "\n".repeat(before)));
    let mut report = Report::build(kind(d.severity), (id.clone(), start..end))
        .with_code(code)
        .with_message(&msg)
        .with_config(Config::default().with_color(color))
        .with_label(Label::new((id.clone(), start..end)).with_message(&msg));
    for n in &d.notes {
        report = report.with_note(n.message(src));
    }
    for (what, at) in &d.related {
        let pos = src.locate(*at);
        report = report.with_note(format!("{what}: {}:{}", pos.file, pos.line));
    }
    if let Some(path) = call_path_text(d, src) {
        report = report.with_note(path);
    }
    if !d.architectures.is_empty() {
        report = report.with_note(format!("only on {}", d.architectures.join(", ")));
    }
    let mut buf = Vec::new();
    if report.finish().write((id, source), &mut buf).is_err() {
        return format!("{}({}): {}: {msg}\n", pos.file, pos.line, d.severity.name());
    }
    String::from_utf8_lossy(&buf).into_owned()
}
