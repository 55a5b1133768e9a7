//! Objects need complete types: a variable or data member of a class that is only declared
//! at that point (70, at its name), a parameter of a function definition (70, at its type),
//! a function defined with such a return type (409, at its name). Arrays of such a class
//! count too.
//!
//! A class counts as incomplete only where this model is sure: no class of that name is
//! defined anywhere before the point of use (a definition in another scope makes it silent,
//! and so does one through a qualified name anywhere), or the declaration is a data member of the very class
//! being defined.

use crate::diag::Diagnostic;
use crate::sema::symbols::{EntityId, EntityKind, ScopeId};
use crate::sema::typing::ty::{self, QualType, Type};
use crate::sema::typing::Walk;
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

/// Where a simple declaration stands, for which of its declarators define objects.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Place {
    Namespace,
    Block,
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
        if keywords.iter().any(|k| matches!(*k, "typedef" | "friend" | "extern")) || is_static_member {
            return;
        }
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
            if self.incomplete_at(&t, seg.tok, being_defined) {
                let d = Diagnostic::new(&catalog::INCOMPLETE_TYPE_NOT_ALLOWED, self.span(seg.tok)).arg("type", ty::display(self.lookup.table, &t));
                self.emit(d);
            }
        }
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
        let defined_before = |id: EntityId| {
            let other = &table.entities[id];
            other.kind == EntityKind::Class && other.name == e.name && (other.inner.is_some() || other.defined) && other.name_tok < at
        };
        !(0..table.entities.len()).any(defined_before)
    }
}
