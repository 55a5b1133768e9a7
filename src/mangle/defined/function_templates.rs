//! Function templates in `cufe symbols`: a template's definition is remembered (its scope,
//! name, template parameters, return and parameter types in terms of `T_`), and each
//! explicit instantiation (`template void f<int>(int);`) or explicit specialization
//! (`template<> void f<int>(int) {}`) of it defines one specialization, named by the
//! template's own signature with the arguments written (the rest deduced from the
//! declaration's parameter types). Template arguments of every kind are modelled here:
//! types, integers and enumerators, `nullptr`, addresses of functions and variables,
//! templates (for template template parameters) and packs. Kernel templates keep their own
//! path (`defined.rs`), which also writes their stubs.

use super::*;
use crate::mangle::mangle::Expr as SigExpr;

/// A function template with a definition in the unit.
#[derive(Clone, Debug)]
pub(super) struct FunctionTemplate {
    /// The scope the template is a member of.
    pub path: Vec<Seg>,
    pub name: String,
    pub kinds: Vec<TemplateParamKind>,
    /// Return and parameter types in terms of the template parameters.
    pub ret: MangleType,
    pub params: Vec<MangleType>,
    /// cv-qualifiers of a member function template.
    pub cv: Cv,
}

impl Walk<'_> {
    /// `template<...> R f(P...) { }`: remembered for its instantiations. A definition that
    /// cannot be modelled is an error only when something instantiates it.
    pub(super) fn function_template(&mut self, params: &[TemplateParam], f: &FunctionDef, cx: &Cx) {
        let Some(name) = f.declarator.name() else { return };
        let Some((path, UnqualKind::Plain(seg))) = self.entity_path(name, cx) else { return };
        if seg.template_args.is_some() {
            return; // a partial specialization's syntax: not a function template
        }
        let Some(template_params) = self.template_params(params, cx) else { return };
        let Some((layer_params, quals)) = function_layer(&f.declarator) else { return };
        let mut inner = Cx { path: path.clone(), template_params: template_params.clone(), ..cx.clone() };
        inner.fn_params = layer_params.params.iter().map(|p| p.declarator.name().and_then(|q| self.plain(q)).unwrap_or_default()).collect();
        let Some(base) = self.spec_type(&f.specs, &inner) else { return };
        let (ret, params) = match self.declarator_type(base, &f.declarator, &inner) {
            Some(MangleType::Function { ret, params, .. }) => (*ret, params),
            Some(MangleType::Prototype(p)) => (p.ret, p.params),
            _ => return,
        };
        let params: Vec<MangleType> = params.into_iter().map(adjust_param).collect();
        self.function_templates.push(FunctionTemplate {
            path,
            name: self.tok(seg.tok).to_string(),
            kinds: template_params.into_iter().map(|(_, k)| k).collect(),
            ret,
            params,
            cv: self.cv(&quals.cv),
        });
    }

    /// The function template a name written at `cx` refers to, looked up outwards (members of
    /// an unnamed namespace are visible in its parent); the latest definition wins.
    pub(super) fn find_function_template(&self, q: &QualName, cx: &Cx) -> Option<FunctionTemplate> {
        let (path, UnqualKind::Plain(seg)) = self.entity_path(q, cx)? else { return None };
        let name = self.tok(seg.tok);
        // An unqualified name is looked up outwards; a qualified one names its own scope.
        let lowest = if q.scopes.is_empty() && !q.global { 0 } else { path.len() };
        for base in (lowest..=path.len()).rev() {
            let scope = &path[..base];
            let mut anonymous = scope.to_vec();
            anonymous.push(Seg::Anonymous);
            let found = self.function_templates.iter().rev().find(|t| t.name == name && (t.path == scope || t.path == anonymous));
            if let Some(t) = found {
                return Some(t.clone());
            }
        }
        None
    }

    /// An explicit instantiation or specialization of a function template: `name` as
    /// written (its template arguments, if any) and the declaration's parameter types.
    /// Returns false when no function template of that name is known.
    pub(super) fn instantiate_function_template(&mut self, name: &QualName, params: &ParamClause, cx: &Cx) -> bool {
        let Some(t) = self.find_function_template(name, cx) else { return false };
        let explicit = match &name.last {
            UnqualKind::Plain(NameSeg { template_args: Some(args), .. }) => self.explicit_args(args, &t.kinds, cx),
            _ => Some(vec![None; t.kinds.len()]),
        };
        let scope_cx = Cx { path: t.path.clone(), ..cx.clone() };
        let (Some(explicit), Some(types)) = (explicit, self.param_types(params, &scope_cx)) else {
            self.errors.push(format!("cannot model the explicit instantiation `{}`", self.spelled(name.range)));
            return true;
        };
        let types: Vec<Option<MangleType>> = types.into_iter().map(Some).collect();
        let Some(args) = deduce::deduce(&t.kinds, &[], explicit, &t.params, &types) else {
            self.errors.push(format!("cannot deduce the template arguments of `{}`", self.spelled(name.range)));
            return true;
        };
        // A constructor template's specializations are constructors (C1, C2 and their
        // comdat name), without a return type.
        let ctor = matches!(t.path.last(), Some(Seg::Class(c)) if *c == t.name);
        let kinds: Vec<NameKind> = if ctor {
            ["C1", "C2", "C5"].iter().map(|c| NameKind::Constructor(c.to_string())).collect()
        } else {
            vec![NameKind::Identifier(t.name.clone())]
        };
        for kind in kinds {
            let specialization = MangleName {
                scopes: self.scopes(&t.path),
                kind,
                template_args: args.clone(),
                params: Some(t.params.clone()),
                ret: (!ctor).then(|| t.ret.clone()),
                cv: t.cv,
                internal: false,
            };
            self.push(&specialization);
        }
        true
    }

    /// One explicit template argument for a parameter of kind `kind`.
    pub(super) fn template_arg_for(&self, a: &ast::TemplateArg, kind: &TemplateParamKind, cx: &Cx) -> Option<TemplateArg> {
        let expr = match a {
            ast::TemplateArg::Expr(e) => Some(e),
            ast::TemplateArg::Ambig(_, e) => Some(&**e),
            _ => None,
        };
        match kind {
            TemplateParamKind::Type | TemplateParamKind::TypePack => self.template_args(std::slice::from_ref(a), &[None], cx)?.pop(),
            TemplateParamKind::NonType(code) | TemplateParamKind::NonTypePack(code) => self.template_args(std::slice::from_ref(a), &[Some(code.clone())], cx)?.pop(),
            TemplateParamKind::Value(ty) => self.value_arg(expr?, ty, cx),
            TemplateParamKind::Template => {
                let q = match a {
                    ast::TemplateArg::Expr(ast::Expr::Name(q)) => q.clone(),
                    ast::TemplateArg::Type(t) => match t.specs.as_slice() {
                        [DeclSpec::Type(TypeSpec::Named(q))] if matches!(t.declarator, Declarator::Name { name: None, .. }) => q.clone(),
                        _ => return None,
                    },
                    ast::TemplateArg::Ambig(t, _) => match t.specs.as_slice() {
                        [DeclSpec::Type(TypeSpec::Named(q))] if matches!(t.declarator, Declarator::Name { name: None, .. }) => q.clone(),
                        _ => return None,
                    },
                    _ => return None,
                };
                let MangleType::Named(named) = self.class_template_name(&q, cx)? else { return None };
                Some(TemplateArg::Template(named))
            }
        }
    }

    /// A non-type argument of enumeration or pointer type: an enumerator, `nullptr`, or the
    /// address of a namespace-scope function or variable (`&f`, `f`, `&v`).
    pub(super) fn value_arg(&self, e: &ast::Expr, ty: &MangleType, cx: &Cx) -> Option<TemplateArg> {
        let e = match e {
            ast::Expr::Paren(inner, _) => &**inner,
            other => other,
        };
        if matches!(e, ast::Expr::Literal(t) if self.tok(*t) == "nullptr") {
            return Some(TemplateArg::Expr(SigExpr::NullPointer(ty.clone())));
        }
        if let ast::Expr::Name(q) = e {
            if let Some(value) = self.find_enumerator(q, cx) {
                return Some(TemplateArg::Expr(SigExpr::Literal { ty: ty.clone(), value }));
            }
        }
        // `(E)42`, `static_cast<E>(42)`: a value of the parameter's enumeration type.
        if let ast::Expr::Cast(ast::CastKind::CStyle | ast::CastKind::Static, target, inner, _) = e {
            if self.enums.contains(ty) && self.type_id(target, cx).as_ref() == Some(ty) {
                let (value, _) = self.eval(inner, cx)?;
                return Some(TemplateArg::Expr(SigExpr::Literal { ty: ty.clone(), value }));
            }
        }
        // A reference parameter binds the entity itself: `L <mangled-name> E`, no `&`.
        let by_reference = matches!(ty, MangleType::LValueRef(_) | MangleType::RValueRef(_));
        if by_reference && !matches!(e, ast::Expr::Name(_)) {
            return None;
        }
        let q = match e {
            ast::Expr::Unary(op, inner, _) if self.tok(*op) == "&" => match &**inner {
                ast::Expr::Name(q) => q,
                _ => return None,
            },
            ast::Expr::Name(q) => q,
            _ => return None,
        };
        let (path, value_type) = self.find_value_path(q, cx)?;
        let (last, scope) = path.split_last()?;
        let params = match value_type {
            MangleType::Function { params, .. } => Some(params),
            _ => None,
        };
        let anonymous = path.contains(&Seg::Anonymous);
        let entity = MangleName {
            scopes: self.scopes(scope),
            kind: NameKind::Identifier(seg_name(last)?.to_string()),
            template_args: vec![],
            params,
            ret: None,
            cv: Cv::default(),
            internal: self.internal_values.contains(&path) && !anonymous,
        };
        let declaration = SigExpr::Declaration(Box::new(entity));
        if by_reference {
            return Some(TemplateArg::Expr(declaration));
        }
        Some(TemplateArg::Expr(SigExpr::Operator { spelling: "&".into(), operands: vec![declaration] }))
    }

    /// The value of an enumerator named at `cx`.
    fn find_enumerator(&self, q: &QualName, cx: &Cx) -> Option<i128> {
        self.lookup_outwards(q, cx, |path| self.enumerator_values.get(path).copied())
    }

    /// An enumerator named at `cx`: its enumeration's type and its value.
    pub(super) fn enumerator_typed(&self, q: &QualName, cx: &Cx) -> Option<(MangleType, i128)> {
        self.lookup_outwards(q, cx, |path| {
            let value = *self.enumerator_values.get(path)?;
            let ty = match self.values.get(path) {
                Some(t) => t.clone(),
                // A scoped enumerator lives in its enumeration's scope.
                None => match path.split_last()?.1.last()? {
                    Seg::Class(_) => self.class_type(&path[..path.len() - 1], vec![]),
                    _ => return None,
                },
            };
            Some((ty, value))
        })
    }

    /// A namespace-scope function or variable named at `cx`: its path (name last) and type.
    fn find_value_path(&self, q: &QualName, cx: &Cx) -> Option<(Vec<Seg>, MangleType)> {
        self.lookup_outwards(q, cx, |path| self.values.get(path).map(|t| (path.to_vec(), t.clone())))
    }

    /// A class template named without arguments (a template template argument).
    fn class_template_name(&self, q: &QualName, cx: &Cx) -> Option<MangleType> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        if seg.template_args.is_some() {
            return None;
        }
        let mut written = self.written_qualifier(q)?;
        written.push(self.tok(seg.tok).to_string());
        let start = if q.global { 0 } else { cx.path.len() };
        for base in (0..=start).rev() {
            let Some(scope) = self.resolve_scope(&cx.path[..base], &written[..written.len() - 1]) else { continue };
            let Some(mut path) = self.find_class(&scope, written.last()?) else { continue };
            if let Some(Known::Type { template_params: Some(_) }) = self.registry.get(&path) {
                let name = seg_name(path.last()?)?.to_string();
                path.pop();
                return Some(MangleType::Named(QualifiedName { scopes: self.scopes(&path), name, template_args: vec![] }));
            }
        }
        None
    }

    /// An expression in a template's signature (a template argument or `decltype` operand)
    /// that depends on its parameters: names of function parameters (`fp_`), non-type
    /// template parameters (`T_`), literals, and operators over them.
    pub(super) fn dependent_expr(&self, e: &ast::Expr, cx: &Cx) -> Option<SigExpr> {
        Some(match e {
            ast::Expr::Paren(inner, _) => return self.dependent_expr(inner, cx),
            ast::Expr::Literal(t) => {
                let ty = literal_type(self.tokens.get(*t as usize)?.kind, self.tok(*t))?;
                SigExpr::Literal { ty, value: self.int_value(e)? }
            }
            ast::Expr::Name(q) => {
                let name = self.plain(q)?;
                if let Some(i) = cx.fn_params.iter().position(|p| *p == name) {
                    SigExpr::FunctionParam(i as u32)
                } else {
                    let i = cx.template_params.iter().rposition(|(n, k)| *n == name && !matches!(k, TemplateParamKind::Type | TemplateParamKind::TypePack | TemplateParamKind::Template))?;
                    SigExpr::TemplateParam(i as u32)
                }
            }
            ast::Expr::Unary(op, inner, _) => SigExpr::Operator { spelling: self.tok(*op).to_string(), operands: vec![self.dependent_expr(inner, cx)?] },
            ast::Expr::Binary(op, a, b, _) => {
                SigExpr::Operator { spelling: self.op(*op).to_string(), operands: vec![self.dependent_expr(a, cx)?, self.dependent_expr(b, cx)?] }
            }
            ast::Expr::SizeofType(t, _) => SigExpr::SizeofType(self.type_id(t, cx)?),
            _ => return None,
        })
    }
}
