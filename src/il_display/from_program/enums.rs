//! Enumerations: the enum type (an integer type with the enum supplement: underlying kind,
//! explicit base, scoped, first enumerator) and one named-constant entry per enumerator of an
//! unscoped enum, with its value when it is written as an integer literal or follows one.
//! Scoped enums' enumerators live in the enum's own scope, which cufe does not build yet, so
//! they are left out.

use super::*;
use super::type_building::parse_integer;

impl<'a> Builder<'a> {
    /// An enum specifier with a body, at `scope`: its type and its enumerators.
    pub(super) fn enum_decl(&mut self, e: &EnumSpec, scope: usize, ctx: Ctx) {
        // An unnamed enum is positioned at its `{` and named after its own entry
        // (`enum <unnamed@ID>`), as the reference does.
        let (name_tok, name) = match e.name.as_ref().map(|q| &q.last) {
            Some(UnqualKind::Plain(seg)) => (seg.tok, Some(self.tok(seg.tok).to_string())),
            Some(_) => return,
            None => match (e.range.lo..e.range.hi).find(|&t| self.tok(t) == "{") {
                Some(brace) => (brace, None),
                None => return,
            },
        };
        if name.as_ref().is_some_and(|n| self.scopes[scope].type_names.contains_key(n)) {
            return;
        }
        let values = self.enumerator_values(e, scope);
        let explicit_base = e.base.is_some();
        let underlying = match &e.base {
            Some(specs) => self.specifier_type(specs, scope),
            None => {
                let known: Vec<i64> = values.iter().flatten().copied().collect();
                let n = if known.iter().all(|v| i32::try_from(*v).is_ok()) {
                    "int"
                } else if known.iter().all(|v| u32::try_from(*v).is_ok()) {
                    "unsigned int"
                } else {
                    "long"
                };
                self.intern(TypeNode::Builtin(n.into()))
            }
        };
        let unsigned_values = !explicit_base && !e.scoped && values.iter().all(|v| v.is_some_and(|v| v >= 0));
        let enum_ix = self.types.enums.len();
        self.types.enums.push(EnumInfo {
            qualified_name: name.as_ref().map(|n| format!("{}{n}", self.qualifier(scope))).unwrap_or_default(),
            underlying,
            explicit_base,
            scoped: e.scoped,
            unsigned_values,
            originally_unnamed: name.is_none(),
            recorded_alignment: None,
            predeclared: false,
        });
        let ty = self.intern(TypeNode::Enum(enum_ix));
        if name.is_none() {
            self.types.enums[enum_ix].qualified_name = format!("enum <unnamed@{}>", self.type_ids[ty]);
            self.unnamed_enums.insert(e.range.lo, ty);
        }
        let type_ref = EntryRef {
            scope: Scope::File,
            kind: "type",
            id: self.type_ids[ty],
            desc: Desc::Text(self.types.spell(ty)),
        };
        if let Some(name) = name.clone() {
            self.scopes[scope].type_names.insert(name, ty);
        }
        self.scopes[scope].types.push(type_ref);
        let linkage = if ctx.anonymous_ns { "internal" } else { "C++" };
        let mut named = self.named(name_tok, scope, ctx, linkage, !e.attrs.is_empty());
        if name.is_none() {
            named.name.clear(); // no name, no name linkage (see `source_corresp_full`)
        }
        self.typedef_names.insert(ty, named);
        let mut constants = vec![];
        if !e.scoped {
            // The enumerators of an unnamed enum have no linkage.
            let linkage = if name.is_some() { linkage } else { "no" };
            for (en, value) in e.enumerators.iter().zip(values) {
                let id = self.id();
                let named = self.named(en.name, scope, ctx, linkage, !en.attrs.is_empty());
                self.constants.push(ConstantRec { id, named, ty, value });
                constants.push(self.constants.len() - 1);
            }
        }
        self.enums.push(EnumRec { ty, constants });
    }

    /// Each enumerator's value: its integer literal (possibly negated), or the previous value
    /// plus one; `None` from the first one cufe cannot evaluate.
    /// (The earlier enumerators of the same enum are visible to the later ones' values.)
    fn enumerator_values(&self, e: &EnumSpec, scope: usize) -> Vec<Option<i64>> {
        let mut next = Some(0i64);
        let mut earlier = HashMap::new();
        e.enumerators
            .iter()
            .map(|en| {
                let v = match &en.value {
                    None => next,
                    Some(x) => self.integer_constant(x).or_else(|| self.constant_value_with(x, scope, &earlier)),
                };
                if let Some(v) = v {
                    earlier.insert(self.tok(en.name).to_string(), v);
                }
                next = v.and_then(|v| v.checked_add(1));
                v
            })
            .collect()
    }

    fn integer_constant(&self, x: &Expr) -> Option<i64> {
        match x {
            Expr::Literal(t) => parse_integer(self.tok(*t)).and_then(|v| i64::try_from(v).ok()),
            Expr::Paren(inner, _) => self.integer_constant(inner),
            Expr::Unary(op, inner, _) if self.tok(*op) == "-" => self.integer_constant(inner).and_then(i64::checked_neg),
            _ => None,
        }
    }

    /// The enum supplement of an enum type's entry (after its size and alignment).
    pub(super) fn enum_type_fields(&self, ix: TypeIx, e: usize, fields: &mut Vec<Field>) {
        let Some(info) = self.types.enums.get(e).cloned() else { return };
        if !info.predeclared {
            fields.push(Field::new("autonomous_primary_tag_decl", Value::Bool(true)));
        }
        fields.push(Field::new("kind", Value::Name("tk_integer".into())));
        let int_kind = match self.types.nodes.get(info.underlying) {
            Some(TypeNode::Builtin(n)) => self.t.builtin(n).and_then(|b| b.int_kind.clone()).unwrap_or_else(|| n.clone()),
            _ => "int".into(),
        };
        fields.push(Field::new("int_kind", Value::Name(int_kind)));
        if info.explicit_base {
            fields.push(Field::new("has_explicit_enum_base", Value::Bool(true)));
        }
        fields.push(Field::new("enum_type", Value::Bool(true)));
        if info.originally_unnamed {
            fields.push(Field::new("originally_unnamed", Value::Bool(true)));
        }
        if info.scoped {
            fields.push(Field::new("is_scoped_enum", Value::Bool(true)));
        } else {
            let first = self.enums.iter().find(|r| r.ty == ix).and_then(|r| r.constants.first().copied());
            fields.push(Field::new(
                "enum_info.constant_list",
                first.map(|c| Value::Ref(self.constant_ref(c))).unwrap_or(Value::Null),
            ));
        }
        if !info.predeclared {
            fields.push(Field::new("enumerator_list_seen", Value::Bool(true)));
        }
        if info.unsigned_values {
            fields.push(Field::new("underlying_type_should_use_unsigned", Value::Bool(true)));
        }
        if info.explicit_base {
            fields.push(Field::new("base_type", self.type_ref(info.underlying)));
        }
    }

    fn constant_ref(&self, c: usize) -> EntryRef {
        EntryRef {
            scope: Scope::File,
            kind: "constant",
            id: self.constants[c].id,
            desc: Desc::Text(self.constants[c].named.name.clone()),
        }
    }

    /// A named constant (an enumerator).
    pub(super) fn constant_entry(&mut self, c: usize) -> Entry {
        let named = std::mem::replace(
            &mut self.constants[c].named,
            Named { name: String::new(), tok: None, parent_scope: 0, access: None, linkage: "no", has_attributes: false },
        );
        let sc = self.source_corresp(&named, None, false);
        self.constants[c].named = named;
        let r = &self.constants[c];
        let siblings = self.enums.iter().find(|e| e.constants.contains(&c)).map(|e| e.constants.clone()).unwrap_or_default();
        let next = siblings.iter().position(|&x| x == c).and_then(|i| siblings.get(i + 1)).copied();
        let mut fields = vec![
            Field::new("source_corresp", sc),
            Field::new("next", next.map(|n| Value::Ref(self.constant_ref(n))).unwrap_or(Value::Null)),
            Field::new("type", self.type_ref(r.ty)),
            Field::new("is_named_constant_definition", Value::Bool(true)),
            Field::new("kind", Value::Name("ck_integer".into())),
        ];
        if let Some(v) = r.value {
            // The value is written with the suffix of the enum's underlying type.
            let underlying = match self.types.nodes.get(r.ty) {
                Some(TypeNode::Enum(e)) => self.types.enums.get(*e).map(|e| e.underlying),
                _ => None,
            };
            let suffix = match underlying.and_then(|u| self.types.nodes.get(u)) {
                Some(TypeNode::Builtin(n)) => self.t.builtin(n).and_then(|b| b.constant_suffix.clone()),
                _ => None,
            };
            fields.push(Field::new("integer_value", Value::Name(format!("{v}{}", suffix.unwrap_or_default()))));
        }
        Entry { scope: Scope::File, kind: "constant", id: r.id, fields }
    }
}
