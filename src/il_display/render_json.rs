//! The IL display as JSON (`--il-display-format=json`): the same model as the text form,
//! one object per entry with its fields in display order, for tools.
//!
//! Shape: `{"compilation_of": "...", "regions": [{"number": 1, "title": "file scope",
//! "il_header": [fields] | null, "entries": [{"scope": "file-scope", "kind": "variable",
//! "id": 3, "fields": [fields]}]}]}`; a field is `{"label": "...", "value": V}` where V is
//! `null`, a boolean, a number, `{"name": "..."}`, `{"string": "..."}` (bytes as text,
//! invalid UTF-8 replaced), `{"ref": {"scope", "kind", "id", "desc"?}}` or `{"group": [fields]}`.

use serde_json::{json, Value as Json};

use super::model::*;

pub fn render(dump: &IlDump) -> String {
    let regions: Vec<Json> = dump
        .regions
        .iter()
        .map(|r| {
            json!({
                "number": r.number,
                "title": r.title,
                "il_header": r.header.as_ref().map(|h| fields(h)),
                "entries": r.entries.iter().map(|e| json!({
                    "scope": e.scope.prefix(),
                    "kind": e.kind,
                    "id": e.id,
                    "fields": fields(&e.fields),
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let doc = json!({ "compilation_of": dump.compilation_of, "regions": regions });
    let mut text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    text.push('\n');
    text
}

fn fields(fs: &[Field]) -> Json {
    Json::Array(
        fs.iter()
            .map(|f| json!({ "label": f.label, "value": value(&f.value) }))
            .collect(),
    )
}

fn value(v: &Value) -> Json {
    match v {
        Value::Null => Json::Null,
        Value::Bool(b) => json!(b),
        Value::Int(i) => json!(i),
        Value::Name(n) => json!({ "name": n }),
        Value::Str(b) => json!({ "string": String::from_utf8_lossy(b) }),
        Value::Ref(r) => {
            let mut obj = json!({ "scope": r.scope.prefix(), "kind": r.kind, "id": r.id });
            match &r.desc {
                Desc::None => {}
                Desc::Text(t) => obj["desc"] = json!(t),
                Desc::Quoted(b) => obj["desc"] = json!(String::from_utf8_lossy(b)),
            }
            json!({ "ref": obj })
        }
        Value::Group(inner) => json!({ "group": fields(inner) }),
    }
}
