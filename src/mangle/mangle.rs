//! The Itanium C++ ABI mangler: cufe describes an entity with the model below
//! (`MangleName`, `MangleType`, `TemplateArg`, `Expr`, `SpecialName`), `mangle` turns it
//! into the mangled string with the ABI's substitution rules (`S_`, `S<n>_`, `T_`), the
//! `std` abbreviations (`St`, `Sa`, `Sb`, `Ss`, `Si`, `So`, `Sd`) and GCC's ABI-tag
//! propagation. Codes come from `tables/mangling.yaml` (`crate::tables::mangling`).
//!
//! Substitution candidates are identified by their mangling without numbered
//! substitutions (the "canonical" form), so two structurally equal components share one
//! candidate, as the ABI requires. The model is checked as it is walked: anything the ABI
//! cannot express comes back as a `MangleError`, never a panic.

use crate::tables::mangling as codes;
use std::collections::BTreeSet;

/// cv-qualifiers of a type or member function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cv {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
}

impl Cv {
    fn is_empty(self) -> bool {
        !(self.is_const || self.is_volatile || self.is_restrict)
    }
    /// `r`, `V`, `K` in the ABI's order.
    fn code(self) -> String {
        let mut q = String::new();
        if self.is_restrict {
            q.push('r');
        }
        if self.is_volatile {
            q.push('V');
        }
        if self.is_const {
            q.push('K');
        }
        q
    }
}

/// The ref-qualifier of a function type or member function (`&`, `&&`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RefQualifier {
    #[default]
    None,
    LValue,
    RValue,
}

impl RefQualifier {
    fn code(self) -> &'static str {
        match self {
            RefQualifier::None => "",
            RefQualifier::LValue => codes::grammar_code("lvalue_ref_qualifier"),
            RefQualifier::RValue => codes::grammar_code("rvalue_ref_qualifier"),
        }
    }
}

/// A function type with everything the ABI mangles about it.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionProto {
    pub ret: MangleType,
    pub params: Vec<MangleType>,
    /// cv-qualifiers (of a member function type, as in `void (A::*)() const`).
    pub cv: Cv,
    pub ref_qualifier: RefQualifier,
    /// `noexcept` function type (C++17): `Do`.
    pub noexcept: bool,
}

/// A type as the mangler sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum MangleType {
    /// A builtin type by its code (`i`, `c`, `Dn`, `DF16_`, `Da`...; see `builtin_types`).
    Builtin(String),
    Pointer(Box<MangleType>),
    LValueRef(Box<MangleType>),
    RValueRef(Box<MangleType>),
    Qualified(Box<MangleType>, Cv),
    /// A function type without ref-qualifier or `noexcept` (see `Prototype` for those).
    Function { ret: Box<MangleType>, params: Vec<MangleType>, cv: Cv },
    /// `T[N]`; `None` for an unknown bound.
    Array(Box<MangleType>, Option<u64>),
    PointerToMember { class: Box<MangleType>, member: Box<MangleType> },
    /// A class or enum type: its scopes, name and template arguments.
    Named(QualifiedName),
    /// The `index`-th template parameter (0-based) of the entity being mangled.
    TemplateParam(u32),
    /// Any function type (ref-qualifiers, `noexcept`).
    Prototype(Box<FunctionProto>),
    /// A class, enum, unnamed or closure type given by its whole path: the last scope is the
    /// type itself (`Class`, `Unnamed`, `Closure`, `Tagged`, `NvLambda`), the ones before it
    /// enclose it (`FunctionBody` for local types).
    Path(Vec<Scope>),
    /// GNU vector type `T __attribute__((vector_size))` with this many elements: `Dv<N>_`.
    Vector(Box<MangleType>, u64),
    /// `_Complex T` (C99, a GNU extension in C++): `C <type>`.
    Complex(Box<MangleType>),
    /// An array whose bound is a dependent expression (`int (&)[N]`): `A <expr> _`.
    DependentArray(Box<MangleType>, Box<Expr>),
    /// `T...` in a parameter list: `Dp`.
    PackExpansion(Box<MangleType>),
    /// A template template parameter applied to arguments: `T_IiE`.
    TemplateTemplateParam(u32, Vec<TemplateArg>),
    /// `decltype(expr)` (`Dt` for an id-expression or member access, `DT` otherwise).
    Decltype(Box<Expr>),
    /// A member type of a dependent type: `typename T::name` is `N T_ 4name E`.
    DependentMember(Box<MangleType>, String),
}

/// A template argument.
#[derive(Clone, Debug, PartialEq)]
pub enum TemplateArg {
    Type(MangleType),
    /// An integral constant: its type's builtin code and value (`bool` uses `b` and 0/1).
    Integer { code: String, value: i128 },
    /// Any other non-type argument: a literal of enum type, a null pointer, the address
    /// of an entity, a reference to one, or a dependent expression.
    Expr(Expr),
    /// A template argument pack: `J ... E`.
    Pack(Vec<TemplateArg>),
    /// A template template argument: the template's name (no arguments).
    Template(QualifiedName),
}

/// An expression, as it appears in template arguments, array bounds and `decltype`.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// An integer literal of this type (`L <type> <value> E`: also enums, `bool`, `char`).
    Literal { ty: MangleType, value: i128 },
    /// A null pointer of this type: `LDnE` for `nullptr_t`, else `L <type> 0 E`.
    NullPointer(MangleType),
    /// A reference to a declared function or variable: `L <mangled-name> E`.
    Declaration(Box<MangleName>),
    TemplateParam(u32),
    /// The `index`-th parameter of the function being declared (`fp_`, `fp0_`, ...).
    FunctionParam(u32),
    /// An operator from the table applied to its operands (`&x`, `a + b`, `c ? a : b`,
    /// `a[i]`, `a, b`, `a = b`). Unary `++`/`--` are the prefix forms.
    Operator { spelling: String, operands: Vec<Expr> },
    /// Postfix `x++` / `x--`.
    Postfix { spelling: String, operand: Box<Expr> },
    SizeofType(MangleType),
    SizeofExpr(Box<Expr>),
    AlignofType(MangleType),
    AlignofExpr(Box<Expr>),
    /// `sizeof...(T)` of a template parameter pack.
    SizeofPack(MangleType),
    /// `static_cast` and friends, by keyword.
    Cast { kind: CastKind, ty: MangleType, operand: Box<Expr> },
    /// `T(args)` / `(T)arg`.
    Conversion { ty: MangleType, args: Vec<Expr> },
    Call { callee: Box<Expr>, args: Vec<Expr> },
    /// `object.member` or `object->member`; the member is a `Name` or `Scoped`.
    Member { object: Box<Expr>, arrow: bool, member: Box<Expr> },
    /// An unresolved plain name.
    Name(String),
    /// `T::name`: `sr <type> <name>`.
    Scoped { scope: MangleType, name: String },
    /// A fold expression over `operator`; `operands` are the pack (and the initial value,
    /// in source order for binary folds).
    Fold { kind: FoldKind, spelling: String, operands: Vec<Expr> },
    /// `new T(args)` (`args` `None` when there is no initializer).
    New { ty: MangleType, args: Option<Vec<Expr>> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    Static,
    Dynamic,
    Reinterpret,
    Const,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldKind {
    /// `(... op pack)`
    UnaryLeft,
    /// `(pack op ...)`
    UnaryRight,
    /// `(init op ... op pack)`
    BinaryLeft,
    /// `(pack op ... op init)`
    BinaryRight,
}

/// One enclosing scope of a name, outermost first.
#[derive(Clone, Debug, PartialEq)]
pub enum Scope {
    Namespace(String),
    /// An unnamed namespace (`_GLOBAL__N_1`).
    AnonymousNamespace,
    Class { name: String, template_args: Vec<TemplateArg> },
    /// The body of a function: the name is local to it (`Z <encoding> E`).
    Function(Box<MangleName>),
    /// The body of a function, for the `discriminator`-th (0-based) local entity of the
    /// same name: `Z <encoding> E <entity> _<n>`.
    FunctionBody { function: Box<MangleName>, discriminator: u32 },
    /// The `index`-th (0-based) unnamed class or enum of the enclosing scope: `Ut_`, `Ut0_`.
    Unnamed(u32),
    /// The `index`-th (0-based) lambda with these parameter types in its scope: `Ul...E_`.
    Closure { params: Vec<MangleType>, index: u32 },
    /// The initializer of a variable or data member (lambdas there): `<name> M`.
    DataMember(String),
    /// A scope with ABI tags: written `B<tag>` after a class's name; a namespace's tags
    /// are implicit (only propagated).
    Tagged(Box<Scope>, Vec<String>),
    /// An NVIDIA extended-lambda closure (device side): see `NvLambda`.
    NvLambda(Box<NvLambda>),
}

/// cudafe++'s encoding of an extended `__device__` (`Unvdl`), trailing-return
/// (`Unvdtl`) or `__host__ __device__` (`Unvhdl`) lambda's closure type: the tag's function
/// (type and name), the lambda's number in it, and the captured types.
#[derive(Clone, Debug, PartialEq)]
pub struct NvLambda {
    pub kind: NvLambdaKind,
    /// Type of the enclosing function (`PFviE`, or a pointer to member function).
    pub function_type: MangleType,
    /// The enclosing function as a name (its scopes and unqualified name, template args).
    pub function: QualifiedName,
    /// 1-based number of the extended lambda in the enclosing function.
    pub id: u32,
    pub captures: Vec<MangleType>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum NvLambdaKind {
    /// `__device__` lambda.
    Device,
    /// `__device__` lambda with a trailing return type.
    DeviceTrailingReturn(MangleType),
    /// `__host__ __device__` lambda: flags, its return and parameter types.
    HostDevice { is_mutable: bool, has_fn_ptr_conversion: bool, never_throws: bool, ret: MangleType, params: Vec<MangleType> },
}

/// A scoped, possibly templated name of a class or enum.
#[derive(Clone, Debug, PartialEq)]
pub struct QualifiedName {
    pub scopes: Vec<Scope>,
    pub name: String,
    pub template_args: Vec<TemplateArg>,
}

/// Which kind of constructor/destructor (`C1`, `C2`, `D0`, ...: codes of `ctor_dtor`).
#[derive(Clone, Debug, PartialEq)]
pub enum NameKind {
    Identifier(String),
    Constructor(String),
    Destructor(String),
    /// An operator by spelling and operand count (`-` with 1 is `ng`, with 2 is `mi`).
    /// Member operators count the object as an operand.
    Operator { spelling: String, arity: u8 },
    Conversion(MangleType),
    /// `operator"" _suffix`.
    LiteralOperator(String),
    /// The variable a namespace-scope structured binding `auto [a, b] = ...;` declares:
    /// `DC 1a 1b E`.
    StructuredBinding(Vec<String>),
    /// A name with explicit ABI tags and/or a member function's ref-qualifier.
    Decorated { kind: Box<NameKind>, abi_tags: Vec<String>, ref_qualifier: RefQualifier },
}

/// A function or variable to mangle.
#[derive(Clone, Debug, PartialEq)]
pub struct MangleName {
    pub scopes: Vec<Scope>,
    pub kind: NameKind,
    pub template_args: Vec<TemplateArg>,
    /// Parameter types for functions; `None` for variables.
    pub params: Option<Vec<MangleType>>,
    /// Return type: mangled for function template specializations; for other functions
    /// and for variables (the variable's type) only its ABI tags count (GCC propagates
    /// them onto the name).
    pub ret: Option<MangleType>,
    /// cv-qualifiers of a member function.
    pub cv: Cv,
    /// Internal linkage at namespace scope (`static`): GCC's `L` prefix.
    pub internal: bool,
}

/// `_ZTV`, `_ZGV` and the other special names of the ABI.
#[derive(Clone, Debug, PartialEq)]
pub enum SpecialName {
    Vtable(MangleType),
    Vtt(MangleType),
    TypeInfo(MangleType),
    TypeInfoName(MangleType),
    GuardVariable(MangleName),
    TlsInit(MangleName),
    TlsWrapper(MangleName),
    /// `this` adjustment by a fixed offset: `Th <offset> _ <encoding>`.
    NonVirtualThunk { offset: i64, target: MangleName },
    /// `this` adjustment through the vtable: `Tv <offset> _ <vcall offset> _ <encoding>`.
    VirtualThunk { offset: i64, vcall_offset: i64, target: MangleName },
}

/// Why a name could not be mangled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MangleError(pub String);

fn err<T>(msg: impl Into<String>) -> Result<T, MangleError> {
    Err(MangleError(msg.into()))
}

/// How deep types and expressions may nest before the model is rejected (no stack
/// overflow on a cyclic-looking or absurd model).
const MAX_DEPTH: u32 = 256;

/// True when the model nests deeper than `MAX_DEPTH` anywhere. The walk itself stops at
/// the limit, so checking a hostile model cannot overflow the stack; the mangler (which
/// clones parts of the model) only ever sees bounded ones.
fn name_too_deep(n: &MangleName, depth: u32) -> bool {
    depth > MAX_DEPTH
        || n.scopes.iter().any(|s| scope_too_deep(s, depth + 1))
        || kind_too_deep(&n.kind, depth + 1)
        || n.template_args.iter().any(|a| arg_too_deep(a, depth + 1))
        || n.params.iter().flatten().any(|t| type_too_deep(t, depth + 1))
        || n.ret.as_ref().is_some_and(|t| type_too_deep(t, depth + 1))
}

fn kind_too_deep(k: &NameKind, depth: u32) -> bool {
    depth > MAX_DEPTH
        || match k {
            NameKind::Conversion(t) => type_too_deep(t, depth + 1),
            NameKind::Decorated { kind, .. } => kind_too_deep(kind, depth + 1),
            _ => false,
        }
}

fn scope_too_deep(s: &Scope, depth: u32) -> bool {
    depth > MAX_DEPTH
        || match s {
            Scope::Class { template_args, .. } => template_args.iter().any(|a| arg_too_deep(a, depth + 1)),
            Scope::Function(f) | Scope::FunctionBody { function: f, .. } => name_too_deep(f, depth + 1),
            Scope::Closure { params, .. } => params.iter().any(|t| type_too_deep(t, depth + 1)),
            Scope::Tagged(inner, _) => scope_too_deep(inner, depth + 1),
            Scope::NvLambda(l) => {
                type_too_deep(&l.function_type, depth + 1)
                    || qualified_too_deep(&l.function, depth + 1)
                    || l.captures.iter().any(|t| type_too_deep(t, depth + 1))
                    || match &l.kind {
                        NvLambdaKind::Device => false,
                        NvLambdaKind::DeviceTrailingReturn(t) => type_too_deep(t, depth + 1),
                        NvLambdaKind::HostDevice { ret, params, .. } => {
                            type_too_deep(ret, depth + 1) || params.iter().any(|t| type_too_deep(t, depth + 1))
                        }
                    }
            }
            Scope::Namespace(_) | Scope::AnonymousNamespace | Scope::Unnamed(_) | Scope::DataMember(_) => false,
        }
}

fn qualified_too_deep(q: &QualifiedName, depth: u32) -> bool {
    depth > MAX_DEPTH
        || q.scopes.iter().any(|s| scope_too_deep(s, depth + 1))
        || q.template_args.iter().any(|a| arg_too_deep(a, depth + 1))
}

fn arg_too_deep(a: &TemplateArg, depth: u32) -> bool {
    depth > MAX_DEPTH
        || match a {
            TemplateArg::Type(t) => type_too_deep(t, depth + 1),
            TemplateArg::Integer { .. } => false,
            TemplateArg::Expr(e) => expr_too_deep(e, depth + 1),
            TemplateArg::Pack(p) => p.iter().any(|a| arg_too_deep(a, depth + 1)),
            TemplateArg::Template(q) => qualified_too_deep(q, depth + 1),
        }
}

fn type_too_deep(t: &MangleType, depth: u32) -> bool {
    let d = depth + 1;
    depth > MAX_DEPTH
        || match t {
            MangleType::Builtin(_) | MangleType::TemplateParam(_) => false,
            MangleType::Pointer(i)
            | MangleType::LValueRef(i)
            | MangleType::RValueRef(i)
            | MangleType::Qualified(i, _)
            | MangleType::Array(i, _)
            | MangleType::Vector(i, _)
            | MangleType::Complex(i)
            | MangleType::PackExpansion(i)
            | MangleType::DependentMember(i, _) => type_too_deep(i, d),
            MangleType::Function { ret, params, .. } => type_too_deep(ret, d) || params.iter().any(|p| type_too_deep(p, d)),
            MangleType::Prototype(p) => type_too_deep(&p.ret, d) || p.params.iter().any(|p| type_too_deep(p, d)),
            MangleType::PointerToMember { class, member } => type_too_deep(class, d) || type_too_deep(member, d),
            MangleType::Named(q) => qualified_too_deep(q, d),
            MangleType::Path(scopes) => scopes.iter().any(|s| scope_too_deep(s, d)),
            MangleType::DependentArray(i, e) => type_too_deep(i, d) || expr_too_deep(e, d),
            MangleType::TemplateTemplateParam(_, args) => args.iter().any(|a| arg_too_deep(a, d)),
            MangleType::Decltype(e) => expr_too_deep(e, d),
        }
}

fn expr_too_deep(e: &Expr, depth: u32) -> bool {
    let d = depth + 1;
    depth > MAX_DEPTH
        || match e {
            Expr::Literal { ty, .. } | Expr::NullPointer(ty) => type_too_deep(ty, d),
            Expr::SizeofType(ty) | Expr::AlignofType(ty) | Expr::SizeofPack(ty) => type_too_deep(ty, d),
            Expr::Declaration(n) => name_too_deep(n, d),
            Expr::TemplateParam(_) | Expr::FunctionParam(_) | Expr::Name(_) => false,
            Expr::Operator { operands, .. } | Expr::Fold { operands, .. } => operands.iter().any(|o| expr_too_deep(o, d)),
            Expr::Postfix { operand, .. } | Expr::SizeofExpr(operand) | Expr::AlignofExpr(operand) => expr_too_deep(operand, d),
            Expr::Cast { ty, operand, .. } => type_too_deep(ty, d) || expr_too_deep(operand, d),
            Expr::Conversion { ty, args } => type_too_deep(ty, d) || args.iter().any(|a| expr_too_deep(a, d)),
            Expr::Call { callee, args } => expr_too_deep(callee, d) || args.iter().any(|a| expr_too_deep(a, d)),
            Expr::Member { object, member, .. } => expr_too_deep(object, d) || expr_too_deep(member, d),
            Expr::Scoped { scope, .. } => type_too_deep(scope, d),
            Expr::New { ty, args } => type_too_deep(ty, d) || args.iter().flatten().any(|a| expr_too_deep(a, d)),
        }
}

fn check_depth(too_deep: bool) -> Result<(), MangleError> {
    if too_deep {
        return err("the model nests too deeply to mangle");
    }
    Ok(())
}

/// Mangles a function or variable. Global variables and `extern "C"`-like names that the
/// ABI leaves alone come back unchanged (a namespace-scope variable outside any namespace,
/// without internal linkage, is its plain name).
pub fn mangle(name: &MangleName) -> Result<String, MangleError> {
    check_depth(name_too_deep(name, 0))?;
    if name.params.is_none() && name.scopes.is_empty() && !name.internal && name.template_args.is_empty() {
        if let NameKind::Identifier(id) = &name.kind {
            let tags = Mangler::new(false).propagated_tags(name)?;
            if tags.is_empty() {
                return Ok(id.clone());
            }
        }
    }
    let mut m = Mangler::new(false);
    Ok(format!("_Z{}", m.encoding(name)?))
}

/// Mangles a type alone (as in `typeinfo` names).
pub fn mangle_type(ty: &MangleType) -> Result<String, MangleError> {
    check_depth(type_too_deep(ty, 0))?;
    Mangler::new(false).ty(ty)
}

/// Mangles a special name (`_ZTV...`, `_ZGV...`, thunks).
pub fn mangle_special(special: &SpecialName) -> Result<String, MangleError> {
    check_depth(match special {
        SpecialName::Vtable(t) | SpecialName::Vtt(t) | SpecialName::TypeInfo(t) | SpecialName::TypeInfoName(t) => type_too_deep(t, 0),
        SpecialName::GuardVariable(n) | SpecialName::TlsInit(n) | SpecialName::TlsWrapper(n) => name_too_deep(n, 0),
        SpecialName::NonVirtualThunk { target, .. } | SpecialName::VirtualThunk { target, .. } => name_too_deep(target, 0),
    })?;
    let mut m = Mangler::new(false);
    let (code, body) = match special {
        SpecialName::Vtable(t) => ("TV", m.ty(t)?),
        SpecialName::Vtt(t) => ("TT", m.ty(t)?),
        SpecialName::TypeInfo(t) => ("TI", m.ty(t)?),
        SpecialName::TypeInfoName(t) => ("TS", m.ty(t)?),
        SpecialName::GuardVariable(n) => ("GV", m.encoding(n)?),
        SpecialName::TlsInit(n) => ("TH", m.encoding(n)?),
        SpecialName::TlsWrapper(n) => ("TW", m.encoding(n)?),
        SpecialName::NonVirtualThunk { offset, target } => ("Th", format!("{}_{}", number(*offset as i128), m.encoding(target)?)),
        SpecialName::VirtualThunk { offset, vcall_offset, target } => {
            ("Tv", format!("{}_{}_{}", number(*offset as i128), number(*vcall_offset as i128), m.encoding(target)?))
        }
    };
    let code = codes::special_name_by_code(code).ok_or_else(|| MangleError(format!("special name {code} missing from the table")))?.code;
    Ok(format!("_Z{code}{body}"))
}

/// `<number>`: decimal, `n` for negative.
fn number(v: i128) -> String {
    if v < 0 {
        format!("n{}", v.unsigned_abs())
    } else {
        v.to_string()
    }
}

/// `_`, `0_`, `1_`... for a 0-based index (unnamed types, closures, template params).
fn index_suffix(i: u32) -> String {
    if i == 0 {
        "_".into()
    } else {
        format!("{}_", i - 1)
    }
}

fn seq_id(i: usize) -> String {
    if i == 0 {
        return "S_".into();
    }
    let mut n = i - 1;
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8(digits).unwrap_or_default())
}

fn source_name(s: &str) -> Result<String, MangleError> {
    if s.is_empty() {
        return err("empty identifier");
    }
    Ok(format!("{}{}", s.len(), s))
}

fn g(name: &str) -> &'static str {
    codes::grammar_code(name)
}

/// Is this scope an NVIDIA lambda, unnamed or closure type (a class-like last component)?
fn is_type_component(s: &Scope) -> bool {
    match s {
        Scope::Class { .. } | Scope::Unnamed(_) | Scope::Closure { .. } | Scope::NvLambda(_) => true,
        Scope::Tagged(inner, _) => is_type_component(inner),
        _ => false,
    }
}

struct Mangler {
    /// Canonical forms of the substitution candidates, in order.
    subs: Vec<String>,
    /// True while computing canonical forms (no numbered substitutions are used or recorded).
    canonical: bool,
    depth: u32,
}

impl Mangler {
    fn new(canonical: bool) -> Mangler {
        Mangler { subs: Vec::new(), canonical, depth: 0 }
    }

    fn canonical_of(&self, f: impl FnOnce(&mut Mangler) -> Result<String, MangleError>) -> Result<String, MangleError> {
        let mut c = Mangler::new(true);
        c.depth = self.depth;
        f(&mut c)
    }

    fn enter(&mut self) -> Result<(), MangleError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return err("type or expression nested too deeply");
        }
        Ok(())
    }

    /// Returns the substitution for a candidate already seen.
    fn lookup(&self, key: &str) -> Option<String> {
        if self.canonical {
            return None;
        }
        self.subs.iter().position(|k| k == key).map(seq_id)
    }

    fn record(&mut self, key: String) {
        if !self.canonical && !self.subs.contains(&key) {
            self.subs.push(key);
        }
    }

    /// A standard abbreviation for a canonical `St...` prefix, if any.
    fn std_abbreviation(key: &str) -> Option<&'static str> {
        codes::STD_SUBSTITUTIONS.iter().find(|s| !s.canonical.is_empty() && s.canonical == key).map(|s| s.code)
    }

    // ----- ABI tags -------------------------------------------------------------------

    /// The ABI tags a type carries (its own, its namespaces' implicit ones, and those of
    /// its template arguments), as GCC collects them for propagation.
    fn type_tags(&self, t: &MangleType, out: &mut BTreeSet<String>, depth: u32) -> Result<(), MangleError> {
        if depth > MAX_DEPTH {
            return err("type nested too deeply");
        }
        let d = depth + 1;
        match t {
            MangleType::Pointer(i) | MangleType::LValueRef(i) | MangleType::RValueRef(i) | MangleType::Qualified(i, _) => {
                self.type_tags(i, out, d)?
            }
            MangleType::Array(i, _) | MangleType::Vector(i, _) | MangleType::Complex(i) | MangleType::DependentArray(i, _) | MangleType::PackExpansion(i) => {
                self.type_tags(i, out, d)?
            }
            MangleType::Named(q) => {
                self.scope_tags(&q.scopes, out, d)?;
                self.arg_tags(&q.template_args, out, d)?;
            }
            MangleType::Path(scopes) => self.scope_tags(scopes, out, d)?,
            _ => {}
        }
        Ok(())
    }

    fn arg_tags(&self, args: &[TemplateArg], out: &mut BTreeSet<String>, depth: u32) -> Result<(), MangleError> {
        for a in args {
            match a {
                TemplateArg::Type(t) => self.type_tags(t, out, depth)?,
                TemplateArg::Pack(p) => self.arg_tags(p, out, depth + 1)?,
                _ => {}
            }
        }
        Ok(())
    }

    fn scope_tags(&self, scopes: &[Scope], out: &mut BTreeSet<String>, depth: u32) -> Result<(), MangleError> {
        let mut path = String::new();
        for s in scopes {
            let mut s = s;
            while let Scope::Tagged(inner, tags) = s {
                out.extend(tags.iter().cloned());
                s = inner;
            }
            match s {
                Scope::Namespace(n) => {
                    if !path.is_empty() {
                        path.push_str("::");
                    }
                    path.push_str(n);
                    for (ns, tag) in codes::IMPLICIT_ABI_TAGS {
                        if *ns == path {
                            out.insert(tag.to_string());
                        }
                    }
                }
                Scope::Class { template_args, .. } => self.arg_tags(template_args, out, depth + 1)?,
                _ => path.push_str("::?"),
            }
        }
        Ok(())
    }

    /// Tags of the return (or variable) type that the name and parameters do not already
    /// show: GCC writes them on the name of a non-template function or a variable.
    fn propagated_tags(&self, n: &MangleName) -> Result<Vec<String>, MangleError> {
        let Some(ret) = &n.ret else { return Ok(vec![]) };
        if !n.template_args.is_empty() {
            return Ok(vec![]);
        }
        let mut from_ret = BTreeSet::new();
        self.type_tags(ret, &mut from_ret, 0)?;
        if from_ret.is_empty() {
            return Ok(vec![]);
        }
        let mut shown = BTreeSet::new();
        if let NameKind::Decorated { abi_tags, .. } = &n.kind {
            shown.extend(abi_tags.iter().cloned());
        }
        for p in n.params.iter().flatten() {
            self.type_tags(p, &mut shown, 0)?;
        }
        Ok(from_ret.difference(&shown).cloned().collect())
    }

    fn abi_tags(tags: &[String]) -> Result<String, MangleError> {
        let sorted: BTreeSet<&String> = tags.iter().collect();
        let mut out = String::new();
        for t in sorted {
            out.push_str(g("abi_tag"));
            out.push_str(&source_name(t)?);
        }
        Ok(out)
    }

    // ----- names -----------------------------------------------------------------------

    fn encoding(&mut self, n: &MangleName) -> Result<String, MangleError> {
        self.enter()?;
        let extra_tags = self.propagated_tags(n)?;
        // The tags g++ propagates join the name's own in one sorted list.
        let merged;
        let (n, extra_tags) = match &n.kind {
            NameKind::Decorated { kind, abi_tags, ref_qualifier } if !extra_tags.is_empty() => {
                let mut all: Vec<String> = abi_tags.iter().chain(&extra_tags).cloned().collect();
                all.sort();
                all.dedup();
                merged = MangleName { kind: NameKind::Decorated { kind: kind.clone(), abi_tags: all, ref_qualifier: *ref_qualifier }, ..n.clone() };
                (&merged, vec![])
            }
            _ => (n, extra_tags),
        };
        let mut out = self.name(n, &extra_tags)?;
        if let Some(params) = &n.params {
            let is_template = !n.template_args.is_empty();
            let ctor_like = matches!(n.kind.base(), NameKind::Constructor(_) | NameKind::Destructor(_) | NameKind::Conversion(_));
            if is_template && !ctor_like {
                let ret = n.ret.clone().unwrap_or(MangleType::Builtin("v".into()));
                out.push_str(&self.ty(&ret)?);
            }
            out.push_str(&self.bare_params(params)?);
        }
        self.depth -= 1;
        Ok(out)
    }

    fn bare_params(&mut self, params: &[MangleType]) -> Result<String, MangleError> {
        if params.is_empty() {
            return Ok("v".into());
        }
        let mut out = String::new();
        for p in params {
            out.push_str(&self.ty(p)?);
        }
        Ok(out)
    }

    fn unqualified(&mut self, kind: &NameKind, in_class: bool) -> Result<String, MangleError> {
        Ok(match kind {
            NameKind::Identifier(s) => source_name(s)?,
            NameKind::Constructor(c) | NameKind::Destructor(c) => {
                let cd = codes::ctor_dtor_by_code(c).ok_or_else(|| MangleError(format!("unknown ctor/dtor code {c}")))?;
                let is_ctor = matches!(kind, NameKind::Constructor(_));
                if cd.is_ctor != is_ctor {
                    return err(format!("{c} is not a {}", if is_ctor { "constructor" } else { "destructor" }));
                }
                if !in_class {
                    return err("constructor or destructor outside a class");
                }
                cd.code.to_string()
            }
            NameKind::Operator { spelling, arity } => {
                let op = codes::operator_by_name(spelling, *arity)
                    .ok_or_else(|| MangleError(format!("no operator `{spelling}` with {arity} operands")))?;
                op.code.to_string()
            }
            NameKind::Conversion(t) => format!("cv{}", self.ty(t)?),
            NameKind::LiteralOperator(s) => format!("{}{}", g("literal_operator"), source_name(s)?),
            NameKind::StructuredBinding(names) => {
                let mut out = g("structured_binding").to_string();
                for n in names {
                    out.push_str(&source_name(n)?);
                }
                out.push('E');
                out
            }
            NameKind::Decorated { kind, abi_tags, .. } => {
                if matches!(**kind, NameKind::Decorated { .. }) {
                    return err("nested name decorations");
                }
                format!("{}{}", self.unqualified(kind, in_class)?, Self::abi_tags(abi_tags)?)
            }
        })
    }

    fn template_args(&mut self, args: &[TemplateArg]) -> Result<String, MangleError> {
        let mut out = String::from("I");
        for a in args {
            out.push_str(&self.template_arg(a)?);
        }
        out.push('E');
        Ok(out)
    }

    fn template_arg(&mut self, a: &TemplateArg) -> Result<String, MangleError> {
        self.enter()?;
        let r = match a {
            TemplateArg::Type(t) => self.ty(t)?,
            TemplateArg::Integer { code, value } => {
                if codes::builtin_by_code(code).is_none() {
                    return err(format!("unknown builtin type code `{code}`"));
                }
                format!("L{code}{}E", number(*value))
            }
            TemplateArg::Expr(e) => match e {
                Expr::Literal { .. } | Expr::NullPointer(_) | Expr::Declaration(_) => self.expr(e)?,
                _ => format!("{}{}E", g("expression_arg"), self.expr(e)?),
            },
            TemplateArg::Pack(args) => {
                let mut out = g("argument_pack").to_string();
                for a in args {
                    out.push_str(&self.template_arg(a)?);
                }
                out.push('E');
                out
            }
            TemplateArg::Template(q) => {
                if !q.template_args.is_empty() {
                    return err("a template template argument names a template, not a specialization");
                }
                self.ty(&MangleType::Named(q.clone()))?
            }
        };
        self.depth -= 1;
        Ok(r)
    }

    /// `<name>` of a function or variable.
    fn name(&mut self, n: &MangleName, extra_tags: &[String]) -> Result<String, MangleError> {
        // Local names: Z <encoding> E <entity> [<discriminator>]
        if let Some(pos) = n.scopes.iter().rposition(|s| matches!(s, Scope::Function(_) | Scope::FunctionBody { .. })) {
            let (f, disc) = match &n.scopes[pos] {
                Scope::Function(f) => (f, 0),
                Scope::FunctionBody { function, discriminator } => (function, *discriminator),
                _ => return err("not a function scope"),
            };
            let inner = self.encoding(f)?;
            let rest = MangleName { scopes: n.scopes[pos + 1..].to_vec(), ..n.clone() };
            let base = format!("Z{inner}E");
            let entity = self.nested_name(&rest, extra_tags, &base)?;
            return Ok(format!("{}{inner}E{entity}{}", g("local_name"), Self::discriminator(disc)));
        }
        self.nested_name(n, extra_tags, "")
    }

    fn discriminator(d: u32) -> String {
        match d {
            0 => String::new(),
            1..=10 => format!("_{}", d - 1),
            _ => format!("__{}_", d - 1),
        }
    }

    /// An unscoped or nested name; `key_base` is the canonical form of what encloses it
    /// (a local name's function), so its candidates differ from global ones.
    fn nested_name(&mut self, n: &MangleName, extra_tags: &[String], key_base: &str) -> Result<String, MangleError> {
        let in_class = n.scopes.last().map(is_type_component).unwrap_or(false);
        let cv = n.cv;
        let refq = n.kind.ref_qualifier();
        let member_quals = !cv.is_empty() || refq != RefQualifier::None;
        let std_only = n.scopes.len() == 1 && n.scopes[0] == Scope::Namespace("std".into());
        if n.scopes.is_empty() || (std_only && !member_quals) {
            let mut unq = self.unqualified(&n.kind, in_class)?;
            unq.push_str(&Self::abi_tags(extra_tags)?);
            let mut out = String::new();
            if std_only {
                out.push_str("St");
            }
            if n.internal {
                out.push('L');
            }
            out.push_str(&unq);
            if !n.template_args.is_empty() {
                let key = format!("{key_base}{out}");
                if let Some(s) = self.lookup(&key) {
                    out = s;
                }
                self.record(key);
                out.push_str(&self.template_args(&n.template_args)?);
            }
            return Ok(out);
        }
        let mut out = String::from("N");
        out.push_str(&cv.code());
        out.push_str(refq.code());
        let (prefix, key) = self.prefix(&n.scopes, key_base)?;
        out.push_str(&prefix);
        // After the prefix: a conversion's type may name the class (`cvPS_`).
        let mut unq = self.unqualified(&n.kind, in_class)?;
        unq.push_str(&Self::abi_tags(extra_tags)?);
        if n.internal {
            out.push('L');
        }
        out.push_str(&unq);
        if !n.template_args.is_empty() {
            self.record(format!("{key}{unq}"));
            out.push_str(&self.template_args(&n.template_args)?);
        }
        out.push('E');
        Ok(out)
    }

    /// The text of one prefix component (without its template arguments) and those
    /// arguments; `None` text for `St`.
    fn component(&mut self, s: &Scope) -> Result<(String, Vec<TemplateArg>, bool), MangleError> {
        // (text, template args, is a substitution candidate)
        Ok(match s {
            Scope::Namespace(ns) => (source_name(ns)?, vec![], true),
            Scope::AnonymousNamespace => (source_name("_GLOBAL__N_1")?, vec![], true),
            Scope::Class { name, template_args } => (source_name(name)?, template_args.clone(), true),
            Scope::Unnamed(i) => (format!("{}{}", g("unnamed_type"), index_suffix(*i)), vec![], true),
            Scope::Closure { params, index } => {
                let sig = self.bare_params(params)?;
                (format!("{}{sig}E{}", g("closure_type"), index_suffix(*index)), vec![], true)
            }
            Scope::DataMember(name) => (format!("{}{}", source_name(name)?, g("data_member_prefix")), vec![], false),
            Scope::Tagged(inner, tags) => {
                let is_ns = matches!(**inner, Scope::Namespace(_) | Scope::AnonymousNamespace);
                let (text, args, cand) = self.component(inner)?;
                if is_ns {
                    (text, args, cand)
                } else {
                    (format!("{text}{}", Self::abi_tags(tags)?), args, cand)
                }
            }
            Scope::NvLambda(l) => (self.nv_lambda(l)?, vec![], true),
            Scope::Function(_) | Scope::FunctionBody { .. } => return err("function scope inside a prefix"),
        })
    }

    /// The `<prefix>` for a list of scopes: returns the mangling and its canonical form;
    /// every prefix is a substitution candidate.
    fn prefix(&mut self, scopes: &[Scope], key_base: &str) -> Result<(String, String), MangleError> {
        let mut out = String::new();
        let mut key = key_base.to_string();
        for (i, s) in scopes.iter().enumerate() {
            if i == 0 && key_base.is_empty() && *s == Scope::Namespace("std".into()) {
                out.push_str("St");
                key.push_str("St");
                continue;
            }
            let (comp, args, candidate) = self.component(s)?;
            // Candidates are keyed canonically: recompute the component without substitutions.
            let canon_comp = if self.canonical { comp.clone() } else { self.canonical_of(|c| c.component(s).map(|r| r.0))? };
            // A specialization the ABI abbreviates whole (`Ss`, `Si`, `So`, `Sd`) adds no
            // candidates: neither its template name nor anything in its arguments.
            let canon_args = if args.is_empty() {
                String::new()
            } else if self.canonical {
                self.template_args(&args)?
            } else {
                self.canonical_of(|c| c.template_args(&args))?
            };
            if !args.is_empty() {
                let whole = format!("{key}{canon_comp}{canon_args}");
                if let Some(a) = Self::std_abbreviation(&whole) {
                    out = a.to_string();
                    key = whole;
                    continue;
                }
            }
            key.push_str(&canon_comp);
            match self.lookup(&key).or_else(|| Self::std_abbreviation(&key).map(str::to_string)) {
                Some(sub) => out = sub,
                None => out.push_str(&comp),
            }
            if candidate && Self::std_abbreviation(&key).is_none() {
                self.record(key.clone());
            }
            if !args.is_empty() {
                let text = if self.canonical { canon_args.clone() } else { self.template_args(&args)? };
                key.push_str(&canon_args);
                match self.lookup(&key).or_else(|| Self::std_abbreviation(&key).map(str::to_string)) {
                    Some(sub) => out = sub,
                    None => out.push_str(&text),
                }
                if Self::std_abbreviation(&key).is_none() {
                    self.record(key.clone());
                }
            }
        }
        Ok((out, key))
    }

    // ----- types -----------------------------------------------------------------------

    fn ty(&mut self, t: &MangleType) -> Result<String, MangleError> {
        self.enter()?;
        let r = self.ty_inner(t);
        self.depth -= 1;
        r
    }

    fn ty_inner(&mut self, t: &MangleType) -> Result<String, MangleError> {
        match t {
            MangleType::Builtin(code) => {
                let family = codes::BUILTIN_FAMILIES.iter().any(|f| {
                    code.strip_prefix(f.prefix)
                        .and_then(|r| r.strip_suffix(f.suffix))
                        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                });
                if codes::builtin_by_code(code).is_none() && !family {
                    return err(format!("unknown builtin type code `{code}`"));
                }
                Ok(code.clone())
            }
            MangleType::Named(q) => {
                let mut scopes = q.scopes.clone();
                scopes.push(Scope::Class { name: q.name.clone(), template_args: q.template_args.clone() });
                self.class_type(&scopes)
            }
            MangleType::Path(scopes) => {
                match scopes.last() {
                    Some(s) if is_type_component(s) => {}
                    _ => return err("a type path must end in a class, unnamed or closure type"),
                }
                self.class_type(scopes)
            }
            MangleType::TemplateParam(i) => {
                let s = format!("T{}", index_suffix(*i));
                self.substitutable(s.clone(), s)
            }
            MangleType::TemplateTemplateParam(i, args) => {
                let canon = self.canonical_of(|c| Ok(format!("T{}{}", index_suffix(*i), c.template_args(args)?)))?;
                if let Some(s) = self.lookup(&canon) {
                    return Ok(s);
                }
                let param = self.ty(&MangleType::TemplateParam(*i))?;
                let a = self.template_args(args)?;
                self.record(canon);
                Ok(format!("{param}{a}"))
            }
            MangleType::Pointer(inner) => self.wrapped("P", inner),
            MangleType::LValueRef(inner) => self.wrapped("R", inner),
            MangleType::RValueRef(inner) => self.wrapped("O", inner),
            MangleType::PackExpansion(inner) => self.wrapped(g("pack_expansion"), inner),
            MangleType::Qualified(inner, cv) => {
                if cv.is_empty() {
                    return self.ty(inner);
                }
                self.wrapped(&cv.code(), inner)
            }
            MangleType::Function { ret, params, cv } => {
                let proto = FunctionProto { ret: (**ret).clone(), params: params.clone(), cv: *cv, ref_qualifier: RefQualifier::None, noexcept: false };
                self.function_type(&proto)
            }
            MangleType::Prototype(p) => self.function_type(p),
            MangleType::Array(elem, n) => {
                let dim = n.map(|n| n.to_string()).unwrap_or_default();
                self.candidate(|m| Ok(format!("A{dim}_{}", m.ty(elem)?)))
            }
            MangleType::DependentArray(elem, bound) => self.candidate(|m| Ok(format!("A{}_{}", m.expr(bound)?, m.ty(elem)?))),
            MangleType::Complex(elem) => self.wrapped(g("complex_pair"), elem),
            MangleType::Vector(elem, n) => {
                if *n == 0 {
                    return err("vector type with no elements");
                }
                let q = format!("{}{n}_", g("vector_type"));
                self.wrapped(&q, elem)
            }
            MangleType::PointerToMember { class, member } => self.candidate(|m| {
                let c = m.ty(class)?;
                let f = match &**member {
                    MangleType::Function { .. } | MangleType::Prototype(_) => m.member_function_type(class, member)?,
                    other => m.ty(other)?,
                };
                Ok(format!("M{c}{f}"))
            }),
            MangleType::Decltype(e) => {
                let code = if e.is_id_like() { g("decltype_id") } else { g("decltype_expr") };
                self.candidate(|m| Ok(format!("{code}{}E", m.expr(e)?)))
            }
            MangleType::DependentMember(scope, name) => self.candidate(|m| Ok(format!("N{}{}E", m.ty(scope)?, source_name(name)?))),
        }
    }

    /// A class-like type from its full path (local types included).
    fn class_type(&mut self, scopes: &[Scope]) -> Result<String, MangleError> {
        if let Some(pos) = scopes.iter().rposition(|s| matches!(s, Scope::Function(_) | Scope::FunctionBody { .. })) {
            return self.candidate(|m| m.local_type(scopes, pos));
        }
        let canon = if self.canonical { String::new() } else { self.canonical_of(|c| c.prefix(scopes, "").map(|p| p.1))? };
        if let Some(s) = self.lookup(&canon) {
            return Ok(s);
        }
        let (p, key) = self.prefix(scopes, "")?;
        if let Some(a) = Self::std_abbreviation(&key) {
            return Ok(a.to_string());
        }
        // A single unscoped component (or `St` + one) is not wrapped in N...E.
        let unscoped = scopes.len() == 1 || (scopes.len() == 2 && scopes[0] == Scope::Namespace("std".into()));
        if unscoped || Self::is_single_substitution(&p) {
            Ok(p)
        } else {
            Ok(format!("N{p}E"))
        }
    }

    /// `Z <encoding> E <entity> [<discriminator>]` for a type local to a function.
    fn local_type(&mut self, scopes: &[Scope], pos: usize) -> Result<String, MangleError> {
        let (f, disc) = match &scopes[pos] {
            Scope::Function(f) => (f, 0),
            Scope::FunctionBody { function, discriminator } => (function, *discriminator),
            _ => return err("not a function scope"),
        };
        let inner = self.encoding(f)?;
        let rest = &scopes[pos + 1..];
        if rest.is_empty() {
            return err("local type path has nothing after the function");
        }
        let base = format!("Z{inner}E");
        let (p, _) = self.prefix(rest, &base)?;
        let entity = if rest.len() == 1 || Self::is_single_substitution(&p) { p } else { format!("N{p}E") };
        Ok(format!("{}{inner}E{entity}{}", g("local_name"), Self::discriminator(disc)))
    }

    fn is_single_substitution(p: &str) -> bool {
        p.len() >= 2
            && (p.starts_with('S') && p.ends_with('_') && p[1..p.len() - 1].bytes().all(|b| b.is_ascii_alphanumeric())
                || codes::std_substitution_by_code(p).is_some())
    }

    /// `[cv] [Do] F <ret> <params> [ref] E`; the whole is one candidate.
    fn function_type(&mut self, p: &FunctionProto) -> Result<String, MangleError> {
        self.candidate(|m| m.function_body(p))
    }

    /// The function type of a pointer to member function. GCC keeps it as a method type of
    /// its class: a substitution candidate that only the same class's identical member
    /// function type matches (`void (A::*)(int)` then `void (*)(int)` spells `FviE` twice).
    fn member_function_type(&mut self, class: &MangleType, member: &MangleType) -> Result<String, MangleError> {
        let proto = match member {
            MangleType::Function { ret, params, cv } => {
                FunctionProto { ret: (**ret).clone(), params: params.clone(), cv: *cv, ref_qualifier: RefQualifier::None, noexcept: false }
            }
            MangleType::Prototype(p) => (**p).clone(),
            _ => return err("not a function type"),
        };
        if self.canonical {
            return self.function_body(&proto);
        }
        let class_key = self.canonical_of(|c| c.ty(class))?;
        let fn_key = self.canonical_of(|c| c.function_body(&proto))?;
        // `@` never occurs in a mangling: the key cannot meet a plain function type's.
        let key = format!("{class_key}@{fn_key}");
        if let Some(s) = self.lookup(&key) {
            return Ok(s);
        }
        let text = self.function_body(&proto)?;
        self.record(key);
        Ok(text)
    }

    fn function_body(&mut self, p: &FunctionProto) -> Result<String, MangleError> {
        let mut out = p.cv.code();
        if p.noexcept {
            out.push_str(g("noexcept"));
        }
        out.push('F');
        out.push_str(&self.ty(&p.ret)?);
        out.push_str(&self.bare_params(&p.params)?);
        out.push_str(p.ref_qualifier.code());
        out.push('E');
        Ok(out)
    }

    /// A substitution candidate whose text `f` writes: its canonical form (the same text
    /// without numbered substitutions) is looked up first and recorded after. In canonical
    /// mode `f` runs once, so nesting costs linear, not exponential, time.
    fn candidate(&mut self, f: impl Fn(&mut Mangler) -> Result<String, MangleError>) -> Result<String, MangleError> {
        if self.canonical {
            return f(self);
        }
        let canon = self.canonical_of(&f)?;
        if let Some(s) = self.lookup(&canon) {
            return Ok(s);
        }
        let text = f(self)?;
        self.record(canon);
        Ok(text)
    }

    fn substitutable(&mut self, key: String, text: String) -> Result<String, MangleError> {
        if let Some(s) = self.lookup(&key) {
            return Ok(s);
        }
        self.record(key);
        Ok(text)
    }

    /// `P`/`R`/`O`/cv/`Dp`/`Dv` applied to a type: a candidate of its own after its operand.
    fn wrapped(&mut self, q: &str, inner: &MangleType) -> Result<String, MangleError> {
        self.candidate(|m| Ok(format!("{q}{}", m.ty(inner)?)))
    }

    // ----- expressions -----------------------------------------------------------------

    fn expr(&mut self, e: &Expr) -> Result<String, MangleError> {
        self.enter()?;
        let r = self.expr_inner(e);
        self.depth -= 1;
        r
    }

    fn operator_code(spelling: &str, arity: u8) -> Result<&'static str, MangleError> {
        codes::OPERATORS
            .iter()
            .find(|o| o.name == spelling && o.arity == arity)
            .map(|o| o.code)
            .ok_or_else(|| MangleError(format!("no operator `{spelling}` with {arity} operands")))
    }

    fn exprs(&mut self, es: &[Expr]) -> Result<String, MangleError> {
        let mut out = String::new();
        for e in es {
            out.push_str(&self.expr(e)?);
        }
        Ok(out)
    }

    fn expr_inner(&mut self, e: &Expr) -> Result<String, MangleError> {
        Ok(match e {
            Expr::Literal { ty, value } => format!("{}{}{}E", g("expr_primary"), self.ty(ty)?, number(*value)),
            Expr::NullPointer(ty) => {
                if *ty == MangleType::Builtin("Dn".into()) {
                    format!("{}DnE", g("expr_primary"))
                } else {
                    format!("{}{}0E", g("expr_primary"), self.ty(ty)?)
                }
            }
            Expr::Declaration(n) => {
                // The entity's own mangled name, with its own substitutions.
                let inner = mangle(n)?;
                let inner = if inner.starts_with("_Z") { inner } else { format!("_Z{}", Mangler::new(false).encoding(n)?) };
                format!("{}{inner}E", g("expr_primary"))
            }
            // A template parameter as an expression is no type: no substitution candidate
            // (g++: `3BoxIXT_EiE` then `S0_` for the next candidate).
            Expr::TemplateParam(i) => format!("T{}", index_suffix(*i)),
            Expr::FunctionParam(i) => format!("{}{}", g("function_param"), index_suffix(*i)),
            Expr::Operator { spelling, operands } => {
                let arity = u8::try_from(operands.len()).map_err(|_| MangleError("too many operands".into()))?;
                let prefix_incdec = arity == 1 && (spelling == "++" || spelling == "--");
                let code = if prefix_incdec {
                    g(if spelling == "++" { "prefix_increment" } else { "prefix_decrement" })
                } else {
                    Self::operator_code(spelling, arity)?
                };
                format!("{code}{}", self.exprs(operands)?)
            }
            Expr::Postfix { spelling, operand } => format!("{}{}", Self::operator_code(spelling, 1)?, self.expr(operand)?),
            Expr::SizeofType(t) => format!("{}{}", g("sizeof_type"), self.ty(t)?),
            Expr::SizeofExpr(x) => format!("{}{}", g("sizeof_expr"), self.expr(x)?),
            Expr::AlignofType(t) => format!("{}{}", g("alignof_type"), self.ty(t)?),
            Expr::AlignofExpr(x) => format!("{}{}", g("alignof_expr"), self.expr(x)?),
            // `sZ <template-param>`: the parameter itself, not a type, so no candidate.
            Expr::SizeofPack(MangleType::TemplateParam(i)) => format!("{}T{}", g("sizeof_pack"), index_suffix(*i)),
            Expr::SizeofPack(t) => format!("{}{}", g("sizeof_pack"), self.ty(t)?),
            Expr::Cast { kind, ty, operand } => {
                let code = g(match kind {
                    CastKind::Static => "static_cast",
                    CastKind::Dynamic => "dynamic_cast",
                    CastKind::Reinterpret => "reinterpret_cast",
                    CastKind::Const => "const_cast",
                });
                format!("{code}{}{}", self.ty(ty)?, self.expr(operand)?)
            }
            Expr::Conversion { ty, args } => {
                let t = self.ty(ty)?;
                if args.len() == 1 {
                    format!("{}{t}{}", g("conversion"), self.expr(&args[0])?)
                } else {
                    format!("{}{t}_{}E", g("conversion"), self.exprs(args)?)
                }
            }
            Expr::Call { callee, args } => format!("{}{}{}E", g("call"), self.expr(callee)?, self.exprs(args)?),
            Expr::Member { object, arrow, member } => {
                if !matches!(**member, Expr::Name(_) | Expr::Scoped { .. }) {
                    return err("a member access names a member");
                }
                let code = g(if *arrow { "member_arrow" } else { "member_dot" });
                format!("{code}{}{}", self.expr(object)?, self.expr(member)?)
            }
            Expr::Name(n) => source_name(n)?,
            Expr::Scoped { scope, name } => format!("{}{}{}", g("scope_resolution"), self.ty(scope)?, source_name(name)?),
            Expr::Fold { kind, spelling, operands } => {
                let (code, n) = match kind {
                    FoldKind::UnaryLeft => ("fold_unary_left", 1),
                    FoldKind::UnaryRight => ("fold_unary_right", 1),
                    FoldKind::BinaryLeft => ("fold_binary_left", 2),
                    FoldKind::BinaryRight => ("fold_binary_right", 2),
                };
                if operands.len() != n {
                    return err(format!("a {kind:?} fold takes {n} operands"));
                }
                format!("{}{}{}", g(code), Self::operator_code(spelling, 2)?, self.exprs(operands)?)
            }
            Expr::New { ty, args } => {
                let mut out = format!("{}_{}", g("new"), self.ty(ty)?);
                // `pi <expression>* E` closes the new-expression; without it, a plain `E`.
                match args {
                    Some(args) => out.push_str(&format!("{}{}E", g("new_initializer"), self.exprs(args)?)),
                    None => out.push('E'),
                }
                out
            }
        })
    }

    // ----- NVIDIA ----------------------------------------------------------------------

    /// `Unvdl` / `Unvdtl` / `Unvhdl` closure names (grammar in `tables/mangling.yaml`).
    fn nv_lambda(&mut self, l: &NvLambda) -> Result<String, MangleError> {
        let code = match &l.kind {
            NvLambdaKind::Device => "Unvdl",
            NvLambdaKind::DeviceTrailingReturn(_) => "Unvdtl",
            NvLambdaKind::HostDevice { .. } => "Unvhdl",
        };
        let code = codes::nv_lambda_by_code(code).ok_or_else(|| MangleError(format!("{code} missing from the table")))?.code;
        let mut out = code.to_string();
        if let NvLambdaKind::HostDevice { is_mutable, has_fn_ptr_conversion, never_throws, .. } = &l.kind {
            for f in [is_mutable, has_fn_ptr_conversion, never_throws] {
                out.push_str(if *f { "1_" } else { "0_" });
            }
        }
        out.push_str(&format!("{}_", l.captures.len()));
        out.push_str(&self.ty(&l.function_type)?);
        out.push_str(&self.tag_function_name(&l.function)?);
        if let NvLambdaKind::DeviceTrailingReturn(r) = &l.kind {
            out.push_str(&self.ty(r)?);
        }
        out.push_str(&format!("{}_", l.id));
        if let NvLambdaKind::HostDevice { ret, params, .. } = &l.kind {
            out.push_str(&self.ty(ret)?);
            for p in params {
                out.push_str(&self.ty(p)?);
            }
            out.push('E');
        }
        for c in &l.captures {
            out.push_str(&self.ty(c)?);
        }
        Ok(out)
    }

    /// The tag's function name: an unscoped name, or `N prefix name E`, with arguments.
    fn tag_function_name(&mut self, f: &QualifiedName) -> Result<String, MangleError> {
        let n = MangleName {
            scopes: f.scopes.clone(),
            kind: NameKind::Identifier(f.name.clone()),
            template_args: f.template_args.clone(),
            params: None,
            ret: None,
            cv: Cv::default(),
            internal: false,
        };
        self.nested_name(&n, &[], "")
    }
}

impl NameKind {
    /// The kind under any decoration.
    pub fn base(&self) -> &NameKind {
        match self {
            NameKind::Decorated { kind, .. } => kind.base(),
            k => k,
        }
    }
    fn ref_qualifier(&self) -> RefQualifier {
        match self {
            NameKind::Decorated { ref_qualifier, .. } => *ref_qualifier,
            _ => RefQualifier::None,
        }
    }
}

impl Expr {
    /// `decltype` of these is `Dt` (an id-expression or class member access).
    fn is_id_like(&self) -> bool {
        matches!(self, Expr::FunctionParam(_) | Expr::Declaration(_) | Expr::Name(_) | Expr::Scoped { .. } | Expr::Member { .. })
    }
}
