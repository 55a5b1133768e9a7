//! Literal types ([basic.types.general]/10) of `constexpr` variables: a class whose every
//! object needs a call no constant expression may make is no literal type (2402), and the
//! variable's initialization is no constant one (2807 for a default initialization, else 28).
//!
//! Only what is certain is judged: a class declaring constructors, none of them `constexpr`,
//! defaulted or deleted (then it is no aggregate either); a user-provided destructor that is
//! not `constexpr`; or a base or data member of such a class type. Templates, classes with
//! unknown bases or members, and everything else stay silent.

use super::ty::{QualType, Type};
use super::Walk;
use crate::diag::Diagnostic;
use crate::tables::diagnostics as catalog;
use crate::sema::symbols::{EntityId, EntityKind};
use crate::syntax::ast::{DeclSpec, InitDeclarator, Initializer, SimpleDecl};

/// Deeper classes than this (through bases and members) are not judged.
const MAX_DEPTH: usize = 16;

impl Walk<'_> {
    /// `constexpr T v;` / `constexpr T v(args);` with `T` certainly no literal type: 2402 at
    /// the declaration, after 2807 or 28 for the initialization.
    pub(super) fn check_constexpr_literal_type(&mut self, s: &SimpleDecl, init: &InitDeclarator, t: &QualType) {
        let constexpr = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Keyword(k) if self.tok(*k) == "constexpr"));
        let Type::Class(class) = t.ty else { return };
        if !constexpr || !self.certainly_not_literal(class, 0) {
            return;
        }
        // Its initialization calls what no constant expression may: 2807 at the name for a
        // default initialization, else 28 at the initializer (its value, first argument or `{`).
        let name_at = init.declarator.name().map(|q| q.range.lo);
        let (def, at) = match &init.init {
            None if init.ambiguous_init.is_none() => (&catalog::INITIALIZER_NOT_CONSTANT, name_at),
            Some(Initializer::Assign(e)) => (&catalog::EXPR_NOT_CONSTANT, Some(e.range().lo)),
            Some(Initializer::Paren(args, _)) => (&catalog::EXPR_NOT_CONSTANT, args.first().map(|a| a.range().lo)),
            Some(Initializer::Brace(_, braces)) => (&catalog::EXPR_NOT_CONSTANT, Some(braces.lo)),
            _ => return,
        };
        let Some(at) = at else { return };
        self.emit(Diagnostic::new(def, self.span(at)));
        // The reference reports the type after the initialization, at the declaration's start.
        self.emit(Diagnostic::new(&catalog::CONSTEXPR_VARIABLE_MUST_HAVE_LITERAL_TYPE, self.span(s.range.lo)).found_at(self.span(at).lo));
    }

    fn certainly_not_literal(&self, class: EntityId, depth: usize) -> bool {
        let table = self.lookup.table;
        let e = &table.entities[class];
        let (Some(inner), false, Some(bases)) = (e.inner, e.template, e.bases.as_ref()) else { return false };
        if depth > MAX_DEPTH {
            return false;
        }
        let names = &table.scopes[inner].names;
        let plain = |id: &EntityId| {
            let f = &table.entities[*id];
            f.kind == EntityKind::Function || (f.kind == EntityKind::Class && f.template)
        };
        // Its own constructors (constructor templates included): none can make a constant.
        if let Some(constructors) = names.get(&e.name).filter(|ids| !ids.is_empty()) {
            let certain = constructors.iter().all(plain)
                && constructors.iter().all(|id| {
                    let f = &table.entities[*id];
                    f.kind == EntityKind::Function && !f.constexpr && !f.consteval && !f.defaulted && !f.deleted
                });
            if certain {
                return true;
            }
        }
        if let Some(&destructor) = names.get(&format!("~{}", e.name)).and_then(|ids| ids.first()) {
            let d = &table.entities[destructor];
            if d.kind == EntityKind::Function && !d.constexpr && !d.defaulted && !d.deleted {
                return true;
            }
        }
        if bases.iter().any(|b| self.certainly_not_literal(b.class, depth + 1)) {
            return true;
        }
        names.values().flatten().any(|&m| {
            let f = &table.entities[m];
            if f.kind != EntityKind::Variable || f.is_static || f.scope != inner {
                return false;
            }
            let Some(t) = f.declared.as_ref().and_then(|d| super::ty::from_declared(table, d)) else { return false };
            let mut element = &t;
            while let Type::Array(inner, _) = &element.ty {
                element = inner;
            }
            matches!(element.ty, Type::Class(c) if c != class && self.certainly_not_literal(c, depth + 1))
        })
    }
}
