//! User-defined conversions by conversion functions ([over.match.conv], [over.match.ref],
//! [over.match.copy]): a class object converted to a type by one of its conversion functions
//! when several convert it equally well (417), and a class object converted to another class
//! both by a conversion function and by a converting constructor, neither better (348).
//!
//! Only what this model ranks certainly is judged: the candidates' types all known (no
//! template conversion function, no base reached twice), the implicit object parameters
//! alike (same cv-qualifiers, no ref-qualifier), and the second standard conversions
//! compared by rank alone (arithmetic types, identity, derived-to-base bindings between
//! unrelated classes). Anything else is unknown and says nothing.

use super::expr::{Body, Typed};
use super::overload::promotes;
use super::ty::{QualType, Type};
use crate::diag::Diagnostic;
use crate::sema::symbols::{ConversionFunction, EntityId};
use crate::tables::diagnostics as catalog;

/// A second standard conversion's rank ([over.ics.scs]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    Exact,
    Promotion,
    Conversion,
}

/// Whether a conversion function can be called on an object of these qualifiers.
fn callable_on(f: &ConversionFunction, object: &QualType) -> bool {
    (f.is_const || !object.is_const) && (f.is_volatile || !object.is_volatile)
}

impl Body<'_, '_> {
    /// The conversion functions of `value`'s class callable on it (explicit ones only for
    /// `direct` initialization), each with the
    /// type it gives (its reference's referred type) and whether it gives an lvalue; `None`
    /// where unknown or where their implicit object parameters differ (a tie-breaker there is
    /// not modelled).
    fn callable_conversions(&self, value: &Typed, at: u32, direct: bool) -> Option<(EntityId, Vec<(QualType, bool)>)> {
        let Type::Class(class) = value.ty.ty else { return None };
        if self.walk.incomplete_at(&value.ty.unqualified(), at, None) {
            return None;
        }
        let all = self.walk.lookup.conversion_functions(class)?;
        let mut object_quals = None;
        let mut out = Vec::new();
        for (_, target, f) in all {
            if (f.explicit && !direct) || !callable_on(&f, &value.ty) {
                continue;
            }
            if f.ref_qualified || object_quals.is_some_and(|q| q != (f.is_const, f.is_volatile)) {
                return None;
            }
            object_quals = Some((f.is_const, f.is_volatile));
            out.push(match target.ty {
                Type::LValueRef(r) => (*r, true),
                Type::RValueRef(r) => (*r, false),
                _ => (target, false),
            });
        }
        Some((class, out))
    }

    /// The rank of the standard conversion from a conversion function's result `from` to
    /// `to` (a builtin or pointer type), `Some(None)` where none exists; `None` where this model
    /// cannot rank it.
    fn second_conversion(from: &Type, to: &Type) -> Option<Option<Rank>> {
        match (from, to) {
            (f, t) if f == t && matches!(t, Type::Builtin(_) | Type::Pointer(_)) => Some(Some(Rank::Exact)),
            (f, t) if f.is_arithmetic() && t.is_arithmetic() => Some(Some(if promotes(f, t) { Rank::Promotion } else { Rank::Conversion })),
            // A class gives no builtin by a standard conversion.
            (Type::Class(_), t) if t.is_arithmetic() || matches!(t, Type::Pointer(_)) => Some(None),
            (f, Type::Pointer(_)) if f.is_arithmetic() => Some(None),
            (Type::Pointer(_), t) if t.is_arithmetic() && *t != Type::Builtin("bool") => Some(None),
            _ => None,
        }
    }

    /// Whether several conversion functions of `value`'s class convert it to `target`
    /// equally well, none better ([over.match.best]): for a builtin or pointer target by
    /// value, or a reference to non-const bound to the lvalue a conversion function gives.
    fn conversion_functions_ambiguous(&self, value: &Typed, target: &QualType, at: u32, direct: bool) -> bool {
        let Some((class, candidates)) = self.callable_conversions(value, at, direct) else { return false };
        match &target.ty {
            Type::LValueRef(referred) if !referred.is_const || referred.is_volatile => {
                // A class the reference binds directly takes no conversion function.
                let direct = match referred.ty {
                    Type::Class(t) => self.walk.lookup.derives_from(class, t),
                    Type::Builtin(_) | Type::Pointer(_) => Some(false),
                    _ => None,
                };
                if direct != Some(false) {
                    return false;
                }
                // Lvalues of the referred type or of a class derived from it, no more qualified.
                let mut viable: Vec<&QualType> = Vec::new();
                for (given, lvalue) in &candidates {
                    let related = match (&given.ty, &referred.ty) {
                        (g, r) if g == r => true,
                        (Type::Class(g), Type::Class(r)) => match self.walk.lookup.derives_from(*g, *r) {
                            Some(d) => d,
                            None => return false,
                        },
                        (Type::Class(_), _) | (_, Type::Class(_)) => false,
                        (g, r) if matches!(g, Type::Builtin(_) | Type::Pointer(_)) && matches!(r, Type::Builtin(_) | Type::Pointer(_)) => false,
                        _ => return false,
                    };
                    if related && *lvalue && referred.at_least_as_qualified(given) {
                        viable.push(given);
                    } else if related && *lvalue {
                        // Would drop qualifiers: another rule.
                        return false;
                    }
                }
                if viable.len() < 2 || viable.iter().any(|v| v.is_const != viable[0].is_const || v.is_volatile != viable[0].is_volatile) {
                    return false;
                }
                let exact = viable.iter().filter(|v| v.ty == referred.ty).count();
                if exact > 0 {
                    return exact >= 2;
                }
                // Derived-to-base bindings: the one from the less derived class is better;
                // between unrelated classes (or the same one) none is.
                for (i, a) in viable.iter().enumerate() {
                    for b in &viable[i + 1..] {
                        let (Type::Class(x), Type::Class(y)) = (&a.ty, &b.ty) else { return false };
                        if x != y && (self.walk.lookup.derives_from(*x, *y) != Some(false) || self.walk.lookup.derives_from(*y, *x) != Some(false)) {
                            return false;
                        }
                    }
                }
                true
            }
            Type::Builtin(_) | Type::Pointer(_) if !target.ty.is_nullptr() => {
                let mut ranks = Vec::new();
                for (given, _) in &candidates {
                    match Self::second_conversion(&given.ty, &target.ty) {
                        Some(Some(rank)) => ranks.push(rank),
                        Some(None) => {}
                        None => return false,
                    }
                }
                let Some(best) = ranks.iter().min() else { return false };
                ranks.iter().filter(|r| *r == best).count() >= 2
            }
            _ => false,
        }
    }

    /// A class object converted implicitly to `target` when several conversion functions do
    /// it equally well (417, at the value). Whether it reported.
    /// `direct`: a cast, where explicit conversion functions count.
    pub(super) fn judge_ambiguous_conversion_functions(&mut self, value: &Typed, target: &QualType, at: u32, direct: bool) -> bool {
        if !self.conversion_functions_ambiguous(value, target, at, direct) {
            return false;
        }
        let shown_target = match &target.ty {
            Type::LValueRef(r) | Type::RValueRef(r) => (**r).clone(),
            _ => target.clone(),
        };
        let d = Diagnostic::new(&catalog::AMBIGUOUS_CONVERSION_FUNCTION, self.walk.span(at)).arg("source", self.show(&value.ty)).arg("target", self.show(&shown_target));
        self.emit(d);
        true
    }

    /// Whether an object of one class converts to another class `target` (by copy) both by
    /// one converting constructor of `target` and by one conversion function giving a
    /// `target` by value, equally well ([over.match.copy]): the constructor takes the class
    /// by value, or by a reference to non-const beside a conversion function that is not
    /// `const` either.
    pub(super) fn constructor_and_conversion_ambiguous(&self, value: &Typed, target: EntityId, at: u32) -> bool {
        let Type::Class(source) = value.ty.ty else { return false };
        if source == target || self.walk.lookup.derives_from(source, target) != Some(false) || self.walk.incomplete_at(&QualType::plain(Type::Class(target)), at, None) {
            return false;
        }
        let Some((_, candidates)) = self.callable_conversions(value, at, false) else { return false };
        // The conversion functions giving `target` or a class derived from it.
        let mut giving = Vec::new();
        for (given, lvalue) in &candidates {
            if let Type::Class(g) = given.ty {
                match self.walk.lookup.derives_from(g, target) {
                    Some(true) => giving.push((given, *lvalue)),
                    Some(false) => {}
                    None => return false,
                }
            }
        }
        let [(given, false)] = giving.as_slice() else { return false };
        if given.ty != Type::Class(target) {
            return false;
        }
        let Some(function_quals) = self.walk.lookup.conversion_functions(source).and_then(|all| all.into_iter().find(|(_, t, f)| !f.explicit && callable_on(f, &value.ty) && t.ty == Type::Class(target)).map(|(_, _, f)| (f.is_const, f.is_volatile))) else { return false };
        let Some(constructors) = self.converting_constructors(target, value) else { return false };
        let [(constructor, true)] = constructors.as_slice() else { return false };
        let Some(params) = self.parameter_types(*constructor) else { return false };
        match &params.first().map(|p| &p.ty) {
            Some(Type::Class(c)) => *c == source,
            // (A `const` reference beside a `const` conversion function: the reference
            // prefers one.)
            Some(Type::LValueRef(r)) => r.ty == Type::Class(source) && (r.is_const, r.is_volatile) == function_quals && function_quals == (false, false),
            _ => false,
        }
    }

    /// A class object converted to another class by copy where a constructor and a
    /// conversion function do it equally well (348, at the value). Whether it reported.
    pub(super) fn judge_ambiguous_user_conversion(&mut self, value: &Typed, target: EntityId, at: u32) -> bool {
        if !self.constructor_and_conversion_ambiguous(value, target, at) {
            return false;
        }
        let d = Diagnostic::new(&catalog::AMBIGUOUS_USER_DEFINED_CONVERSION, self.walk.span(at)).arg("source", self.show(&value.ty)).arg("target", self.show(&QualType::plain(Type::Class(target))));
        self.emit(d);
        true
    }

    /// The operands of a conditional expression of two unrelated classes, one of which
    /// converts to the other's class by a constructor and a conversion function equally well
    /// while the other converts in no way ([expr.cond]/4: the conversion is ambiguous, 348
    /// at that operand).
    pub(super) fn judge_conditional_class_operands(&mut self, a: &Typed, b: &Typed, a_at: u32, b_at: u32) {
        let (Type::Class(x), Type::Class(y)) = (&a.ty.ty, &b.ty.ty) else { return };
        if x == y {
            return;
        }
        for (from, to, to_value, at) in [(a, *y, b, a_at), (b, *x, a, b_at)] {
            let Type::Class(back_class) = from.ty.ty else { continue };
            let Type::Class(to_class) = to_value.ty.ty else { continue };
            // The other way: no conversion function, no constructor, no base.
            let back_impossible = self.walk.lookup.converts(to_class) == Some(false) && self.walk.lookup.derives_from(to_class, back_class) == Some(false) && self.converting_constructors(back_class, to_value).is_some_and(|c| c.is_empty());
            if back_impossible && self.constructor_and_conversion_ambiguous(from, to, at) {
                let d = Diagnostic::new(&catalog::AMBIGUOUS_USER_DEFINED_CONVERSION, self.walk.span(at)).arg("source", self.show(&from.ty)).arg("target", self.show(&QualType::plain(Type::Class(to))));
                self.emit(d);
                return;
            }
        }
    }

    /// Whether a class object `value` called with `args` has conversion functions to
    /// functions (surrogate call functions, [over.call.object]) none of which takes the
    /// arguments: too few of them, or one no conversion makes its parameter's type. `false`
    /// where unknown.
    pub(super) fn no_surrogate_takes(&self, value: &Typed, args: &[Option<Typed>], at: u32) -> bool {
        let Some((_, candidates)) = self.callable_conversions(value, at, false) else { return false };
        candidates.iter().all(|(given, _)| {
            let function = match &given.ty {
                Type::Pointer(p) => &p.ty,
                t => t,
            };
            let Type::Function { params, .. } = function else { return true };
            // (Arguments past the parameters may go to a `...`, which this model does not see.)
            args.len() < params.len() || args.iter().zip(params).any(|(a, p)| a.as_ref().is_some_and(|a| self.reaches(a, p) == Some(false)))
        })
    }
}
