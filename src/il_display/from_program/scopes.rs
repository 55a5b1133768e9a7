//! Scope entries: the file scope, namespace, class and block scopes, their kinds and the
//! qualified names the other entries print for them.

use super::*;

impl<'a> Builder<'a> {
    pub(super) fn new_scope(
        &mut self,
        region: Scope,
        parent: Option<usize>,
        kind: &'static str,
        assoc: Option<(&'static str, EntryRef)>,
    ) -> usize {
        let id = self.id();
        self.scopes.push(ScopeRec {
            region,
            id,
            parent,
            kind,
            assoc,
            types: vec![],
            variables: vec![],
            routines: vec![],
            namespaces: vec![],
            parameters: vec![],
            nonstatic_variables: vec![],
            type_names: HashMap::new(),
            complete_routine_list: kind != "sck_class_struct_union",
            type_gaps: Default::default(),
            routine_gaps: Default::default(),
            next_unknown: false,
            parent_shown: true,
        });
        self.scopes.len() - 1
    }

    pub(super) fn scope_ref(&self, s: usize) -> EntryRef {
        let r = &self.scopes[s];
        EntryRef {
            scope: r.region,
            kind: "scope",
            id: r.id,
            desc: Desc::None,
        }
    }

    /// The innermost scope from `s` outwards that is not a class scope (where a friend
    /// declaration's entity lives).
    pub(super) fn enclosing_non_class(&self, mut s: usize) -> usize {
        for _ in 0..MAX_NESTING {
            if self.scopes[s].kind != "sck_class_struct_union" {
                break;
            }
            match self.scopes[s].parent {
                Some(p) => s = p,
                None => break,
            }
        }
        s
    }

    /// Records that the program declares, in scope `s`, a type (`routine: false`) or routine
    /// cufe does not display, after the entries listed so far.
    pub(super) fn undisplayed(&mut self, s: usize, routine: bool) {
        let r = &mut self.scopes[s];
        let (list, gaps) = if routine { (&r.routines, &mut r.routine_gaps) } else { (&r.types, &mut r.type_gaps) };
        gaps.insert(list.last().map(|e| e.id).unwrap_or(0));
    }

    /// Moves the entry `id` to the end of a scope's list (a definition after a declaration).
    pub(super) fn move_to_end(list: &mut Vec<EntryRef>, id: u32) {
        if let Some(i) = list.iter().position(|r| r.id == id) {
            let r = list.remove(i);
            list.push(r);
        }
    }

    /// The `ns::S` prefix of names declared in scope `s`.
    pub(super) fn qualifier(&self, mut s: usize) -> String {
        let mut parts = vec![];
        for _ in 0..MAX_NESTING {
            let r = &self.scopes[s];
            if let Some((_, target)) = &r.assoc {
                if let Desc::Text(n) = &target.desc {
                    if r.kind != "sck_function" {
                        parts.push(n.clone());
                    }
                }
            }
            match r.parent {
                Some(p) => s = p,
                None => break,
            }
        }
        parts.reverse();
        parts.iter().map(|p| format!("{p}::")).collect()
    }

    // ------------------------------------------------------------ declarations

    pub(super) fn scope_entry(&self, s: usize) -> Entry {
        let r = &self.scopes[s];
        let first = |l: &[EntryRef]| {
            l.first()
                .map(|x| Value::Ref(x.clone()))
                .unwrap_or(Value::Null)
        };
        let mut fields = vec![];
        if !r.next_unknown {
            fields.push(Field::new("next", Value::Null));
        }
        fields.extend([
            Field::new(
                "parent",
                r.parent
                    .filter(|_| r.parent_shown)
                    .map(|p| Value::Ref(self.scope_ref(p)))
                    .unwrap_or(Value::Null),
            ),
            Field::new("kind", Value::Name(r.kind.into())),
        ]);
        if let Some((label, target)) = &r.assoc {
            fields.push(Field::new(*label, Value::Ref(target.clone())));
        }
        if r.kind == "sck_function" {
            fields.push(Field::new("parameters", first(&r.parameters)));
        }
        if !r.type_gaps.contains(&0) {
            fields.push(Field::new("types", first(&r.types)));
        }
        fields.push(Field::new("variables", first(&r.variables)));
        if matches!(r.kind, "sck_function" | "sck_block") {
            fields.push(Field::new("nonstatic_variables", first(&r.nonstatic_variables)));
        }
        if !r.routine_gaps.contains(&0) {
            fields.push(Field::new("routines", first(&r.routines)));
        }
        if matches!(r.kind, "sck_file" | "sck_namespace") {
            fields.push(Field::new("namespaces", first(&r.namespaces)));
        }
        Entry {
            scope: r.region,
            kind: "scope",
            id: r.id,
            fields,
        }
    }
}
