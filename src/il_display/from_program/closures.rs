//! Lambda closure types: the unnamed class (`<unnamed@ID>`) a lambda expression in a function
//! body creates, local to that function, with one private field per explicit capture (`k`
//! by copy has the captured variable's type, `&k` a reference to it), listed in the `types`
//! of the scope the lambda is written in. A variable initialized with the lambda (`auto f =
//! [k](int v) {...};`) has the closure type.
//!
//! Not modelled yet: the closure's members (`operator()`, the conversion to a function
//! pointer, its implicit members) and their function scopes, so the closure scope's
//! `routines` is left out; closures with default or init captures (whose fields depend on
//! the body); lambdas that are not a variable's initializer, which leave a gap in their
//! function's `types` list (see `undisplayed`).

use super::*;

/// One explicit capture: the captured name's token and whether it is by reference.
struct Capture {
    name_tok: u32,
    by_reference: bool,
}

impl<'a> Builder<'a> {
    /// The lambdas written directly in the body of a named function (not in another
    /// lambda), by their introducer token, sorted.
    pub(super) fn lambdas_in_functions(refs: &crate::sema::references::References) -> Vec<u32> {
        let mut v: Vec<u32> = refs
            .routines
            .iter()
            .filter(|r| r.lambda_of.is_some_and(|of| refs.routines.get(of).is_some_and(|o| o.lambda_of.is_none())))
            .filter_map(|r| r.body_tok)
            .collect();
        v.sort_unstable();
        v
    }

    /// The closure type of the lambda that initializes a variable declared in `scope` of the
    /// function whose routine record is `routine`, if cufe models it.
    pub(super) fn closure_type(&mut self, l: &Lambda, scope: usize, routine: usize) -> Option<TypeIx> {
        let introducer = l.range.lo;
        if !self.pending_lambdas.contains(&introducer) {
            return None;
        }
        let captures = self.explicit_captures(l.captures)?;
        // The captured variables' types, from the declarations in scope.
        let mut fields = vec![];
        for c in &captures {
            let name = self.tok(c.name_tok).to_string();
            let ty = self.visible_variable_type(scope, &name)?;
            let ty = if c.by_reference { self.intern(TypeNode::LRef(ty)) } else { ty };
            fields.push((c.name_tok, ty));
        }
        self.pending_lambdas.remove(&introducer);
        let class_ix = self.types.classes.len();
        self.types.classes.push(ClassInfo {
            qualified_name: String::new(),
            kind: "tk_class",
            field_types: fields.iter().map(|(_, t)| *t).collect(),
            layout_unknown: false,
            packed: false,
            dynamic_init: false,
            incomplete: false,
            template_prototype: false,
            template_specialization: false,
            explicit_specialization: false,
        });
        let ty = self.intern(TypeNode::Class(class_ix));
        self.types.classes[class_ix].qualified_name = format!("<unnamed@{}>", self.type_ids[ty]);
        let type_ref = EntryRef { scope: Scope::File, kind: "type", id: self.type_ids[ty], desc: Desc::Text(self.types.spell(ty)) };
        self.scopes[scope].types.push(type_ref.clone());
        // The closure's class scope has no parent; its routines are not displayed.
        let inner = self.new_scope(Scope::File, None, "sck_class_struct_union", Some(("assoc_type", type_ref)));
        self.scopes[inner].routine_gaps.insert(0);
        let named = Named { name: String::new(), tok: Some(introducer), parent_scope: scope, access: None, linkage: "no", has_attributes: false };
        self.classes.push(ClassRec { ty, named: Some(named), fields: vec![], local_to: Some(routine), originally_unnamed: true });
        for (name_tok, fty) in fields {
            let id = self.id();
            let named = Named {
                name: self.tok(name_tok).to_string(),
                tok: Some(name_tok),
                parent_scope: inner,
                access: Some("as_private"),
                linkage: "no",
                has_attributes: false,
            };
            self.fields.push(FieldRec { id, named, ty: fty, offset: None, local: true });
            let f = self.fields.len() - 1;
            if let Some(cr) = self.classes.last_mut() {
                cr.fields.push(f);
            }
        }
        self.field_offsets(ty, class_ix);
        Some(ty)
    }

    /// `[k, &m]`: the explicit simple captures; `None` when there is a default capture, an
    /// init capture, `this` or a pack (cufe does not model those closures yet).
    fn explicit_captures(&self, r: TokRange) -> Option<Vec<Capture>> {
        let toks: Vec<u32> = (r.lo..r.hi).filter(|&t| !matches!(self.tok(t), "[" | "]")).collect();
        let mut out = vec![];
        for group in toks.split(|&t| self.tok(t) == ",") {
            let texts: Vec<&str> = group.iter().map(|&t| self.tok(t)).collect();
            let is_name = |s: &str| s.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') && s != "this";
            match texts.as_slice() {
                [] if toks.is_empty() => {}
                [n] if is_name(n) => out.push(Capture { name_tok: group[0], by_reference: false }),
                ["&", n] if is_name(n) => out.push(Capture { name_tok: group[1], by_reference: true }),
                _ => return None,
            }
        }
        Some(out)
    }

    /// The type of the variable `name` visible from `scope` (the innermost declaration).
    fn visible_variable_type(&self, mut scope: usize, name: &str) -> Option<TypeIx> {
        for _ in 0..MAX_NESTING {
            if let Some(v) = self.variables.iter().rev().find(|v| v.named.name == name && v.named.parent_scope == scope) {
                return Some(v.ty);
            }
            scope = self.scopes[scope].parent?;
        }
        None
    }
}
