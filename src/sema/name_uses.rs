//! Rules on the names routine bodies use, judged on what `references` recorded: a name no
//! declaration makes visible (20) and a call of a deleted function (1776).
//!
//! Both are conservative, as the recorder is: a name that may be declared where cufe does not
//! look (a local, a member, a base class's member, a using-declaration, a template's dependent
//! name, a function found through its arguments' namespaces) is never called undefined, and a
//! call is judged deleted only when every candidate of the name is deleted.

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::Token;
use crate::sema::references::{References, UseKind};
use crate::sema::symbols::{EntityKind, SymbolTable};
use crate::sema::use_resolution::UseResolver;
use crate::tables::diagnostics as catalog;

pub fn check(refs: &References, table: &SymbolTable, tokens: &[Token], text: &str, sink: &mut DiagSink) {
    let names = UseResolver { table, tokens, text };
    // Names reported undefined (routine, name, scope): the reference declares such a name in
    // the scope of its first use, so uses later in that scope (or in scopes inside it) are
    // not reported again.
    let mut undefined: std::collections::HashMap<(usize, &str), Vec<u32>> = std::collections::HashMap::new();
    // Every template parameter's name (whichever template it belongs to: a use does not
    // tell which templates enclose it here).
    let template_parameter_names: std::collections::HashSet<&str> =
        table.scopes.iter().filter(|s| s.kind == crate::sema::symbols::ScopeKind::TemplateParams).flat_map(|s| s.names.keys().map(String::as_str)).collect();
    for u in &refs.uses {
        let r = &refs.routines[u.routine];
        let Some(name) = names.plain_name(&u.name) else { continue };
        // In a template's definition only a call that cannot depend on the template's
        // parameters is judged (arguments free of names, a name no parameter hides): deleted
        // there is deleted in every instantiation. Undefined names wait for instantiation.
        if r.in_template && !(u.kind == UseKind::Call && u.plain_args && !r.hidden.contains(name) && !template_parameter_names.contains(name)) {
            continue;
        }
        let at = names.span(u.name.range.lo);
        if let Some((_, candidates)) = names.resolve(refs, u) {
            let deleted = candidates.iter().all(|&id| table.entities[id].kind == EntityKind::Function && table.entities[id].deleted);
            if u.kind == UseKind::Call && deleted {
                let e = &table.entities[candidates[0]];
                let shown = if candidates.len() == 1 { deleted_function_shown(e) } else { e.name.clone() };
                sink.emit(Diagnostic::new(&catalog::DELETED_FUNCTION, at).arg("name", shown));
            }
            continue;
        }
        if r.in_template {
            continue;
        }
        // Unresolved: undefined only when nothing could declare it out of cufe's sight.
        let unqualified = u.name.scopes.is_empty() && !u.name.global;
        let may_be_hidden = r.hidden.contains(name) || r.has_bases || refs.using_names.contains(name);
        // A call with arguments may find its function in the arguments' namespaces.
        let argument_lookup = matches!(u.kind, UseKind::Call | UseKind::Launch) && !u.plain_args;
        // Compiler builtins (`__builtin_expect`, `__func__`) are declared nowhere.
        if !unqualified || may_be_hidden || argument_lookup || name.starts_with("__") || u.kind == UseKind::Unevaluated {
            continue;
        }
        // For an unqualified name, `candidates` gives up (`None`) only when the routine's own
        // namespace is unknown or the search left the global scope empty-handed.
        let home_known = names.namespace_scope(crate::sema::symbols::GLOBAL, &r.namespaces).is_some();
        if home_known && names.candidates(r, &u.name, name).is_none_or(|c| c.is_empty()) {
            let scopes = undefined.entry((u.routine, name)).or_default();
            if !scopes.iter().any(|&s| refs.scope_encloses(s, u.scope)) {
                scopes.push(u.scope);
                sink.emit(Diagnostic::new(&catalog::UNDEFINED_IDENTIFIER, at).arg("name", name));
            }
        }
    }
}

/// A deleted function as the message names it: its name and its type as written.
pub fn deleted_function_shown(e: &crate::sema::symbols::Entity) -> String {
    format!("{}{}", e.name, e.type_text.replace(' ', ""))
}
