//! JSON lines: one object per diagnostic (number, displayed number, tag, severity, file, line,
//! column, message, notes, related places, call path, the architectures a device-side
//! diagnostic is limited to), then one `summary` object. For tools that read diagnostics.

use super::number::display_number;
use super::source_lookup::SourceLookup;
use super::{Diagnostic, Location, Summary};
use serde_json::{json, Value};

pub fn render_json_lines(diags: &[Diagnostic], summary: &Summary, src: &dyn SourceLookup) -> String {
    let mut out = String::new();
    for d in diags {
        out.push_str(&object(d, src).to_string());
        out.push('\n');
    }
    let s = json!({ "summary": {
        "errors": summary.errors,
        "catastrophes": summary.catastrophes,
        "warnings": summary.warnings,
        "error_limit_reached": summary.error_limit_reached,
        "exit_code": summary.exit_status().code(),
    }});
    out.push_str(&s.to_string());
    out.push('\n');
    out
}

fn object(d: &Diagnostic, src: &dyn SourceLookup) -> Value {
    let (file, line, column, end_of_source) = match d.location {
        Location::At(span) => {
            let pos = src.locate(span.lo);
            let col = src.column(span.lo);
            (json!(pos.file), json!(pos.line), json!(col), false)
        }
        Location::EndOfSource(end) => {
            let pos = src.locate(end.saturating_sub(1));
            (json!(pos.file), json!(pos.line), Value::Null, true)
        }
        Location::Nowhere => (Value::Null, Value::Null, Value::Null, false),
    };
    json!({
        "number": d.def.number,
        "display_number": display_number(d.def.number),
        "tag": d.def.tag,
        "severity": d.severity.name(),
        "file": file,
        "line": line,
        "column": column,
        "end_of_source": end_of_source,
        "message": d.message(src),
        "notes": d.notes.iter().map(|n| object(n, src)).collect::<Vec<_>>(),
        "related": d.related.iter().map(|(what, at)| {
            let pos = src.locate(*at);
            json!({ "what": what, "file": pos.file, "line": pos.line })
        }).collect::<Vec<_>>(),
        "architectures": d.architectures,
        "call_path": d.call_path.iter().map(|(name, at)| {
            let pos = src.locate(*at);
            json!({ "routine": name, "file": pos.file, "line": pos.line })
        }).collect::<Vec<_>>(),
    })
}
