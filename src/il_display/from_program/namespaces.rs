//! Namespace entries: named, anonymous and inline namespaces, and their reopenings.

use super::*;

impl<'a> Builder<'a> {
    pub(super) fn namespace(
        &mut self,
        name: Option<u32>,
        has_attributes: bool,
        scope: usize,
        ctx: Ctx,
    ) -> usize {
        if let Some(t) = name {
            let n = self.tok(t);
            // Reopening continues the namespace.
            if let Some(ns) = self.namespaces.iter().find(|ns| {
                ns.named
                    .as_ref()
                    .is_some_and(|x| x.name == n && x.parent_scope == scope)
            }) {
                return ns.scope;
            }
        }
        let id = self.id();
        let desc = name
            .map(|t| Desc::Text(self.tok(t).to_string()))
            .unwrap_or(Desc::None);
        let ns_ref = EntryRef {
            scope: Scope::File,
            kind: "namespace",
            id,
            desc,
        };
        let s = self.new_scope(
            Scope::File,
            Some(scope),
            "sck_namespace",
            Some(("assoc_namespace", ns_ref.clone())),
        );
        let named = name.map(|t| Named {
            name: self.tok(t).to_string(),
            tok: Some(t),
            parent_scope: scope,
            access: None,
            linkage: if ctx.anonymous_ns { "internal" } else { "C++" },
            has_attributes,
        });
        self.namespaces.push(NamespaceRec {
            id,
            named,
            scope: s,
            is_std: false,
        });
        self.scopes[scope].namespaces.push(ns_ref);
        s
    }

    pub(super) fn namespace_entry(&mut self, n: usize) -> Entry {
        let mut fields = vec![];
        let id = self.namespaces[n].id;
        let named = self.namespaces[n].named.take();
        let parent = self.scopes[self.namespaces[n].scope]
            .parent
            .unwrap_or(self.global_scope);
        match &named {
            Some(nm) => fields.push(Field::new(
                "source_corresp",
                self.source_corresp(nm, None, false),
            )),
            None => fields.push(Field::new(
                "source_corresp",
                Value::Group(vec![
                    Field::new("parent_scope", Value::Ref(self.scope_ref(parent))),
                    Field::new("enclosing_routine", Value::Null),
                ]),
            )),
        }
        self.namespaces[n].named = named;
        fields.push(Field::new("next", Self::next_in(&self.scopes[parent].namespaces, id)));
        if self.namespaces[n].is_std {
            fields.push(Field::new("is_std", Value::Bool(true)));
        }
        fields.push(Field::new(
            "assoc_scope",
            Value::Ref(self.scope_ref(self.namespaces[n].scope)),
        ));
        Entry {
            scope: Scope::File,
            kind: "namespace",
            id,
            fields,
        }
    }

}
