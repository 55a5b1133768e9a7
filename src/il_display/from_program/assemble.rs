//! Assembling the dump: the `il_header`, then the file-scope region's entries and one region
//! per function body, in the reference's order.

use super::*;

impl<'a> Builder<'a> {
    pub(super) fn finish(mut self, opts: &DisplayOptions) -> IlDump {
        let t = self.t;
        let mut file_entries: Vec<Entry> = vec![];
        let mut func_entries: Vec<Vec<Entry>> = self.functions.iter().map(|_| vec![]).collect();

        // il_header
        let primary = self.source_files.first().map(|e| e.id).unwrap_or(0);
        let primary_name = self
            .p
            .map
            .file_name(crate::source::FileId(0))
            .as_bytes()
            .to_vec();
        let main = self
            .routines
            .iter()
            .position(|r| r.named.name == "main" && r.named.parent_scope == self.global_scope);
        let version = self.other_text(opts.compiler_version.as_bytes());
        let time = self.other_text(opts.time_of_compilation.as_bytes());
        let any_templates = self.p.unit.decls.iter().any(has_template);
        let header = vec![
            Field::new(
                "primary_source_file",
                Value::Ref(EntryRef {
                    scope: Scope::File,
                    kind: "source-file",
                    id: primary,
                    desc: Desc::Quoted(primary_name),
                }),
            ),
            Field::new(
                "primary_scope",
                Value::Ref(self.scope_ref(self.global_scope)),
            ),
            Field::new(
                "main_routine",
                main.map(|m| Value::Ref(self.routine_ref(m)))
                    .unwrap_or(Value::Null),
            ),
            Field::new("compiler_version", Value::Ref(version)),
            Field::new("time_of_compilation", Value::Ref(time)),
            Field::new("plain_chars_are_signed", Value::Bool(true)),
            Field::new(
                "source_language",
                Value::Name(t.name("source_language", 0).into()),
            ),
            Field::new("std_version", Value::Int(opts.std_version as i64)),
            Field::new("pcc_compatibility_mode", Value::Bool(false)),
            Field::new("enum_type_is_integral", Value::Bool(false)),
            Field::new("gcc_mode", Value::Bool(false)),
            Field::new("gpp_mode", Value::Bool(opts.gnu_version.is_some())),
            Field::new(
                "gnu_version",
                Value::Int(opts.gnu_version.unwrap_or(0) as i64),
            ),
            Field::new("short_enums", Value::Bool(false)),
            Field::new("default_nocommon", Value::Bool(false)),
            Field::new("UCN_identifiers_used", Value::Bool(false)),
            Field::new("vla_used", Value::Bool(false)),
            Field::new("any_templates_seen", Value::Bool(any_templates)),
            Field::new("prototype_instantiations_in_il", Value::Bool(true)),
            Field::new("il_has_all_prototype_instantiations", Value::Bool(true)),
            Field::new("il_has_C_semantics", Value::Bool(false)),
            Field::new("nontag_types_used_in_exception_or_rtti", Value::Null),
            Field::new(
                "seq_number_lookup_entries",
                self.lookup_entries
                    .first()
                    .map(|e| Value::Ref(e.reference(Desc::None)))
                    .unwrap_or(Value::Null),
            ),
        ];

        // types
        for ix in 0..self.types.nodes.len() {
            if matches!(self.types.nodes[ix], TypeNode::PackExpansion(_)) {
                continue; // part of its function type's spelling only
            }
            let e = self.type_entry(ix);
            file_entries.push(e);
        }
        // enumerators
        for c in 0..self.constants.len() {
            let e = self.constant_entry(c);
            file_entries.push(e);
        }
        // classes' fields; each field's class and place on its list, found once
        let mut place_of_field: HashMap<usize, (usize, usize)> = HashMap::new();
        for (c, class) in self.classes.iter().enumerate() {
            for (i, &f) in class.fields.iter().enumerate() {
                place_of_field.entry(f).or_insert((c, i));
            }
        }
        for f in 0..self.fields.len() {
            let named = std::mem::replace(
                &mut self.fields[f].named,
                Named {
                    name: String::new(),
                    tok: None,
                    parent_scope: 0,
                    access: None,
                    linkage: "no",
                    has_attributes: false,
                },
            );
            let local = self.fields[f].local;
            let mut fields = vec![Field::new(
                "source_corresp",
                self.source_corresp(&named, None, local),
            )];
            let next = place_of_field
                .get(&f)
                .and_then(|&(c, i)| self.classes[c].fields.get(i + 1))
                .map(|&x| {
                    Value::Ref(EntryRef {
                        scope: Scope::File,
                        kind: "field",
                        id: self.fields[x].id,
                        desc: match &self.fields[x].named.name {
                            n if n.is_empty() => Desc::None, // an unnamed bit-field
                            n => Desc::Text(n.clone()),
                        },
                    })
                })
                .unwrap_or(Value::Null);
            fields.push(Field::new("next", next));
            fields.push(Field::new("type", self.type_ref(self.fields[f].ty)));
            if let Some(o) = self.fields[f].offset {
                fields.push(Field::new("offset", Value::Int(o as i64)));
            }
            self.fields[f].named = named;
            file_entries.push(Entry {
                scope: Scope::File,
                kind: "field",
                id: self.fields[f].id,
                fields,
            });
        }
        // variables; the function each local belongs to, found once
        let mut function_of_local: HashMap<usize, usize> = HashMap::new();
        let mut function_of_scope: HashMap<usize, usize> = HashMap::new();
        for (i, f) in self.functions.iter().enumerate() {
            for &v in &f.locals {
                function_of_local.entry(v).or_insert(i);
            }
            for &s in std::iter::once(&f.scope).chain(&f.block_scopes) {
                function_of_scope.entry(s).or_insert(i);
            }
        }
        for v in 0..self.variables.len() {
            let (e, region) = self.variable_entry(v);
            match (region, function_of_local.get(&v).copied()) {
                (Scope::Func, Some(f)) => func_entries[f].push(e),
                _ => file_entries.push(e),
            }
        }
        // routines
        for r in 0..self.routines.len() {
            let e = self.routine_entry(r);
            file_entries.push(e);
        }
        // namespaces and scopes
        for n in 0..self.namespaces.len() {
            let e = self.namespace_entry(n);
            file_entries.push(e);
        }
        for s in 0..self.scopes.len() {
            let e = self.scope_entry(s);
            match function_of_scope.get(&s).copied() {
                Some(f) => func_entries[f].push(e),
                None => file_entries.push(e),
            }
        }
        file_entries.append(&mut self.source_files);
        file_entries.append(&mut self.lookup_entries);
        let by_id = |v: &mut Vec<Entry>| v.sort_by_key(|e| e.id);
        by_id(&mut file_entries);
        let mut regions = vec![Region {
            number: 1,
            title: "file scope".into(),
            header: Some(header),
            entries: file_entries,
        }];
        for (f, mut entries) in self.functions.iter().zip(func_entries) {
            by_id(&mut entries);
            regions.push(Region {
                number: self.routines[f.routine].region,
                title: f.title.clone(),
                header: None,
                entries,
            });
        }
        IlDump {
            compilation_of: self.p.map.file_name(crate::source::FileId(0)).to_string(),
            regions,
        }
    }

}
