//! Objects need complete, non-abstract class types.
//!
//! Incomplete: a variable or data member of a class that is only declared at that point (70,
//! at its name), a parameter of a function definition (70, at its type), a function defined
//! with such a return type (409, at its name). Arrays of such a class count too. A class
//! counts as incomplete only where this model is sure: no class of that name is defined
//! anywhere before the point of use (a definition in another scope makes it silent, and so
//! does one through a qualified name anywhere), or the declaration is a data member of the
//! very class being defined.
//!
//! Abstract: an object (322, at its name; `extern` ones too), an array (604) or a parameter
//! of a function definition (603, at its type) of a class with a pure virtual function that
//! nothing overrides; `new` of one (322 or 604, at the type). A class counts as abstract only
//! where this model is sure: every base is known, and a pure virtual function counts as
//! overridden by any member of its name in a derived class (a pure destructor by the derived
//! class's own, always there).

use crate::diag::Diagnostic;
use crate::sema::symbols::{EntityId, EntityKind, ScopeId, ScopeKind};
use crate::sema::typing::ty::{self, QualType, Type};
use crate::sema::typing::Walk;
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

/// Where a simple declaration stands, for which of its declarators define objects.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Place {
    Namespace,
    /// A routine's body; `true` when the routine is a member of a class (or a lambda in one).
    Block { in_class: bool },
    /// The members of the class whose scope this is, being defined.
    Class(ScopeId),
}

impl Walk<'_> {
    /// Reports the declarators of `s` that define objects of an incomplete class type.
    pub(super) fn check_complete_objects(&mut self, s: &SimpleDecl, place: Place) {
        if self.templated > 0 || (self.in_system_header)(self.span(s.range.lo).lo) {
            return;
        }
        let keywords: Vec<&str> = s.specs.iter().filter_map(|spec| if let DeclSpec::Keyword(t) = spec { Some(self.tok(*t)) } else { None }).collect();
        // Declarations that are no definitions of objects: typedefs, friends, `extern`
        // variables, static data members declared in their class.
        let is_static_member = matches!(place, Place::Class(_)) && keywords.contains(&"static");
        if keywords.iter().any(|k| matches!(*k, "typedef" | "friend")) || is_static_member {
            return;
        }
        let is_extern = keywords.contains(&"extern") || self.in_bare_linkage_spec;
        let being_defined = match place {
            Place::Class(scope) => self.lookup.class_of_scope.get(&scope).copied(),
            _ => None,
        };
        for init in &s.declarators {
            let d = &init.declarator;
            let Some(name) = d.name() else { continue };
            let UnqualKind::Plain(seg) = &name.last else { continue };
            if !name.scopes.is_empty() || d.function_params().is_some() {
                continue;
            }
            let Some(t) = self.object_type(seg.tok) else { continue };
            if !is_extern && self.incomplete_at(&t, seg.tok, being_defined) {
                let d = Diagnostic::new(&catalog::INCOMPLETE_TYPE_NOT_ALLOWED, self.span(seg.tok)).arg("type", ty::display(self.lookup.table, &t));
                self.emit(d);
            } else if Some(&t.ty) != being_defined.map(Type::Class).as_ref() {
                self.check_abstract_object(&t, seg.tok);
                if !is_extern {
                    self.check_constexpr_literal_type(s, init, &t);
                }
                if !is_extern && init.init.is_none() && !matches!(place, Place::Class(_)) {
                    self.check_const_default_init(&t, seg.tok, d.range().hi);
                }
                if !is_extern && matches!(place, Place::Namespace | Place::Block { in_class: false }) && init.ambiguous_init.is_none() {
                    self.check_special_member_access(&t, seg.tok, init.init.is_none());
                }
            }
        }
    }

    /// An object of the type `t`, named (or its type written) at `at`: 322 where `t` is an
    /// abstract class; 604 where `t` has an array of one anywhere in it (`A a[2]`, and for
    /// the reference also `A (*p)[2]`, the array type itself being ill-formed).
    pub(super) fn check_abstract_object(&mut self, t: &QualType, at: u32) {
        if let Type::Class(id) = t.ty {
            self.report_abstract(&catalog::ABSTRACT_CLASS_OBJECT_NOT_ALLOWED, id, at);
            return;
        }
        let mut elements = Vec::new();
        array_element_classes(t, &mut elements, 0);
        if let Some(&class) = elements.iter().find(|&&c| self.pure_virtual_without_overrider(c).is_some()) {
            self.report_abstract(&catalog::ARRAY_OF_ABSTRACT_CLASS, class, at);
        }
    }

    fn report_abstract(&mut self, def: &'static crate::diag::DiagDef, class: EntityId, at: u32) {
        let Some(function) = self.pure_virtual_without_overrider(class) else { return };
        let table = self.lookup.table;
        let shown = ty::display(table, &QualType::plain(Type::Class(class)));
        let d = Diagnostic::new(def, self.span(at)).arg("type", shown).arg("function", function);
        self.emit(d);
    }

    /// A pure virtual function of `class` (as `Base::f`) that nothing overrides, where this
    /// model is sure there is one.
    fn pure_virtual_without_overrider(&self, class: EntityId) -> Option<String> {
        self.pure_virtuals(class, 0)?.into_iter().next().map(|(owner, name)| {
            let scope = ty::display(self.lookup.table, &QualType::plain(Type::Class(owner)));
            format!("{scope}::{name}")
        })
    }

    /// The pure virtual functions of `class` that nothing overrides, by their class and name;
    /// `None` where unknown (a base this model does not know, a template).
    fn pure_virtuals(&self, class: EntityId, depth: usize) -> Option<Vec<(EntityId, String)>> {
        let table = self.lookup.table;
        let e = &table.entities[class];
        if depth > 32 || e.template || e.kind != EntityKind::Class {
            return None;
        }
        let scope = &table.scopes[e.inner?];
        let mut pure: Vec<(EntityId, String)> = Vec::new();
        for base in e.bases.as_ref()? {
            for (owner, name) in self.pure_virtuals(base.class, depth + 1)? {
                // A destructor is overridden by the derived class's own, declared or not; an
                // `operator=` may be, by its implicit copy or move assignment (not modelled).
                if !name.starts_with('~') && name != "operator=" && !scope.names.contains_key(&name) && !pure.iter().any(|(_, n)| *n == name) {
                    pure.push((owner, name));
                }
            }
        }
        let mut own: Vec<(EntityId, String)> = scope
            .names
            .iter()
            .filter(|(_, ids)| ids.iter().any(|&id| table.entities[id].kind == EntityKind::Function && table.entities[id].pure_virtual))
            .map(|(name, ids)| (ids[0], name.clone()))
            .collect();
        // In declaration order, so that the first one named is the first one written.
        own.sort_by_key(|(id, _)| table.entities[*id].name_tok);
        Some(own.into_iter().map(|(_, name)| (class, name)).chain(pure).collect())
    }

    /// Reports a function definition's parameters and return type of an incomplete class
    /// type.
    pub(super) fn check_complete_signature(&mut self, f: &FunctionDef, name: &QualName, scope: ScopeId) {
        let UnqualKind::Plain(seg) = &name.last else { return };
        if let Some(ret) = self.return_type(name) {
            if self.incomplete_at(&ret, seg.tok, None) {
                let d = Diagnostic::new(&catalog::INCOMPLETE_FUNCTION_RETURN_TYPE, self.span(seg.tok)).arg("name", self.tok(seg.tok).to_string()).arg("type", ty::display(self.lookup.table, &ret));
                self.emit(d);
            }
        }
        let Some(params) = f.declarator.function_params() else { return };
        for p in &params.params {
            let t = match p.declarator.name().filter(|q| q.scopes.is_empty()).map(|q| &q.last) {
                Some(UnqualKind::Plain(param)) => self.object_type(param.tok),
                Some(_) => None,
                None => self.unnamed_parameter_class(p, scope),
            };
            let Some(t) = t else { continue };
            if self.incomplete_at(&t, p.range.lo, None) {
                let d = Diagnostic::new(&catalog::INCOMPLETE_TYPE_NOT_ALLOWED, self.span(p.range.lo)).arg("type", ty::display(self.lookup.table, &t));
                self.emit(d);
            } else if let Type::Class(class) = t.ty {
                self.report_abstract(&catalog::ABSTRACT_CLASS_PARAM_TYPE, class, p.range.lo);
            }
        }
    }

    /// The class an unnamed parameter `S` (a class's plain name, no declarator) has, seen from
    /// `scope`.
    fn unnamed_parameter_class(&self, p: &Param, scope: ScopeId) -> Option<QualType> {
        let (Declarator::Name { name: None, pack: false, .. }, [DeclSpec::Type(TypeSpec::Named(q))]) = (&p.declarator, p.specs.as_slice()) else { return None };
        let (false, UnqualKind::Plain(seg)) = (q.global || !q.scopes.is_empty(), &q.last) else { return None };
        if seg.template_args.is_some() {
            return None;
        }
        let table = self.lookup.table;
        let id = table.lookup(scope, self.tok(seg.tok))?;
        (table.entities[id].kind == EntityKind::Class).then(|| QualType::plain(Type::Class(id)))
    }

    /// The declared type of the variable (or parameter, or data member) whose name is the
    /// token `name`.
    fn object_type(&self, name: u32) -> Option<QualType> {
        let table = self.lookup.table;
        let id = table.declared_at(name)?;
        let e = &table.entities[id];
        if e.kind != EntityKind::Variable || e.name_tok != name {
            return None;
        }
        ty::from_declared(table, e.declared.as_ref()?)
    }

    /// Whether `t` is (an array of) a class incomplete at token `at`: being defined
    /// (`being_defined`), or with no definition of a class of its name before `at`.
    /// Whether token `at` is inside the braces of the class whose scope is `scope`, or of a
    /// class enclosing it.
    fn inside_enclosing_class(&self, mut scope: ScopeId, at: u32) -> bool {
        let table = self.lookup.table;
        while table.scopes[scope].kind == ScopeKind::Class {
            let opened = table.scope_owner(scope).map(|owner| table.entities[owner].name_tok);
            if let (Some(opened), Some(closes)) = (opened, table.scopes[scope].closes_at) {
                if opened < at && at <= closes {
                    return true;
                }
            }
            let Some(parent) = table.scopes[scope].parent else { break };
            scope = parent;
        }
        false
    }

    pub(super) fn incomplete_at(&self, t: &QualType, at: u32, being_defined: Option<EntityId>) -> bool {
        let class = match &t.ty {
            Type::Class(id) => *id,
            Type::Array(element, _) => return self.incomplete_at(element, at, being_defined),
            _ => return false,
        };
        if Some(class) == being_defined {
            return true;
        }
        let table = self.lookup.table;
        let e = &table.entities[class];
        if e.template || (e.inner.is_some() && e.name_tok < at) || table.defined_through_qualified_names.contains(&e.name) {
            return false;
        }
        // A member class defined later in its class is complete in that class's member
        // function bodies (a complete-class context); any use inside the class is taken as one.
        if e.inner.is_some() && self.inside_enclosing_class(e.scope, at) {
            return false;
        }
        let defined_before = |id: EntityId| {
            let other = &table.entities[id];
            other.kind == EntityKind::Class && other.name == e.name && (other.inner.is_some() || other.defined) && other.name_tok < at
        };
        !(0..table.entities.len()).any(defined_before)
    }
}

/// The classes `t` has arrays of, through its pointers, references and arrays (not inside
/// function types, whose parameters are adjusted).
fn array_element_classes(t: &QualType, out: &mut Vec<EntityId>, depth: usize) {
    if depth > 64 {
        return;
    }
    match &t.ty {
        Type::Array(element, _) => match element.ty {
            Type::Class(c) => out.push(c),
            _ => array_element_classes(element, out, depth + 1),
        },
        Type::Pointer(inner) | Type::LValueRef(inner) | Type::RValueRef(inner) => array_element_classes(inner, out, depth + 1),
        _ => {}
    }
}
