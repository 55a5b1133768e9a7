//! Types in `cufe symbols`: the mangler's model of what declaration specifiers,
//! declarators, type-ids and template arguments spell (builtin, named, template parameter,
//! pointer, reference, array, function, vector types; integral template arguments and the
//! dependent expressions in them), looked up in the walk's registry.

use super::*;
use crate::mangle::mangle::Expr as SigExpr;
use crate::sema::types as sema_types;
pub(super) use crate::sema::types::vector_type;

impl Walk<'_> {
    /// The byte count of `__attribute__((vector_size(N)))` on the specifiers or declarator.
    pub(super) fn vector_size(&self, specs: &[DeclSpec], d: &Declarator) -> Option<u64> {
        sema_types::vector_size(specs, d, &|t| self.tok(t).to_string())
    }

    /// The template parameters' names and kinds; `None` for a kind cufe does not model
    /// (template template parameters, non-type parameters of class type).
    pub(super) fn template_params(&self, params: &[TemplateParam], cx: &Cx) -> Option<Vec<(String, TemplateParamKind)>> {
        // A parameter's type may name the ones before it (`template<class T, T V>`).
        let mut inner = cx.clone();
        let mut out = Vec::new();
        for p in params {
            let one = self.template_param(p, &inner)?;
            inner.template_params.push(one.clone());
            out.push(one);
        }
        Some(out)
    }

    fn template_param(&self, p: &TemplateParam, cx: &Cx) -> Option<(String, TemplateParamKind)> {
        std::iter::once(p)
            .map(|p| match p {
                TemplateParam::Type { name, pack, .. } => {
                    let kind = if *pack { TemplateParamKind::TypePack } else { TemplateParamKind::Type };
                    Some((name.map(|t| self.tok(t).to_string()).unwrap_or_default(), kind))
                }
                TemplateParam::NonType(p) => {
                    let pack = matches!(p.declarator, Declarator::Name { pack: true, .. });
                    let name = p.declarator.name().and_then(|q| self.plain(q)).unwrap_or_default();
                    let base = self.spec_type(&p.specs, cx)?;
                    let kind = match (self.declarator_type(base, &p.declarator, cx)?, pack) {
                        (MangleType::Builtin(code), false) => TemplateParamKind::NonType(code),
                        (MangleType::PackExpansion(t), true) => match *t {
                            MangleType::Builtin(code) => TemplateParamKind::NonTypePack(code),
                            _ => return None,
                        },
                        (other, false) => TemplateParamKind::Value(adjust_param(other)),
                        _ => return None,
                    };
                    Some((name, kind))
                }
                TemplateParam::Template { name, pack: false, .. } => Some((name.map(|t| self.tok(t).to_string()).unwrap_or_default(), TemplateParamKind::Template)),
                TemplateParam::Template { .. } => None,
            })
            .next()
            .flatten()
    }

    /// The type of the class (or enum) at `path`, its own ABI tags included.
    pub(super) fn class_type(&self, path: &[Seg], template_args: Vec<TemplateArg>) -> MangleType {
        let Some((last, scope)) = path.split_last() else { return MangleType::Builtin("v".into()) };
        let name = seg_name(last).unwrap_or("").to_string();
        if !self.scope_tags.contains_key(path) {
            return MangleType::Named(QualifiedName { scopes: self.scopes(scope), name, template_args });
        }
        let mut scopes = self.scopes(path);
        if let Some(Scope::Tagged(inner, _)) = scopes.last_mut() {
            **inner = Scope::Class { name, template_args };
        }
        MangleType::Path(scopes)
    }

    pub(super) fn param_types(&self, params: &ParamClause, cx: &Cx) -> Option<Vec<MangleType>> {
        let mut out = Vec::new();
        for p in &params.params {
            let base = self.vector_base(self.spec_type(&p.specs, cx)?, &p.specs, &p.declarator)?;
            let t = self.declarator_type(base, &p.declarator, cx)?;
            out.push(adjust_param(t));
        }
        if out == [MangleType::Builtin("v".into())] {
            out.clear();
        }
        if params.variadic {
            out.push(MangleType::Builtin("z".into()));
        }
        Some(out)
    }

    /// `base` as `__attribute__((vector_size(N)))` among the specifiers or on the declarator
    /// makes it (see `sema::types::vector_base`).
    pub(super) fn vector_base(&self, base: MangleType, specs: &[DeclSpec], d: &Declarator) -> Option<MangleType> {
        sema_types::vector_base(base, specs, d, &|t| self.tok(t).to_string())
    }

    pub(super) fn type_id(&self, t: &TypeId, cx: &Cx) -> Option<MangleType> {
        let base = self.vector_base(self.spec_type(&t.specs, cx)?, &t.specs, &t.declarator)?;
        self.declarator_type(base, &t.declarator, cx)
    }

    pub(super) fn spec_type(&self, specs: &[DeclSpec], cx: &Cx) -> Option<MangleType> {
        let mut keywords = Vec::new();
        let mut named = None;
        let mut cv = Cv::default();
        for s in specs {
            match s {
                // As written: the lexer's standard spelling folds the extended floating types.
                DeclSpec::Builtin(t) => keywords.push(self.tokens.get(*t as usize).map(|k| lex::token_text(self.text, k)).unwrap_or("").to_string()),
                DeclSpec::Cv(t) => match self.tok(*t).trim_matches('_') {
                    "const" => cv.is_const = true,
                    "volatile" => cv.is_volatile = true,
                    _ => cv.is_restrict = true,
                },
                DeclSpec::Type(TypeSpec::Auto(_)) => named = Some(MangleType::Builtin(codes::BUILTIN_TYPES.iter().find(|b| b.name == "auto")?.code.to_string())),
                DeclSpec::Type(TypeSpec::DecltypeAuto(_)) => named = Some(MangleType::Builtin(codes::BUILTIN_TYPES.iter().find(|b| b.name == "decltype(auto)")?.code.to_string())),
                DeclSpec::Type(TypeSpec::Elaborated { key, name: q }) if !matches!(self.tok(*key), "enum") => {
                    // `struct X*` naming no visible class declares `X` in the nearest
                    // enclosing namespace ([basic.scope.pdecl]).
                    named = Some(match (self.named_type(q, cx), self.plain(q)) {
                        (Some(t), _) => t,
                        (None, Some(name)) => {
                            let mut path = cx.path.clone();
                            while matches!(path.last(), Some(Seg::Class(_))) {
                                path.pop();
                            }
                            path.push(Seg::Class(name));
                            self.class_type(&path, vec![])
                        }
                        (None, None) => return None,
                    })
                }
                DeclSpec::Type(TypeSpec::Named(q)) | DeclSpec::Type(TypeSpec::Elaborated { name: q, .. }) | DeclSpec::Type(TypeSpec::Typename(q)) => {
                    named = Some(self.named_type(q, cx)?)
                }
                DeclSpec::Type(TypeSpec::Class(c)) => named = Some(self.named_type(c.name.as_ref()?, cx)?),
                DeclSpec::Type(TypeSpec::Enum(e)) => named = Some(self.named_type(e.name.as_ref()?, cx)?),
                DeclSpec::Type(TypeSpec::Decltype(e, _)) if matches!(&**e, ast::Expr::Literal(t) if self.tok(*t) == "nullptr") => {
                    named = Some(MangleType::Builtin(codes::BUILTIN_TYPES.iter().find(|b| b.name == "decltype(nullptr)")?.code.to_string()))
                }
                DeclSpec::Type(TypeSpec::Decltype(e, _)) => {
                    // `decltype(C::enumerator)`, `decltype(variable)`: the declared type.
                    let declared = match &**e {
                        ast::Expr::Name(q) if self.plain(q).is_none_or(|n| !cx.fn_params.contains(&n)) => self.find_value(q, cx),
                        _ => None,
                    };
                    named = Some(match declared {
                        Some(t) => t,
                        None => {
                            let expr = self.dependent_expr(e, cx)?;
                            if depends_on_parameters(&expr) {
                                MangleType::Decltype(Box::new(expr))
                            } else {
                                // Not dependent: g++ mangles the type it denotes (an integral
                                // prvalue here); anything else is not modelled.
                                MangleType::Builtin(self.eval(e, cx)?.1)
                            }
                        }
                    })
                }
                DeclSpec::Type(_) => return None,
                _ => {}
            }
        }
        // `_Complex T` (GNU `__complex__`) is the complex pair of `T`; `__float80` is
        // `long double` on x86-64.
        let complex = keywords.iter().any(|k| matches!(k.as_str(), "_Complex" | "__complex__" | "__complex"));
        keywords.retain(|k| !matches!(k.as_str(), "_Complex" | "__complex__" | "__complex"));
        if keywords.iter().any(|k| k == "__float80") {
            keywords = vec!["long".into(), "double".into()];
        }
        let base = match named {
            Some(_) if complex => return None,
            Some(t) => t,
            None => {
                // `_Complex` alone is `_Complex double`.
                if complex && keywords.is_empty() {
                    keywords.push("double".into());
                }
                let name = crate::sema::types::builtin_name(&keywords)?;
                let b = MangleType::Builtin(codes::BUILTIN_TYPES.iter().find(|b| b.name == name)?.code.to_string());
                if complex { MangleType::Complex(Box::new(b)) } else { b }
            }
        };
        Some(with_cv(base, cv))
    }

    /// A class, enum or typedef name as written, looked up from the current scope outwards.
    pub(super) fn named_type(&self, q: &QualName, cx: &Cx) -> Option<MangleType> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        if q.scopes.is_empty() && !q.global && seg.template_args.is_none() {
            let name = self.tok(seg.tok);
            let param = cx.template_params.iter().rposition(|(n, k)| n == name && matches!(k, TemplateParamKind::Type | TemplateParamKind::TypePack));
            if let Some(i) = param {
                return Some(MangleType::TemplateParam(i as u32));
            }
        }
        if let (true, false, Some(args)) = (q.scopes.is_empty(), q.global, &seg.template_args) {
            // `TT<int>` with `TT` a template template parameter.
            let name = self.tok(seg.tok);
            if let Some(i) = cx.template_params.iter().rposition(|(n, k)| n == name && *k == TemplateParamKind::Template) {
                return Some(MangleType::TemplateTemplateParam(i as u32, self.template_args(args, &[], cx)?));
            }
        }
        let mut written = self.written_qualifier(q)?;
        written.push(self.tok(seg.tok).to_string());
        let start = if q.global { 0 } else { cx.path.len() };
        for base in (0..=start).rev() {
            let Some(scope) = self.resolve_scope(&cx.path[..base], &written[..written.len() - 1]) else { continue };
            let Some(path) = self.find_class(&scope, written.last()?) else { continue };
            match self.registry.get(&path) {
                Some(Known::Typedef(t)) if seg.template_args.is_none() => return Some(t.clone()),
                Some(Known::Type { template_params }) => {
                    let template_args = match (&seg.template_args, template_params) {
                        (Some(args), Some(kinds)) => self.with_defaults(&path, self.template_args(args, kinds.as_slice(), cx)?, kinds)?,
                        (None, _) => vec![],
                        _ => return None,
                    };
                    return Some(self.class_type(&path, template_args));
                }
                _ => {}
            }
        }
        None
    }

    pub(super) fn template_args(&self, args: &[ast::TemplateArg], kinds: &[Option<String>], cx: &Cx) -> Option<Vec<TemplateArg>> {
        args.iter()
            .enumerate()
            .map(|(i, a)| {
                let kind = kinds.get(i).cloned().flatten();
                match (a, kind) {
                    (ast::TemplateArg::Type(t), None) => Some(TemplateArg::Type(self.type_id(t, cx)?)),
                    (ast::TemplateArg::Ambig(t, _), None) => Some(TemplateArg::Type(self.type_id(t, cx)?)),
                    (ast::TemplateArg::Expr(e), Some(code)) => self.integer_arg(e, code, cx),
                    (ast::TemplateArg::Ambig(_, e), Some(code)) => self.integer_arg(e, code, cx),
                    _ => None,
                }
            })
            .collect()
    }

    /// An integral template argument: its value (converted to the parameter's type), or
    /// the expression when it depends on the template parameters in scope (`N + 1`). For an
    /// `auto` (`decltype(auto)`) parameter the type is the argument's own.
    pub(super) fn integer_arg(&self, e: &ast::Expr, code: String, cx: &Cx) -> Option<TemplateArg> {
        let deduced = code == "Da" || code == "Dc";
        if deduced {
            let mut bare = e;
            while let ast::Expr::Paren(inner, _) = bare {
                bare = inner;
            }
            if let ast::Expr::Name(q) = bare {
                if let Some((ty, value)) = self.enumerator_typed(q, cx) {
                    return Some(TemplateArg::Expr(SigExpr::Literal { ty, value }));
                }
            }
        }
        if code == "Dn" {
            return self.value_arg(e, &MangleType::Builtin(code), cx); // `nullptr`
        }
        match self.eval(e, cx) {
            Some((value, own)) if deduced => Some(TemplateArg::Integer { value, code: own }),
            Some((value, _)) => Some(TemplateArg::Integer { value: constant::convert(value, &code)?, code }),
            None if deduced => self.value_arg(e, &MangleType::Builtin("Dn".into()), cx),
            None => self.dependent_expr(e, cx).filter(depends_on_parameters).map(TemplateArg::Expr),
        }
    }

    /// The value of an integral constant expression (see `constant`), seen from the unit's
    /// global scope.
    pub(super) fn int_value(&self, e: &ast::Expr) -> Option<i128> {
        self.eval(e, &Cx::default()).map(|(v, _)| v)
    }

    /// Applies a declarator's pointer, reference, array and function layers to `base`.
    pub(super) fn declarator_type(&self, base: MangleType, d: &Declarator, cx: &Cx) -> Option<MangleType> {
        match d {
            Declarator::Name { pack: false, .. } => Some(base),
            // `Ts... xs`: a function parameter pack.
            Declarator::Name { .. } => Some(MangleType::PackExpansion(Box::new(base))),
            Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => self.declarator_type(base, inner, cx),
            Declarator::Ptr { op, inner, .. } => {
                let t = match op {
                    PtrOp::Pointer { cv, .. } => with_cv(MangleType::Pointer(Box::new(base)), self.cv(cv)),
                    PtrOp::LRef => MangleType::LValueRef(Box::new(base)),
                    PtrOp::RRef => MangleType::RValueRef(Box::new(base)),
                    PtrOp::Member { class, cv } => {
                        let class = self.named_type(class, cx)?;
                        with_cv(MangleType::PointerToMember { class: Box::new(class), member: Box::new(base) }, self.cv(cv))
                    }
                };
                self.declarator_type(t, inner, cx)
            }
            Declarator::Array { inner, size, .. } => {
                let bound = match size {
                    Some(e) => Some(u64::try_from(self.eval(e, cx)?.0).ok()?),
                    None => None,
                };
                self.declarator_type(MangleType::Array(Box::new(base), bound), inner, cx)
            }
            Declarator::Func { inner, params, quals, .. } => {
                let params = self.param_types(params, cx)?;
                let base = match &quals.trailing_return {
                    Some(t) => self.type_id(t, cx)?,
                    None => base,
                };
                let cv = self.cv(&quals.cv);
                let ref_qualifier = match quals.ref_qual.map(|t| self.tok(t)) {
                    Some("&") => RefQualifier::LValue,
                    Some("&&") => RefQualifier::RValue,
                    _ => RefQualifier::None,
                };
                let noexcept = quals.noexcept.is_some_and(|r| self.spelled(r).replace(' ', "") != "noexcept(false)");
                let f = if ref_qualifier == RefQualifier::None && !noexcept {
                    MangleType::Function { ret: Box::new(base), params, cv }
                } else {
                    MangleType::Prototype(Box::new(FunctionProto { ret: base, params, cv, ref_qualifier, noexcept }))
                };
                self.declarator_type(f, inner, cx)
            }
        }
    }

    pub(super) fn cv(&self, toks: &[u32]) -> Cv {
        let mut q = Cv::default();
        for t in toks {
            match self.tok(*t).trim_matches('_') {
                "const" => q.is_const = true,
                "volatile" => q.is_volatile = true,
                _ => q.is_restrict = true,
            }
        }
        q
    }
}

/// The parameter clause and qualifiers of the function layer that applies to the name.
pub(super) fn function_layer(d: &Declarator) -> Option<(&ParamClause, &FnQuals)> {
    match d {
        Declarator::Func { inner, params, quals, .. } => {
            if inner.is_plain_name() {
                Some((params, quals))
            } else {
                function_layer(inner)
            }
        }
        Declarator::Ptr { inner, .. } | Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => function_layer(inner),
        _ => None,
    }
}

pub(super) fn with_cv(t: MangleType, cv: Cv) -> MangleType {
    if cv == Cv::default() {
        t
    } else {
        MangleType::Qualified(Box::new(t), cv)
    }
}

/// Whether the declared object itself is const: the specifiers' `const` when no pointer or
/// reference layer intervenes (arrays of const are const), else the outermost pointer's cv.
pub(super) fn is_const_object(specs_const: bool, d: &Declarator, w: &Walk) -> bool {
    match d {
        Declarator::Name { .. } => specs_const,
        Declarator::Array { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => is_const_object(specs_const, inner, w),
        Declarator::Ptr { op: PtrOp::Pointer { cv, .. } | PtrOp::Member { cv, .. }, inner, .. } => {
            is_const_object(cv.iter().any(|t| w.tok(*t) == "const"), inner, w)
        }
        Declarator::Ptr { .. } | Declarator::Func { .. } => false,
    }
}

/// Whether a type names a class or enum of an unnamed namespace (anywhere inside it).
pub(super) fn mentions_anonymous(t: &MangleType) -> bool {
    let arg = |a: &TemplateArg| match a {
        TemplateArg::Type(t) => mentions_anonymous(t),
        TemplateArg::Pack(p) => p.iter().any(|a| matches!(a, TemplateArg::Type(t) if mentions_anonymous(t))),
        _ => false,
    };
    match t {
        MangleType::Pointer(i) | MangleType::LValueRef(i) | MangleType::RValueRef(i) | MangleType::Qualified(i, _) | MangleType::Array(i, _) => {
            mentions_anonymous(i)
        }
        MangleType::Function { ret, params, .. } => mentions_anonymous(ret) || params.iter().any(mentions_anonymous),
        MangleType::Prototype(p) => mentions_anonymous(&p.ret) || p.params.iter().any(mentions_anonymous),
        MangleType::PointerToMember { class, member } => mentions_anonymous(class) || mentions_anonymous(member),
        MangleType::Named(q) => {
            q.scopes.iter().any(|s| matches!(s, Scope::AnonymousNamespace)) || q.template_args.iter().any(arg)
        }
        _ => false,
    }
}

/// A parameter's type as the ABI mangles it: top-level cv dropped, arrays and functions
/// decayed to pointers.
pub(super) fn adjust_param(t: MangleType) -> MangleType {
    match t {
        MangleType::Qualified(inner, _) => adjust_param(*inner),
        MangleType::Array(elem, _) => MangleType::Pointer(elem),
        f @ (MangleType::Function { .. } | MangleType::Prototype(_)) => MangleType::Pointer(Box::new(f)),
        other => other,
    }
}

/// Whether an expression of a signature names a template or function parameter (else it is
/// a constant cufe could not evaluate, and must not be mangled as written).
pub(super) fn depends_on_parameters(e: &SigExpr) -> bool {
    // The expression tree's every node is printed by its derived `Debug`.
    let text = format!("{e:?}");
    ["TemplateParam(", "FunctionParam(", "SizeofPack(", "TemplateTemplateParam("].iter().any(|k| text.contains(k))
}

/// Whether a parameter type holds a placeholder (`auto`, `decltype(auto)`): the function is
/// an abbreviated template.
pub(super) fn has_placeholder(t: &MangleType) -> bool {
    match t {
        MangleType::Builtin(code) => code == "Da" || code == "Dc",
        MangleType::Pointer(i) | MangleType::LValueRef(i) | MangleType::RValueRef(i) | MangleType::Qualified(i, _) | MangleType::Array(i, _) | MangleType::PackExpansion(i) => has_placeholder(i),
        MangleType::Function { ret, params, .. } => has_placeholder(ret) || params.iter().any(has_placeholder),
        MangleType::Prototype(p) => has_placeholder(&p.ret) || p.params.iter().any(has_placeholder),
        MangleType::PointerToMember { class, member } => has_placeholder(class) || has_placeholder(member),
        _ => false,
    }
}
