//! SARIF 2.1.0 output. Shaped like the reference's (`ruleId` `"EC<internal number>"`, levels
//! error/warning/note, 1-based `unicodeCodePoints` columns, notes as `relatedLocations`) but
//! always valid JSON (the reference omits commas after its suppression hint and prints
//! command-line errors without the enclosing document). Extra information goes in
//! `properties`: the tag, the displayed number and our severity name.

use super::number::display_number;
use super::source_lookup::SourceLookup;
use super::{Diagnostic, Location, Severity, Summary};
use serde_json::{json, Map, Value};
use std::path::Path;

#[derive(Clone, Copy, Debug, Default)]
pub struct SarifOptions<'a> {
    /// Directory that relative file names are resolved against (the reference uses its
    /// working directory); `None` keeps them relative.
    pub base_dir: Option<&'a Path>,
}

/// The whole SARIF log for one compilation, pretty-printed, ending with a newline.
pub fn render_sarif(diags: &[Diagnostic], summary: &Summary, src: &dyn SourceLookup, opts: SarifOptions) -> String {
    let results: Vec<Value> = diags.iter().map(|d| result(d, src, opts)).collect();
    let log = json!({
        "version": "2.1.0",
        "$schema": "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json",
        "runs": [{
            "tool": { "driver": {
                "name": "cufe",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": "https://github.com/",
            }},
            "invocations": [{
                "executionSuccessful": summary.exit_status().code() == 0,
                "exitCode": summary.exit_status().code(),
            }],
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    });
    let mut s = serde_json::to_string_pretty(&log).unwrap_or_default();
    s.push('\n');
    s
}

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Note | Severity::Remark => "note",
        Severity::Warning => "warning",
        Severity::Error | Severity::Catastrophe | Severity::CommandLineError => "error",
    }
}

fn result(d: &Diagnostic, src: &dyn SourceLookup, opts: SarifOptions) -> Value {
    let mut r = Map::new();
    r.insert("ruleId".into(), json!(format!("EC{}", d.def.number)));
    r.insert("level".into(), json!(level(d.severity)));
    r.insert("message".into(), json!({ "text": d.message(src) }));
    if let Some(loc) = physical_location(d.location, src, opts) {
        r.insert("locations".into(), json!([{ "physicalLocation": loc }]));
    }
    let related: Vec<Value> = d
        .notes
        .iter()
        .map(|n| {
            let mut v = Map::new();
            v.insert("message".into(), json!({ "text": n.message(src) }));
            if let Some(loc) = physical_location(n.location, src, opts) {
                v.insert("physicalLocation".into(), loc);
            }
            Value::Object(v)
        })
        .collect();
    if !related.is_empty() {
        r.insert("relatedLocations".into(), Value::Array(related));
    }
    r.insert(
        "properties".into(),
        json!({
            "tag": d.def.tag,
            "displayNumber": display_number(d.def.number),
            "severity": d.severity.name(),
        }),
    );
    Value::Object(r)
}

fn physical_location(loc: Location, src: &dyn SourceLookup, opts: SarifOptions) -> Option<Value> {
    let (offset, region) = match loc {
        Location::At(span) => {
            let pos = src.locate(span.lo);
            let col = src.column(span.lo);
            (span.lo, json!({ "startLine": pos.line, "startColumn": col }))
        }
        // The reference gives the line of the last character and no column.
        Location::EndOfSource(end) => {
            let last = end.saturating_sub(1);
            (last, json!({ "startLine": src.locate(last).line }))
        }
        Location::Nowhere => return None,
    };
    let file = src.locate(offset).file;
    Some(json!({ "artifactLocation": { "uri": file_uri(&file, opts.base_dir) }, "region": region }))
}

/// A `file://` URI for an absolute name (or one made absolute with `base`), otherwise a
/// relative reference; unsafe characters are percent-encoded.
fn file_uri(name: &str, base: Option<&Path>) -> String {
    let path = match base {
        Some(b) if !Path::new(name).is_absolute() => b.join(name).to_string_lossy().into_owned(),
        _ => name.to_string(),
    };
    let mut out = String::new();
    if path.starts_with('/') {
        out.push_str("file://");
    }
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~!$&'()*+,;=:@".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::file_uri;
    use std::path::Path;

    #[test]
    fn uris_are_absolute_and_escaped() {
        assert_eq!(file_uri("k.cu", Some(Path::new("/tmp/a b"))), "file:///tmp/a%20b/k.cu");
        assert_eq!(file_uri("/x/é.cu", None), "file:///x/%C3%A9.cu");
        assert_eq!(file_uri("k.cu", None), "k.cu");
    }
}
