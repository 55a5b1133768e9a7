//! Class templates in `cufe symbols`: a class template's definition is remembered with its
//! members (functions defined in the body or declared there and defined outside with
//! `template<...> R C<T...>::f(...) {}`, static data members defined outside, member
//! templates). An explicit instantiation `template struct C<int, 3>;` defines every member
//! defined so far (not the member templates), named in the specialization's scope
//! (`N1CIiLi3EE`); constructors and destructors come as the complete and base object
//! variants plus g++'s comdat group name (`C5`, `D5`), which `nm` lists. An explicit
//! instantiation of a member template (`template void C<int>::g<char>(char);`) defines that
//! one specialization, its parameters written in terms of its own template parameters
//! (`T_`) with the class's arguments substituted; one of a single member
//! (`template void C<int>::f(int);`, `template int C<int>::s;`) defines that member.

use super::*;

/// A member of a class template.
#[derive(Clone, Debug)]
pub(super) struct TemplateMember {
    /// The identifier; the class's name for a constructor, `~` for the destructor.
    pub name: String,
    /// Parameter types (class parameters as `T_` by position, a member template's own after
    /// them); `None` for a static data member.
    pub params: Option<Vec<MangleType>>,
    pub ret: MangleType,
    pub cv: Cv,
    pub defined: bool,
    /// A member template's own parameter kinds.
    pub own_kinds: Option<Vec<TemplateParamKind>>,
}

#[derive(Clone, Debug)]
pub(super) struct ClassTemplate {
    /// The class's path (its name last).
    pub path: Vec<Seg>,
    pub kinds: Vec<TemplateParamKind>,
    pub members: Vec<TemplateMember>,
}

impl Walk<'_> {
    /// `template<...> struct C { ... };`: the members, in terms of the parameters.
    pub(super) fn record_class_template(&mut self, params: &[TemplateParam], c: &ClassSpec, path: &[Seg], cx: &Cx) {
        let Some(template_params) = self.template_params(params, cx) else { return };
        let inner = Cx { path: path.to_vec(), template_params: template_params.clone(), ..cx.clone() };
        let class_name = seg_name(path.last().unwrap_or(&Seg::Anonymous)).unwrap_or("").to_string();
        let mut members = Vec::new();
        for m in &c.members {
            let Member::Decl(d) = m else { continue };
            // A member with a trailing requires-clause exists only in the specializations
            // that satisfy it, which cufe does not judge: it is left out.
            let constrained = match d {
                Decl::Function(f) => function_layer(&f.declarator).is_some_and(|(_, q)| q.requires.is_some()),
                Decl::Simple(s) => s.declarators.iter().any(|i| function_layer(&i.declarator).is_some_and(|(_, q)| q.requires.is_some())),
                _ => false,
            };
            if constrained {
                continue;
            }
            match d {
                Decl::Simple(s) => {
                    let is_static = self.keyword(&s.specs, "static");
                    for init in &s.declarators {
                        if let Some(m) = self.template_member(&s.specs, &init.declarator, is_static, false, None, &class_name, &inner) {
                            members.push(m);
                        }
                    }
                }
                Decl::Function(f) => members.extend(self.template_member(&f.specs, &f.declarator, false, true, None, &class_name, &inner)),
                Decl::Template { params: own, decl, .. } => {
                    let Some(own_params) = self.template_params(own, &inner) else { continue };
                    let mut nested = inner.clone();
                    nested.template_params.extend(own_params.iter().cloned());
                    let own_kinds: Vec<TemplateParamKind> = own_params.into_iter().map(|(_, k)| k).collect();
                    let (specs, declarator, defined) = match &**decl {
                        Decl::Function(f) => (&f.specs, &f.declarator, true),
                        Decl::Simple(s) if s.declarators.len() == 1 => (&s.specs, &s.declarators[0].declarator, false),
                        _ => continue,
                    };
                    members.extend(self.template_member(specs, declarator, false, defined, Some(own_kinds), &class_name, &nested));
                }
                _ => {}
            }
        }
        let kinds = template_params.into_iter().map(|(_, k)| k).collect();
        self.class_templates.retain(|t| t.path != path);
        self.class_templates.push(ClassTemplate { path: path.to_vec(), kinds, members });
    }

    #[allow(clippy::too_many_arguments)]
    fn template_member(&self, specs: &[DeclSpec], d: &Declarator, is_static: bool, defined: bool, own_kinds: Option<Vec<TemplateParamKind>>, class_name: &str, cx: &Cx) -> Option<TemplateMember> {
        let name = d.name()?;
        let ident = match &name.last {
            UnqualKind::Plain(seg) => self.tok(seg.tok).to_string(),
            UnqualKind::Destructor(_) => "~".to_string(),
            _ => return None,
        };
        match function_layer(d) {
            Some((params, quals)) => {
                let params = self.param_types(params, cx)?;
                let ret = if ident == class_name || ident == "~" {
                    MangleType::Builtin("v".into())
                } else {
                    match self.declarator_type(self.spec_type(specs, cx)?, d, cx)? {
                        MangleType::Function { ret, .. } => *ret,
                        MangleType::Prototype(p) => p.ret,
                        _ => return None,
                    }
                };
                Some(TemplateMember { name: ident, params: Some(params), ret, cv: self.cv(&quals.cv), defined, own_kinds })
            }
            // A `constexpr` or `inline` static data member is defined in its class (C++17).
            None if is_static => {
                let inline = self.keyword(specs, "constexpr") || self.keyword(specs, "inline");
                Some(TemplateMember { name: ident, params: None, ret: MangleType::Builtin("v".into()), cv: Cv::default(), defined: inline, own_kinds: None })
            }
            None => None,
        }
    }

    /// The class template a qualified name's last scope names (`N::C<T, N>::`), with the
    /// template arguments written there.
    fn template_scope<'q>(&self, q: &'q QualName, cx: &Cx) -> Option<(usize, &'q [ast::TemplateArg])> {
        let (last, before) = q.scopes.split_last()?;
        let ast::Scope::Name(seg) = last else { return None };
        let args = seg.template_args.as_deref()?;
        let written: Vec<String> = before
            .iter()
            .map(|s| match s {
                ast::Scope::Name(n) if n.template_args.is_none() => Some(self.tok(n.tok).to_string()),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let name = self.tok(seg.tok);
        let start = if q.global { 0 } else { cx.path.len() };
        for base in (0..=start).rev() {
            let Some(scope) = self.resolve_scope(&cx.path[..base], &written) else { continue };
            let Some(path) = self.find_class(&scope, name) else { continue };
            if let Some(i) = self.class_templates.iter().position(|t| t.path == path) {
                return Some((i, args));
            }
        }
        None
    }

    /// `template<...> R C<T...>::member(...) {}` or `template<...> T C<T...>::s = v;`:
    /// marks the member defined. Returns false when the name is no class template member.
    pub(super) fn class_template_member_definition(&mut self, name: &QualName, params: Option<&ParamClause>, cv: Cv, cx: &Cx) -> bool {
        let Some((i, _)) = self.template_scope(name, cx) else { return false };
        let class_name = seg_name(self.class_templates[i].path.last().unwrap_or(&Seg::Anonymous)).unwrap_or("").to_string();
        let ident = match &name.last {
            UnqualKind::Plain(seg) => self.tok(seg.tok).to_string(),
            UnqualKind::Destructor(_) => "~".to_string(),
            _ => return false,
        };
        let count = params.map(|p| p.params.iter().filter(|p| !(p.specs.len() == 1 && matches!(p.declarator, Declarator::Name { name: None, .. }) && matches!(&p.specs[0], DeclSpec::Builtin(t) if self.tok(*t) == "void"))).count());
        let found = self.class_templates[i].members.iter_mut().find(|m| {
            m.name == ident && m.own_kinds.is_none() && m.params.as_ref().map(|p| p.len()) == count && (m.cv == cv || count.is_none())
        });
        match found {
            Some(m) => m.defined = true,
            None => self.errors.push(format!("no member `{ident}` of class template `{class_name}` to define")),
        }
        true
    }

    /// `template struct C<A...>;`: every member defined so far.
    pub(super) fn instantiate_class_template(&mut self, q: &QualName, cx: &Cx) {
        let UnqualKind::Plain(seg) = &q.last else { return };
        let (Some(args), Some(path)) = (&seg.template_args, self.class_path_of(q, cx)) else { return };
        let Some(t) = self.class_templates.iter().find(|t| t.path == path).cloned() else {
            self.errors.push(format!("no class template for `{}`", self.spelled(q.range)));
            return;
        };
        if self.partially_specialized.contains(&path) {
            self.errors.push(format!("`{}`: a class template with partial specializations is not modelled", self.spelled(q.range)));
            return;
        }
        // The arguments written, then the template's defaults for the rest.
        // A pack given no arguments is empty (`Tup<>`).
        let given = self.explicit_args(args, &t.kinds, cx).map(|a| {
            a.into_iter().zip(&t.kinds).map_while(|(a, k)| a.or_else(|| k.is_pack().then(|| TemplateArg::Pack(vec![])))).collect::<Vec<_>>()
        });
        let registered = match self.registry.get(&path) {
            Some(Known::Type { template_params: Some(kinds) }) => Some(kinds.clone()),
            _ => None,
        };
        let args = match (given, registered) {
            (Some(given), Some(kinds)) if given.len() < t.kinds.len() && !t.kinds.iter().any(|k| k.is_pack()) => self.with_defaults(&path, given, &kinds),
            (Some(given), _) if given.len() == t.kinds.len() || t.kinds.iter().any(|k| k.is_pack()) => Some(given),
            _ => None,
        };
        let Some(args) = args.filter(|a| a.len() == t.kinds.len()) else {
            self.errors.push(format!("cannot model the template arguments of `{}`", self.spelled(q.range)));
            return;
        };
        for m in t.members.iter().filter(|m| m.defined && m.own_kinds.is_none()) {
            self.emit_template_member(&path, &args, m);
        }
    }

    /// One member (not a member template) of the specialization `path<args>`.
    fn emit_template_member(&mut self, path: &[Seg], args: &[TemplateArg], m: &TemplateMember) {
        let class_name = seg_name(path.last().unwrap_or(&Seg::Anonymous)).unwrap_or("").to_string();
        {
            let kinds: Vec<NameKind> = if m.name == class_name {
                ["C1", "C2", "C5"].iter().map(|c| NameKind::Constructor(c.to_string())).collect()
            } else if m.name == "~" {
                ["D1", "D2", "D5"].iter().map(|c| NameKind::Destructor(c.to_string())).collect()
            } else {
                vec![NameKind::Identifier(m.name.clone())]
            };
            let params = match &m.params {
                Some(p) => match deduce::substitute_params(p, args) {
                    Some(p) => Some(p),
                    None => {
                        self.errors.push(format!("cannot substitute the parameters of `{}`", m.name));
                        return;
                    }
                },
                None => None,
            };
            for kind in kinds {
                let name = MangleName { scopes: self.specialization_scopes(path, args), kind, template_args: vec![], params: params.clone(), ret: None, cv: m.cv, internal: false };
                self.push(&name);
            }
        }
    }

    /// `template R C<A...>::g<B...>(P...);`: one specialization of a member template.
    /// Returns false when the name is no member of a class template specialization.
    pub(super) fn instantiate_member_template(&mut self, q: &QualName, cx: &Cx) -> bool {
        let Some((i, class_args)) = self.template_scope(q, cx) else { return false };
        let t = self.class_templates[i].clone();
        let UnqualKind::Plain(seg) = &q.last else { return true };
        let ident = self.tok(seg.tok).to_string();
        if seg.template_args.is_none() {
            // `template void C<int>::f(int);`, `template int C<int>::s;`: one member.
            let member = t.members.iter().find(|m| m.name == ident && m.own_kinds.is_none() && m.defined);
            let args = self.explicit_args(class_args, &t.kinds, cx).and_then(|a| a.into_iter().collect::<Option<Vec<_>>>());
            match (member, args) {
                (Some(m), Some(args)) => self.emit_template_member(&t.path, &args, m),
                _ => self.errors.push(format!("cannot model the explicit instantiation `{}`", self.spelled(q.range))),
            }
            return true;
        }
        let Some(m) = t.members.iter().find(|m| m.name == ident && m.own_kinds.is_some()) else {
            self.errors.push(format!("no member template `{ident}`"));
            return true;
        };
        let own_kinds = m.own_kinds.clone().unwrap_or_default();
        let class_args = self.explicit_args(class_args, &t.kinds, cx).and_then(|a| a.into_iter().collect::<Option<Vec<_>>>());
        let own_args = seg.template_args.as_ref().and_then(|a| self.explicit_args(a, &own_kinds, cx)).and_then(|a| a.into_iter().collect::<Option<Vec<_>>>());
        let (Some(class_args), Some(own_args)) = (class_args, own_args) else {
            self.errors.push(format!("cannot model the explicit instantiation `{}`", self.spelled(q.range)));
            return true;
        };
        // The class's parameters become its arguments; the member's own stay `T_`, renumbered.
        let mut args = class_args.clone();
        args.extend((0..own_kinds.len()).map(|j| TemplateArg::Type(MangleType::TemplateParam(j as u32))));
        let (Some(params), Some(ret)) = (m.params.as_ref().and_then(|p| deduce::substitute_params(p, &args)), deduce::substitute(&m.ret, &args)) else {
            self.errors.push(format!("cannot substitute the signature of `{ident}`"));
            return true;
        };
        let name = MangleName {
            scopes: self.specialization_scopes(&t.path, &class_args),
            kind: NameKind::Identifier(ident),
            template_args: own_args,
            params: Some(params),
            ret: Some(ret),
            cv: m.cv,
            internal: false,
        };
        self.push(&name);
        true
    }

    /// The scopes of a member of the specialization `path<args>`.
    fn specialization_scopes(&self, path: &[Seg], args: &[TemplateArg]) -> Vec<Scope> {
        let mut scopes = self.scopes(path);
        if let Some(Scope::Class { template_args, .. }) = scopes.last_mut() {
            *template_args = args.to_vec();
        }
        scopes
    }

    /// The path of the class a name (with or without template arguments) written at `cx`
    /// names.
    fn class_path_of(&self, q: &QualName, cx: &Cx) -> Option<Vec<Seg>> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        let written = self.written_qualifier(q)?;
        let start = if q.global { 0 } else { cx.path.len() };
        for base in (0..=start).rev() {
            let Some(scope) = self.resolve_scope(&cx.path[..base], &written) else { continue };
            if let Some(path) = self.find_class(&scope, self.tok(seg.tok)) {
                return Some(path);
            }
        }
        None
    }
}
