//! A local class (defined in a block) cannot have its member functions defined outside it:
//! one declared there without a body that the program needs (a virtual one, whose address
//! the class's virtual table holds, one a body calls or whose address it takes) is a warning
//! (329, at its name).

use crate::diag::Diagnostic;
use crate::fx_hash::FxHashSet;
use crate::sema::symbols::{EntityKind, ScopeKind};
use crate::tables::diagnostics as catalog;

impl super::Walk<'_> {
    /// Judges every local class's member functions, after the bodies' calls are known.
    pub(super) fn check_local_class_members(&mut self) {
        let table = self.lookup.table;
        let mut used: FxHashSet<usize> = self.found.calls.iter().filter_map(|c| if let [one] = c.callees.as_slice() { Some(*one) } else { None }).collect();
        used.extend(self.addressed_functions.iter().copied());
        let mut missing = Vec::new();
        for (id, e) in table.entities.iter().enumerate() {
            // In a template too: the reference judges a local class's virtual functions there
            // without an instantiation (the bodies' uses are known outside templates only).
            if e.kind != EntityKind::Function || e.defined || e.deleted || e.defaulted || e.pure_virtual || e.friend || e.function_template.is_some() {
                continue;
            }
            let scope = &table.scopes[e.scope];
            let local = scope.kind == ScopeKind::Class && scope.parent.is_some_and(|p| table.scopes[p].kind == ScopeKind::Block);
            if !local || !(self.in_primary_file)(self.span(e.name_tok).lo) || !(e.declared_virtual || used.contains(&id)) {
                continue;
            }
            let Some(class) = self.lookup.class_of_scope.get(&e.scope) else { continue };
            // A destructor is reported at its `~`. The reference finds a virtual one at the
            // end of its class, a used one at the end of the routine that encloses the class.
            let at = if e.name.starts_with('~') { e.name_tok.saturating_sub(1) } else { e.name_tok };
            let found = if e.declared_virtual {
                scope.closes_at
            } else {
                let mut routine = None;
                let mut s = scope.parent;
                while let Some(b) = s.filter(|&b| table.scopes[b].kind == ScopeKind::Block) {
                    routine = table.scopes[b].closes_at.or(routine);
                    s = table.scopes[b].parent;
                }
                routine
            };
            missing.push((at, found, format!("{}::{}", table.entities[*class].name, e.name)));
        }
        for (at, found, name) in missing {
            let mut d = Diagnostic::new(&catalog::LOCAL_CLASS_FUNCTION_DEF_MISSING, self.span(at)).arg("name", name);
            if let Some(found) = found {
                d = d.found_at(self.span(found).lo);
            }
            self.emit(d);
        }
    }
}
