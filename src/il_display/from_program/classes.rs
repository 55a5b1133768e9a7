//! Class, struct and union types: their members, access, base classes and the class
//! supplement (layout facts).

use super::*;

impl<'a> Builder<'a> {
    pub(super) fn class(&mut self, c: &ClassSpec, scope: usize, ctx: Ctx) {
        // A class template's prototype: named with its parameters as arguments.
        let template_args = self.class_template_args.take();
        let specialization = self.class_specialization.take();
        let explicit = std::mem::take(&mut self.explicit_specialization) && specialization.is_some();
        let typedef_name = self.class_typedef_name.take();
        let key = self.tok(c.key);
        let kind = match key {
            "class" => "tk_class",
            "union" => "tk_union",
            _ => "tk_struct",
        };
        let name_tok = c
            .name
            .as_ref()
            .filter(|q| q.scopes.is_empty())
            .and_then(|q| match &q.last {
                UnqualKind::Plain(seg) => Some(seg.tok),
                _ => None,
            });
        // A class named by its typedef is positioned at its `{`.
        let typedef_named = name_tok.is_none() && typedef_name.is_some();
        let simple = name_tok.or(typedef_name).map(|t| self.tok(t).to_string());
        let name_tok = if typedef_named { Some(c.body.lo) } else { name_tok };
        let qualified_name = match &specialization {
            Some(spelled) => format!("{}{spelled}", self.qualifier(scope)),
            None => format!(
                "{}{}{}",
                self.qualifier(scope),
                simple.clone().unwrap_or_else(|| "<unnamed>".into()),
                template_args.clone().unwrap_or_default()
            ),
        };
        if let (Some(n), Some(_)) = (&simple, &template_args) {
            self.class_templates.insert((scope, n.clone()));
        }
        let class_ix = self.types.classes.len();
        self.types.classes.push(ClassInfo {
            qualified_name,
            kind,
            field_types: vec![],
            layout_unknown: !c.bases.is_empty(),
            packed: self.has_packed_attribute(&c.attrs),
            dynamic_init: false,
            incomplete: false,
            template_prototype: template_args.is_some(),
            template_specialization: specialization.is_some(),
            explicit_specialization: explicit,
        });
        let bases_need_init = c.bases.iter().any(|b| {
            b.is_virtual
                || match &b.name {
                    TypeSpec::Named(q) => match &q.last {
                        UnqualKind::Plain(seg) => self
                            .lookup_type(scope, self.tok(seg.tok))
                            .is_some_and(|t| self.needs_dynamic_init(t)),
                        _ => false,
                    },
                    _ => false,
                }
        });
        self.types.classes[class_ix].dynamic_init = bases_need_init;
        let ty = self.intern(TypeNode::Class(class_ix));
        let type_ref = EntryRef {
            scope: Scope::File,
            kind: "type",
            id: self.type_ids[ty],
            desc: Desc::Text(self.types.spell(ty)),
        };
        if let Some(n) = &simple {
            // A specialization is not found by the template's name.
            if specialization.is_none() {
                self.scopes[scope].type_names.insert(n.clone(), ty);
            }
            self.scopes[scope].types.push(type_ref.clone());
        }
        // A class defined in a function body is local to it: no linkage, reached through it.
        let local_to = ctx.function.map(|(_, r)| r);
        let linkage = if local_to.is_some() {
            "no"
        } else if ctx.anonymous_ns {
            "internal"
        } else {
            "C++"
        };
        let named = name_tok.map(|t| Named {
            name: simple.clone().unwrap_or_default(),
            ..self.named(t, scope, ctx, linkage, !c.attrs.is_empty())
        });
        self.classes.push(ClassRec {
            ty,
            named,
            fields: vec![],
            local_to,
            originally_unnamed: typedef_named,
        });
        let inner = self.new_scope(
            Scope::File,
            Some(scope),
            "sck_class_struct_union",
            Some(("assoc_type", type_ref)),
        );
        // A local class's scope is shown without a parent (it is reached through its function).
        self.scopes[inner].parent_shown = local_to.is_none();
        let mut bodies: Vec<(&FunctionDef, usize, Ctx)> = vec![];
        let mut defaulted_default_constructor = None;
        let mut access = if kind == "tk_class" {
            "as_private"
        } else {
            "as_public"
        };
        for m in &c.members {
            match m {
                Member::Access(t) => {
                    access = match self.tok(*t) {
                        "private" => "as_private",
                        "protected" => "as_protected",
                        _ => "as_public",
                    }
                }
                Member::Decl(d) => {
                    if matches!(d, Decl::Function(_))
                        || matches!(d, Decl::Simple(s) if s.declarators.iter().any(|i| i.declarator.function_params().is_some()))
                    {
                        // Member functions are displayed; virtual ones change the layout.
                        let (specs, declarators): (&[DeclSpec], Vec<&Declarator>) = match d {
                            Decl::Simple(s) => (&s.specs, s.declarators.iter().map(|i| &i.declarator).collect()),
                            Decl::Function(f) => (&f.specs, vec![&f.declarator]),
                            _ => (&[], vec![]),
                        };
                        if self.has_keyword(specs, "virtual") {
                            self.types.classes[class_ix].layout_unknown = true;
                            self.types.classes[class_ix].dynamic_init = true;
                        }
                        let defaulted = matches!(d, Decl::Function(f) if !routines::has_body(f));
                        let constructor = !defaulted && declarators.iter().any(|dd| {
                            matches!(dd.name().map(|q| &q.last), Some(UnqualKind::Plain(seg)) if Some(self.tok(seg.tok)) == simple.as_deref())
                        });
                        // A constructor to run, or a destructor to register: dynamic.
                        let destructor = declarators.iter().any(|dd| matches!(dd.name().map(|q| &q.last), Some(UnqualKind::Destructor(_))));
                        if constructor || destructor {
                            self.types.classes[class_ix].dynamic_init = true;
                        }
                    }
                    let member_ctx = Ctx {
                        access: Some(access),
                        depth: ctx.depth + 1,
                        function: None,
                        ..ctx
                    };
                    let before = self.fields.len();
                    match d {
                        // A member function's body is read when the class is complete.
                        Decl::Function(f) => {
                            if let Some(r) = self.function_decl(f, inner, member_ctx) {
                                let no_params = f.declarator.function_params().is_some_and(|p| p.params.is_empty());
                                if routines::has_body(f) && (specialization.is_none() || explicit) {
                                    bodies.push((&**f, r, member_ctx));
                                } else if matches!(f.body, FunctionBody::Defaulted(_))
                                    && no_params
                                    && self.routines[r].special.kind == Some("sfk_constructor")
                                {
                                    defaulted_default_constructor = Some(r);
                                }
                            }
                        }
                        _ => self.decl(d, inner, member_ctx),
                    }
                    for f in before..self.fields.len() {
                        // A nested class's fields belong to the nested class.
                        if self.fields[f].named.parent_scope != inner {
                            continue;
                        }
                        self.fields[f].local = local_to.is_some();
                        let fty = self.fields[f].ty;
                        if self.needs_dynamic_init(fty) {
                            self.types.classes[class_ix].dynamic_init = true;
                        }
                        self.types.classes[class_ix].field_types.push(fty);
                        if let Some(cr) = self.classes.iter_mut().rev().find(|cr| cr.ty == ty) {
                            if !cr.fields.contains(&f) {
                                cr.fields.push(f);
                            }
                        }
                    }
                    if let Decl::Simple(s) = d {
                        if s.declarators
                            .iter()
                            .any(|i| matches!(i.init, Some(Initializer::BitField(_))))
                        {
                            self.types.classes[class_ix].layout_unknown = true;
                        }
                    }
                }
            }
        }
        self.field_offsets(ty, class_ix);
        let bases: Option<Vec<TypeIx>> = c
            .bases
            .iter()
            .map(|b| match &b.name {
                TypeSpec::Named(q) if !b.is_virtual => match &q.last {
                    UnqualKind::Plain(seg) if q.scopes.is_empty() => self.lookup_type(scope, self.tok(seg.tok)),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        let member_types = self.types.classes[class_ix].field_types.clone();
        if template_args.is_some() {
            // A template's prototype has no implicit members (its instantiations do).
            self.scopes[inner].complete_routine_list = true;
        } else if let Some(name) = simple {
            let user = self.user_declared_members(c, Some(&name));
            self.declare_implicit_members(ImplicitFor {
                class_scope: inner,
                class_ty: ty,
                name,
                name_tok,
                user,
                lazy_constructors: !typedef_named && specialization.is_none(),
                bases,
                member_types,
                local: local_to.is_some(),
                defaulted_default_constructor,
            });
        }
        for (f, r, member_ctx) in bodies {
            self.function_body(f, r, inner, member_ctx);
        }
    }

    /// The offsets of a class's fields, when its layout is one cufe computes.
    pub(super) fn field_offsets(&mut self, ty: TypeIx, class_ix: usize) {
        if let Some(cr) = self.classes.iter().rposition(|cr| cr.ty == ty) {
            let fields = self.classes[cr].fields.clone();
            let union = self.types.classes[class_ix].kind == "tk_union";
            let packed = self.types.classes[class_ix].packed;
            let mut offset = 0u64;
            for f in fields {
                let Some((size, align)) = self.layout(self.fields[f].ty, 0) else {
                    break;
                };
                let align = if packed { 1 } else { align };
                if !union {
                    offset = offset.div_ceil(align.max(1)) * align.max(1);
                }
                if !self.types.classes[class_ix].layout_unknown {
                    self.fields[f].offset = Some(if union { 0 } else { offset });
                }
                if !union {
                    offset = offset.saturating_add(size);
                }
            }
        }
    }

    /// Whether the class's attributes include GNU `packed` (also spelled `__packed__`).
    fn has_packed_attribute(&self, attrs: &[AttrSpec]) -> bool {
        attrs
            .iter()
            .flat_map(|a| &a.attrs)
            .any(|a| self.tok(a.name).trim_matches('_') == "packed")
    }

    // ------------------------------------------------------------ types

}
