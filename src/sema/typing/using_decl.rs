//! Using-declarations (`using N::x;`): what they may name, judged where they are written.
//!
//! * the name is a template-id (`using N::f<0>;`): 753, at the name;
//! * outside a class, the name must be qualified by a namespace (`using g;`, 727); in a
//!   class, by a base class (`using g;` and `using N::k;` 738, `using C::h;` with `C` not a
//!   base 264), at the name;
//! * outside a class, the qualifier names a class (`using S::m;`, 754 at the qualifier;
//!   since C++20 an enumerator may be named so);
//! * the name denotes a namespace (`using ::N;`, 728, at its last component): a
//!   using-directive was meant;
//! * what it brings conflicts with what the scope itself declares under that name: a
//!   function of the same parameter types (735 at the using-declaration's name when the
//!   function came first, 734 at the function's name when it comes after; an `extern "C"`
//!   function declared in both places is one function), a variable or class beside a
//!   variable or class (101, at the later of the two; after the using-declaration only in a
//!   block, a namespace's definition of the same variable is another rule).
//!
//! `using enum`, and qualifiers the model cannot resolve, are not judged.

use super::expr::{Body, Qualifier};
use crate::diag::Diagnostic;
use crate::sema::symbols::{EntityId, EntityKind, ScopeId, ScopeKind};
use crate::syntax::ast::{QualName, TokRange, UnqualKind};
use crate::tables::diagnostics as catalog;

impl Body<'_, '_> {
    /// `name`, declared by the using-declaration at `range` in `scope`; `class` is the class
    /// whose member it is, if it is one.
    pub(super) fn check_using_declaration(&mut self, class: Option<EntityId>, name: &QualName, range: TokRange, scope: ScopeId) {
        if self.walk.tok(range.lo + 1) == "enum" {
            return;
        }
        let at = self.walk.span(name.range.lo);
        if matches!(&name.last, UnqualKind::Plain(seg) if seg.template_args.is_some()) {
            self.emit(Diagnostic::new(&catalog::TEMPLATE_ID_NOT_ALLOWED, at));
            return;
        }
        if name.scopes.is_empty() && !name.global {
            let def = if class.is_some() { &catalog::CLASS_QUALIFIED_NAME_REQUIRED } else { &catalog::NAMESPACE_QUALIFIED_NAME_REQUIRED };
            self.emit(Diagnostic::new(def, at));
            return;
        }
        let qualifier = self.qualifier(name, scope);
        if let Some(class) = class {
            let def = match qualifier {
                Some(Qualifier::Class(q)) if q == class || self.walk.lookup.derives_from(class, q) == Some(false) => &catalog::BAD_BASE_CLASS,
                Some(Qualifier::Namespace(_)) => &catalog::CLASS_QUALIFIED_NAME_REQUIRED,
                _ => return,
            };
            self.emit(Diagnostic::new(def, at));
            return;
        }
        if let (Some(Qualifier::Class(q)), UnqualKind::Plain(seg)) = (&qualifier, &name.last) {
            // Outside a class a using-declaration may not name a class member; since C++20
            // an enumerator of the class's enumerations it may (754, at the qualifier).
            // (The class's own declarations of the name; one from a base is not judged.)
            let enumerator = || {
                let table = self.table();
                let own = table.entities[*q].inner.and_then(|inner| table.scopes[inner].names.get(self.walk.tok(seg.tok)));
                own.is_none_or(|ids| ids.iter().all(|&id| table.entities[id].kind == EntityKind::Enumerator))
            };
            if self.walk.cplusplus < 202002 || !enumerator() {
                self.emit(Diagnostic::new(&catalog::CLASS_QUALIFIED_NAME_NOT_ALLOWED, at));
            }
            return;
        }
        let (Some(Qualifier::Namespace(ns)), UnqualKind::Plain(seg)) = (qualifier, &name.last) else { return };
        let table = self.table();
        let names_namespace = table.lookup_in(ns, self.walk.tok(seg.tok), 0).is_some_and(|id| table.entities[id].kind == EntityKind::Namespace);
        if names_namespace {
            self.emit(Diagnostic::new(&catalog::NAMESPACE_NAME_NOT_ALLOWED, self.walk.span(seg.tok)));
            return;
        }
        self.check_using_conflicts(ns, name, seg.tok, scope);
    }

    /// What `using N::x;` (the name `x` at `at`, `N`'s scope `ns`) brings into `scope`,
    /// against what `scope` itself declares as `x`, before and after it.
    fn check_using_conflicts(&mut self, ns: ScopeId, name: &QualName, at: u32, scope: ScopeId) {
        let table = self.table();
        let brought = self.walk.tok(at);
        let targets = table.members(ns, brought, 0, true);
        let own = table.scopes[scope].names.get(brought).cloned().unwrap_or_default();
        let in_block = table.scopes[scope].kind == ScopeKind::Block;
        let target_name = self.walk.written_name(name);
        let mut found = Vec::new();
        for &o in own.iter().filter(|o| !targets.contains(o)) {
            let oe = &table.entities[o];
            // A header's declarations may be the C library's, which EDG knows as one function
            // in `std` and the global namespace: judged only in the unit's own file.
            if oe.friend || oe.template || !(self.walk.in_primary_file)(self.walk.span(oe.name_tok).lo) {
                continue;
            }
            let before = oe.name_tok < at;
            for &t in &targets {
                let te = &table.entities[t];
                if !(self.walk.in_primary_file)(self.walk.span(te.name_tok).lo) {
                    continue;
                }
                let object = |k: EntityKind| matches!(k, EntityKind::Variable | EntityKind::Class);
                let d = match (oe.kind, te.kind) {
                    (EntityKind::Function, EntityKind::Function) if !te.template && te.signature == oe.signature && !(te.extern_c && oe.extern_c) => {
                        if before {
                            Diagnostic::new(&catalog::USING_DECL_CONFLICTS_WITH_PREV_DECL, self.walk.span(at)).arg("target", target_name.clone()).arg("name", oe.name.clone()).arg_position("previous_at", self.walk.span(oe.name_tok).lo)
                        } else {
                            Diagnostic::new(&catalog::CONFLICTS_WITH_USING_DECL, self.walk.span(oe.name_tok)).arg("name", oe.name.clone()).arg("target", target_name.clone())
                        }
                    }
                    (own_kind, target_kind) if object(own_kind) && object(target_kind) && (before || in_block) => {
                        let (later, earlier) = if before { (at, oe.name_tok) } else { (oe.name_tok, at) };
                        Diagnostic::new(&catalog::ID_ALREADY_DECLARED, self.walk.span(later)).arg("name", oe.name.clone()).arg_position("previous_at", self.walk.span(earlier).lo)
                    }
                    _ => continue,
                };
                found.push(d);
                break;
            }
        }
        // One report per using-declaration and name.
        if let Some(d) = found.into_iter().next() {
            self.emit(d);
        }
    }
}
