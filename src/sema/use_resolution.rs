//! Name resolution for the uses `references` recorded: which entities of the symbol table a
//! use may denote, seen from the routine it occurs in. Shared by the host-side (`cuda_calls`)
//! and device-side (`cuda_device`) cross-space checks. Conservative like the recorder: a name
//! that may be hidden (a local, a member, a using-declaration) is not resolved at all.

use crate::lex::{Span, Token};
use crate::sema::references::{NameUse, References, Routine};
use crate::sema::symbols::{EntityId, EntityKind, ScopeId, SymbolTable, GLOBAL};
use crate::sema::typing::ty;
use crate::syntax::ast::{QualName, Scope, UnqualKind};

pub(crate) struct UseResolver<'a> {
    pub table: &'a SymbolTable,
    pub tokens: &'a [Token],
    pub text: &'a str,
}

impl UseResolver<'_> {
    /// The name of a use and the entities it may denote; `None` when it may be hidden or its
    /// scope cannot be followed.
    pub(crate) fn resolve<'u>(&'u self, refs: &References, u: &'u NameUse) -> Option<(&'u str, Vec<EntityId>)> {
        let r = &refs.routines[u.routine];
        let name = self.plain_name(&u.name)?;
        if u.name.scopes.is_empty() && !u.name.global && (r.hidden.contains(name) || r.has_bases) {
            return None;
        }
        let mut candidates = self.candidates(r, &u.name, name)?;
        add_new(&mut candidates, self.using_candidates(refs, r, &u.name, name)?);
        (!candidates.is_empty()).then_some((name, candidates))
    }

    pub(crate) fn tok(&self, i: u32) -> &str {
        self.tokens.get(i as usize).and_then(|t| self.text.get(t.span.lo as usize..t.span.hi as usize)).unwrap_or("")
    }

    pub(crate) fn span(&self, tok: u32) -> Span {
        self.tokens.get(tok as usize).map(|t| t.span).unwrap_or_default()
    }

    pub(crate) fn plain_name<'q>(&'q self, q: &QualName) -> Option<&'q str> {
        match &q.last {
            UnqualKind::Plain(seg) => Some(self.tok(seg.tok)),
            _ => None,
        }
    }

    /// What the using-declarations of `name` that take part in the lookup of `q` from routine
    /// `r` bring (the symbol table does not hold them): those in a namespace the lookup
    /// searches (an enclosing one, or one using-directives nominate, for a plain name; the
    /// qualifier's for a qualified one) or in an inline namespace of those, each followed to
    /// the namespace-scope entities it names. `None` when one of them cannot be followed (in
    /// a class, through a class, or scopes unknown): the use's candidates are then unknown.
    pub(crate) fn using_candidates(&self, refs: &References, r: &Routine, q: &QualName, name: &str) -> Option<Vec<EntityId>> {
        let Some(places) = refs.using_at.get(name) else { return Some(Vec::new()) };
        let (start, unqualified, directives) = self.lookup_start(r, q)?;
        let mut searched: Vec<ScopeId> = self.table.visible_namespaces(start, &directives);
        let mut scope = Some(start);
        while let Some(s) = scope {
            searched.push(s);
            scope = if unqualified { self.table.scopes[s].parent } else { None };
        }
        // Inline and anonymous namespaces' members are their enclosing namespace's.
        let mut i = 0;
        while i < searched.len() && searched.len() < 4096 {
            searched.extend(self.table.scopes[searched[i]].using.iter().copied());
            i += 1;
        }
        let mut found = Vec::new();
        for (place, target) in places {
            let at = self.namespace_scope(GLOBAL, place.as_ref()?)?;
            if !searched.contains(&at) {
                continue;
            }
            // `using ::printf;` / `using a::f;`, looked up from where it is written.
            let segs = self.qualifier(target)?;
            let from = if segs.is_empty() { if target.global { GLOBAL } else { return None } } else { self.namespace_scope(self.qualifier_base(at, target.global, &segs)?, &segs)? };
            found.extend(self.gather(from, name, 0));
        }
        Some(found)
    }

    /// Where the lookup of `q` from routine `r` starts, whether it goes outwards from there
    /// (a plain name), and the body's using-directives; `None` when a scope cannot be followed.
    fn lookup_start(&self, r: &Routine, q: &QualName) -> Option<(ScopeId, bool, Vec<ScopeId>)> {
        let home = self.namespace_scope(GLOBAL, &r.namespaces)?;
        if q.scopes.is_empty() && !q.global {
            let directives = r.using_directives.iter().map(|d| self.namespace_named(home, d)).collect::<Option<Vec<_>>>()?;
            return Some((home, true, directives));
        }
        let segs = self.qualifier(q)?;
        if segs.is_empty() {
            return Some((GLOBAL, false, Vec::new()));
        }
        Some((self.namespace_scope(self.qualifier_base(home, q.global, &segs)?, &segs)?, false, Vec::new()))
    }

    /// The namespaces the qualifiers of `q` name (`std` in `std::printf`), each with its token;
    /// empty when a qualifier is no namespace the table knows.
    pub(crate) fn qualifier_namespaces(&self, r: &Routine, q: &QualName) -> Vec<(u32, EntityId)> {
        let (Some(home), Some(segs)) = (self.namespace_scope(GLOBAL, &r.namespaces), self.qualifier(q)) else { return Vec::new() };
        let Some(mut scope) = segs.first().and_then(|_| self.qualifier_base(home, q.global, &segs)) else { return Vec::new() };
        let mut out = Vec::new();
        for (s, name) in q.scopes.iter().zip(&segs) {
            let Scope::Name(seg) = s else { return Vec::new() };
            let Some(&id) = self.table.scopes[scope].names.get(name).and_then(|ids| ids.iter().rev().find(|&&id| self.table.entities[id].kind == EntityKind::Namespace)) else {
                return Vec::new();
            };
            let Some(inner) = self.table.entities[id].inner else { return Vec::new() };
            out.push((seg.tok, id));
            scope = inner;
        }
        out
    }

    /// The qualifiers of `q` (`a::b::` of `a::b::f`), when each is a plain name.
    fn qualifier(&self, q: &QualName) -> Option<Vec<String>> {
        q.scopes
            .iter()
            .map(|s| match s {
                Scope::Name(seg) if seg.template_args.is_none() => Some(self.tok(seg.tok).to_string()),
                _ => None,
            })
            .collect()
    }

    /// The scope the first qualifier is looked up in: the global one for `::a::f`, else the
    /// nearest scope outwards from `home` where it names a namespace.
    fn qualifier_base(&self, home: ScopeId, global: bool, segs: &[String]) -> Option<ScopeId> {
        if global {
            return Some(GLOBAL);
        }
        let mut s = home;
        while self.namespace_scope(s, &segs[..1]).is_none() {
            s = self.table.scopes[s].parent?;
        }
        Some(s)
    }

    /// The entities a use may denote: `None` when the name's scope cannot be followed.
    pub(crate) fn candidates(&self, r: &Routine, q: &QualName, name: &str) -> Option<Vec<EntityId>> {
        let home = self.namespace_scope(GLOBAL, &r.namespaces)?;
        if q.scopes.is_empty() {
            if q.global {
                return Some(self.gather(GLOBAL, name, 0));
            }
            // The body's using-directives; one naming no known namespace leaves the
            // candidates unknown.
            let directives = r.using_directives.iter().map(|d| self.namespace_named(home, d)).collect::<Option<Vec<_>>>()?;
            return Some(self.table.lookup_all(home, name, &directives));
        }
        // `a::b::f`: every qualifier must be a namespace (classes are not followed yet).
        let segs = self.qualifier(q)?;
        let scope = self.namespace_scope(self.qualifier_base(home, q.global, &segs)?, &segs)?;
        Some(self.gather(scope, name, 0))
    }

    /// The scope of nested namespaces `path` inside `from`.
    pub(crate) fn namespace_scope(&self, from: ScopeId, path: &[String]) -> Option<ScopeId> {
        let mut scope = from;
        for n in path {
            let ids = self.table.scopes[scope].names.get(n)?;
            let id = ids.iter().rev().find(|&&id| self.table.entities[id].kind == EntityKind::Namespace)?;
            scope = self.table.entities[*id].inner?;
        }
        Some(scope)
    }

    /// Every entity named `name` declared in `scope` or in the namespaces it nominates.
    pub(crate) fn gather(&self, scope: ScopeId, name: &str, depth: usize) -> Vec<EntityId> {
        self.table.members(scope, name, depth, true)
    }

    /// The namespace a using-directive written in a body of namespace `home` names.
    fn namespace_named(&self, home: ScopeId, q: &QualName) -> Option<ScopeId> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        let path: Vec<&str> = q.plain_scope_tokens()?.into_iter().map(|t| self.tok(t)).collect();
        let id = self.table.resolve(home, q.global, &path, self.tok(seg.tok))?;
        let e = &self.table.entities[id];
        if e.kind == EntityKind::Namespace { e.inner } else { None }
    }

    /// Whether an entity is declared `constexpr` (not `consteval`).
    pub(crate) fn is_constexpr(&self, id: EntityId) -> bool {
        let e = &self.table.entities[id];
        e.constexpr && !e.consteval
    }

    /// Whether a function is declared `consteval`.
    pub(crate) fn is_consteval(&self, id: EntityId) -> bool {
        self.table.entities[id].consteval
    }

    /// A function as a message names it: `f(int, const char *)`, its parameter types read
    /// from the model; just its name where the model has no type for it.
    pub(crate) fn signature(&self, id: EntityId) -> String {
        let name = &self.table.entities[id].name;
        ty::display_function(self.table, name, id).unwrap_or_else(|| name.clone())
    }

    /// Whether the argument at `index` of the call recorded in `u` certainly initialises a
    /// by-value parameter: the callee resolves to one function whose parameter there is
    /// spelled with built-in specifiers only, or falls into its `...`; or to one function
    /// template whose parameter there is a template type parameter taken by value (`T`,
    /// `const T`, a pack `Ts...`), which copies the argument unless it is an array (that
    /// decays to a pointer).
    pub(crate) fn by_value_parameter(&self, refs: &References, r: &Routine, u: &NameUse, index: usize) -> bool {
        let Some(callee) = self.callee(refs, r, u) else { return false };
        let inner = self.parameter_text(callee);
        let params: Vec<&str> = inner.split(',').map(str::trim).collect();
        if inner.contains('(') || inner.contains('<') || inner.contains('=') {
            return false; // function-pointer parameters, templates, default arguments: not parsed here
        }
        let type_params = self.template_type_parameters(callee);
        let deduced_copy = |p: &str| deduced_by_value(p, &type_params) && !self.names_an_array(r, u);
        match params.get(index) {
            Some(p) if *p == "..." => true,
            Some(p) => {
                // Drop the parameter's name (`int n` → `int`).
                let mut words: Vec<&str> = p.split_whitespace().collect();
                if words.len() > 1 && !crate::sema::cuda_calls::is_scalar(words[words.len() - 1]) {
                    words.pop();
                }
                let scalar = !p.contains('&') && !p.is_empty() && crate::sema::cuda_calls::is_scalar(&words.join(" "));
                scalar || deduced_copy(p)
            }
            // Past the last parameter: C's `...`, or a function parameter pack taken by value.
            None => params.last().is_some_and(|last| *last == "..." || (last.contains("...") && deduced_copy(last))),
        }
    }

    /// The template type parameters (`class T`, `typename... Ts`) of the template header
    /// right before a function's declaration: empty for a function that is no template.
    fn template_type_parameters(&self, function: EntityId) -> Vec<&str> {
        let name_tok = self.table.entities[function].name_tok;
        let first = name_tok.saturating_sub(200);
        let Some(template) = (first..name_tok)
            .rev()
            .take_while(|&i| !matches!(self.tok(i), ";" | "{" | "}"))
            .find(|&i| self.tok(i) == "template" && self.tok(i + 1) == "<")
        else {
            return Vec::new();
        };
        let mut names = Vec::new();
        let mut depth = 0usize;
        let mut i = template + 1;
        while i < name_tok {
            match self.tok(i) {
                "<" => depth += 1,
                ">" if depth == 1 => break,
                ">" => depth -= 1,
                "class" | "typename" if depth == 1 => {
                    let mut name = i + 1;
                    if self.tok(name) == "..." {
                        name += 1;
                    }
                    names.push(self.tok(name));
                }
                _ => {}
            }
            i += 1;
        }
        names
    }

    /// Whether the variable a use names is declared as an array.
    fn names_an_array(&self, r: &Routine, u: &NameUse) -> bool {
        let Some(name) = self.plain_name(&u.name) else { return true };
        let Some(found) = self.candidates(r, &u.name, name) else { return true };
        found.iter().any(|&id| self.table.entities[id].type_text.contains('['))
    }

    /// Whether the argument at `index` of the call recorded in `u` binds to a reference
    /// parameter of the one function the callee resolves to.
    pub(crate) fn reference_parameter(&self, refs: &References, r: &Routine, u: &NameUse, index: usize) -> bool {
        let Some(callee) = self.callee(refs, r, u) else { return false };
        let inner = self.parameter_text(callee);
        !inner.contains('(') && inner.split(',').nth(index).is_some_and(|p| p.contains('&'))
    }

    /// The one function (or function template) the callee of an argument use `u` resolves to
    /// (`None` when it may be hidden or is overloaded).
    fn callee(&self, refs: &References, r: &Routine, u: &NameUse) -> Option<EntityId> {
        let callee = u.callee.as_ref()?;
        let fname = self.plain_name(callee)?;
        if callee.scopes.is_empty() && !callee.global && (r.hidden.contains(fname) || r.has_bases) {
            return None;
        }
        let mut found = self.candidates(r, callee, fname)?;
        add_new(&mut found, self.using_candidates(refs, r, callee, fname)?);
        let [id] = found[..] else { return None };
        (self.table.entities[id].kind == EntityKind::Function).then_some(id)
    }

    /// A function's parameter list as spelled, without its parentheses.
    fn parameter_text(&self, function: EntityId) -> &str {
        self.table.entities[function].type_text.trim().trim_start_matches('(').trim_end_matches(')')
    }
}

/// Appends the entities of `more` that `to` does not hold yet (a using-declaration may name
/// what lookup finds anyway).
fn add_new(to: &mut Vec<EntityId>, more: Vec<EntityId>) {
    for id in more {
        if !to.contains(&id) {
            to.push(id);
        }
    }
}

/// Whether a parameter spelled `p` takes a template type parameter by value: `T`, `const T`,
/// `T t`, `Ts... ts` (no reference, pointer, array or function declarator).
fn deduced_by_value(p: &str, type_params: &[&str]) -> bool {
    if p.contains(['&', '*', '[', '(']) {
        return false;
    }
    let spaced = p.replace("...", " ");
    let mut words = spaced.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile"));
    words.next().is_some_and(|ty| type_params.contains(&ty)) && words.count() <= 1
}
