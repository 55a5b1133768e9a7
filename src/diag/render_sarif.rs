//! SARIF 2.1.0 output, in two shapes.
//!
//! On cudafe++'s command line it is shaped like the reference's (`ruleId`
//! `"EC<internal number>"`, levels error/warning/note, 1-based `unicodeCodePoints` columns,
//! notes as `relatedLocations`) but always valid JSON (the reference omits commas after its
//! suppression hint and prints command-line errors without the enclosing document). Extra
//! information goes in `properties`: the tag, the displayed number and our severity name.
//!
//! For `cufe check` (`SarifOptions::code_scanning`) it is made for code-scanning tools:
//! `ruleId` is the number users type (`20016`, what `--diag-suppress` takes) with the
//! internal one as a property, `tool.driver.rules` describes each rule with the help text
//! `cufe explain` prints, the related places and call paths the JSON format has are
//! `relatedLocations` and `codeFlows`.

use super::explain;
use super::number::display_number;
use super::source_lookup::SourceLookup;
use super::{DiagDef, Diagnostic, Location, Severity, Summary};
use crate::lex::token::Span;
use serde_json::{json, Map, Value};
use std::path::Path;

#[derive(Clone, Copy, Debug, Default)]
pub struct SarifOptions<'a> {
    /// Directory that relative file names are resolved against (the reference uses its
    /// working directory); `None` keeps them relative.
    pub base_dir: Option<&'a Path>,
    /// `cufe check`'s shape (see the module comment); false: the reference's.
    pub code_scanning: bool,
}

/// Where to read about cufe: the repository or home page Cargo.toml names, if it names one
/// (SARIF's `informationUri` must be an absolute URI; none is better than a made-up one).
fn information_uri() -> Option<&'static str> {
    [env!("CARGO_PKG_REPOSITORY"), env!("CARGO_PKG_HOMEPAGE")].into_iter().find(|u| u.starts_with("https://") || u.starts_with("http://"))
}

/// The whole SARIF log for one compilation, pretty-printed, ending with a newline.
pub fn render_sarif(diags: &[Diagnostic], summary: &Summary, src: &dyn SourceLookup, opts: SarifOptions) -> String {
    let mut rules: Vec<&'static DiagDef> = Vec::new();
    let results: Vec<Value> = diags.iter().map(|d| result(d, src, opts, &mut rules)).collect();
    let mut driver = Map::new();
    driver.insert("name".into(), json!("cufe"));
    driver.insert("version".into(), json!(env!("CARGO_PKG_VERSION")));
    if opts.code_scanning {
        if let Some(uri) = information_uri() {
            driver.insert("informationUri".into(), json!(uri));
        }
        driver.insert("fullName".into(), json!(env!("CARGO_PKG_DESCRIPTION")));
        driver.insert("rules".into(), Value::Array(rules.iter().map(|def| rule(def)).collect()));
    } else {
        driver.insert("informationUri".into(), json!("https://github.com/"));
    }
    let log = json!({
        "version": "2.1.0",
        "$schema": "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json",
        "runs": [{
            "tool": { "driver": driver },
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

/// A `reportingDescriptor`: the rule's numbers and tag, its message, and what `cufe explain`
/// says about it.
fn rule(def: &DiagDef) -> Value {
    json!({
        "id": display_number(def.number).to_string(),
        "name": def.tag,
        "shortDescription": { "text": explain::message_template(def) },
        "help": { "text": explain::describe(def) },
        "defaultConfiguration": { "level": level(def.severity) },
        "properties": { "internalNumber": def.number, "tag": def.tag },
    })
}

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Note | Severity::Remark => "note",
        Severity::Warning => "warning",
        Severity::Error | Severity::Catastrophe | Severity::CommandLineError => "error",
    }
}

fn result(d: &Diagnostic, src: &dyn SourceLookup, opts: SarifOptions, rules: &mut Vec<&'static DiagDef>) -> Value {
    let mut r = Map::new();
    if opts.code_scanning {
        let index = rules.iter().position(|def| std::ptr::eq(*def, d.def)).unwrap_or_else(|| {
            rules.push(d.def);
            rules.len() - 1
        });
        r.insert("ruleId".into(), json!(display_number(d.def.number).to_string()));
        r.insert("ruleIndex".into(), json!(index));
    } else {
        r.insert("ruleId".into(), json!(format!("EC{}", d.def.number)));
    }
    r.insert("level".into(), json!(level(d.severity)));
    r.insert("message".into(), json!({ "text": d.message(src) }));
    if let Some(loc) = physical_location(d.location, src, opts) {
        r.insert("locations".into(), json!([{ "physicalLocation": loc }]));
    }
    let mut related: Vec<Value> = d.notes.iter().map(|n| located_message(&n.message(src), n.location, src, opts)).collect();
    if opts.code_scanning {
        related.extend(d.related.iter().map(|(what, at)| located_message(what, at_offset(*at), src, opts)));
    }
    if !related.is_empty() {
        r.insert("relatedLocations".into(), Value::Array(related));
    }
    if opts.code_scanning && !d.call_path.is_empty() {
        r.insert("codeFlows".into(), code_flows(d, src, opts));
    }
    let properties = if opts.code_scanning {
        let mut p = json!({ "tag": d.def.tag, "internalNumber": d.def.number, "severity": d.severity.name() });
        if !d.architectures.is_empty() {
            p["architectures"] = json!(d.architectures);
        }
        p
    } else {
        json!({ "tag": d.def.tag, "displayNumber": display_number(d.def.number), "severity": d.severity.name() })
    };
    r.insert("properties".into(), properties);
    Value::Object(r)
}

/// A SARIF `location` with a message: a note, or a related place.
fn located_message(text: &str, loc: Location, src: &dyn SourceLookup, opts: SarifOptions) -> Value {
    let mut v = Map::new();
    v.insert("message".into(), json!({ "text": text }));
    if let Some(loc) = physical_location(loc, src, opts) {
        v.insert("physicalLocation".into(), loc);
    }
    Value::Object(v)
}

fn at_offset(offset: u32) -> Location {
    Location::At(Span { lo: offset, hi: offset })
}

/// The call path (from the routine that is device code by its own attributes down to the
/// offending one) as one thread flow, each step a routine where its body starts.
fn code_flows(d: &Diagnostic, src: &dyn SourceLookup, opts: SarifOptions) -> Value {
    let steps: Vec<Value> = d
        .call_path
        .iter()
        .enumerate()
        .map(|(depth, (routine, at))| json!({ "location": located_message(routine, at_offset(*at), src, opts), "nestingLevel": depth }))
        .collect();
    let names: Vec<&str> = d.call_path.iter().map(|(routine, _)| routine.as_str()).collect();
    json!([{
        "message": { "text": format!("device code through the calls {}", names.join(" → ")) },
        "threadFlows": [{ "locations": steps }],
    }])
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
