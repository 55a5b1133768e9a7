//! Overload resolution for the calls this model can rank: every argument and parameter of a
//! builtin arithmetic type, `bool`, `std::nullptr_t`, or a pointer to one of those (no class
//! or enum anywhere, so argument-dependent lookup adds nothing and no user-defined conversion
//! takes part), no reference parameters, no templates. Anything else is `Unknown`: the
//! caller then says nothing ([over.match.best], [over.ics.rank]).

use crate::sema::typing::expr::Typed;
use crate::sema::typing::ty::{QualType, Type};

/// The rank of an implicit conversion sequence ([over.ics.scs], table "Conversions").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    Exact,
    Promotion,
    Conversion,
}

/// One argument's conversion to one parameter.
#[derive(Clone, Debug)]
struct Sequence {
    rank: Rank,
    /// The parameter type it converts to (top-level cv-qualifiers dropped).
    to: Type,
    /// Another sequence of the same rank may still be better or worse by a tie-breaker this
    /// model does not apply (pointer conversions to `bool`, `void *` or a base class;
    /// qualification conversions).
    refinable: bool,
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

/// A builtin type this module ranks: arithmetic, `bool`, `std::nullptr_t`.
fn ranked_builtin(t: &Type) -> bool {
    t.is_arithmetic() || t.is_nullptr()
}

/// Whether `t` is a type this module ranks, at the top level or under pointers.
fn rankable(t: &QualType) -> bool {
    match &t.ty {
        Type::Pointer(p) => rankable(p) || p.ty == Type::Builtin("void"),
        t => ranked_builtin(t),
    }
}

/// Whether converting a `from` to a `to` is an integral or floating-point promotion
/// ([conv.prom], [conv.fpprom]; `wchar_t` and `char16_t` fit in `int` here, `char32_t`
/// promotes to `unsigned int`).
fn promotes(from: &Type, to: &Type) -> bool {
    match (from, to) {
        (Type::Builtin("bool" | "char" | "signed char" | "unsigned char" | "short" | "unsigned short" | "wchar_t" | "char8_t" | "char16_t"), Type::Builtin("int")) => true,
        (Type::Builtin("char32_t"), Type::Builtin("unsigned int")) => true,
        (Type::Builtin("float"), Type::Builtin("double")) => true,
        _ => false,
    }
}

/// The conversion of `value` to a parameter of type `param`; `None` where there is none or
/// this model cannot tell (the caller has judged viability already).
fn sequence(value: &Typed, param: &QualType) -> Option<Sequence> {
    let from = value.decayed().ty;
    let to = param.unqualified().ty;
    let (rank, refinable) = match (&from, &to) {
        _ if from == to => (Rank::Exact, false),
        (f, t) if f.is_arithmetic() && t.is_arithmetic() => (if promotes(f, t) { Rank::Promotion } else { Rank::Conversion }, false),
        (Type::Pointer(f), Type::Pointer(t)) if f.ty == t.ty => (Rank::Exact, true),
        (Type::Pointer(_), Type::Pointer(_)) => (Rank::Conversion, true),
        (Type::Pointer(_), Type::Builtin("bool")) => (Rank::Conversion, true),
        (f, Type::Pointer(_)) if f.is_integral() && value.zero_literal => (Rank::Conversion, false),
        (f, Type::Pointer(_)) if f.is_nullptr() => (Rank::Conversion, false),
        _ => return None,
    };
    Some(Sequence { rank, to, refinable })
}

/// [over.ics.rank] as far as this model applies it: by rank, and two sequences of the same
/// rank to the same type are the same.
fn compare_sequences(a: &Sequence, b: &Sequence) -> Order {
    match a.rank.cmp(&b.rank) {
        std::cmp::Ordering::Less => Order::Better,
        std::cmp::Ordering::Greater => Order::Worse,
        std::cmp::Ordering::Equal if a.refinable || b.refinable => Order::Unknown,
        // Two identities (or two exact matches) to different types: differ only in
        // qualification, which a tie-breaker ranks.
        std::cmp::Ordering::Equal if a.rank == Rank::Exact && a.to != b.to => Order::Unknown,
        std::cmp::Ordering::Equal => Order::Same,
    }
}

/// [over.match.best]: `a` is better than `b` when no argument's conversion is worse and one
/// is better.
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
    match (better, worse) {
        (true, false) => Order::Better,
        (false, true) => Order::Worse,
        _ => Order::Same,
    }
}

/// Resolves a call of the `viable` candidates, each given by its parameter types (`None`
/// where unknown), with these argument values (`None` where unknown). The candidates are
/// those that can take the arguments; none may be a template.
pub fn resolve(viable: &[Option<Vec<QualType>>], args: &[Option<Typed>]) -> Resolution {
    if viable.is_empty() || !args.iter().all(|a| a.as_ref().is_some_and(|a| rankable(&a.decayed()))) {
        return Resolution::Unknown;
    }
    let args: Vec<&Typed> = args.iter().flatten().collect();
    let mut sequences: Vec<Vec<Sequence>> = Vec::new();
    for params in viable {
        let Some(params) = params else { return Resolution::Unknown };
        // Parameters past the arguments take default arguments; fewer parameters than
        // arguments means an ellipsis, not ranked here.
        if params.len() < args.len() || !params.iter().all(rankable) {
            return Resolution::Unknown;
        }
        let Some(row) = args.iter().zip(params).map(|(a, p)| sequence(a, p)).collect::<Option<Vec<_>>>() else { return Resolution::Unknown };
        sequences.push(row);
    }
    // Two candidates whose parameters the arguments reach are the same types: overloads on
    // something this model does not rank (execution spaces, cv-qualified member functions).
    for (i, a) in viable.iter().enumerate() {
        for b in &viable[i + 1..] {
            if a.as_ref().map(|a| &a[..args.len()]) == b.as_ref().map(|b| &b[..args.len()]) {
                return Resolution::Unknown;
            }
        }
    }
    let mut best = None;
    for (i, a) in sequences.iter().enumerate() {
        let mut beats_all = true;
        for (j, b) in sequences.iter().enumerate() {
            if i == j {
                continue;
            }
            match compare_candidates(a, b) {
                Order::Better => {}
                Order::Unknown => return Resolution::Unknown,
                Order::Worse | Order::Same => beats_all = false,
            }
        }
        if beats_all {
            best = Some(i);
        }
    }
    match best {
        Some(i) => Resolution::Best(i),
        None => Resolution::Ambiguous,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
