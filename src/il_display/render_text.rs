//! The IL display as text, byte for byte in the reference's layout: a title line, region
//! banners, entries introduced by a blank line and `<scope> <kind>@<id>`, labels padded to
//! column 25 (a label that does not fit is followed by a line break and 25 spaces), TRUE /
//! FALSE, and strings with C escapes (constant values) or octal escapes (other text).

use super::model::*;

/// Values start in this column (0-based): `primary_source_file:     ` is 25 characters.
pub const VALUE_COLUMN: usize = 25;

pub fn render(dump: &IlDump) -> String {
    let mut out = String::new();
    out.push_str("Display of IL produced by the compilation of ");
    out.push_str(&quote_other_text(dump.compilation_of.as_bytes()));
    out.push('\n');
    for region in &dump.regions {
        out.push_str(&format!(
            "\n\nIntermediate language for memory region {} ({}):\n",
            region.number, region.title
        ));
        if let Some(header) = &region.header {
            out.push_str("\nil_header:\n");
            fields(&mut out, header, 0);
        }
        for e in &region.entries {
            out.push_str(&format!("\n{} {}@{}\n", e.scope.prefix(), e.kind, e.id));
            fields(&mut out, &e.fields, 0);
        }
    }
    out
}

fn fields(out: &mut String, fs: &[Field], indent: usize) {
    for f in fs {
        match &f.value {
            Value::Group(inner) => {
                out.push_str(&" ".repeat(indent));
                out.push_str(&f.label);
                out.push_str(":\n");
                fields(out, inner, indent + 2);
            }
            v => {
                out.push_str(&label(&f.label, indent));
                out.push_str(&value(v));
                out.push('\n');
            }
        }
    }
}

/// `label:` indented and padded to the value column, or followed by a line break and the
/// value column's indentation when it does not fit (the reference's `%s:` + `%*c`).
pub fn label(label: &str, indent: usize) -> String {
    let head = format!("{}{label}:", " ".repeat(indent));
    let width = head.chars().count();
    if width < VALUE_COLUMN {
        format!("{head}{}", " ".repeat(VALUE_COLUMN - width))
    } else {
        format!("{head}\n{}", " ".repeat(VALUE_COLUMN))
    }
}

pub fn value(v: &Value) -> String {
    match v {
        Value::Null => "NULL".into(),
        Value::Bool(true) => "TRUE".into(),
        Value::Bool(false) => "FALSE".into(),
        Value::Int(i) => i.to_string(),
        Value::Name(n) => n.clone(),
        Value::Str(bytes) => quote_constant(bytes),
        Value::Ref(r) => reference(r),
        Value::Group(_) => String::new(),
    }
}

pub fn reference(r: &EntryRef) -> String {
    let head = format!("{} {}@{}", r.scope.prefix(), r.kind, r.id);
    match &r.desc {
        Desc::None => head,
        Desc::Text(t) => format!("{head}: {t}"),
        Desc::Quoted(b) => format!("{head}: {}", quote_other_text(b)),
    }
}

/// A string constant as the reference shows it: `"hi\n\t\"x\"\001"`. Simple escapes for
/// `\a \b \f \n \r \t \v \\ \" \'`, three-digit octal for the other bytes outside
/// printable ASCII (UTF-8 sequences byte by byte); `?` stays as is.
pub fn quote_constant(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            0x07 => s.push_str("\\a"),
            0x08 => s.push_str("\\b"),
            0x0c => s.push_str("\\f"),
            b'\n' => s.push_str("\\n"),
            b'\r' => s.push_str("\\r"),
            b'\t' => s.push_str("\\t"),
            0x0b => s.push_str("\\v"),
            b'\\' => s.push_str("\\\\"),
            b'"' => s.push_str("\\\""),
            b'\'' => s.push_str("\\'"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{b:03o}")),
        }
    }
    s.push('"');
    s
}

/// Other text (file names, `compiler_version`, `time_of_compilation`, identifiers) as the
/// reference shows it: quoted, every byte outside printable ASCII as `\%03o`
/// (`"...2026\012"`).
pub fn quote_other_text(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{b:03o}")),
        }
    }
    s.push('"');
    s
}
