//! What g++ emits from inside a function body it compiles, and the thread-local machinery:
//! local static variables (`_ZZ <function> E <name> [_<n>]`, numbered per name in source
//! order), their guard variables when the initializer runs code (`_ZGV`), the call
//! operators of closure types for the lambdas the body calls (`Ul <params> E <n>_`, g++
//! numbering the lambdas of one function in source order whatever their signature), and
//! the member functions of local classes the body calls (`_ZZ1fvEN1L1gEv`, discriminated
//! like statics), and
//! for `thread_local` variables whose initializer runs code the init function (`_ZTH`),
//! the wrapper (`_ZTW`) once an emitted function uses the variable, and the unit's
//! `__tls_init` / `__tls_guard`.

use super::*;
use crate::mangle::mangle::{mangle_special, SpecialName};

/// What one function body holds, in source order.
#[derive(Default)]
struct BodyFinds<'t> {
    /// Local statics: name and whether the initializer runs code.
    statics: Vec<(String, bool)>,
    /// Every lambda, and the variable it initializes (`auto l = [..]..;`), if any.
    lambdas: Vec<(&'t ast::Lambda, Option<String>)>,
    /// Names called (`l(1)`) and names used anywhere.
    called: Vec<&'t QualName>,
    /// The calls of plain names, with their arguments.
    calls: Vec<(String, &'t [ast::Expr])>,
    used: Vec<&'t QualName>,
    /// Local classes in source order: name and definition.
    classes: Vec<(String, &'t ClassSpec)>,
    /// Per block being walked: the local classes (index in `classes`) and the variables of
    /// a local class type visible there.
    class_scopes: Vec<Vec<(String, usize)>>,
    var_scopes: Vec<Vec<(String, usize)>>,
    /// Member functions of local classes called: class index and member name.
    members_called: Vec<(usize, String)>,
    /// Lambdas called where they are written (`[] { ... }()`).
    immediate: Vec<*const ast::Lambda>,
}

impl BodyFinds<'_> {
    fn visible(scopes: &[Vec<(String, usize)>], name: &str) -> Option<usize> {
        scopes.iter().rev().find_map(|s| s.iter().rev().find(|(n, _)| n == name).map(|(_, i)| *i))
    }
}

impl Walk<'_> {
    /// The local entities of an emitted function `function` (mangled as `name`), whose
    /// parameter and local types are looked up at `cx`.
    pub(super) fn local_entities(&mut self, f: &FunctionDef, function: &MangleName, cx: &Cx) {
        let FunctionBody::Block(body) = &f.body else { return };
        let mut finds = BodyFinds::default();
        self.block_finds(body, &mut finds);
        self.local_class_members(&finds, function, cx);
        for q in &finds.used {
            if let Some(var) = self.dynamic_thread_local(q, cx) {
                self.push_special(&SpecialName::TlsWrapper(var));
            }
            let called = finds.called.iter().any(|c| std::ptr::eq(*c, *q));
            self.used_name(q, called, cx);
        }
        if self.anonymous_namespace.is_some() {
            return; // a CUDA unit: the host translation rewrites bodies (not modelled)
        }
        let mut seen: Vec<&str> = Vec::new();
        for (name, dynamic) in &finds.statics {
            let discriminator = seen.iter().filter(|n| **n == name).count() as u32;
            seen.push(name);
            let var = MangleName {
                scopes: vec![Scope::FunctionBody { function: Box::new(function.clone()), discriminator }],
                kind: NameKind::Identifier(name.clone()),
                template_args: vec![],
                params: None,
                ret: None,
                cv: Cv::default(),
                internal: false,
            };
            self.push(&var);
            if *dynamic {
                self.push_special(&SpecialName::GuardVariable(var));
            }
        }
        for (index, (lambda, var)) in finds.lambdas.iter().enumerate() {
            // Only a lambda the body calls gets its call operator emitted.
            let immediate = finds.immediate.contains(&(*lambda as *const ast::Lambda));
            if !immediate && !var.as_ref().is_some_and(|v| finds.called.iter().any(|q| self.plain(q).as_ref() == Some(v))) {
                continue;
            }
            let params = match &lambda.params {
                Some(p) => self.param_types(p, cx),
                None => Some(vec![]),
            };
            let Some(params) = params else {
                self.errors.push("cannot model the parameter types of a lambda".to_string());
                continue;
            };
            // A generic lambda's `auto` parameters are its call operator's template
            // parameters (`UlT_T0_E_`); each call instantiates it for its argument types.
            let auto = MangleType::Builtin("Da".into());
            let generic: Vec<usize> = params.iter().enumerate().filter(|(_, p)| **p == auto).map(|(i, _)| i).collect();
            let mut next = 0;
            let params: Vec<MangleType> = params
                .into_iter()
                .map(|p| {
                    if p == auto {
                        next += 1;
                        MangleType::TemplateParam(next - 1)
                    } else {
                        p
                    }
                })
                .collect();
            let instantiations: Vec<Vec<TemplateArg>> = if generic.is_empty() {
                vec![vec![]]
            } else {
                let var = var.as_deref().unwrap_or("");
                let mut found = Vec::new();
                for (_, args) in finds.calls.iter().filter(|(n, _)| n == var) {
                    let types: Option<Vec<TemplateArg>> = generic.iter().map(|&i| args.get(i).and_then(|a| self.expr_type(a, cx)).map(|t| TemplateArg::Type(unqualified(t)))).collect();
                    match types {
                        Some(t) => found.push(t),
                        None => self.errors.push("cannot type the arguments of a generic lambda's call".to_string()),
                    }
                }
                found
            };
            let closure = Scope::Closure { params: params.clone(), index: index as u32 };
            for template_args in instantiations {
                let call = MangleName {
                    scopes: vec![Scope::Function(Box::new(function.clone())), closure.clone()],
                    kind: NameKind::Operator { spelling: "()".into(), arity: operator_arity("()", params.len() as u8 + 1) },
                    ret: (!template_args.is_empty()).then(|| auto.clone()),
                    template_args,
                    params: Some(params.clone()),
                    cv: Cv { is_const: !self.keyword(&lambda.specs, "mutable"), ..Cv::default() },
                    internal: false,
                };
                self.push(&call);
            }
        }
    }

    pub(super) fn push_special(&mut self, s: &SpecialName) {
        match mangle_special(s) {
            Ok(m) => self.symbols.push(m),
            Err(e) => self.errors.push(format!("{e:?}")),
        }
    }

    /// A `thread_local` variable with a dynamic initializer that `q`, used at `cx`, names.
    fn dynamic_thread_local(&self, q: &QualName, cx: &Cx) -> Option<MangleName> {
        self.lookup_outwards(q, cx, |path| self.dynamic_thread_locals.iter().find(|(p, _)| p == path).map(|(_, var)| var.clone()))
    }

    fn block_finds<'t>(&self, b: &'t Block, finds: &mut BodyFinds<'t>) {
        finds.class_scopes.push(Vec::new());
        finds.var_scopes.push(Vec::new());
        for s in &b.stmts {
            self.stmt_finds(s, finds);
        }
        finds.class_scopes.pop();
        finds.var_scopes.pop();
    }

    /// The member functions defined in local classes that the body calls (`x.f()`,
    /// `L::s()`), named in the function (`_ZZ1fvEN1L1gEv`, the n-th class of one name
    /// with the discriminator `_<n-1>` after it).
    fn local_class_members(&mut self, finds: &BodyFinds, function: &MangleName, cx: &Cx) {
        for (k, (name, class)) in finds.classes.iter().enumerate() {
            let discriminator = finds.classes[..k].iter().filter(|(n, _)| n == name).count() as u32;
            let inner = Cx { fn_params: vec![], ..cx.clone() };
            for m in &class.members {
                let Member::Decl(Decl::Function(f)) = m else { continue };
                let Some(ident) = f.declarator.name().and_then(|q| self.plain(q)) else { continue };
                if !finds.members_called.iter().any(|(c, n)| *c == k && *n == ident) {
                    continue;
                }
                let Some((params, quals)) = function_layer(&f.declarator) else { continue };
                let Some(params) = self.param_types(params, &inner) else {
                    self.errors.push(format!("cannot model the parameter types of `{name}::{ident}`"));
                    continue;
                };
                let member = MangleName {
                    scopes: vec![Scope::FunctionBody { function: Box::new(function.clone()), discriminator }, Scope::Class { name: name.clone(), template_args: vec![] }],
                    kind: NameKind::Identifier(ident),
                    template_args: vec![],
                    params: Some(params),
                    ret: None,
                    cv: self.cv(&quals.cv),
                    internal: false,
                };
                self.push(&member);
            }
        }
    }

    fn stmt_finds<'t>(&self, s: &'t Stmt, finds: &mut BodyFinds<'t>) {
        match s {
            Stmt::Expr(e, _) | Stmt::Return(Some(e), _) => self.expr_finds(e, finds),
            Stmt::Decl(Decl::Simple(d)) => {
                let is_static = self.keyword(&d.specs, "static");
                for spec in &d.specs {
                    match spec {
                        DeclSpec::Type(TypeSpec::Class(c)) => {
                            if let Some(n) = c.name.as_ref().and_then(|q| self.plain(q)) {
                                finds.classes.push((n.clone(), c));
                                if let Some(scope) = finds.class_scopes.last_mut() {
                                    scope.push((n, finds.classes.len() - 1));
                                }
                            }
                        }
                        DeclSpec::Type(TypeSpec::Named(q)) => {
                            // Variables of a local class type.
                            let class = self.plain(q).and_then(|n| BodyFinds::visible(&finds.class_scopes, &n));
                            if let Some(class) = class {
                                let vars: Vec<String> = d.declarators.iter().filter_map(|i| i.declarator.name().and_then(|q| self.plain(q))).collect();
                                if let Some(scope) = finds.var_scopes.last_mut() {
                                    scope.extend(vars.into_iter().map(|v| (v, class)));
                                }
                            }
                        }
                        _ => {}
                    }
                }
                for init in &d.declarators {
                    let name = init.declarator.name().and_then(|q| self.plain(q));
                    let exprs: Vec<&ast::Expr> = match &init.init {
                        Some(Initializer::Assign(e)) => vec![&**e],
                        Some(Initializer::Paren(es, _)) | Some(Initializer::Brace(es, _)) => es.iter().collect(),
                        _ => vec![],
                    };
                    if let ([ast::Expr::Lambda(l)], Some(n)) = (exprs.as_slice(), &name) {
                        finds.lambdas.push((l, Some(n.clone())));
                        continue;
                    }
                    if is_static && init.declarator.function_params().is_none() {
                        if let Some(n) = &name {
                            finds.statics.push((n.clone(), exprs.iter().any(|e| runs_code(e))));
                        }
                    }
                    exprs.into_iter().for_each(|e| self.expr_finds(e, finds));
                }
            }
            Stmt::Block(b) => self.block_finds(b, finds),
            Stmt::If { init, then, els, .. } => {
                init.iter().for_each(|s| self.stmt_finds(s, finds));
                self.stmt_finds(then, finds);
                els.iter().for_each(|s| self.stmt_finds(s, finds));
            }
            Stmt::While { body, .. } | Stmt::DoWhile { body, .. } | Stmt::RangeFor { body, .. } | Stmt::Switch { body, .. } => self.stmt_finds(body, finds),
            Stmt::For { init, body, .. } => {
                self.stmt_finds(init, finds);
                self.stmt_finds(body, finds);
            }
            Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => self.stmt_finds(stmt, finds),
            Stmt::Try { body, handlers, .. } => {
                self.block_finds(body, finds);
                handlers.iter().for_each(|h| self.block_finds(&h.body, finds));
            }
            _ => {}
        }
    }

    fn expr_finds<'t>(&self, e: &'t ast::Expr, finds: &mut BodyFinds<'t>) {
        match e {
            ast::Expr::Lambda(l) => finds.lambdas.push((l, None)),
            ast::Expr::Name(q) => finds.used.push(q),
            ast::Expr::Call(callee, _, _) => {
                let mut bare = &**callee;
                while let ast::Expr::Paren(inner, _) = bare {
                    bare = inner;
                }
                if let ast::Expr::Lambda(l) = bare {
                    finds.immediate.push(&**l as *const ast::Lambda);
                }
                // `x.f(...)` with `x` of a local class type; `L::f(...)`.
                if let ast::Expr::Member(object, _, member, _) = &**callee {
                    if let (ast::Expr::Name(x), Some(m)) = (&**object, self.plain(member)) {
                        if let Some(class) = self.plain(x).and_then(|x| BodyFinds::visible(&finds.var_scopes, &x)) {
                            finds.members_called.push((class, m));
                        }
                    }
                }
                if let ast::Expr::Name(q) = &**callee {
                    if let ([ast::Scope::Name(c)], UnqualKind::Plain(seg)) = (q.scopes.as_slice(), &q.last) {
                        if let Some(class) = c.template_args.is_none().then(|| BodyFinds::visible(&finds.class_scopes, self.tok(c.tok))).flatten() {
                            finds.members_called.push((class, self.tok(seg.tok).to_string()));
                        }
                    }
                    finds.called.push(q);
                    if let (Some(name), ast::Expr::Call(_, args, _)) = (self.plain(q), e) {
                        finds.calls.push((name, args.as_slice()));
                    }
                }
            }
            _ => {}
        }
        e.for_each_child(&mut |c| self.expr_finds(c, finds));
    }
}

/// Whether an initializer runs code at run time (calls something): g++ then guards a local
/// static and gives a `thread_local` an init function. Literals and arithmetic on them
/// are constant.
pub(super) fn runs_code(e: &ast::Expr) -> bool {
    if matches!(e, ast::Expr::Call(..) | ast::Expr::New { .. } | ast::Expr::Lambda(_)) {
        return true;
    }
    let mut found = false;
    e.for_each_child(&mut |c| found |= runs_code(c));
    found
}
