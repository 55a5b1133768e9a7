//! Variable and field entries: storage class, declared type, initialization kind, alignment,
//! visibility and the CUDA memory space.

use super::*;

impl<'a> Builder<'a> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn variable(
        &mut self,
        specs: &[DeclSpec],
        d: &Declarator,
        tok: u32,
        ty: TypeIx,
        init: Option<&Initializer>,
        scope: usize,
        ctx: Ctx,
    ) {
        let is_static = self.has_keyword(specs, "static");
        let is_extern = self.has_keyword(specs, "extern");
        // The declared type is the declarator's; the object's type is completed by the
        // initializer and made const by `constexpr`.
        let declared_ty = ty;
        let ty = self.completed_by_initializer(ty, init);
        // `auto f = [k](int v) {...};`: the lambda's closure type.
        let lambda = match init {
            Some(Initializer::Assign(e)) => match &**e {
                Expr::Lambda(l) => Some(&**l),
                _ => None,
            },
            _ => None,
        };
        let ty = match (lambda, ctx.function, d) {
            (Some(l), Some((_, routine)), Declarator::Name { .. }) if self.has_auto(specs) => {
                self.closure_type(l, scope, routine).unwrap_or(ty)
            }
            _ => ty,
        };
        // `constexpr` makes the object const (and so, at namespace scope, internal).
        let ty = if self.has_keyword(specs, "constexpr") && !self.is_const_object(ty) {
            self.intern(TypeNode::Qualified(ty, "const".into()))
        } else {
            ty
        };
        let local = ctx.function.is_some() && !is_extern;
        // A static local lives in the file-scope region, outside its block's variable list.
        let static_local = local && is_static;
        let is_const = self.is_const_object(ty);
        // `static` on a data member declares a static member (external linkage), not an
        // internal object.
        let static_member = is_static && ctx.access.is_some() && ctx.function.is_none();
        let is_static = is_static && !static_member;
        let linkage = if local {
            "no"
        } else if is_static
            || ctx.anonymous_ns
            || (is_const && !is_extern && !static_member && !self.has_keyword(specs, "inline"))
        {
            "internal"
        } else if ctx.extern_c {
            "C"
        } else {
            "C++"
        };
        // `extern` is not kept as a declared storage class (the reference shows sc_unspecified).
        let declared_storage = if is_static || static_member {
            "sc_static"
        } else {
            "sc_unspecified"
        };
        // A static data member declared in its class is defined outside it, unless it is
        // inline (or constexpr, which implies inline).
        let in_class_only = static_member && !self.has_keyword(specs, "inline") && !self.has_keyword(specs, "constexpr");
        let defined = (!is_extern || init.is_some()) && !in_class_only;
        // Defining an object without an initializer defines its class's implicit default
        // constructor and destructor (see `implicit_members`).
        if defined && init.is_none() && !ctx.parameter {
            self.define_implicit_members_for(ty);
        }
        let storage = if is_static || (linkage == "internal" && !local) {
            "sc_static"
        } else if local {
            "sc_auto"
        } else if !defined {
            "sc_extern"
        } else {
            "sc_unspecified"
        };
        let init_kind = match init {
            // Its class's implicit default constructor is constexpr: constant-initialized.
            None if defined && !is_extern && self.constexpr_default_constructible.contains(&self.class_of_object(ty)) => {
                "initk_static"
            }
            None if defined && !is_extern && self.needs_dynamic_init(ty) => "initk_dynamic",
            None => "initk_none",
            Some(_) if local && !is_static => "initk_dynamic",
            // A constexpr variable is constant-initialized by definition.
            Some(_) if self.has_keyword(specs, "constexpr") => "initk_static",
            Some(i)
                if constant_initializer(i, self.is_pointer_or_reference(ty), &|q| self.is_enumerator(q), &|t| {
                    self.tok(t) == "&"
                }) =>
            {
                "initk_static"
            }
            Some(_) => "initk_dynamic",
        };
        let name = self.tok(tok).to_string();
        if ctx.function.is_none() {
            let mut called = vec![];
            match init {
                Some(Initializer::Assign(e)) => called_names(self, e, &mut called, 0),
                Some(Initializer::Paren(list, _) | Initializer::Brace(list, _)) => {
                    list.iter().for_each(|e| called_names(self, e, &mut called, 0))
                }
                _ => {}
            }
            self.initializer_calls.extend(called);
        }
        if is_const && init.is_some() {
            self.record_constant_variable(&name, scope, init);
        }
        if !local {
            if let Some(&prev) = self.variable_keys.get(&(scope, name.clone())) {
                let v = &mut self.variables[prev];
                if defined && !v.defined {
                    (v.defined, v.storage, v.declared_storage, v.init_kind, v.has_init) =
                        (true, storage, declared_storage, init_kind, init.is_some());
                    // The definition becomes the entity's declaration (its position).
                    v.named.tok = Some(tok);
                }
                return;
            }
        }
        let region = if local && !static_local {
            Scope::Func
        } else {
            Scope::File
        };
        let id = self.id();
        let mem_space = cuda::mem_space(&cuda::spaces_of(specs, Some(d)));
        let named = self.named(tok, scope, ctx, linkage, has_attrs(specs, d));
        let entry_ref = EntryRef {
            scope: region,
            kind: "variable",
            id,
            desc: Desc::Text(name.clone()),
        };
        let list = if ctx.parameter {
            &mut self.scopes[scope].parameters
        } else if local && !static_local {
            &mut self.scopes[scope].nonstatic_variables
        } else {
            &mut self.scopes[scope].variables
        };
        list.push(entry_ref);
        let rec = VariableRec {
            region,
            id,
            named,
            enclosing_routine: ctx.function.map(|f| f.1),
            ty,
            declared_ty,
            storage,
            declared_storage,
            init_kind,
            has_init: init.is_some(),
            defined,
            mem_space,
            local,
            static_local,
        };
        self.variables.push(rec);
        if static_local {
        } else if let Some((f, _)) = ctx.function {
            self.functions[f].locals.push(self.variables.len() - 1);
        } else {
            self.variable_keys
                .insert((scope, name), self.variables.len() - 1);
        }
    }

    /// Whether a name is an enumerator seen so far (by its last component).
    pub(super) fn is_enumerator(&self, q: &QualName) -> bool {
        matches!(&q.last, UnqualKind::Plain(seg) if self.enumerator_names.contains(self.tok(seg.tok)))
    }

    /// Whether an object of this type needs a constructor run (see `ClassInfo::dynamic_init`).
    pub(super) fn needs_dynamic_init(&self, ty: TypeIx) -> bool {
        match self.types.nodes.get(ty) {
            Some(TypeNode::Class(c)) => self.types.classes.get(*c).is_some_and(|c| c.dynamic_init),
            Some(TypeNode::Qualified(t, _)) | Some(TypeNode::Array(t, _)) | Some(TypeNode::Typedef(_, t)) => {
                self.needs_dynamic_init(*t)
            }
            _ => false,
        }
    }

    /// Whether an object of this type is const: a const-qualified type or an array of one.
    pub(super) fn is_const_object(&self, ty: TypeIx) -> bool {
        match self.types.nodes.get(ty) {
            Some(TypeNode::Qualified(_, cv)) => cv.contains("const"),
            Some(TypeNode::Array(elem, _)) => self.is_const_object(*elem),
            _ => false,
        }
    }

    /// An array of unknown bound takes its bound from the initializer: the number of elements
    /// of a braced list, or the characters of a string literal plus its terminator.
    pub(super) fn completed_by_initializer(&mut self, ty: TypeIx, init: Option<&Initializer>) -> TypeIx {
        let Some(TypeNode::Array(elem, None)) = self.types.nodes.get(ty).cloned() else {
            return ty;
        };
        let bound = match init {
            Some(Initializer::Brace(list, _)) => Some(list.len() as u64),
            Some(Initializer::Assign(e)) => match &**e {
                Expr::InitList(list, _) => Some(list.len() as u64),
                Expr::Strings(range) => {
                    let chars: u64 = (range.lo..range.hi).map(|t| string_literal_length(self.tok(t))).sum();
                    Some(chars + 1)
                }
                _ => None,
            },
            _ => None,
        };
        match bound {
            Some(n) => self.intern(TypeNode::Array(elem, Some(n))),
            None => ty,
        }
    }

    pub(super) fn field(&mut self, tok: u32, ty: TypeIx, scope: usize, ctx: Ctx, has_attributes: bool) {
        let id = self.id();
        let named = self.named(tok, scope, ctx, "no", has_attributes);
        self.fields.push(FieldRec {
            id,
            named,
            ty,
            offset: None,
            local: false,
        });
    }

    pub(super) fn variable_entry(&mut self, v: usize) -> (Entry, Scope) {
        let (named, enclosing, local, static_local) = {
            let r = &self.variables[v];
            (
                Named {
                    name: r.named.name.clone(),
                    tok: r.named.tok,
                    parent_scope: r.named.parent_scope,
                    access: r.named.access,
                    linkage: r.named.linkage,
                    has_attributes: r.named.has_attributes,
                },
                r.enclosing_routine,
                r.local,
                r.static_local,
            )
        };
        let sc = self.source_corresp_full(&named, enclosing, local, static_local);
        let r = &self.variables[v];
        // The list the variable is on: parameters, automatic or static variables.
        let scope_rec = &self.scopes[r.named.parent_scope];
        let list = [&scope_rec.parameters, &scope_rec.nonstatic_variables, &scope_rec.variables]
            .into_iter()
            .find(|l| position_in(l, r.id).is_some())
            .map(|l| l.as_slice())
            .unwrap_or(&[]);
        let mut fields = vec![
            Field::new("source_corresp", sc),
            Field::new(
                "next",
                if static_local {
                    Value::Null
                } else {
                    Self::next_in(list, r.id)
                },
            ),
            Field::new("type", self.type_ref(r.ty)),
            Field::new("storage_class", Value::Name(r.storage.into())),
            Field::new(
                "declared_storage_class",
                Value::Name(r.declared_storage.into()),
            ),
            Field::new("asm_name_is_valid", Value::Bool(true)),
            Field::new("init_kind", Value::Name(r.init_kind.into())),
        ];
        if r.has_init {
            fields.push(Field::new("has_explicit_initializer", Value::Bool(true)));
        }
        if !local || static_local {
            fields.push(Field::new(
                "declared_type",
                // A declaration with an initializer (an in-class static member's) shows it too.
                if r.defined || r.has_init {
                    self.type_ref(r.declared_ty)
                } else {
                    Value::Null
                },
            ));
        }
        if let Some(m) = r.mem_space {
            let ix = match m {
                MemSpace::Device => 0,
                MemSpace::Constant => 1,
                MemSpace::Shared => 2,
                MemSpace::Managed => 3,
            };
            fields.push(Field::new(
                "cuda_memory_space",
                Value::Name(self.t.name("cuda_memory_space", ix).into()),
            ));
        }
        (
            Entry {
                scope: r.region,
                kind: "variable",
                id: r.id,
                fields,
            },
            r.region,
        )
    }

}

/// Whether an initializer is made of literals only (the reference's `initk_static` for
/// constant initialization; address constants are not recognised yet).
/// For pointers and references, the address of a named object (`arr[0]`, `&x`, `x`) is a
/// constant too.
pub(super) fn constant_initializer(
    i: &Initializer,
    address: bool,
    enumerator: &dyn Fn(&QualName) -> bool,
    address_of: &dyn Fn(Tok) -> bool,
) -> bool {
    let ops = Operands { enumerator, address_of };
    let constant = |e: &Expr, address: bool| constant_expr(e, address, 0, &ops);
    match i {
        Initializer::Assign(e) => constant(e, address),
        Initializer::Paren(xs, _) | Initializer::Brace(xs, _) => xs.iter().all(|x| constant(x, address)),
        Initializer::BitField(_) => false,
    }
}

/// Whether an expression is a constant: literals, enumerators, and (for pointers and
/// references) addresses of named objects.
/// What the constant test asks about names and operators.
struct Operands<'f> {
    enumerator: &'f dyn Fn(&QualName) -> bool,
    /// Whether a unary operator token is `&` (the address of a named object or member is
    /// an address constant, whatever the target type).
    address_of: &'f dyn Fn(Tok) -> bool,
}

fn constant_expr(e: &Expr, address: bool, depth: usize, ops: &Operands) -> bool {
    let constant = |e: &Expr, address: bool, depth: usize| constant_expr(e, address, depth, ops);
    depth < MAX_NESTING
            && match e {
                Expr::Literal(_) | Expr::Strings(_) => true,
                Expr::Name(q) => address || (ops.enumerator)(q),
                Expr::Unary(op, x, _) if (ops.address_of)(*op) => constant(x, true, depth + 1),
                Expr::Index(a, i, _) => {
                    address && constant(a, address, depth + 1) && constant(i, false, depth + 1)
                }
                Expr::Paren(x, _) | Expr::Unary(_, x, _) => constant(x, address, depth + 1),
                Expr::Binary(_, a, b, _) => {
                    constant(a, false, depth + 1) && constant(b, false, depth + 1)
                }
                Expr::InitList(xs, _) => xs.iter().all(|x| constant(x, false, depth + 1)),
                _ => false,
            }
}

/// The number of elements a string literal token contributes (without the terminator):
/// bytes for narrow literals, characters for wide ones; escapes count as one.
fn string_literal_length(token: &str) -> u64 {
    let Some(open) = token.find('"') else { return 0 };
    let wide = token[..open].chars().any(|c| matches!(c, 'L' | 'u' | 'U')) && &token[..open] != "u8";
    let body = token[open + 1..].strip_suffix('"').unwrap_or(&token[open + 1..]);
    let mut n = 0u64;
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('x') => while chars.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                    chars.next();
                },
                Some('0'..='7') => {
                    for _ in 0..2 {
                        if chars.peek().is_some_and(|c| ('0'..='7').contains(c)) {
                            chars.next();
                        }
                    }
                }
                _ => {}
            }
            n += 1;
        } else {
            n += if wide { 1 } else { c.len_utf8() as u64 };
        }
    }
    n
}

impl<'a> Builder<'a> {
    /// Whether the declaration's type is the `auto` placeholder.
    fn has_auto(&self, specs: &[DeclSpec]) -> bool {
        specs.iter().any(|s| matches!(s, DeclSpec::Type(TypeSpec::Auto(_))))
    }
}

/// The plain names called in a namespace-scope initializer (`count(1, 2.0)`): the
/// function templates among them are instantiated.
fn called_names(b: &Builder, e: &Expr, out: &mut Vec<String>, depth: usize) {
    if depth > MAX_NESTING {
        return;
    }
    if let Expr::Call(callee, _, _) = e {
        if let Expr::Name(q) = &**callee {
            if let (UnqualKind::Plain(seg), true) = (&q.last, q.scopes.is_empty()) {
                out.push(b.tok(seg.tok).to_string());
            }
        }
    }
    let mut go = |x: &Expr| called_names(b, x, out, depth + 1);
    match e {
        Expr::Call(_, args, _) => args.iter().for_each(&mut go),
        Expr::Paren(x, _) | Expr::Unary(_, x, _) | Expr::Postfix(_, x, _) | Expr::Cast(_, _, x, _) => go(x),
        Expr::Binary(_, l, r, _) => {
            go(l);
            go(r);
        }
        Expr::Conditional(c, t, f, _) => {
            go(c);
            if let Some(t) = t {
                go(t);
            }
            go(f);
        }
        Expr::InitList(list, _) | Expr::Construct(_, list, _, _) => list.iter().for_each(&mut go),
        _ => {}
    }
}
