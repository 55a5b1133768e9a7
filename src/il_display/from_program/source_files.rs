//! The source-file entries (one per file the preprocessed text names, with their include
//! tree) and the sequence-number lookup entries that map physical lines to files.

use super::*;

impl<'a> Builder<'a> {
    /// Source files and sequence-number lookup entries: one lookup entry per run of
    /// physical lines that map to consecutive lines of one file.
    pub(super) fn source_files(&mut self) {
        let map = self.p.map;
        let lines = self.line_starts.len() - usize::from(self.p.text.ends_with('\n'));
        let lines = lines.max(1);
        // (first seq, last seq, first line, file)
        let mut runs: Vec<(u32, u32, u32, crate::source::FileId)> = vec![];
        for (i, &start) in self.line_starts.iter().take(lines).enumerate() {
            let seq = i as u32 + 1;
            let at = map.resolve(start);
            match runs.last_mut() {
                Some(r) if r.3 == at.file && at.line.wrapping_sub(r.2) == seq - r.0 => r.1 = seq,
                _ => runs.push((seq, seq, at.line, at.file)),
            }
        }
        let primary = crate::source::FileId(0);
        let mut files: Vec<crate::source::FileId> = vec![primary];
        for r in &runs {
            if !files.contains(&r.3) {
                files.push(r.3);
            }
        }
        for f in &files {
            let id = self.id();
            self.source_file_ids.push((*f, id));
        }
        let file_ref = |b: &Self, f: crate::source::FileId| {
            let id = b
                .source_file_ids
                .iter()
                .find(|(x, _)| *x == f)
                .map(|(_, id)| *id)
                .unwrap_or(0);
            Value::Ref(EntryRef {
                scope: Scope::File,
                kind: "source-file",
                id,
                desc: Desc::Quoted(map.file_name(f).as_bytes().to_vec()),
            })
        };
        let last_seq = runs.last().map(|r| r.1).unwrap_or(1);
        let children: Vec<crate::source::FileId> = files.iter().skip(1).copied().collect();
        for (i, f) in files.iter().enumerate() {
            let name = self.other_text(map.file_name(*f).as_bytes());
            let mine: Vec<_> = runs.iter().filter(|r| r.3 == *f).collect();
            let (first, last, first_line) = if i == 0 {
                (1, last_seq, 1)
            } else {
                (
                    mine.first().map(|r| r.0).unwrap_or(0),
                    last_seq,
                    mine.first().map(|r| r.2).unwrap_or(0),
                )
            };
            let mut fields = vec![Field::new("file_name", Value::Ref(name.clone()))];
            let top = i == 0;
            fields.push(Field::new(
                "full_name",
                if top {
                    Value::Ref(name.clone())
                } else {
                    Value::Null
                },
            ));
            fields.push(Field::new(
                "name_as_written",
                if top { Value::Ref(name) } else { Value::Null },
            ));
            fields.push(Field::new("first_seq_number", Value::Int(first as i64)));
            fields.push(Field::new("last_seq_number", Value::Int(last as i64)));
            fields.push(Field::new(
                "first_line_number",
                Value::Int(first_line as i64),
            ));
            let (first_child, last_child) = if top && !children.is_empty() {
                (
                    file_ref(self, children[0]),
                    file_ref(self, children[children.len() - 1]),
                )
            } else {
                (Value::Null, Value::Null)
            };
            fields.push(Field::new("first_child_file", first_child));
            fields.push(Field::new("last_child_file", last_child));
            let next = if top {
                Value::Null
            } else {
                files
                    .get(i + 1)
                    .map(|n| file_ref(self, *n))
                    .unwrap_or(Value::Null)
            };
            fields.push(Field::new("next", next));
            if top {
                fields.push(Field::new("top_level_file", Value::Bool(true)));
            }
            let id = self.source_file_ids[i].1;
            self.source_files.push(Entry {
                scope: Scope::File,
                kind: "source-file",
                id,
                fields,
            });
        }
        let ids: Vec<u32> = runs.iter().map(|_| self.id()).collect();
        for (i, r) in runs.iter().enumerate() {
            let next = ids
                .get(i + 1)
                .map(|&id| {
                    Value::Ref(EntryRef {
                        scope: Scope::File,
                        kind: "seq-number-lookup-entry",
                        id,
                        desc: Desc::None,
                    })
                })
                .unwrap_or(Value::Null);
            let fields = vec![
                Field::new("next", next),
                Field::new("first", Value::Int(r.0 as i64)),
                Field::new("last", Value::Int(r.1 as i64)),
                Field::new("line_number", Value::Int(r.2 as i64)),
                Field::new("source_file", file_ref(self, r.3)),
            ];
            self.lookup_entries.push(Entry {
                scope: Scope::File,
                kind: "seq-number-lookup-entry",
                id: ids[i],
                fields,
            });
        }
    }

    // ------------------------------------------------------------ scopes

}
