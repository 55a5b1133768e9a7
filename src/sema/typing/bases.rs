//! Conversions between a class and its base classes: how many subobjects of a base a derived
//! class holds (more than one: the conversion is ambiguous), whether that subobject is (in)
//! a virtual base, and whether a public path leads to it ([class.mi], [conv.ptr]/3,
//! [conv.mem]/2, [expr.static.cast]/11-12); and the diagnostics of converting pointers,
//! references and pointers to members along such a route.

use std::collections::HashSet;

use super::expr::{Body, Typed};
use super::lookup::Lookup;
use super::ty::{comparable_function, QualType, Type};
use crate::syntax::ast::CastKind;
use crate::diag::Diagnostic;
use crate::tables::diagnostics as catalog;
use crate::sema::symbols::{Access, EntityId};

/// How many paths through the bases are followed before giving up (a lattice of bases can
/// have exponentially many).
const MAX_PATHS: usize = 512;
const MAX_DEPTH: usize = 32;
const MAX_STEPS: usize = 4096;

/// How a derived class reaches one of its bases.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BaseRoute {
    /// Distinct subobjects of the base in the derived class (0: not a base).
    pub subobjects: usize,
    /// The (first) subobject is a virtual base, or inside one.
    pub is_virtual: bool,
    /// Some path to it has only public base-specifiers.
    pub public: bool,
    /// A class on the way (the derived one included) declares friends, whose code may
    /// use the non-public paths.
    pub friends: bool,
}

impl Lookup<'_> {
    /// The route from `derived` to its base `base`; `None` where some base on the way is not
    /// known (a template's, an incomplete class's) or the lattice is too large to follow.
    pub fn base_route(&self, derived: EntityId, base: EntityId) -> Option<BaseRoute> {
        // A subobject is told apart by the virtual base it is in (its first class) and the
        // non-virtual path from there; outside virtual bases, by the path from `derived`.
        let mut subobjects: HashSet<Vec<EntityId>> = HashSet::new();
        let mut route = BaseRoute { subobjects: 0, is_virtual: false, public: false, friends: false };
        let mut first_virtual = None;
        let mut pending = vec![(vec![derived], true)];
        let mut paths = 0;
        let mut steps = 0;
        while let Some((path, public)) = pending.pop() {
            // Bad code must not loop (a cycle through virtual bases restarts the path).
            steps += 1;
            if steps > MAX_STEPS {
                return None;
            }
            let class = *path.last()?;
            let e = &self.table.entities[class];
            route.friends |= e.has_friends;
            if class == base {
                paths += 1;
                route.public |= public;
                let is_virtual = path[0] != derived;
                if subobjects.insert(path) && first_virtual.is_none() {
                    first_virtual = Some(is_virtual);
                }
                continue;
            }
            e.inner?;
            if path.len() > MAX_DEPTH || paths > MAX_PATHS || pending.len() > MAX_PATHS {
                return None;
            }
            for b in e.bases.as_ref()? {
                let next = if b.is_virtual { vec![b.class] } else { [path.as_slice(), &[b.class]].concat() };
                pending.push((next, public && b.access == Access::Public));
            }
        }
        route.subobjects = subobjects.len();
        route.is_virtual = first_virtual.unwrap_or(false);
        Some(route)
    }
}

/// What is converted between a class and its base.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BaseConversion {
    /// A pointer or reference to the derived class becomes one to the base (implicit).
    ObjectToBase,
    /// A pointer or reference to the base becomes one to the derived class (`static_cast`).
    ObjectFromBase,
    /// A pointer to member of the base becomes one of the derived class (implicit).
    MemberFromBase,
    /// A pointer to member of the derived class becomes one of the base (`static_cast`).
    MemberToBase,
}

/// Where the diagnostics of a conversion are reported.
#[derive(Clone, Copy, Debug)]
pub struct ConversionSite {
    /// The token of ambiguity and virtual-base errors.
    pub at: u32,
    /// The token of access errors.
    pub access_at: u32,
    /// Access is checked (not for a C-style cast).
    pub check_access: bool,
}

/// What judging a conversion along a route found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Judged {
    Fine,
    /// An ambiguous or virtual base: the conversion cannot be made.
    Error,
    /// An inaccessible base: reported, the conversion is still made.
    AccessError,
}

impl Body<'_, '_> {
    /// Judges converting along the route between `derived` and `base`: an ambiguous base
    /// (286 towards it, 287 from it), a virtual one where the conversion goes from it (288,
    /// 804) or to it for pointers to members (916), an inaccessible one (269 towards it,
    /// 1280 from it). Silent where the route is not known, and on
    /// access where code other than this body's may have it (a member's, a friend's).
    pub(super) fn judge_base_conversion(&mut self, derived: EntityId, base: EntityId, conversion: BaseConversion, site: ConversionSite) -> Judged {
        if derived == base {
            return Judged::Fine;
        }
        let Some(route) = self.walk.lookup.base_route(derived, base) else { return Judged::Fine };
        if route.subobjects == 0 {
            return Judged::Fine;
        }
        let table = self.walk.lookup.table;
        let (derived_name, base_name) = (table.qualified_name(derived), table.qualified_name(base));
        let towards_base = matches!(conversion, BaseConversion::ObjectToBase | BaseConversion::MemberToBase);
        let d = if route.subobjects > 1 {
            if towards_base {
                Diagnostic::new(&catalog::AMBIGUOUS_BASE_CLASS, self.walk.span(site.at)).arg("base", base_name)
            } else {
                Diagnostic::new(&catalog::AMBIGUOUS_DERIVED_CLASS, self.walk.span(site.at)).arg("derived", derived_name).arg("base", base_name)
            }
        } else if route.is_virtual && conversion != BaseConversion::ObjectToBase {
            let def = match conversion {
                BaseConversion::ObjectFromBase => &catalog::DERIVED_CLASS_FROM_VIRTUAL_BASE,
                BaseConversion::MemberFromBase => &catalog::PM_DERIVED_CLASS_FROM_VIRTUAL_BASE,
                _ => &catalog::PM_VIRTUAL_BASE_FROM_DERIVED_CLASS,
            };
            Diagnostic::new(def, self.walk.span(site.at)).arg("derived", derived_name).arg("base", base_name)
        } else if !route.public && site.check_access && !route.friends && self.class.is_none() {
            // An access error of a cast's inverse conversion is at the cast.
            let at = if matches!(conversion, BaseConversion::ObjectFromBase | BaseConversion::MemberToBase) { site.access_at } else { site.at };
            let def = if towards_base { &catalog::INACCESSIBLE_BASE_CLASS } else { &catalog::CONV_FROM_INACCESSIBLE_BASE_CLASS };
            let d = Diagnostic::new(def, self.walk.span(at)).arg("base", base_name);
            self.walk.emit_access_error(d);
            return Judged::AccessError;
        } else {
            return Judged::Fine;
        };
        self.emit(d);
        Judged::Error
    }
}

impl Body<'_, '_> {
    /// An implicit conversion of a value of type `source` (decayed) to `target`, already
    /// known to be allowed by the types alone, along the bases (at the value).
    pub(super) fn judge_implicit_base_conversion(&mut self, source: &QualType, target: &QualType, at: u32) -> Judged {
        let site = ConversionSite { at, access_at: at, check_access: true };
        match (&source.ty, &target.ty) {
            (Type::Pointer(from), Type::Pointer(to)) => match (&from.ty, &to.ty) {
                (Type::Class(derived), Type::Class(base)) => self.judge_base_conversion(*derived, *base, BaseConversion::ObjectToBase, site),
                _ => Judged::Fine,
            },
            (Type::Class(derived), Type::LValueRef(to) | Type::RValueRef(to)) => match &to.ty {
                Type::Class(base) => self.judge_base_conversion(*derived, *base, BaseConversion::ObjectToBase, site),
                _ => Judged::Fine,
            },
            (Type::MemberPointer { class: base, .. }, Type::MemberPointer { class: derived, .. }) => self.judge_base_conversion(*derived, *base, BaseConversion::MemberFromBase, site),
            _ => Judged::Fine,
        }
    }

    /// A `static_cast` or C-style cast of `value` to `target` between pointers or references
    /// to classes, or pointers to members, related by derivation: the route judged as above
    /// (a C-style cast ignores access); a `static_cast` between pointers to members of other
    /// member types, or taking qualifiers away, is no conversion (171, at the cast).
    /// `type_at` is the cast's type (the `(` of a C-style cast), `operand_at` its operand.
    pub(super) fn judge_cast(&mut self, kind: CastKind, value: &Typed, target: &QualType, type_at: u32, operand_at: u32, cast_at: u32) -> Judged {
        if super::scalar_casts::is_invalid(kind, &value.decayed(), target, value.zero_literal) {
            let d = Diagnostic::new(&catalog::BAD_CAST, self.walk.span(cast_at)).arg("source", self.show(&value.decayed())).arg("target", self.show(target));
            self.emit(d);
            return Judged::Error;
        }
        if matches!(kind, CastKind::Static | CastKind::CStyle) && self.judge_class_value_cast(value, target, operand_at) {
            return Judged::Error;
        }
        let check_access = match kind {
            CastKind::Static => true,
            CastKind::CStyle => false,
            CastKind::Const => return self.judge_const_cast(value, target, type_at, operand_at),
            _ => return Judged::Fine,
        };
        let site = |at| ConversionSite { at, access_at: cast_at, check_access };
        let source = value.decayed();
        match &target.ty {
            Type::Pointer(to) => match (&source.ty, &to.ty) {
                (Type::Pointer(from), Type::Class(to_class)) if to.at_least_as_qualified(from) => match from.ty {
                    Type::Class(from_class) => self.judge_class_cast(from_class, *to_class, site(type_at)),
                    _ => Judged::Fine,
                },
                _ => Judged::Fine,
            },
            Type::LValueRef(to) | Type::RValueRef(to) => match (&value.ty.ty, &to.ty) {
                (Type::Class(from_class), Type::Class(to_class)) if to.at_least_as_qualified(&value.ty) && (value.lvalue || matches!(target.ty, Type::RValueRef(_))) => {
                    self.judge_class_cast(*from_class, *to_class, site(operand_at))
                }
                _ => Judged::Fine,
            },
            Type::MemberPointer { class: to_class, member: to } => {
                let Type::MemberPointer { class: from_class, member: from } = &source.ty else { return Judged::Fine };
                let is_function = |t: &QualType| matches!(t.ty, Type::Function { .. });
                // A C-style cast reinterprets a pointer to member as another of its kind
                // (data or function), never as one of the other kind.
                let other_kind = is_function(to) != is_function(from);
                if !other_kind && (is_function(to) || is_function(from)) && !(comparable_function(to) && comparable_function(from)) {
                    return Judged::Fine;
                }
                let same_member = to.unqualified() == from.unqualified();
                if other_kind || !same_member || !to.at_least_as_qualified(from) {
                    if kind == CastKind::CStyle && !other_kind {
                        return Judged::Fine;
                    }
                    // Only qualifiers taken away, within one class: 694.
                    let def = if same_member && to_class == from_class { &catalog::CANNOT_CAST_AWAY_CONST } else { &catalog::BAD_CAST };
                    let d = Diagnostic::new(def, self.walk.span(cast_at)).arg("source", self.show(&source)).arg("target", self.show(target));
                    self.emit(d);
                    return Judged::Error;
                }
                let lookup = &self.walk.lookup;
                if lookup.derives_from(*to_class, *from_class) == Some(true) {
                    self.judge_base_conversion(*to_class, *from_class, BaseConversion::MemberFromBase, site(type_at))
                } else if lookup.derives_from(*from_class, *to_class) == Some(true) {
                    self.judge_base_conversion(*from_class, *to_class, BaseConversion::MemberToBase, site(type_at))
                } else {
                    Judged::Fine
                }
            }
            _ => Judged::Fine,
        }
    }

    /// A cast from (a pointer or reference to) class `from` to class `to`: down or up.
    fn judge_class_cast(&mut self, from: EntityId, to: EntityId, site: ConversionSite) -> Judged {
        let lookup = &self.walk.lookup;
        if lookup.derives_from(to, from) == Some(true) {
            self.judge_base_conversion(to, from, BaseConversion::ObjectFromBase, site)
        } else if lookup.derives_from(from, to) == Some(true) {
            self.judge_base_conversion(from, to, BaseConversion::ObjectToBase, site)
        } else {
            Judged::Fine
        }
    }
}

impl Body<'_, '_> {
    /// A `const_cast` changes only cv-qualifiers: to a type that is no pointer, reference or
    /// pointer to member (717, at the type), or between types that differ otherwise (718, at
    /// the operand) ([expr.const.cast]).
    fn judge_const_cast(&mut self, value: &Typed, target: &QualType, type_at: u32, operand_at: u32) -> Judged {
        let source = value.decayed();
        let similar = match &target.ty {
            Type::Pointer(_) | Type::MemberPointer { .. } => similar(&source, target),
            Type::LValueRef(to) | Type::RValueRef(to) => similar(&value.ty, to),
            t if t.is_arithmetic() || matches!(t, Type::Enum(_) | Type::Class(_)) => {
                self.emit(Diagnostic::new(&catalog::BAD_CONST_CAST_TYPE, self.walk.span(type_at)));
                return Judged::Error;
            }
            _ => None,
        };
        if similar != Some(false) {
            return Judged::Fine;
        }
        self.emit(Diagnostic::new(&catalog::BAD_CONST_CAST, self.walk.span(operand_at)).arg("source", self.show(&source)).arg("target", self.show(target)));
        Judged::Error
    }
}

/// Whether two types are the same but for cv-qualifiers at any level ([conv.qual]/2);
/// `None` where this model does not spell them exactly (function types).
fn similar(a: &QualType, b: &QualType) -> Option<bool> {
    match (&a.ty, &b.ty) {
        (Type::Pointer(x), Type::Pointer(y)) => similar(x, y),
        (Type::MemberPointer { class: c, member: x }, Type::MemberPointer { class: d, member: y }) => Some(c == d && similar(x, y)?),
        (Type::Array(x, n), Type::Array(y, m)) => Some(n == m && similar(x, y)?),
        (Type::Function { .. }, _) | (_, Type::Function { .. }) => (comparable_function(a) && comparable_function(b)).then(|| a.ty == b.ty),
        (x, y) => Some(x == y),
    }
}
