//! Declared types in the mangler's model: decl-specifiers plus a declarator become a
//! `mangle::MangleType`, and a declared function or variable with its enclosing namespaces
//! becomes a `mangle::MangleName`. Builtin type codes come from `tables/mangling.yaml`.
//!
//! Named types are resolved by the caller's [`NameResolver`] (the symbol table: enclosing and
//! inline namespaces, template arguments of class templates, typedefs and alias declarations
//! to the type they name); a name it cannot resolve is taken as written.

use crate::mangle::mangle::{Cv, MangleName, MangleType, NameKind, QualifiedName, Scope};
use crate::syntax::ast::*;
use crate::tables::mangling as codes;

/// Text of a token, as the caller's parse provides it.
use crate::sema::constant_eval;

pub type TokenText<'a> = &'a dyn Fn(u32) -> String;

/// What a written type name denotes, as the caller's symbol table says.
pub enum ResolvedName {
    /// A class or enum, with its whole path (`cuda::std::atomic` → `cuda::std::__4::atomic`)
    /// and no template arguments, and for a class template its parameters.
    Class(QualifiedName, Vec<ClassTemplateParam>),
    /// A typedef or alias declaration: the type it names (mangled names never show the alias).
    Alias(MangleType),
    /// A type the caller knows but cannot express (a typedef of one): the name is unknown.
    Unknown,
    /// A constant of integral or enum type (an enumerator), as a template argument names it.
    Constant { ty: MangleType, value: i128 },
}

/// A class template's parameter, as far as a mangled name needs it: the arguments of a
/// pack are one pack argument, and arguments left out take the parameter's default (the
/// name is that of the whole specialization: `vector<int>` is `vector<int, allocator<int>>`).
#[derive(Clone, Debug, PartialEq)]
pub struct ClassTemplateParam {
    pub pack: bool,
    pub default: DefaultArg,
    /// A non-type parameter's type, where it is an integral or enum type the caller knows
    /// (its arguments mangle as `L <type> <value> E`); `None` for other parameters.
    pub value_type: Option<MangleType>,
}

/// The default argument of a class template parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum DefaultArg {
    /// None was declared, or the caller does not look for them: an argument left out is left
    /// out of the name too.
    NotGiven,
    /// A type, in which the template's earlier parameters are `TemplateParam(i)`.
    Type(MangleType),
    /// One was declared that the caller cannot express (a value, a template, an unknown
    /// name): a name that leaves the argument out is unknown.
    Unknown,
}

/// The parameters of a class template that only says which of them are packs.
pub fn params_from_packs(packs: &[bool]) -> Vec<ClassTemplateParam> {
    packs.iter().map(|&pack| ClassTemplateParam { pack, default: DefaultArg::NotGiven, value_type: None }).collect()
}

/// Resolves a written type name; `None` where the caller cannot tell.
pub type NameResolver<'a> = &'a dyn Fn(&QualName) -> Option<ResolvedName>;

/// The canonical spelling of a builtin type from its keywords (`long unsigned int` →
/// `unsigned long`), as the mangling table names it.
pub fn builtin_name(keywords: &[String]) -> Option<String> {
    let count = |k: &str| keywords.iter().filter(|w| *w == k).count();
    let unsigned = count("unsigned") > 0;
    let signed = count("signed") > 0 || count("__signed__") > 0;
    let longs = count("long");
    let base = keywords
        .iter()
        .find(|k| !matches!(k.as_str(), "unsigned" | "signed" | "__signed__" | "long" | "short" | "int"))
        .map(String::as_str);
    let name = match (base, longs, count("short") > 0) {
        (Some("char"), _, _) if unsigned => "unsigned char".to_string(),
        (Some("char"), _, _) if signed => "signed char".to_string(),
        (Some("double"), 1, _) => "long double".to_string(),
        (Some("__int128"), _, _) if unsigned => "unsigned __int128".to_string(),
        (Some(b), _, _) => b.to_string(),
        (None, _, true) => if unsigned { "unsigned short" } else { "short" }.to_string(),
        (None, 0, false) => if unsigned { "unsigned int" } else { "int" }.to_string(),
        (None, 1, false) => if unsigned { "unsigned long" } else { "long" }.to_string(),
        (None, _, false) => if unsigned { "unsigned long long" } else { "long long" }.to_string(),
    };
    Some(name)
}

fn builtin_code(name: &str) -> Option<&'static str> {
    codes::BUILTIN_TYPES.iter().find(|b| b.name == name).map(|b| b.code)
}

/// GNU and clang attributes that make another type of the one they are written on (a
/// vector of it, another width of it); this model leaves such types unknown.
/// (`vector_size` is modelled: see `vector_base`.)
const TYPE_CHANGING_ATTRIBUTES: &[&str] = &["ext_vector_type", "mode", "neon_vector_type", "matrix_type"];

fn changes_type(attrs: &[AttrSpec], text: TokenText) -> bool {
    TYPE_CHANGING_ATTRIBUTES.iter().any(|name| attribute_named(attrs, name, text))
}

/// The sizes in bytes of the builtin types a vector can hold, on the x86-64 targets g++
/// and nvcc's host compiler build for.
const VECTOR_ELEMENT_SIZES: &[(&str, u64)] = &[
    ("c", 1), ("a", 1), ("h", 1), ("s", 2), ("t", 2), ("i", 4), ("j", 4), ("l", 8), ("m", 8), ("x", 8), ("y", 8), ("f", 4), ("d", 8), ("DF16_", 2),
];

/// The byte count of `__attribute__((vector_size(N)))` on the specifiers or declarator
/// (0 when it is not a number this model reads).
pub fn vector_size(specs: &[DeclSpec], d: &Declarator, text: TokenText) -> Option<u64> {
    let mut attrs: Vec<&AttrSpec> = specs.iter().filter_map(|s| if let DeclSpec::Attr(a) = s { Some(a) } else { None }).collect();
    let mut layer = d;
    loop {
        match layer {
            Declarator::Attributed { inner, attrs: more, .. } => {
                attrs.extend(more);
                layer = inner;
            }
            Declarator::Ptr { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Array { inner, .. } | Declarator::Func { inner, .. } => layer = inner,
            Declarator::Name { .. } => break,
        }
    }
    let attr = attrs.iter().flat_map(|a| &a.attrs).find(|x| text(x.name).trim_matches('_') == "vector_size")?;
    let args = attr.args?;
    let spelled: String = (args.lo..args.hi).map(text).collect();
    // An argument this model cannot evaluate reads as 0 bytes: no vector type is made of it.
    Some(spelled.trim_matches(|c| c == '(' || c == ')').trim_end_matches(['u', 'U', 'l', 'L']).parse().unwrap_or(0))
}

/// `T __attribute__((vector_size(bytes)))`: a vector of `bytes / sizeof(T)` elements.
pub fn vector_type(element: MangleType, bytes: u64) -> Option<MangleType> {
    let MangleType::Builtin(code) = &element else { return None };
    let size = VECTOR_ELEMENT_SIZES.iter().find(|(c, _)| c == code)?.1;
    (bytes.is_multiple_of(size) && bytes > 0).then(|| MangleType::Vector(Box::new(element.clone()), bytes / size))
}

/// `base` as `__attribute__((vector_size(N)))` among the specifiers or on the declarator
/// makes it: the vector of `base`'s unqualified type, with `base`'s cv (`None` when the
/// element type cannot be a vector's).
pub fn vector_base(base: MangleType, specs: &[DeclSpec], d: &Declarator, text: TokenText) -> Option<MangleType> {
    let Some(bytes) = vector_size(specs, d, text) else { return Some(base) };
    let (element, cv) = match base {
        MangleType::Qualified(inner, cv) => (*inner, cv),
        other => (other, Cv::default()),
    };
    let vector = vector_type(element, bytes)?;
    Some(if cv == Cv::default() { vector } else { MangleType::Qualified(Box::new(vector), cv) })
}

/// The type the decl-specifiers name, with their cv-qualifiers.
pub fn specifier_type(specs: &[DeclSpec], text: TokenText, resolve: NameResolver) -> Option<MangleType> {
    let mut keywords = Vec::new();
    let mut named = None;
    let mut cv = Cv::default();
    for s in specs {
        match s {
            DeclSpec::Builtin(t) => keywords.push(text(*t)),
            DeclSpec::Cv(t) => match text(*t).trim_matches('_') {
                "const" => cv.is_const = true,
                "volatile" => cv.is_volatile = true,
                _ => cv.is_restrict = true,
            },
            DeclSpec::Type(TypeSpec::Named(q)) | DeclSpec::Type(TypeSpec::Elaborated { name: q, .. }) => {
                named = Some(named_type(q, text, resolve)?)
            }
            // `typename T::x` is known only as a member of a template's parameter.
            DeclSpec::Type(TypeSpec::Typename(q)) => match resolve(q)? {
                ResolvedName::Alias(t @ MangleType::DependentMember(..)) => named = Some(t),
                _ => return None,
            },
            DeclSpec::Type(TypeSpec::Class(c)) => named = Some(named_type(c.name.as_ref()?, text, resolve)?),
            DeclSpec::Type(TypeSpec::Enum(e)) => named = Some(named_type(e.name.as_ref()?, text, resolve)?),
            DeclSpec::Type(_) => return None,
            DeclSpec::Attr(a) if changes_type(std::slice::from_ref(a), text) => return None,
            _ => {}
        }
    }
    let base = match named {
        Some(t) => t,
        None => MangleType::Builtin(builtin_code(&builtin_name(&keywords)?)?.to_string()),
    };
    Some(add_cv(base, cv))
}

/// `base` with `cv` added; a typedef of a cv-qualified type takes the union of both
/// (`typedef const int CI; volatile CI` is `const volatile int`).
fn add_cv(base: MangleType, cv: Cv) -> MangleType {
    if cv == Cv::default() {
        return base;
    }
    match base {
        MangleType::Qualified(inner, had) => MangleType::Qualified(
            inner,
            Cv {
                is_const: had.is_const || cv.is_const,
                is_volatile: had.is_volatile || cv.is_volatile,
                is_restrict: had.is_restrict || cv.is_restrict,
            },
        ),
        other => MangleType::Qualified(Box::new(other), cv),
    }
}

fn named_type(q: &QualName, text: TokenText, resolve: NameResolver) -> Option<MangleType> {
    let UnqualKind::Plain(seg) = &q.last else { return None };
    let resolved = resolve(q);
    if let Some(ResolvedName::Unknown) = resolved {
        return None;
    }
    if let Some(ResolvedName::Alias(aliased)) = resolved {
        // An alias template's arguments would have to be substituted: not modelled.
        return if seg.template_args.is_some() { None } else { Some(aliased) };
    }
    if let Some(ResolvedName::Class(mut resolved, params)) = resolved {
        use crate::mangle::mangle::TemplateArg as Arg;
        // Type arguments, and values for the non-type parameters whose type is known (a
        // non-type argument's code depends on the parameter's type).
        let mut args = Vec::new();
        for (i, arg) in seg.template_args.iter().flatten().enumerate() {
            if let Some(value_type) = params.get(i).filter(|p| !p.pack).and_then(|p| p.value_type.clone()) {
                args.push(constant_arg(arg, value_type, text, resolve)?);
                continue;
            }
            let ty = match arg {
                TemplateArg::Type(t) => type_id(t, text, resolve)?,
                TemplateArg::Ambig(t, _) => type_id(t, text, resolve)?,
                _ => return None,
            };
            args.push(Arg::Type(ty));
        }
        if seg.template_args.is_some() {
            add_default_args(&mut args, &params)?;
        }
        // The arguments from a pack parameter on form one pack argument (`tuple<int, float>`
        // is `tuple<J i f E>`).
        if let Some(at) = params.iter().position(|p| p.pack) {
            if at <= args.len() {
                let pack = args.split_off(at);
                args.push(Arg::Pack(pack));
            }
        }
        resolved.template_args = args;
        return Some(MangleType::Named(resolved));
    }
    if seg.template_args.is_some() {
        return None;
    }
    let scopes = q
        .scopes
        .iter()
        .map(|s| match s {
            crate::syntax::ast::Scope::Name(n) if n.template_args.is_none() => Some(Scope::Namespace(text(n.tok))),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(MangleType::Named(QualifiedName { scopes, name: text(seg.tok), template_args: vec![] }))
}

/// The argument for a non-type parameter of type `ty` (an integer type's code, or an enum):
/// its value, where this model evaluates it.
fn constant_arg(arg: &TemplateArg, ty: MangleType, text: TokenText, resolve: NameResolver) -> Option<crate::mangle::mangle::TemplateArg> {
    use crate::mangle::mangle::{Expr as SigExpr, TemplateArg as Arg};
    let lookup = |q: &QualName| match resolve(q)? {
        ResolvedName::Constant { value, .. } => Some(value),
        _ => None,
    };
    let value = match arg {
        TemplateArg::Expr(e) => integer_value(e, text, &lookup)?,
        TemplateArg::Ambig(_, e) => integer_value(e, text, &lookup)?,
        // A lone name the parser read as a type: a constant where it names one.
        TemplateArg::Type(t) => match (t.specs.as_slice(), &t.declarator) {
            ([DeclSpec::Type(TypeSpec::Named(q))], Declarator::Name { name: None, pack: false, .. }) => lookup(q)?,
            _ => return None,
        },
        TemplateArg::Pack(_) => return None,
    };
    Some(match ty {
        MangleType::Builtin(code) => Arg::Integer { value: convert(value, &code)?, code },
        named @ MangleType::Named(_) => Arg::Expr(SigExpr::Literal { ty: named, value }),
        _ => return None,
    })
}

/// `value` converted to the integral type `code` (wrapped to its width and signedness, as
/// on x86-64); `None` for a code that is not an integral type.
pub fn convert(value: i128, code: &str) -> Option<i128> {
    let (bits, signed) = match code {
        "b" => return Some(i128::from(value != 0)),
        "c" | "a" => (8, true),
        "h" | "Du" => (8, false),
        "s" => (16, true),
        "t" | "Ds" => (16, false),
        "i" | "w" => (32, true),
        "j" | "Di" => (32, false),
        "l" | "x" => (64, true),
        "m" | "y" => (64, false),
        "n" => return Some(value),
        // `unsigned __int128` values past i128::MAX are not modelled.
        "o" => return (value >= 0).then_some(value),
        _ => return None,
    };
    let mask = (1i128 << bits) - 1;
    let v = value & mask;
    Some(if signed && v >> (bits - 1) == 1 { v - (1i128 << bits) } else { v })
}

/// The value of an integral constant expression whose names `lookup` knows the values of
/// (see [`constant_eval`]); `None` for anything else, never a guess.
pub fn integer_value(e: &Expr, text: TokenText, lookup: &dyn Fn(&QualName) -> Option<i128>) -> Option<i128> {
    constant_eval::evaluate(&ClosureEnv { text, lookup }, e, ()).map(|v| v.value)
}

/// The evaluator's environment for callers that know names by a lookup function.
struct ClosureEnv<'a> {
    text: TokenText<'a>,
    lookup: &'a dyn Fn(&QualName) -> Option<i128>,
}

impl constant_eval::ConstantEnv for ClosureEnv<'_> {
    type Scope = ();
    fn tok(&self, t: u32) -> std::borrow::Cow<'_, str> {
        (self.text)(t).into()
    }
    fn op(&self, t: u32) -> std::borrow::Cow<'_, str> {
        (self.text)(t).into()
    }
    fn named(&self, q: &QualName, _: ()) -> Option<constant_eval::Int> {
        (self.lookup)(q).map(constant_eval::Int::untyped)
    }
}

/// Completes the written arguments of a class template specialization with the defaults of
/// the parameters they leave out; `None` where a default is unknown.
fn add_default_args(args: &mut Vec<crate::mangle::mangle::TemplateArg>, params: &[ClassTemplateParam]) -> Option<()> {
    use crate::mangle::mangle::TemplateArg as Arg;
    for param in params.iter().skip(args.len()) {
        if param.pack {
            break;
        }
        match &param.default {
            DefaultArg::NotGiven => break,
            DefaultArg::Unknown => return None,
            DefaultArg::Type(t) => {
                let ty = substitute(t, args, 0)?;
                args.push(Arg::Type(ty));
            }
        }
    }
    Some(())
}

/// `t` with each `TemplateParam(i)` replaced by the type argument `args[i]`; `None` where
/// one is not a type or `t` has a part this substitution does not follow.
fn substitute(t: &MangleType, args: &[crate::mangle::mangle::TemplateArg], depth: usize) -> Option<MangleType> {
    use crate::mangle::mangle::TemplateArg as Arg;
    if depth > MAX_DECLARATOR_DEPTH {
        return None;
    }
    let sub = |t: &MangleType| substitute(t, args, depth + 1).map(Box::new);
    Some(match t {
        MangleType::TemplateParam(i) => match args.get(*i as usize)? {
            Arg::Type(t) => t.clone(),
            _ => return None,
        },
        MangleType::Builtin(_) => t.clone(),
        MangleType::Pointer(t) => MangleType::Pointer(sub(t)?),
        MangleType::LValueRef(t) => MangleType::LValueRef(sub(t)?),
        MangleType::RValueRef(t) => MangleType::RValueRef(sub(t)?),
        MangleType::Qualified(t, cv) => add_cv(*sub(t)?, *cv),
        MangleType::Array(t, n) => MangleType::Array(sub(t)?, *n),
        MangleType::Function { ret, params, cv } => MangleType::Function {
            ret: sub(ret)?,
            params: params.iter().map(|p| substitute(p, args, depth + 1)).collect::<Option<_>>()?,
            cv: *cv,
        },
        MangleType::Named(q) => {
            let mut q = q.clone();
            q.template_args = q.template_args.iter().map(|a| substitute_arg(a, args, depth + 1)).collect::<Option<_>>()?;
            MangleType::Named(q)
        }
        _ => return None,
    })
}

fn substitute_arg(
    a: &crate::mangle::mangle::TemplateArg,
    args: &[crate::mangle::mangle::TemplateArg],
    depth: usize,
) -> Option<crate::mangle::mangle::TemplateArg> {
    use crate::mangle::mangle::TemplateArg as Arg;
    Some(match a {
        Arg::Type(t) => Arg::Type(substitute(t, args, depth)?),
        Arg::Pack(xs) => Arg::Pack(xs.iter().map(|x| substitute_arg(x, args, depth + 1)).collect::<Option<_>>()?),
        Arg::Integer { .. } => a.clone(),
        _ => return None,
    })
}

/// A type-id (`int*`, `cuda::std::atomic<int>`) in the mangler's model.
fn type_id(t: &TypeId, text: TokenText, resolve: NameResolver) -> Option<MangleType> {
    let base = vector_base(specifier_type(&t.specs, text, resolve)?, &t.specs, &t.declarator, text)?;
    declarator_type(base, &t.declarator, text, resolve)
}

/// Applies a declarator's pointer, reference and array layers to `base`. Function layers
/// other than the outermost one (function pointers) are built as function types.
pub fn declarator_type(base: MangleType, d: &Declarator, text: TokenText, resolve: NameResolver) -> Option<MangleType> {
    declarator_type_at(base, d, text, resolve, 0)
}

/// Declarator layers followed before a type is left unknown: real declarators have a few;
/// generated ones (`int *****...p;`, 5,000 deep) must not exhaust the stack.
const MAX_DECLARATOR_DEPTH: usize = 256;

fn declarator_type_at(base: MangleType, d: &Declarator, text: TokenText, resolve: NameResolver, depth: usize) -> Option<MangleType> {
    if depth > MAX_DECLARATOR_DEPTH {
        return None;
    }
    let declarator_type = |base: MangleType, d: &Declarator, text: TokenText, resolve: NameResolver| declarator_type_at(base, d, text, resolve, depth + 1);
    match d {
        Declarator::Name { .. } => Some(base),
        Declarator::Attributed { attrs, .. } if changes_type(attrs, text) => None,
        Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => declarator_type(base, inner, text, resolve),
        Declarator::Ptr { op, inner, .. } => {
            let t = match op {
                PtrOp::Pointer { cv, .. } => {
                    let p = MangleType::Pointer(Box::new(base));
                    with_cv(p, cv, text)
                }
                PtrOp::LRef => MangleType::LValueRef(Box::new(base)),
                PtrOp::RRef => MangleType::RValueRef(Box::new(base)),
                PtrOp::Member { class, cv } => {
                    let class = named_type(class, text, resolve)?;
                    with_cv(MangleType::PointerToMember { class: Box::new(class), member: Box::new(base) }, cv, text)
                }
            };
            declarator_type(t, inner, text, resolve)
        }
        Declarator::Array { inner, size, .. } => {
            let bound = match size {
                None => None,
                Some(e) => match int_value(e, text).and_then(|v| u64::try_from(v).ok()) {
                    Some(n) => Some(n),
                    // A bound cufe cannot evaluate: harmless where the array is the declared
                    // entity's own type (a parameter decays, a variable's name mangles without
                    // it), but under `&`, `*` or in a function type it tells types apart
                    // (`float2 (&)[4]` and `(&)[8]`): unknown.
                    None if names_directly(inner) => None,
                    None => return None,
                },
            };
            declarator_type(MangleType::Array(Box::new(base), bound), inner, text, resolve)
        }
        Declarator::Func { inner, params, quals, .. } => {
            // A member function type's cv- and ref-qualifiers (`int (S::*)() const`) are not
            // modelled here: unknown.
            if (!quals.cv.is_empty() || quals.ref_qual.is_some()) && names_member_pointer(inner) {
                return None;
            }
            let params = param_types(params, text, resolve)?;
            let f = MangleType::Function { ret: Box::new(base), params, cv: Cv::default() };
            declarator_type(f, inner, text, resolve)
        }
    }
}

/// Whether a declarator's outermost type layer is a pointer to member (`(S::*p)`).
fn names_member_pointer(d: &Declarator) -> bool {
    match d {
        Declarator::Ptr { op: PtrOp::Member { .. }, .. } => true,
        Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => names_member_pointer(inner),
        _ => false,
    }
}

/// Whether a declarator is just the (attributed or parenthesised) name, with no type layers.
fn names_directly(d: &Declarator) -> bool {
    match d {
        Declarator::Name { .. } => true,
        Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => names_directly(inner),
        _ => false,
    }
}

/// The value of an integer constant written as a literal (`8`, `0x10`, `'a'`, `-1`, `true`),
/// in parentheses or negated; `None` for anything that needs evaluation.
pub fn int_value(e: &Expr, text: TokenText) -> Option<i128> {
    match e {
        Expr::Literal(t) => {
            let spelled = text(*t);
            let s = spelled.trim_end_matches(['u', 'U', 'l', 'L']);
            match s {
                "true" => Some(1),
                "false" => Some(0),
                // A plain character literal of one (unescaped) character.
                _ if s.len() == 3 && s.starts_with('\'') && s.ends_with('\'') && s.as_bytes()[1] != b'\\' => Some(i128::from(s.as_bytes()[1])),
                _ if s.starts_with("0x") || s.starts_with("0X") => i128::from_str_radix(&s[2..], 16).ok(),
                _ if s.len() > 1 && s.starts_with('0') => i128::from_str_radix(&s[1..], 8).ok(),
                _ => s.parse().ok(),
            }
        }
        Expr::Name(q) if q.scopes.is_empty() && !q.global => match &q.last {
            UnqualKind::Plain(seg) if seg.template_args.is_none() => match text(seg.tok).as_str() {
                "true" => Some(1),
                "false" => Some(0),
                _ => None,
            },
            _ => None,
        },
        Expr::Paren(inner, _) => int_value(inner, text),
        Expr::Unary(t, inner, _) if text(*t) == "-" => int_value(inner, text).map(|v| -v),
        _ => None,
    }
}

fn with_cv(t: MangleType, cv: &[u32], text: TokenText) -> MangleType {
    if cv.is_empty() {
        return t;
    }
    let mut q = Cv::default();
    for c in cv {
        match text(*c).trim_matches('_') {
            "const" => q.is_const = true,
            "volatile" => q.is_volatile = true,
            _ => q.is_restrict = true,
        }
    }
    MangleType::Qualified(Box::new(t), q)
}

/// The parameter types of a function, with top-level cv dropped and arrays decayed, as the
/// ABI mangles them. `(void)` is no parameters.
pub fn param_types(params: &ParamClause, text: TokenText, resolve: NameResolver) -> Option<Vec<MangleType>> {
    let mut out = Vec::new();
    for p in &params.params {
        let base = specifier_type(&p.specs, text, resolve)?;
        let t = declarator_type(base, &p.declarator, text, resolve)?;
        let t = match t {
            MangleType::Qualified(inner, _) => *inner,
            MangleType::Array(elem, _) => MangleType::Pointer(elem),
            other => other,
        };
        out.push(t);
    }
    if out == [MangleType::Builtin("v".into())] {
        out.clear();
    }
    if params.variadic {
        out.push(MangleType::Builtin("z".into()));
    }
    Some(out)
}

/// The mangled-name model of a declared function (`params` given) or variable at namespace
/// scope `namespaces` (`None` names an anonymous namespace).
pub fn entity_name(namespaces: &[Option<String>], name: String, params: Option<Vec<MangleType>>, internal: bool) -> MangleName {
    MangleName {
        scopes: namespaces
            .iter()
            .map(|n| match n {
                Some(n) => Scope::Namespace(n.clone()),
                None => Scope::AnonymousNamespace,
            })
            .collect(),
        kind: NameKind::Identifier(name),
        template_args: vec![],
        params,
        ret: None,
        cv: Cv::default(),
        internal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(words: &str) -> &'static str {
        let words: Vec<String> = words.split_whitespace().map(String::from).collect();
        builtin_code(&builtin_name(&words).unwrap()).unwrap()
    }

    /// Expected codes are what g++ mangles for `void f(<type>)` (`_Z1f` + code).
    #[test]
    fn keyword_sequences_map_to_the_itanium_codes() {
        assert_eq!(code("unsigned"), "j");
        assert_eq!(code("unsigned int"), "j");
        assert_eq!(code("long unsigned int"), "m");
        assert_eq!(code("long long"), "x");
        assert_eq!(code("unsigned long long int"), "y");
        assert_eq!(code("short"), "s");
        assert_eq!(code("unsigned short int"), "t");
        assert_eq!(code("signed char"), "a");
        assert_eq!(code("unsigned char"), "h");
        assert_eq!(code("char"), "c");
        assert_eq!(code("long double"), "e");
        assert_eq!(code("signed"), "i");
        assert_eq!(code("__int128"), "n");
        assert_eq!(code("unsigned __int128"), "o");
        assert_eq!(code("float"), "f");
        assert_eq!(code("bool"), "b");
    }
}
