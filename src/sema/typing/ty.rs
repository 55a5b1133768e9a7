//! The types of expressions: builtin types by their name, pointers, references, arrays,
//! functions, and classes and enums as entities of the symbol table (so that their members
//! and bases can be looked up). Built from the declared types the symbol table keeps
//! (`Entity::declared`), in which a class or enum is named `name@scope`.

use crate::mangle::mangle::MangleType;
use crate::sema::symbols::{EntityId, EntityKind, ScopeId, SymbolTable};
use crate::tables::mangling as codes;

#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// A builtin type by its canonical name (`int`, `unsigned long`, `double`, `bool`,
    /// `void`, `decltype(nullptr)`).
    Builtin(&'static str),
    Pointer(Box<QualType>),
    LValueRef(Box<QualType>),
    RValueRef(Box<QualType>),
    Array(Box<QualType>, Option<u64>),
    Function { ret: Box<QualType>, params: Vec<QualType> },
    /// A pointer to a member of `class` of type `member` (`int S::*`, `void (S::*)(int)`;
    /// a member function's without cv- or ref-qualifiers).
    MemberPointer { class: EntityId, member: Box<QualType> },
    Class(EntityId),
    Enum(EntityId),
}

/// A type with its top-level cv-qualifiers.
#[derive(Clone, Debug, PartialEq)]
pub struct QualType {
    pub ty: Type,
    pub is_const: bool,
    pub is_volatile: bool,
}

impl QualType {
    pub fn plain(ty: Type) -> QualType {
        QualType { ty, is_const: false, is_volatile: false }
    }

    pub fn builtin(name: &'static str) -> QualType {
        QualType::plain(Type::Builtin(name))
    }

    /// The type without its top-level cv-qualifiers.
    pub fn unqualified(&self) -> QualType {
        QualType::plain(self.ty.clone())
    }

    /// Whether every cv-qualifier of `other` is also on `self`.
    pub fn at_least_as_qualified(&self, other: &QualType) -> bool {
        (self.is_const || !other.is_const) && (self.is_volatile || !other.is_volatile)
    }
}

const INTEGRAL: &[&str] = &[
    "bool", "char", "signed char", "unsigned char", "wchar_t", "char8_t", "char16_t", "char32_t", "short", "unsigned short", "int",
    "unsigned int", "long", "unsigned long", "long long", "unsigned long long", "__int128", "unsigned __int128",
];
const FLOATING: &[&str] = &["float", "double", "long double", "__float128", "_Float16", "_Float32", "_Float64", "_Float128"];

impl Type {
    pub fn is_integral(&self) -> bool {
        matches!(self, Type::Builtin(n) if INTEGRAL.contains(n))
    }

    pub fn is_floating(&self) -> bool {
        matches!(self, Type::Builtin(n) if FLOATING.contains(n))
    }

    pub fn is_arithmetic(&self) -> bool {
        self.is_integral() || self.is_floating()
    }

    /// Arithmetic, enum or pointer: one value, initialized by one.
    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || matches!(self, Type::Pointer(_) | Type::Enum(_) | Type::MemberPointer { .. })
    }

    pub fn is_nullptr(&self) -> bool {
        matches!(self, Type::Builtin("decltype(nullptr)"))
    }

    /// A class or enum: conversions of these may be user-defined (or, for an enum, scoped).
    pub fn is_class_or_enum(&self) -> bool {
        matches!(self, Type::Class(_) | Type::Enum(_))
    }
}

/// Whether a function type is built only of types this model spells out exactly: builtins,
/// classes, enums, and pointers and references to them (no arrays, no function types inside).
pub fn comparable_function(t: &QualType) -> bool {
    fn plain(t: &QualType, depth: usize) -> bool {
        depth < 16
            && match &t.ty {
                Type::Builtin(b) => *b != "...",
                Type::Class(_) | Type::Enum(_) => true,
                Type::Pointer(inner) | Type::LValueRef(inner) | Type::RValueRef(inner) => plain(inner, depth + 1),
                _ => false,
            }
    }
    match &t.ty {
        Type::Function { ret, params } => plain(ret, 0) && params.iter().all(|p| plain(p, 0)),
        _ => false,
    }
}

/// How a pointer to one type converts to a pointer to another by a qualification conversion
/// ([conv.qual]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Qualification {
    /// The types are similar (the same but for cv-qualifiers, level by level through
    /// pointers, pointers to members and arrays of the same bound), no level loses a
    /// qualifier, and where a level adds one every level before it is `const`.
    Converts,
    /// Similar, no qualifier lost, but one is added below a level that is not `const`
    /// (`int **` to `const int **`): the reference makes this a warning.
    AddsUnsafely,
    /// Not similar, or a level loses a qualifier.
    No,
}

/// How a pointer to `from` converts to a pointer to `to` by a qualification conversion;
/// `None` where a level holds a type this model does not compare exactly (a function type
/// with arrays or ellipses inside).
pub fn qualification_conversion(to: &QualType, from: &QualType) -> Option<Qualification> {
    qualification_at(to, from, true, 0)
}

/// One level: `to` and `from` are what the pointers of the level before point to;
/// `const_before`: every level before this one is `const` in `to`.
fn qualification_at(to: &QualType, from: &QualType, const_before: bool, depth: usize) -> Option<Qualification> {
    if depth > 64 {
        return None;
    }
    // An array's qualifiers are its elements' ([basic.type.qualifier]/3).
    let (to, from) = (with_array_qualifiers(to), with_array_qualifiers(from));
    if !to.at_least_as_qualified(&from) {
        return Some(Qualification::No);
    }
    let adds = to.is_const != from.is_const || to.is_volatile != from.is_volatile;
    let here = if adds && !const_before { Qualification::AddsUnsafely } else { Qualification::Converts };
    let const_through = const_before && to.is_const;
    let same = |same: bool| Some(if same { here } else { Qualification::No });
    let deeper = match (&to.ty, &from.ty) {
        (Type::Pointer(a), Type::Pointer(b)) => qualification_at(a, b, const_through, depth + 1)?,
        (Type::MemberPointer { class: c, member: a }, Type::MemberPointer { class: d, member: b }) if c == d => qualification_at(a, b, const_through, depth + 1)?,
        // The element is on the same level as its array.
        (Type::Array(a, n), Type::Array(b, m)) if n == m => qualification_at(a, b, const_before, depth + 1)?,
        (Type::Function { .. }, _) | (_, Type::Function { .. }) => return (comparable_function(&to) && comparable_function(&from)).then_some(()).and_then(|_| same(to.ty == from.ty)),
        (Type::Builtin(a), Type::Builtin(b)) => return same(a == b),
        (Type::Class(a), Type::Class(b)) | (Type::Enum(a), Type::Enum(b)) => return same(a == b),
        _ => return Some(Qualification::No),
    };
    // The worst of this level and the ones below.
    Some(match (here, deeper) {
        (_, Qualification::No) => Qualification::No,
        (Qualification::AddsUnsafely, _) | (_, Qualification::AddsUnsafely) => Qualification::AddsUnsafely,
        _ => Qualification::Converts,
    })
}

/// `t` with an array's own cv-qualifiers moved onto its element type.
fn with_array_qualifiers(t: &QualType) -> QualType {
    match &t.ty {
        Type::Array(element, bound) if t.is_const || t.is_volatile => {
            let mut element = with_array_qualifiers(element);
            element.is_const |= t.is_const;
            element.is_volatile |= t.is_volatile;
            QualType::plain(Type::Array(Box::new(element), *bound))
        }
        _ => t.clone(),
    }
}

/// The canonical name of a builtin type's mangling code, as a `'static` string.
fn builtin_name(code: &str) -> Option<&'static str> {
    codes::BUILTIN_TYPES.iter().find(|b| b.code == code).map(|b| b.name)
}

/// The class or enum entity a declared type names `name@scope`: the one defined there (a
/// forward declaration is another entity of the same name); `None` where that is not one
/// entity, or is a template or one of its specializations.
fn named_entity(table: &SymbolTable, unique_name: &str) -> Option<EntityId> {
    let (name, scope) = unique_name.rsplit_once('@')?;
    let scope: ScopeId = scope.parse().ok()?;
    let ids = table.scopes.get(scope)?.names.get(name)?;
    let mut tagged = ids.iter().copied().filter(|&id| matches!(table.entities[id].kind, EntityKind::Class | EntityKind::Enum));
    if ids.iter().any(|&id| table.entities[id].template) || !table.template_packs(*ids.first()?).is_empty() {
        return None;
    }
    let defined: Vec<EntityId> = tagged.clone().filter(|&id| table.entities[id].inner.is_some() || table.entities[id].kind == EntityKind::Enum).collect();
    match defined.as_slice() {
        [one] => Some(*one),
        [] => tagged.next(),
        _ => None,
    }
}

/// The declared type `t` (see `Entity::declared`) as an expression type; `None` where it has
/// parts this model does not have (template arguments, pointers to members, vectors...).
pub fn from_declared(table: &SymbolTable, t: &MangleType) -> Option<QualType> {
    from_declared_at(table, t, 0)
}

fn from_declared_at(table: &SymbolTable, t: &MangleType, depth: usize) -> Option<QualType> {
    substituted_at(table, t, &[], depth)
}

/// `from_declared` of a type over template parameters, each `TemplateParam(i)` replaced by
/// `args[i]` (references to references collapse); `None` where one is not known.
pub fn substituted(table: &SymbolTable, t: &MangleType, args: &[Option<QualType>]) -> Option<QualType> {
    substituted_at(table, t, args, 0)
}

fn substituted_at(table: &SymbolTable, t: &MangleType, args: &[Option<QualType>], depth: usize) -> Option<QualType> {
    if depth > 64 {
        return None;
    }
    let inner = |t: &MangleType| substituted_at(table, t, args, depth + 1);
    let ty = match t {
        MangleType::TemplateParam(i) => return args.get(*i as usize)?.clone(),
        MangleType::Builtin(code) => Type::Builtin(builtin_name(code)?),
        MangleType::Pointer(t) => Type::Pointer(Box::new(inner(t)?)),
        // A reference to a reference (through a template argument) collapses ([dcl.ref]/6).
        MangleType::LValueRef(t) => match inner(t)? {
            QualType { ty: Type::LValueRef(r) | Type::RValueRef(r), .. } => Type::LValueRef(r),
            r => Type::LValueRef(Box::new(r)),
        },
        MangleType::RValueRef(t) => match inner(t)? {
            QualType { ty: r @ (Type::LValueRef(_) | Type::RValueRef(_)), .. } => r,
            r => Type::RValueRef(Box::new(r)),
        },
        MangleType::Array(t, n) => Type::Array(Box::new(inner(t)?), *n),
        MangleType::Qualified(t, cv) => {
            let mut q = inner(t)?;
            // cv-qualifiers on a reference are ignored.
            if !matches!(q.ty, Type::LValueRef(_) | Type::RValueRef(_)) {
                q.is_const |= cv.is_const;
                q.is_volatile |= cv.is_volatile;
            }
            return Some(q);
        }
        MangleType::Function { ret, params, .. } => Type::Function { ret: Box::new(inner(ret)?), params: params.iter().map(inner).collect::<Option<_>>()? },
        MangleType::PointerToMember { class, member } => {
            // A member function type with cv-qualifiers is not modelled.
            if matches!(member.as_ref(), MangleType::Function { cv, .. } if cv.is_const || cv.is_volatile) {
                return None;
            }
            let Type::Class(class) = inner(class)?.ty else { return None };
            Type::MemberPointer { class, member: Box::new(inner(member)?) }
        }
        MangleType::Named(q) if q.scopes.is_empty() && q.template_args.is_empty() => {
            let id = named_entity(table, &q.name)?;
            match table.entities[id].kind {
                EntityKind::Class => Type::Class(id),
                _ => Type::Enum(id),
            }
        }
        _ => return None,
    };
    Some(QualType::plain(ty))
}

/// How a type reads in a message: `int *`, `const char *`, `N::S`, `int (*)[3]`.
pub fn display(table: &SymbolTable, t: &QualType) -> String {
    let mut out = String::new();
    write_type(table, t, "", &mut out);
    out
}

/// How a function reads in a message: `name(int, const char *)`, its parameter types from
/// the model; `None` where its type is not known.
pub fn display_function(table: &SymbolTable, name: &str, id: EntityId) -> Option<String> {
    let Type::Function { params, .. } = from_declared(table, table.entities[id].declared.as_ref()?)?.ty else { return None };
    let params: Vec<String> = params.iter().map(|p| display(table, p)).collect();
    Some(format!("{name}({})", params.join(", ")))
}

fn cv_prefix(t: &QualType) -> &'static str {
    match (t.is_const, t.is_volatile) {
        (true, true) => "const volatile ",
        (true, false) => "const ",
        (false, true) => "volatile ",
        (false, false) => "",
    }
}

/// Writes `t` around the declarator text `inner` (what is built so far outside-in).
fn write_type(table: &SymbolTable, t: &QualType, inner: &str, out: &mut String) {
    let join = |base: String, inner: &str| if inner.is_empty() { base } else { format!("{base} {inner}") };
    match &t.ty {
        Type::Pointer(p) | Type::LValueRef(p) | Type::RValueRef(p) => {
            let op = match &t.ty {
                Type::Pointer(_) => "*",
                Type::LValueRef(_) => "&",
                _ => "&&",
            };
            let cv = if t.is_const { "const" } else { "" };
            let sep = if !cv.is_empty() && !inner.is_empty() { " " } else { "" };
            let mut declarator = format!("{op}{cv}{sep}{inner}");
            if matches!(p.ty, Type::Array(..) | Type::Function { .. }) {
                declarator = format!("({declarator})");
            }
            write_type(table, p, &declarator, out);
        }
        Type::MemberPointer { class, member } => {
            let cv = if t.is_const { " const" } else { "" };
            let mut declarator = format!("{}::*{cv}{}{inner}", table.qualified_name(*class), if inner.is_empty() { "" } else { " " });
            if matches!(member.ty, Type::Array(..) | Type::Function { .. }) {
                declarator = format!("({declarator})");
            }
            write_type(table, member, &declarator, out);
        }
        Type::Array(e, n) => {
            let bound = n.map(|n| n.to_string()).unwrap_or_default();
            write_type(table, e, &format!("{inner}[{bound}]"), out);
        }
        Type::Function { ret, params } => {
            let params: Vec<String> = params.iter().map(|p| display(table, p)).collect();
            write_type(table, ret, &format!("{inner}({})", params.join(", ")), out);
        }
        Type::Builtin(name) => out.push_str(&join(format!("{}{name}", cv_prefix(t)), inner)),
        Type::Class(id) | Type::Enum(id) => {
            out.push_str(&join(format!("{}{}", cv_prefix(t), table.qualified_name(*id)), inner));
        }
    }
}
