//! The syntax tree the grammar builds. It records what was written, not what it means:
//! names are token indices, types are specifier lists, and where C++ cannot be read without
//! knowing names, an `Ambig*` node keeps both readings for `sema::disambiguate` to choose.
//!
//! Every node carries a `TokRange` (token indices, end exclusive) so that later stages can
//! point diagnostics at it and the backend can rewrite exactly those tokens.

/// A half-open range of token indices `[lo, hi)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct TokRange {
    pub lo: u32,
    pub hi: u32,
}

impl TokRange {
    pub fn new(lo: usize, hi: usize) -> TokRange {
        TokRange { lo: lo as u32, hi: hi as u32 }
    }
}

/// A token index.
pub type Tok = u32;

#[derive(Debug, Default)]
pub struct TranslationUnit {
    pub decls: Vec<Decl>,
}

// ---------------------------------------------------------------- names

/// One component of a qualified name: `vector<int>` in `std::vector<int>::iterator`.
#[derive(Clone, Debug)]
pub struct NameSeg {
    pub tok: Tok,
    pub template_args: Option<Vec<TemplateArg>>,
    /// Written with the `template` disambiguator (`T::template rebind<U>`).
    pub template_kw: bool,
}

/// What an unqualified name denotes syntactically.
#[derive(Clone, Debug)]
pub enum UnqualKind {
    /// An identifier (possibly a template-id).
    Plain(NameSeg),
    /// `operator+`, `operator new[]`, `operator()`: the operator's tokens.
    Operator { tokens: TokRange, template_args: Option<Vec<TemplateArg>> },
    /// `operator T`: the conversion type.
    Conversion(Box<TypeId>),
    /// `operator""_km`.
    Literal(Tok),
    /// `~X`.
    Destructor(NameSeg),
}

#[derive(Clone, Debug)]
pub struct QualName {
    /// Written with a leading `::`.
    pub global: bool,
    /// The nested-name-specifier's components (`std`, `vector<int>` ...).
    pub scopes: Vec<Scope>,
    pub last: UnqualKind,
    pub range: TokRange,
}

/// A component of a nested-name-specifier.
#[derive(Clone, Debug)]
pub enum Scope {
    Name(NameSeg),
    Decltype(Box<Expr>),
}

// ---------------------------------------------------------------- attributes

/// Execution and memory spaces: CUDA's own attribute category, kept apart from the
/// standard and GNU attributes (`__attribute__((device))` and `__device__` both land here).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CudaSpace {
    Host,
    Device,
    Global,
    Shared,
    Constant,
    Managed,
    GridConstant,
    DeviceBuiltin,
    CudartBuiltin,
}

#[derive(Clone, Debug)]
pub struct Attribute {
    /// The attribute's name token (`aligned`, `nodiscard`, `gnu::unused`'s `unused`).
    pub name: Tok,
    /// The attribute namespace (`gnu` in `[[gnu::x]]`), if any.
    pub namespace: Option<Tok>,
    /// The argument tokens inside the parentheses, if any.
    pub args: Option<TokRange>,
}

/// An attribute specifier as written: `__attribute__((...))`, `[[...]]`, `alignas(...)`,
/// `__declspec(...)`; its attributes split into CUDA spaces and the rest.
#[derive(Clone, Debug)]
pub struct AttrSpec {
    pub syntax: AttrSyntax,
    pub cuda: Vec<(CudaSpace, Tok)>,
    pub attrs: Vec<Attribute>,
    pub range: TokRange,
}

impl DeclSpec {
    /// The first token of a decl-specifier, where one is sure of it (`typename T::x` is not:
    /// its name's range leaves out the keyword).
    pub fn start(&self) -> Option<Tok> {
        match self {
            DeclSpec::Keyword(t) | DeclSpec::Cv(t) | DeclSpec::Builtin(t) | DeclSpec::ExplicitBool(t, _) => Some(*t),
            DeclSpec::Type(TypeSpec::Named(q)) => Some(q.range.lo),
            DeclSpec::Type(TypeSpec::Elaborated { key, .. }) => Some(*key),
            DeclSpec::Type(TypeSpec::Auto(t)) => Some(*t),
            DeclSpec::Type(TypeSpec::Decltype(_, r) | TypeSpec::DecltypeAuto(r) | TypeSpec::Typeof(_, r) | TypeSpec::TraitType(_, _, r)) => Some(r.lo),
            _ => None,
        }
    }
}

/// Whether one of `attrs` is named `name` (GNU's `__name__` spelling too); `text` spells a token.
pub fn attribute_named(attrs: &[AttrSpec], name: &str, text: &dyn Fn(Tok) -> String) -> bool {
    attrs.iter().any(|a| a.attrs.iter().any(|x| text(x.name).trim_matches('_') == name))
}

/// Whether an attribute named `name` is among `specs` or on a layer of `d` (`__attribute__((weak))
/// int x;`, `int x __attribute__((weak));`).
pub fn declaration_has_attribute(specs: &[DeclSpec], d: &Declarator, name: &str, text: &dyn Fn(Tok) -> String) -> bool {
    let in_specs = specs.iter().any(|s| matches!(s, DeclSpec::Attr(a) if attribute_named(std::slice::from_ref(a), name, text)));
    let mut layer = Some(d);
    while let Some(d) = layer {
        let (attrs, inner): (&[AttrSpec], _) = match d {
            Declarator::Name { .. } => (&[], None),
            Declarator::Attributed { inner, attrs, .. } => (attrs, Some(&**inner)),
            Declarator::Ptr { inner, op, .. } => match op {
                PtrOp::Pointer { attrs, .. } => (attrs, Some(&**inner)),
                _ => (&[], Some(&**inner)),
            },
            Declarator::Func { inner, quals, .. } => (&quals.attrs, Some(&**inner)),
            Declarator::Array { inner, .. } | Declarator::Paren { inner, .. } => (&[], Some(&**inner)),
        };
        if attribute_named(attrs, name, text) {
            return true;
        }
        layer = inner;
    }
    in_specs
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrSyntax {
    Gnu,
    Std,
    Alignas,
    Asm,
}

// ---------------------------------------------------------------- declarations

#[derive(Clone, Debug)]
pub enum DeclSpec {
    /// `static`, `extern`, `typedef`, `inline`, `constexpr`, `friend`, `virtual`, ...: the keyword.
    Keyword(Tok),
    /// `const`, `volatile`, `__restrict__`.
    Cv(Tok),
    /// `int`, `unsigned`, `long`, `void`, `__int128`, ...
    Builtin(Tok),
    /// `explicit(expr)`.
    ExplicitBool(Tok, Box<Expr>),
    Type(TypeSpec),
    Attr(AttrSpec),
}

#[derive(Clone, Debug)]
pub enum TypeSpec {
    /// A (possibly qualified) type name, possibly with template arguments.
    Named(QualName),
    /// `typename T::type`.
    Typename(QualName),
    /// `struct S`, `enum E`, `class C<int>` without a body.
    Elaborated { key: Tok, name: QualName },
    Class(Box<ClassSpec>),
    Enum(Box<EnumSpec>),
    Decltype(Box<Expr>, TokRange),
    DecltypeAuto(TokRange),
    Typeof(Box<TypeOrExpr>, TokRange),
    /// `__underlying_type(T)` and friends used as types.
    TraitType(Tok, Vec<TypeId>, TokRange),
    Auto(Tok),
}

#[derive(Clone, Debug)]
pub struct ClassSpec {
    /// `class`, `struct` or `union`.
    pub key: Tok,
    pub attrs: Vec<AttrSpec>,
    pub name: Option<QualName>,
    pub is_final: bool,
    pub bases: Vec<BaseSpec>,
    pub members: Vec<Member>,
    pub range: TokRange,
    /// The braces `{ ... }` of the body.
    pub body: TokRange,
}

#[derive(Clone, Debug)]
pub struct BaseSpec {
    pub access: Option<Tok>,
    pub is_virtual: bool,
    pub name: TypeSpec,
    pub pack: bool,
}

#[derive(Clone, Debug)]
pub enum Member {
    Decl(Decl),
    Access(Tok),
}

#[derive(Clone, Debug)]
pub struct EnumSpec {
    pub key: Tok,
    pub scoped: bool,
    pub attrs: Vec<AttrSpec>,
    pub name: Option<QualName>,
    pub base: Option<Vec<DeclSpec>>,
    pub enumerators: Vec<Enumerator>,
    /// `enum E : int;` (opaque) has no body.
    pub has_body: bool,
    pub range: TokRange,
}

#[derive(Clone, Debug)]
pub struct Enumerator {
    pub name: Tok,
    pub attrs: Vec<AttrSpec>,
    pub value: Option<Expr>,
}

/// Pointer operators in a declarator.
#[derive(Clone, Debug)]
pub enum PtrOp {
    Pointer { cv: Vec<Tok>, attrs: Vec<AttrSpec> },
    LRef,
    RRef,
    /// `C::*`.
    Member { class: Box<QualName>, cv: Vec<Tok> },
}

#[derive(Clone, Debug)]
pub enum Declarator {
    /// The declared name; `None` for an abstract declarator.
    Name { name: Option<QualName>, pack: bool, range: TokRange },
    Ptr { op: PtrOp, inner: Box<Declarator>, range: TokRange },
    Func { inner: Box<Declarator>, params: ParamClause, quals: Box<FnQuals>, range: TokRange },
    Array { inner: Box<Declarator>, size: Option<Box<Expr>>, range: TokRange },
    Paren { inner: Box<Declarator>, range: TokRange },
    /// A declarator with trailing attributes or an `asm("label")`.
    Attributed { inner: Box<Declarator>, attrs: Vec<AttrSpec>, range: TokRange },
}

#[derive(Clone, Debug, Default)]
pub struct ParamClause {
    pub params: Vec<Param>,
    pub variadic: bool,
    /// `( ... )` including the parentheses.
    pub range: TokRange,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub specs: Vec<DeclSpec>,
    pub declarator: Declarator,
    pub default: Option<Box<Expr>>,
    pub range: TokRange,
}

/// Qualifiers after a function declarator's parameter list.
#[derive(Clone, Debug, Default)]
pub struct FnQuals {
    pub cv: Vec<Tok>,
    pub ref_qual: Option<Tok>,
    pub noexcept: Option<TokRange>,
    pub trailing_return: Option<Box<TypeId>>,
    pub attrs: Vec<AttrSpec>,
    pub virt_specs: Vec<Tok>,
    pub pure: bool,
    pub requires: Option<Box<Expr>>,
}

#[derive(Clone, Debug)]
pub enum Initializer {
    /// `= expr` / `= {..}`.
    Assign(Box<Expr>),
    /// `(a, b)`.
    Paren(Vec<Expr>, TokRange),
    /// `{a, b}`.
    Brace(Vec<Expr>, TokRange),
    /// A bit-field width `: 3`.
    BitField(Box<Expr>),
}

#[derive(Clone, Debug)]
pub struct InitDeclarator {
    pub declarator: Declarator,
    pub init: Option<Initializer>,
    /// `T x(U(y));`: read as a function declaration by the grammar; `init_reading` is the
    /// same declarator read as a variable with a parenthesised initializer.
    pub ambiguous_init: Option<Box<AmbigInit>>,
    pub range: TokRange,
}

/// The other reading of an ambiguous declarator (see `InitDeclarator::ambiguous_init`).
#[derive(Clone, Debug)]
pub struct AmbigInit {
    pub object: Declarator,
    pub init: Initializer,
}

#[derive(Clone, Debug)]
pub struct SimpleDecl {
    pub specs: Vec<DeclSpec>,
    pub declarators: Vec<InitDeclarator>,
    pub range: TokRange,
}

#[derive(Clone, Debug)]
pub enum FunctionBody {
    Block(Block),
    /// `= default;` / `= delete;`
    Defaulted(Tok),
    Deleted(Tok),
    /// `try { } catch (...) { }` as the whole body.
    Try(Block, Vec<Handler>, TokRange),
}

#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub specs: Vec<DeclSpec>,
    pub declarator: Declarator,
    /// `: a(1), b(2)`.
    pub ctor_inits: Vec<MemInit>,
    pub body: FunctionBody,
    pub range: TokRange,
    /// The tokens of the body, from `:` of the ctor initializers (or `{`) to the closing `}`.
    pub body_range: TokRange,
}

#[derive(Clone, Debug)]
pub struct MemInit {
    pub name: QualName,
    pub args: Vec<Expr>,
    pub range: TokRange,
}

#[derive(Clone, Debug)]
pub enum TemplateParam {
    /// `typename T = int`, `class... Ts`, `Concept T`.
    Type { key: Tok, name: Option<Tok>, pack: bool, default: Option<Box<TypeId>> },
    /// `int N = 3`.
    NonType(Box<Param>),
    /// `template<class> class TT = std::vector`.
    Template { params: Vec<TemplateParam>, name: Option<Tok>, pack: bool, default: Option<QualName> },
}

#[derive(Clone, Debug)]
pub enum TemplateArg {
    Type(TypeId),
    Expr(Expr),
    /// `T(x)` in a template argument list: a type-id (function type) or an expression.
    Ambig(Box<TypeId>, Box<Expr>),
    Pack(Box<TemplateArg>),
}

#[derive(Clone, Debug)]
pub struct TypeId {
    pub specs: Vec<DeclSpec>,
    pub declarator: Declarator,
    pub range: TokRange,
}

#[derive(Clone, Debug)]
pub enum TypeOrExpr {
    Type(TypeId),
    Expr(Expr),
}

#[derive(Clone, Debug)]
pub enum Decl {
    Simple(SimpleDecl),
    Function(Box<FunctionDef>),
    Namespace { inline: bool, name: Option<Tok>, extra: Vec<Tok>, attrs: Vec<AttrSpec>, decls: Vec<Decl>, range: TokRange, body: TokRange },
    NamespaceAlias { name: Tok, target: QualName, range: TokRange },
    /// `extern "C" { ... }` or `extern "C" decl`.
    Linkage { lang: Tok, decls: Vec<Decl>, braced: bool, range: TokRange },
    Template { params: Vec<TemplateParam>, requires: Option<Box<Expr>>, decl: Box<Decl>, range: TokRange },
    /// `template class X<int>;` / `extern template ...`.
    ExplicitInstantiation { is_extern: bool, decl: Box<Decl>, range: TokRange },
    /// `using ns::name;` / `using typename T::x;` / `using enum E;`
    Using { name: QualName, range: TokRange },
    UsingDirective { name: QualName, range: TokRange },
    /// `using X = T;`
    Alias { name: Tok, attrs: Vec<AttrSpec>, ty: Box<TypeId>, range: TokRange },
    StaticAssert { cond: Expr, message: Option<Tok>, range: TokRange },
    Asm { range: TokRange },
    /// `template<class T> concept C = ...;`
    Concept { name: Tok, expr: Expr, range: TokRange },
    /// `__host__ __device__ S(T) -> S<T>;`: only the specifiers are kept (the host
    /// translation drops CUDA attributes, which g++ rejects on a guide).
    DeductionGuide { specs: Vec<DeclSpec>, guide: Box<DeductionGuide>, range: TokRange },
    Empty(TokRange),
    /// A declaration the parser could not read; a diagnostic was reported.
    Error(TokRange),
}

/// A deduction guide's declarator: `name(params) -> target`.
#[derive(Clone, Debug)]
pub struct DeductionGuide {
    /// The class template's name.
    pub name: QualName,
    pub params: ParamClause,
    /// The template-id the guide deduces (`S<T>`).
    pub target: TypeId,
}

// ---------------------------------------------------------------- statements

#[derive(Clone, Debug)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub range: TokRange,
}

#[derive(Clone, Debug)]
pub struct Handler {
    /// `None` for `catch (...)`.
    pub param: Option<Box<Param>>,
    pub body: Block,
}

#[derive(Clone, Debug)]
pub enum ForInit {
    Decl(SimpleDecl),
    Expr(Expr),
    Empty,
}

#[derive(Clone, Debug)]
pub enum Condition {
    Expr(Expr),
    Decl(Box<ConditionDecl>),
}

/// `if (auto x = f())`: the declaration form of a condition (boxed: it is rare and large).
#[derive(Clone, Debug)]
pub struct ConditionDecl {
    pub specs: Vec<DeclSpec>,
    pub declarator: Declarator,
    pub init: Initializer,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    Expr(Expr, TokRange),
    Decl(Decl),
    /// A statement that reads both as a declaration and as an expression (`T(x);`,
    /// `T(x)(y);`, `T(x) = 1;`): the standard prefers the declaration when it is one.
    Ambig { decl: Box<Decl>, expr: Box<Expr>, range: TokRange },
    Block(Block),
    If { constexpr_: bool, init: Option<Box<Stmt>>, cond: Condition, then: Box<Stmt>, els: Option<Box<Stmt>>, range: TokRange },
    While { cond: Condition, body: Box<Stmt>, range: TokRange },
    DoWhile { body: Box<Stmt>, cond: Expr, range: TokRange },
    For { init: Box<Stmt>, cond: Option<Condition>, step: Option<Box<Expr>>, body: Box<Stmt>, range: TokRange },
    RangeFor { init: Option<Box<Stmt>>, specs: Vec<DeclSpec>, declarator: Box<Declarator>, range_expr: Box<Expr>, body: Box<Stmt>, range: TokRange },
    Switch { init: Option<Box<Stmt>>, cond: Condition, body: Box<Stmt>, range: TokRange },
    Case { value: Box<Expr>, high: Option<Box<Expr>>, stmt: Box<Stmt>, range: TokRange },
    Default { stmt: Box<Stmt>, range: TokRange },
    Label { name: Tok, stmt: Box<Stmt>, range: TokRange },
    Break(TokRange),
    Continue(TokRange),
    Return(Option<Expr>, TokRange),
    Goto(Option<Tok>, Option<Expr>, TokRange),
    Try { body: Block, handlers: Vec<Handler>, range: TokRange },
    Asm(TokRange),
    Empty(TokRange),
    Error(TokRange),
}

// ---------------------------------------------------------------- expressions

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    CStyle,
    Static,
    Dynamic,
    Reinterpret,
    Const,
    BitCast,
}

#[derive(Clone, Debug)]
pub struct Lambda {
    pub captures: TokRange,
    pub template_params: Vec<TemplateParam>,
    pub params: Option<ParamClause>,
    pub specs: Vec<DeclSpec>,
    pub quals: FnQuals,
    pub body: Block,
    pub range: TokRange,
}

#[derive(Clone, Debug)]
pub enum Expr {
    Name(QualName),
    Literal(Tok),
    /// Adjacent string literals `"a" "b"`.
    Strings(TokRange),
    This(Tok),
    Paren(Box<Expr>, TokRange),
    /// Unary operator (prefix): the operator token.
    Unary(Tok, Box<Expr>, TokRange),
    Postfix(Tok, Box<Expr>, TokRange),
    Binary(Tok, Box<Expr>, Box<Expr>, TokRange),
    Conditional(Box<Expr>, Option<Box<Expr>>, Box<Expr>, TokRange),
    Call(Box<Expr>, Vec<Expr>, TokRange),
    /// `k<<<grid, block, shmem, stream>>>(args)`.
    Launch { kernel: Box<Expr>, config: Vec<Expr>, args: Vec<Expr>, range: TokRange, config_range: TokRange },
    Index(Box<Expr>, Box<Expr>, TokRange),
    /// `a.b`, `a->b`, `a.template b<T>`: the operator token and the member name.
    Member(Box<Expr>, Tok, Box<QualName>, TokRange),
    /// `T(args)` / `T{args}`: a functional cast or temporary.
    Construct(Vec<DeclSpec>, Vec<Expr>, bool, TokRange),
    Cast(CastKind, Box<TypeId>, Box<Expr>, TokRange),
    SizeofType(Box<TypeId>, TokRange),
    SizeofExpr(Box<Expr>, TokRange),
    SizeofPack(Tok, TokRange),
    AlignofType(Box<TypeId>, TokRange),
    AlignofExpr(Box<Expr>, TokRange),
    Typeid(Box<TypeOrExpr>, TokRange),
    Noexcept(Box<Expr>, TokRange),
    New { placement: Vec<Expr>, ty: Box<TypeId>, init: Option<Vec<Expr>>, range: TokRange },
    Delete { array: bool, operand: Box<Expr>, range: TokRange },
    Throw(Option<Box<Expr>>, TokRange),
    Lambda(Box<Lambda>),
    /// `{a, b}` / designated `{.x = 1}`.
    InitList(Vec<Expr>, TokRange),
    Designated(TokRange, Box<Expr>),
    /// `__builtin_offsetof(T, m)`, `__builtin_va_arg(ap, T)`, `__is_same(A, B)`, ...
    Builtin(Tok, Vec<TypeOrExpr>, TokRange),
    /// GNU statement expression `({ ... })`.
    StmtExpr(Block, TokRange),
    /// `requires (T a) { ... }`.
    Requires(TokRange),
    /// `e...` in an argument list.
    PackExpansion(Box<Expr>, TokRange),
    /// `( ... op e)` fold expressions.
    Fold(TokRange),
    /// A part the parser could not read.
    Error(TokRange),
}

impl Expr {
    /// The expression inside any parentheses around it.
    pub fn without_parens(&self) -> &Expr {
        let mut e = self;
        while let Expr::Paren(inner, _) = e {
            e = inner;
        }
        e
    }

    pub fn range(&self) -> TokRange {
        use Expr::*;
        match self {
            Name(q) => q.range,
            Literal(t) | This(t) => TokRange { lo: *t, hi: *t + 1 },
            Strings(r) | Paren(_, r) | Unary(_, _, r) | Postfix(_, _, r) | Binary(_, _, _, r)
            | Conditional(_, _, _, r) | Call(_, _, r) | Index(_, _, r) | Member(_, _, _, r)
            | Construct(_, _, _, r) | Cast(_, _, _, r) | SizeofType(_, r) | SizeofExpr(_, r)
            | SizeofPack(_, r) | AlignofType(_, r) | AlignofExpr(_, r) | Typeid(_, r)
            | Noexcept(_, r) | Throw(_, r) | InitList(_, r) | Designated(r, _) | Builtin(_, _, r)
            | StmtExpr(_, r) | Requires(r) | PackExpansion(_, r) | Fold(r) | Error(r) => *r,
            Launch { range, .. } | New { range, .. } | Delete { range, .. } => *range,
            Lambda(l) => l.range,
        }
    }
}

impl Declarator {
    pub fn range(&self) -> TokRange {
        match self {
            Declarator::Name { range, .. }
            | Declarator::Ptr { range, .. }
            | Declarator::Func { range, .. }
            | Declarator::Array { range, .. }
            | Declarator::Paren { range, .. }
            | Declarator::Attributed { range, .. } => *range,
        }
    }

    /// The declared name, looking through pointer, function, array and paren layers.
    pub fn name(&self) -> Option<&QualName> {
        match self {
            Declarator::Name { name, .. } => name.as_ref(),
            Declarator::Ptr { inner, .. }
            | Declarator::Func { inner, .. }
            | Declarator::Array { inner, .. }
            | Declarator::Paren { inner, .. }
            | Declarator::Attributed { inner, .. } => inner.name(),
        }
    }

    /// The names a structured binding `[a, b]` declares. The parser keeps the binding as a
    /// nameless declarator over `[ a , b ]` (an abstract declarator's range is empty), so the
    /// names are every other token inside the brackets.
    pub fn binding_names(&self) -> Vec<u32> {
        match self {
            Declarator::Name { name: None, range, .. } if range.hi > range.lo + 1 => (range.lo + 1..range.hi - 1).step_by(2).collect(),
            _ => Vec::new(),
        }
    }

    /// The outermost function layer that applies directly to the name (`f(int)` in
    /// `int *f(int)`), if this declares a function.
    pub fn function_params(&self) -> Option<&ParamClause> {
        match self {
            Declarator::Func { inner, params, .. } => {
                if inner.is_plain_name() { Some(params) } else { inner.function_params() }
            }
            Declarator::Ptr { inner, .. } | Declarator::Attributed { inner, .. } => inner.function_params(),
            Declarator::Paren { inner, .. } => inner.function_params(),
            // A function returning a reference or pointer to an array: `(&f())[3]`.
            Declarator::Array { inner, .. } => inner.function_params(),
            _ => None,
        }
    }

    /// Whether this is just a (possibly parenthesized or attributed) name.
    /// Declares a parameter pack: `Args... args`, `Args const&... args`.
    pub fn is_pack(&self) -> bool {
        match self {
            Declarator::Name { pack, .. } => *pack,
            Declarator::Ptr { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => inner.is_pack(),
            Declarator::Func { .. } | Declarator::Array { .. } => false,
        }
    }

    /// Whether the declarator makes a pointer or reference at some level (`*p`, `(*a)[3]`,
    /// `&r`): the specifiers' cv-qualifiers then apply to what it points to.
    pub fn has_pointer(&self) -> bool {
        match self {
            Declarator::Name { .. } => false,
            Declarator::Ptr { .. } => true,
            Declarator::Func { inner, .. } | Declarator::Array { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => {
                inner.has_pointer()
            }
        }
    }

    pub fn is_plain_name(&self) -> bool {
        match self {
            Declarator::Name { .. } => true,
            Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => inner.is_plain_name(),
            _ => false,
        }
    }
}

impl QualName {
    /// The name tokens of the nested-name-specifier (`a::b::` of `a::b::c`), when each
    /// component is a plain name (no template arguments, no `decltype`).
    pub fn plain_scope_tokens(&self) -> Option<Vec<Tok>> {
        self.scopes
            .iter()
            .map(|s| match s {
                Scope::Name(seg) if seg.template_args.is_none() => Some(seg.tok),
                _ => None,
            })
            .collect()
    }
}

impl Stmt {
    pub fn range(&self) -> TokRange {
        match self {
            Stmt::Decl(d) => d.range(),
            Stmt::Block(b) => b.range,
            Stmt::Expr(_, r) | Stmt::Break(r) | Stmt::Continue(r) | Stmt::Return(_, r) | Stmt::Goto(_, _, r) | Stmt::Asm(r) | Stmt::Empty(r) | Stmt::Error(r) => *r,
            Stmt::Ambig { range, .. }
            | Stmt::If { range, .. }
            | Stmt::While { range, .. }
            | Stmt::DoWhile { range, .. }
            | Stmt::For { range, .. }
            | Stmt::RangeFor { range, .. }
            | Stmt::Switch { range, .. }
            | Stmt::Case { range, .. }
            | Stmt::Default { range, .. }
            | Stmt::Label { range, .. }
            | Stmt::Try { range, .. } => *range,
        }
    }
}

impl Decl {
    pub fn range(&self) -> TokRange {
        match self {
            Decl::Simple(s) => s.range,
            Decl::Function(f) => f.range,
            Decl::Namespace { range, .. }
            | Decl::NamespaceAlias { range, .. }
            | Decl::Linkage { range, .. }
            | Decl::Template { range, .. }
            | Decl::ExplicitInstantiation { range, .. }
            | Decl::Using { range, .. }
            | Decl::UsingDirective { range, .. }
            | Decl::Alias { range, .. }
            | Decl::StaticAssert { range, .. }
            | Decl::Asm { range }
            | Decl::Concept { range, .. }
            | Decl::DeductionGuide { range, .. } => *range,
            Decl::Empty(r) | Decl::Error(r) => *r,
        }
    }
}

/// The parser keeps every value on one stack of a single enum as large as its largest value,
/// and moves it on every shift and reduce: a 750-byte node once made a fifth of the run time
/// `memmove`. Large, rare parts are boxed so that no value the grammar passes around grows
/// past this budget.
#[cfg(test)]
mod size_budget {
    use super::*;
    use crate::syntax::build::{ForHead, IfHead, Label};

    const BUDGET: usize = 160;

    #[test]
    fn grammar_values_stay_within_the_budget() {
        let sizes = [
            ("Stmt", std::mem::size_of::<Stmt>()),
            ("Decl", std::mem::size_of::<Decl>()),
            ("Expr", std::mem::size_of::<Expr>()),
            ("Declarator", std::mem::size_of::<Declarator>()),
            ("InitDeclarator", std::mem::size_of::<InitDeclarator>()),
            ("Param", std::mem::size_of::<Param>()),
            ("TypeId", std::mem::size_of::<TypeId>()),
            ("TemplateArg", std::mem::size_of::<TemplateArg>()),
            ("TemplateParam", std::mem::size_of::<TemplateParam>()),
            ("Condition", std::mem::size_of::<Condition>()),
            ("Handler", std::mem::size_of::<Handler>()),
            ("Member", std::mem::size_of::<Member>()),
            ("Enumerator", std::mem::size_of::<Enumerator>()),
            ("FnQuals", std::mem::size_of::<FnQuals>()),
            ("Initializer", std::mem::size_of::<Initializer>()),
            ("Box<IfHead>", std::mem::size_of::<Box<IfHead>>()),
            ("Box<ForHead>", std::mem::size_of::<Box<ForHead>>()),
            ("Label", std::mem::size_of::<Label>()),
        ];
        let over: Vec<_> = sizes.iter().filter(|(_, s)| *s > BUDGET).collect();
        assert!(over.is_empty(), "grammar values over {BUDGET} bytes (box their large parts): {over:?}");
    }
}
