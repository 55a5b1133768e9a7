//! The reference's text format (what nvcc users see), byte for byte apart from our wording:
//!
//! ```text
//! k.cu(3): warning #940-D: <message>
//!   <preprocessed source line>
//!   <caret line: tabs kept, other characters as spaces, ^ under the column>
//!
//! At end of source: error: <message>
//!
//! 1 error detected in the compilation of "k.cu".
//! ```
//!
//! Errors show no number (unless `--diag-numbers=all`); warnings, remarks and notes show
//! `#N-D` with `--display_error_number`. Notes follow their diagnostic before the blank line.
//! Diagnostics without a position print a capitalised label (`Command-line error: ...`,
//! `Catastrophic error: ...`, and `Remark: ...` for the one-time suppression hint).

use super::number::display_number;
use super::source_lookup::SourceLookup;
use super::{DiagControls, Diagnostic, Location, Severity, Summary};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TextOptions {
    /// `--display_error_number`.
    pub display_numbers: bool,
    /// `--diag-numbers=all`: numbers on errors too.
    pub numbers_on_errors: bool,
    /// ANSI colours (`cufe check --color`), in GCC's default palette: the location bold, the
    /// severity bold red/magenta/cyan, the caret bold green.
    pub color: bool,
}

impl From<&DiagControls> for TextOptions {
    fn from(c: &DiagControls) -> TextOptions {
        TextOptions { display_numbers: c.display_numbers, numbers_on_errors: c.numbers_on_errors, color: false }
    }
}

/// Everything: each diagnostic (with its notes) followed by a blank line, then the closing
/// lines of `summary`. `compilation` is the `--orig_src_file_name` if known.
pub fn render_text(
    diags: &[Diagnostic],
    summary: &Summary,
    src: &dyn SourceLookup,
    opts: TextOptions,
    compilation: Option<&str>,
) -> String {
    let mut out = String::new();
    for d in diags {
        out.push_str(&render_text_one(d, src, opts));
    }
    out.push_str(&summary.closing_lines(compilation));
    out
}

/// One diagnostic, its notes and the blank line after them.
pub fn render_text_one(d: &Diagnostic, src: &dyn SourceLookup, opts: TextOptions) -> String {
    let mut out = String::new();
    write_entry(&mut out, d, src, opts);
    for n in &d.notes {
        write_entry(&mut out, n, src, opts);
    }
    out.push('\n');
    out
}

fn label(d: &Diagnostic, opts: TextOptions) -> String {
    let word = match d.severity {
        Severity::Note => "note",
        Severity::Remark => "remark",
        Severity::Warning => "warning",
        Severity::Error => "error",
        Severity::Catastrophe => "catastrophic error",
        Severity::CommandLineError => "command-line error",
    };
    let numbered = match d.severity {
        Severity::Note | Severity::Remark | Severity::Warning => opts.display_numbers,
        Severity::Error => opts.numbers_on_errors || (d.promoted && opts.display_numbers),
        Severity::Catastrophe | Severity::CommandLineError => false,
    };
    if !numbered {
        return word.to_string();
    }
    // "-D": the reference's mark for diagnostics whose severity users may change.
    let discretionary = d.severity != Severity::Error || d.def.discretionary || d.promoted;
    format!("{word} #{}{}", display_number(d.def.number), if discretionary { "-D" } else { "" })
}

/// GCC's default `GCC_COLORS` codes.
const LOCUS: &str = "01";
const CARET: &str = "01;32";

fn severity_color(s: Severity) -> &'static str {
    match s {
        Severity::Note | Severity::Remark => "01;36",
        Severity::Warning => "01;35",
        Severity::Error | Severity::Catastrophe | Severity::CommandLineError => "01;31",
    }
}

/// `text` in the SGR colour `code` when colours are on.
fn paint(text: &str, code: &str, opts: TextOptions) -> String {
    if opts.color {
        format!("\x1b[{code}m{text}\x1b[0m")
    } else {
        text.to_string()
    }
}

fn write_entry(out: &mut String, d: &Diagnostic, src: &dyn SourceLookup, opts: TextOptions) {
    let mut msg = d.message(src);
    // Only `cufe check`'s device runs set it: which architectures give this diagnostic.
    if !d.architectures.is_empty() {
        msg = format!("{msg} ({})", d.architectures.join(", "));
    }
    let label = paint(&label(d, opts), severity_color(d.severity), opts);
    match d.location {
        Location::At(span) => {
            let pos = src.locate(span.lo);
            let line = src.line_text(span.lo);
            let locus = paint(&format!("{}({})", pos.file, pos.line), LOCUS, opts);
            out.push_str(&format!("{locus}: {label}: {msg}\n"));
            out.push_str("  ");
            out.push_str(&line);
            out.push_str("\n  ");
            let caret = caret_line(&line, src.column(span.lo));
            let (indent, mark) = caret.split_at(caret.len() - 1);
            out.push_str(indent);
            out.push_str(&paint(mark, CARET, opts));
            out.push('\n');
        }
        Location::EndOfSource(_) => out.push_str(&format!("At end of source: {label}: {msg}\n")),
        Location::Nowhere => {
            let word = match d.severity {
                Severity::Note | Severity::Remark => "Remark",
                Severity::Warning => "Warning",
                Severity::Error => "Error",
                Severity::Catastrophe => "Catastrophic error",
                Severity::CommandLineError => "Command-line error",
            };
            out.push_str(&format!("{}: {msg}\n", paint(word, severity_color(d.severity), opts)));
        }
    }
}

/// Spaces (tabs where the line has tabs) up to 1-based column `col`, then `^`.
fn caret_line(line: &str, col: u32) -> String {
    let mut s: String = line
        .chars()
        .take(col.saturating_sub(1) as usize)
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    let have = s.chars().count();
    s.extend(std::iter::repeat(' ').take((col.saturating_sub(1) as usize).saturating_sub(have)));
    s.push('^');
    s
}

#[cfg(test)]
mod tests {
    use super::caret_line;

    // Measured: for "\tint\tx = \t;" the reference's caret line is "\t   \t    \t^".
    #[test]
    fn caret_keeps_tabs() {
        assert_eq!(caret_line("\tint\tx = \t;", 11), "\t   \t    \t^");
        assert_eq!(caret_line("ab", 5), "    ^");
    }
}
