//! Comparing normalised files with `similar` (a line diff on the comparison keys), and what
//! the renderers need from the result: hunks, line counts and which top-level declarations
//! differ.

use super::normalize::NormalizedFile;
use similar::{capture_diff_slices, group_diff_ops, Algorithm, DiffOp, DiffTag};

/// The diff of two normalised files.
#[derive(Clone, Debug)]
pub struct FileDiff {
    pub a: NormalizedFile,
    pub b: NormalizedFile,
    /// `similar`'s operations over `a.lines` and `b.lines`.
    pub ops: Vec<DiffOp>,
}

/// Line counts of a diff.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LineCounts {
    pub equal: usize,
    /// Lines only in A (deleted or replaced).
    pub removed: usize,
    /// Lines only in B (inserted or replacements).
    pub added: usize,
}

/// One declaration's share of a diff (matched between the sides by label).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclarationChange {
    pub label: String,
    /// Where it is (A's position if it is in A, else B's), as `file:line`.
    pub origin: Option<String>,
    pub in_a: bool,
    pub in_b: bool,
    pub removed: usize,
    pub added: usize,
}

impl DeclarationChange {
    pub fn differs(&self) -> bool {
        self.removed + self.added > 0
    }
}

impl FileDiff {
    pub fn new(a: NormalizedFile, b: NormalizedFile) -> FileDiff {
        let ops = {
            let ka: Vec<&str> = a.lines.iter().map(|l| l.key.as_str()).collect();
            let kb: Vec<&str> = b.lines.iter().map(|l| l.key.as_str()).collect();
            capture_diff_slices(Algorithm::Myers, &ka, &kb)
        };
        FileDiff { a, b, ops }
    }

    pub fn is_equal(&self) -> bool {
        self.ops.iter().all(|op| op.tag() == DiffTag::Equal)
    }

    pub fn counts(&self) -> LineCounts {
        let mut c = LineCounts::default();
        for op in &self.ops {
            let (tag, old, new) = op.as_tag_tuple();
            match tag {
                DiffTag::Equal => c.equal += old.len(),
                _ => {
                    c.removed += old.len();
                    c.added += new.len();
                }
            }
        }
        c
    }

    /// The changes grouped into hunks with `context` equal lines around them.
    pub fn hunks(&self, context: usize) -> Vec<Vec<DiffOp>> {
        group_diff_ops(self.ops.clone(), context)
    }

    /// Every declaration of either side, in A's order then B's, with its changed lines.
    pub fn declarations(&self) -> Vec<DeclarationChange> {
        let mut out: Vec<DeclarationChange> = Vec::new();
        let mut index_of = std::collections::HashMap::<String, usize>::new();
        let mut slot = |label: &str, origin: Option<String>, out: &mut Vec<DeclarationChange>| -> usize {
            *index_of.entry(label.to_string()).or_insert_with(|| {
                out.push(DeclarationChange { label: label.to_string(), origin, in_a: false, in_b: false, removed: 0, added: 0 });
                out.len() - 1
            })
        };
        let a_slots: Vec<usize> = self
            .a
            .declarations
            .iter()
            .map(|d| slot(&d.label, d.origin.as_ref().map(|o| o.to_string()), &mut out))
            .collect();
        let b_slots: Vec<usize> = self
            .b
            .declarations
            .iter()
            .map(|d| slot(&d.label, d.origin.as_ref().map(|o| o.to_string()), &mut out))
            .collect();
        a_slots.iter().for_each(|s| out[*s].in_a = true);
        b_slots.iter().for_each(|s| out[*s].in_b = true);
        for op in &self.ops {
            let (tag, old, new) = op.as_tag_tuple();
            if tag == DiffTag::Equal {
                continue;
            }
            for i in old {
                out[a_slots[self.a.lines[i].declaration]].removed += 1;
            }
            for i in new {
                out[b_slots[self.b.lines[i].declaration]].added += 1;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diffing::file_kind::FileKind;
    use crate::diffing::normalize::{normalize, Normalization};

    fn diff(a: &str, b: &str) -> FileDiff {
        let o = Normalization::default();
        FileDiff::new(normalize(a, FileKind::Code, &o), normalize(b, FileKind::Code, &o))
    }

    #[test]
    fn counts_and_declarations() {
        let a = "int a;\nvoid f()\n{\nx = 1;\n}\nint b;\n";
        let b = "int a;\nvoid f()\n{\nx = 2;\n}\nint b;\nint c;\n";
        let d = diff(a, b);
        assert!(!d.is_equal());
        assert_eq!(d.counts(), LineCounts { equal: 5, removed: 1, added: 2 });
        let changed: Vec<_> = d.declarations().into_iter().filter(|c| c.differs()).map(|c| (c.label, c.removed, c.added, c.in_a)).collect();
        assert_eq!(changed, [("void f()".to_string(), 1, 1, true), ("int c;".to_string(), 0, 1, false)]);
        assert!(diff(a, a).is_equal());
    }
}
