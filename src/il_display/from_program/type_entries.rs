//! Type entries: one per interned type, with the fields of its kind (integer, float,
//! pointer, reference, function, array, class, typeref...).

use super::*;

impl<'a> Builder<'a> {
    pub(super) fn type_entry(&mut self, ix: TypeIx) -> Entry {
        let node = self.types.nodes[ix].clone();
        let id = self.type_ids[ix];
        let mut fields = vec![];
        let class_rec = if let TypeNode::Class(_) = node {
            self.classes.iter().position(|c| c.ty == ix)
        } else {
            None
        };
        let typedef_named = self.typedef_names.remove(&ix);
        let named = class_rec
            .and_then(|c| self.classes[c].named.take())
            .or(typedef_named);
        match &named {
            Some(n) => {
                // A closure type is local to its function, reached through it.
                let local_to = class_rec.and_then(|c| self.classes[c].local_to);
                let sc = match local_to {
                    Some(r) => self.source_corresp_full(n, Some(r), true, true),
                    None => self.source_corresp(n, None, false),
                };
                fields.push(Field::new("source_corresp", sc));
                let parent = &self.scopes[n.parent_scope];
                if !parent.type_gaps.contains(&id) {
                    fields.push(Field::new("next", Self::next_in(&parent.types, id)));
                }
            }
            None => {
                fields.push(Field::new(
                    "source_corresp",
                    Value::Group(vec![
                        Field::new("parent_scope", Value::Null),
                        Field::new("enclosing_routine", Value::Null),
                        Field::new("attributes", Value::Null),
                    ]),
                ));
                fields.push(Field::new("next", Value::Null));
            }
        }
        match (class_rec, named) {
            (Some(c), Some(n)) => self.classes[c].named = Some(n),
            (None, Some(n)) => {
                self.typedef_names.insert(ix, n);
            }
            _ => {}
        }
        let layout = match node {
            // The reference shows typedefs and cv-qualified types as size 0, alignment 1.
            TypeNode::Qualified(..) | TypeNode::Typedef(..) => Some((0, 1)),
            _ => self.layout(ix, 0),
        };
        if let Some((size, align)) = layout {
            fields.push(Field::new("size", Value::Int(size as i64)));
            fields.push(Field::new("alignment", Value::Int(align as i64)));
        }
        if let TypeNode::Class(c) = node {
            if self.types.classes.get(c).is_some_and(|c| c.incomplete) {
                fields.push(Field::new("incomplete", Value::Bool(true)));
            }
        }
        if self.builtin_va_list == Some(ix) {
            fields.push(Field::new("is_builtin_va_list", Value::Bool(true)));
        }
        let kind = |k: &str| Field::new("kind", Value::Name(k.to_string()));
        match node {
            TypeNode::Builtin(n) => {
                let k = self
                    .t
                    .builtin(&n)
                    .map(|b| b.kind.clone())
                    .unwrap_or_else(|| "tk_unknown".into());
                if k == "tk_void" {
                    fields.push(Field::new("incomplete", Value::Bool(true)));
                }
                fields.push(kind(&k));
                match k.as_str() {
                    "tk_integer" => {
                        let builtin = self.t.builtin(&n);
                        let int_kind = builtin.and_then(|b| b.int_kind.clone()).unwrap_or_else(|| n.clone());
                        fields.push(Field::new("int_kind", Value::Name(int_kind)));
                        if let Some(flag) = builtin.and_then(|b| b.flag.clone()) {
                            fields.push(Field::new(flag, Value::Bool(true)));
                        }
                    }
                    "tk_float" => fields.push(Field::new("float_kind", Value::Name(n))),
                    _ => {}
                }
            }
            TypeNode::Qualified(b, cv) => {
                fields.push(kind("tk_typeref"));
                fields.push(Field::new("typeref_type", self.type_ref(b)));
                fields.push(Field::new("qualifiers", Value::Name(cv)));
            }
            TypeNode::Typedef(_, b) => {
                fields.push(kind("tk_typeref"));
                fields.push(Field::new("typeref_type", self.type_ref(b)));
                // The typedef kind (the reference's second `kind`); `none` for a plain typedef.
                fields.push(kind(if self.alias_types.contains(&ix) { "is_alias" } else { "none" }));
                if self.predeclared_types.contains(&ix) {
                    fields.push(Field::new("predeclared", Value::Bool(true)));
                }
            }
            TypeNode::Pointer(p) | TypeNode::LRef(p) | TypeNode::RRef(p) => {
                fields.push(kind("tk_pointer"));
                fields.push(Field::new("type_pointed_to", self.type_ref(p)));
                if !matches!(self.types.nodes[ix], TypeNode::Pointer(_)) {
                    fields.push(Field::new("is_reference", Value::Bool(true)));
                }
                if matches!(self.types.nodes[ix], TypeNode::RRef(_)) {
                    fields.push(Field::new("is_rvalue_reference", Value::Bool(true)));
                }
            }
            TypeNode::PtrToMember(c, m) => {
                fields.push(kind("tk_ptr_to_member"));
                fields.push(Field::new("class_of_which_a_member", self.type_ref(c)));
                fields.push(Field::new("type", self.type_ref(m)));
            }
            TypeNode::DependentArray(e, _) => {
                fields.push(kind("tk_array"));
                fields.push(Field::new("element_type", self.type_ref(e)));
                fields.push(Field::new("is_template_dependent_size_array", Value::Bool(true)));
            }
            TypeNode::Array(e, n) => {
                fields.push(kind("tk_array"));
                fields.push(Field::new("element_type", self.type_ref(e)));
                if let Some(n) = n {
                    fields.push(Field::new("number_of_elements", Value::Int(n as i64)));
                }
            }
            TypeNode::Function { ret, params, .. } => {
                fields.push(kind("tk_routine"));
                fields.push(Field::new("return_type", self.type_ref(ret)));
                if params.is_empty() {
                    fields.push(Field::new("param_type_list", Value::Null));
                }
                fields.push(Field::new("prototyped", Value::Bool(true)));
            }
            TypeNode::Class(c) => {
                let k = self
                    .types
                    .classes
                    .get(c)
                    .map(|c| c.kind)
                    .unwrap_or("tk_struct");
                fields.push(kind(k));
                let first = class_rec.and_then(|c| self.classes[c].fields.first().copied());
                let v = first
                    .map(|f| {
                        Value::Ref(EntryRef {
                            scope: Scope::File,
                            kind: "field",
                            id: self.fields[f].id,
                            desc: match &self.fields[f].named.name {
                                n if n.is_empty() => Desc::None,
                                n => Desc::Text(n.clone()),
                            },
                        })
                    })
                    .unwrap_or(Value::Null);
                fields.push(Field::new("field_list", v));
                if class_rec.is_some_and(|c| self.classes[c].originally_unnamed) {
                    fields.push(Field::new("originally_unnamed", Value::Bool(true)));
                }
                if self.types.classes.get(c).is_some_and(|c| c.template_specialization) {
                    fields.push(Field::new("is_template_class", Value::Bool(true)));
                }
                if self.types.classes.get(c).is_some_and(|c| c.explicit_specialization) {
                    fields.push(Field::new("is_specialized", Value::Bool(true)));
                }
                if self.types.classes.get(c).is_some_and(|c| c.template_prototype) {
                    for label in ["is_template_class", "is_prototype_instantiation", "is_nonreal_class"] {
                        fields.push(Field::new(label, Value::Bool(true)));
                    }
                }
            }
            TypeNode::Unknown(_) | TypeNode::PackExpansion(_) => fields.push(kind("tk_unknown")),
            TypeNode::Enum(e) => self.enum_type_fields(ix, e, &mut fields),
        }
        Entry {
            scope: Scope::File,
            kind: "type",
            id,
            fields,
        }
    }

}
