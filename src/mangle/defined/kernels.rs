//! Kernels in `cufe symbols`: `__global__` function templates are remembered and
//! instantiated the way the reference pipeline instantiates them (explicit instantiations,
//! launches `k<A><<<g, b>>>(args)` whose missing arguments are deduced from the argument
//! types computed here for simple expressions), with the host stubs cicc writes for each
//! kernel, and the closure types of the lambdas passed to them (extended lambdas get the
//! `Unvdl`/`Unvdtl`/`Unvhdl` wrapper types cudafe++ substitutes).

use super::*;

/// A function whose body holds lambdas: its name (the closure types' scope), its type as
/// the extended-lambda tag spells it (`void (*)(int)`) and its name as the tag names it.
#[derive(Clone, Debug)]
pub(super) struct Enclosing {
    pub(super) name: MangleName,
    pub(super) pointer_type: MangleType,
    pub(super) tag_name: QualifiedName,
}

/// The lambdas met so far in the function body being scanned.
#[derive(Default)]
pub(super) struct LambdaCount {
    /// Closures by signature: the ABI numbers closures of equal signature in one scope.
    pub(super) by_signature: Vec<(Vec<MangleType>, u32)>,
    /// Extended (`__device__`, `__host__ __device__`) lambdas: their tag's number.
    pub(super) extended: u32,
}

/// A `__global__` function template: what instantiating it needs.
#[derive(Clone, Debug)]
pub(super) struct KernelTemplate {
    pub(super) path: Vec<Seg>,
    pub(super) name: String,
    pub(super) kinds: Vec<TemplateParamKind>,
    /// Default template arguments (in terms of the earlier parameters), by position.
    pub(super) defaults: Vec<Option<TemplateArg>>,
    /// Parameter types in terms of the template parameters (`T_`, packs as expansions).
    pub(super) params: Vec<MangleType>,
}

impl Walk<'_> {
    /// A `__global__` function template's definition: remembered for its instantiations.
    pub(super) fn kernel_template(&mut self, params: &[TemplateParam], f: &FunctionDef, cx: &Cx) {
        let Some(name) = f.declarator.name() else { return };
        let Some((layer_params, _)) = function_layer(&f.declarator) else { return };
        let (Some((path, UnqualKind::Plain(seg))), Some(template_params)) = (self.entity_path(name, cx), self.template_params(params, cx)) else {
            self.errors.push(format!("cannot model the kernel template `{}`", self.spelled(name.range)));
            return;
        };
        let inner = Cx { path: path.clone(), template_params: template_params.clone(), ..cx.clone() };
        let Some(param_types) = self.param_types(layer_params, &inner) else {
            self.errors.push(format!("cannot model the parameter types of `{}`", self.spelled(name.range)));
            return;
        };
        let defaults = params
            .iter()
            .zip(&template_params)
            .map(|(p, (_, kind))| match (p, kind) {
                (TemplateParam::Type { default: Some(t), .. }, _) => self.type_id(t, &inner).map(TemplateArg::Type),
                (TemplateParam::NonType(p), TemplateParamKind::NonType(code)) => {
                    p.default.as_ref().and_then(|e| self.int_value(e)).map(|value| TemplateArg::Integer { value, code: code.clone() })
                }
                _ => None,
            })
            .collect();
        let kinds = template_params.into_iter().map(|(_, k)| k).collect();
        self.kernel_templates.push(KernelTemplate { path, name: self.tok(seg.tok).to_string(), kinds, defaults, params: param_types });
    }

    /// The kernel template a name written at `cx` refers to (looked up from the current scope
    /// outwards; members of an unnamed namespace are visible in its parent).
    pub(super) fn find_kernel_template(&self, q: &QualName, cx: &Cx) -> Option<KernelTemplate> {
        self.lookup_outwards(q, cx, |path| {
            // `path` ends with the name itself.
            let (Seg::Namespace(name), scope) = path.split_last()? else { return None };
            let mut anonymous = scope.to_vec();
            anonymous.push(Seg::Anonymous);
            self.kernel_templates.iter().rev().find(|t| &t.name == name && (t.path == scope || t.path == anonymous)).cloned()
        })
    }

    /// One instantiation of a kernel template: explicit arguments completed by deduction from
    /// the argument types (of a launch, or of an explicit instantiation's parameters).
    pub(super) fn instantiate(&mut self, t: &KernelTemplate, explicit: Vec<Option<TemplateArg>>, arg_types: &[Option<MangleType>], what: &str) {
        let Some(args) = deduce::deduce(&t.kinds, &t.defaults, explicit, &t.params, arg_types) else {
            self.errors.push(format!("cannot deduce the template arguments of kernel `{}` in {what}", t.name));
            return;
        };
        let Some(concrete) = deduce::substitute_params(&t.params, &args) else {
            self.errors.push(format!("cannot substitute the template arguments of kernel `{}` in {what}", t.name));
            return;
        };
        let name = MangleName {
            scopes: self.scopes(&t.path),
            kind: NameKind::Identifier(t.name.clone()),
            template_args: args,
            params: Some(t.params.clone()),
            ret: Some(MangleType::Builtin("v".into())),
            cv: Cv::default(),
            internal: false,
        };
        let plain = match mangle(&name) {
            Ok(m) => m,
            Err(e) => {
                self.errors.push(format!("{e:?}"));
                return;
            }
        };
        // Host code names an extended lambda's closure by the wrapper cudafe++ puts in its
        // place, and so does the stub's name; device code keeps the closure type.
        let wrapped: Vec<TemplateArg> = name.template_args.iter().map(|a| self.wrapped(a)).collect();
        if wrapped != name.template_args {
            match mangle(&MangleName { template_args: wrapped, ..name }) {
                Ok(host) => self.kernels.push(Kernel { mangled: plain, stub: nvidia::device_stub_name(&host) }),
                Err(e) => self.errors.push(format!("{e:?}")),
            }
            return;
        }
        // The host object defines the instance and the specialization of the wrapper that
        // calls the stub, `__wrapper__device_stub_<name><args>(params&...)`. Both are
        // `static` in the host translation; g++ writes that `L` only inside a nested name
        // (`_ZN5outer5innerL4t_nsI1QEEvT_1P`), not on an unscoped template
        // (`_Z5t_ptrIiEvPT_i`), as nm shows for nvcc's object.
        let name = MangleName { internal: !name.scopes.is_empty(), ..name };
        let wrapper = MangleName {
            kind: NameKind::Identifier(format!("{}{}", codes::nv_name_prefix("wrapper_stub"), t.name)),
            params: Some(t.params.iter().map(|p| match p {
                MangleType::PackExpansion(inner) => MangleType::PackExpansion(Box::new(MangleType::LValueRef(inner.clone()))),
                other => MangleType::LValueRef(Box::new(other.clone())),
            }).collect()),
            ..name.clone()
        };
        self.push(&name);
        self.push(&wrapper);
        self.kernel_stub(plain, &concrete, true);
    }

    /// A template argument with extended-lambda closure types replaced by their wrappers.
    pub(super) fn wrapped(&self, a: &TemplateArg) -> TemplateArg {
        match a {
            TemplateArg::Type(t) => match self.lambdas.values().find(|(closure, _)| closure == t) {
                Some((_, Some(wrapper))) => TemplateArg::Type(wrapper.clone()),
                _ => a.clone(),
            },
            TemplateArg::Pack(p) => TemplateArg::Pack(p.iter().map(|a| self.wrapped(a)).collect()),
            other => other.clone(),
        }
    }

    /// The launches in a function body instantiate the kernel templates they name.
    pub(super) fn scan_body(&mut self, f: &FunctionDef, cx: &Cx) {
        let FunctionBody::Block(block) = &f.body else { return };
        if self.kernel_templates.is_empty() || !cx.template_params.is_empty() {
            return;
        }
        let mut cx = cx.clone();
        if let Some((params, _)) = function_layer(&f.declarator) {
            for p in &params.params {
                self.add_local(&p.specs, &p.declarator, &mut cx);
            }
        }
        cx.enclosing = self.enclosing(f, &cx);
        self.lambda_count = LambdaCount::default();
        self.scan_block(block, &mut cx);
    }

    /// A free function (namespace scope, not a template) as the scope of its lambdas.
    pub(super) fn enclosing(&self, f: &FunctionDef, cx: &Cx) -> Option<Enclosing> {
        let Declarator::Func { inner, params, .. } = &f.declarator else { return None };
        let (path, UnqualKind::Plain(seg)) = self.entity_path(inner.name()?, cx)? else { return None };
        if path.iter().any(|s| matches!(s, Seg::Class(_))) || !inner.is_plain_name() {
            return None;
        }
        let scope_cx = Cx { path: path.clone(), ..cx.clone() };
        let params = self.param_types(params, &scope_cx)?;
        let ret = self.spec_type(&f.specs, cx)?;
        let scopes = self.scopes(&path);
        let ident = self.tok(seg.tok).to_string();
        let internal = self.keyword(&f.specs, "static") && !path.contains(&Seg::Anonymous);
        Some(Enclosing {
            name: MangleName {
                scopes: scopes.clone(),
                kind: NameKind::Identifier(ident.clone()),
                template_args: vec![],
                params: Some(params.clone()),
                ret: None,
                cv: Cv::default(),
                internal,
            },
            pointer_type: MangleType::Pointer(Box::new(MangleType::Function { ret: Box::new(ret), params, cv: Cv::default() })),
            tag_name: QualifiedName { scopes, name: ident, template_args: vec![] },
        })
    }

    /// Numbers a lambda of the body being scanned and records its closure types.
    pub(super) fn lambda(&mut self, l: &ast::Lambda, cx: &Cx) {
        let Some(enclosing) = &cx.enclosing else { return };
        let params = match &l.params {
            Some(p) => self.param_types(p, cx),
            None => Some(vec![]),
        };
        let Some(params) = params else {
            self.errors.push("cannot model the parameter types of a lambda".to_string());
            return;
        };
        let counts = &mut self.lambda_count.by_signature;
        let index = match counts.iter_mut().find(|(sig, _)| *sig == params) {
            Some((_, n)) => {
                *n += 1;
                *n - 1
            }
            None => {
                counts.push((params.clone(), 1));
                0
            }
        };
        let closure = MangleType::Path(vec![Scope::Function(Box::new(enclosing.name.clone())), Scope::Closure { params: params.clone(), index }]);
        let space = crate::sema::cuda::exec_space(&crate::sema::cuda::spaces_of(&l.specs, None));
        let extended = matches!(space, crate::sema::cuda::ExecSpace::Device | crate::sema::cuda::ExecSpace::HostDevice);
        let wrapper = if extended {
            self.lambda_count.extended += 1;
            self.extended_lambda(l, cx, enclosing, params, space == crate::sema::cuda::ExecSpace::HostDevice)
        } else {
            None
        };
        if extended && wrapper.is_none() {
            self.errors.push(format!("cannot model the extended lambda at `{}`", self.spelled(TokRange { lo: l.range.lo, hi: l.range.lo + 3 })));
        }
        self.lambdas.insert(l.range.lo, (closure, wrapper));
    }

    /// The `Unvdl` / `Unvdtl` / `Unvhdl` closure of an extended lambda: captures (by copy,
    /// in order of first use in the body), the tag's function and number, and for a
    /// `__host__ __device__` lambda its flags, return type (written, or the type of its
    /// `return` expression) and parameter types.
    pub(super) fn extended_lambda(&self, l: &ast::Lambda, cx: &Cx, enclosing: &Enclosing, params: Vec<MangleType>, host_device: bool) -> Option<MangleType> {
        let mut own: Vec<String> = Vec::new();
        let mut inner = cx.clone();
        if let Some(p) = &l.params {
            for p in &p.params {
                own.extend(p.declarator.name().and_then(|q| self.plain(q)));
                self.add_local(&p.specs, &p.declarator, &mut inner);
            }
        }
        for st in &l.body.stmts {
            if let Stmt::Decl(Decl::Simple(d)) = st {
                own.extend(d.declarators.iter().filter_map(|i| i.declarator.name().and_then(|q| self.plain(q))));
            }
        }
        let by_copy = !(l.captures.lo + 1..l.captures.hi.saturating_sub(1)).any(|t| self.tok(t) == "&");
        let mut captures: Vec<String> = Vec::new();
        if l.captures.hi > l.captures.lo + 2 {
            for t in l.body.range.lo..l.body.range.hi {
                let Some(tok) = self.tokens.get(t as usize) else { break };
                let word = self.tok(t);
                if !tok.kind.is_name() || !cx.locals.contains_key(word) || own.iter().any(|o| o == word) || captures.iter().any(|c| c == word) {
                    continue;
                }
                let before = t.checked_sub(1).map(|p| self.tok(p)).unwrap_or("");
                if matches!(before, "." | "->" | "::") || self.tok(t + 1) == "::" {
                    continue;
                }
                captures.push(word.to_string());
            }
        }
        if !by_copy {
            return None; // extended lambdas capture by copy only
        }
        let capture_types: Vec<MangleType> = captures.iter().map(|c| unqualified(cx.locals[c].clone())).collect();
        let trailing = match &l.quals.trailing_return {
            Some(t) => Some(self.type_id(t, cx)?),
            None => None,
        };
        let kind = if host_device {
            let ret = match trailing {
                Some(t) => t,
                None => self.returned_type(&l.body, &inner)?,
            };
            NvLambdaKind::HostDevice {
                is_mutable: self.keyword(&l.specs, "mutable"),
                has_fn_ptr_conversion: l.captures.hi <= l.captures.lo + 2,
                never_throws: l.quals.noexcept.is_some_and(|r| self.spelled(r).replace(' ', "") != "noexcept(false)"),
                ret,
                params: if params.is_empty() { vec![MangleType::Builtin("v".into())] } else { params },
            }
        } else {
            match trailing {
                Some(t) => NvLambdaKind::DeviceTrailingReturn(t),
                None => NvLambdaKind::Device,
            }
        };
        let nv = NvLambda {
            kind,
            function_type: enclosing.pointer_type.clone(),
            function: enclosing.tag_name.clone(),
            id: self.lambda_count.extended,
            captures: capture_types,
        };
        Some(MangleType::Path(vec![Scope::Function(Box::new(enclosing.name.clone())), Scope::NvLambda(Box::new(nv))]))
    }

    /// The deduced return type of a lambda body: `void` without `return e;`, else the type
    /// of the first returned expression.
    pub(super) fn returned_type(&self, body: &Block, cx: &Cx) -> Option<MangleType> {
        let mut cx = cx.clone();
        for st in &body.stmts {
            match st {
                Stmt::Return(Some(e), _) => return self.expr_type(e, &cx).map(unqualified),
                Stmt::Decl(Decl::Simple(d)) => {
                    for init in &d.declarators {
                        self.add_local(&d.specs, &init.declarator, &mut cx);
                    }
                }
                _ => {}
            }
        }
        Some(MangleType::Builtin("v".into()))
    }

    pub(super) fn add_local(&self, specs: &[DeclSpec], d: &Declarator, cx: &mut Cx) {
        let Some(name) = d.name().and_then(|q| self.plain(q)) else { return };
        if let Some(t) = self.spec_type(specs, cx).and_then(|b| self.declarator_type(b, d, cx)) {
            cx.locals.insert(name, t);
        }
    }

    pub(super) fn scan_block(&mut self, b: &Block, cx: &mut Cx) {
        for s in &b.stmts {
            self.scan_stmt(s, cx);
        }
    }

    pub(super) fn scan_stmt(&mut self, s: &Stmt, cx: &mut Cx) {
        match s {
            Stmt::Expr(e, _) | Stmt::Return(Some(e), _) => self.scan_expr(e, cx),
            Stmt::Decl(Decl::Simple(d)) => {
                for init in &d.declarators {
                    if init.declarator.function_params().is_some() {
                        continue;
                    }
                    match &init.init {
                        Some(Initializer::Assign(e)) => self.scan_expr(e, cx),
                        Some(Initializer::Paren(es, _)) | Some(Initializer::Brace(es, _)) => es.iter().for_each(|e| self.scan_expr(e, cx)),
                        _ => {}
                    }
                    self.add_local(&d.specs, &init.declarator, cx);
                }
            }
            Stmt::Block(b) => self.scan_block(b, &mut cx.clone()),
            Stmt::If { then, els, .. } => {
                self.scan_stmt(then, &mut cx.clone());
                if let Some(e) = els {
                    self.scan_stmt(e, &mut cx.clone());
                }
            }
            Stmt::While { body, .. } | Stmt::DoWhile { body, .. } | Stmt::Switch { body, .. } => self.scan_stmt(body, &mut cx.clone()),
            Stmt::For { init, body, .. } => {
                let mut inner = cx.clone();
                self.scan_stmt(init, &mut inner);
                self.scan_stmt(body, &mut inner);
            }
            Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => self.scan_stmt(stmt, cx),
            Stmt::Try { body, .. } => self.scan_block(body, &mut cx.clone()),
            _ => {}
        }
    }

    pub(super) fn scan_expr(&mut self, e: &ast::Expr, cx: &Cx) {
        // Lambdas are numbered in source order: the launched kernel's arguments before the
        // launch is typed.
        if let ast::Expr::Lambda(l) = e {
            self.lambda(l, cx);
        }
        let mut children = Vec::new();
        e.for_each_child(&mut |c| children.push(c));
        for c in children {
            self.scan_expr(c, cx);
        }
        if let ast::Expr::Launch { kernel, args, .. } = e {
            self.launch(kernel, args, cx);
        }
    }

    /// `k<int><<<g, b>>>(x, y)`: the template arguments written, the rest deduced from the
    /// types of `x, y`.
    pub(super) fn launch(&mut self, kernel: &ast::Expr, args: &[ast::Expr], cx: &Cx) {
        let ast::Expr::Name(q) = kernel else { return };
        let Some(t) = self.find_kernel_template(q, cx) else { return };
        let explicit = match &q.last {
            UnqualKind::Plain(NameSeg { template_args: Some(args), .. }) => self.explicit_args(args, &t.kinds, cx),
            _ => Some(vec![None; t.kinds.len()]),
        };
        let types: Vec<Option<MangleType>> = args.iter().map(|a| self.expr_type(a, cx)).collect();
        let Some(explicit) = explicit else {
            self.errors.push(format!("cannot model the template arguments of `{}`", self.spelled(q.range)));
            return;
        };
        self.instantiate(&t, explicit, &types, "a launch");
    }

    /// The type of an argument expression, for the forms launches use: literals, variables,
    /// `&x`, `*p`, casts and `T{...}` / `T(...)`. `None` for anything else.
    pub(super) fn expr_type(&self, e: &ast::Expr, cx: &Cx) -> Option<MangleType> {
        let builtin = |code: &str| MangleType::Builtin(code.to_string());
        match e {
            ast::Expr::Literal(t) => literal_type(self.tokens.get(*t as usize)?.kind, self.tok(*t)),
            ast::Expr::Strings(_) => Some(MangleType::Pointer(Box::new(MangleType::Qualified(Box::new(builtin("c")), Cv { is_const: true, ..Cv::default() })))),
            ast::Expr::Name(q) => match self.plain(q).as_deref() {
                Some("true" | "false") => Some(builtin("b")),
                Some(name) if cx.locals.contains_key(name) => cx.locals.get(name).cloned(),
                _ => self.find_value(q, cx),
            },
            ast::Expr::Paren(inner, _) => self.expr_type(inner, cx),
            ast::Expr::Unary(op, inner, _) => {
                let t = self.expr_type(inner, cx)?;
                let t = match t {
                    MangleType::LValueRef(t) | MangleType::RValueRef(t) => *t,
                    t => t,
                };
                match self.tok(*op) {
                    "&" => Some(MangleType::Pointer(Box::new(t))),
                    "*" => match t {
                        MangleType::Pointer(p) => Some(*p),
                        _ => None,
                    },
                    "-" | "+" | "~" if matches!(&t, MangleType::Builtin(c) if !["b", "c", "a", "h", "s", "t"].contains(&c.as_str())) => Some(t),
                    "!" => Some(builtin("b")),
                    _ => None,
                }
            }
            ast::Expr::Cast(_, ty, _, _) => self.type_id(ty, cx),
            ast::Expr::Construct(specs, _, _, _) => self.spec_type(specs, cx),
            ast::Expr::Lambda(l) => self.lambdas.get(&l.range.lo).map(|(closure, _)| closure.clone()),
            ast::Expr::Binary(op, a, b, _) if ["+", "-", "*", "/"].contains(&self.tok(*op)) => {
                arithmetic(&unqualified(self.expr_type(a, cx)?), &unqualified(self.expr_type(b, cx)?))
            }
            _ => None,
        }
    }

    /// Records a kernel and lists the host stub cicc writes for it: at global scope, `static`
    /// for kernels with internal linkage and for template instantiations, class parameters
    /// taken by reference.
    pub(super) fn kernel_stub(&mut self, plain: String, params: &[MangleType], internal: bool) {
        let stub_params = params.iter().map(|p| match p {
            MangleType::Named(_) if !self.enums.contains(p) => MangleType::LValueRef(Box::new(p.clone())),
            other => other.clone(),
        });
        let stub_name = nvidia::device_stub_name(&plain);
        let stub = MangleName {
            scopes: vec![],
            kind: NameKind::Identifier(stub_name.clone()),
            template_args: vec![],
            params: Some(stub_params.collect()),
            ret: None,
            cv: Cv::default(),
            internal,
        };
        self.push(&stub);
        self.kernels.push(Kernel { mangled: plain, stub: stub_name });
    }
}

/// The type of a literal token: integer suffixes (`u`, `l`, `ll`), floating suffixes
/// (`f`, `l`), character prefixes (`L`, `u8`, `u`, `U`).
pub(super) fn literal_type(kind: lex::TokenKind, text: &str) -> Option<MangleType> {
    let code = match kind {
        lex::TokenKind::IntLit => {
            let suffix: String = text.chars().rev().take_while(|c| matches!(c, 'u' | 'U' | 'l' | 'L')).collect::<String>().to_ascii_lowercase();
            let longs = suffix.matches('l').count();
            match (suffix.contains('u'), longs) {
                (false, 0) => {
                    // An unsuffixed decimal literal too big for `int` is `long`.
                    let digits = &text[..text.len() - suffix.len()];
                    if digits.parse::<i64>().is_ok_and(|v| v > i64::from(i32::MAX)) { "l" } else { "i" }
                }
                (false, 1) => "l",
                (false, _) => "x",
                (true, 0) => "j",
                (true, 1) => "m",
                (true, _) => "y",
            }
        }
        lex::TokenKind::FloatLit => match text.chars().last()? {
            'f' | 'F' => "f",
            'l' | 'L' => "e",
            _ => "d",
        },
        lex::TokenKind::CharLit if text.starts_with("u8") => "Du",
        lex::TokenKind::CharLit if text.starts_with('u') => "Ds",
        lex::TokenKind::CharLit if text.starts_with('U') => "Di",
        lex::TokenKind::CharLit if text.starts_with('L') => "w",
        lex::TokenKind::CharLit => "c",
        _ if text == "true" || text == "false" => "b",
        _ if text == "nullptr" => "Dn",
        _ => return None,
    };
    Some(MangleType::Builtin(code.to_string()))
}

/// A type without reference and top-level cv (what a by-copy capture or a returned value
/// holds).
pub(super) fn unqualified(t: MangleType) -> MangleType {
    match t {
        MangleType::LValueRef(t) | MangleType::RValueRef(t) | MangleType::Qualified(t, _) => unqualified(*t),
        other => other,
    }
}

/// The usual arithmetic conversions on two builtin types ([expr.arith.conv]), by the rank
/// of their codes; `None` for anything else.
pub(super) fn arithmetic(a: &MangleType, b: &MangleType) -> Option<MangleType> {
    // Floating types first, then integer types by rank (the unsigned one wins a tie);
    // anything narrower than `int` promotes to `int`.
    const ORDER: [&str; 9] = ["e", "d", "f", "y", "x", "m", "l", "j", "i"];
    let (MangleType::Builtin(x), MangleType::Builtin(y)) = (a, b) else { return None };
    let rank = |c: &str| ORDER.iter().position(|o| *o == c).or_else(|| ["b", "c", "a", "h", "s", "t", "w"].contains(&c).then_some(ORDER.len() - 1));
    let best = rank(x)?.min(rank(y)?);
    Some(MangleType::Builtin(ORDER[best].to_string()))
}
