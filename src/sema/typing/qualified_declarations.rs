//! A declaration whose name is qualified (`void A::f() {}`, `int N::x = 1;`,
//! `friend void A::g();`) redeclares a member its class or namespace already declares; one
//! that declares no member of that name is an error (135, at the name; a destructor's at its
//! `~`).
//!
//! A class defined through a qualified name (`struct A::B { };`) must be defined in a
//! namespace that encloses `A`: not in another namespace, never in a class (551, at the
//! qualifier).
//!
//! Judged where the model knows every member: a qualifier naming a class that is defined, no
//! template, in the unit's own file, and declares no member of that name itself or through a
//! base or using-declaration; or a namespace. Constructors, operators and conversion
//! functions, and names of template specializations, are left alone.

use crate::diag::Diagnostic;
use crate::sema::symbols::{EntityKind, ScopeId};
use crate::syntax::ast::{QualName, UnqualKind};
use crate::tables::diagnostics as catalog;

impl super::Walk<'_> {
    /// `name`, the declarator-id of a declaration written in `scope`.
    pub(super) fn check_qualified_declarator(&mut self, name: &QualName, scope: ScopeId) {
        let (seg, destructor) = match &name.last {
            UnqualKind::Plain(seg) => (seg, false),
            UnqualKind::Destructor(seg) => (seg, true),
            _ => return,
        };
        if name.scopes.is_empty() || seg.template_args.is_some() || !(self.in_primary_file)(self.span(seg.tok).lo) {
            return;
        }
        let Some(path) = name.plain_scope_tokens() else { return };
        let path: Vec<&str> = path.into_iter().map(|t| self.tok(t)).collect();
        let Some((last, outer)) = path.split_last() else { return };
        let table = self.lookup.table;
        let Some(id) = table.resolve(scope, name.global, outer, last) else { return };
        let e = &table.entities[id];
        let Some(inner) = e.inner else { return };
        let text = self.tok(seg.tok);
        let member = if destructor { format!("~{text}") } else { text.to_string() };
        let declared = match e.kind {
            EntityKind::Class => {
                // A constructor, or the class's own destructor (declared implicitly or not).
                if e.template || !e.defined || text == e.name || !(self.in_primary_file)(self.span(e.name_tok).lo) {
                    return;
                }
                let s = &table.scopes[inner];
                let declared = s.names.contains_key(&member) || s.using_declared.iter().any(|u| u == &member) || e.bases.as_ref().is_none_or(|b| !b.is_empty());
                declared
            }
            EntityKind::Namespace => !table.members(inner, &member, 0, false).is_empty(),
            _ => return,
        };
        if declared {
            return;
        }
        let at = if destructor { seg.tok.saturating_sub(1) } else { seg.tok };
        self.emit(Diagnostic::new(&catalog::NOT_A_MEMBER, self.span(at)).arg("class", path.join("::")).arg("name", member));
    }

    /// The qualified name `q` of a class definition written in the namespace `namespace`
    /// (`None` in a class).
    pub(super) fn check_qualified_class_definition(&mut self, q: &QualName, namespace: Option<ScopeId>) {
        let templated = q.scopes.iter().any(|s| !matches!(s, crate::syntax::ast::Scope::Name(seg) if seg.template_args.is_none()));
        let UnqualKind::Plain(seg) = &q.last else { return };
        if q.scopes.is_empty() || templated || seg.template_args.is_some() || !(self.in_primary_file)(self.span(q.range.lo).lo) {
            return;
        }
        if let Some(scope) = namespace {
            let Some(path) = q.plain_scope_tokens() else { return };
            let path: Vec<&str> = path.into_iter().map(|t| self.tok(t)).collect();
            let Some((last, outer)) = path.split_last() else { return };
            let table = self.lookup.table;
            let Some(id) = table.resolve(scope, q.global, outer, last) else { return };
            // The namespaces around the qualifier's class or namespace, itself included.
            let mut at = table.entities[id].inner;
            while let Some(s) = at {
                if s == scope {
                    return;
                }
                at = table.scopes[s].parent;
            }
        }
        let shown = self.written_name(q);
        self.emit(Diagnostic::new(&catalog::BAD_SCOPE_FOR_DEFINITION, self.span(q.range.lo)).arg("name", shown));
    }
}
