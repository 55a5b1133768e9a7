//! Entry-by-entry agreement between two IL displays (cufe's and the reference's): parsing a
//! display into entries and labelled fields, matching entries by kind and name, and counting,
//! per entry kind, how many entries and fields agree and which labels only the reference
//! prints. Addresses (`@55a0..`, cufe's `@12`) are masked before values are compared and
//! `time_of_compilation` (the clock) is not compared.

use std::collections::{BTreeMap, HashMap};

/// One entry of a display: `file-scope variable@ID` and its fields.
#[derive(Debug, Clone)]
pub struct Entry {
    /// `file-scope variable`, `func-scope scope`, or `il_header`.
    pub kind: String,
    pub id: String,
    /// (label path such as `source_corresp.name`, value with addresses masked), in order.
    pub fields: Vec<(String, String)>,
}

impl Entry {
    fn get(&self, label: &str) -> Option<&str> {
        self.fields.iter().find(|(l, _)| l == label).map(|(_, v)| v.as_str())
    }
}

/// `file-scope type@55a0..: int` → `file-scope type@: int` (also cufe's `@12`).
pub fn mask(v: &str) -> String {
    let mut out = String::new();
    let mut chars = v.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '@' {
            while chars.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                chars.next();
            }
        }
    }
    out
}

/// A parsed display: its entries and, for each `kind@id`, the description other entries give
/// it when they refer to it (`next: file-scope variable@..: counter` → `counter`).
pub struct Display {
    pub entries: Vec<Entry>,
    pub descriptions: HashMap<String, String>,
}

pub fn parse(text: &str) -> Display {
    let mut entries: Vec<Entry> = vec![];
    let mut descriptions = HashMap::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut group = String::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if line.is_empty() || line.starts_with("Display of IL") || line.starts_with("Intermediate language for") {
            continue;
        }
        if line == "il_header:" {
            entries.push(Entry { kind: "il_header".into(), id: String::new(), fields: vec![] });
            continue;
        }
        if !line.contains(':') && (line.starts_with("file-scope ") || line.starts_with("func-scope ")) {
            let (kind, id) = line.split_once('@').unwrap_or((line, ""));
            entries.push(Entry { kind: kind.into(), id: id.into(), fields: vec![] });
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let Some((label, rest)) = line.trim_start().split_once(':') else { continue };
        let mut value = rest.trim().to_string();
        // A label too long for its column puts the value on the next line, at column 25.
        if rest.is_empty() && lines.get(i).is_some_and(|n| n.starts_with(&" ".repeat(25))) {
            value = lines[i].trim().to_string();
            i += 1;
        }
        let path = if indent == 0 {
            group = label.to_string();
            label.to_string()
        } else {
            format!("{group}.{label}")
        };
        if value.contains('@') {
            if let Some((target, desc)) = value.split_once(": ") {
                descriptions.insert(target.to_string(), desc.to_string());
            }
        }
        if let Some(e) = entries.last_mut() {
            e.fields.push((path, mask(&value)));
        }
    }
    Display { entries, descriptions }
}

impl Display {
    /// The name an entry is matched by: its `source_corresp.name`, else what references to it
    /// say; `None` when neither exists (the entry cannot be paired).
    pub fn key(&self, e: &Entry) -> Option<String> {
        if e.kind == "il_header" {
            return Some(String::new());
        }
        // Scopes have no name: their kind and the entity they belong to identify them.
        if e.kind.ends_with(" scope") {
            let parts: Vec<&str> = ["kind", "routine.ptr", "assoc_namespace", "assoc_type"]
                .iter()
                .filter_map(|l| e.get(l))
                .collect();
            return Some(parts.join(" "));
        }
        // Sequence-number lookup entries have no name; their first line identifies them.
        if e.kind.ends_with("seq-number-lookup-entry") {
            return e.get("first").map(String::from);
        }
        let name = e
            .get("source_corresp.name")
            .map(|n| n.rsplit_once(": ").map(|(_, s)| s.to_string()).unwrap_or_default())
            .or_else(|| self.descriptions.get(&format!("{}@{}", e.kind, e.id)).cloned());
        // An unnamed member (an unnamed bit-field) is identified by where it is declared.
        name.or_else(|| {
            let (seq, column) = (e.get("source_corresp.decl_position.seq")?, e.get("source_corresp.decl_position.column")?);
            Some(format!("<unnamed at {seq}:{column}>"))
        })
    }
}

/// Labels whose values are not comparable: the clock.
const UNCOMPARED: &[&str] = &["time_of_compilation"];

/// The labels both entries print (n-th occurrence with n-th occurrence), and how many of them
/// have the same value.
fn field_agreement(ours: &Entry, theirs: &Entry) -> (usize, usize, Vec<String>) {
    let mut theirs_by_label: HashMap<&str, Vec<&str>> = HashMap::new();
    for (l, v) in &theirs.fields {
        theirs_by_label.entry(l).or_default().push(v);
    }
    let mut seen: HashMap<&str, usize> = HashMap::new();
    let (mut common, mut equal, mut differing) = (0, 0, vec![]);
    for (l, v) in &ours.fields {
        let n = seen.entry(l).or_default();
        if let Some(tv) = theirs_by_label.get(l.as_str()).and_then(|vs| vs.get(*n)) {
            if !UNCOMPARED.contains(&l.as_str()) {
                common += 1;
                if tv == v {
                    equal += 1;
                } else {
                    differing.push(format!("`{l}`: cufe `{v}`, reference `{tv}`"));
                }
            }
        }
        *n += 1;
    }
    (common, equal, differing)
}

/// Agreement of one entry kind.
#[derive(Default, Debug, Clone)]
pub struct KindRate {
    /// Entries of this kind in the reference's display.
    pub reference: usize,
    /// Entries of this kind in cufe's display.
    pub cufe: usize,
    /// cufe entries paired with a reference entry of the same kind and name.
    pub paired: usize,
    /// Paired entries whose common labels all have the same value.
    pub agreeing: usize,
    /// Labels both print, and those with the same value.
    pub fields_common: usize,
    pub fields_equal: usize,
    /// Labels the reference prints for paired entries that cufe does not, with counts.
    pub missing_labels: BTreeMap<String, usize>,
}

/// Per-kind agreement of `ours` with `reference`, and the differing fields (for messages).
pub fn compare(ours: &str, reference: &str) -> (BTreeMap<String, KindRate>, Vec<String>) {
    let ours = parse(ours);
    let theirs = parse(reference);
    let mut rates: BTreeMap<String, KindRate> = BTreeMap::new();
    for e in &theirs.entries {
        rates.entry(e.kind.clone()).or_default().reference += 1;
    }
    let mut by_key: HashMap<(String, String), Vec<&Entry>> = HashMap::new();
    for e in &theirs.entries {
        if let Some(k) = theirs.key(e) {
            by_key.entry((e.kind.clone(), k)).or_default().push(e);
        }
    }
    let mut differences = vec![];
    for e in &ours.entries {
        let rate = rates.entry(e.kind.clone()).or_default();
        rate.cufe += 1;
        let Some(k) = ours.key(e) else { continue };
        let Some(candidates) = by_key.get(&(e.kind.clone(), k.clone())) else { continue };
        // The candidate that agrees best (same-named entries: overloads, parameters).
        let Some((best, (common, equal, differing))) = candidates
            .iter()
            .map(|c| (*c, field_agreement(e, c)))
            .max_by_key(|(_, (common, equal, _))| (*equal, usize::MAX - (common - equal)))
        else {
            continue;
        };
        rate.paired += 1;
        rate.fields_common += common;
        rate.fields_equal += equal;
        if common == equal {
            rate.agreeing += 1;
        } else {
            differences.push(format!("{} {k}: {}", e.kind, differing.join(" | ")));
        }
        let printed: std::collections::HashSet<&str> = e.fields.iter().map(|(l, _)| l.as_str()).collect();
        for (l, _) in &best.fields {
            if !printed.contains(l.as_str()) {
                *rate.missing_labels.entry(l.clone()).or_default() += 1;
            }
        }
    }
    (rates, differences)
}

/// Adds `b` into `a`.
pub fn merge(a: &mut BTreeMap<String, KindRate>, b: BTreeMap<String, KindRate>) {
    for (k, r) in b {
        let t = a.entry(k).or_default();
        t.reference += r.reference;
        t.cufe += r.cufe;
        t.paired += r.paired;
        t.agreeing += r.agreeing;
        t.fields_common += r.fields_common;
        t.fields_equal += r.fields_equal;
        for (l, n) in r.missing_labels {
            *t.missing_labels.entry(l).or_default() += n;
        }
    }
}

/// The table the test prints: one line per kind.
pub fn table(rates: &BTreeMap<String, KindRate>) -> String {
    let mut s = format!(
        "{:<40} {:>6} {:>6} {:>6} {:>9} {:>13}\n",
        "entry kind", "ref", "cufe", "paired", "agreeing", "fields equal"
    );
    for (k, r) in rates {
        s += &format!(
            "{:<40} {:>6} {:>6} {:>6} {:>4} {:>3}% {:>6}/{:<6}\n",
            k,
            r.reference,
            r.cufe,
            r.paired,
            r.agreeing,
            if r.paired == 0 { 0 } else { 100 * r.agreeing / r.paired },
            r.fields_equal,
            r.fields_common
        );
    }
    s
}
