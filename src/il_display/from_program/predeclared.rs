//! The entities the reference declares before it reads the program (`tables/
//! il_display_predeclared.yaml`): typedefs such as `_Float16` and `__builtin_va_list`, the
//! `__va_list_tag` and `_IO_FILE` structs, namespaces `cuda`, `cuda::std`, `std` (with
//! `type_info` and `align_val_t`) and `__cxxabiv1`, and the replaceable `operator new` and
//! `operator delete` functions. They are declared into the builder's scopes first, so the
//! scopes' lists start with them as the reference's do, and a program that reopens `std`
//! continues the predeclared namespace. They have no source position. A table entry that is
//! malformed is skipped.

use std::sync::OnceLock;

use serde_json::Value as Json;

use super::*;

const SOURCE: &str = include_str!("../../../tables/il_display_predeclared.yaml");

/// The table's entities, parsed once (none if the file does not parse).
fn entities() -> &'static [Json] {
    static ENTITIES: OnceLock<Vec<Json>> = OnceLock::new();
    ENTITIES.get_or_init(|| {
        serde_json::from_str::<Json>(SOURCE)
            .ok()
            .and_then(|doc| doc.get("entities").and_then(|e| e.as_array()).cloned())
            .unwrap_or_default()
    })
}

fn text<'j>(v: &'j Json, key: &str) -> Option<&'j str> {
    v.get(key).and_then(|x| x.as_str())
}

fn flag(v: &Json, key: &str) -> bool {
    v.get(key).and_then(|x| x.as_bool()).unwrap_or(false)
}

impl<'a> Builder<'a> {
    /// Declares the predeclared entities into the file scope.
    pub(super) fn predeclare(&mut self) {
        let global = self.global_scope;
        for e in entities() {
            self.predeclared_entity(e, global, 0);
        }
    }

    fn predeclared_named(&self, name: &str, scope: usize, linkage: &'static str, access: Option<&'static str>) -> Named {
        Named { name: name.to_string(), tok: None, parent_scope: scope, access, linkage, has_attributes: false }
    }

    fn predeclared_entity(&mut self, e: &Json, scope: usize, depth: usize) {
        if depth > MAX_NESTING {
            return;
        }
        if let Some(name) = text(e, "typedef") {
            let Some(target) = text(e, "type").and_then(|t| self.predeclared_type(t)) else { return };
            let Some(ty) = self.typedef_entry(name, target, scope) else { return };
            let named = self.predeclared_named(name, scope, "no", None);
            self.typedef_names.insert(ty, named);
            self.predeclared_types.insert(ty);
            if flag(e, "is_builtin_va_list") {
                self.builtin_va_list = Some(ty);
            }
        } else if let Some((name, kind)) =
            text(e, "struct").map(|n| (n, "tk_struct")).or_else(|| text(e, "class").map(|n| (n, "tk_class")))
        {
            self.predeclared_class(e, name, kind, scope);
        } else if let Some(name) = text(e, "enum") {
            let Some(underlying) = text(e, "base").and_then(|t| self.predeclared_type(t)) else { return };
            let enum_ix = self.types.enums.len();
            self.types.enums.push(EnumInfo {
                qualified_name: format!("{}{name}", self.qualifier(scope)),
                underlying,
                explicit_base: true,
                scoped: flag(e, "scoped"),
                unsigned_values: false,
                originally_unnamed: false,
                recorded_alignment: e.get("alignment").and_then(|a| a.as_u64()),
                predeclared: true,
            });
            let ty = self.intern(TypeNode::Enum(enum_ix));
            let type_ref = EntryRef { scope: Scope::File, kind: "type", id: self.type_ids[ty], desc: Desc::Text(self.types.spell(ty)) };
            self.scopes[scope].types.push(type_ref);
            self.scopes[scope].type_names.insert(name.to_string(), ty);
            let named = self.predeclared_named(name, scope, "C++", None);
            self.typedef_names.insert(ty, named);
            self.enums.push(EnumRec { ty, constants: vec![] });
        } else if let Some(name) = text(e, "namespace") {
            let s = self.predeclared_namespace(name, scope, flag(e, "is_std"));
            for m in e.get("members").and_then(|m| m.as_array()).into_iter().flatten() {
                self.predeclared_entity(m, s, depth + 1);
            }
        } else if let Some(name) = text(e, "routine") {
            self.predeclared_routine(e, name, scope);
        }
    }

    fn predeclared_namespace(&mut self, name: &str, scope: usize, is_std: bool) -> usize {
        let id = self.id();
        let ns_ref = EntryRef { scope: Scope::File, kind: "namespace", id, desc: Desc::Text(name.to_string()) };
        let s = self.new_scope(Scope::File, Some(scope), "sck_namespace", Some(("assoc_namespace", ns_ref.clone())));
        let named = self.predeclared_named(name, scope, "C++", None);
        self.namespaces.push(NamespaceRec { id, named: Some(named), scope: s, is_std });
        self.scopes[scope].namespaces.push(ns_ref);
        s
    }

    /// A struct or class: complete with its fields and implicit assignment operators when the
    /// table lists fields, else incomplete (no scope of its own).
    fn predeclared_class(&mut self, e: &Json, name: &str, kind: &'static str, scope: usize) {
        let fields: Vec<(String, TypeIx)> = e
            .get("fields")
            .and_then(|f| f.as_array())
            .into_iter()
            .flatten()
            .filter_map(|f| {
                let pair = f.as_array()?;
                let field_name = pair.first()?.as_str()?.to_string();
                let ty = self.predeclared_type(pair.get(1)?.as_str()?)?;
                Some((field_name, ty))
            })
            .collect();
        let complete = e.get("fields").is_some();
        let class_ix = self.types.classes.len();
        self.types.classes.push(ClassInfo {
            qualified_name: format!("{}{name}", self.qualifier(scope)),
            kind,
            field_types: fields.iter().map(|(_, t)| *t).collect(),
            layout_unknown: false,
            packed: false,
            dynamic_init: false,
            incomplete: !complete,
            template_prototype: false,
            template_specialization: false,
            explicit_specialization: false,
        });
        let ty = self.intern(TypeNode::Class(class_ix));
        let type_ref = EntryRef { scope: Scope::File, kind: "type", id: self.type_ids[ty], desc: Desc::Text(self.types.spell(ty)) };
        self.scopes[scope].types.push(type_ref.clone());
        self.scopes[scope].type_names.insert(name.to_string(), ty);
        let named = self.predeclared_named(name, scope, "C++", None);
        self.classes.push(ClassRec { ty, named: Some(named), fields: vec![], local_to: None, originally_unnamed: false });
        if !complete {
            return;
        }
        let inner = self.new_scope(Scope::File, Some(scope), "sck_class_struct_union", Some(("assoc_type", type_ref)));
        let access = if kind == "tk_class" { "as_private" } else { "as_public" };
        for (field_name, fty) in fields {
            let id = self.id();
            let named = self.predeclared_named(&field_name, inner, "no", Some(access));
            self.fields.push(FieldRec { id, named, ty: fty, offset: None, local: false });
            let f = self.fields.len() - 1;
            if let Some(cr) = self.classes.iter_mut().rev().find(|cr| cr.ty == ty) {
                cr.fields.push(f);
            }
        }
        self.field_offsets(ty, class_ix);
        self.declare_implicit_members(ImplicitFor {
            class_scope: inner,
            class_ty: ty,
            name: name.to_string(),
            name_tok: None,
            user: Default::default(),
            lazy_constructors: false,
            bases: Some(vec![]),
            member_types: vec![],
            local: false,
            defaulted_default_constructor: None,
        });
    }

    /// `operator new` and friends: compiler-generated, never defined, `sc_extern`.
    fn predeclared_routine(&mut self, e: &Json, name: &str, scope: usize) {
        let Some(ret) = text(e, "returns").and_then(|t| self.predeclared_type(t)) else { return };
        let mut params = vec![];
        for p in e.get("params").and_then(|p| p.as_array()).into_iter().flatten() {
            let Some(t) = p.as_str().and_then(|t| self.predeclared_type(t)) else { return };
            params.push(t);
        }
        let noexcept = flag(e, "noexcept");
        let qualifiers = if noexcept { " noexcept" } else { "" };
        let ty = self.intern(TypeNode::Function { ret, params, variadic: false, qualifiers: qualifiers.into() });
        let operator = name.strip_prefix("operator").map(str::trim).unwrap_or("");
        let opname = self
            .t
            .table("operator_spelling")
            .index(operator)
            .filter(|&i| i > 0)
            .map(|i| self.t.name("operator_name_kind", i));
        let id = self.id();
        self.scopes[scope].routines.push(EntryRef { scope: Scope::File, kind: "routine", id, desc: Desc::Text(name.to_string()) });
        let named = self.predeclared_named(name, scope, "C++", None);
        self.routines.push(RoutineRec {
            special: Special {
                kind: Some("sfk_operator"),
                opname,
                compiler_generated: true,
                never_throws: noexcept,
                ..Special::default()
            },
            ..RoutineRec::declaration(id, named, ty)
        });
    }

    /// A type as the table writes it: `T *`, `T [N]`, a builtin, or a predeclared type's
    /// qualified name (`std::align_val_t`).
    fn predeclared_type(&mut self, spelled: &str) -> Option<TypeIx> {
        let spelled = spelled.trim();
        if let Some(pointee) = spelled.strip_suffix('*') {
            let p = self.predeclared_type(pointee)?;
            return Some(self.intern(TypeNode::Pointer(p)));
        }
        if let Some(open) = spelled.strip_suffix(']').and_then(|s| s.rfind('[').map(|i| (i, s))) {
            let (i, s) = open;
            let n: u64 = s[i + 1..].trim().parse().ok()?;
            let element = self.predeclared_type(&s[..i])?;
            return Some(self.intern(TypeNode::Array(element, Some(n))));
        }
        if self.t.builtin(spelled).is_some() {
            return Some(self.intern(TypeNode::Builtin(spelled.to_string())));
        }
        // A qualified name: namespaces from the file scope, then the type.
        let mut scope = self.global_scope;
        let mut parts: Vec<&str> = spelled.split("::").collect();
        let last = parts.pop()?;
        for part in parts {
            let ns = self.namespaces.iter().find(|n| {
                n.named.as_ref().is_some_and(|x| x.name == part && x.parent_scope == scope)
            })?;
            scope = ns.scope;
        }
        self.scopes[scope].type_names.get(last).copied()
    }
}
