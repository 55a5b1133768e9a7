//! Printing a [`DiffReport`]: a unified diff whose lines show, on each side, the output line
//! number and the original source position (`-135     launch.cu:15 | ...`); `--stat` (line
//! counts and the top-level declarations that differ, per file); `--json`. All output is
//! deterministic: files by name, declarations in file order.

use super::compare::FileDiff;
use super::file_kind::FileKind;
use super::normalize::NormLine;
use super::own_lines::OwnFiles;
use super::{DiffReport, FileComparison, Outcome};
use serde_json::{json, Value};
use similar::DiffTag;
use std::fmt::Write;

/// One row of a hunk: `' '`, `'-'` or `'+'` and the line on each side.
struct Row<'a> {
    tag: char,
    a: Option<&'a NormLine>,
    b: Option<&'a NormLine>,
}

fn rows<'a>(d: &'a FileDiff, group: &[similar::DiffOp]) -> Vec<Row<'a>> {
    let mut out = Vec::new();
    for op in group {
        let (tag, old, new) = op.as_tag_tuple();
        if tag == DiffTag::Equal {
            for (i, j) in old.zip(new) {
                out.push(Row { tag: ' ', a: Some(&d.a.lines[i]), b: Some(&d.b.lines[j]) });
            }
        } else {
            out.extend(old.map(|i| Row { tag: '-', a: Some(&d.a.lines[i]), b: None }));
            out.extend(new.map(|j| Row { tag: '+', a: None, b: Some(&d.b.lines[j]) }));
        }
    }
    out
}

fn origin_text(line: Option<&NormLine>) -> String {
    line.and_then(|l| l.origin.as_ref()).map(|o| o.to_string()).unwrap_or_default()
}

fn row_origin(row: &Row) -> String {
    match row.tag {
        '-' => origin_text(row.a),
        '+' => origin_text(row.b),
        _ => {
            let (a, b) = (origin_text(row.a), origin_text(row.b));
            if a == b {
                a
            } else {
                format!("{a} / {b}")
            }
        }
    }
}

/// `start,count` of one side of a hunk, in output line numbers; an empty side starts at the
/// line before it (0 at the top), as in `diff -u`.
fn side_range(lines: &[NormLine], range: std::ops::Range<usize>) -> (u32, usize) {
    match lines.get(range.start).filter(|_| !range.is_empty()) {
        Some(first) => (first.output_line, range.len()),
        None => (range.start.checked_sub(1).and_then(|k| lines.get(k)).map_or(0, |l| l.output_line), 0),
    }
}

/// The unified diff of every pair that differs, plus `Only in` lines.
pub fn unified(report: &DiffReport) -> String {
    let mut out = String::new();
    for f in &report.files {
        match &f.outcome {
            Outcome::OnlyInA => {
                let _ = writeln!(out, "Only in {}: {}", report.a.display(), f.name);
            }
            Outcome::OnlyInB => {
                let _ = writeln!(out, "Only in {}: {}", report.b.display(), f.name);
            }
            Outcome::Error(_) => {}
            Outcome::Compared(d) if d.is_equal() => {}
            Outcome::Compared(d) => unified_file(&mut out, f, d, report.context, report.own_files.as_ref()),
        }
    }
    out
}

/// Whether a hunk changes one of the user's lines (or a line without a position).
fn changes_own_lines(rows: &[Row], own: &OwnFiles) -> bool {
    rows.iter().filter(|r| r.tag != ' ').any(|r| r.a.or(r.b).and_then(|l| l.origin.as_ref()).is_none_or(|o| own.is_own(&o.file)))
}

fn unified_file(out: &mut String, f: &FileComparison, d: &FileDiff, context: usize, own: Option<&OwnFiles>) {
    let show = |p: &Option<std::path::PathBuf>| p.as_ref().map_or_else(String::new, |p| p.display().to_string());
    let _ = writeln!(out, "--- {}", show(&f.a));
    let _ = writeln!(out, "+++ {}", show(&f.b));
    let max_line = d.a.lines.iter().chain(&d.b.lines).map(|l| l.output_line).max().unwrap_or(0);
    let width = max_line.to_string().len();
    let hunks = d.hunks(context);
    let Some(own) = own else {
        hunks.iter().for_each(|group| unified_hunk(out, d, group, width));
        return;
    };
    // The user's lines first; then the headers' hunks, or how many lines changed in each.
    let (mine, headers): (Vec<_>, Vec<_>) = hunks.iter().partition(|group| changes_own_lines(&rows(d, group), own));
    mine.iter().for_each(|group| unified_hunk(out, d, group, width));
    if own.show_headers {
        headers.iter().for_each(|group| unified_hunk(out, d, group, width));
        return;
    }
    let mut per_header: std::collections::BTreeMap<String, usize> = Default::default();
    for group in &headers {
        for row in rows(d, group).iter().filter(|r| r.tag != ' ') {
            let file = row.a.or(row.b).and_then(|l| l.origin.as_ref()).map_or_else(String::new, |o| o.file.to_string());
            *per_header.entry(file).or_default() += 1;
        }
    }
    if !per_header.is_empty() {
        let total: usize = per_header.values().sum();
        let _ = writeln!(out, "{total} changed lines inside {} headers, not shown (--system-headers shows them):", per_header.len());
        for (file, lines) in &per_header {
            let _ = writeln!(out, "  {lines:>6} {file}");
        }
    }
}

fn unified_hunk(out: &mut String, d: &FileDiff, group: &[similar::DiffOp], width: usize) {
    let (Some(first), Some(last)) = (group.first(), group.last()) else { return };
    let a_range = first.old_range().start..last.old_range().end;
    let b_range = first.new_range().start..last.new_range().end;
    let (a_start, a_len) = side_range(&d.a.lines, a_range);
    let (b_start, b_len) = side_range(&d.b.lines, b_range);
    let rows = rows(d, group);
    let label = rows
        .first()
        .and_then(|r| r.a.map(|l| &d.a.declarations[l.declaration]).or(r.b.map(|l| &d.b.declarations[l.declaration])))
        .map_or("", |decl| decl.label.as_str());
    let _ = writeln!(out, "@@ -{a_start},{a_len} +{b_start},{b_len} @@ {label}");
    let origins: Vec<String> = rows.iter().map(row_origin).collect();
    let origin_width = origins.iter().map(|o| o.chars().count()).max().unwrap_or(0);
    for (row, origin) in rows.iter().zip(origins) {
        let number = |l: Option<&NormLine>| l.map_or_else(String::new, |l| l.output_line.to_string());
        let text = row.a.or(row.b).map_or("", |l| l.text.as_str());
        let _ = writeln!(
            out,
            "{}{:>width$} {:>width$} {:<origin_width$} | {}",
            row.tag,
            number(row.a),
            number(row.b),
            origin,
            text
        );
    }
}

/// Per file: line counts and the declarations that differ; then a total.
pub fn stat(report: &DiffReport) -> String {
    let mut out = String::new();
    let (mut equal, mut different, mut one_side, mut errors) = (0, 0, 0, 0);
    for f in &report.files {
        match &f.outcome {
            Outcome::OnlyInA => {
                one_side += 1;
                let _ = writeln!(out, "{}: only in {}", f.name, report.a.display());
            }
            Outcome::OnlyInB => {
                one_side += 1;
                let _ = writeln!(out, "{}: only in {}", f.name, report.b.display());
            }
            Outcome::Error(e) => {
                errors += 1;
                let _ = writeln!(out, "{}: error: {e}", f.name);
            }
            Outcome::Compared(d) => {
                let c = d.counts();
                if d.is_equal() {
                    equal += 1;
                    let _ = writeln!(out, "{}: equal ({} lines)", f.name, c.equal);
                    continue;
                }
                different += 1;
                let _ = write!(out, "{}: {} lines equal, {} changed (-{} +{})", f.name, c.equal, c.removed.max(c.added), c.removed, c.added);
                if d.a.kind == FileKind::Code {
                    let decls = d.declarations();
                    let in_a = decls.iter().filter(|x| x.in_a).count();
                    let in_b = decls.iter().filter(|x| x.in_b).count();
                    let changed: Vec<_> = decls.iter().filter(|x| x.differs()).collect();
                    let _ = write!(out, "; declarations: {in_a} in A, {in_b} in B, {} differ", changed.len());
                    let _ = writeln!(out);
                    for x in changed {
                        let place = x.origin.as_deref().map_or_else(String::new, |o| format!("  ({o})"));
                        let side = match (x.in_a, x.in_b) {
                            (true, false) => "  [only in A]",
                            (false, true) => "  [only in B]",
                            _ => "",
                        };
                        let _ = writeln!(out, "    -{} +{}  {}{place}{side}", x.removed, x.added, x.label);
                    }
                } else {
                    let _ = writeln!(out);
                }
            }
        }
    }
    let _ = writeln!(
        out,
        "{} file(s): {equal} equal, {different} different, {one_side} on one side only, {errors} unreadable",
        report.files.len()
    );
    out
}

fn line_json(l: &NormLine) -> Value {
    json!({
        "output_line": l.output_line,
        "origin": l.origin.as_ref().map(|o| o.to_string()),
        "text": l.text,
    })
}

/// The whole report as JSON (keys sorted, so deterministic).
pub fn json(report: &DiffReport) -> String {
    let files: Vec<Value> = report.files.iter().map(|f| file_json(f, report.context)).collect();
    let v = json!({
        "a": report.a.display().to_string(),
        "b": report.b.display().to_string(),
        "equal": report.exit_code() == super::EXIT_EQUAL,
        "exit_code": report.exit_code(),
        "files": files,
    });
    let mut s = serde_json::to_string_pretty(&v).unwrap_or_default();
    s.push('\n');
    s
}

fn file_json(f: &FileComparison, context: usize) -> Value {
    let path = |p: &Option<std::path::PathBuf>| p.as_ref().map(|p| p.display().to_string());
    let mut v = json!({ "name": f.name, "a": path(&f.a), "b": path(&f.b) });
    let extra = match &f.outcome {
        Outcome::OnlyInA => json!({ "status": "only_in_a" }),
        Outcome::OnlyInB => json!({ "status": "only_in_b" }),
        Outcome::Error(e) => json!({ "status": "error", "error": e }),
        Outcome::Compared(d) => {
            let c = d.counts();
            let hunks: Vec<Value> = d
                .hunks(context)
                .iter()
                .map(|g| {
                    let rows: Vec<Value> = rows(d, g)
                        .iter()
                        .map(|r| json!({ "tag": r.tag.to_string(), "a": r.a.map(line_json), "b": r.b.map(line_json) }))
                        .collect();
                    json!({ "lines": rows })
                })
                .collect();
            let decls: Vec<Value> = d
                .declarations()
                .into_iter()
                .filter(|x| x.differs())
                .map(|x| json!({ "label": x.label, "origin": x.origin, "in_a": x.in_a, "in_b": x.in_b, "removed": x.removed, "added": x.added }))
                .collect();
            json!({
                "status": if d.is_equal() { "equal" } else { "different" },
                "kind": d.a.kind.name(),
                "lines_equal": c.equal,
                "lines_removed": c.removed,
                "lines_added": c.added,
                "hunks": hunks,
                "declarations_differing": decls,
            })
        }
    };
    if let (Value::Object(m), Value::Object(e)) = (&mut v, extra) {
        m.extend(e);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diffing::{diff_texts, Normalization};
    use std::path::PathBuf;

    fn report(a: &str, b: &str) -> DiffReport {
        let d = diff_texts(a, b, FileKind::Code, &Normalization::default());
        DiffReport {
            own_files: None,
            a: "A".into(),
            b: "B".into(),
            files: vec![FileComparison {
                name: "x.cudafe1.cpp".into(),
                a: Some(PathBuf::from("A/x.cudafe1.cpp")),
                b: Some(PathBuf::from("B/x.cudafe1.cpp")),
                outcome: Outcome::Compared(Box::new(d)),
            }],
            context: 1,
        }
    }

    #[test]
    fn unified_rows_carry_both_positions() {
        let a = "# 1 \"k.cu\"\nvoid f()\n{\n# 4\ng(x, y);\n# 6\nh();\n}\n";
        let b = "# 1 \"k.cu\"\nvoid f()\n{\n# 4\ng(y, x);\nh();\n}\n";
        let text = unified(&report(a, b));
        // The origin column is as wide as its widest entry (`k.cu:6 / k.cu:5`: the context line
        // is k.cu:6 in A and k.cu:5 in B).
        let expected = [
            "--- A/x.cudafe1.cpp",
            "+++ B/x.cudafe1.cpp",
            "@@ -3,3 +3,3 @@ void f()",
            " 3 3 k.cu:2          | {",
            "-5   k.cu:4          | g(x, y);",
            "+  5 k.cu:4          | g(y, x);",
            " 7 6 k.cu:6 / k.cu:5 | h();",
            "",
        ]
        .join("\n");
        assert_eq!(text, expected);
        assert_eq!(report(a, b).exit_code(), 1);
        assert_eq!(unified(&report(a, a)), "");
        assert_eq!(report(a, a).exit_code(), 0);
    }

    #[test]
    fn stat_and_json() {
        let a = "int a;\nvoid f()\n{\nx = 1;\n}\n";
        let b = "int a;\nvoid f()\n{\nx = 2;\n}\n";
        let s = stat(&report(a, b));
        assert_eq!(
            s,
            "x.cudafe1.cpp: 4 lines equal, 1 changed (-1 +1); declarations: 3 in A, 3 in B, 1 differ\n    -1 +1  void f()\n\
             1 file(s): 0 equal, 1 different, 0 on one side only, 0 unreadable\n"
        );
        let v: Value = serde_json::from_str(&json(&report(a, b))).unwrap();
        assert_eq!(v["exit_code"], 1);
        assert_eq!(v["files"][0]["status"], "different");
        assert_eq!(v["files"][0]["hunks"][0]["lines"][1]["a"]["text"], "x = 1;");
        assert_eq!(json(&report(a, b)), json(&report(a, b)));
    }
}
