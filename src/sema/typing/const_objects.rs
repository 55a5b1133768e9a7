//! A `const` object without an initializer must still be initialized by its class (811, at
//! its name): the class needs a user-provided default constructor, or else every base must
//! be such a class and every non-static data member must have a default member initializer
//! or be of such a class ([dcl.init]: "const-default-constructible"). A class with no data
//! members and no bases qualifies. The rule is judged only where this model is sure: every
//! base known, no class template, no inherited constructors, no anonymous union, every
//! member's type known; a class whose constructors take arguments has no default one (a
//! different error), and is left alone.

use crate::diag::Diagnostic;
use crate::sema::symbols::{EntityId, EntityKind};
use crate::sema::typing::ty::{self, QualType, Type};
use crate::sema::typing::Walk;
use crate::tables::diagnostics as catalog;

/// How deep bases and members of class type are followed.
const MAX_DEPTH: usize = 32;

impl Walk<'_> {
    /// Reports the object `t` named at token `name` (a definition without an initializer,
    /// whose declarator ends before token `after`) when it is const and its class does not
    /// initialize it.
    pub(super) fn check_const_default_init(&mut self, t: &QualType, name: u32, after: u32) {
        let element = match &t.ty {
            Type::Array(element, _) => element.as_ref(),
            _ => t,
        };
        let (true, Type::Class(class)) = (element.is_const || t.is_const, &element.ty) else { return };
        if self.const_default_constructible(*class, 0) != Some(false) {
            return;
        }
        // The reference points after the declarator where the class has nothing to call
        // (a trivial default constructor), else at the name.
        let at = if self.implicitly_trivial(*class, 0) { after } else { name };
        let table = self.lookup.table;
        let shown = ty::display(table, &QualType::plain(Type::Class(*class)));
        let d = Diagnostic::new(&catalog::MISSING_DEFAULT_CONSTRUCTOR_ON_CONST, self.span(at)).arg("name", self.tok(name).to_string()).arg("class", shown);
        self.emit(d);
    }

    /// Whether a default-initialized const object of `class` is initialized; `None` where
    /// this model cannot tell.
    fn const_default_constructible(&self, class: EntityId, depth: usize) -> Option<bool> {
        let table = self.lookup.table;
        let e = &table.entities[class];
        if depth > MAX_DEPTH || e.kind != EntityKind::Class || e.template || self.lookup.using_names.contains(&e.name) {
            return None;
        }
        let inner = e.inner?;
        let scope = &table.scopes[inner];
        let constructors: Vec<EntityId> = scope.names.get(&e.name).cloned().unwrap_or_default();
        let mut defaulted = false;
        for &c in &constructors {
            let f = &table.entities[c];
            if f.kind != EntityKind::Function || f.template {
                return None;
            }
            let default_constructor = f.arity.is_some_and(|a| a.min == 0);
            if !default_constructor {
                // Constructors that take arguments: no implicit default constructor.
                return None;
            }
            if !f.defaulted && !f.deleted {
                return Some(true);
            }
            defaulted |= f.defaulted;
        }
        // The reference accepts a class whose default constructor is defaulted in it and
        // does something (initializes a member, a base, a member of class type, a virtual
        // table): only a trivial one is judged.
        if defaulted && !self.trivially_default_constructible(class) {
            return None;
        }
        let mut all_known = true;
        for base in e.bases.as_ref()? {
            match self.const_default_constructible(base.class, depth + 1) {
                Some(true) => {}
                Some(false) => return Some(false),
                None => all_known = false,
            }
        }
        for ids in scope.names.values() {
            for &id in ids {
                let m = &table.entities[id];
                if m.kind != EntityKind::Variable || m.is_static {
                    continue;
                }
                // A member of an anonymous union or struct (entered here too): not modelled.
                if m.scope != inner {
                    return None;
                }
                if m.initialized {
                    continue;
                }
                let t = ty::from_declared(table, m.declared.as_ref()?)?;
                let element = match &t.ty {
                    Type::Array(element, _) => element.ty.clone(),
                    other => other.clone(),
                };
                match element {
                    Type::Class(c) => match self.const_default_constructible(c, depth + 1) {
                        Some(true) => {}
                        // A const member its class leaves uninitialized deletes the default
                        // constructor: another error.
                        Some(false) if !t.is_const => return Some(false),
                        _ => all_known = false,
                    },
                    // A const or reference member without an initializer deletes the default
                    // constructor: another error.
                    _ if t.is_const => return None,
                    Type::Builtin(_) | Type::Pointer(_) | Type::Enum(_) => return Some(false),
                    _ => return None,
                }
            }
        }
        all_known.then_some(true)
    }

    /// Whether `class` declares no constructor and its implicit default constructor does
    /// nothing: no virtual function, no default member initializer, and bases and members of
    /// class type like it.
    fn implicitly_trivial(&self, class: EntityId, depth: usize) -> bool {
        let table = self.lookup.table;
        let e = &table.entities[class];
        let (Some(inner), Some(bases)) = (e.inner, e.bases.as_ref()) else { return false };
        if depth > MAX_DEPTH || table.scopes[inner].names.contains_key(&e.name) {
            return false;
        }
        bases.iter().all(|b| self.implicitly_trivial(b.class, depth + 1))
            && table.scopes[inner].names.values().flatten().all(|&id| {
                let m = &table.entities[id];
                match m.kind {
                    EntityKind::Function => !m.declared_virtual,
                    EntityKind::Variable if !m.is_static => {
                        let t = m.declared.as_ref().and_then(|d| ty::from_declared(table, d));
                        !m.initialized
                            && t.is_some_and(|t| match t.ty {
                                Type::Class(c) => self.implicitly_trivial(c, depth + 1),
                                Type::Array(element, _) => !matches!(element.ty, Type::Class(c) if !self.implicitly_trivial(c, depth + 1)),
                                _ => true,
                            })
                    }
                    _ => true,
                }
            })
    }

    /// Whether `class` has no bases, no virtual functions and only data members of builtin,
    /// pointer or enum type without default member initializers.
    fn trivially_default_constructible(&self, class: EntityId) -> bool {
        let table = self.lookup.table;
        let e = &table.entities[class];
        let (Some(inner), Some(bases)) = (e.inner, e.bases.as_ref()) else { return false };
        bases.is_empty()
            && table.scopes[inner].names.values().flatten().all(|&id| {
                let m = &table.entities[id];
                match m.kind {
                    EntityKind::Function => !m.declared_virtual,
                    EntityKind::Variable if !m.is_static => {
                        !m.initialized && m.declared.as_ref().and_then(|d| ty::from_declared(table, d)).is_some_and(|t| matches!(t.ty, Type::Builtin(_) | Type::Pointer(_) | Type::Enum(_)))
                    }
                    _ => true,
                }
            })
    }
}
