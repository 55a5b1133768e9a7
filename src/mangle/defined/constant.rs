//! Integral constant expressions in `cufe symbols`: the value and type of the expressions
//! that template arguments, array bounds and enumerator values spell when they depend on no
//! template parameter (`3 + 4`, `sizeof(long)`, `'a'`, `(char)-1`, `L'w'`, `1 << 10`,
//! enumerators and namespace-scope integer constants), computed as g++ does on x86-64, so
//! that a non-type argument is mangled by its value (`Li7E`), never by its spelling.
//! Anything else is `None`: the caller reports the entity instead of guessing a name.

use super::*;

/// The builtin types' codes by conversion rank (integral promotion and the usual
/// arithmetic conversions pick the later of two).
const RANKS: &[&str] = &["i", "j", "l", "m", "x", "y", "n", "o"];

pub(super) use crate::sema::types::convert;

/// The type an operand of this type is promoted to in arithmetic.
fn promoted(code: &str) -> &str {
    match code {
        "b" | "c" | "a" | "h" | "s" | "t" | "Du" | "Ds" => "i",
        "w" => "i",
        "Di" => "j",
        other => other,
    }
}

/// The common type of two promoted operands (the usual arithmetic conversions on x86-64).
fn common(a: &str, b: &str) -> Option<String> {
    let ra = RANKS.iter().position(|c| *c == a)?;
    let rb = RANKS.iter().position(|c| *c == b)?;
    // `long` vs `unsigned int`: `long` holds every `unsigned int`, so it wins (rank order
    // already gives that); `long` vs `unsigned long` etc. pick the unsigned one (later).
    Some(RANKS[ra.max(rb)].to_string())
}

/// The value and type code of a character literal (`'a'`, `u8'a'`, `L'\0'`, `'\x41'`).
fn char_literal(text: &str) -> Option<(i128, String)> {
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
            let e = chars.next()?;
            let v = match e {
                'n' => 10,
                't' => 9,
                'r' => 13,
                'a' => 7,
                'b' => 8,
                'f' => 12,
                'v' => 11,
                '\\' | '\'' | '"' | '?' => e as u32,
                'x' => {
                    let hex: String = chars.by_ref().collect();
                    return convert(i128::from_str_radix(&hex, 16).ok()?, code).map(|v| (v, code.to_string()));
                }
                '0'..='7' => {
                    let oct: String = std::iter::once(e).chain(chars.by_ref()).collect();
                    return convert(i128::from_str_radix(&oct, 8).ok()?, code).map(|v| (v, code.to_string()));
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
                return None; // multicharacter literals, UTF-8 in a plain char
            }
            c as u32
        }
    };
    convert(i128::from(value), code).map(|v| (v, code.to_string()))
}

/// The value and type code of an integer literal (suffixes, hex, octal, binary, digit
/// separators; an unsuffixed literal takes the first of int, long that holds it, and a hex
/// or octal one may also be unsigned).
fn int_literal(text: &str) -> Option<(i128, String)> {
    let lower = text.to_ascii_lowercase().replace('\'', "");
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
    let unsigned = suffix.contains('u');
    let longs = suffix.matches('l').count();
    if suffix.contains('z') {
        return None;
    }
    let fits = |code: &str| convert(value, code) == Some(value);
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
    let code = candidates.iter().find(|c| fits(c))?;
    Some((value, code.to_string()))
}

impl Walk<'_> {
    /// The value and type (builtin code) of an integral constant expression that names no
    /// template parameter; `None` when cufe cannot compute it.
    pub(super) fn eval(&self, e: &ast::Expr, cx: &Cx) -> Option<(i128, String)> {
        match e {
            ast::Expr::Paren(inner, _) => self.eval(inner, cx),
            ast::Expr::Literal(t) => {
                let text = self.tok(*t);
                match self.tokens.get(*t as usize)?.kind {
                    lex::TokenKind::IntLit => int_literal(text),
                    lex::TokenKind::CharLit => char_literal(text),
                    _ => match text {
                        "true" => Some((1, "b".into())),
                        "false" => Some((0, "b".into())),
                        _ => None,
                    },
                }
            }
            ast::Expr::Name(q) => {
                if let Some(name) = self.plain(q) {
                    if cx.template_params.iter().any(|(n, _)| *n == name) {
                        return None;
                    }
                    match name.as_str() {
                        "true" => return Some((1, "b".into())),
                        "false" => return Some((0, "b".into())),
                        _ => {}
                    }
                }
                // An enumerator promotes to int in arithmetic (the enums here are int-sized
                // unless fixed; an enumerator's own type is the caller's business).
                if let Some(v) = self.lookup_outwards(q, cx, |path| self.enumerator_values.get(path).copied()) {
                    return Some((v, "i".into()));
                }
                self.lookup_outwards(q, cx, |path| self.const_values.get(path).cloned())
            }
            ast::Expr::Unary(op, inner, _) => {
                let (v, code) = self.eval(inner, cx)?;
                let p = promoted(&code).to_string();
                match self.tok(*op) {
                    "-" => Some((convert(-v, &p)?, p)),
                    "+" => Some((v, p)),
                    "~" => Some((convert(!v, &p)?, p)),
                    "!" => Some((i128::from(v == 0), "b".into())),
                    _ => None,
                }
            }
            ast::Expr::Binary(op, l, r, _) => {
                let op = self.op(*op);
                let (a, ca) = self.eval(l, cx)?;
                let (b, cb) = self.eval(r, cx)?;
                let (pa, pb) = (promoted(&ca), promoted(&cb));
                match op {
                    "<<" | ">>" => {
                        let shift = u32::try_from(b).ok().filter(|s| *s < 128)?;
                        let v = if op == "<<" { a.checked_shl(shift)? } else { a >> shift };
                        Some((convert(v, pa)?, pa.to_string()))
                    }
                    "&&" => Some((i128::from(a != 0 && b != 0), "b".into())),
                    "||" => Some((i128::from(a != 0 || b != 0), "b".into())),
                    _ => {
                        let c = common(pa, pb)?;
                        let (a, b) = (convert(a, &c)?, convert(b, &c)?);
                        let v = match op {
                            "+" => a.checked_add(b)?,
                            "-" => a.checked_sub(b)?,
                            "*" => a.checked_mul(b)?,
                            "/" => a.checked_div(b)?,
                            "%" => a.checked_rem(b)?,
                            "&" => a & b,
                            "|" => a | b,
                            "^" => a ^ b,
                            "==" => return Some((i128::from(a == b), "b".into())),
                            "!=" => return Some((i128::from(a != b), "b".into())),
                            "<" => return Some((i128::from(a < b), "b".into())),
                            ">" => return Some((i128::from(a > b), "b".into())),
                            "<=" => return Some((i128::from(a <= b), "b".into())),
                            ">=" => return Some((i128::from(a >= b), "b".into())),
                            _ => return None,
                        };
                        Some((convert(v, &c)?, c))
                    }
                }
            }
            ast::Expr::Conditional(c, Some(a), b, _) => {
                let (cv, _) = self.eval(c, cx)?;
                self.eval(if cv != 0 { a } else { b }, cx)
            }
            ast::Expr::Cast(kind, ty, inner, _) if matches!(kind, ast::CastKind::CStyle | ast::CastKind::Static) => {
                let (v, _) = self.eval(inner, cx)?;
                let MangleType::Builtin(code) = self.type_id(ty, cx)? else { return None };
                Some((convert(v, &code)?, code))
            }
            ast::Expr::Construct(specs, args, _, _) if args.len() == 1 => {
                let (v, _) = self.eval(&args[0], cx)?;
                let MangleType::Builtin(code) = self.spec_type(specs, cx)? else { return None };
                Some((convert(v, &code)?, code))
            }
            ast::Expr::SizeofType(ty, _) => {
                let t = self.type_id(ty, cx)?;
                Some((i128::from(self.size_of(&t)?), "m".into()))
            }
            _ => None,
        }
    }

    /// The size in bytes of a builtin type, pointer, or array of those (x86-64).
    fn size_of(&self, t: &MangleType) -> Option<u64> {
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
            MangleType::Qualified(inner, _) => self.size_of(inner)?,
            MangleType::Array(elem, Some(n)) => self.size_of(elem)?.checked_mul(*n)?,
            MangleType::Complex(elem) => self.size_of(elem)? * 2,
            _ => return None,
        })
    }
}
