//! Template argument deduction from a function call ([temp.deduct.call]), as far as this model
//! can tell it: whether a function template certainly cannot take a call's arguments, so that
//! a call none of whose candidates can take them is "no instance matches" (304).
//!
//! Deduced are the template's type parameters from the parameters written `T`, `const T`,
//! `T&`, `const T&`, `T&&` (a forwarding reference), `T*` and `const T*`. Deduction certainly
//! fails when the arguments are too many or too few, one argument gives a parameter another
//! type than another argument does (`max(1, 2.0)`), a pointer parameter gets no pointer, a
//! parameter that takes no part in deduction gets an argument no conversion reaches, or a
//! template parameter is deduced from nothing and has no default. Anything else (packs,
//! non-type and template template parameters, parameters of other shapes such as
//! `vector<T>&`, arguments of unknown type, explicit template arguments) is unknown, and
//! unknown is silent.

use crate::mangle::mangle::{self, Cv, MangleType};
use crate::sema::symbols::{EntityId, FunctionTemplate};
use crate::sema::typing::expr::{Body, Typed};
use crate::sema::typing::ty::{self, QualType, Type};

/// What deduction says of one function template and one call's arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Deduction {
    /// Some specialization takes the arguments.
    Viable,
    /// None does.
    Fails,
    Unknown,
}

/// One parameter-argument pair's outcome.
pub(super) enum Step {
    Fine,
    Fails,
    Unknown,
}

impl Body<'_, '_> {
    /// Whether the function template `id` can take `args` (no explicit template arguments).
    pub(super) fn deduce(&self, id: EntityId, args: &[Option<Typed>]) -> Deduction {
        self.deduction(id, args).0
    }

    /// What a call of the function template `id` with `args` gives where deduction found its
    /// specialization: a value of its return type over the deduced arguments (`None` where
    /// that type is not known, or names a parameter left to its default).
    pub(super) fn deduced_return(&self, id: EntityId, args: &[Option<Typed>]) -> Option<Typed> {
        let (Deduction::Viable, deduced) = self.deduction(id, args) else { return None };
        let template = self.table().entities[id].function_template.as_deref()?;
        let Some(MangleType::Function { ret, .. }) = &template.declared else { return None };
        // A parameter deduced from nothing takes its default, over the parameters before it.
        let mut known: Vec<Option<QualType>> = Vec::with_capacity(deduced.len());
        for (i, d) in deduced.into_iter().enumerate() {
            let t = d.or_else(|| template.defaults.get(i).cloned().flatten().and_then(|default| ty::substituted(self.table(), &default, &known)));
            known.push(t);
        }
        Some(super::expr::value_of_declared(ty::substituted(self.table(), ret, &known)?))
    }

    /// The deduction, with what each template parameter was deduced to (`None`: nothing).
    fn deduction(&self, id: EntityId, args: &[Option<Typed>]) -> (Deduction, Vec<Option<QualType>>) {
        let e = &self.table().entities[id];
        let Some(template) = e.function_template.as_deref() else { return (Deduction::Unknown, Vec::new()) };
        let Some(arity) = e.arity else { return (Deduction::Unknown, Vec::new()) };
        // Too many or too few arguments fail whatever else.
        if args.len() < arity.min || arity.max.is_some_and(|max| args.len() > max) {
            return (Deduction::Fails, Vec::new());
        }
        if template.params.is_empty() || template.params.iter().any(|p| !p.is_type || p.pack) {
            return (Deduction::Unknown, Vec::new());
        }
        let Some(MangleType::Function { params, .. }) = &template.declared else { return (Deduction::Unknown, Vec::new()) };
        // An ellipsis: the arguments past the parameters take no part.
        if arity.max.is_none() && args.len() < params.len() {
            return (Deduction::Unknown, Vec::new());
        }
        let mut deduced: Vec<Option<QualType>> = vec![None; template.params.len()];
        let mut unknown = false;
        for (param, arg) in params.iter().zip(args) {
            let step = match arg {
                Some(arg) => self.deduce_from(template, param, arg, &mut deduced),
                None => Step::Unknown,
            };
            match step {
                Step::Fine => {}
                Step::Fails => return (Deduction::Fails, Vec::new()),
                Step::Unknown => unknown = true,
            }
        }
        // A parameter deduced from no argument takes its default, or the call fails. (One
        // that only a parameter with a default argument names is not deduced from it.)
        let undeducible = deduced.iter().zip(&template.params).any(|(d, p)| d.is_none() && !p.has_default);
        if undeducible && !unknown {
            return (Deduction::Fails, Vec::new());
        }
        if unknown {
            // A parameter `typename T::x` where `T` was deduced as a type that certainly has
            // no member `x`: substituting the deduced arguments fails ([temp.deduct]/8).
            if params.iter().any(|p| self.substitution_fails(p, &deduced, 0)) {
                return (Deduction::Fails, Vec::new());
            }
            return (Deduction::Unknown, Vec::new());
        }
        // The parameters that take no part in deduction must take their arguments.
        for (param, arg) in params.iter().zip(args) {
            if mentions_template_param(param, 0) {
                continue;
            }
            let (Some(arg), Some(target)) = (arg, ty::from_declared(self.table(), param)) else { return (Deduction::Unknown, Vec::new()) };
            match self.reaches(arg, &target) {
                Some(true) => {}
                Some(false) => return (Deduction::Fails, Vec::new()),
                None => return (Deduction::Unknown, Vec::new()),
            }
        }
        (Deduction::Viable, deduced)
    }

    /// Whether `t` names `typename T::x` where `T` was deduced (`deduced`) as a type that
    /// certainly has no member type `x`: a class this model knows every member of that
    /// declares none of that name, or a scalar type or reference (no members at all).
    fn substitution_fails(&self, t: &MangleType, deduced: &[Option<QualType>], depth: usize) -> bool {
        if depth > 32 {
            return false;
        }
        let inner = |t: &MangleType| self.substitution_fails(t, deduced, depth + 1);
        match t {
            MangleType::DependentMember(scope, name) => {
                let MangleType::TemplateParam(i) = **scope else { return false };
                let Some(Some(arg)) = deduced.get(i as usize) else { return false };
                match &arg.ty {
                    Type::Class(c) => {
                        let e = &self.table().entities[*c];
                        !e.template && e.inner.is_some() && matches!(self.walk.lookup.member(*c, name), super::lookup::Found::Nothing)
                    }
                    t => t.is_arithmetic() || t.is_nullptr() || matches!(t, Type::Pointer(_) | Type::LValueRef(_) | Type::RValueRef(_)),
                }
            }
            MangleType::Pointer(t) | MangleType::LValueRef(t) | MangleType::RValueRef(t) | MangleType::Qualified(t, _) | MangleType::Array(t, _) => inner(t),
            MangleType::Function { ret, params, .. } => inner(ret) || params.iter().any(inner),
            MangleType::PointerToMember { class, member } => inner(class) || inner(member),
            _ => false,
        }
    }

    /// Deduces from one parameter of type `param` and its argument.
    pub(super) fn deduce_from(&self, template: &FunctionTemplate, param: &MangleType, arg: &Typed, deduced: &mut [Option<QualType>]) -> Step {
        if !mentions_template_param(param, 0) {
            return Step::Fine;
        }
        let (i, found) = match (param, param_under(param)) {
            // `T`, `const T`: the argument's type, decayed, without its cv-qualifiers.
            (_, Some((i, _))) => (i, arg.decayed()),
            // `T&`, `const T&`: the argument's type (an array stays one), less the
            // parameter's own cv-qualifiers. A non-const `T&` and an rvalue: not followed.
            (MangleType::LValueRef(inner), _) => match param_under(inner) {
                Some((i, cv)) if cv.is_const || arg.lvalue => (i, without_cv(&arg.ty, cv)),
                // A non-const rvalue of a scalar type deduces `T` unqualified, and `T&` does
                // not bind to it. (A const one may be an xvalue `const int&&`, which `T&`
                // with `T = const int` binds.)
                Some(_) if !arg.ty.is_const && arg.ty.ty.is_scalar() => return Step::Fails,
                _ => return Step::Unknown,
            },
            // `T&&` of a template parameter: an lvalue deduces `A&`, an rvalue `A`.
            (MangleType::RValueRef(inner), _) if let MangleType::TemplateParam(i) = **inner => {
                (i, if arg.lvalue { QualType::plain(Type::LValueRef(Box::new(arg.ty.clone()))) } else { arg.ty.unqualified() })
            }
            // `T*`, `const T*`: the argument must be a pointer (after decay); what it points
            // to, less the parameter's cv-qualifiers.
            (MangleType::Pointer(inner), _) => {
                let Some((i, cv)) = param_under(inner) else { return Step::Unknown };
                match arg.decayed().ty {
                    Type::Pointer(to) => {
                        if (cv.is_const && !to.is_const) || (cv.is_volatile && !to.is_volatile) {
                            // A qualification conversion adds them: deduced as unqualified.
                            (i, to.unqualified())
                        } else {
                            (i, without_cv(&to, cv))
                        }
                    }
                    // No deduction reaches a pointer from an arithmetic value, an enum,
                    // `nullptr` or a class object (conversions take no part).
                    t if t.is_arithmetic() || t.is_nullptr() || matches!(t, Type::Enum(_) | Type::Class(_)) => return Step::Fails,
                    _ => return Step::Unknown,
                }
            }
            // A class template's specialization (`initializer_list<T>`, `const vector<T>&`)
            // is deduced from a class only: never from a scalar.
            (other, _) if names_class_specialization(other) => {
                let t = arg.decayed().ty;
                return if t.is_scalar() || t.is_nullptr() { Step::Fails } else { Step::Unknown };
            }
            _ => return Step::Unknown,
        };
        let Some(slot) = deduced.get_mut(i as usize) else { return Step::Unknown };
        if template.params.get(i as usize).is_none_or(|p| !p.is_type) {
            return Step::Unknown;
        }
        match slot {
            None => *slot = Some(found),
            Some(earlier) if *earlier != found => return Step::Fails,
            Some(_) => {}
        }
        Step::Fine
    }
}

/// Whether `t` is a class template's specialization with template arguments, possibly
/// cv-qualified or under a reference. (Alias templates do not resolve to one here.)
pub(super) fn names_class_specialization(t: &MangleType) -> bool {
    match t {
        MangleType::LValueRef(t) | MangleType::RValueRef(t) | MangleType::Qualified(t, _) => names_class_specialization(t),
        MangleType::Named(q) => !q.template_args.is_empty(),
        _ => false,
    }
}

/// `T` or `cv T` under a reference or pointer: the parameter's index and those qualifiers.
fn param_under(t: &MangleType) -> Option<(u32, Cv)> {
    match t {
        MangleType::TemplateParam(i) => Some((*i, Cv::default())),
        MangleType::Qualified(inner, cv) => match **inner {
            MangleType::TemplateParam(i) => Some((i, *cv)),
            _ => None,
        },
        _ => None,
    }
}

/// `t` less the qualifiers in `cv`.
fn without_cv(t: &QualType, cv: Cv) -> QualType {
    QualType { ty: t.ty.clone(), is_const: t.is_const && !cv.is_const, is_volatile: t.is_volatile && !cv.is_volatile }
}

/// Whether a template parameter appears anywhere in `t`.
/// Whether template arguments name a template parameter; non-type arguments other than
/// integers, and template template arguments, count as naming one (unknown).
fn args_mention_template_param(args: &[mangle::TemplateArg], depth: usize) -> bool {
    args.iter().any(|a| match a {
        mangle::TemplateArg::Type(t) => mentions_template_param(t, depth),
        mangle::TemplateArg::Integer { .. } => false,
        mangle::TemplateArg::Pack(args) => args_mention_template_param(args, depth + 1),
        _ => true,
    })
}

pub(super) fn mentions_template_param(t: &MangleType, depth: usize) -> bool {
    if depth > 64 {
        return true;
    }
    let inner = |t: &MangleType| mentions_template_param(t, depth + 1);
    match t {
        MangleType::TemplateParam(_) => true,
        MangleType::Builtin(_) => false,
        MangleType::Pointer(t) | MangleType::LValueRef(t) | MangleType::RValueRef(t) | MangleType::Qualified(t, _) | MangleType::Array(t, _) => inner(t),
        MangleType::Function { ret, params, .. } => inner(ret) || params.iter().any(inner),
        // Template arguments may name one (`vector<T>`; `B<char>` does not).
        MangleType::Named(q) => {
            let scopes = q.scopes.iter().any(|s| match s {
                mangle::Scope::Class { template_args, .. } => args_mention_template_param(template_args, depth + 1),
                _ => false,
            });
            scopes || args_mention_template_param(&q.template_args, depth + 1)
        }
        // Whatever else this model holds: counted as mentioning one (unknown).
        _ => true,
    }
}
