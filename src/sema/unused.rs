//! Unused entities, as cicc (the device-side front end nvcc runs after cudafe++) warns about
//! them in every function body it reads, host code included:
//! * 177: a local variable never mentioned after its declaration whose initializer does nothing
//!   (no call, no `new`), of built-in, pointer or plain class type (constructing an object of
//!   a class with constructors does something), and a variable or function with internal
//!   linkage (`static`, `const` at namespace scope, an anonymous namespace's) that nothing in
//!   the unit names;
//! * 550: a local variable that is only given values (initialised, assigned, or named in a
//!   cast to `void`) and never read; never a const object (cicc folds its reads away).
//!
//! Only what the primary source file declares is judged (not headers, as the reference).
//! Only uses the recorder classified count as reads; any other mention of the name in the
//! routine (sizeof, decltype, a member of the same spelling...) makes the variable count as
//! used, so an unusual use is a missed warning, never a false one. Templates are judged when
//! instantiated, which cufe does not do, so their bodies are skipped. A declaration whose
//! specifiers were rejected (`decl_rules::check`) is not judged: cicc drops the offending
//! specifiers (`static unsigned float d;` loses its internal linkage), so it stays silent.

use std::collections::HashSet;

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::Token;
use crate::sema::references::{LocalVar, References, UseKind};
use crate::sema::symbols::{EntityKind, Linkage, ScopeKind, SymbolTable};
use crate::sema::typing::ty;
use crate::syntax::ast::{Decl, DeclSpec, Member, TranslationUnit, TypeSpec, UnqualKind};
use crate::tables::diagnostics as catalog;

pub fn check(
    unit: &TranslationUnit,
    refs: &References,
    table: &SymbolTable,
    tokens: &[Token],
    text: &str,
    elsewhere: &dyn Fn(u32) -> bool,
    rejected_specifiers: &[u32],
    erroneous_declarations: &[u32],
    sink: &mut DiagSink,
) {
    let tok = |i: u32| tokens.get(i as usize).and_then(|t| text.get(t.span.lo as usize..t.span.hi as usize)).unwrap_or("");
    let span = |i: u32| tokens.get(i as usize).map(|t| t.span).unwrap_or_default();
    let user_code = |i: u32| tokens.get(i as usize).is_some_and(|t| !elsewhere(t.span.lo));
    let plain = plain_classes(unit, &tok);
    // Whether the declaration of the name at `name_tok` (back to the previous `;`, `{` or
    // `}`) holds a rejected specifier.
    let rejected = |name_tok: u32| {
        (name_tok.saturating_sub(64)..name_tok).rev().take_while(|&i| !matches!(tok(i), ";" | "{" | "}")).any(|i| rejected_specifiers.contains(&i))
    };
    // cicc folds the reads of a const object away: it never calls one "set but never used".
    let const_objects: HashSet<u32> = table
        .entities
        .iter()
        .filter(|e| e.kind == EntityKind::Variable && (e.constexpr || e.declared.as_ref().and_then(|d| ty::from_declared(table, d)).is_some_and(|t| t.is_const)))
        .map(|e| e.name_tok)
        .collect();
    for local in &refs.locals {
        let r = &refs.routines[local.routine];
        // A variable whose declaration was an error counts as used (cicc says nothing more
        // of it).
        if r.in_template || !user_code(local.name_tok) || local.opaque_type || rejected(local.name_tok) || erroneous_declarations.contains(&local.name_tok) {
            continue;
        }
        if local.class_name.as_ref().is_some_and(|c| !plain.contains(c)) {
            continue;
        }
        match verdict(local, refs, &tok) {
            Verdict::Unreferenced => sink.emit(
                Diagnostic::new(&catalog::DECLARED_BUT_NOT_REFERENCED, span(local.name_tok)).arg("kind", "variable").arg("name", local.name.clone()),
            ),
            Verdict::SetOnly if const_objects.contains(&local.name_tok) => {}
            Verdict::SetOnly => sink.emit(Diagnostic::new(&catalog::SET_BUT_NOT_USED, span(local.name_tok)).arg("name", local.name.clone())),
            Verdict::Used => {}
        }
    }
    // Internal-linkage entities nothing names: every identifier token that is not the
    // declared name of some entity is a mention, except a member named through its class
    // (`T::c` names no namespace-scope `c`).
    let declared: HashSet<u32> = table.entities.iter().map(|e| e.name_tok).collect();
    let names_of = |kind: EntityKind| -> HashSet<&str> { table.entities.iter().filter(|e| e.kind == kind).map(|e| e.name.as_str()).collect() };
    let (classes, namespaces) = (names_of(EntityKind::Class), names_of(EntityKind::Namespace));
    let class_member = |i: u32| {
        i >= 2 && tok(i - 1) == "::" && classes.contains(tok(i - 2)) && !namespaces.contains(tok(i - 2))
    };
    let mut mentioned: HashSet<&str> = HashSet::new();
    for (i, t) in tokens.iter().enumerate() {
        if t.kind.is_name() && !declared.contains(&(i as u32)) && !class_member(i as u32) {
            mentioned.insert(tok(i as u32));
        }
    }
    for e in &table.entities {
        let at_namespace_scope = matches!(table.scopes[e.scope].kind, ScopeKind::Namespace | ScopeKind::Global);
        // Reading a volatile object is a side effect: never "unreferenced".
        let volatile = e.type_text.split_whitespace().any(|w| w == "volatile");
        if e.linkage != Linkage::Internal || volatile || !at_namespace_scope || !user_code(e.name_tok) || mentioned.contains(e.name.as_str()) || rejected(e.name_tok) {
            continue;
        }
        let kind = match e.kind {
            EntityKind::Variable => "variable",
            EntityKind::Function => "function",
            _ => continue,
        };
        let shown = if table.in_anonymous_namespace(e.scope) { format!("<unnamed>::{}", e.name) } else { e.name.clone() };
        sink.emit(Diagnostic::new(&catalog::DECLARED_BUT_NOT_REFERENCED, span(e.name_tok)).arg("kind", kind).arg("name", shown));
    }
}

enum Verdict {
    Unreferenced,
    SetOnly,
    Used,
}

/// How a local is used: the recorded uses of its name in its routine (and the lambdas
/// written there) after the declaration, checked against every mention of the name there.
fn verdict<'t>(local: &LocalVar, refs: &References, tok: &dyn Fn(u32) -> &'t str) -> Verdict {
    let r = &refs.routines[local.routine];
    let inside = |routine: usize| {
        let mut at = Some(routine);
        while let Some(i) = at {
            if i == local.routine {
                return true;
            }
            at = refs.routines[i].lambda_of;
        }
        false
    };
    let uses: Vec<_> = refs
        .uses
        .iter()
        .filter(|u| inside(u.routine) && u.name.scopes.is_empty() && !u.name.global && u.name.range.lo > local.name_tok)
        .filter(|u| tok(u.name.range.lo) == local.name && u.name.range.hi == u.name.range.lo + 1)
        .collect();
    // cicc calls a variable whose initializer does something (a call, `new`) neither
    // unreferenced nor set but never used.
    if local.init_has_side_effects {
        return Verdict::Used;
    }
    let mentions = (local.name_tok + 1..r.end_tok).filter(|&i| tok(i) == local.name).count();
    if mentions == 0 {
        return Verdict::Unreferenced;
    }
    if mentions > uses.len() {
        return Verdict::Used;
    }
    if local.is_reference {
        return Verdict::Used;
    }
    if local.init_has_effects {
        return Verdict::Used;
    }
    let reads = uses.iter().any(|u| !matches!(u.kind, UseKind::Write | UseKind::Discarded | UseKind::Unevaluated) || u.member);
    let writes = uses.iter().any(|u| u.kind == UseKind::Write);
    match (reads, writes || local.has_init) {
        (false, true) => Verdict::SetOnly,
        _ => Verdict::Used,
    }
}

/// The classes of the unit whose objects do nothing when created: no bases, no member
/// functions (so no constructors or destructors), every member a plain data member.
fn plain_classes<'t>(unit: &TranslationUnit, tok: &dyn Fn(u32) -> &'t str) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut stack: Vec<&Decl> = unit.decls.iter().collect();
    while let Some(d) = stack.pop() {
        match d {
            Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => stack.extend(decls.iter()),
            Decl::Simple(s) => {
                for spec in &s.specs {
                    let DeclSpec::Type(TypeSpec::Class(c)) = spec else { continue };
                    let Some(UnqualKind::Plain(name)) = c.name.as_ref().map(|q| &q.last) else { continue };
                    let data_only = c.bases.is_empty()
                        && c.members.iter().all(|m| match m {
                            Member::Decl(Decl::Simple(s)) => {
                                s.declarators.iter().all(|i| i.declarator.function_params().is_none())
                                    && s.specs.iter().all(|sp| matches!(sp, DeclSpec::Cv(_) | DeclSpec::Builtin(_)))
                            }
                            Member::Access(..) => true,
                            _ => false,
                        });
                    if data_only {
                        out.insert(tok(name.tok).to_string());
                    }
                }
            }
            _ => {}
        }
    }
    out
}
