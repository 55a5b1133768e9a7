//! The cross-reference file (`--xref FILE`, `cufe xref`): one tab-separated line per entry,
//! in the reference's layout `<entity id>\t<qualified name>\t<kind>\t<file>\t<line>\t<column>`.
//!
//! This first part writes the declarations (kind `D`): one line per entity of the symbol
//! table, at its first declaration, in source order. The reference prints an address as the
//! entity id; cufe prints the entity's index (`0x` + hex) so that the output is deterministic.
//! Names are qualified the way the reference qualifies them: by the enclosing namespaces and
//! classes; parameters, locals and template parameters by their bare name. Uses of names
//! (the reference's other kinds) are not written yet.

use crate::lex::Token;
use crate::sema::symbols::{EntityId, EntityKind, ScopeId, ScopeKind, SymbolTable};
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

/// The declaration lines of the cross-reference file.
pub fn declarations(table: &SymbolTable, tokens: &[Token], map: &SourceMap) -> String {
    let owners = scope_owners(table);
    let mut entries: Vec<(u32, EntityId)> = table
        .entities
        .iter()
        .enumerate()
        .filter(|(_, e)| !e.name.is_empty() && e.kind != EntityKind::Namespace)
        .filter_map(|(id, e)| tokens.get(e.name_tok as usize).map(|t| (t.span.lo, id)))
        .collect();
    entries.sort();
    let mut out = String::new();
    for (offset, id) in entries {
        let at = map.resolve(offset);
        out.push_str(&format!(
            "0x{id:x}\t{}\tD\t{}\t{}\t{}\n",
            qualified_name(table, &owners, id),
            map.file_name(at.file),
            at.line,
            at.col
        ));
    }
    out
}
