//! A declaration whose name is qualified (`void A::f() {}`, `int N::x = 1;`,
//! `friend void A::g();`) redeclares a member its class or namespace already declares; one
//! that declares no member of that name is an error (135, at the name; a destructor's at its
//! `~`).
//!
//! A definition of a special member function the class does not declare itself
//! (`A::A() {}`, `A::~A() {}`, `A& A::operator=(const A&)`, a copy constructor) defines one
//! declared implicitly: 333 at the name (a destructor's at its `~`), and, without an
//! exception specification, 541 at the token after the declarator (the implicit one throws
//! nothing); a default constructor also 2795, after them. (A constructor the implicit ones do
//! not cover, `H::H()` beside `H(const H&)`, is another error, not judged.)
//!
//! A class defined through a qualified name (`struct A::B { };`) must be defined in a
//! namespace that encloses `A`: not in another namespace, never in a class (551, at the
//! qualifier; a class qualified by the name of a class around it is another rule).
//!
//! Judged where the model knows every member: a qualifier naming a class that is defined, no
//! template, in the unit's own file, and declares no member of that name itself or through a
//! base or using-declaration; or a namespace. Constructors, operators and conversion
//! functions, and names of template specializations, are left alone.

use crate::diag::Diagnostic;
use crate::sema::symbols::{EntityId, EntityKind, ScopeId};
use crate::syntax::ast::{DeclSpec, Declarator, FunctionDef, PtrOp, QualName, TypeSpec, UnqualKind};
use crate::tables::diagnostics as catalog;

impl super::Walk<'_> {
    /// `name`, the declarator-id of a declaration written in `scope`.
    pub(super) fn check_qualified_declarator(&mut self, name: &QualName, scope: ScopeId) {
        let (seg, destructor) = match &name.last {
            UnqualKind::Plain(seg) => (seg, false),
            UnqualKind::Destructor(seg) => (seg, true),
            _ => return,
        };
        if name.scopes.is_empty() || seg.template_args.is_some() || !(self.in_primary_file)(self.span(seg.tok).lo) {
            return;
        }
        let Some(path) = name.plain_scope_tokens() else { return };
        let path: Vec<&str> = path.into_iter().map(|t| self.tok(t)).collect();
        let Some((last, outer)) = path.split_last() else { return };
        let table = self.lookup.table;
        let Some(id) = table.resolve(scope, name.global, outer, last) else { return };
        let e = &table.entities[id];
        let Some(inner) = e.inner else { return };
        let text = self.tok(seg.tok);
        let member = if destructor { format!("~{text}") } else { text.to_string() };
        let declared = match e.kind {
            EntityKind::Class => {
                // A constructor, or the class's own destructor (declared implicitly or not).
                if e.template || !e.defined || text == e.name || !(self.in_primary_file)(self.span(e.name_tok).lo) {
                    return;
                }
                let s = &table.scopes[inner];
                let declared = s.names.contains_key(&member) || s.using_declared.iter().any(|u| u == &member) || e.bases.as_ref().is_none_or(|b| !b.is_empty());
                declared
            }
            EntityKind::Namespace => !table.members(inner, &member, 0, false).is_empty(),
            _ => return,
        };
        if declared {
            return;
        }
        let at = if destructor { seg.tok.saturating_sub(1) } else { seg.tok };
        self.emit(Diagnostic::new(&catalog::NOT_A_MEMBER, self.span(at)).arg("class", path.join("::")).arg("name", member));
    }

    /// The out-of-class definition `f` (written in `scope`) of a special member function the
    /// class declares implicitly only (see the module comment).
    pub(super) fn check_implicit_member_definition(&mut self, f: &FunctionDef, scope: ScopeId) {
        let Some(name) = f.declarator.name() else { return };
        let Some(class) = self.class_of_qualifier(name, scope) else { return };
        let table = self.lookup.table;
        let e = &table.entities[class];
        let Some(inner) = e.inner else { return };
        let s = &table.scopes[inner];
        let Some(params) = f.declarator.function_params() else { return };
        let declares = |member: &str| s.names.contains_key(member) || s.using_declared.iter().any(|u| u == member);
        enum Special {
            DefaultConstructor,
            CopyConstructor,
            Destructor,
            CopyAssignment,
        }
        let (special, at) = match &name.last {
            UnqualKind::Destructor(seg) if self.tok(seg.tok) == e.name && !declares(&format!("~{}", e.name)) => (Special::Destructor, seg.tok.saturating_sub(1)),
            UnqualKind::Plain(seg) if seg.template_args.is_none() && self.tok(seg.tok) == e.name => {
                let constructors: Vec<EntityId> = s.names.get(&e.name).into_iter().flatten().copied().filter(|&id| table.entities[id].kind == EntityKind::Function).collect();
                if params.params.is_empty() && !params.variadic && constructors.is_empty() && !declares(&e.name) {
                    (Special::DefaultConstructor, seg.tok)
                } else if self.is_copy_parameter_list(params, &e.name) && constructors.iter().all(|&id| self.takes_no_reference_to(id, class) == Some(true)) && !s.using_declared.iter().any(|u| u == &e.name) {
                    (Special::CopyConstructor, seg.tok)
                } else {
                    return;
                }
            }
            // (The operator's tokens, with or without the `operator` keyword.)
            UnqualKind::Operator { tokens, .. } if tokens.hi > tokens.lo && self.tok(tokens.hi - 1) == "=" && (tokens.lo..tokens.hi - 1).all(|t| self.tok(t) == "operator") && self.is_copy_parameter_list(params, &e.name) && !declares("operator=") => {
                let keyword = if self.tok(tokens.lo) == "operator" { tokens.lo } else { tokens.lo.saturating_sub(1) };
                (Special::CopyAssignment, keyword)
            }
            _ => return,
        };
        self.emit(Diagnostic::new(&catalog::DEFINITION_OF_IMPLICITLY_DECLARED_FUNCTION, self.span(at)));
        let after = f.declarator.range().hi;
        let exception_spec = (params.range.hi..after).any(|t| matches!(self.tok(t), "noexcept" | "throw"));
        if !exception_spec && !matches!(special, Special::Destructor) {
            let shown = format!("{}::{}", e.name, if matches!(special, Special::CopyAssignment) { "operator=".to_string() } else { e.name.clone() });
            self.emit(Diagnostic::new(&catalog::OMITTED_EXCEPTION_SPECIFICATION, self.span(after)).arg("name", shown).arg_position("previous_at", self.span(e.name_tok).lo));
        }
        if matches!(special, Special::DefaultConstructor) {
            let d = Diagnostic::new(&catalog::MEMBER_SPECIAL_AFTER_CLASS_DEFINITION, self.span(at)).found_at(self.span(after).lo);
            self.emit(d);
        }
    }

    /// The class a qualified declarator-id's qualifier names, where this model knows all of
    /// its members: defined in the unit's own file, no template.
    fn class_of_qualifier(&self, name: &QualName, scope: ScopeId) -> Option<EntityId> {
        if name.scopes.is_empty() || !(self.in_primary_file)(self.span(name.range.lo).lo) {
            return None;
        }
        let path: Vec<&str> = name.plain_scope_tokens()?.into_iter().map(|t| self.tok(t)).collect();
        let (last, outer) = path.split_last()?;
        let table = self.lookup.table;
        let id = table.resolve(scope, name.global, outer, last)?;
        let e = &table.entities[id];
        (e.kind == EntityKind::Class && !e.template && e.defined && e.inner.is_some() && (self.in_primary_file)(self.span(e.name_tok).lo)).then_some(id)
    }

    /// Whether constructor `id` takes no reference to `class` first (no copy or move
    /// constructor); `None` where its type is not known.
    fn takes_no_reference_to(&self, id: EntityId, class: EntityId) -> Option<bool> {
        use crate::sema::typing::ty::{self, Type};
        let table = self.lookup.table;
        let Type::Function { params, .. } = ty::from_declared(table, table.entities[id].declared.as_ref()?)?.ty else { return None };
        Some(!matches!(params.first().map(|p| &p.ty), Some(Type::LValueRef(r) | Type::RValueRef(r)) if r.ty == Type::Class(class)))
    }

    /// Whether a parameter list is a copy operation's: one parameter, `const C &`.
    fn is_copy_parameter_list(&self, params: &crate::syntax::ast::ParamClause, class: &str) -> bool {
        let [p] = params.params.as_slice() else { return false };
        let names_class = p.specs.iter().any(|spec| matches!(spec, DeclSpec::Type(TypeSpec::Named(q)) if q.scopes.is_empty() && matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_none() && self.tok(seg.tok) == class)));
        let is_const = p.specs.iter().any(|spec| matches!(spec, DeclSpec::Cv(t) if self.tok(*t) == "const"));
        let reference = matches!(&p.declarator, Declarator::Ptr { op: PtrOp::LRef, inner, .. } if matches!(**inner, Declarator::Name { .. }));
        !params.variadic && names_class && is_const && reference && p.default.is_none()
    }

    /// The qualified name `q` of a class definition written in the namespace `namespace`
    /// (`None` in a class).
    pub(super) fn check_qualified_class_definition(&mut self, q: &QualName, namespace: Option<ScopeId>) {
        let templated = q.scopes.iter().any(|s| !matches!(s, crate::syntax::ast::Scope::Name(seg) if seg.template_args.is_none()));
        let UnqualKind::Plain(seg) = &q.last else { return };
        if q.scopes.is_empty() || templated || seg.template_args.is_some() || !(self.in_primary_file)(self.span(q.range.lo).lo) {
            return;
        }
        // In a class, a qualifier naming that class or one around it (`struct V { struct
        // V::W {}; };`) is another rule (427, 471, 1018).
        let names_enclosing_class = q.scopes.iter().any(|s| matches!(s, crate::syntax::ast::Scope::Name(seg) if self.enclosing_classes.iter().any(|c| c == self.tok(seg.tok))));
        if namespace.is_none() && names_enclosing_class {
            return;
        }
        if let Some(scope) = namespace {
            let Some(path) = q.plain_scope_tokens() else { return };
            let path: Vec<&str> = path.into_iter().map(|t| self.tok(t)).collect();
            let Some((last, outer)) = path.split_last() else { return };
            let table = self.lookup.table;
            let Some(id) = table.resolve(scope, q.global, outer, last) else { return };
            // The namespaces around the qualifier's class or namespace, itself included.
            let mut at = table.entities[id].inner;
            while let Some(s) = at {
                if s == scope {
                    return;
                }
                at = table.scopes[s].parent;
            }
        }
        let shown = self.written_name(q);
        self.emit(Diagnostic::new(&catalog::BAD_SCOPE_FOR_DEFINITION, self.span(q.range.lo)).arg("name", shown));
    }
}
