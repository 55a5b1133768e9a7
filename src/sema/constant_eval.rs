//! Integral constant expressions: the one evaluator every part of cufe uses to compute the
//! value of an array bound, an enumerator, a non-type template argument or a `case` label.
//!
//! Values are typed as the language types them on x86-64 (each value carries its builtin
//! type's code): literals take the type their spelling and suffix give, operands are
//! promoted and brought to a common type by the usual arithmetic conversions, unsigned
//! arithmetic wraps, and a result a signed type cannot hold, a division by zero or a shift
//! past the width is no constant (`None`). Literals, `true`/`false`, the unary, arithmetic,
//! shift, bitwise, comparison and logical operators, `?:`, casts and functional casts to
//! integral types, `sizeof` of a type, and calls of `constexpr` functions whose body is one
//! `return e;` (their parameters bound to the arguments' values) are evaluated. Names are
//! the environment's business ([`ConstantEnv`]): each caller knows its own constants (the
//! symbol table's enumerators, a specialization's template arguments). Anything else is
//! `None`: never a guess.

use std::borrow::Cow;
use std::collections::HashMap;
use std::rc::Rc;

use crate::mangle::mangle::MangleType;
use crate::sema::types::convert;
use crate::syntax::ast::{CastKind, DeclSpec, Expr, QualName, TypeId, UnqualKind};

/// How deep `constexpr` calls may nest (recursion is evaluated up to this depth).
const MAX_CALL_DEPTH: usize = 64;
/// How deep an expression may nest before the evaluator gives up (no stack overflow).
const MAX_EXPR_DEPTH: usize = 256;

/// A value and its type (a builtin integral type's code: `i`, `j`, `l`, `b`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Int {
    pub value: i128,
    pub code: String,
}

impl Int {
    pub fn new(value: i128, code: &str) -> Int {
        Int { value, code: code.to_string() }
    }

    fn bool(b: bool) -> Int {
        Int::new(i128::from(b), "b")
    }

    /// A value whose type its source does not record: the first of `int`, `long`,
    /// `__int128` that holds it.
    pub fn untyped(value: i128) -> Int {
        let code = ["i", "l"].into_iter().find(|c| convert(value, c) == Some(value)).unwrap_or("n");
        Int::new(value, code)
    }
}

/// A `constexpr` function the evaluator can call: its parameters' names and the expression
/// its body returns, whose names are looked up from `scope`.
pub struct ConstexprFunction<S> {
    pub params: Vec<String>,
    pub returned: Expr,
    pub scope: S,
    /// The integral types of the parameters and of the result (builtin codes): arguments
    /// and the returned value are converted to them. `None` where the caller does not know
    /// them (values pass unconverted).
    pub signature: Option<(Vec<String>, String)>,
}

/// What a caller knows: token texts, the values of the names it can resolve, the types a
/// cast or `sizeof` names, the `constexpr` functions it can call.
pub trait ConstantEnv {
    /// Where names are looked up from.
    type Scope: Copy;
    /// A token's text.
    fn tok(&self, t: u32) -> Cow<'_, str>;
    /// The operator a token spells (a shift's first `>` is `>>`).
    fn op(&self, t: u32) -> Cow<'_, str>;
    /// The value of a name (an enumerator, a constant variable, a non-type template
    /// argument), seen from `scope`.
    fn named(&self, q: &QualName, scope: Self::Scope) -> Option<Int>;
    /// The type a type-id names, where it is a builtin, pointer or array the evaluator can
    /// size or convert to.
    fn type_id(&self, _ty: &TypeId, _scope: Self::Scope) -> Option<MangleType> {
        None
    }
    /// The type a functional cast's specifiers name (`int(x)`).
    fn spec_type(&self, _specs: &[DeclSpec], _scope: Self::Scope) -> Option<MangleType> {
        None
    }
    /// The `constexpr` function a call's callee names.
    fn constexpr_function(&self, _q: &QualName, _scope: Self::Scope) -> Option<Rc<ConstexprFunction<Self::Scope>>> {
        None
    }
}

/// The value of `e` seen from `scope`, if it is an integral constant the evaluator computes.
pub fn evaluate<E: ConstantEnv + ?Sized>(env: &E, e: &Expr, scope: E::Scope) -> Option<Int> {
    evaluate_with(env, e, scope, &HashMap::new())
}

/// The same, with unqualified names bound to values first (an enum's earlier enumerators).
pub fn evaluate_with<E: ConstantEnv + ?Sized>(env: &E, e: &Expr, scope: E::Scope, bound: &HashMap<String, Int>) -> Option<Int> {
    Evaluator { env, calls: 0 }.eval(e, scope, bound, 0)
}

struct Evaluator<'e, E: ?Sized> {
    env: &'e E,
    calls: usize,
}

impl<E: ConstantEnv + ?Sized> Evaluator<'_, E> {
    fn eval(&mut self, e: &Expr, scope: E::Scope, bound: &HashMap<String, Int>, depth: usize) -> Option<Int> {
        if depth > MAX_EXPR_DEPTH {
            return None;
        }
        let d = depth + 1;
        match e {
            Expr::Paren(inner, _) => self.eval(inner, scope, bound, d),
            Expr::Literal(t) => literal(&self.env.tok(*t)),
            Expr::Name(q) => {
                if let Some(name) = plain_name(q).map(|t| self.env.tok(t)) {
                    match &*name {
                        "true" => return Some(Int::bool(true)),
                        "false" => return Some(Int::bool(false)),
                        _ => {}
                    }
                    if let Some(v) = bound.get(&*name) {
                        return Some(v.clone());
                    }
                }
                self.env.named(q, scope)
            }
            Expr::Unary(op, inner, _) => {
                let v = self.eval(inner, scope, bound, d)?;
                let p = promoted(&v.code);
                match &*self.env.tok(*op) {
                    "-" => fit(-v.value, p),
                    "+" => Some(Int::new(v.value, p)),
                    "~" | "compl" => Some(Int::new(convert(!v.value, p)?, p)),
                    "!" | "not" => Some(Int::bool(v.value == 0)),
                    _ => None,
                }
            }
            Expr::Binary(op, l, r, _) => {
                let op = self.env.op(*op);
                let op = &*op;
                let a = self.eval(l, scope, bound, d)?;
                // `&&` and `||` do not evaluate their right side when the left decides.
                match op {
                    "&&" | "and" if a.value == 0 => return Some(Int::bool(false)),
                    "||" | "or" if a.value != 0 => return Some(Int::bool(true)),
                    "&&" | "and" | "||" | "or" => return Some(Int::bool(self.eval(r, scope, bound, d)?.value != 0)),
                    _ => {}
                }
                let b = self.eval(r, scope, bound, d)?;
                binary(op, &a, &b)
            }
            Expr::Conditional(c, Some(a), b, _) => {
                let c = self.eval(c, scope, bound, d)?;
                self.eval(if c.value != 0 { a } else { b }, scope, bound, d)
            }
            Expr::Cast(CastKind::CStyle | CastKind::Static, ty, inner, _) => {
                let v = self.eval(inner, scope, bound, d)?;
                let MangleType::Builtin(code) = self.env.type_id(ty, scope)? else { return None };
                Some(Int::new(convert(v.value, &code)?, &code))
            }
            Expr::Construct(specs, args, _, _) if args.len() == 1 => {
                let v = self.eval(&args[0], scope, bound, d)?;
                let MangleType::Builtin(code) = self.env.spec_type(specs, scope)? else { return None };
                Some(Int::new(convert(v.value, &code)?, &code))
            }
            Expr::SizeofType(ty, _) => Some(Int::new(i128::from(size_of(&self.env.type_id(ty, scope)?)?), "m")),
            Expr::Call(callee, args, _) => {
                let Expr::Name(q) = &**callee else { return None };
                let f = self.env.constexpr_function(q, scope)?;
                if f.params.len() != args.len() || depth > MAX_CALL_DEPTH || self.calls > MAX_CALL_DEPTH * 16 {
                    return None;
                }
                self.calls += 1;
                let mut frame = HashMap::new();
                for (i, (p, a)) in f.params.iter().zip(args).enumerate() {
                    let mut v = self.eval(a, scope, bound, d)?;
                    if let Some((params, _)) = &f.signature {
                        v = Int::new(convert(v.value, &params[i])?, &params[i]);
                    }
                    frame.insert(p.clone(), v);
                }
                let v = self.eval(&f.returned, f.scope, &frame, d)?;
                match &f.signature {
                    Some((_, ret)) => Some(Int::new(convert(v.value, ret)?, ret)),
                    None => Some(v),
                }
            }
            _ => None,
        }
    }
}

/// The token of a name written as one plain identifier (no qualifier, no template arguments).
fn plain_name(q: &QualName) -> Option<u32> {
    match &q.last {
        UnqualKind::Plain(seg) if q.scopes.is_empty() && !q.global && seg.template_args.is_none() => Some(seg.tok),
        _ => None,
    }
}

/// `a op b` for two evaluated operands.
fn binary(op: &str, a: &Int, b: &Int) -> Option<Int> {
    let (pa, pb) = (promoted(&a.code), promoted(&b.code));
    if matches!(op, "<<" | ">>") {
        // The result has the left operand's promoted type; a shift by a negative count or by
        // the width or more is no constant.
        let width = u32::from(bits(pa)?);
        let shift = u32::try_from(b.value).ok().filter(|&s| s < width)?;
        let v = if op == "<<" { a.value.checked_shl(shift)? } else { a.value >> shift };
        return Some(Int::new(convert(v, pa)?, pa));
    }
    let c = common(pa, pb)?;
    let (x, y) = (convert(a.value, c)?, convert(b.value, c)?);
    let compare = |r: bool| Some(Int::bool(r));
    match op {
        "+" => fit(x.checked_add(y)?, c),
        "-" => fit(x.checked_sub(y)?, c),
        "*" => fit(x.checked_mul(y)?, c),
        "/" if y != 0 => fit(x.checked_div(y)?, c),
        "%" if y != 0 => fit(x.checked_rem(y)?, c),
        "&" | "bitand" => Some(Int::new(x & y, c)),
        "|" | "bitor" => Some(Int::new(x | y, c)),
        "^" | "xor" => Some(Int::new(x ^ y, c)),
        "==" => compare(x == y),
        "!=" | "not_eq" => compare(x != y),
        "<" => compare(x < y),
        ">" => compare(x > y),
        "<=" => compare(x <= y),
        ">=" => compare(x >= y),
        _ => None,
    }
}

/// The integral types by conversion rank on x86-64 (integral promotion and the usual
/// arithmetic conversions pick the later of two).
const RANKS: &[&str] = &["i", "j", "l", "m", "x", "y", "n", "o"];

/// The type an operand of type `code` is promoted to in arithmetic.
fn promoted(code: &str) -> &str {
    match code {
        "b" | "c" | "a" | "h" | "s" | "t" | "Du" | "Ds" | "w" => "i",
        "Di" => "j",
        other => other,
    }
}

/// The common type of two promoted operands (`long` holds every `unsigned int`, so it wins;
/// `long` against `unsigned long` gives the unsigned one: rank order says both).
fn common<'c>(a: &'c str, b: &'c str) -> Option<&'c str> {
    let ra = RANKS.iter().position(|c| *c == a)?;
    let rb = RANKS.iter().position(|c| *c == b)?;
    Some(RANKS[ra.max(rb)])
}

fn bits(code: &str) -> Option<u8> {
    Some(match code {
        "i" | "j" => 32,
        "l" | "m" | "x" | "y" => 64,
        "n" | "o" => 128,
        _ => return None,
    })
}

fn is_unsigned(code: &str) -> bool {
    matches!(code, "j" | "m" | "y" | "o" | "h" | "t" | "Du" | "Ds" | "Di")
}

/// The result of arithmetic in type `code`: wrapped when unsigned; when signed, only a value
/// the type holds (an overflow is no constant).
fn fit(value: i128, code: &str) -> Option<Int> {
    let v = convert(value, code)?;
    (is_unsigned(code) || v == value).then(|| Int::new(v, code))
}

/// A literal's value and type: an integer (suffixes, hex, octal, binary, digit separators),
/// a character (`'a'`, `L'\0'`, `u8'x'`, `'\x41'`), `true`/`false`.
fn literal(text: &str) -> Option<Int> {
    match text {
        "true" => Some(Int::bool(true)),
        "false" => Some(Int::bool(false)),
        // Character literals end with their quote; integer literals never do.
        _ if text.ends_with('\'') => char_literal(text),
        _ => int_literal(text),
    }
}

/// The value and type of an integer literal: an unsuffixed one takes the first of `int`,
/// `long` that holds it, and a hex, octal or binary one may also be unsigned.
fn int_literal(text: &str) -> Option<Int> {
    let lower = text.to_ascii_lowercase().replace('\'', "");
    if !lower.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let digits_end = lower.trim_end_matches(['u', 'l', 'z']).len();
    let (digits, suffix) = lower.split_at(digits_end);
    let (value, decimal) = if let Some(h) = digits.strip_prefix("0x") {
        (i128::from_str_radix(h, 16).ok()?, false)
    } else if let Some(b) = digits.strip_prefix("0b") {
        (i128::from_str_radix(b, 2).ok()?, false)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (i128::from_str_radix(&digits[1..], 8).ok()?, false)
    } else {
        (digits.parse::<i128>().ok()?, true)
    };
    if suffix.contains('z') {
        return None;
    }
    let unsigned = suffix.contains('u');
    let longs = suffix.matches('l').count();
    let candidates: &[&str] = match (unsigned, longs, decimal) {
        (false, 0, true) => &["i", "l"],
        (false, 0, false) => &["i", "j", "l", "m"],
        (false, 1, true) => &["l"],
        (false, 1, false) => &["l", "m"],
        (false, _, true) => &["x"],
        (false, _, false) => &["x", "y"],
        (true, 0, _) => &["j", "m"],
        (true, 1, _) => &["m"],
        (true, _, _) => &["y"],
    };
    let code = candidates.iter().find(|c| convert(value, c) == Some(value))?;
    Some(Int::new(value, code))
}

/// The value and type of a character literal; multicharacter literals and non-ASCII
/// characters in a plain `char` are not evaluated.
fn char_literal(text: &str) -> Option<Int> {
    let (code, rest) = if let Some(r) = text.strip_prefix("u8") {
        ("Du", r)
    } else if let Some(r) = text.strip_prefix('u') {
        ("Ds", r)
    } else if let Some(r) = text.strip_prefix('U') {
        ("Di", r)
    } else if let Some(r) = text.strip_prefix('L') {
        ("w", r)
    } else {
        ("c", text)
    };
    let body = rest.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = body.chars();
    let value: u32 = match chars.next()? {
        '\\' => {
            let escaped = chars.next()?;
            let v = match escaped {
                'n' => 10,
                't' => 9,
                'r' => 13,
                'a' => 7,
                'b' => 8,
                'f' => 12,
                'v' => 11,
                '\\' | '\'' | '"' | '?' => escaped as u32,
                'x' => {
                    let hex: String = chars.by_ref().collect();
                    return Some(Int::new(convert(i128::from_str_radix(&hex, 16).ok()?, code)?, code));
                }
                '0'..='7' => {
                    let oct: String = std::iter::once(escaped).chain(chars.by_ref()).collect();
                    return Some(Int::new(convert(i128::from_str_radix(&oct, 8).ok()?, code)?, code));
                }
                _ => return None,
            };
            if chars.next().is_some() {
                return None;
            }
            v
        }
        c => {
            if chars.next().is_some() || (code == "c" && !c.is_ascii()) {
                return None;
            }
            c as u32
        }
    };
    Some(Int::new(convert(i128::from(value), code)?, code))
}

/// The code of an integral builtin type, seen through a `const` (not `volatile`): what a
/// value of that type is converted to.
pub fn integral_code(t: &MangleType) -> Option<&str> {
    let t = match t {
        MangleType::Qualified(inner, cv) if !cv.is_volatile => inner.as_ref(),
        t => t,
    };
    match t {
        MangleType::Builtin(code) if convert(0, code).is_some() => Some(code),
        _ => None,
    }
}

/// The size in bytes of a builtin type, pointer, or array of those (x86-64).
pub fn size_of(t: &MangleType) -> Option<u64> {
    Some(match t {
        MangleType::Builtin(code) => match code.as_str() {
            "b" | "c" | "a" | "h" | "Du" => 1,
            "s" | "t" | "Ds" | "DF16_" => 2,
            "i" | "j" | "w" | "Di" | "f" => 4,
            "l" | "m" | "x" | "y" | "d" | "Dn" => 8,
            "n" | "o" | "e" | "g" => 16,
            _ => return None,
        },
        MangleType::PointerToMember { member, .. } if matches!(**member, MangleType::Function { .. } | MangleType::Prototype(_)) => 16,
        MangleType::Pointer(_) | MangleType::PointerToMember { .. } => 8,
        MangleType::Qualified(inner, _) => size_of(inner)?,
        MangleType::Array(elem, Some(n)) => size_of(elem)?.checked_mul(*n)?,
        MangleType::Complex(elem) => size_of(elem)? * 2,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_take_the_type_their_spelling_gives() {
        assert_eq!(literal("7"), Some(Int::new(7, "i")));
        assert_eq!(literal("3000000000"), Some(Int::new(3_000_000_000, "l")));
        assert_eq!(literal("0xffffffff"), Some(Int::new(0xffff_ffff, "j")));
        assert_eq!(literal("1'000u"), Some(Int::new(1000, "j")));
        assert_eq!(literal("'a'"), Some(Int::new(97, "c")));
        assert_eq!(literal("L'\\0'"), Some(Int::new(0, "w")));
        assert_eq!(literal("1.5"), None);
    }

    #[test]
    fn arithmetic_follows_the_usual_conversions() {
        let (minus_one, zero_u) = (Int::new(-1, "i"), Int::new(0, "j"));
        // -1 < 0u compares in unsigned int: false.
        assert_eq!(binary("<", &minus_one, &zero_u), Some(Int::bool(false)));
        assert_eq!(binary("-", &zero_u, &Int::new(1, "i")), Some(Int::new(0xffff_ffff, "j")));
        // Signed overflow and division by zero are no constants.
        assert_eq!(binary("+", &Int::new(i128::from(i32::MAX), "i"), &Int::new(1, "i")), None);
        assert_eq!(binary("/", &Int::new(1, "i"), &Int::new(0, "i")), None);
        assert_eq!(binary("<<", &Int::new(1, "i"), &Int::new(32, "i")), None);
        assert_eq!(binary("<<", &Int::new(1, "i"), &Int::new(31, "i")), Some(Int::new(i128::from(i32::MIN), "i")));
        assert_eq!(binary("+", &Int::new(1, "c"), &Int::new(2, "s")), Some(Int::new(3, "i")));
    }
}
