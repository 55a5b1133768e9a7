//! A constructor's member initializers may initialize one member of each union only: a
//! second member of the same union (a named union or an anonymous one, however deep in
//! anonymous structs) is 827, at the later initializer's name. Judged for constructors
//! defined in their class's body, where the class's members are at hand.

use std::collections::HashMap;

use crate::diag::Diagnostic;
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

/// Where a data member sits: for each union around it (an id per union), which of the
/// union's members holds it.
type Placement = Vec<(usize, usize)>;

impl super::Walk<'_> {
    pub(super) fn check_union_initializers(&mut self, c: &ClassSpec) {
        let mut placements = HashMap::new();
        let mut unions = 0;
        self.place_members(c, &mut Vec::new(), &mut unions, &mut placements);
        if unions == 0 {
            return;
        }
        for m in &c.members {
            let Member::Decl(Decl::Function(f)) = m else { continue };
            let mut initialized: Vec<&Placement> = Vec::new();
            for init in &f.ctor_inits {
                let UnqualKind::Plain(seg) = &init.name.last else { continue };
                if !init.name.scopes.is_empty() {
                    continue;
                }
                let Some(place) = placements.get(self.tok(seg.tok)) else { continue };
                let conflict = initialized.iter().any(|earlier| earlier.iter().any(|(u, i)| place.iter().any(|(v, j)| u == v && i != j)));
                if conflict {
                    self.emit(Diagnostic::new(&catalog::UNION_ALREADY_INITIALIZED, self.span(seg.tok)));
                    break;
                }
                initialized.push(place);
            }
        }
    }

    /// The placement of each data member `c` declares, directly or in its anonymous classes.
    fn place_members(&self, c: &ClassSpec, around: &mut Placement, unions: &mut usize, out: &mut HashMap<String, Placement>) {
        let union = (self.tok(c.key) == "union").then(|| {
            *unions += 1;
            *unions
        });
        let data = c.members.iter().filter_map(|m| match m {
            Member::Decl(Decl::Simple(s)) => Some(s),
            _ => None,
        });
        for (index, s) in data.enumerate() {
            if let Some(u) = union {
                around.push((u, index));
            }
            let anonymous = s.specs.iter().find_map(|spec| match spec {
                DeclSpec::Type(TypeSpec::Class(inner)) if inner.name.is_none() && s.declarators.is_empty() => Some(inner),
                _ => None,
            });
            let typedef = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Keyword(t) if self.tok(*t) == "typedef"));
            match anonymous {
                Some(inner) => self.place_members(inner, around, unions, out),
                None if typedef => {}
                None => {
                    for d in &s.declarators {
                        if let (Some(UnqualKind::Plain(seg)), None) = (d.declarator.name().map(|q| &q.last), d.declarator.function_params()) {
                            out.insert(self.tok(seg.tok).to_string(), around.clone());
                        }
                    }
                }
            }
            if union.is_some() {
                around.pop();
            }
        }
    }
}
