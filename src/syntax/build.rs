//! Node-building helpers for the grammar's actions, so that each action in
//! `grammar/cxx.lalrpop` stays a one-liner. Also home of the two reinterpretations that
//! ambiguity nodes need: a declaration read as an expression, a type-id read as one.

use crate::syntax::ast::*;
use crate::syntax::ParseCtx;

pub fn concat3(mut p: Vec<DeclSpec>, t: DeclSpec, q: Vec<DeclSpec>) -> Vec<DeclSpec> {
    p.push(t);
    p.extend(q);
    p
}

/// `a` followed by `b`.
pub fn concat<T>(mut a: Vec<T>, b: Vec<T>) -> Vec<T> {
    a.extend(b);
    a
}

pub fn seg(tok: u32, template_args: Option<Vec<TemplateArg>>) -> NameSeg {
    NameSeg { tok, template_args, template_kw: false }
}

pub fn qual(global: bool, scopes: Vec<Scope>, last: UnqualKind, l: usize, r: usize) -> QualName {
    QualName { global, scopes, last, range: TokRange::new(l, r) }
}

/// The declarator-id of an allocation or deallocation function, `N::operator new[]` (tokens
/// `l..nr`, the `operator` keyword at `op`).
pub fn allocation_function_name(global: bool, scopes: Option<Vec<Scope>>, l: usize, op: usize, nr: usize) -> Declarator {
    let name = qual(global, scopes.unwrap_or_default(), UnqualKind::Operator { tokens: TokRange::new(op + 1, nr), template_args: None }, l, nr);
    Declarator::Name { name: Some(name), pack: false, range: TokRange::new(l, nr) }
}

/// A nested-name-specifier used as a class in `C::*`: its last scope becomes the name.
pub fn qual_scopes(global: bool, mut scopes: Vec<Scope>, l: usize, r: usize) -> QualName {
    let last = match scopes.pop() {
        Some(Scope::Name(seg)) => UnqualKind::Plain(seg),
        _ => UnqualKind::Plain(seg(l as u32, None)),
    };
    QualName { global, scopes, last, range: TokRange::new(l, r) }
}

pub fn abstract_at(pos: usize) -> Declarator {
    Declarator::Name { name: None, pack: false, range: TokRange::new(pos, pos) }
}

pub fn params((params, variadic): (Vec<Param>, bool), l: usize, r: usize) -> ParamClause {
    ParamClause { params, variadic, range: TokRange::new(l, r) }
}

pub fn empty_attr() -> AttrSpec {
    AttrSpec { syntax: AttrSyntax::Gnu, cuda: vec![], attrs: vec![], range: TokRange::default() }
}

/// `__attribute__((...))`: attributes whose names are CUDA execution or memory spaces go
/// to their own list (the CUDA attribute category), the rest stay GNU attributes.
pub fn gnu_attrs(ctx: &ParseCtx, attrs: Vec<Option<Vec<Attribute>>>, l: usize, r: usize) -> AttrSpec {
    let mut spec = AttrSpec { syntax: AttrSyntax::Gnu, cuda: vec![], attrs: vec![], range: TokRange::new(l, r) };
    for attr in attrs.into_iter().flatten().flatten() {
        match crate::syntax::cuda_space(ctx.token_text(attr.name)) {
            Some(space) if attr.args.is_none() => spec.cuda.push((space, attr.name)),
            _ => spec.attrs.push(attr),
        }
    }
    spec
}

/// CUDA's `__noinline__` as a specifier: a GNU attribute spec whose one attribute is named by
/// the keyword itself (`__noinline__` and `noinline` are one attribute).
pub fn noinline_keyword(t: u32) -> AttrSpec {
    let attr = Attribute { name: t, namespace: None, args: None };
    AttrSpec { syntax: AttrSyntax::Gnu, cuda: vec![], attrs: vec![attr], range: TokRange::new(t as usize, t as usize + 1) }
}

pub fn std_attrs(attrs: Vec<Option<Attribute>>, l: usize, r: usize) -> AttrSpec {
    AttrSpec { syntax: AttrSyntax::Std, cuda: vec![], attrs: attrs.into_iter().flatten().collect(), range: TokRange::new(l, r) }
}

pub fn alignas(l: usize, r: usize) -> AttrSpec {
    AttrSpec { syntax: AttrSyntax::Alignas, cuda: vec![], attrs: vec![], range: TokRange::new(l, r) }
}

pub fn asm_label(l: usize, r: usize) -> AttrSpec {
    AttrSpec { syntax: AttrSyntax::Asm, cuda: vec![], attrs: vec![], range: TokRange::new(l, r) }
}

pub fn conversion_type(specs: Vec<DeclSpec>, ptrs: Vec<PtrOp>, l: usize, r: usize) -> TypeId {
    let mut d = abstract_at(r);
    for op in ptrs.into_iter().rev() {
        d = Declarator::Ptr { op, inner: Box::new(d), range: TokRange::new(l, r) };
    }
    TypeId { specs, declarator: d, range: TokRange::new(l, r) }
}

/// `auto [a, b] = e;`: represented as one declarator spanning the brackets.
pub fn binding(l: usize, r: usize, init: Initializer) -> InitDeclarator {
    InitDeclarator { declarator: binding_declarator(l, r), init: Some(init), ambiguous_init: None, range: TokRange::new(l, r) }
}

pub fn binding_declarator(l: usize, r: usize) -> Declarator {
    Declarator::Name { name: None, pack: false, range: TokRange::new(l, r) }
}

pub fn function_def(
    specs: Vec<DeclSpec>,
    declarator: Declarator,
    ctor_inits: Option<Vec<MemInit>>,
    body: FunctionBody,
    l: usize,
    body_start: usize,
    r: usize,
) -> Box<FunctionDef> {
    Box::new(FunctionDef {
        specs,
        declarator,
        ctor_inits: ctor_inits.unwrap_or_default(),
        body,
        range: TokRange::new(l, r),
        body_range: TokRange::new(body_start, r),
    })
}

/// A member declaration with no type specifier: a constructor, destructor or conversion
/// function declaration (`S(int);`, `inline ~S();`, `explicit operator bool() const;`).
pub fn bare_member_decl(specs: Vec<DeclSpec>, d: Declarator, l: usize, r: usize) -> Decl {
    let range = TokRange::new(l, r);
    let init = InitDeclarator { declarator: d, init: None, ambiguous_init: None, range: TokRange::new(l, r - 1) };
    Decl::Simple(SimpleDecl { specs, declarators: vec![init], range })
}

/// A member declared pure without decl-specifiers' type: `virtual ~A() = 0;`,
/// `virtual operator int() = 0;` (`zero` is the literal's token).
pub fn pure_member_decl(specs: Vec<DeclSpec>, d: Declarator, zero: u32, l: usize, r: usize) -> Decl {
    let range = TokRange::new(l, r);
    let init = InitDeclarator {
        declarator: d,
        init: Some(Initializer::Assign(Box::new(Expr::Literal(zero)))),
        ambiguous_init: None,
        range: TokRange::new(l, r - 1),
    };
    Decl::Simple(SimpleDecl { specs, declarators: vec![init], range })
}

#[allow(clippy::too_many_arguments)]
pub fn class_spec(
    _ctx: &ParseCtx,
    key: u32,
    attrs: Vec<AttrSpec>,
    name: Option<QualName>,
    final_tok: Option<u32>,
    bases: Option<Vec<BaseSpec>>,
    members: Vec<Member>,
    l: usize,
    body_l: usize,
    r: usize,
) -> Box<ClassSpec> {
    Box::new(ClassSpec {
        key,
        attrs,
        name,
        is_final: final_tok.is_some(),
        bases: bases.unwrap_or_default(),
        members,
        range: TokRange::new(l, r),
        body: TokRange::new(body_l, r),
    })
}

#[allow(clippy::too_many_arguments)]
pub fn namespace(
    inline: bool,
    name: Option<u32>,
    extra: Vec<u32>,
    mut attrs: Vec<AttrSpec>,
    attrs2: Vec<AttrSpec>,
    decls: Vec<Decl>,
    l: usize,
    body_l: usize,
    r: usize,
) -> Decl {
    attrs.extend(attrs2);
    Decl::Namespace { inline, name, extra, attrs, decls, range: TokRange::new(l, r), body: TokRange::new(body_l, r) }
}

pub fn named_cast(ctx: &ParseCtx, kw: u32, ty: TypeId, e: Expr, l: usize, r: usize) -> Expr {
    let kind = match ctx.token_text(kw) {
        "static_cast" => CastKind::Static,
        "dynamic_cast" => CastKind::Dynamic,
        "reinterpret_cast" => CastKind::Reinterpret,
        _ => CastKind::Const,
    };
    Expr::Cast(kind, Box::new(ty), Box::new(e), TokRange::new(l, r))
}

pub fn lambda(
    captures: TokRange,
    template_params: Option<Vec<TemplateParam>>,
    params: Option<ParamClause>,
    specs: Vec<DeclSpec>,
    quals: FnQuals,
    body: Block,
    l: usize,
    r: usize,
) -> Expr {
    Expr::Lambda(Box::new(Lambda {
        captures,
        template_params: template_params.unwrap_or_default(),
        params,
        specs,
        quals,
        body,
        range: TokRange::new(l, r),
    }))
}

/// A constrained type parameter with a type default, `C T = int` (the parser reads `C T`
/// as a parameter declaration): `key` is the constraint's first token.
pub fn constrained_type_param(key: usize, d: Declarator, default: TypeId) -> TemplateParam {
    let (name, pack) = match d {
        Declarator::Name { name, pack, .. } => (name.and_then(|q| match q.last {
            UnqualKind::Plain(seg) if q.scopes.is_empty() => Some(seg.tok),
            _ => None,
        }), pack),
        _ => (None, false),
    };
    TemplateParam::Type { key: key as u32, name, pack, default: Some(Box::new(default)) }
}

/// A lambda's specifiers: the attributes before its parameters (`[] __device__ (int)`)
/// first, then those after (`mutable`, `constexpr`, attributes).
pub fn lambda_specs(attrs: Vec<AttrSpec>, after: Vec<DeclSpec>) -> Vec<DeclSpec> {
    attrs.into_iter().map(DeclSpec::Attr).chain(after).collect()
}

// ---------------------------------------------------------------- statements

// The grammar-only values below are boxed where large: the parser's symbol stack holds every
// value in one enum as large as the largest, and moves it on every shift and reduce.

pub enum Label {
    Named(u32),
    Case(Box<Expr>, Option<Box<Expr>>),
    Default,
}

pub fn labelled(label: Label, stmt: Stmt, l: usize, r: usize) -> Stmt {
    let range = TokRange::new(l, r);
    let stmt = Box::new(stmt);
    match label {
        Label::Named(name) => Stmt::Label { name, stmt, range },
        Label::Case(value, high) => Stmt::Case { value, high, stmt, range },
        Label::Default => Stmt::Default { stmt, range },
    }
}

/// `if constexpr (init; cond)` up to the statement.
pub struct IfHead {
    pub constexpr_: bool,
    pub init: Option<Stmt>,
    pub cond: Condition,
}

pub fn if_stmt(head: Box<IfHead>, then: Stmt, els: Option<Stmt>, l: usize, r: usize) -> Stmt {
    let IfHead { constexpr_, init, cond } = *head;
    Stmt::If {
        constexpr_,
        init: init.map(Box::new),
        cond,
        then: Box::new(then),
        els: els.map(Box::new),
        range: TokRange::new(l, r),
    }
}

pub fn switch_stmt(head: Box<(Option<Stmt>, Condition)>, body: Stmt, l: usize, r: usize) -> Stmt {
    let (init, cond) = *head;
    Stmt::Switch { init: init.map(Box::new), cond, body: Box::new(body), range: TokRange::new(l, r) }
}

pub enum ForHead {
    Classic(Stmt, Option<Condition>, Option<Expr>),
    Range(Option<Stmt>, Vec<DeclSpec>, Declarator, Expr),
}

pub fn for_stmt(head: Box<ForHead>, body: Stmt, l: usize, r: usize) -> Stmt {
    let range = TokRange::new(l, r);
    match *head {
        ForHead::Classic(init, cond, step) => Stmt::For { init: Box::new(init), cond, step: step.map(Box::new), body: Box::new(body), range },
        ForHead::Range(init, specs, declarator, range_expr) => {
            Stmt::RangeFor { init: init.map(Box::new), specs, declarator: Box::new(declarator), range_expr: Box::new(range_expr), body: Box::new(body), range }
        }
    }
}

// ---------------------------------------------------------------- ambiguity nodes

/// `T(x);` and friends: the grammar parsed a declaration; the expression reading is
/// rebuilt from it (`T(x)` as a functional cast, `T(x)(y)` as a call of one, ...).
pub fn ambiguous_stmt(decl: SimpleDecl, l: usize, r: usize) -> Stmt {
    let range = TokRange::new(l, r);
    match declaration_as_expression(&decl) {
        Some(expr) => Stmt::Ambig { decl: Box::new(Decl::Simple(decl)), expr: Box::new(expr), range },
        None => Stmt::Decl(Decl::Simple(decl)),
    }
}

/// The expression a declaration also spells: `T(x)` → construct `T` from `x`, `T(x)(y)` →
/// call that with `y`, `T(x) = e` → assignment, `T(*p)` → construct from `*p`.
fn declaration_as_expression(decl: &SimpleDecl) -> Option<Expr> {
    let [init] = decl.declarators.as_slice() else { return None };
    let range = decl.range;
    let inner = declarator_as_expression(&init.declarator)?;
    let construct = match inner {
        // The outermost paren layer is the functional cast's argument list.
        Expr::Paren(arg, _) => Expr::Construct(decl.specs.clone(), vec![*arg], false, range),
        Expr::Call(callee, args, r) => match *callee {
            Expr::Paren(arg, _) => Expr::Call(
                Box::new(Expr::Construct(decl.specs.clone(), vec![*arg], false, range)),
                args,
                r,
            ),
            _ => return None,
        },
        _ => return None,
    };
    Some(match &init.init {
        None => construct,
        Some(Initializer::Assign(rhs)) => {
            Expr::Binary(range.lo, Box::new(construct), rhs.clone(), range)
        }
        Some(_) => return None,
    })
}

fn declarator_as_expression(d: &Declarator) -> Option<Expr> {
    match d {
        Declarator::Name { name: Some(n), pack: false, .. } => Some(Expr::Name(n.clone())),
        Declarator::Paren { inner, range } => Some(Expr::Paren(Box::new(declarator_as_expression(inner)?), *range)),
        Declarator::Ptr { op, inner, range } => {
            let operand = declarator_as_expression(inner)?;
            let op_tok = range.lo;
            match op {
                PtrOp::Pointer { cv, .. } if cv.is_empty() => Some(Expr::Unary(op_tok, Box::new(operand), *range)),
                PtrOp::LRef => Some(Expr::Unary(op_tok, Box::new(operand), *range)),
                _ => None,
            }
        }
        Declarator::Func { inner, params, quals, range } => {
            if quals.trailing_return.is_some() || !quals.cv.is_empty() {
                return None;
            }
            let callee = declarator_as_expression(inner)?;
            let args = params
                .params
                .iter()
                .map(param_as_expression)
                .collect::<Option<Vec<_>>>()?;
            Some(Expr::Call(Box::new(callee), args, *range))
        }
        Declarator::Array { inner, size: Some(size), range } => {
            Some(Expr::Index(Box::new(declarator_as_expression(inner)?), size.clone(), *range))
        }
        _ => None,
    }
}

/// A parameter `U` or `U y` read as an expression `U` / `U(y)` is possible only in simple
/// shapes; anything else means the declaration reading is the only one.
fn param_as_expression(p: &Param) -> Option<Expr> {
    match (&p.specs[..], &p.declarator) {
        ([DeclSpec::Type(TypeSpec::Named(q))], Declarator::Name { name: None, .. }) => Some(Expr::Name(q.clone())),
        _ => None,
    }
}

/// `T x(U());` / `T x(U(y));`: read as a function declaration; the variable reading
/// (`x` initialized with `U()` / `U(y)`) is kept beside it.
/// Under pointer operators (`T *x(U());`) the variable keeps them: `*x` initialized.
pub fn ambiguous_init(d: Declarator, l: usize, r: usize) -> InitDeclarator {
    let range = TokRange::new(l, r);
    let other = variable_reading(&d);
    InitDeclarator { declarator: d, init: None, ambiguous_init: other.map(Box::new), range }
}

/// The variable reading of an ambiguous function declarator (see `ambiguous_init`).
fn variable_reading(d: &Declarator) -> Option<AmbigInit> {
    match d {
        Declarator::Attributed { inner, .. } => variable_reading(inner),
        Declarator::Ptr { op, inner, range } => {
            let AmbigInit { object, init } = variable_reading(inner)?;
            Some(AmbigInit { object: Declarator::Ptr { op: op.clone(), inner: Box::new(object), range: *range }, init })
        }
        Declarator::Func { inner, params, .. } => {
            let args: Option<Vec<Expr>> = params.params.iter().map(param_as_initializer).collect();
            args.map(|args| AmbigInit { object: (**inner).clone(), init: Initializer::Paren(args, params.range) })
        }
        _ => None,
    }
}

/// `U()` (abstract function declarator) → `U()`; `U(y)` (named parameter) → `U(y)`.
fn param_as_initializer(p: &Param) -> Option<Expr> {
    let range = p.range;
    match &p.declarator {
        Declarator::Func { inner, params, .. } if params.params.is_empty() && is_abstract(inner) => {
            Some(Expr::Construct(p.specs.clone(), vec![], false, range))
        }
        Declarator::Paren { inner, .. } => {
            let arg = declarator_as_expression(inner)?;
            Some(Expr::Construct(p.specs.clone(), vec![arg], false, range))
        }
        Declarator::Name { name: Some(n), .. } => {
            // `T x(U y)` cannot be an expression; but `T x(a)` never reaches here.
            let _ = n;
            None
        }
        _ => None,
    }
}

fn is_abstract(d: &Declarator) -> bool {
    matches!(d, Declarator::Name { name: None, .. })
}

/// `A<T(x)>`: the grammar parsed a type-id; the expression reading is a functional cast.
pub fn ambiguous_template_arg(t: TypeId) -> TemplateArg {
    let expr = match &t.declarator {
        Declarator::Func { inner, params, range, .. } if is_abstract(inner) => {
            let args: Option<Vec<Expr>> = params
                .params
                .iter()
                .map(|p| match (&p.specs[..], &p.declarator) {
                    ([DeclSpec::Type(TypeSpec::Named(q))], Declarator::Name { name: None, .. }) => Some(Expr::Name(q.clone())),
                    (_, Declarator::Name { name: Some(n), .. }) if p.specs.len() == 1 => Some(Expr::Name(n.clone())),
                    _ => None,
                })
                .collect();
            args.map(|a| Expr::Construct(t.specs.clone(), a, false, TokRange { lo: t.range.lo, hi: range.hi }))
        }
        _ => None,
    };
    match expr {
        Some(e) => TemplateArg::Ambig(Box::new(t), Box::new(e)),
        None => TemplateArg::Type(t),
    }
}

/// A declarator that is just a name token (used where a type name is redeclared).
pub fn name_declarator(tok: u32, l: usize, r: usize) -> Declarator {
    let name = qual(false, vec![], UnqualKind::Plain(seg(tok, None)), l, l + 1);
    Declarator::Name { name: Some(name), pack: false, range: TokRange::new(l, r.min(l + 1)) }
}

/// The type-id of a class defined in place (`__builtin_offsetof(struct { int i; }, i)`).
pub fn class_type_id(c: Box<ClassSpec>, l: usize, r: usize) -> TypeId {
    TypeId { specs: vec![DeclSpec::Type(TypeSpec::Class(c))], declarator: abstract_at(r), range: TokRange::new(l, r) }
}
