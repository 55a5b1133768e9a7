//! Access control in routine bodies: a private or protected member named through an
//! object, a qualifier or unqualified from a member function, judged where the model can
//! place the routine (members of the class, of classes nested in it, of derived classes;
//! classes with friends and local classes are left alone) (265, 410).

use super::expr::Body;
use super::ty::{QualType, Type};
use crate::diag::Diagnostic;
use crate::sema::symbols::{Access, EntityId, ScopeKind};
use crate::syntax::ast::QualName;
use crate::tables::diagnostics as catalog;

impl Body<'_, '_> {
    /// An unqualified name in a member function finding one member of another class (a
    /// base's) that the function's class may not use (265, at the name).
    pub(super) fn check_unqualified_access(&mut self, q: &QualName, ids: &[EntityId]) {
        let (Some(own), [id], true) = (self.class, ids, q.scopes.is_empty() && !q.global) else { return };
        let table = self.table();
        let e = &table.entities[*id];
        let Some(&owner) = self.walk.lookup.class_of_scope.get(&e.scope) else { return };
        if e.access == Access::Public || owner == own || table.entities[owner].has_friends || table.entities[owner].name.is_empty() || self.member_may_use(owner, e.access) {
            return;
        }
        let access = if e.access == Access::Private { "private" } else { "protected" };
        let (name, shown) = (e.name.clone(), self.show(&QualType::plain(Type::Class(owner))));
        self.emit(Diagnostic::new(&catalog::NO_ACCESS_TO_NAME, self.walk.span(q.range.lo)).arg("name", name).arg("access", access).arg("class", shown));
    }

    /// Whether the routine being typed may use a member of `class` with access `access`
    /// (not public): it is a member of `class` or of a class nested in it, or, for a
    /// protected member, of a class derived from it (or one this model cannot place: a
    /// local class). Friends are the caller's business.
    fn member_may_use(&self, class: EntityId, access: Access) -> bool {
        let Some(own) = self.class else { return false };
        let table = self.table();
        let Some(inner) = table.entities[class].inner else { return true };
        // Out from the routine's class: through `class` itself (nested), or through a block
        // (a local class: its enclosing function may be a member).
        let mut scope = table.entities[own].inner;
        while let Some(s) = scope {
            if s == inner || table.scopes[s].kind == ScopeKind::Block {
                return true;
            }
            scope = table.scopes[s].parent;
        }
        access == Access::Protected && self.walk.lookup.derives_from(own, class) != Some(false)
    }

    /// A private or protected member named from a function that is no member (nor friend) of
    /// any class (265). Judged only for members of the object's class itself, of a class
    /// without friends, from a function that is not a member function.
    pub(super) fn check_access(&mut self, class: EntityId, ids: &[EntityId], at: u32, through_object: bool) {
        if self.table().entities[class].has_friends {
            return;
        }
        let Some(inner) = self.table().entities[class].inner else { return };
        let hidden = ids.iter().find(|&&id| {
            let e = &self.table().entities[id];
            e.scope == inner && e.access != Access::Public && !self.member_may_use(class, e.access)
        });
        // An overload set is judged by the chosen function: only a lone member here.
        if let (Some(&id), 1) = (hidden, ids.len()) {
            let e = &self.table().entities[id];
            let access = if e.access == Access::Private { "private" } else { "protected" };
            let name = e.name.clone();
            let shown = self.show(&QualType::plain(Type::Class(class)));
            self.emit(Diagnostic::new(&catalog::NO_ACCESS_TO_NAME, self.walk.span(at)).arg("name", name).arg("access", access).arg("class", shown));
        }
        // A protected non-static member of a base, named through an object of that base in
        // a member of a derived class: only through the derived class's own objects (410).
        let protected_member = match ids {
            [id] => Some(*id).filter(|&id| {
                let e = &self.table().entities[id];
                e.scope == inner && e.access == Access::Protected && !e.is_static
            }),
            _ => None,
        };
        if let (true, Some(id), Some(own)) = (through_object, protected_member, self.class) {
            let lookup = &self.walk.lookup;
            if own != class && lookup.derives_from(own, class) == Some(true) && lookup.derives_from(class, own) == Some(false) && !self.member_may_use(class, Access::Private) {
                let e = &self.table().entities[id];
                let (name, shown) = (e.name.clone(), self.show(&QualType::plain(Type::Class(class))));
                self.emit(Diagnostic::new(&catalog::PROTECTED_ACCESS_PROBLEM, self.walk.span(at)).arg("name", name).arg("class", shown));
            }
        }
    }
}
