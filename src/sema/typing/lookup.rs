//! Name lookup inside routine bodies, for typing: block scopes honour the point of
//! declaration, class scopes search the bases, namespace scopes follow using-directives
//! (the symbol table's `lookup_all`). Where a name may be declared out of the table's sight
//! (a base that is a template, a using-declaration), the answer is `Unknown`, never "not
//! declared".

use std::collections::HashSet;

use crate::sema::symbols::{ConversionFunction, EntityId, EntityKind, ScopeId, ScopeKind, SymbolTable};
use crate::sema::typing::ty::QualType;

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
    /// Names some using-declaration brings somewhere. The table resolves those of namespace
    /// and block scopes (`Scope::using_targets`); unqualified lookup reads them there.
    pub using_names: &'a HashSet<String>,
    /// Names a using-declaration outside classes brings that the table could not resolve
    /// (an unknown namespace, a name not declared there yet): unknown wherever used.
    pub unresolved_using: &'a HashSet<String>,
    /// The class each class scope belongs to.
    pub class_of_scope: &'a crate::sema::symbols::FxHashMap<ScopeId, EntityId>,
    /// Names written after a class key anywhere (`void g(struct P *p)`): such an
    /// elaborated-type-specifier may declare the name where the table does not enter it.
    pub elaborated_names: &'a HashSet<String>,
}

/// How deep base classes are followed (cycles cannot occur in valid code; bad code must not
/// loop).
const MAX_BASE_DEPTH: usize = 32;

/// How many bases `all_bases` gathers.
const MAX_BASES: usize = 256;

impl Lookup<'_> {
    /// Unqualified lookup of `name`, used at token `at`, from the block scope `scope`
    /// outwards. `member_of` is the class whose out-of-class member definition this is: its
    /// members are searched after the blocks.
    pub fn unqualified(&self, scope: ScopeId, name: &str, at: u32, member_of: Option<EntityId>) -> Found {
        self.unqualified_from(scope, name, at, member_of, false)
    }

    /// Like `unqualified`, but a namespace member counts only once declared (before `at`):
    /// `cute::dim3` declared after a use of `dim3` in namespace `cute` does not hide `::dim3`
    /// there. For judging whether a name is declared at all.
    pub fn declared_before(&self, scope: ScopeId, name: &str, at: u32, member_of: Option<EntityId>) -> Found {
        self.unqualified_from(scope, name, at, member_of, true)
    }

    fn unqualified_from(&self, scope: ScopeId, name: &str, at: u32, member_of: Option<EntityId>, point_of_declaration: bool) -> Found {
        if self.table.names_template_parameter(scope, name) {
            return Found::Unknown;
        }
        if self.using_names.contains(name) && !self.using_declarations_resolved(scope, name, member_of) {
            return Found::Unknown;
        }
        match self.unqualified_in_table(scope, name, at, member_of, point_of_declaration) {
            Found::Nothing if self.elaborated_names.contains(name) => Found::Unknown,
            found => found,
        }
    }

    fn unqualified_in_table(&self, scope: ScopeId, name: &str, at: u32, member_of: Option<EntityId>, point_of_declaration: bool) -> Found {
        let mut current = Some(scope);
        let mut directives = Vec::new();
        while let Some(s) = current {
            let sc = &self.table.scopes[s];
            match sc.kind {
                ScopeKind::Block => {
                    // A local is visible from its declarator on; what a using-declaration of
                    // the block brings, wherever it is written.
                    let mut ids: Vec<EntityId> = sc.names.get(name).into_iter().flatten().copied().filter(|&id| self.table.entities[id].name_tok < at).collect();
                    for &id in sc.using_targets.get(name).into_iter().flatten() {
                        if !ids.contains(&id) {
                            ids.push(id);
                        }
                    }
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
                    let mut ids = self.table.lookup_all(s, name, &directives);
                    if point_of_declaration {
                        ids.retain(|&id| self.table.entities[id].name_tok < at);
                        if ids.is_empty() {
                            // Not declared yet here: the enclosing namespaces' declarations.
                            current = sc.parent;
                            continue;
                        }
                    }
                    return if ids.is_empty() { Found::Nothing } else { Found::Entities(ids) };
                }
            }
            current = sc.parent;
        }
        Found::Nothing
    }

    /// Whether unqualified lookup of a using-declared `name` from `scope` can read what the
    /// table resolved: every using-declaration of the name outside classes was resolved, and
    /// no class scope (whose using-declarations the table leaves alone) is searched.
    fn using_declarations_resolved(&self, scope: ScopeId, name: &str, member_of: Option<EntityId>) -> bool {
        if member_of.is_some() || self.unresolved_using.contains(name) {
            return false;
        }
        let mut current = Some(scope);
        while let Some(s) = current {
            if self.table.scopes[s].kind == ScopeKind::Class {
                return false;
            }
            current = self.table.scopes[s].parent;
        }
        true
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
        for base in bases {
            match self.member_at(base.class, name, depth + 1) {
                Found::Unknown => return Found::Unknown,
                Found::Entities(ids) => found.extend(ids),
                Found::Nothing => {}
            }
        }
        if found.is_empty() { Found::Nothing } else { Found::Entities(found) }
    }

    /// Every base class of `class`, direct or not, nearest first, each once (at most
    /// `MAX_BASES`); `None` where some base is not known (a template's, a dependent one).
    pub fn all_bases(&self, class: EntityId) -> Option<Vec<EntityId>> {
        let table = self.table;
        let mut all: Vec<EntityId> = table.entities[class].bases.as_ref()?.iter().map(|b| b.class).collect();
        let mut next = 0;
        while next < all.len() && all.len() < MAX_BASES {
            for b in table.entities[all[next]].bases.as_ref()? {
                if !all.contains(&b.class) {
                    all.push(b.class);
                }
            }
            next += 1;
        }
        Some(all)
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
        for b in bases {
            match self.derives_at(b.class, base, depth + 1) {
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

impl Lookup<'_> {
    /// Whether `class` (or a base) declares a conversion function; `None` where unknown.
    pub fn converts(&self, class: EntityId) -> Option<bool> {
        self.converts_at(class, 0)
    }

    fn converts_at(&self, class: EntityId, depth: usize) -> Option<bool> {
        let e = &self.table.entities[class];
        if e.inner.is_none() || e.template || depth > MAX_BASE_DEPTH {
            return None;
        }
        if e.has_conversion_functions {
            return Some(true);
        }
        let mut all_known = true;
        for b in e.bases.as_ref()? {
            match self.converts_at(b.class, depth + 1) {
                Some(true) => return Some(true),
                Some(false) => {}
                None => all_known = false,
            }
        }
        all_known.then_some(false)
    }

    /// The conversion functions of `class` and its bases that [over.match.conv] considers:
    /// each with the class declaring it and the type it converts to, a base's hidden by one
    /// converting to the same type in a class derived from it on the way ([class.conv.fct]).
    /// `None` where unknown: a class not defined or a template, a base unknown, a conversion
    /// function of unknown type (a template's), or a base reached twice.
    pub fn conversion_functions(&self, class: EntityId) -> Option<Vec<(EntityId, QualType, ConversionFunction)>> {
        let mut out: Vec<(EntityId, QualType, ConversionFunction)> = Vec::new();
        let mut seen: Vec<EntityId> = Vec::new();
        let mut pending: Vec<(EntityId, usize, Vec<QualType>)> = vec![(class, 0, Vec::new())];
        while let Some((id, depth, hidden)) = pending.pop() {
            let e = &self.table.entities[id];
            if e.inner.is_none() || e.template || depth > MAX_BASE_DEPTH || seen.contains(&id) || seen.len() > MAX_BASES {
                return None;
            }
            seen.push(id);
            let mut below = hidden.clone();
            for f in e.conversion_functions.as_deref()? {
                let target = super::ty::from_declared(self.table, f.target.as_ref()?)?;
                if !hidden.contains(&target) {
                    out.push((id, target.clone(), f.clone()));
                }
                below.push(target);
            }
            for b in e.bases.as_ref()? {
                pending.push((b.class, depth + 1, below.clone()));
            }
        }
        Some(out)
    }

    /// Whether every conversion function of `class` and its bases gives a prvalue (none
    /// gives an lvalue a reference could bind); `None` where unknown.
    pub fn conversions_give_prvalues(&self, class: EntityId) -> Option<bool> {
        let mut pending = vec![(class, 0)];
        while let Some((id, depth)) = pending.pop() {
            let e = &self.table.entities[id];
            if e.inner.is_none() || e.template || depth > MAX_BASE_DEPTH {
                return None;
            }
            if !e.conversions_give_prvalues {
                return Some(false);
            }
            pending.extend(e.bases.as_ref()?.iter().map(|b| (b.class, depth + 1)));
        }
        Some(true)
    }

    /// The constructors `class` declares, when it has no bases (whose constructors a
    /// using-declaration may inherit) and each is a plain function; empty for a class that
    /// declares none.
    pub fn constructors(&self, class: EntityId) -> Option<Vec<EntityId>> {
        let e = &self.table.entities[class];
        let inner = e.inner?;
        if e.template || !e.bases.as_ref()?.is_empty() || self.using_names.contains(&e.name) {
            return None;
        }
        let ids: Vec<EntityId> = self.table.scopes[inner].names.get(&e.name).cloned().unwrap_or_default();
        self.plain_functions(&ids).then_some(ids)
    }

    /// The destructor `class` declares itself (`None`: implicit, or unknown).
    pub fn destructor(&self, class: EntityId) -> Option<EntityId> {
        let e = &self.table.entities[class];
        if e.template {
            return None;
        }
        match self.table.scopes[e.inner?].names.get(&format!("~{}", e.name))?.as_slice() {
            [id] if self.table.entities[*id].kind == EntityKind::Function => Some(*id),
            _ => None,
        }
    }

    /// Whether a function named `name` (an operator) could be found for operands of these
    /// classes and enums: as a member of the first operand's class, by ordinary lookup from
    /// `scope`, or in the operands' namespaces; `None` where unknown.
    pub fn operator_declared(&self, name: &str, first_class: Option<EntityId>, operand_entities: &[EntityId], scope: ScopeId, at: u32, member_of: Option<EntityId>) -> Option<bool> {
        if let Some(class) = first_class {
            match self.member(class, name) {
                Found::Entities(_) => return Some(true),
                Found::Unknown => return None,
                Found::Nothing => {}
            }
        }
        match self.unqualified(scope, name, at, member_of) {
            Found::Entities(_) => return Some(true),
            Found::Unknown => return None,
            Found::Nothing => {}
        }
        for &entity in operand_entities {
            for ns in self.associated_namespaces(entity)? {
                if !self.table.members(ns, name, 0, false).is_empty() {
                    return Some(true);
                }
            }
        }
        Some(false)
    }

    /// The namespaces argument-dependent lookup searches for a class (its own and its
    /// bases') or an enum; `None` where a base is unknown.
    pub fn associated_namespaces(&self, entity: EntityId) -> Option<Vec<ScopeId>> {
        let mut out = vec![self.enclosing_namespace(entity)];
        let mut pending = vec![(entity, 0)];
        while let Some((id, depth)) = pending.pop() {
            let e = &self.table.entities[id];
            if e.kind != EntityKind::Class {
                continue;
            }
            if depth > MAX_BASE_DEPTH {
                return None;
            }
            for b in e.bases.as_ref()? {
                let ns = self.enclosing_namespace(b.class);
                if !out.contains(&ns) {
                    out.push(ns);
                }
                pending.push((b.class, depth + 1));
            }
        }
        Some(out)
    }
}
