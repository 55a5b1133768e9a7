//! Template argument deduction and substitution over mangler types, for the kernel templates
//! `cufe symbols` instantiates: a launch `k<<<g, b>>>(args)` or an explicit instantiation
//! gives the argument types, each is matched against the template's parameter type
//! ([temp.deduct.call]: by-value parameters see the decayed, unqualified argument type; a
//! trailing function parameter pack takes every remaining argument), and the template's
//! parameter types are then rewritten with the deduced arguments (packs expanded) to get the
//! instantiation's concrete parameter list. The types of the argument expressions are the
//! caller's business (`defined.rs` computes them for the expressions it understands).

use super::mangle::{MangleType, TemplateArg};

/// What a template parameter is, by position.
#[derive(Clone, Debug, PartialEq)]
pub enum TemplateParamKind {
    Type,
    TypePack,
    /// A non-type parameter with the builtin code of its type (`i` for `int N`).
    NonType(String),
    NonTypePack(String),
    /// A non-type parameter of another type (an enumeration, a pointer).
    Value(MangleType),
    /// A template template parameter.
    Template,
}

impl TemplateParamKind {
    pub fn is_pack(&self) -> bool {
        matches!(self, TemplateParamKind::TypePack | TemplateParamKind::NonTypePack(_))
    }
}

/// Deduces the template arguments not already in `bound` from the call's argument types.
/// `params` are the function template's parameter types (in terms of `T_`, packs as
/// `PackExpansion`); an argument whose type is unknown (`None`) is fine where its parameter
/// deduces nothing. A parameter whose template parameters were all given explicitly takes
/// part in no deduction (the argument converts to it). Returns `None` when an argument does
/// not match or a parameter stays undeduced and has no default in `defaults` (a default
/// may name earlier parameters; an undeduced trailing pack is empty).
pub fn deduce(kinds: &[TemplateParamKind], defaults: &[Option<TemplateArg>], mut bound: Vec<Option<TemplateArg>>, params: &[MangleType], args: &[Option<MangleType>]) -> Option<Vec<TemplateArg>> {
    bound.resize(kinds.len(), None);
    let mut rest = args.iter();
    for p in params {
        if let MangleType::PackExpansion(inner) = p {
            let MangleType::TemplateParam(i) = **inner else {
                // A pattern around the pack (`Ts*...`) deduces nothing here: its pack must
                // have been given explicitly, and it takes the remaining arguments.
                let remaining = rest.by_ref().count();
                if remaining > 0 && has_unbound(inner, &bound) {
                    return None;
                }
                continue;
            };
            let elems: Option<Vec<TemplateArg>> = rest.by_ref().map(|a| a.as_ref().map(|a| TemplateArg::Type(by_value(a)))).collect();
            let elems = elems?;
            match bound.get(i as usize)? {
                Some(TemplateArg::Pack(known)) if *known != elems => return None,
                _ => bound[i as usize] = Some(TemplateArg::Pack(elems)),
            }
            continue;
        }
        let a = rest.next()?;
        if !has_unbound(p, &bound) {
            continue;
        }
        let a = a.as_ref()?;
        let (pattern, arg) = match p {
            MangleType::LValueRef(t) | MangleType::RValueRef(t) => ((**t).clone(), strip_ref(a)),
            other => (other.clone(), by_value(a)),
        };
        if !matches(&pattern, &arg, &mut bound) {
            return None;
        }
    }
    if rest.next().is_some() {
        return None;
    }
    let mut out: Vec<TemplateArg> = Vec::with_capacity(kinds.len());
    for (i, (k, b)) in kinds.iter().zip(bound).enumerate() {
        let arg = match (b, defaults.get(i).cloned().flatten()) {
            (Some(a), _) => a,
            (None, _) if k.is_pack() => TemplateArg::Pack(vec![]),
            (None, Some(TemplateArg::Type(t))) => TemplateArg::Type(substitute(&t, &out)?),
            (None, Some(other)) => other,
            (None, None) => return None,
        };
        out.push(arg);
    }
    Some(out)
}

/// Whether `t` names a template parameter not bound yet.
fn has_unbound(t: &MangleType, bound: &[Option<TemplateArg>]) -> bool {
    match t {
        MangleType::TemplateParam(i) => bound.get(*i as usize).is_none_or(|b| b.is_none()),
        MangleType::Pointer(i) | MangleType::LValueRef(i) | MangleType::RValueRef(i) | MangleType::Qualified(i, _) | MangleType::Array(i, _) | MangleType::PackExpansion(i) => {
            has_unbound(i, bound)
        }
        MangleType::Function { ret, params, .. } => has_unbound(ret, bound) || params.iter().any(|p| has_unbound(p, bound)),
        MangleType::PointerToMember { class, member } => has_unbound(class, bound) || has_unbound(member, bound),
        MangleType::Named(q) => q.template_args.iter().any(|a| matches!(a, TemplateArg::Type(t) if has_unbound(t, bound))),
        _ => false,
    }
}

/// The argument type a by-value parameter deduces from: references dropped, arrays and
/// functions decayed to pointers, top-level cv removed.
fn by_value(t: &MangleType) -> MangleType {
    match strip_ref(t) {
        MangleType::Qualified(inner, _) => by_value(&inner),
        MangleType::Array(elem, _) => MangleType::Pointer(elem),
        f @ (MangleType::Function { .. } | MangleType::Prototype(_)) => MangleType::Pointer(Box::new(f)),
        other => other,
    }
}

fn strip_ref(t: &MangleType) -> MangleType {
    match t {
        MangleType::LValueRef(t) | MangleType::RValueRef(t) => (**t).clone(),
        other => other.clone(),
    }
}

/// Matches `pattern` against `arg`, binding template parameters; a `const T` pattern takes
/// the qualifier off the argument.
fn matches(pattern: &MangleType, arg: &MangleType, bound: &mut [Option<TemplateArg>]) -> bool {
    match (pattern, arg) {
        (MangleType::TemplateParam(i), _) => {
            let Some(slot) = bound.get_mut(*i as usize) else { return false };
            match slot {
                Some(TemplateArg::Type(known)) => known == arg,
                Some(_) => false,
                None => {
                    *slot = Some(TemplateArg::Type(arg.clone()));
                    true
                }
            }
        }
        (MangleType::Qualified(p, pcv), MangleType::Qualified(a, acv)) => {
            let rest = super::mangle::Cv {
                is_const: acv.is_const && !pcv.is_const,
                is_volatile: acv.is_volatile && !pcv.is_volatile,
                is_restrict: acv.is_restrict && !pcv.is_restrict,
            };
            let covered = (!pcv.is_const || acv.is_const) && (!pcv.is_volatile || acv.is_volatile) && (!pcv.is_restrict || acv.is_restrict);
            let a = if rest == super::mangle::Cv::default() { (**a).clone() } else { MangleType::Qualified(a.clone(), rest) };
            covered && matches(p, &a, bound)
        }
        // `const T&` binds a non-const argument too.
        (MangleType::Qualified(p, _), a) => matches(p, a, bound),
        (MangleType::Pointer(p), MangleType::Pointer(a)) => matches(p, a, bound),
        (MangleType::Array(p, pn), MangleType::Array(a, an)) => pn == an && matches(p, a, bound),
        (MangleType::Named(p), MangleType::Named(a)) => {
            p.scopes == a.scopes
                && p.name == a.name
                && p.template_args.len() == a.template_args.len()
                && p.template_args.iter().zip(&a.template_args).all(|(p, a)| match (p, a) {
                    (TemplateArg::Type(p), TemplateArg::Type(a)) => matches(p, a, bound),
                    (p, a) => p == a,
                })
        }
        (p, a) => p == a,
    }
}

/// The template's parameter types with `args` substituted: packs expand to one parameter
/// per element. `None` when a parameter refers to an argument of the wrong kind.
pub fn substitute_params(params: &[MangleType], args: &[TemplateArg]) -> Option<Vec<MangleType>> {
    let mut out = Vec::new();
    for p in params {
        match p {
            MangleType::PackExpansion(inner) => {
                let MangleType::TemplateParam(i) = **inner else { return None };
                let Some(TemplateArg::Pack(elems)) = args.get(i as usize) else { return None };
                for e in elems {
                    let TemplateArg::Type(t) = e else { return None };
                    out.push(t.clone());
                }
            }
            other => out.push(substitute(other, args)?),
        }
    }
    Some(out)
}

/// `t` with every `T_` replaced by its argument.
pub fn substitute(t: &MangleType, args: &[TemplateArg]) -> Option<MangleType> {
    let sub = |t: &MangleType| substitute(t, args).map(Box::new);
    Some(match t {
        MangleType::TemplateParam(i) => match args.get(*i as usize)? {
            TemplateArg::Type(t) => t.clone(),
            _ => return None,
        },
        MangleType::Pointer(i) => MangleType::Pointer(sub(i)?),
        MangleType::LValueRef(i) => MangleType::LValueRef(sub(i)?),
        MangleType::RValueRef(i) => MangleType::RValueRef(sub(i)?),
        MangleType::Qualified(i, cv) => match substitute(i, args)? {
            // `const T` with `T = const int` is `const int`, not `const const int`.
            MangleType::Qualified(inner, cv2) => MangleType::Qualified(
                inner,
                super::mangle::Cv { is_const: cv.is_const || cv2.is_const, is_volatile: cv.is_volatile || cv2.is_volatile, is_restrict: cv.is_restrict || cv2.is_restrict },
            ),
            other => MangleType::Qualified(Box::new(other), *cv),
        },
        MangleType::Array(i, n) => MangleType::Array(sub(i)?, *n),
        MangleType::Function { ret, params, cv } => MangleType::Function { ret: sub(ret)?, params: substitute_params(params, args)?, cv: *cv },
        MangleType::PointerToMember { class, member } => MangleType::PointerToMember { class: sub(class)?, member: sub(member)? },
        MangleType::Named(q) => {
            let mut q = q.clone();
            for a in &mut q.template_args {
                if let TemplateArg::Type(t) = a {
                    *t = substitute(t, args)?;
                }
            }
            MangleType::Named(q)
        }
        other => other.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(code: &str) -> MangleType {
        MangleType::Builtin(code.into())
    }

    #[test]
    fn deduces_through_pointers_and_packs() {
        let t0 = MangleType::TemplateParam(0);
        let kinds = [TemplateParamKind::Type];
        let got = deduce(&kinds, &[], vec![], &[MangleType::Pointer(Box::new(t0.clone())), b("i")], &[Some(MangleType::Pointer(Box::new(b("f")))), Some(b("i"))]);
        assert_eq!(got, Some(vec![TemplateArg::Type(b("f"))]));
        // A by-value `T` drops the argument's const and decays its array.
        let arr = MangleType::Qualified(Box::new(MangleType::Array(Box::new(b("c")), Some(3))), Default::default());
        assert_eq!(deduce(&kinds, &[], vec![], &[t0.clone()], &[Some(arr)]), Some(vec![TemplateArg::Type(MangleType::Pointer(Box::new(b("c"))))]));
        // A mismatch is no deduction.
        assert_eq!(deduce(&kinds, &[], vec![], &[MangleType::Pointer(Box::new(t0.clone()))], &[Some(b("i"))]), None);
        let pack = [TemplateParamKind::TypePack];
        let expansion = MangleType::PackExpansion(Box::new(t0.clone()));
        let got = deduce(&pack, &[], vec![], &[expansion.clone()], &[Some(b("i")), Some(b("d"))]).unwrap();
        assert_eq!(got, vec![TemplateArg::Pack(vec![TemplateArg::Type(b("i")), TemplateArg::Type(b("d"))])]);
        assert_eq!(substitute_params(&[expansion.clone()], &got), Some(vec![b("i"), b("d")]));
        assert_eq!(deduce(&pack, &[], vec![], &[expansion], &[]), Some(vec![TemplateArg::Pack(vec![])]));
        // An explicitly given parameter deduces nothing: the argument converts (or is untyped).
        let given = vec![Some(TemplateArg::Type(b("h")))];
        assert_eq!(deduce(&kinds, &[], given.clone(), &[t0.clone()], &[Some(b("i"))]), Some(vec![TemplateArg::Type(b("h"))]));
        assert_eq!(deduce(&kinds, &[], given, &[t0.clone()], &[None]), Some(vec![TemplateArg::Type(b("h"))]));
        assert_eq!(deduce(&kinds, &[], vec![], &[t0], &[None]), None);
    }
}
