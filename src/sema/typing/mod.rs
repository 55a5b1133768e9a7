//! Typed expressions: the type and value category of the expressions in routine bodies, and
//! the rules that need them: a member a class does not have (135), a call with too many or too
//! few arguments (140, 165; launches too), a value that cannot initialize (144) or be assigned
//! to (513) an object, and an assignment to a const object (137).
//!
//! Typing starts small and says so: an expression whose type this model cannot tell (a
//! template's, a class template specialization's, an overloaded operator's, a cast's, ...)
//! is `None`, and no rule judges it. Bodies inside templates are not typed at all: the
//! reference judges those at instantiation.

mod access;
mod bases;
mod complete;
mod const_objects;
mod conversion_functions;
mod special_access;
mod constant;
mod deduce;
mod ctad;
mod instantiate;
mod literal_types;
mod unset;
mod using_decl;
mod expr;
mod overload;
mod overrides;
mod union_initializers;
mod qualified_declarations;
mod local_classes;
mod placeholders;
mod scalar_casts;
mod user_literals;
pub mod lookup;
pub mod ty;

use std::collections::HashSet;

use crate::diag::DiagSink;
use crate::lex::{self, Span, Token};
use crate::sema::cuda::{self, ExecSpace};
use crate::sema::symbols::{EntityId, FxHashMap, ScopeId, SymbolTable};
use crate::syntax::ast::*;
use lookup::Lookup;

/// What typing found beyond its own diagnostics, for the passes after it.
#[derive(Default)]
pub struct Typing {
    /// Name tokens of the local variables whose declaration was an error (its initializer,
    /// or its type).
    pub erroneous_declarations: Vec<u32>,
    /// The calls the typed bodies make, named and implicit, in the order of evaluation.
    pub calls: Vec<ResolvedCall>,
    /// The functions whose bodies were typed, as callers.
    pub functions: Vec<Caller>,
    /// The members named through objects (`s.a`, `p->f()`) that typing resolved, by the
    /// member's name token: the data member (or enumerator) named, the member function
    /// called (where one is chosen).
    pub members: FxHashMap<u32, EntityId>,
}

/// A function whose body was typed, as the caller of the calls in it.
#[derive(Clone, Debug)]
pub struct Caller {
    pub name: String,
    /// `None` where unknown (a member defined outside its class without spaces of its own,
    /// whose class declares it with several).
    pub exec: Option<ExecSpace>,
}

/// A call whose callee typing resolved: the functions it may call (the candidates that can
/// take its arguments; one, where overload resolution is not needed), and the token the
/// reference reports it at (the called name; for a constructed or destroyed object its
/// declarator's name or the temporary's first token).
#[derive(Clone, Debug)]
pub struct ResolvedCall {
    pub at: u32,
    pub callees: Vec<EntityId>,
    /// The function (an index of `Typing::functions`) whose body makes the call.
    pub function: usize,
    /// Made in a lambda's body inside that function (which runs where the lambda runs).
    pub in_lambda: bool,
}

/// Types the routine bodies of `unit` written outside system headers and reports what the
/// rules above find.
pub fn check(unit: &TranslationUnit, table: &SymbolTable, tokens: &[Token], text: &str, cplusplus: u32, in_system_header: &dyn Fn(u32) -> bool, in_primary_file: &dyn Fn(u32) -> bool, sink: &mut DiagSink) -> Typing {
    let mut using_names = HashSet::new();
    let name_of = |t: u32| tokens.get(t as usize).map(|t| lex::semantic_text(text, t).to_string()).unwrap_or_default();
    for d in &unit.decls {
        using_declarations(d, &name_of, &mut using_names);
    }
    let class_of_scope: FxHashMap<ScopeId, EntityId> = table
        .entities
        .iter()
        .enumerate()
        .filter(|(_, e)| e.kind == crate::sema::symbols::EntityKind::Class)
        .filter_map(|(id, e)| Some((e.inner?, id)))
        .collect();
    let elaborated_names = elaborated_names(tokens, text);
    let unresolved_using: HashSet<String> = table
        .scopes
        .iter()
        .filter(|s| s.kind != crate::sema::symbols::ScopeKind::Class)
        .flat_map(|s| s.using_declared.iter().filter(|n| !s.using_targets.contains_key(*n)).cloned())
        .collect();
    let lookup = Lookup { table, using_names: &using_names, unresolved_using: &unresolved_using, class_of_scope: &class_of_scope, elaborated_names: &elaborated_names };
    let address_of_overloaded = table.scopes.iter().any(|s| s.names.contains_key("operator&"));
    let mut walk = Walk { lookup, tokens, text, in_system_header, in_primary_file, sink, templated: 0, address_of_overloaded, errors: 0, found: Typing::default(), constant_variables: FxHashMap::default(), constexpr_functions: FxHashMap::default(), never_constant_functions: Default::default(), addressed_functions: Default::default(), enclosing_classes: Vec::new(), namespace: Some(crate::sema::symbols::GLOBAL), namespace_undefined: Default::default(), cplusplus, literal_suffixes: user_literals::LiteralSuffixes::scan(tokens, text), in_bare_linkage_spec: false, template_definition: false, class_templates: instantiate::ClassTemplates::collect(&unit.decls, table, &name_of) };
    for d in &unit.decls {
        walk.decl(d);
    }
    walk.check_local_class_members();
    walk.found
}

/// The walk over declarations to the routine bodies.
struct Walk<'a> {
    lookup: Lookup<'a>,
    tokens: &'a [Token],
    text: &'a str,
    in_system_header: &'a dyn Fn(u32) -> bool,
    /// Whether a byte offset is in the unit's own source file (not a header of any kind).
    in_primary_file: &'a dyn Fn(u32) -> bool,
    sink: &'a mut DiagSink,
    /// Enclosing template declarations (and class template specializations).
    templated: usize,
    /// Some `operator&` is declared: `&x` of a class object may call it.
    address_of_overloaded: bool,
    /// Errors reported so far that leave an expression without meaning (not access errors).
    errors: usize,
    /// What the passes after typing read.
    found: Typing,
    /// `const` integer variables by their name token: whether their initializer is constant.
    constant_variables: FxHashMap<u32, constant::Constness>,
    /// The `constexpr` functions defined so far whose body is one `return e;`, by entity:
    /// what constant evaluation may call.
    constexpr_functions: FxHashMap<EntityId, std::rc::Rc<crate::sema::constant_eval::ConstexprFunction<ScopeId>>>,
    /// The `constexpr` functions whose every evaluation calls what a constant expression may
    /// not (`Body::body_never_constant`).
    never_constant_functions: crate::fx_hash::FxHashSet<EntityId>,
    /// The names of the class definitions enclosing the declaration being walked, innermost
    /// last (empty for an unnamed class).
    enclosing_classes: Vec<String>,
    /// The member functions whose address an evaluated `&X::f` takes.
    addressed_functions: crate::fx_hash::FxHashSet<EntityId>,
    /// The language standard (`__cplusplus`: 201703, 202002, ...).
    cplusplus: u32,
    /// The suffixes of the literal operators the unit names (`user_literals`).
    literal_suffixes: user_literals::LiteralSuffixes,
    /// The namespace scope of the declarations being walked (`None`: one this model cannot
    /// name, an unnamed namespace).
    namespace: Option<ScopeId>,
    /// Undefined names reported outside routines (see `Body::undefined_reported`).
    namespace_undefined: expr::UndefinedReported,
    /// Inside `extern "C" int x;` (a linkage specification without braces): its declaration
    /// is `extern`, no definition.
    in_bare_linkage_spec: bool,
    /// Typing a template's body (a definition, not an instantiation): only the rules the
    /// catalog marks `in_template_definitions` report, and nothing is recorded in `found`
    /// for the passes after typing (they judge instantiations, which this model has not).
    template_definition: bool,
    /// The class templates the unit defines, for their instantiations (`instantiate.rs`).
    class_templates: instantiate::ClassTemplates<'a>,
}

impl<'a> Walk<'a> {
    fn tok(&self, i: u32) -> &str {
        self.tokens.get(i as usize).map(|t| lex::semantic_text(self.text, t)).unwrap_or("")
    }

    /// A qualified name as written, without a leading `::` (`N::X`), for messages.
    fn written_name(&self, q: &QualName) -> String {
        let text: String = (q.range.lo..q.range.hi).map(|t| self.tok(t)).collect();
        text.trim_start_matches("::").to_string()
    }

    /// The binary operator whose token is `i` (`>>` for a shift's first token).
    fn op(&self, i: u32) -> &str {
        self.tokens.get(i as usize).map(|t| lex::operator_text(self.text, t)).unwrap_or("")
    }

    fn emit(&mut self, d: crate::diag::Diagnostic) {
        if d.severity.is_error() {
            self.errors += 1;
        }
        self.emit_uncounted(d);
    }

    /// An access error: the expression keeps its meaning, so it is not counted in `errors`.
    fn emit_access_error(&mut self, d: crate::diag::Diagnostic) {
        self.emit_uncounted(d);
    }

    /// Records that the member named at token `at` is `id` (not in a template's definition,
    /// where it may be another in each instantiation).
    fn record_member(&mut self, at: u32, id: EntityId) {
        if !self.template_definition {
            self.found.members.insert(at, id);
        }
    }

    /// Reports `d`, unless a template's definition is being typed and the reference leaves
    /// that rule to an instantiation.
    fn emit_uncounted(&mut self, d: crate::diag::Diagnostic) {
        if !self.template_definition || d.def.in_template_definitions {
            self.sink.emit(d);
        }
    }

    fn span(&self, i: u32) -> Span {
        self.tokens.get(i as usize).map(|t| t.span).unwrap_or_default()
    }

    fn decl(&mut self, d: &Decl) {
        match d {
            Decl::Namespace { name, extra, decls, .. } => {
                let outer = self.namespace;
                self.namespace = self.namespace_named(outer, *name, extra);
                decls.iter().for_each(|d| self.decl(d));
                self.namespace = outer;
            }
            Decl::Linkage { decls, braced, .. } => {
                let outer = std::mem::replace(&mut self.in_bare_linkage_spec, !braced);
                decls.iter().for_each(|d| self.decl(d));
                self.in_bare_linkage_spec = outer;
            }
            Decl::StaticAssert { cond, message, range } if self.templated == 0 => {
                self.in_namespace_body(|body, scope| body.static_assertion(cond, *message, *range, scope));
            }
            Decl::Using { name, range } if self.templated == 0 && !(self.in_system_header)(self.span(range.lo).lo) => {
                self.in_namespace_body(|body, scope| body.check_using_declaration(None, name, *range, scope));
            }
            Decl::Template { decl, .. } => {
                self.templated += 1;
                self.decl(decl);
                self.templated -= 1;
            }
            Decl::Function(f) => self.function(f),
            Decl::ExplicitInstantiation { is_extern: false, decl, range } => self.explicit_instantiation(decl, *range),
            Decl::Alias { ty, .. } if self.templated == 0 && !(self.in_system_header)(self.span(ty.range.lo).lo) => {
                self.in_namespace_body(|body, scope| {
                    body.check_undeclared_types(&ty.specs, &[], scope);
                    body.check_type_id_placeholder(ty, scope);
                });
            }
            Decl::Simple(s) => {
                for spec in &s.specs {
                    if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                        self.class(c);
                    }
                }
                self.namespace_variables(s);
            }
            _ => {}
        }
    }

    /// The scope of namespace `name` (`a::b::c` in `extra`) inside `outer`.
    fn namespace_named(&self, outer: Option<ScopeId>, name: Option<u32>, extra: &[u32]) -> Option<ScopeId> {
        let mut at = outer?;
        for t in std::iter::once(name?).chain(extra.iter().copied()) {
            let id = self.lookup.table.lookup_in(at, self.tok(t), 0)?;
            let e = &self.lookup.table.entities[id];
            at = if e.kind == crate::sema::symbols::EntityKind::Namespace { e.inner? } else { return None };
        }
        Some(at)
    }

    /// Runs `f` in a body context for expressions written at namespace scope (outside system
    /// headers and templates), where the namespace is known; `f` gets that namespace's scope.
    fn in_namespace_body(&mut self, f: impl FnOnce(&mut expr::Body<'_, 'a>, ScopeId)) {
        let Some(scope) = self.namespace else { return };
        self.outside_routines(scope, f);
    }

    /// Runs `f` in a body context for what is written in `scope` outside any routine (a
    /// namespace, or a class's member declarations).
    fn outside_routines(&mut self, scope: ScopeId, f: impl FnOnce(&mut expr::Body<'_, 'a>, ScopeId)) {
        let undefined_reported = std::mem::take(&mut self.namespace_undefined);
        let mut body = expr::Body { walk: self, member_of: None, class: None, const_member: false, ret: None, unevaluated: 0, undefined_reported, function: expr::NAMESPACE_SCOPE, lambdas: 0, body_start: None, lambda_copies_this: Vec::new(), unset: Default::default(), in_default_argument: false, callee: false };
        f(&mut body, scope);
        self.namespace_undefined = body.undefined_reported;
    }

    /// Namespace-scope declarations: enumerator values and array bounds must be constant, so
    /// must a `constexpr` variable's initializer; a `const` integer's decides whether it is
    /// usable in constant expressions.
    fn namespace_variables(&mut self, s: &SimpleDecl) {
        if let Some(scope) = self.namespace {
            s.declarators.iter().filter_map(|i| i.declarator.name()).for_each(|name| self.check_qualified_declarator(name, scope));
        }
        if self.templated > 0 || (self.in_system_header)(self.span(s.range.lo).lo) {
            return;
        }
        let Some(scope) = self.namespace else { return };
        self.check_complete_objects(s, complete::Place::Namespace);
        self.instantiate_for_objects(s, scope, false);
        let declarators: Vec<&Declarator> = s.declarators.iter().map(|i| &i.declarator).collect();
        let initialized: Vec<(&Declarator, bool)> = s.declarators.iter().map(|i| (&i.declarator, i.init.is_some())).collect();
        self.in_namespace_body(|body, scope| {
            body.check_undeclared_types(&s.specs, &declarators, scope);
            body.check_class_template_placeholders(&s.specs, &initialized, placeholders::Place::Object, scope);
            body.declaration_constants(s, scope, true);
            declarators.iter().for_each(|d| body.default_arguments(d, scope));
        });
        for init in &s.declarators {
            // A static member's definition (`int S::x = e;`) looks names up in its class
            // first; an initializer that may be a parameter list is not known to be one.
            let Some(UnqualKind::Plain(seg)) = init.declarator.name().filter(|q| q.scopes.is_empty()).map(|q| &q.last) else { continue };
            if init.init.is_none() || init.ambiguous_init.is_some() {
                continue;
            }
            let table = self.lookup.table;
            let variable = table.declared_at(seg.tok).filter(|&id| table.entities[id].scope == scope && table.entities[id].kind == crate::sema::symbols::EntityKind::Variable);
            let target = variable.and_then(|id| ty::from_declared(table, table.entities[id].declared.as_ref()?));
            self.in_namespace_body(|body, scope| {
                body.constant_initializer(s, init, target.as_ref(), scope);
                body.namespace_initializer(&s.specs, init, target, scope);
            });
        }
    }

    fn class(&mut self, c: &ClassSpec) {
        if let Some(q) = c.name.as_ref() {
            let namespace = if self.enclosing_classes.is_empty() { self.namespace } else { None };
            if !self.enclosing_classes.is_empty() || namespace.is_some() {
                self.check_qualified_class_definition(q, namespace);
            }
        }
        if !(self.in_system_header)(self.span(c.range.lo).lo) {
            self.check_union_initializers(c);
        }
        let name = match c.name.as_ref().map(|q| &q.last) {
            Some(UnqualKind::Plain(seg)) => self.tok(seg.tok).to_string(),
            _ => String::new(),
        };
        self.enclosing_classes.push(name);
        let specialization = matches!(c.name.as_ref().map(|q| &q.last), Some(UnqualKind::Plain(seg)) if seg.template_args.is_some());
        self.templated += usize::from(specialization);
        // Members' names are looked up in the class first: no namespace-scope judging there.
        let namespace = self.namespace.take();
        let class_scope = self.class_scope(c);
        if let Some(outer) = class_scope.and_then(|scope| self.lookup.table.scopes[scope].parent) {
            self.outside_routines(outer, |body, outer| body.check_base_placeholders(&c.bases, outer));
        }
        for m in &c.members {
            if let Member::Decl(d) = m {
                if let (Decl::Simple(s), Some(scope)) = (d, class_scope) {
                    let declarators: Vec<&Declarator> = s.declarators.iter().map(|i| &i.declarator).collect();
                    let initialized: Vec<(&Declarator, bool)> = s.declarators.iter().map(|i| (&i.declarator, i.init.is_some())).collect();
                    let friend = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Keyword(t) if self.tok(*t) == "friend"));
                    if friend {
                        declarators.iter().filter_map(|d| d.name()).for_each(|name| self.check_qualified_declarator(name, scope));
                    }
                    self.outside_routines(scope, |body, scope| {
                        body.check_undeclared_types(&s.specs, &declarators, scope);
                        if !friend {
                            body.check_class_template_placeholders(&s.specs, &initialized, placeholders::Place::Member, scope);
                        }
                        declarators.iter().for_each(|d| body.default_arguments(d, scope));
                    });
                    self.check_complete_objects(s, complete::Place::Class(scope));
                    self.instantiate_for_objects(s, scope, true);
                }
                if let (Decl::StaticAssert { cond, message, range }, Some(scope)) = (d, class_scope) {
                    self.outside_routines(scope, |body, scope| body.static_assertion(cond, *message, *range, scope));
                }
                if let (Decl::Using { name, range }, Some(scope)) = (d, class_scope) {
                    if let Some(class) = self.lookup.class_of_scope.get(&scope).copied() {
                        self.outside_routines(scope, |body, scope| body.check_using_declaration(Some(class), name, *range, scope));
                    }
                }
                self.decl(d);
            }
        }
        if let Some(class) = class_scope.and_then(|scope| self.lookup.class_of_scope.get(&scope).copied()) {
            self.check_overrides(class);
        }
        self.namespace = namespace;
        self.templated -= usize::from(specialization);
        self.enclosing_classes.pop();
    }

    /// The scope of a class defined outside templates and system headers, whose members'
    /// declarations are judged (`None` for others).
    fn class_scope(&self, c: &ClassSpec) -> Option<ScopeId> {
        if self.templated > 0 || (self.in_system_header)(self.span(c.key).lo) {
            return None;
        }
        let UnqualKind::Plain(seg) = &c.name.as_ref()?.last else { return None };
        let table = self.lookup.table;
        let class = table.declared_at(seg.tok)?;
        table.entities[class].inner.filter(|_| !table.entities[class].template)
    }

    fn function(&mut self, f: &FunctionDef) {
        if let (Some(name), Some(scope)) = (f.declarator.name(), self.namespace) {
            self.check_qualified_declarator(name, scope);
            self.check_implicit_member_definition(f, scope);
        }
        if (self.in_system_header)(self.span(f.range.lo).lo) {
            return;
        }
        if self.templated > 0 {
            // A template's body: typed as a definition, where what depends on the
            // template's parameters is unknown and only some rules report.
            let outer = std::mem::replace(&mut self.template_definition, true);
            self.function_body(f);
            self.template_definition = outer;
        } else {
            self.function_body(f);
        }
    }

    /// Types the body of the function `f` defines.
    fn function_body(&mut self, f: &FunctionDef) {
        let FunctionBody::Block(body) = &f.body else { return };
        let Some(&scope) = self.lookup.table.block_scopes.get(&f.body_range.lo) else { return };
        let Some(name) = f.declarator.name() else { return };
        // A template's declaration (its signature, default arguments, `constexpr`) is judged
        // with its instantiations; only its body's non-dependent parts are typed here.
        let judge_declaration = !self.template_definition;
        if judge_declaration {
            self.record_constexpr_function(f, body, scope);
        }
        // A member function: the class of its scope, or the class its qualified name names.
        let parent = self.lookup.table.scopes[scope].parent.unwrap_or(crate::sema::symbols::GLOBAL);
        let in_class = self.lookup.class_of_scope.get(&parent).copied();
        let member_of = if name.scopes.is_empty() { None } else { self.qualifier_class(parent, name) };
        if !name.scopes.is_empty() && member_of.is_none() {
            return; // a member of a class this model does not know: its names are unknown
        }
        let class = in_class.or(member_of);
        let const_member = function_is_const(&f.declarator, &|t| self.tok(t) == "const");
        let ret = self.return_type(name);
        let function = self.caller(f, name, member_of);
        let body_start = Some(f.body_range.lo);
        if judge_declaration {
            self.check_complete_signature(f, name, parent);
        }
        let unset = unset::UnsetLocals::for_body(self.tokens, self.text, f.body_range);
        let mut body_cx = expr::Body { walk: self, member_of, class, const_member, ret, unevaluated: 0, undefined_reported: Default::default(), function, lambdas: 0, body_start, lambda_copies_this: Vec::new(), unset, in_default_argument: false, callee: false };
        if judge_declaration && name.scopes.is_empty() && in_class.is_none() {
            body_cx.check_undeclared_types(&f.specs, &[&f.declarator], parent);
        }
        if judge_declaration && name.scopes.is_empty() {
            body_cx.check_class_template_placeholders(&f.specs, &[(&f.declarator, false)], placeholders::Place::Object, parent);
        }
        if judge_declaration {
            body_cx.default_arguments(&f.declarator, parent);
        }
        if let Some(id) = body_cx.walk.constexpr_function_entity(f, scope).filter(|_| judge_declaration) {
            if body_cx.body_never_constant(body, scope) {
                body_cx.walk.never_constant_functions.insert(id);
            }
        }
        body_cx.block(body, scope);
    }

    /// Enters the function `f` defines as a caller; returns its index. A member defined
    /// outside its class without spaces of its own runs where its class declared it.
    fn caller(&mut self, f: &FunctionDef, name: &QualName, member_of: Option<EntityId>) -> usize {
        let own = cuda::spaces_of(&f.specs, Some(&f.declarator));
        let caller_name = match &name.last {
            UnqualKind::Plain(seg) => self.tok(seg.tok).to_string(),
            _ => String::new(),
        };
        let exec = match member_of {
            Some(class) if own.is_empty() => {
                let declared: Vec<Option<ExecSpace>> = match self.lookup.member(class, &caller_name) {
                    lookup::Found::Entities(ids) => ids.iter().map(|&id| self.lookup.table.entities[id].exec_space).collect(),
                    _ => Vec::new(),
                };
                match declared.split_first() {
                    Some((first, rest)) if rest.iter().all(|e| e == first) => Some(first.unwrap_or(ExecSpace::Host)),
                    _ => None,
                }
            }
            _ => Some(cuda::exec_space(&own)),
        };
        self.found.functions.push(Caller { name: caller_name, exec });
        self.found.functions.len() - 1
    }

    /// The declared return type of the function whose definition names `name`.
    fn return_type(&self, name: &QualName) -> Option<ty::QualType> {
        let UnqualKind::Plain(seg) = &name.last else { return None };
        let id = self.lookup.table.declared_at(seg.tok)?;
        let e = &self.lookup.table.entities[id];
        if e.kind != crate::sema::symbols::EntityKind::Function {
            return None;
        }
        match ty::from_declared(self.lookup.table, e.declared.as_ref()?)?.ty {
            ty::Type::Function { ret, .. } => Some(*ret),
            _ => None,
        }
    }

    /// The class named by the qualifier of `S::f` (seen from the definition's scope).
    fn qualifier_class(&self, scope: ScopeId, name: &QualName) -> Option<EntityId> {
        let path: Vec<&str> = name.plain_scope_tokens()?.into_iter().map(|t| self.tok(t)).collect();
        let (last, path) = path.split_last()?;
        let id = self.lookup.table.resolve(scope, name.global, path, last)?;
        let e = &self.lookup.table.entities[id];
        (e.kind == crate::sema::symbols::EntityKind::Class && e.inner.is_some() && !e.template).then_some(id)
    }
}

/// Whether the member function declarator `d` is `const`-qualified.
/// The names an elaborated-type-specifier names (`struct P *p`, `sizeof(enum E)`): a class
/// key and a name not followed by what a class's definition or declaration has (`{`, `:`,
/// `;`, `final`), whose names the table enters itself.
fn elaborated_names(tokens: &[Token], text: &str) -> HashSet<String> {
    use crate::lex::TokenKind as K;
    let real: Vec<&Token> = tokens.iter().filter(|t| t.span.hi > t.span.lo).collect();
    let mut names = HashSet::new();
    for (i, t) in real.iter().enumerate() {
        if !matches!(t.kind, K::KwStruct | K::KwClass | K::KwUnion | K::KwEnum) {
            continue;
        }
        let at = if real.get(i + 1).is_some_and(|n| matches!(n.kind, K::KwClass | K::KwStruct)) { i + 2 } else { i + 1 };
        let (Some(n), Some(after)) = (real.get(at), real.get(at + 1)) else { continue };
        let definition = matches!(after.kind, K::LBrace | K::Colon | K::Semi) || lex::semantic_text(text, after) == "final";
        if n.kind.is_name() && !definition {
            names.insert(lex::semantic_text(text, n).to_string());
        }
    }
    names
}

fn function_is_const(d: &Declarator, is_const: &dyn Fn(u32) -> bool) -> bool {
    match d {
        Declarator::Func { inner, quals, .. } if inner.is_plain_name() => quals.cv.iter().any(|t| is_const(*t)),
        Declarator::Func { inner, .. } | Declarator::Ptr { inner, .. } | Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => function_is_const(inner, is_const),
        _ => false,
    }
}

/// The names every using-declaration of the unit brings (at namespace, class and block
/// scope): the symbol table does not enter them, so lookups of these names are unknown.
fn using_declarations(d: &Decl, name_of: &dyn Fn(u32) -> String, out: &mut HashSet<String>) {
    match d {
        Decl::Using { name: QualName { last: UnqualKind::Plain(seg), .. }, .. } => {
            out.insert(name_of(seg.tok));
        }
        Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => decls.iter().for_each(|d| using_declarations(d, name_of, out)),
        Decl::Template { decl, .. } => using_declarations(decl, name_of, out),
        Decl::Simple(s) => {
            for spec in &s.specs {
                if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                    c.members.iter().for_each(|m| {
                        if let Member::Decl(d) = m {
                            using_declarations(d, name_of, out)
                        }
                    });
                }
            }
        }
        Decl::Function(f) => {
            if let FunctionBody::Block(b) = &f.body {
                b.stmts.iter().for_each(|s| using_in_statement(s, name_of, out));
            }
        }
        _ => {}
    }
}

fn using_in_statement(s: &Stmt, name_of: &dyn Fn(u32) -> String, out: &mut HashSet<String>) {
    let mut each = |s: &Stmt| using_in_statement(s, name_of, out);
    match s {
        Stmt::Decl(d) => using_declarations(d, name_of, out),
        Stmt::Block(b) => b.stmts.iter().for_each(each),
        Stmt::If { init, then, els, .. } => {
            init.iter().for_each(|s| each(s));
            each(then);
            els.iter().for_each(|s| each(s));
        }
        Stmt::Switch { init, body, .. } => {
            init.iter().for_each(|s| each(s));
            each(body);
        }
        Stmt::While { body, .. } | Stmt::DoWhile { body, .. } | Stmt::For { body, .. } | Stmt::RangeFor { body, .. } => each(body),
        Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => each(stmt),
        Stmt::Try { body, handlers, .. } => {
            body.stmts.iter().for_each(&mut each);
            handlers.iter().for_each(|h| h.body.stmts.iter().for_each(&mut each));
        }
        _ => {}
    }
}
