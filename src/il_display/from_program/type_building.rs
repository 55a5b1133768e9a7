//! Turning declaration specifiers and declarators into interned types, and their size and
//! alignment (LP64, as `--m64`).

use super::*;

impl<'a> Builder<'a> {
    pub(super) fn intern(&mut self, node: TypeNode) -> TypeIx {
        let (ix, new) = self.types.intern(node);
        if new {
            let id = self.id();
            self.type_ids.push(id);
        }
        ix
    }

    pub(super) fn type_ref(&self, t: TypeIx) -> Value {
        match self.type_ids.get(t) {
            Some(&id) => Value::Ref(EntryRef {
                scope: Scope::File,
                kind: "type",
                id,
                desc: Desc::Text(self.types.spell(t)),
            }),
            None => Value::Null,
        }
    }

    pub(super) fn lookup_type(&self, mut scope: usize, name: &str) -> Option<TypeIx> {
        if let Some(&t) = self.template_params.iter().rev().find_map(|m| m.get(name)) {
            return Some(t);
        }
        for _ in 0..MAX_NESTING {
            if let Some(&t) = self.scopes[scope].type_names.get(name) {
                return Some(t);
            }
            scope = self.scopes[scope].parent?;
        }
        None
    }

    /// The base type of a function declaration: constructors, destructors and conversion
    /// functions have no type specifier and return `void` (not the implicit `int`).
    pub(super) fn routine_specifier_type(&mut self, specs: &[DeclSpec], scope: usize) -> TypeIx {
        let has_type = specs.iter().any(|s| matches!(s, DeclSpec::Builtin(_) | DeclSpec::Type(_)));
        if has_type {
            self.specifier_type(specs, scope)
        } else {
            self.intern(TypeNode::Builtin("void".into()))
        }
    }

    pub(super) fn specifier_type(&mut self, specs: &[DeclSpec], scope: usize) -> TypeIx {
        let mut keywords = vec![];
        let mut named = None;
        let mut cv = vec![];
        for s in specs {
            match s {
                DeclSpec::Builtin(t) => keywords.push(self.tok(*t).to_string()),
                DeclSpec::Cv(t) => {
                    let q = match self.tok(*t).trim_matches('_') {
                        "const" => "const",
                        "volatile" => "volatile",
                        _ => "restrict",
                    };
                    if !cv.contains(&q) {
                        cv.push(q);
                    }
                }
                DeclSpec::Type(TypeSpec::Named(q))
                | DeclSpec::Type(TypeSpec::Elaborated { name: q, .. }) => {
                    named = Some(self.qualified_type(q, scope));
                }
                DeclSpec::Type(TypeSpec::Class(c)) => {
                    let n = c.name.as_ref().and_then(|q| match &q.last {
                        UnqualKind::Plain(seg) => Some(self.tok(seg.tok).to_string()),
                        _ => None,
                    });
                    named = n
                        .and_then(|n| self.lookup_type(scope, &n))
                        .or(Some(self.classes.last().map(|c| c.ty).unwrap_or(0)));
                }
                DeclSpec::Type(TypeSpec::Enum(e)) => {
                    for en in &e.enumerators {
                        let name = self.tok(en.name).to_string();
                        self.enumerator_names.insert(name);
                    }
                    let found = match e.name.as_ref().map(|q| (&q.last, q.scopes.is_empty())) {
                        Some((UnqualKind::Plain(seg), true)) => self.lookup_type(scope, self.tok(seg.tok)),
                        None => self.unnamed_enums.get(&e.range.lo).copied(),
                        _ => None,
                    };
                    let n = e
                        .name
                        .as_ref()
                        .map(|q| self.spell_qual(q))
                        .unwrap_or_else(|| "<unnamed enum>".into());
                    named = Some(found.unwrap_or_else(|| self.intern(TypeNode::Unknown(n))));
                }
                DeclSpec::Type(_) => named = Some(self.intern(TypeNode::Unknown("<type>".into()))),
                _ => {}
            }
        }
        let base = match named {
            Some(t) => t,
            None => {
                let name = if keywords.is_empty() {
                    "int".to_string()
                } else {
                    crate::sema::types::builtin_name(&keywords).unwrap_or_else(|| "int".into())
                };
                self.intern(TypeNode::Builtin(name))
            }
        };
        if cv.is_empty() {
            base
        } else {
            self.intern(TypeNode::Qualified(base, cv.join(" ")))
        }
    }

    /// The type a (possibly qualified) type name denotes: a plain name is looked up from
    /// `scope` outwards; anything cufe cannot resolve is `tk_unknown` under its spelling.
    pub(super) fn qualified_type(&mut self, q: &QualName, scope: usize) -> TypeIx {
        if let Some(t) = self.specialization_use(q, scope) {
            return t;
        }
        let found = match (&q.last, q.scopes.is_empty()) {
            (UnqualKind::Plain(seg), true) if seg.template_args.is_none() => self.lookup_type(scope, self.tok(seg.tok)),
            // `Outer::Inner`: the member type of a class cufe knows.
            (UnqualKind::Plain(seg), false) if seg.template_args.is_none() => self
                .class_scope_of(q, scope)
                .and_then(|c| self.scopes[c].type_names.get(self.tok(seg.tok)).copied()),
            _ => None,
        };
        found.unwrap_or_else(|| {
            // Spelled up to the name's own token: a pointer to member's class name (`U` in
            // `int U::*`) has a range that runs on over the `::*`.
            let spelled = match &q.last {
                UnqualKind::Plain(seg) if seg.template_args.is_none() && (q.range.lo..q.range.hi).contains(&seg.tok) => {
                    self.spell_range(TokRange { lo: q.range.lo, hi: seg.tok + 1 })
                }
                _ => self.spell_qual(q),
            };
            self.intern(TypeNode::Unknown(spelled))
        })
    }

    /// A use of a class template specialization (`Buffer<int, 4>`): the reference lists the
    /// specialization's type after the types declared so far in the template's scope, which
    /// cufe does not display (see `undisplayed`).
    /// The specialization's class type, instantiated at its first use (see
    /// `specializations`); `None` when cufe does not instantiate it (then the types list has
    /// a gap there, see `undisplayed`).
    fn specialization_use(&mut self, q: &QualName, scope: usize) -> Option<TypeIx> {
        let (UnqualKind::Plain(seg), true) = (&q.last, q.scopes.is_empty()) else { return None };
        let args = seg.template_args.as_ref()?;
        if self.specialization_depth >= MAX_SPECIALIZATION_NESTING {
            return None;
        }
        let name = self.tok(seg.tok).to_string();
        let mut s = scope;
        for _ in 0..MAX_NESTING {
            if self.class_templates.contains(&(s, name.clone())) {
                let spelled = self.spell_qual(q);
                if let Some(known) = self.used_specializations.get(&spelled) {
                    return *known;
                }
                self.specialization_depth += 1;
                let ty = self.instantiate_class(s, &name, args, &spelled, scope);
                self.specialization_depth -= 1;
                if ty.is_none() {
                    self.undisplayed(s, false);
                }
                self.used_specializations.insert(spelled, ty);
                return ty;
            }
            s = self.scopes[s].parent?;
        }
        None
    }

    pub(super) fn spell_qual(&self, q: &QualName) -> String {
        self.spell_range(q.range)
    }

    fn spell_range(&self, r: TokRange) -> String {
        // The reference writes template argument lists with `, ` between arguments.
        (r.lo..r.hi)
            .map(|i| if self.tok(i) == "," { ", " } else { self.tok(i) })
            .collect::<Vec<_>>()
            .join("")
    }

    pub(super) fn declarator_type(&mut self, base: TypeIx, d: &Declarator, scope: usize) -> TypeIx {
        self.declarator_type_at(base, d, scope, 0)
    }

    pub(super) fn declarator_type_at(
        &mut self,
        base: TypeIx,
        d: &Declarator,
        scope: usize,
        depth: usize,
    ) -> TypeIx {
        if depth > MAX_NESTING {
            return self.intern(TypeNode::Unknown("<too deep>".into()));
        }
        match d {
            Declarator::Name { .. } => base,
            Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => {
                self.declarator_type_at(base, inner, scope, depth + 1)
            }
            Declarator::Ptr { op, inner, .. } => {
                let t = match op {
                    PtrOp::Pointer { cv, .. } => {
                        let p = self.intern(TypeNode::Pointer(base));
                        if cv.is_empty() {
                            p
                        } else {
                            let q: Vec<&str> =
                                cv.iter().map(|c| self.tok(*c).trim_matches('_')).collect();
                            self.intern(TypeNode::Qualified(p, q.join(" ")))
                        }
                    }
                    PtrOp::LRef => self.intern(TypeNode::LRef(base)),
                    PtrOp::RRef => self.intern(TypeNode::RRef(base)),
                    PtrOp::Member { class, cv } => {
                        let c = self.qualified_type(class, scope);
                        let p = self.intern(TypeNode::PtrToMember(c, base));
                        if cv.is_empty() {
                            p
                        } else {
                            let q: Vec<&str> = cv.iter().map(|c| self.tok(*c).trim_matches('_')).collect();
                            self.intern(TypeNode::Qualified(p, q.join(" ")))
                        }
                    }
                };
                self.declarator_type_at(t, inner, scope, depth + 1)
            }
            Declarator::Array { inner, size, .. } => {
                let n = size
                    .as_deref()
                    .and_then(|e| self.constant_value(e, scope))
                    .and_then(|v| u64::try_from(v).ok());
                let t = match (n, size.as_deref().and_then(|e| self.nontype_parameter(e))) {
                    (None, Some(param)) => {
                        self.intern(TypeNode::DependentArray(base, format!("((unsigned long){param})")))
                    }
                    _ => self.intern(TypeNode::Array(base, n)),
                };
                self.declarator_type_at(t, inner, scope, depth + 1)
            }
            Declarator::Func { inner, params, quals, .. } => {
                let mut ps = vec![];
                for p in &params.params {
                    let pb = self.specifier_type(&p.specs, scope);
                    let pt = self.declarator_type_at(pb, &p.declarator, scope, depth + 1);
                    // Parameter types are adjusted: top-level cv dropped, arrays and functions decay.
                    let adjusted = match self.types.nodes.get(pt).cloned() {
                        Some(TypeNode::Qualified(inner, _)) => inner,
                        Some(TypeNode::Array(e, _)) => self.intern(TypeNode::Pointer(e)),
                        Some(TypeNode::Function { .. }) => self.intern(TypeNode::Pointer(pt)),
                        _ => pt,
                    };
                    let adjusted = if p.declarator.is_pack() {
                        self.intern(TypeNode::PackExpansion(adjusted))
                    } else {
                        adjusted
                    };
                    ps.push(adjusted);
                }
                if ps.len() == 1
                    && matches!(self.types.nodes.get(ps[0]), Some(TypeNode::Builtin(b)) if b == "void")
                {
                    ps.clear();
                }
                let f = self.intern(TypeNode::Function {
                    ret: base,
                    params: ps,
                    variadic: params.variadic,
                    qualifiers: self.function_qualifiers(quals),
                });
                self.declarator_type_at(f, inner, scope, depth + 1)
            }
        }
    }

    /// The name of the enclosing class templates' non-type parameter `e` names, if it is one.
    fn nontype_parameter(&self, e: &Expr) -> Option<String> {
        let Expr::Name(q) = e else { return None };
        let (UnqualKind::Plain(seg), true) = (&q.last, q.scopes.is_empty()) else { return None };
        let name = self.tok(seg.tok);
        self.nontype_template_params.iter().flatten().any(|p| p == name).then(|| name.to_string())
    }

    /// The reference's spelling of a function type's trailing qualifiers: ` const`,
    /// ` volatile`, ` &`/` &&`, ` noexcept` (not for `noexcept(false)`).
    fn function_qualifiers(&self, q: &FnQuals) -> String {
        let mut s = String::new();
        for t in &q.cv {
            s += " ";
            s += self.tok(*t);
        }
        if let Some(r) = q.ref_qual {
            s += " ";
            s += self.tok(r);
        }
        if let Some(r) = q.noexcept {
            let spelled: String = (r.lo..r.hi).map(|t| self.tok(t)).collect();
            if spelled != "noexcept(false)" {
                s += " noexcept";
            }
        }
        s
    }

    /// Destructors are implicitly `noexcept`: their function type says so.
    pub(super) fn with_implicit_noexcept(&mut self, ty: TypeIx) -> TypeIx {
        match self.types.nodes.get(ty).cloned() {
            Some(TypeNode::Function { ret, params, variadic, qualifiers }) if !qualifiers.contains("noexcept") => {
                self.intern(TypeNode::Function { ret, params, variadic, qualifiers: format!("{qualifiers} noexcept") })
            }
            _ => ty,
        }
    }

    pub(super) fn is_pointer_or_reference(&self, t: TypeIx) -> bool {
        match self.types.nodes.get(t) {
            Some(TypeNode::Pointer(_) | TypeNode::LRef(_) | TypeNode::RRef(_)) => true,
            Some(TypeNode::Qualified(b, _)) => {
                matches!(self.types.nodes.get(*b), Some(TypeNode::Pointer(_)))
            }
            _ => false,
        }
    }

    /// Size and alignment of a type, when cufe can compute it (LP64).
    pub(super) fn layout(&self, t: TypeIx, depth: usize) -> Option<(u64, u64)> {
        if depth > MAX_NESTING {
            return None;
        }
        match self.types.nodes.get(t)? {
            TypeNode::Builtin(n) => self.t.builtin(n).map(|b| (b.size, b.alignment)),
            TypeNode::Qualified(b, _) | TypeNode::Typedef(_, b) => self.layout(*b, depth + 1),
            TypeNode::Pointer(_) | TypeNode::LRef(_) | TypeNode::RRef(_) => Some((8, 8)),
            // A pointer to member function is a (function pointer, this adjustment) pair.
            TypeNode::PtrToMember(_, m) => match self.types.nodes.get(*m)? {
                TypeNode::Function { .. } => Some((16, 8)),
                _ => Some((8, 8)),
            },
            TypeNode::Array(e, n) => {
                let (s, a) = self.layout(*e, depth + 1)?;
                Some((s.checked_mul((*n)?)?, a))
            }
            TypeNode::Function { .. } => Some((0, 1)),
            TypeNode::Class(c) => {
                let info = self.types.classes.get(*c)?;
                if info.incomplete || info.template_prototype {
                    return Some((0, 1));
                }
                if info.layout_unknown {
                    return None;
                }
                let union = info.kind == "tk_union";
                let (mut size, mut align) = (0u64, 1u64);
                for f in &info.field_types {
                    let (s, a) = self.layout(*f, depth + 1)?;
                    let a = if info.packed { 1 } else { a };
                    align = align.max(a);
                    size = if union {
                        size.max(s)
                    } else {
                        size.div_ceil(a.max(1)) * a.max(1) + s
                    };
                }
                // An empty class has size 1.
                let size = if info.field_types.is_empty() {
                    1
                } else {
                    size.div_ceil(align) * align
                };
                Some((size, align))
            }
            TypeNode::Unknown(_) | TypeNode::PackExpansion(_) | TypeNode::DependentArray(..) => None,
            TypeNode::Enum(e) => {
                let info = self.types.enums.get(*e)?;
                let (size, align) = self.layout(info.underlying, depth + 1)?;
                Some((size, info.recorded_alignment.unwrap_or(align)))
            }
        }
    }

    pub(super) fn type_id_of(&mut self, ty: &TypeId, scope: usize) -> TypeIx {
        let b = self.specifier_type(&ty.specs, scope);
        self.declarator_type(b, &ty.declarator, scope)
    }

    // ------------------------------------------------------------ entries

}

/// A C++ integer literal's value (`3`, `0x10`, `010`, `0b1`, `1'000`, suffixes ignored).
pub(super) fn parse_integer(s: &str) -> Option<u64> {
    let s: String = s.chars().filter(|c| *c != '\'').collect();
    let s = s.trim_end_matches(['u', 'U', 'l', 'L', 'z', 'Z']);
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if let Some(b) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).ok()
    } else if s.len() > 1 && s.starts_with('0') {
        u64::from_str_radix(&s[1..], 8).ok()
    } else {
        s.parse().ok()
    }
}
