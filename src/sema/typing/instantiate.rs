//! Class template instantiations: what the reference reports in the member declarations of a
//! class template's specialization when it instantiates the class (an explicit
//! instantiation definition `template struct K<A>;`, or an object of the specialization
//! defined, `K<A> k;`), at the member's line.
//!
//! Judged: each data member's type (static ones too) over the template's arguments, as
//! `complete.rs` judges an object's: an array of an abstract class anywhere in it (604), an
//! object of one (322), and a non-static member of a class that is incomplete at the point of
//! instantiation (70). Each specialization is judged once.
//!
//! Only where this model is sure which definition is instantiated and what every argument
//! is: a class template defined at namespace scope outside system headers, with only type
//! parameters, no pack, and no partial or explicit specialization of its name anywhere in the
//! unit; every argument (or default) a type this model spells. A member's type that names
//! anything else that depends on the arguments (`typename T::x`, a member typedef over `T`)
//! is unknown and not judged.

use std::collections::HashSet;

use crate::fx_hash::FxHashMap;
use crate::sema::symbols::{EntityId, EntityKind, ScopeId, SymbolTable};
use crate::sema::typing::ty::{self, QualType};
use crate::sema::typing::Walk;
use crate::syntax::ast::*;

/// The class templates a unit defines at namespace scope, by entity, with their parameters.
#[derive(Default)]
pub(super) struct ClassTemplates<'u> {
    definitions: FxHashMap<EntityId, (&'u [TemplateParam], &'u ClassSpec)>,
    /// Names some partial or explicit specialization is declared for.
    specialized: HashSet<String>,
    /// The specializations already judged.
    judged: Vec<(EntityId, Vec<QualType>)>,
}

impl<'u> ClassTemplates<'u> {
    pub(super) fn collect(decls: &'u [Decl], table: &SymbolTable, name_of: &dyn Fn(u32) -> String) -> Self {
        let mut out = ClassTemplates::default();
        out.scan(decls, table, name_of);
        out
    }

    fn scan(&mut self, decls: &'u [Decl], table: &SymbolTable, name_of: &dyn Fn(u32) -> String) {
        for d in decls {
            match d {
                Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => self.scan(decls, table, name_of),
                Decl::Template { params, decl, .. } => {
                    let Decl::Simple(s) = &**decl else { continue };
                    for spec in &s.specs {
                        let (name, class) = match spec {
                            DeclSpec::Type(TypeSpec::Class(c)) => (c.name.as_ref(), Some(&**c)),
                            DeclSpec::Type(TypeSpec::Elaborated { name, .. }) => (Some(name), None),
                            _ => continue,
                        };
                        let Some(UnqualKind::Plain(seg)) = name.map(|q| &q.last) else { continue };
                        if seg.template_args.is_some() {
                            self.specialized.insert(name_of(seg.tok));
                            continue;
                        }
                        let (Some(c), true) = (class, s.declarators.is_empty() && name.is_some_and(|q| q.scopes.is_empty() && !q.global)) else { continue };
                        if let Some(id) = table.declared_at(seg.tok).filter(|&id| table.entities[id].kind == EntityKind::Class) {
                            self.definitions.insert(id, (params.as_slice(), c));
                        }
                    }
                }
                // `template<> struct K<int>` is a template declaration; a specialization
                // named anywhere else (`struct K<int> {}` without a header is an error).
                Decl::Simple(s) => {
                    for spec in &s.specs {
                        if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                            if let Some(UnqualKind::Plain(seg)) = c.name.as_ref().map(|q| &q.last) {
                                if seg.template_args.is_some() {
                                    self.specialized.insert(name_of(seg.tok));
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

/// The last token of a member's declaration (its `;`, or a function body's `}`).
fn member_end(m: &Member) -> u32 {
    match m {
        Member::Decl(Decl::Function(f)) => f.range.hi.saturating_sub(1),
        Member::Decl(Decl::Simple(s)) => s.range.hi.saturating_sub(1),
        _ => 0,
    }
}

/// How a qualified name is written in a member's declaration.
#[derive(Clone, Copy, PartialEq)]
enum Written {
    /// `typename T::x`.
    Type,
    /// `T::n` in an expression (a template argument).
    Expression,
    /// `T::template B` (a template template argument).
    TemplateName,
}

impl<'a> Walk<'a> {
    /// `template struct K<A>;`: the specialization is instantiated.
    pub(super) fn explicit_instantiation(&mut self, decl: &Decl, range: TokRange) {
        if self.templated > 0 || self.template_definition || (self.in_system_header)(self.span(range.lo).lo) {
            return;
        }
        let (Decl::Simple(s), Some(scope)) = (decl, self.namespace) else { return };
        if !s.declarators.is_empty() {
            return;
        }
        for spec in &s.specs {
            if let DeclSpec::Type(TypeSpec::Elaborated { name, .. }) = spec {
                self.instantiate_class(name, scope, range.lo);
            }
        }
    }

    /// Objects `s` defines in `scope` whose type is a class template's specialization (or an
    /// array of one): the specialization is instantiated.
    pub(super) fn instantiate_for_objects(&mut self, s: &SimpleDecl, scope: ScopeId, in_class: bool) {
        if self.templated > 0 || self.template_definition || (self.in_system_header)(self.span(s.range.lo).lo) {
            return;
        }
        let declares_only = s.specs.iter().any(|spec| match spec {
            DeclSpec::Keyword(t) => matches!(self.tok(*t), "typedef" | "extern" | "friend") || (in_class && self.tok(*t) == "static"),
            _ => false,
        });
        if declares_only || self.in_bare_linkage_spec {
            return;
        }
        let Some(q) = s.specs.iter().find_map(|spec| match spec {
            DeclSpec::Type(TypeSpec::Named(q)) => Some(q),
            _ => None,
        }) else {
            return;
        };
        if !matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_some()) {
            return;
        }
        let object = |d: &Declarator| {
            let mut d = d;
            loop {
                match d {
                    Declarator::Name { name: Some(_), pack: false, .. } => return true,
                    Declarator::Array { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => d = inner,
                    _ => return false,
                }
            }
        };
        if let Some(first) = s.declarators.iter().find(|i| object(&i.declarator)) {
            let at = first.declarator.range().lo;
            self.instantiate_class(q, scope, at);
        }
    }

    /// Instantiates the specialization `q` names (seen from `scope`, at token `at`): judges
    /// its data members' types.
    fn instantiate_class(&mut self, q: &QualName, scope: ScopeId, at: u32) {
        let UnqualKind::Plain(seg) = &q.last else { return };
        let Some(args) = &seg.template_args else { return };
        let table = self.lookup.table;
        let Some(path) = q.plain_scope_tokens() else { return };
        let path: Vec<String> = path.into_iter().map(|t| self.tok(t).to_string()).collect();
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        let name = self.tok(seg.tok).to_string();
        let Some(id) = table.resolve(scope, q.global, &path, &name) else { return };
        if self.class_templates.specialized.contains(&table.entities[id].name) {
            return;
        }
        let Some(&(params, class)) = self.class_templates.definitions.get(&id) else { return };
        // Defined before the point of instantiation, outside system headers.
        if (self.in_system_header)(self.span(class.range.lo).lo) || class.range.hi > at || args.len() > params.len() {
            return;
        }
        let mut names = Vec::new();
        for p in params {
            match p {
                TemplateParam::Type { name: Some(n), pack: false, .. } => names.push(self.tok(*n).to_string()),
                _ => return,
            }
        }
        // The arguments, seen from `scope`; the defaults of the rest, over the arguments
        // before them, seen from the template's scope.
        let Some(template_scope) = table.entities[id].inner else { return };
        let mut known: Vec<Option<QualType>> = Vec::new();
        for a in args {
            let TemplateArg::Type(t) = a else { return };
            let mut found = None;
            self.outside_routines(scope, |body, scope| found = body.type_id(t, scope));
            let Some(t) = found else { return };
            known.push(Some(t));
        }
        for p in &params[args.len()..] {
            let TemplateParam::Type { default: Some(default), .. } = p else { return };
            let Some(t) = self.member_type_over(&names, template_scope, &default.specs, &default.declarator).and_then(|m| ty::substituted(table, &m, &known)) else { return };
            known.push(Some(t));
        }
        let arguments: Vec<QualType> = known.iter().flatten().cloned().collect();
        // A class still being defined at the point of instantiation (`struct S { K<S> k; }`)
        // is incomplete there: not modelled.
        if arguments.iter().any(|t| self.mentions_class_being_defined(t, at, 0)) {
            return;
        }
        if arguments.len() != params.len() || self.class_templates.judged.iter().any(|(j, a)| *j == id && *a == arguments) {
            return;
        }
        self.class_templates.judged.push((id, arguments));
        for m in &class.members {
            // Member functions' declarations are instantiated with the class: their return
            // and parameter types.
            let function = match m {
                Member::Decl(Decl::Function(f)) => Some((&f.specs, &f.declarator)),
                Member::Decl(Decl::Simple(s)) => match s.declarators.as_slice() {
                    [only] if only.declarator.function_params().is_some() && !s.specs.iter().any(|spec| matches!(spec, DeclSpec::Type(TypeSpec::Class(_) | TypeSpec::Enum(_)))) => Some((&s.specs, &only.declarator)),
                    _ => None,
                },
                _ => None,
            };
            if let Some((specs, d)) = function {
                if matches!(d, Declarator::Func { inner, .. } if inner.is_plain_name()) {
                    let end = member_end(m);
                    self.dependent_names_in_specs(specs, &names, &known, at, end);
                    for p in d.function_params().map(|c| c.params.as_slice()).unwrap_or_default() {
                        self.dependent_names_in_specs(&p.specs, &names, &known, at, end);
                    }
                }
                continue;
            }
            let Member::Decl(Decl::Simple(s)) = m else { continue };
            let mut is_static = false;
            let mut skip = false;
            for spec in &s.specs {
                match spec {
                    DeclSpec::Keyword(t) => match self.tok(*t) {
                        "static" => is_static = true,
                        "typedef" | "friend" | "extern" => skip = true,
                        _ => {}
                    },
                    DeclSpec::Type(TypeSpec::Class(_) | TypeSpec::Enum(_)) => skip = true,
                    _ => {}
                }
            }
            let typedef = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Keyword(t) if self.tok(*t) == "typedef"));
            if typedef || !skip {
                let data = s.declarators.iter().any(|i| i.declarator.function_params().is_none());
                if data && !s.declarators.is_empty() {
                    self.dependent_names_in_specs(&s.specs, &names, &known, at, s.range.hi.saturating_sub(1));
                }
            }
            if skip {
                continue;
            }
            for init in &s.declarators {
                let d = &init.declarator;
                let Some(member) = d.name() else { continue };
                let UnqualKind::Plain(member_seg) = &member.last else { continue };
                if !member.scopes.is_empty() || member.global || d.function_params().is_some() {
                    continue;
                }
                let Some(t) = self.member_type_over(&names, template_scope, &s.specs, d).and_then(|m| ty::substituted(table, &m, &known)) else { continue };
                if !is_static && self.incomplete_at(&t, at, None) {
                    let diag = crate::diag::Diagnostic::new(&crate::tables::diagnostics::INCOMPLETE_TYPE_NOT_ALLOWED, self.span(member_seg.tok)).arg("type", ty::display(table, &t));
                    self.emit(diag);
                } else {
                    self.check_abstract_object(&t, member_seg.tok);
                }
            }
        }
    }

    /// The names qualified by a template parameter (`typename T::x`, `A<T::n - 1>`,
    /// `C<T::template B>`) in the type `specs` name, the parameters `names` taking the
    /// arguments `known`: one that names no member of the argument's class is an error
    /// (135; 276 and 439 for a template's name), and so is `T::n` for an argument that is no
    /// class (276).
    fn dependent_names_in_specs(&mut self, specs: &[DeclSpec], names: &[String], known: &[Option<QualType>], at: u32, end: u32) {
        for spec in specs {
            match spec {
                DeclSpec::Type(TypeSpec::Typename(q)) => self.dependent_name(q, Written::Type, names, known, at, end),
                DeclSpec::Type(TypeSpec::Named(q)) => self.dependent_names_in_arguments(q, names, known, at, end, 0),
                _ => {}
            }
        }
    }

    fn dependent_names_in_arguments(&mut self, q: &QualName, names: &[String], known: &[Option<QualType>], at: u32, end: u32, depth: usize) {
        if depth > 16 {
            return;
        }
        let segments = q.scopes.iter().filter_map(|s| if let Scope::Name(seg) = s { Some(seg) } else { None }).chain(match &q.last {
            UnqualKind::Plain(seg) => Some(seg),
            _ => None,
        });
        for seg in segments {
            for a in seg.template_args.iter().flatten() {
                match a {
                    TemplateArg::Type(t) if matches!(t.declarator, Declarator::Name { name: None, pack: false, .. }) => match t.specs.as_slice() {
                        [DeclSpec::Type(TypeSpec::Named(inner))] if matches!(&inner.last, UnqualKind::Plain(s) if s.template_kw && s.template_args.is_none()) => {
                            self.dependent_name(inner, Written::TemplateName, names, known, at, end)
                        }
                        [DeclSpec::Type(TypeSpec::Named(inner))] => self.dependent_names_in_arguments(inner, names, known, at, end, depth + 1),
                        [DeclSpec::Type(TypeSpec::Typename(inner))] => self.dependent_name(inner, Written::Type, names, known, at, end),
                        _ => {}
                    },
                    TemplateArg::Expr(e) => self.dependent_names_in_expr(e, names, known, at, end, 0),
                    _ => {}
                }
            }
        }
    }

    fn dependent_names_in_expr(&mut self, e: &Expr, names: &[String], known: &[Option<QualType>], at: u32, end: u32, depth: usize) {
        if depth > 16 {
            return;
        }
        match e {
            Expr::Name(q) => {
                let written = if matches!(&q.last, UnqualKind::Plain(s) if s.template_kw) { Written::TemplateName } else { Written::Expression };
                self.dependent_name(q, written, names, known, at, end);
            }
            Expr::Paren(inner, _) | Expr::Unary(_, inner, _) => self.dependent_names_in_expr(inner, names, known, at, end, depth + 1),
            Expr::Binary(_, l, r, _) => {
                self.dependent_names_in_expr(l, names, known, at, end, depth + 1);
                self.dependent_names_in_expr(r, names, known, at, end, depth + 1);
            }
            _ => {}
        }
    }

    /// `T::m` written as `written`, where `T` is one of the parameters `names`.
    fn dependent_name(&mut self, q: &QualName, written: Written, names: &[String], known: &[Option<QualType>], at: u32, end: u32) {
        let ([Scope::Name(first)], false, UnqualKind::Plain(seg)) = (q.scopes.as_slice(), q.global, &q.last) else { return };
        if first.template_args.is_some() || (seg.template_args.is_some() && written != Written::TemplateName) {
            return;
        }
        let Some(i) = names.iter().position(|n| n == self.tok(first.tok)) else { return };
        let Some(Some(arg)) = known.get(i) else { return };
        if arg.is_const || arg.is_volatile {
            return;
        }
        let table = self.lookup.table;
        let member = self.tok(seg.tok).to_string();
        match &arg.ty {
            ty::Type::Class(c) => {
                let e = &table.entities[*c];
                if e.template || e.inner.is_none() || e.name_tok > at || !matches!(self.lookup.member(*c, &member), super::lookup::Found::Nothing) {
                    return;
                }
                match written {
                    Written::Type | Written::Expression => {
                        let shown = ty::display(table, arg);
                        self.emit(crate::diag::Diagnostic::new(&crate::tables::diagnostics::NOT_A_MEMBER, self.span(seg.tok)).arg("class", shown).arg("name", member));
                    }
                    Written::TemplateName => {
                        self.emit(crate::diag::Diagnostic::new(&crate::tables::diagnostics::ID_MUST_BE_CLASS_OR_NAMESPACE_NAME, self.span(seg.tok)));
                        // The reference reads on to the declaration's end for the `>`.
                        self.emit(crate::diag::Diagnostic::new(&crate::tables::diagnostics::EXP_GT, self.span(end)));
                    }
                }
            }
            t if written == Written::Expression && (t.is_arithmetic() || matches!(t, ty::Type::Pointer(_))) => {
                self.emit(crate::diag::Diagnostic::new(&crate::tables::diagnostics::ID_MUST_BE_CLASS_OR_NAMESPACE_NAME, self.span(first.tok)));
            }
            _ => {}
        }
    }

    /// Whether `t` names a class whose body encloses token `at`.
    fn mentions_class_being_defined(&self, t: &QualType, at: u32, depth: usize) -> bool {
        let table = self.lookup.table;
        depth > 32
            || match &t.ty {
                ty::Type::Class(c) => table.entities[*c].inner.is_some_and(|inner| table.scopes[inner].closes_at.is_none_or(|closes| at <= closes) && table.entities[*c].name_tok < at),
                ty::Type::Pointer(inner) | ty::Type::LValueRef(inner) | ty::Type::RValueRef(inner) | ty::Type::Array(inner, _) => self.mentions_class_being_defined(inner, at, depth + 1),
                ty::Type::Function { ret, params } => self.mentions_class_being_defined(ret, at, depth + 1) || params.iter().any(|p| self.mentions_class_being_defined(p, at, depth + 1)),
                ty::Type::MemberPointer { member, .. } => self.mentions_class_being_defined(member, at, depth + 1),
                _ => false,
            }
    }

    /// The type `specs` and `d` declare inside a class template whose type parameters are
    /// `params`, over `TemplateParam(i)`, other names seen from `scope` (the template's
    /// own); `None` where a name in it is unknown or depends on the parameters otherwise.
    fn member_type_over(&mut self, params: &[String], scope: ScopeId, specs: &[DeclSpec], d: &Declarator) -> Option<crate::mangle::mangle::MangleType> {
        let table = self.lookup.table;
        let mut found = None;
        self.outside_routines(scope, |body, scope| {
            let text = |tok: u32| body.walk.tok(tok).to_string();
            let resolve = |q: &QualName| {
                // A name qualified by a parameter (`T::x`) depends on the arguments.
                let first = match q.scopes.first() {
                    Some(Scope::Name(s)) => Some(s.tok),
                    _ => None,
                };
                if first.is_some_and(|t| params.iter().any(|p| *p == body.walk.tok(t))) {
                    return None;
                }
                match body.resolve(q, scope)?.as_slice() {
                    [id] => Some(*id),
                    _ => None,
                }
            };
            found = table.declared_type_over_params(&text, params, &resolve, specs, d);
        });
        found
    }
}
