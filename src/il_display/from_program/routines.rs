//! Routine entries: type, storage class, special and operator kinds, the CUDA execution
//! space, and the function-body regions of definitions.

use super::*;

impl<'a> Builder<'a> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn routine(
        &mut self,
        specs: &[DeclSpec],
        d: &Declarator,
        tok: u32,
        ty: TypeIx,
        scope: usize,
        definition: bool,
        ctx: Ctx,
    ) -> Option<usize> {
        let name = self.entity_name(tok);
        let ty = if name.starts_with('~') { self.with_implicit_noexcept(ty) } else { ty };
        // A friend declaration declares a member of the innermost enclosing namespace, not
        // of the befriending class.
        let (scope, ctx) = if self.has_keyword(specs, "friend") {
            (self.enclosing_non_class(scope), Ctx { access: None, ..ctx })
        } else {
            (scope, ctx)
        };
        let signature = self.types.spell(ty);
        let is_static = self.has_keyword(specs, "static");
        let key = (scope, name.clone(), signature);
        if let Some(&prev) = self.routine_keys.get(&key) {
            let r = &mut self.routines[prev];
            if definition && !r.defined {
                r.defined = true;
                if r.storage == "sc_extern" {
                    r.storage = "sc_unspecified";
                }
                // The definition becomes the entity's declaration: its position, and (outside
                // classes) its place at the end of the scope's list.
                r.named.tok = Some(tok);
                let id = r.id;
                if self.scopes[scope].kind != "sck_class_struct_union" {
                    Self::move_to_end(&mut self.scopes[scope].routines, id);
                } else if !is_static {
                    // A member defined outside its class: the definition says no `static`.
                    r.declared_storage = "sc_unspecified";
                }
            }
            return Some(prev);
        }
        let member = ctx.access.is_some();
        let linkage = if is_static && !member || ctx.anonymous_ns {
            "internal"
        } else if ctx.extern_c {
            "C"
        } else {
            "C++"
        };
        let declared_storage = if is_static {
            "sc_static"
        } else {
            "sc_unspecified"
        };
        // A static member function has external linkage: its storage class is not static.
        let storage = if (is_static && !member) || ctx.anonymous_ns {
            "sc_static"
        } else if definition {
            "sc_unspecified"
        } else {
            "sc_extern"
        };
        // Constructors are named after their class; destructors start with `~`.
        let class_name = self.scopes[scope].assoc.as_ref().and_then(|(label, target)| match &target.desc {
            Desc::Text(q) if *label == "assoc_type" => Some(q.rsplit("::").next().unwrap_or(q).to_string()),
            _ => None,
        });
        // An operator function: its operator's kind (`onk_plus`).
        let opname = name
            .strip_prefix("operator")
            .map(str::trim)
            .and_then(|op| self.t.table("operator_spelling").index(op))
            .filter(|&i| i > 0)
            .map(|i| self.t.name("operator_name_kind", i));
        let conversion = matches!(d.name().map(|q| &q.last), Some(UnqualKind::Conversion(_)));
        let special_kind = if conversion {
            Some("sfk_conversion")
        } else if opname.is_some() {
            Some("sfk_operator")
        } else if name.starts_with('~') {
            Some("sfk_destructor")
        } else if member && class_name.as_deref() == Some(name.as_str()) {
            Some("sfk_constructor")
        } else {
            None
        };
        let id = self.id();
        let exec = Some(cuda::exec_space(&cuda::spaces_of(specs, Some(d))));
        let named = self.named(tok, scope, ctx, linkage, has_attrs(specs, d));
        let text = |t: u32| self.tok(t).to_string();
        let vendor_attributes: Vec<String> =
            crate::sema::function_attributes::gnu_attributes_in(specs, crate::sema::function_attributes::VENDOR, &text)
                .into_iter()
                .map(|(_, name)| name.trim_matches('_').to_string())
                .collect();
        let is_inline = self.has_keyword(specs, "inline")
            || self.has_keyword(specs, "constexpr")
            || (member && definition);
        self.scopes[scope].routines.push(EntryRef {
            scope: Scope::File,
            kind: "routine",
            id,
            desc: Desc::Text(name),
        });
        self.routines.push(RoutineRec {
            id,
            named,
            ty,
            storage,
            declared_storage,
            is_inline,
            defined: definition,
            def_number: 0,
            region: 0,
            extern_c: ctx.extern_c,
            exec,
            template: ctx.template,
            vendor_attributes,
            special: Special { kind: special_kind, opname, ..Special::default() },
        });
        self.routine_keys.insert(key, self.routines.len() - 1);
        Some(self.routines.len() - 1)
    }

    pub(super) fn function_def(&mut self, f: &FunctionDef, scope: usize, ctx: Ctx) {
        if let Some(r) = self.function_decl(f, scope, ctx) {
            // A qualified definition's body is in the scope of the function's namespace.
            let qualified = f.declarator.name().is_some_and(|n| !n.scopes.is_empty());
            let scope = if qualified { self.routines[r].named.parent_scope } else { scope };
            if has_body(f) {
                self.function_body(f, r, scope, ctx);
            }
        }
    }

    /// A function definition's declaration: its routine record (the body comes after, see
    /// `function_body`; a class's member function bodies are read when the class is complete).
    pub(super) fn function_decl(&mut self, f: &FunctionDef, scope: usize, ctx: Ctx) -> Option<usize> {
        let name = f.declarator.name()?;
        // `int ns::f() {...}`, `int S::f() {...}`: the definition of a function its namespace
        // or class declared (nothing is displayed for one that was not declared there).
        let scope = if name.scopes.is_empty() {
            scope
        } else {
            self.class_scope_of(name, scope)?
        };
        let name_tok = match &name.last {
            UnqualKind::Plain(seg) => seg.tok,
            other => match self.destructor_tok(other) {
                Some(tok) => tok,
                None => {
                    self.undisplayed(scope, true); // conversion functions and literal operators
                    return None;
                }
            },
        };
        let base = match &name.last {
            UnqualKind::Conversion(t) => self.type_id_of(t, scope),
            _ => self.routine_specifier_type(&f.specs, scope),
        };
        let ty = self.declarator_type(base, &f.declarator, scope);
        // `= default` and `= delete` are not bodies: a deleted function counts as defined, a
        // defaulted one is defined where it is used (see `implicit_members`).
        let qualified = !name.scopes.is_empty();
        if qualified {
            let key = (scope, self.entity_name(name_tok), self.types.spell(ty));
            if !self.routine_keys.contains_key(&key) {
                return None;
            }
        }
        // A specialization's member functions are declared only (their prototypes).
        let definition = has_body(f) && !self.in_specialization(scope);
        let r = self.routine(&f.specs, &f.declarator, name_tok, ty, scope, definition, ctx)?;
        if qualified && self.scopes[scope].kind == "sck_class_struct_union" {
            self.routines[r].special.defined_outside_of_parent = true;
        }
        if !has_body(f) {
            let rec = &mut self.routines[r];
            rec.is_inline |= ctx.access.is_some();
            rec.defined |= matches!(f.body, FunctionBody::Deleted(_));
        }
        let routine_name = self.routines[r].named.name.clone();
        self.record_constexpr_function(f, &routine_name, scope);
        Some(r)
    }

    /// A function definition's body: its definition number, memory region, function scope,
    /// parameters and locals.
    pub(super) fn function_body(&mut self, f: &FunctionDef, r: usize, scope: usize, ctx: Ctx) {
        let (number, region) = self.next_definition();
        self.routines[r].def_number = number;
        self.routines[r].region = region;
        let routine_ref = EntryRef {
            scope: Scope::File,
            kind: "routine",
            id: self.routines[r].id,
            desc: Desc::Text(self.routines[r].named.name.clone()),
        };
        let fscope = self.new_scope(
            Scope::Func,
            Some(scope),
            "sck_function",
            Some(("routine.ptr", routine_ref)),
        );
        let title = format!("function \"{}\"", self.routines[r].named.name);
        self.functions.push(FunctionRegion {
            title,
            routine: r,
            scope: fscope,
            block_scopes: vec![],
            locals: vec![],
        });
        let fctx = Ctx {
            function: Some((self.functions.len() - 1, r)),
            access: None,
            ..ctx
        };
        if let Some(params) = f.declarator.function_params() {
            for p in &params.params {
                let Some(UnqualKind::Plain(seg)) = p.declarator.name().map(|q| &q.last) else {
                    continue;
                };
                let pbase = self.specifier_type(&p.specs, scope);
                let pty = self.declarator_type(pbase, &p.declarator, scope);
                let pctx = Ctx { parameter: true, ..fctx };
                self.variable(&p.specs, &p.declarator, seg.tok, pty, None, fscope, pctx);
            }
        }
        if let FunctionBody::Block(b) | FunctionBody::Try(b, _, _) = &f.body {
            self.block(b, fscope, fctx);
        }
        // Lambdas whose closure types cufe did not create: their types are in the list.
        let uncreated = self.pending_lambdas.range(f.body_range.lo..f.body_range.hi).count();
        if uncreated > 0 {
            self.undisplayed(fscope, false);
        }
        // Each lambda's body is a function definition of its own, numbered after this one but
        // in this function's memory region; the scopes of those bodies (not displayed yet)
        // follow this function's scope, whose `next` is then unknown.
        let lambdas = self
            .references
            .routines
            .iter()
            .filter(|l| l.lambda_of.is_some() && l.body_tok.is_some_and(|t| (f.body_range.lo..f.body_range.hi).contains(&t)))
            .count() as u32;
        self.definitions += lambdas;
        if lambdas > 0 {
            self.scopes[fscope].next_unknown = true;
        }
    }

    /// Whether `scope` is the scope of a class template specialization.
    fn in_specialization(&self, scope: usize) -> bool {
        match &self.scopes[scope].assoc {
            Some(("assoc_type", t)) => self
                .type_ids
                .iter()
                .position(|&id| id == t.id)
                .and_then(|ix| match self.types.nodes.get(ix) {
                    Some(TypeNode::Class(c)) => self.types.classes.get(*c),
                    _ => None,
                })
                .is_some_and(|c| c.template_specialization && !c.explicit_specialization),
            _ => false,
        }
    }

    /// The next function definition's number and memory region: regions count the
    /// definitions that have one (a lambda's body shares its function's region), displayed
    /// or not (see `implicit_members::define_implicit_members_for`).
    pub(super) fn next_definition(&mut self) -> (u32, u32) {
        self.definitions += 1;
        self.regions += 1;
        (self.definitions, self.regions)
    }

    pub(super) fn routine_ref(&self, r: usize) -> EntryRef {
        EntryRef {
            scope: Scope::File,
            kind: "routine",
            id: self.routines[r].id,
            desc: Desc::Text(self.routines[r].named.name.clone()),
        }
    }

    pub(super) fn routine_entry(&mut self, ri: usize) -> Entry {
        let named = {
            let n = &self.routines[ri].named;
            Named {
                name: n.name.clone(),
                tok: n.tok,
                parent_scope: n.parent_scope,
                access: n.access,
                linkage: n.linkage,
                has_attributes: n.has_attributes,
            }
        };
        let sc = self.source_corresp(&named, None, false);
        let r = &self.routines[ri];
        let list = &self.scopes[r.named.parent_scope].routines;
        let mut fields = vec![Field::new("source_corresp", sc)];
        // A class's routine list goes on with the implicitly declared members: `next` is
        // shown where cufe declares them (see `implicit_members`).
        let parent = &self.scopes[r.named.parent_scope];
        if parent.complete_routine_list && !parent.routine_gaps.contains(&r.id) {
            fields.push(Field::new("next", Self::next_in(list, r.id)));
        }
        fields.extend([
            Field::new("type", self.type_ref(r.ty)),
            Field::new("function_def_number", Value::Int(r.def_number as i64)),
            Field::new("memory_region", Value::Int(r.region as i64)),
            Field::new("storage_class", Value::Name(r.storage.into())),
            Field::new(
                "declared_storage_class",
                Value::Name(r.declared_storage.into()),
            ),
        ]);
        let special = r.special;
        if let Some(k) = special.kind {
            fields.push(Field::new("special_kind", Value::Name(k.into())));
        }
        if let Some(k) = special.opname {
            fields.push(Field::new("opname_kind", Value::Name(k.into())));
        }
        if r.is_inline {
            fields.push(Field::new("is_inline", Value::Bool(true)));
        }
        if special.is_constexpr {
            fields.push(Field::new("is_constexpr", Value::Bool(true)));
        }
        if special.compiler_generated {
            fields.push(Field::new("compiler_generated", Value::Bool(true)));
        }
        fields.push(Field::new("defined", Value::Bool(r.defined)));
        if r.template {
            fields.push(Field::new("is_prototype_instantiation", Value::Bool(true)));
            fields.push(Field::new("is_template_function", Value::Bool(true)));
        } else if special.template_instance {
            fields.push(Field::new("is_template_function", Value::Bool(true)));
        }
        if let Some(label) = special.trivial {
            fields.push(Field::new(label, Value::Bool(true)));
        }
        if special.never_throws {
            fields.push(Field::new("never_throws", Value::Bool(true)));
        }
        if !special.lazily_declared {
            fields.push(Field::new(
                "surrounding_name_linkage_state",
                Value::Name(if r.extern_c { "C" } else { "C++" }.into()),
            ));
        }
        // Member functions defined in their class, and the members the compiler declares
        // with the class, are inline in the class definition.
        let in_class = named.access.is_some()
            && named.tok.is_some()
            && (r.defined || special.compiler_generated)
            && !special.lazily_declared;
        if in_class {
            fields.push(Field::new("inline_in_class_definition", Value::Bool(true)));
        }
        if r.defined {
            fields.push(Field::new("is_top_level_in_mem_region", Value::Bool(true)));
        }
        if special.defined_outside_of_parent {
            fields.push(Field::new("defined_outside_of_parent", Value::Bool(true)));
        }
        fields.push(Field::new(
            "declared_type",
            if r.defined && !special.compiler_generated {
                self.type_ref(r.ty)
            } else {
                Value::Null
            },
        ));
        if let Some(e) = r.exec {
            let ix = match e {
                ExecSpace::Host => 0,
                ExecSpace::Device => 1,
                ExecSpace::HostDevice => 2,
                ExecSpace::Global => 3,
            };
            if named.has_attributes || e != ExecSpace::Host {
                fields.push(Field::new(
                    "cuda_execution_space",
                    Value::Name(self.t.name("cuda_execution_space", ix).into()),
                ));
            }
        }
        // cufe's own field, like the CUDA spaces: the reference has no vendor attributes.
        if !r.vendor_attributes.is_empty() {
            fields.push(Field::new("vendor_attributes", Value::Name(r.vendor_attributes.join(" "))));
        }
        Entry {
            scope: Scope::File,
            kind: "routine",
            id: r.id,
            fields,
        }
    }

}

/// Whether a function definition has a body (`= default` and `= delete` have none).
pub(super) fn has_body(f: &FunctionDef) -> bool {
    matches!(f.body, FunctionBody::Block(_) | FunctionBody::Try(..))
}
