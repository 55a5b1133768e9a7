//! Name lookup inside routine bodies, for typing: block scopes honour the point of
//! declaration, class scopes search the bases, namespace scopes follow using-directives
//! (the symbol table's `lookup_all`). Where a name may be declared out of the table's sight
//! (a base that is a template, a using-declaration), the answer is `Unknown`, never "not
//! declared".

use std::collections::HashSet;

use crate::sema::symbols::{EntityId, EntityKind, ScopeId, ScopeKind, SymbolTable};

/// What a lookup found.
#[derive(Clone, Debug, PartialEq)]
pub enum Found {
    /// The declarations of the first scope that has any (an overload set, or one entity).
    Entities(Vec<EntityId>),
    /// Certainly no declaration is visible.
    Nothing,
    /// The table cannot tell.
    Unknown,
}

pub struct Lookup<'a> {
    pub table: &'a SymbolTable,
    /// Names some using-declaration brings somewhere (the table does not enter those).
    pub using_names: &'a HashSet<String>,
    /// The class each class scope belongs to.
    pub class_of_scope: &'a crate::sema::symbols::FxHashMap<ScopeId, EntityId>,
}

/// How deep base classes are followed (cycles cannot occur in valid code; bad code must not
/// loop).
const MAX_BASE_DEPTH: usize = 32;

impl Lookup<'_> {
    /// Unqualified lookup of `name`, used at token `at`, from the block scope `scope`
    /// outwards. `member_of` is the class whose out-of-class member definition this is: its
    /// members are searched after the blocks.
    pub fn unqualified(&self, scope: ScopeId, name: &str, at: u32, member_of: Option<EntityId>) -> Found {
        if self.using_names.contains(name) {
            return Found::Unknown;
        }
        let mut current = Some(scope);
        let mut directives = Vec::new();
        while let Some(s) = current {
            let sc = &self.table.scopes[s];
            match sc.kind {
                ScopeKind::Block => {
                    // A local is visible from its declarator on.
                    let ids: Vec<EntityId> = sc.names.get(name).into_iter().flatten().copied().filter(|&id| self.table.entities[id].name_tok < at).collect();
                    if !ids.is_empty() {
                        return Found::Entities(ids);
                    }
                    directives.extend(sc.directives.iter().copied());
                }
                ScopeKind::TemplateParams => {
                    if sc.names.contains_key(name) {
                        return Found::Unknown;
                    }
                }
                ScopeKind::Class => match self.class_of_scope.get(&s) {
                    Some(&class) => match self.member(class, name) {
                        Found::Nothing => {}
                        found => return found,
                    },
                    None => return Found::Unknown,
                },
                ScopeKind::Namespace | ScopeKind::Global => {
                    if let Some(class) = member_of {
                        match self.member(class, name) {
                            Found::Nothing => {}
                            found => return found,
                        }
                    }
                    let ids = self.table.lookup_all(s, name, &directives);
                    return if ids.is_empty() { Found::Nothing } else { Found::Entities(ids) };
                }
            }
            current = sc.parent;
        }
        Found::Nothing
    }

    /// `name` as a member of `class` or of its bases ([class.member.lookup]): the members of
    /// the first class in the hierarchy that declares it.
    pub fn member(&self, class: EntityId, name: &str) -> Found {
        if self.using_names.contains(name) {
            return Found::Unknown;
        }
        self.member_at(class, name, 0)
    }

    fn member_at(&self, class: EntityId, name: &str, depth: usize) -> Found {
        let e = &self.table.entities[class];
        let (Some(inner), false) = (e.inner, e.template) else { return Found::Unknown };
        if depth > MAX_BASE_DEPTH {
            return Found::Unknown;
        }
        if let Some(ids) = self.table.scopes[inner].names.get(name) {
            return Found::Entities(ids.clone());
        }
        let Some(bases) = &e.bases else { return Found::Unknown };
        let mut found = Vec::new();
        for &base in bases {
            match self.member_at(base, name, depth + 1) {
                Found::Unknown => return Found::Unknown,
                Found::Entities(ids) => found.extend(ids),
                Found::Nothing => {}
            }
        }
        if found.is_empty() { Found::Nothing } else { Found::Entities(found) }
    }

    /// Whether `derived` is `base` or derives from it; `None` where a base is not known.
    pub fn derives_from(&self, derived: EntityId, base: EntityId) -> Option<bool> {
        self.derives_at(derived, base, 0)
    }

    fn derives_at(&self, derived: EntityId, base: EntityId, depth: usize) -> Option<bool> {
        if derived == base {
            return Some(true);
        }
        if depth > MAX_BASE_DEPTH {
            return None;
        }
        let e = &self.table.entities[derived];
        // An incomplete class's bases are not known yet.
        e.inner?;
        let bases = e.bases.as_ref()?;
        let mut all_known = true;
        for &b in bases {
            match self.derives_at(b, base, depth + 1) {
                Some(true) => return Some(true),
                Some(false) => {}
                None => all_known = false,
            }
        }
        all_known.then_some(false)
    }

    /// The namespace a class or enum is a member of (through enclosing classes), for
    /// argument-dependent lookup.
    pub fn enclosing_namespace(&self, entity: EntityId) -> ScopeId {
        let mut scope = self.table.entities[entity].scope;
        while !matches!(self.table.scopes[scope].kind, ScopeKind::Namespace | ScopeKind::Global) {
            match self.table.scopes[scope].parent {
                Some(p) => scope = p,
                None => break,
            }
        }
        scope
    }

    /// Whether every entity is a function this model judges calls of: no template, no
    /// friend (found only by argument-dependent lookup), with a known argument count.
    pub fn plain_functions(&self, ids: &[EntityId]) -> bool {
        ids.iter().all(|&id| {
            let e = &self.table.entities[id];
            e.kind == EntityKind::Function && !e.template && !e.friend && e.arity.is_some()
        })
    }
}
