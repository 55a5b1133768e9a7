//! The walk over the declarations: dispatches each declaration (namespaces, linkage blocks,
//! simple declarations, typedefs, function bodies and their statements) to the builders of
//! the entries it produces.

use super::*;

impl<'a> Builder<'a> {
    pub(super) fn decl(&mut self, d: &Decl, scope: usize, ctx: Ctx) {
        if ctx.depth > MAX_NESTING {
            return;
        }
        let inner = Ctx {
            depth: ctx.depth + 1,
            ..ctx
        };
        match d {
            Decl::Namespace {
                name, decls, attrs, ..
            } => {
                let s = self.namespace(name.as_ref().copied(), !attrs.is_empty(), scope, ctx);
                let anonymous_ns = ctx.anonymous_ns || name.is_none();
                decls.iter().for_each(|d| {
                    self.decl(
                        d,
                        s,
                        Ctx {
                            anonymous_ns,
                            ..inner
                        },
                    )
                });
            }
            Decl::Linkage { lang, decls, .. } => {
                let extern_c = self.tok(*lang).trim_matches('"') == "C";
                decls
                    .iter()
                    .for_each(|d| self.decl(d, scope, Ctx { extern_c, ..inner }));
            }
            Decl::Function(f) => self.function_def(f, scope, inner),
            Decl::Simple(s) => self.simple(s, scope, inner),
            Decl::Alias { name, ty, .. } => {
                let target = self.type_id_of(ty, scope);
                self.typedef(*name, target, scope, ctx);
                if let Some(&t) = self.scopes[scope].type_names.get(self.tok(*name)) {
                    self.alias_types.insert(t);
                }
            }
            // Function templates: their prototype routine. Class and variable templates, and
            // the rest, are not displayed yet.
            Decl::Template { params, decl, .. } if self.is_function_template(decl) => {
                let names = self.template_parameter_types(params);
                self.template_params.push(names);
                self.decl(decl, scope, Ctx { template: true, ..inner });
                self.template_params.pop();
            }
            // A class template: its prototype (the class with the parameters as arguments).
            // Explicit specializations are not displayed yet.
            Decl::Template { params, decl, .. }
                if matches!(&**decl, Decl::Simple(s) if s.specs.iter().any(|sp| matches!(sp, DeclSpec::Type(TypeSpec::Class(_))))) =>
            {
                match self.template_arguments_spelling(params) {
                    Some(args) if !params.is_empty() => {
                        if let Decl::Simple(s) = &**decl {
                            if let Some(c) = s.specs.iter().find_map(|sp| match sp {
                                DeclSpec::Type(TypeSpec::Class(c)) => Some(c),
                                _ => None,
                            }) {
                                if let Some(UnqualKind::Plain(seg)) = c.name.as_ref().map(|q| &q.last) {
                                    let key = (scope, self.tok(seg.tok).to_string());
                                    self.class_template_defs.insert(key, std::rc::Rc::new(((**c).clone(), params.clone())));
                                }
                            }
                        }
                        let names = self.template_parameter_types(params);
                        self.template_params.push(names);
                        self.nontype_template_params.push(self.nontype_parameter_names(params));
                        self.class_template_args = Some(args);
                        self.decl(decl, scope, Ctx { template: true, ..inner });
                        self.class_template_args = None;
                        self.nontype_template_params.pop();
                        self.template_params.pop();
                    }
                    _ => {
                        // An explicit specialization (`template <> struct W<char>`) is what its
                        // uses name: a class of its own, never instantiated from the template.
                        let explicit = params.is_empty();
                        let mut shown = false;
                        if let Decl::Simple(s) = &**decl {
                            for sp in &s.specs {
                                if let DeclSpec::Type(TypeSpec::Class(c)) = sp {
                                    let Some(q) = &c.name else { continue };
                                    let spelled = self.spell_qual(q);
                                    let simple_name = matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_some());
                                    if explicit && simple_name && q.scopes.is_empty() {
                                        self.class_specialization = Some(spelled.clone());
                                        self.explicit_specialization = true;
                                        let before = self.classes.len();
                                        self.class(c, scope, inner);
                                        self.class_specialization = None;
                                        self.explicit_specialization = false;
                                        let ty = self.classes.get(before).map(|c| c.ty);
                                        shown = ty.is_some();
                                        self.used_specializations.insert(spelled, ty);
                                    } else {
                                        self.used_specializations.insert(spelled, None);
                                    }
                                }
                            }
                        }
                        if !shown {
                            self.undisplayed(scope, false)
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// A function template's declaration: a definition, or a declaration whose declarators
    /// are all functions (and which defines no class).
    fn is_function_template(&self, d: &Decl) -> bool {
        match d {
            Decl::Function(_) => true,
            Decl::Simple(s) => {
                !s.declarators.is_empty()
                    && s.declarators.iter().all(|i| i.declarator.function_params().is_some())
                    && !s.specs.iter().any(|sp| matches!(sp, DeclSpec::Type(TypeSpec::Class(_) | TypeSpec::Enum(_))))
            }
            _ => false,
        }
    }

    /// The prototype's template arguments as the reference spells them (`<T#(1,1), N>`): type
    /// parameters by their `T#(depth,index)` name, non-type ones by name; `None` for template
    /// template parameters and unnamed parameters.
    fn template_arguments_spelling(&self, params: &[TemplateParam]) -> Option<String> {
        let depth = self.template_params.len() + 1;
        let mut args = vec![];
        for (i, p) in params.iter().enumerate() {
            match p {
                TemplateParam::Type { name: Some(tok), pack: false, .. } => {
                    args.push(format!("{}#({depth},{})", self.tok(*tok), i + 1))
                }
                TemplateParam::NonType(param) => match param.declarator.name().map(|q| &q.last) {
                    Some(UnqualKind::Plain(seg)) if !param.declarator.is_pack() => args.push(self.tok(seg.tok).to_string()),
                    _ => return None,
                },
                _ => return None,
            }
        }
        Some(format!("<{}>", args.join(", ")))
    }

    /// The names of a template's non-type parameters.
    fn nontype_parameter_names(&self, params: &[TemplateParam]) -> Vec<String> {
        params
            .iter()
            .filter_map(|p| match p {
                TemplateParam::NonType(param) => match param.declarator.name().map(|q| &q.last) {
                    Some(UnqualKind::Plain(seg)) => Some(self.tok(seg.tok).to_string()),
                    _ => None,
                },
                _ => None,
            })
            .collect()
    }

    /// The reference names a template's type parameters `T#(depth,index)` (both from 1; the
    /// index counts every parameter).
    fn template_parameter_types(&mut self, params: &[TemplateParam]) -> HashMap<String, TypeIx> {
        let depth = self.template_params.len() + 1;
        let mut map = HashMap::new();
        for (i, p) in params.iter().enumerate() {
            if let TemplateParam::Type { name: Some(tok), .. } = p {
                let name = self.tok(*tok).to_string();
                let ty = self.intern(TypeNode::Unknown(format!("{name}#({depth},{})", i + 1)));
                map.insert(name, ty);
            }
        }
        map
    }

    pub(super) fn typedef(&mut self, tok: u32, target: TypeIx, scope: usize, ctx: Ctx) {
        let name = self.tok(tok).to_string();
        let Some(ty) = self.typedef_entry(&name, target, scope) else { return };
        let named = self.named(tok, scope, ctx, "no", false);
        self.typedef_names.insert(ty, named);
    }

    /// The type entry of a typedef `name` of `target` declared in `scope`, listed in the
    /// scope's types and names; `None` when the same typedef was already declared.
    pub(super) fn typedef_entry(&mut self, name: &str, target: TypeIx, scope: usize) -> Option<TypeIx> {
        let q = format!("{}{name}", self.qualifier(scope));
        let (ty, new) = self.types.intern(TypeNode::Typedef(q, target));
        if !new {
            return None;
        }
        let id = self.id();
        self.type_ids.push(id);
        let desc = Desc::Text(self.types.spell(ty));
        self.scopes[scope].types.push(EntryRef { scope: Scope::File, kind: "type", id, desc });
        self.scopes[scope].type_names.insert(name.to_string(), ty);
        Some(ty)
    }

    pub(super) fn simple(&mut self, s: &SimpleDecl, scope: usize, ctx: Ctx) {
        for spec in &s.specs {
            match spec {
                DeclSpec::Type(TypeSpec::Class(c)) => {
                    // `typedef struct { ... } Anon;`: the class is named by the typedef.
                    if c.name.is_none() && self.has_keyword(&s.specs, "typedef") {
                        self.class_typedef_name = s.declarators.first().and_then(|i| match &i.declarator {
                            Declarator::Name { name: Some(q), .. } => match &q.last {
                                UnqualKind::Plain(seg) => Some(seg.tok),
                                _ => None,
                            },
                            _ => None,
                        });
                    }
                    self.class(c, scope, ctx);
                    self.class_typedef_name = None;
                }
                DeclSpec::Type(TypeSpec::Enum(e)) if e.has_body => self.enum_decl(e, scope, ctx),
                _ => {}
            }
        }
        let is_typedef = self.has_keyword(&s.specs, "typedef");
        let base = self.specifier_type(&s.specs, scope);
        for init in &s.declarators {
            let d = &init.declarator;
            let Some(name) = d.name() else {
                // An unnamed bit-field (`unsigned : 0;`) is a field without a name, at its `:`.
                if ctx.access.is_some() && matches!(init.init, Some(Initializer::BitField(_))) {
                    if let Some(colon) = (init.range.lo..init.range.hi).find(|&t| self.tok(t) == ":") {
                        let ty = self.declarator_type(base, d, scope);
                        self.field(colon, ty, scope, ctx, has_attrs(&s.specs, d));
                        if let Some(f) = self.fields.last_mut() {
                            f.named.name.clear();
                        }
                    }
                }
                continue;
            };
            if !name.scopes.is_empty() {
                // The out-of-class definition of a static data member completes the member
                // its class declared; other qualified declarations are not displayed yet.
                if let (UnqualKind::Plain(seg), None, false) = (&name.last, d.function_params(), is_typedef) {
                    if let Some(class_scope) = self.class_scope_of(name, scope) {
                        let member = (class_scope, self.tok(seg.tok).to_string());
                        if self.variable_keys.contains_key(&member) {
                            let ty = self.declarator_type(base, d, scope);
                            self.variable(&s.specs, d, seg.tok, ty, init.init.as_ref(), class_scope, ctx);
                        }
                    }
                }
                continue;
            }
            if d.function_params().is_some() && !is_typedef {
                if let Some(tok) = self.destructor_tok(&name.last) {
                    let base = match &name.last {
                        UnqualKind::Conversion(t) => self.type_id_of(t, scope),
                        _ => self.routine_specifier_type(&s.specs, scope),
                    };
                    let ty = self.declarator_type(base, d, scope);
                    self.routine(&s.specs, d, tok, ty, scope, false, ctx);
                    continue;
                }
            }
            let UnqualKind::Plain(seg) = &name.last else {
                if d.function_params().is_some() && !is_typedef {
                    self.undisplayed(scope, true); // conversion functions and literal operators
                }
                continue;
            };
            let base = if d.function_params().is_some() && !is_typedef {
                self.routine_specifier_type(&s.specs, scope)
            } else {
                base
            };
            let ty = self.declarator_type(base, d, scope);
            if is_typedef {
                self.typedef(seg.tok, ty, scope, ctx);
            } else if d.function_params().is_some() {
                self.routine(&s.specs, d, seg.tok, ty, scope, false, ctx);
            } else if ctx.access.is_some() && !self.has_keyword(&s.specs, "static") {
                self.field(seg.tok, ty, scope, ctx, has_attrs(&s.specs, d));
            } else {
                self.variable(&s.specs, d, seg.tok, ty, init.init.as_ref(), scope, ctx);
            }
        }
    }

    /// The scope of the class or namespace a qualified name's qualifier names (`A::B::` in
    /// `A::B::x`, `geo::` in `geo::Pt`), looked up from `scope`; `None` when a component is
    /// not a class or namespace cufe knows.
    pub(super) fn class_scope_of(&self, q: &QualName, scope: usize) -> Option<usize> {
        let mut cur: Option<usize> = None;
        for component in &q.scopes {
            let crate::syntax::ast::Scope::Name(seg) = component else { return None };
            if seg.template_args.is_some() {
                return None;
            }
            let name = self.tok(seg.tok);
            // A namespace (`geo::` in `geo::Pt`), looked up from `scope` outwards first.
            if let Some(ns) = self.namespace_named(name, cur, if q.global { self.global_scope } else { scope }) {
                cur = Some(ns);
                continue;
            }
            let ty = match cur {
                None if !q.global => self.lookup_type(scope, name)?,
                None => *self.scopes[self.global_scope].type_names.get(name)?,
                Some(c) => *self.scopes[c].type_names.get(name)?,
            };
            let id = *self.type_ids.get(ty)?;
            cur = Some(self.scopes.iter().position(|r| {
                r.kind == "sck_class_struct_union" && matches!(&r.assoc, Some((_, t)) if t.id == id)
            })?);
        }
        cur
    }

    /// The scope of the namespace `name`: a member of `within` when given, else found from
    /// `from` outwards.
    fn namespace_named(&self, name: &str, within: Option<usize>, from: usize) -> Option<usize> {
        let member_of = |s: usize| {
            self.namespaces
                .iter()
                .find(|n| n.named.as_ref().is_some_and(|x| x.name == name && x.parent_scope == s))
                .map(|n| n.scope)
        };
        if let Some(w) = within {
            return member_of(w);
        }
        let mut s = from;
        for _ in 0..MAX_NESTING {
            if let Some(found) = member_of(s) {
                return Some(found);
            }
            s = self.scopes[s].parent?;
        }
        None
    }

    /// A destructor's name starts at its `~` token, an operator function's at its `operator`
    /// keyword: that token (`entity_name` spells the name from it).
    pub(super) fn destructor_tok(&self, name: &UnqualKind) -> Option<u32> {
        match name {
            UnqualKind::Destructor(seg) if seg.tok > 0 && self.tok(seg.tok - 1) == "~" => Some(seg.tok - 1),
            UnqualKind::Operator { tokens, template_args: None } if tokens.lo > 0 && self.tok(tokens.lo - 1) == "operator" => {
                Some(tokens.lo - 1)
            }
            UnqualKind::Conversion(t) if t.range.lo > 0 && self.tok(t.range.lo - 1) == "operator" => Some(t.range.lo - 1),
            _ => None,
        }
    }

    /// The name of the entity declared at `tok`: the token, or `~X` from a destructor's `~`.
    pub(super) fn entity_name(&self, tok: u32) -> String {
        if self.tok(tok) == "operator" {
            // `operator+`, `operator()`, `operator[]`, `operator new[]`: up to the parameters.
            let mut op = String::new();
            let mut t = tok + 1;
            if self.tok(t) == "(" {
                op.push_str("()");
            } else {
                while (t as usize) < self.p.tokens.len() && self.tok(t) != "(" && op.len() < 16 {
                    op.push_str(self.tok(t));
                    t += 1;
                }
            }
            let word = op.starts_with(|c: char| c.is_ascii_alphabetic());
            format!("operator{}{op}", if word { " " } else { "" })
        } else if self.tok(tok) == "~" {
            format!("~{}", self.tok(tok + 1))
        } else {
            self.tok(tok).to_string()
        }
    }

    pub(super) fn has_keyword(&self, specs: &[DeclSpec], kw: &str) -> bool {
        specs
            .iter()
            .any(|s| matches!(s, DeclSpec::Keyword(t) if self.tok(*t) == kw))
    }

    pub(super) fn named(
        &self,
        tok: u32,
        scope: usize,
        ctx: Ctx,
        linkage: &'static str,
        has_attributes: bool,
    ) -> Named {
        Named {
            name: self.entity_name(tok),
            tok: Some(tok),
            parent_scope: scope,
            access: ctx.access,
            linkage,
            has_attributes,
        }
    }

    pub(super) fn block(&mut self, b: &Block, scope: usize, ctx: Ctx) {
        for s in &b.stmts {
            self.stmt(
                s,
                scope,
                Ctx {
                    depth: ctx.depth + 1,
                    ..ctx
                },
            );
        }
    }

    pub(super) fn stmt(&mut self, s: &Stmt, scope: usize, ctx: Ctx) {
        if ctx.depth > MAX_NESTING {
            return;
        }
        let inner = Ctx {
            depth: ctx.depth + 1,
            ..ctx
        };
        match s {
            Stmt::Decl(Decl::Simple(d)) => self.simple(d, scope, ctx),
            // A nested compound statement that declares something is a block scope of its own
            // (the reference makes none for blocks without declarations).
            Stmt::Block(b) => match ctx.function {
                Some((f, _)) if b.stmts.iter().any(|s| matches!(s, Stmt::Decl(_))) => {
                    let block_scope = self.new_scope(Scope::Func, Some(scope), "sck_block", None);
                    self.functions[f].block_scopes.push(block_scope);
                    self.block(b, block_scope, inner);
                }
                _ => self.block(b, scope, inner),
            },
            Stmt::If { then, els, .. } => {
                self.stmt(then, scope, inner);
                if let Some(e) = els {
                    self.stmt(e, scope, inner);
                }
            }
            // A `for` that declares its variable has a block scope holding it.
            Stmt::For { init, body, .. } if matches!(**init, Stmt::Decl(Decl::Simple(_))) && ctx.function.is_some() => {
                let Some((f, _)) = ctx.function else { return };
                let for_scope = self.new_scope(Scope::Func, Some(scope), "sck_block", None);
                self.functions[f].block_scopes.push(for_scope);
                self.stmt(init, for_scope, inner);
                self.stmt(body, for_scope, inner);
            }
            Stmt::While { body, .. }
            | Stmt::For { body, .. }
            | Stmt::RangeFor { body, .. }
            | Stmt::Switch { body, .. }
            | Stmt::DoWhile { body, .. } => self.stmt(body, scope, inner),
            Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => {
                self.stmt(stmt, scope, inner)
            }
            _ => {}
        }
    }

}

pub(super) fn has_attrs(specs: &[DeclSpec], d: &Declarator) -> bool {
    let mut any = specs.iter().any(|s| matches!(s, DeclSpec::Attr(_)));
    cuda::declarator_attrs(d, &mut |_| any = true);
    any
}

pub(super) fn has_template(d: &Decl) -> bool {
    match d {
        Decl::Template { .. } | Decl::ExplicitInstantiation { .. } => true,
        Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => {
            decls.iter().any(has_template)
        }
        _ => false,
    }
}
