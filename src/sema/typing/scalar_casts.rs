//! Casts between scalar types that no kind of cast can make (171, [expr.static.cast],
//! [expr.reinterpret.cast], [expr.cast]): a pointer from a floating-point value or the other
//! way, a pointer from an integer by `static_cast`, an object pointer to an unrelated one by
//! `static_cast`, an arithmetic value to another arithmetic type by `reinterpret_cast`.
//!
//! Only the kinds this model spells out exactly are judged: builtin arithmetic types,
//! enums, and pointers to builtins or `void`. Classes (conversion functions, constructors,
//! bases), references, pointers to members and function pointers are left to other rules
//! or to no one.

use super::ty::{QualType, Type};
use crate::syntax::ast::CastKind;

/// The kind of scalar a cast's operand or target is, where this module judges it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Scalar<'t> {
    Integral,
    Floating,
    Enum,
    /// A pointer to an object of a builtin type or to `void` (what it points to, without
    /// cv-qualifiers).
    Pointer(&'t Type),
}

fn scalar(t: &QualType) -> Option<Scalar<'_>> {
    match &t.ty {
        ty if ty.is_integral() => Some(Scalar::Integral),
        ty if ty.is_floating() => Some(Scalar::Floating),
        Type::Enum(_) => Some(Scalar::Enum),
        Type::Pointer(to) if matches!(to.ty, Type::Builtin(_)) => Some(Scalar::Pointer(&to.ty)),
        _ => None,
    }
}

/// Whether a cast of kind `kind` cannot convert a value of type `source` (already decayed)
/// to `target`. `null_pointer_constant`: the operand is the literal `0`, which
/// `static_cast` makes a null pointer. `false` wherever this module does not judge.
pub(super) fn is_invalid(kind: CastKind, source: &QualType, target: &QualType, null_pointer_constant: bool) -> bool {
    let (Some(from), Some(to)) = (scalar(source), scalar(target)) else { return false };
    use Scalar::*;
    match kind {
        CastKind::Static => match (from, to) {
            (Floating, Pointer(_)) | (Pointer(_), Floating) => true,
            (Integral | Enum, Pointer(_)) => !null_pointer_constant,
            // A pointer converts to `bool` implicitly; to no other arithmetic type.
            (Pointer(_), Integral) => target.ty != Type::Builtin("bool"),
            (Pointer(_), Enum) => true,
            // Between object pointers only to and from `void *`, or to the same type.
            (Pointer(a), Pointer(b)) => a != b && *a != Type::Builtin("void") && *b != Type::Builtin("void"),
            _ => false,
        },
        CastKind::Reinterpret => match (from, to) {
            (Floating, Pointer(_)) | (Pointer(_), Floating) | (Pointer(_), Enum) => true,
            // An integral or enumeration value only to its own type ([expr.reinterpret.cast]/2).
            (Integral | Floating | Enum, Integral | Floating | Enum) => source.ty != target.ty,
            _ => false,
        },
        // A C-style cast is a `static_cast` or else a `reinterpret_cast`: only what neither
        // can make.
        CastKind::CStyle => matches!((from, to), (Floating, Pointer(_)) | (Pointer(_), Floating) | (Pointer(_), Enum)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(name: &'static str) -> QualType {
        QualType::builtin(name)
    }

    fn ptr(to: QualType) -> QualType {
        QualType::plain(Type::Pointer(Box::new(to)))
    }

    #[test]
    fn static_cast_between_pointers_and_numbers() {
        assert!(is_invalid(CastKind::Static, &b("int"), &ptr(b("int")), false));
        assert!(!is_invalid(CastKind::Static, &b("int"), &ptr(b("int")), true));
        assert!(is_invalid(CastKind::Static, &b("double"), &ptr(b("int")), true));
        assert!(is_invalid(CastKind::Static, &ptr(b("int")), &b("long"), false));
        assert!(!is_invalid(CastKind::Static, &ptr(b("int")), &b("bool"), false));
        assert!(is_invalid(CastKind::Static, &ptr(b("float")), &ptr(b("int")), false));
        assert!(!is_invalid(CastKind::Static, &ptr(b("void")), &ptr(b("int")), false));
        assert!(!is_invalid(CastKind::Static, &ptr(b("int")), &ptr(QualType { is_const: true, ..b("int") }), false));
        assert!(!is_invalid(CastKind::Static, &b("double"), &b("int"), false));
    }

    #[test]
    fn reinterpret_cast_keeps_numbers_as_they_are() {
        assert!(is_invalid(CastKind::Reinterpret, &b("double"), &b("int"), false));
        assert!(!is_invalid(CastKind::Reinterpret, &b("int"), &b("int"), false));
        assert!(!is_invalid(CastKind::Reinterpret, &ptr(b("int")), &b("long"), false));
        assert!(!is_invalid(CastKind::Reinterpret, &b("long"), &ptr(b("int")), false));
        assert!(is_invalid(CastKind::Reinterpret, &b("double"), &ptr(b("float")), false));
    }

    #[test]
    fn c_style_cast_is_either() {
        assert!(!is_invalid(CastKind::CStyle, &b("int"), &ptr(b("int")), false));
        assert!(!is_invalid(CastKind::CStyle, &ptr(b("float")), &ptr(b("int")), false));
        assert!(is_invalid(CastKind::CStyle, &b("double"), &ptr(b("int")), false));
        assert!(is_invalid(CastKind::CStyle, &ptr(b("int")), &b("double"), false));
    }
}
