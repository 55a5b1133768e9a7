//! The cross-reference file (`--xref FILE`, `cufe xref`): one tab-separated line per entry,
//! in the reference's layout `<entity id>\t<qualified name>\t<kind>\t<file>\t<line>\t<column>`.
//!
//! Declarations: one line per entity of the symbol table, at its first declaration, `D` for
//! a definition and `d` for a declaration only. Uses, from the names `references` recorded in
//! routine bodies, with the reference's kinds: `U` (value read), `M` (assigned), `C` (read and
//! written: `++`, `+=`), `A` (address taken, or bound to a reference parameter), `R` (named
//! otherwise: called, launched, cast to void, in an unevaluated operand; also the namespaces
//! a recorded name is qualified by). Lines are in source
//! order. The reference prints an address as the entity id; cufe prints the entity's index
//! (`0x` + hex) so that the output is deterministic. Names are qualified the way the
//! reference qualifies them: by the enclosing namespaces and classes; parameters, locals and
//! template parameters by their bare name.
//!
//! Also: a variable declared in a condition is read there (`U` at its name), a range-for's
//! variable is named there (`R`) and its range named whole is bound (`A`), an array named
//! whole decays (`A`), a pointer indexed in an argument is read (`U`).
//!
//! Not written yet: uses of type names, of class members (`s.a`), of lambdas' captures and
//! call operators, an array's element given to a parameter (taken by address for a
//! reference parameter, read otherwise), and uses outside routine bodies (namespace-scope
//! initializers, default arguments).

use crate::lex::Token;
use crate::sema::references::{References, UseKind};
use crate::sema::symbols::{EntityId, EntityKind, ScopeId, ScopeKind, SymbolTable};
use crate::sema::use_resolution::UseResolver;
use crate::syntax::ast::UnqualKind;
use crate::source::SourceMap;

/// The qualified name of `entity`, as the reference's cross-reference spells it.
pub fn qualified_name(table: &SymbolTable, owners: &[Option<EntityId>], entity: EntityId) -> String {
    let e = &table.entities[entity];
    let mut parts = vec![e.name.clone()];
    let mut scope = Some(e.scope);
    if matches!(table.scopes[e.scope].kind, ScopeKind::Block | ScopeKind::TemplateParams) {
        return e.name.clone();
    }
    while let Some(s) = scope {
        match table.scopes[s].kind {
            ScopeKind::Global => break,
            // A class or namespace local to a function body: the reference names its members
            // from the local class outwards only.
            ScopeKind::Block => break,
            ScopeKind::TemplateParams => {}
            ScopeKind::Namespace | ScopeKind::Class => match owners[s] {
                Some(owner) if !table.entities[owner].name.is_empty() => parts.push(table.entities[owner].name.clone()),
                _ => {}
            },
        }
        scope = table.scopes[s].parent;
    }
    parts.reverse();
    parts.join("::")
}

/// For each scope, the entity (namespace or class) that opens it.
pub fn scope_owners(table: &SymbolTable) -> Vec<Option<EntityId>> {
    let mut owners: Vec<Option<ScopeId>> = vec![None; table.scopes.len()];
    for (id, e) in table.entities.iter().enumerate() {
        if let Some(inner) = e.inner {
            owners[inner].get_or_insert(id);
        }
    }
    owners
}

/// The cross-reference file: declaration and use lines, in source order.
pub fn cross_reference(table: &SymbolTable, refs: &References, tokens: &[Token], text: &str, map: &SourceMap) -> String {
    let owners = scope_owners(table);
    // (offset, entity, kind letter)
    let mut entries: Vec<(u32, EntityId, char)> = table
        .entities
        .iter()
        .enumerate()
        .filter(|(_, e)| !e.name.is_empty() && e.kind != EntityKind::Namespace)
        .filter_map(|(id, e)| tokens.get(e.name_tok as usize).map(|t| (t.span.lo, id, if e.defined { 'D' } else { 'd' })))
        .collect();
    entries.extend(uses(table, refs, tokens, text));
    entries.sort();
    entries.dedup();
    let mut out = String::new();
    for (offset, id, kind) in entries {
        let at = map.resolve(offset);
        out.push_str(&format!(
            "0x{id:x}\t{}\t{kind}\t{}\t{}\t{}\n",
            qualified_name(table, &owners, id),
            map.file_name(at.file),
            at.line,
            at.col
        ));
    }
    out
}

/// The use lines: each recorded use whose entity is known (a local or parameter declared
/// before it in the same routine, or what the name resolves to at namespace scope).
fn uses(table: &SymbolTable, refs: &References, tokens: &[Token], text: &str) -> Vec<(u32, EntityId, char)> {
    let names = UseResolver { table, tokens, text };
    let mut out = Vec::new();
    for u in &refs.uses {
        let UnqualKind::Plain(seg) = &u.name.last else { continue };
        let r = &refs.routines[u.routine];
        // The namespaces named in its qualifiers are used too (`std` in `std::printf`).
        out.extend(names.qualifier_namespaces(r, &u.name).into_iter().map(|(tok, ns)| (names.span(tok).lo, ns, 'R')));
        let kind = match u.kind {
            UseKind::Read => 'U',
            UseKind::Write => 'M',
            UseKind::ReadWrite => 'C',
            UseKind::AddressOf => 'A',
            UseKind::Call | UseKind::Launch | UseKind::Discarded | UseKind::Unevaluated => 'R',
            UseKind::Argument { arg_index } if names.by_value_parameter(refs, r, u, arg_index) => 'U',
            UseKind::Argument { arg_index } if names.reference_parameter(refs, r, u, arg_index) => 'A',
            // `p[i]` given to a parameter reads the pointer `p`, whatever the parameter (an
            // array's element is settled below, once the entity is known).
            UseKind::Unknown if u.indexed => 'U',
            // A range-for's range named whole is bound to the loop's reference.
            UseKind::Unknown if refs.range_for_ranges.contains(&seg.tok) => 'A',
            _ => continue,
        };
        let Some(entity) = local_entity(table, refs, u.routine, &names, seg.tok).or_else(|| names.resolve(refs, u).and_then(|(_, c)| c.first().copied()))
        else {
            continue;
        };
        let array = is_array(&table.entities[entity].type_text);
        let kind = match (u.kind, kind) {
            // Assigning through a reference reads the reference.
            (_, 'M' | 'C') if table.entities[entity].type_text.contains('&') => 'U',
            // An array named whole decays to the address of its first element.
            (UseKind::Read, 'U') if array && !u.indexed && !u.member => 'A',
            // An element of an array given to a parameter: taken by address or read, as the
            // parameter is a reference or not, which is not known here.
            (UseKind::Unknown, _) if array && u.indexed => continue,
            _ => kind,
        };
        out.push((names.span(seg.tok).lo, entity, kind));
    }
    // A variable declared in a condition is read by it, where it is declared; a range-for's
    // variable is named there (`R`).
    let declared = refs.condition_variables.iter().map(|&t| (t, 'U')).chain(refs.range_for_variables.iter().map(|&t| (t, 'R')));
    for (tok, kind) in declared {
        if let Some(entity) = table.entities.iter().position(|e| e.name_tok == tok) {
            out.push((names.span(tok).lo, entity, kind));
        }
    }
    out
}

/// Whether a declared type is an array (`[4]`), not a pointer or reference to one.
fn is_array(type_text: &str) -> bool {
    type_text.contains('[') && !type_text.contains("(*") && !type_text.contains("(&")
}

/// The local variable or parameter a bare name at `tok` denotes: the latest one of that name
/// declared before it inside the routine (or the routines its lambdas are written in).
fn local_entity(table: &SymbolTable, refs: &References, routine: usize, names: &UseResolver, tok: u32) -> Option<EntityId> {
    let mut outer = routine;
    while let Some(parent) = refs.routines[outer].lambda_of {
        outer = parent;
    }
    let start = refs.routines[outer].body_tok?;
    let name = names.tok(tok);
    table
        .entities
        .iter()
        .enumerate()
        .filter(|(_, e)| e.name == name && e.name_tok >= start && e.name_tok < tok)
        .filter(|(_, e)| matches!(table.scopes[e.scope].kind, ScopeKind::Block | ScopeKind::TemplateParams) || e.kind == EntityKind::Variable)
        .max_by_key(|(_, e)| e.name_tok)
        .map(|(id, _)| id)
}
