//! Using-declarations (`using N::x;`): what they may name, judged where they are written.
//!
//! * the name is a template-id (`using N::f<0>;`): 753, at the name;
//! * outside a class, the name must be qualified by a namespace (`using g;`, 727); in a
//!   class, by a base class (`using g;` and `using N::k;` 738, `using C::h;` with `C` not a
//!   base 264), at the name;
//! * the name denotes a namespace (`using ::N;`, 728, at its last component): a
//!   using-directive was meant.
//!
//! `using enum`, and qualifiers the model cannot resolve, are not judged.

use super::expr::{Body, Qualifier};
use crate::diag::Diagnostic;
use crate::sema::symbols::{EntityId, EntityKind, ScopeId};
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
        let (Some(Qualifier::Namespace(ns)), UnqualKind::Plain(seg)) = (qualifier, &name.last) else { return };
        let table = self.table();
        let names_namespace = table.lookup_in(ns, self.walk.tok(seg.tok), 0).is_some_and(|id| table.entities[id].kind == EntityKind::Namespace);
        if names_namespace {
            self.emit(Diagnostic::new(&catalog::NAMESPACE_NAME_NOT_ALLOWED, self.walk.span(seg.tok)));
        }
    }
}
