//! Typed expressions: the type and value category of the expressions in routine bodies, and
//! the rules that need them: a member a class does not have (135), a call with too many or too
//! few arguments (140, 165; launches too), a value that cannot initialize (144) or be assigned
//! to (513) an object, and an assignment to a const object (137).
//!
//! Typing starts small and says so: an expression whose type this model cannot tell (a
//! template's, a class template specialization's, an overloaded operator's, a cast's, ...)
//! is `None`, and no rule judges it. Bodies inside templates are not typed at all: the
//! reference judges those at instantiation.

mod expr;
pub mod lookup;
pub mod ty;

use std::collections::HashSet;

use crate::diag::DiagSink;
use crate::lex::{self, Span, Token};
use crate::sema::symbols::{EntityId, FxHashMap, ScopeId, SymbolTable};
use crate::syntax::ast::*;
use lookup::Lookup;

/// Types the routine bodies of `unit` written outside system headers and reports what the
/// rules above find. Returns the name tokens of the local variables whose initializer was
/// an error.
pub fn check(unit: &TranslationUnit, table: &SymbolTable, tokens: &[Token], text: &str, in_system_header: &dyn Fn(u32) -> bool, sink: &mut DiagSink) -> Vec<u32> {
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
    let lookup = Lookup { table, using_names: &using_names, class_of_scope: &class_of_scope };
    let address_of_overloaded = table.scopes.iter().any(|s| s.names.contains_key("operator&"));
    let functions_by_name: FxHashMap<u32, EntityId> =
        table.entities.iter().enumerate().filter(|(_, e)| e.kind == crate::sema::symbols::EntityKind::Function).map(|(id, e)| (e.name_tok, id)).collect();
    let mut walk = Walk { lookup, tokens, text, in_system_header, sink, templated: 0, address_of_overloaded, functions_by_name, errors: 0, erroneous_initializers: Vec::new() };
    for d in &unit.decls {
        walk.decl(d);
    }
    walk.erroneous_initializers
}

/// The walk over declarations to the routine bodies.
struct Walk<'a> {
    lookup: Lookup<'a>,
    tokens: &'a [Token],
    text: &'a str,
    in_system_header: &'a dyn Fn(u32) -> bool,
    sink: &'a mut DiagSink,
    /// Enclosing template declarations (and class template specializations).
    templated: usize,
    /// Some `operator&` is declared: `&x` of a class object may call it.
    address_of_overloaded: bool,
    /// Function entities by the token of their declared name.
    functions_by_name: FxHashMap<u32, EntityId>,
    /// Errors reported so far.
    errors: usize,
    /// Name tokens of locals whose initializer had an error.
    erroneous_initializers: Vec<u32>,
}

impl Walk<'_> {
    fn tok(&self, i: u32) -> &str {
        self.tokens.get(i as usize).map(|t| lex::semantic_text(self.text, t)).unwrap_or("")
    }

    fn span(&self, i: u32) -> Span {
        self.tokens.get(i as usize).map(|t| t.span).unwrap_or_default()
    }

    fn decl(&mut self, d: &Decl) {
        match d {
            Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => decls.iter().for_each(|d| self.decl(d)),
            Decl::Template { decl, .. } => {
                self.templated += 1;
                self.decl(decl);
                self.templated -= 1;
            }
            Decl::Function(f) => self.function(f),
            Decl::Simple(s) => {
                for spec in &s.specs {
                    if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                        self.class(c);
                    }
                }
            }
            _ => {}
        }
    }

    fn class(&mut self, c: &ClassSpec) {
        let specialization = matches!(c.name.as_ref().map(|q| &q.last), Some(UnqualKind::Plain(seg)) if seg.template_args.is_some());
        self.templated += usize::from(specialization);
        for m in &c.members {
            if let Member::Decl(d) = m {
                self.decl(d);
            }
        }
        self.templated -= usize::from(specialization);
    }

    fn function(&mut self, f: &FunctionDef) {
        if self.templated > 0 || (self.in_system_header)(self.span(f.range.lo).lo) {
            return;
        }
        let FunctionBody::Block(body) = &f.body else { return };
        let Some(&scope) = self.lookup.table.block_scopes.get(&f.body_range.lo) else { return };
        let Some(name) = f.declarator.name() else { return };
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
        let mut body_cx = expr::Body { walk: self, member_of, class, const_member, ret, unevaluated: 0, undefined_reported: Vec::new() };
        body_cx.block(body, scope);
    }

    /// The declared return type of the function whose definition names `name`.
    fn return_type(&self, name: &QualName) -> Option<ty::QualType> {
        let UnqualKind::Plain(seg) = &name.last else { return None };
        let id = *self.functions_by_name.get(&seg.tok)?;
        let e = &self.lookup.table.entities[id];
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
        Stmt::Switch { body, .. } | Stmt::While { body, .. } | Stmt::DoWhile { body, .. } | Stmt::For { body, .. } | Stmt::RangeFor { body, .. } => each(body),
        Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => each(stmt),
        Stmt::Try { body, handlers, .. } => {
            body.stmts.iter().for_each(&mut each);
            handlers.iter().for_each(|h| h.body.stmts.iter().for_each(&mut each));
        }
        _ => {}
    }
}
