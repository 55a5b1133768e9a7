//! An object defined outside its class's members and friends needs an accessible destructor,
//! and, when it is default-initialized, an accessible default constructor (330, at its name;
//! a protected one is no more accessible there than a private one); one made from a value by
//! a converting constructor, that constructor (330 at the value, `Body::judge_conversion`).
//!
//! Judged only outside every class (namespace scope, bodies of non-member functions) and for
//! classes without friends, whose special members this model knows (no template, no inherited
//! constructors): inside a class the answer depends on friendship and derivation.

use crate::diag::Diagnostic;
use crate::sema::symbols::{Access, EntityId};
use crate::sema::typing::ty::{QualType, Type};
use crate::sema::typing::Walk;
use crate::tables::diagnostics as catalog;

impl Walk<'_> {
    /// The object of type `t` defined at token `name` (`default_initialized`: without an
    /// initializer).
    pub(super) fn check_special_member_access(&mut self, t: &QualType, name: u32, default_initialized: bool) {
        let class = match &t.ty {
            Type::Class(c) => *c,
            Type::Array(element, _) => match element.ty {
                Type::Class(c) => c,
                _ => return,
            },
            _ => return,
        };
        let table = self.lookup.table;
        if table.entities[class].has_friends || table.entities[class].template {
            return;
        }
        if default_initialized {
            if let Some(constructor) = self.default_constructor(class) {
                if self.report_inaccessible(constructor, "constructor", name) {
                    return;
                }
            }
        }
        if let Some(destructor) = self.lookup.destructor(class) {
            self.report_inaccessible(destructor, "destructor", name);
        }
    }

    /// The constructor a default-initialized object of `class` calls, where it is the only
    /// constructor taking no arguments.
    fn default_constructor(&self, class: EntityId) -> Option<EntityId> {
        let table = self.lookup.table;
        let constructors = self.lookup.constructors(class)?;
        let mut defaults = constructors.iter().filter(|&&id| table.entities[id].arity.is_some_and(|a| a.min == 0));
        match (defaults.next(), defaults.next()) {
            (Some(&id), None) => Some(id),
            _ => None,
        }
    }

    /// Reports the special member `f` (a `kind`) called for the object named at `at` when
    /// it is not public; whether it did.
    pub(super) fn report_inaccessible(&mut self, f: EntityId, kind: &'static str, at: u32) -> bool {
        let table = self.lookup.table;
        let e = &table.entities[f];
        if e.access == Access::Public || e.deleted {
            return false;
        }
        let access = if e.access == Access::Private { "private" } else { "protected" };
        let qualified = table.qualified_name(f);
        let shown = crate::sema::typing::ty::display_function(table, &qualified, f).unwrap_or_else(|| format!("{qualified}()"));
        let declared_at = self.span(e.name_tok).lo;
        let d = Diagnostic::new(&catalog::INACCESSIBLE_SPECIAL_FUNCTION, self.span(at)).arg("kind", kind).arg("name", shown).arg("access", access).arg_position("declared_at", declared_at);
        self.emit(d);
        true
    }
}
