//! Overload resolution for the calls this model can rank: arguments and parameters of builtin
//! arithmetic types, `bool`, `std::nullptr_t`, pointers, enumerations and classes taken as
//! they are, references bound to them, a class's object made from a builtin by one of its
//! converting constructors (a user-defined conversion), and a derived class's object or
//! pointer given for its base's. Conversion functions, templates and the tie-breakers
//! among reference bindings and derived-to-base conversions are not ranked: a comparison
//! that needs one is `Unknown`, and the caller then says nothing ([over.match.best],
//! [over.ics.rank]).

use crate::sema::symbols::EntityId;
use crate::sema::typing::expr::Typed;
use crate::sema::typing::ty::{QualType, Type};

/// What ranking asks of the classes involved.
pub trait ClassConversions {
    /// Whether `derived` is `base` or derives from it; `None` where unknown.
    fn derives_from(&self, derived: EntityId, base: EntityId) -> Option<bool>;
    /// The non-explicit constructors of `class` that can make one of its objects from
    /// `value` (copy and move constructors aside), each with the type of the parameter that
    /// takes it; `None` where some constructor cannot be judged.
    fn constructors_from(&self, class: EntityId, value: &Typed) -> Option<Vec<(EntityId, QualType)>>;
}

/// The rank of an implicit conversion sequence ([over.ics.scs], table "Conversions"; a
/// user-defined conversion sequence ranks below every standard one, [over.ics.rank]/2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    Exact,
    Promotion,
    Conversion,
    UserDefined,
}

/// The user-defined conversion a sequence makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Via {
    /// None: a standard conversion sequence.
    Standard,
    Constructor(EntityId),
    /// Several constructors could make it, none better ([over.best.ics]/10): ranked as a
    /// user-defined sequence, indistinguishable from any other.
    Ambiguous,
}

/// One argument's conversion to one parameter.
#[derive(Clone, Debug)]
struct Sequence {
    rank: Rank,
    /// The parameter type it converts to (references and top-level cv-qualifiers dropped).
    to: Type,
    /// Another sequence of the same rank may still be better or worse by a tie-breaker this
    /// model does not apply (pointer conversions to `bool`, `void *` or a base class;
    /// derived-to-base conversions; qualification conversions; reference bindings).
    refinable: bool,
    via: Via,
}

/// How two sequences (or two candidates) compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    Better,
    Worse,
    Same,
    Unknown,
}

/// What resolution found among the candidates.
#[derive(Debug, PartialEq, Eq)]
pub enum Resolution {
    /// The one best viable function (an index into the candidates).
    Best(usize),
    /// Several viable functions, none better than all the others.
    Ambiguous,
    /// This model cannot tell.
    Unknown,
}

/// Whether converting a `from` to a `to` is an integral or floating-point promotion
/// ([conv.prom], [conv.fpprom]; `wchar_t` and `char16_t` fit in `int` here, `char32_t`
/// promotes to `unsigned int`).
pub(super) fn promotes(from: &Type, to: &Type) -> bool {
    match (from, to) {
        (Type::Builtin("bool" | "char" | "signed char" | "unsigned char" | "short" | "unsigned short" | "wchar_t" | "char8_t" | "char16_t"), Type::Builtin("int")) => true,
        (Type::Builtin("char32_t"), Type::Builtin("unsigned int")) => true,
        (Type::Builtin("float"), Type::Builtin("double")) => true,
        _ => false,
    }
}

/// The type a parameter takes its argument as: a reference's referred type (and whether it
/// is a reference), the parameter's own type otherwise.
fn taken_as(param: &QualType) -> (&QualType, bool) {
    match &param.ty {
        Type::LValueRef(r) | Type::RValueRef(r) => (r, true),
        _ => (param, false),
    }
}

/// The standard conversion sequence from `value` to a parameter of type `param` (the
/// caller has judged that one exists); `None` where this model cannot rank it.
fn standard_sequence(classes: &dyn ClassConversions, value: &Typed, param: &QualType) -> Option<Sequence> {
    let (target, reference) = taken_as(param);
    let from = value.decayed().ty;
    let to = target.unqualified().ty;
    let (rank, refinable) = match (&from, &to) {
        _ if from == to => (Rank::Exact, false),
        (f, t) if f.is_arithmetic() && t.is_arithmetic() => (if promotes(f, t) { Rank::Promotion } else { Rank::Conversion }, false),
        (Type::Pointer(f), Type::Pointer(t)) if f.ty == t.ty => (Rank::Exact, true),
        (Type::Pointer(_), Type::Pointer(_)) => (Rank::Conversion, true),
        (Type::Pointer(_), Type::Builtin("bool")) => (Rank::Conversion, true),
        (f, Type::Pointer(_)) if f.is_integral() && value.zero_literal => (Rank::Conversion, false),
        (f, Type::Pointer(_)) if f.is_nullptr() => (Rank::Conversion, false),
        // A derived class's object for its base's: a conversion, which the distance between
        // the classes refines ([over.best.ics]/6).
        (Type::Class(derived), Type::Class(base)) if classes.derives_from(*derived, *base) == Some(true) => (Rank::Conversion, true),
        _ => return None,
    };
    Some(Sequence { rank, to, refinable: refinable || reference, via: Via::Standard })
}

/// The implicit conversion sequence from `value` to a parameter of type `param`: a standard
/// one, or a class's object made from a value of another kind by a converting constructor
/// (the constructor chosen by the standard sequences to its parameter; several equally good
/// make the ambiguous conversion sequence). `None` where this model cannot rank it.
fn sequence(classes: &dyn ClassConversions, value: &Typed, param: &QualType) -> Option<Sequence> {
    if let Some(standard) = standard_sequence(classes, value, param) {
        return Some(standard);
    }
    let (target, reference) = taken_as(param);
    let Type::Class(class) = target.ty else { return None };
    // From another class's object: its conversion functions or constructors taking classes,
    // not ranked here.
    if matches!(value.ty.ty, Type::Class(_)) {
        return None;
    }
    let via = match choose_constructor(classes, class, value)? {
        ConstructorChoice::One(id) => Via::Constructor(id),
        ConstructorChoice::Ambiguous => Via::Ambiguous,
    };
    Some(Sequence { rank: Rank::UserDefined, to: target.ty.clone(), refinable: reference, via })
}

/// Which converting constructor makes an object of a class from a value.
#[derive(Debug, PartialEq, Eq)]
pub enum ConstructorChoice {
    One(EntityId),
    /// Several, none better than the others.
    Ambiguous,
}

/// The converting constructor of `class` that copy initialization from `value` calls,
/// ranked by the standard conversions to their parameters ([over.match.copy]); `None` where
/// none can or this model cannot tell.
pub fn choose_constructor(classes: &dyn ClassConversions, class: EntityId, value: &Typed) -> Option<ConstructorChoice> {
    let constructors = classes.constructors_from(class, value)?;
    if constructors.is_empty() {
        return None;
    }
    let rows: Vec<Vec<Sequence>> = constructors.iter().map(|(_, p)| standard_sequence(classes, value, p).map(|s| vec![s])).collect::<Option<_>>()?;
    Some(match best_of(&rows)? {
        Some(i) => ConstructorChoice::One(constructors[i].0),
        None => ConstructorChoice::Ambiguous,
    })
}

/// [over.ics.rank] as far as this model applies it: by rank; two user-defined sequences
/// through different constructors are indistinguishable; two sequences of the same rank to
/// the same type are the same.
fn compare_sequences(a: &Sequence, b: &Sequence) -> Order {
    match a.rank.cmp(&b.rank) {
        std::cmp::Ordering::Less => Order::Better,
        std::cmp::Ordering::Greater => Order::Worse,
        std::cmp::Ordering::Equal if a.rank == Rank::UserDefined && (a.via != b.via || a.via == Via::Ambiguous) => Order::Same,
        std::cmp::Ordering::Equal if a.refinable || b.refinable => Order::Unknown,
        // Two identities (or two exact matches) to different types: differ only in
        // qualification, which a tie-breaker ranks.
        std::cmp::Ordering::Equal if a.rank == Rank::Exact && a.to != b.to => Order::Unknown,
        std::cmp::Ordering::Equal => Order::Same,
    }
}

/// [over.match.best]: `a` is better than `b` when no argument's conversion is worse and one
/// is better. Where each is better on some argument, EDG (as GCC, both outside strict mode)
/// prefers the one whose worst conversion is better: `f(A, int)` and `f(double, double)`
/// called with `(1, 2)` choose the second, which needs no user-defined conversion.
fn compare_candidates(a: &[Sequence], b: &[Sequence]) -> Order {
    let mut better = false;
    let mut worse = false;
    for (x, y) in a.iter().zip(b) {
        match compare_sequences(x, y) {
            Order::Better => better = true,
            Order::Worse => worse = true,
            Order::Same => {}
            Order::Unknown => return Order::Unknown,
        }
    }
    let worst = |row: &[Sequence]| row.iter().map(|s| s.rank).max();
    match (better, worse) {
        (true, false) => Order::Better,
        (false, true) => Order::Worse,
        (true, true) if worst(a) < worst(b) => Order::Better,
        (true, true) if worst(a) > worst(b) => Order::Worse,
        _ => Order::Same,
    }
}

/// The candidate (by its row of sequences) better than every other: `Some(Some(i))`; none
/// such, `Some(None)`; `None` where a comparison cannot be made.
fn best_of(rows: &[Vec<Sequence>]) -> Option<Option<usize>> {
    let mut best = None;
    for (i, a) in rows.iter().enumerate() {
        let mut beats_all = true;
        for (j, b) in rows.iter().enumerate() {
            if i == j {
                continue;
            }
            match compare_candidates(a, b) {
                Order::Better => {}
                Order::Unknown => return None,
                Order::Worse | Order::Same => beats_all = false,
            }
        }
        if beats_all {
            best = Some(i);
        }
    }
    Some(best)
}

/// Resolves a call of the `viable` candidates, each given by its parameter types (`None`
/// where unknown), with these argument values (`None` where unknown). The candidates are
/// those that can take the arguments; none may be a template. Two candidates with the same
/// parameter types are told apart by something this model does not rank (execution
/// spaces, cv-qualified member functions) unless `twins(i, j)` says they are distinct
/// functions no rule prefers (the same declaration brought in from two namespaces).
pub fn resolve(classes: &dyn ClassConversions, viable: &[Option<Vec<QualType>>], args: &[Option<Typed>], twins: &dyn Fn(usize, usize) -> bool) -> Resolution {
    let Some(args) = args.iter().cloned().collect::<Option<Vec<Typed>>>() else { return Resolution::Unknown };
    if viable.is_empty() {
        return Resolution::Unknown;
    }
    let mut rows: Vec<Vec<Sequence>> = Vec::new();
    for params in viable {
        let Some(params) = params else { return Resolution::Unknown };
        // Parameters past the arguments take default arguments; fewer parameters than
        // arguments means an ellipsis, not ranked here.
        if params.len() < args.len() {
            return Resolution::Unknown;
        }
        let Some(row) = args.iter().zip(params).map(|(a, p)| sequence(classes, a, p)).collect::<Option<Vec<_>>>() else { return Resolution::Unknown };
        rows.push(row);
    }
    for (i, a) in viable.iter().enumerate() {
        for (j, b) in viable.iter().enumerate().skip(i + 1) {
            if a.as_ref().map(|a| &a[..args.len()]) == b.as_ref().map(|b| &b[..args.len()]) && !twins(i, j) {
                return Resolution::Unknown;
            }
        }
    }
    match best_of(&rows) {
        // The best candidate needs the ambiguous conversion sequence: the call is ill-formed
        // for another reason, not reported here.
        Some(Some(i)) if rows[i].iter().any(|s| s.via == Via::Ambiguous) => Resolution::Unknown,
        Some(Some(i)) => Resolution::Best(i),
        Some(None) => Resolution::Ambiguous,
        None => Resolution::Unknown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two classes: `A` (0), with converting constructors from `long` and `char`, and `B`
    /// (1), from `int`, neither deriving from the other.
    struct TwoClasses;

    impl ClassConversions for TwoClasses {
        fn derives_from(&self, derived: EntityId, base: EntityId) -> Option<bool> {
            Some(derived == base)
        }
        fn constructors_from(&self, class: EntityId, _: &Typed) -> Option<Vec<(EntityId, QualType)>> {
            Some(match class {
                0 => vec![(10, QualType::builtin("long")), (11, QualType::builtin("char"))],
                _ => vec![(12, QualType::builtin("int"))],
            })
        }
    }

    fn resolve(set: &[Option<Vec<QualType>>], args: &[Option<Typed>]) -> Resolution {
        super::resolve(&TwoClasses, set, args, &|_, _| false)
    }

    fn class(id: EntityId) -> Option<Vec<QualType>> {
        Some(vec![QualType::plain(Type::Class(id))])
    }

    fn value(name: &'static str) -> Option<Typed> {
        Some(Typed::prvalue(QualType::builtin(name)))
    }

    fn params(names: &[&'static str]) -> Option<Vec<QualType>> {
        Some(names.iter().map(|n| QualType::builtin(n)).collect())
    }

    #[test]
    fn an_exact_match_beats_a_promotion_and_a_promotion_a_conversion() {
        let set = [params(&["long"]), params(&["int"]), params(&["double"])];
        assert_eq!(resolve(&set, &[value("int")]), Resolution::Best(1));
        assert_eq!(resolve(&set, &[value("short")]), Resolution::Best(1));
        assert_eq!(resolve(&set, &[value("float")]), Resolution::Best(2));
    }

    #[test]
    fn two_conversions_of_the_same_rank_are_ambiguous() {
        let set = [params(&["int"]), params(&["long"])];
        assert_eq!(resolve(&set, &[value("double")]), Resolution::Ambiguous);
        assert_eq!(resolve(&set, &[value("unsigned int")]), Resolution::Ambiguous);
    }

    #[test]
    fn better_on_one_argument_and_worse_on_another_is_ambiguous() {
        let set = [params(&["int", "double"]), params(&["double", "int"])];
        assert_eq!(resolve(&set, &[value("int"), value("int")]), Resolution::Ambiguous);
    }

    #[test]
    fn otherwise_the_better_worst_conversion_wins() {
        let set = [Some(vec![QualType::plain(Type::Class(1)), QualType::builtin("int")]), params(&["double", "double"])];
        assert_eq!(resolve(&set, &[value("int"), value("int")]), Resolution::Best(1));
    }

    #[test]
    fn pointer_conversions_are_left_to_tie_breakers_this_model_does_not_apply() {
        let int_ptr = QualType::plain(Type::Pointer(Box::new(QualType::builtin("int"))));
        let void_ptr = QualType::plain(Type::Pointer(Box::new(QualType::builtin("void"))));
        let set = [Some(vec![void_ptr]), params(&["bool"])];
        assert_eq!(resolve(&set, &[Some(Typed::prvalue(int_ptr))]), Resolution::Unknown);
    }

    #[test]
    fn same_parameter_types_are_not_ranked() {
        let set = [params(&["int"]), params(&["int"])];
        assert_eq!(resolve(&set, &[value("int")]), Resolution::Unknown);
    }

    #[test]
    fn the_same_function_brought_from_two_namespaces_is_ambiguous() {
        let set = [params(&["int"]), params(&["int"])];
        assert_eq!(super::resolve(&TwoClasses, &set, &[value("int")], &|_, _| true), Resolution::Ambiguous);
    }

    #[test]
    fn a_standard_conversion_beats_a_user_defined_one() {
        let set = [class(1), params(&["double"])];
        assert_eq!(resolve(&set, &[value("int")]), Resolution::Best(1));
    }

    #[test]
    fn user_defined_conversions_through_different_constructors_are_indistinguishable() {
        // `A` from an `int` is itself ambiguous (two conversions); `B` takes it exactly:
        // still no better than each other ([over.ics.rank]/3.3).
        let set = [class(0), class(1)];
        assert_eq!(resolve(&set, &[value("int")]), Resolution::Ambiguous);
    }

    #[test]
    fn a_best_candidate_that_needs_the_ambiguous_conversion_is_not_judged() {
        let set = [class(0), params(&["int", "int"])];
        assert_eq!(resolve(&set[..1], &[value("int")]), Resolution::Unknown);
    }
}
