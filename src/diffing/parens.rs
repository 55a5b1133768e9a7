//! Redundant parentheses: the reference prints every binary expression parenthesised
//! (`(x[i]) = ((a * (x[i])) + f(y[i]))` for `x[i] = a * x[i] + f(y[i])`). A parenthesised
//! expression is unwrapped when C++'s precedence and associativity give the same parse
//! without the parentheses; whenever the token-level view cannot be sure (casts, calls,
//! declarators, `decltype((x))`, template argument lists, commas, fold expressions,
//! statement expressions) the parentheses stay.

use super::names::DeclaredNames;
use super::tokens::{Tok, TokKind};

const PRIMARY: u8 = 1;
const POSTFIX: u8 = 2;
const UNARY: u8 = 3;
const CONDITIONAL: u8 = 16;
const COMMA: u8 = 17;

/// Binary operators: spelling, precedence (smaller binds tighter), right-associative.
const BINARY_OPERATORS: &[(&str, u8, bool)] = &[
    (".*", 4, false),
    ("->*", 4, false),
    ("*", 5, false),
    ("/", 5, false),
    ("%", 5, false),
    ("+", 6, false),
    ("-", 6, false),
    ("<<", 7, false),
    (">>", 7, false),
    ("<=>", 8, false),
    ("<", 9, false),
    ("<=", 9, false),
    (">", 9, false),
    (">=", 9, false),
    ("==", 10, false),
    ("!=", 10, false),
    ("&", 11, false),
    ("^", 12, false),
    ("|", 13, false),
    ("&&", 14, false),
    ("||", 15, false),
    ("=", 16, true),
    ("+=", 16, true),
    ("-=", 16, true),
    ("*=", 16, true),
    ("/=", 16, true),
    ("%=", 16, true),
    ("<<=", 16, true),
    (">>=", 16, true),
    ("&=", 16, true),
    ("^=", 16, true),
    ("|=", 16, true),
    (",", 17, false),
];

/// Operators that may also be prefix (unary) operators.
const MAYBE_PREFIX: &[&str] = &["-", "+", "*", "&", "&&"];

/// Operators that would be read as template brackets inside a template argument list.
const ANGLE_OPERATORS: &[&str] = &["<", ">", "<=", ">=", "<<", ">>", "<=>", "<<=", ">>="];

/// Keywords after which an expression starts (a `(` after them is not a call).
const EXPRESSION_KEYWORDS: &[&str] = &["return", "throw", "case", "else", "do", "co_return", "co_yield"];

/// Words whose `((...))` is not `(...)`.
const DOUBLE_PAREN_WORDS: &[&str] = &["decltype", "__attribute__", "__attribute", "__declspec"];

/// Prefix keywords that make a unary expression.
const UNARY_KEYWORDS: &[&str] = &["sizeof", "alignof", "__alignof__", "new", "delete", "co_await", "noexcept"];

/// Named casts, followed by `<type>(expr)`.
const NAMED_CASTS: &[&str] = &["static_cast", "dynamic_cast", "reinterpret_cast", "const_cast"];

/// Words that may follow `*`/`&` in a type-id (`int *const`).
const CV_WORDS: &[&str] = &["const", "volatile", "restrict", "__restrict__", "__restrict"];

fn binary(op: &str) -> Option<(u8, bool)> {
    BINARY_OPERATORS.iter().find(|(s, _, _)| *s == op).map(|(_, p, r)| (*p, *r))
}

/// Removes the parentheses that do not change the parse, one nesting level per pass. `names`
/// tells types and templates from other names (see [`DeclaredNames`]).
pub fn remove_redundant_parens(tokens: Vec<Tok>, names: &DeclaredNames) -> Vec<Tok> {
    let mut tokens = collapse_doubled_parens(tokens);
    // Each pass unwraps at least one level, so nesting depth + 1 passes suffice; the cap
    // keeps pathological inputs linear-ish.
    for _ in 0..256 {
        let matches = match_brackets(&tokens);
        let mut remove = vec![false; tokens.len()];
        let mut changed = false;
        let mut i = 0;
        while i < tokens.len() {
            if tokens[i].is("(") {
                if let Some(close) = matches[i] {
                    if is_redundant(&tokens, &matches, names, i, close) {
                        remove[i] = true;
                        remove[close] = true;
                        changed = true;
                        // Groups inside are judged again next pass, in their new context.
                        i = close + 1;
                        continue;
                    }
                }
            }
            i += 1;
        }
        if !changed {
            break;
        }
        tokens = tokens.into_iter().zip(remove).filter(|(_, r)| !r).map(|(t, _)| t).collect();
    }
    tokens
}

/// `((x))` → `(x)` when the outer pair is itself a parenthesised expression (not a call's,
/// `decltype`'s or `__attribute__`'s): doubling never changes the parse. Done in one linear
/// pass so that deep nesting does not need one pass per level.
fn collapse_doubled_parens(tokens: Vec<Tok>) -> Vec<Tok> {
    let matches = match_brackets(&tokens);
    let mut remove = vec![false; tokens.len()];
    for open in 0..tokens.len().saturating_sub(1) {
        let (Some(close), Some(inner_close)) = (matches[open], matches[open + 1]) else { continue };
        if !tokens[open].is("(") || !tokens[open + 1].is("(") || inner_close + 1 != close {
            continue;
        }
        let expression = open.checked_sub(1).is_none_or(|k| {
            let t = &tokens[k];
            let called = matches!(t.kind, TokKind::Ident | TokKind::Number | TokKind::Str | TokKind::Placeholder)
                && !EXPRESSION_KEYWORDS.contains(&t.text.as_str());
            !(called || t.is(")") || t.is("]") || t.is(">") || t.is(">>"))
        });
        if expression {
            remove[open] = true;
            remove[close] = true;
        }
    }
    tokens.into_iter().zip(remove).filter(|(_, r)| !r).map(|(t, _)| t).collect()
}

/// For each bracket (`(`, `[`, `{` and their closers), the index of its partner.
pub fn match_brackets(tokens: &[Tok]) -> Vec<Option<usize>> {
    let mut matches = vec![None; tokens.len()];
    let mut stack: Vec<usize> = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if t.kind != TokKind::Punct {
            continue;
        }
        let opener = match t.text.as_str() {
            "(" | "[" | "{" => {
                stack.push(i);
                continue;
            }
            ")" => "(",
            "]" => "[",
            "}" => "{",
            _ => continue,
        };
        if let Some(&top) = stack.last() {
            if tokens[top].text == opener {
                stack.pop();
                matches[top] = Some(i);
                matches[i] = Some(top);
            }
        }
    }
    matches
}

/// What the token left of a parenthesised group asks of it.
enum Left {
    /// Statement start, `(`, `[`, `?`, `return` ...: no constraint.
    Open,
    /// The group is the right operand of a binary operator.
    Binary(u8, bool),
    /// The group is the operand of a prefix operator.
    Prefix,
}

/// What the token right of a group asks of it.
enum Right {
    Open,
    Binary(u8, bool),
    Postfix,
    /// A ternary's `:` (the group is its middle operand when `Left` was `?`).
    Colon,
}

fn ends_operand(t: &Tok) -> bool {
    match t.kind {
        TokKind::Number | TokKind::Str | TokKind::Placeholder => true,
        TokKind::Ident => !EXPRESSION_KEYWORDS.contains(&t.text.as_str()) && !UNARY_KEYWORDS.contains(&t.text.as_str()),
        TokKind::Punct => matches!(t.text.as_str(), ")" | "]"),
        TokKind::Boundary => false,
    }
}

fn is_redundant(tokens: &[Tok], matches: &[Option<usize>], names: &DeclaredNames, open: usize, close: usize) -> bool {
    if close <= open + 1 {
        return false;
    }
    let Some((inner, has_angles)) = inner_precedence(tokens, matches, names, open + 1, close) else { return false };
    if inner >= COMMA {
        return false;
    }
    let Some(left) = left_context(tokens, open) else { return false };
    let left_is_question = open > 0 && tokens[open - 1].is("?");
    let Some(right) = right_context(tokens, names, open, close) else { return false };
    let left_ok = match left {
        Left::Open => true,
        Left::Binary(p, right_assoc) => inner < p || (inner == p && right_assoc),
        Left::Prefix => inner <= UNARY,
    };
    let right_ok = match right {
        Right::Open => true,
        Right::Binary(p, right_assoc) => inner < p || (inner == p && !right_assoc),
        Right::Postfix => inner <= POSTFIX,
        Right::Colon => left_is_question || inner < CONDITIONAL,
    };
    left_ok && right_ok && !(has_angles && maybe_template_arguments(tokens, matches, names, open))
}

fn left_context(tokens: &[Tok], open: usize) -> Option<Left> {
    if open == 0 {
        return Some(Left::Open);
    }
    let t = &tokens[open - 1];
    let before = open.checked_sub(2).map(|k| &tokens[k]);
    match t.kind {
        TokKind::Boundary => Some(Left::Open),
        TokKind::Ident if EXPRESSION_KEYWORDS.contains(&t.text.as_str()) => Some(Left::Open),
        TokKind::Ident | TokKind::Number | TokKind::Str | TokKind::Placeholder => None,
        TokKind::Punct => match t.text.as_str() {
            ";" | "{" | "}" | "[" | "?" => Some(Left::Open),
            // `decltype((x))` is not `decltype(x)`; `__attribute__((x))` needs both.
            "(" => (!before.is_some_and(|b| b.kind == TokKind::Ident && DOUBLE_PAREN_WORDS.contains(&b.text.as_str())))
                .then_some(Left::Open),
            ":" => Some(Left::Binary(CONDITIONAL, true)),
            "!" | "~" => Some(Left::Prefix),
            "++" | "--" => (!before.is_some_and(ends_operand)).then_some(Left::Prefix),
            op if MAYBE_PREFIX.contains(&op) => {
                if before.is_some_and(ends_operand) {
                    binary(op).map(|(p, r)| Left::Binary(p, r))
                } else {
                    Some(Left::Prefix)
                }
            }
            op => binary(op).map(|(p, r)| Left::Binary(p, r)),
        },
    }
}

fn right_context(tokens: &[Tok], names: &DeclaredNames, open: usize, close: usize) -> Option<Right> {
    let Some(t) = tokens.get(close + 1) else { return Some(Right::Open) };
    match t.kind {
        TokKind::Boundary => Some(Right::Open),
        TokKind::Ident | TokKind::Number | TokKind::Str | TokKind::Placeholder => None,
        TokKind::Punct => match t.text.as_str() {
            ";" | ")" | "]" | "}" | "," => Some(Right::Open),
            "?" => Some(Right::Binary(CONDITIONAL, true)),
            ":" => Some(Right::Colon),
            "." | "->" | "[" => Some(Right::Postfix),
            // `(T)++x` is a cast.
            "++" | "--" => (!might_be_type(tokens, names, open + 1, close)).then_some(Right::Postfix),
            op if MAYBE_PREFIX.contains(&op) => {
                if might_be_type(tokens, names, open + 1, close) {
                    None
                } else {
                    binary(op).map(|(p, r)| Right::Binary(p, r))
                }
            }
            op => binary(op).map(|(p, r)| Right::Binary(p, r)),
        },
    }
}

/// Could `tokens[a..b]` be a type-id (`unsigned`, `std::vector<int> *`, `T &&`)? Only names,
/// `::`, angle brackets, numbers, commas, `*`/`&`/`&&` not followed by a name other than cv;
/// each name a declared type, a cv word, qualified or a template-id (those may be types).
fn might_be_type(tokens: &[Tok], names: &DeclaredNames, a: usize, b: usize) -> bool {
    let range = &tokens[a..b];
    let mut has_name = false;
    for (k, t) in range.iter().enumerate() {
        match t.kind {
            TokKind::Ident => {
                has_name = true;
                let after_declarator = k > 0 && ["*", "&", "&&"].iter().any(|p| range[k - 1].is(p));
                let cv = CV_WORDS.contains(&t.text.as_str());
                if after_declarator && !cv {
                    return false;
                }
                let qualified = (k > 0 && range[k - 1].is("::")) || range.get(k + 1).is_some_and(|n| n.is("::") || n.is("<"));
                if !(cv || qualified || names.is_type(&t.text)) {
                    return false;
                }
            }
            TokKind::Number => {}
            TokKind::Punct if ["::", "<", ">", ">>", "*", "&", "&&", ","].iter().any(|p| t.is(p)) => {}
            _ => return false,
        }
    }
    has_name
}

/// Is the `<` at `k` (> 0) possibly the start of template arguments: after a template's name,
/// or after a qualified name that is not known (it may be a template from a header)?
fn opens_template_arguments(tokens: &[Tok], names: &DeclaredNames, k: usize) -> bool {
    let before = &tokens[k - 1];
    if before.kind != TokKind::Ident {
        return false;
    }
    let qualified = k >= 2 && tokens[k - 2].is("::");
    names.is_template(&before.text) || (qualified && !names.is_type(&before.text))
}

/// Scans left from a group, at its own nesting level, to the start of the expression: a `<`
/// on the way means the group may be a template argument, where `>` would end the list.
fn maybe_template_arguments(tokens: &[Tok], matches: &[Option<usize>], names: &DeclaredNames, open: usize) -> bool {
    let mut k = open;
    let mut steps = 0;
    while k > 0 {
        k -= 1;
        steps += 1;
        if steps > 10_000 {
            return true;
        }
        let t = &tokens[k];
        match t.kind {
            TokKind::Boundary => return false,
            TokKind::Punct => match t.text.as_str() {
                ")" | "]" => match matches[k] {
                    Some(partner) => k = partner,
                    None => return true,
                },
                "(" | "[" | "{" | "}" | ";" => return false,
                "<" if k > 0 && opens_template_arguments(tokens, names, k) => return true,
                _ => {}
            },
            _ => {}
        }
    }
    false
}

/// The precedence of the loosest operator at the top level of `tokens[start..end]` (1 for a
/// primary expression, 2 postfix, 3 unary or cast, ...), and whether it has a top-level
/// operator that looks like an angle bracket. `None` when the text is not recognisably an
/// expression.
fn inner_precedence(tokens: &[Tok], matches: &[Option<usize>], names: &DeclaredNames, start: usize, end: usize) -> Option<(u8, bool)> {
    let mut q = PRIMARY;
    let mut has_angles = false;
    let mut prev_end = false;
    let mut open_questions = 0usize;
    let mut i = start;
    while i < end {
        let t = &tokens[i];
        let word = t.text.as_str();
        match t.kind {
            TokKind::Boundary => return None,
            TokKind::Ident if UNARY_KEYWORDS.contains(&word) => {
                if prev_end {
                    return None;
                }
                q = q.max(UNARY);
            }
            TokKind::Ident if word == "throw" => {
                if prev_end {
                    return None;
                }
                q = q.max(CONDITIONAL);
            }
            TokKind::Ident if NAMED_CASTS.contains(&word) && tokens.get(i + 1).is_some_and(|n| n.is("<")) => {
                if prev_end {
                    return None;
                }
                i = closing_angle(tokens, i + 1, end)? + 1;
                // The `(expr)` that follows is the cast's call-like part.
                prev_end = true;
                continue;
            }
            TokKind::Ident => {
                // Two operands in a row: a declaration or something else that is not an
                // expression.
                if prev_end {
                    return None;
                }
                prev_end = true;
            }
            TokKind::Number | TokKind::Placeholder => {
                if prev_end {
                    return None;
                }
                prev_end = true;
            }
            TokKind::Str => {
                // Adjacent string literals concatenate.
                if prev_end && !(i > start && tokens[i - 1].kind == TokKind::Str) {
                    return None;
                }
                prev_end = true;
            }
            TokKind::Punct => match word {
                "(" => {
                    let close = matches[i].filter(|c| *c < end)?;
                    if prev_end {
                        q = q.max(POSTFIX);
                    } else {
                        let next = tokens.get(close + 1).filter(|_| close + 1 < end);
                        let cast = next.is_some_and(|n| {
                            matches!(n.kind, TokKind::Ident | TokKind::Number | TokKind::Str | TokKind::Placeholder)
                                || n.is("(")
                                || n.is("!")
                                || n.is("~")
                                || ((MAYBE_PREFIX.contains(&n.text.as_str()) || n.is("++") || n.is("--"))
                                    && might_be_type(tokens, names, i + 1, close))
                        });
                        if cast {
                            q = q.max(UNARY);
                            i = close + 1;
                            prev_end = false;
                            continue;
                        }
                        prev_end = true;
                    }
                    i = close + 1;
                    continue;
                }
                "[" => {
                    if !prev_end {
                        return None; // a lambda
                    }
                    q = q.max(POSTFIX);
                    i = matches[i].filter(|c| *c < end)? + 1;
                    continue;
                }
                "." | "->" => {
                    if !prev_end {
                        return None;
                    }
                    q = q.max(POSTFIX);
                    prev_end = false;
                }
                "::" => prev_end = false,
                "++" | "--" => {
                    if prev_end {
                        q = q.max(POSTFIX);
                    } else {
                        q = q.max(UNARY);
                    }
                }
                "!" | "~" => {
                    if prev_end {
                        return None;
                    }
                    q = q.max(UNARY);
                }
                "?" => {
                    if !prev_end {
                        return None;
                    }
                    open_questions += 1;
                    q = q.max(CONDITIONAL);
                    prev_end = false;
                }
                ":" => {
                    if !prev_end || open_questions == 0 {
                        return None;
                    }
                    open_questions -= 1;
                    prev_end = false;
                }
                op if MAYBE_PREFIX.contains(&op) && !prev_end => q = q.max(UNARY),
                op => {
                    let (p, _) = binary(op)?;
                    if !prev_end {
                        return None;
                    }
                    q = q.max(p);
                    has_angles |= ANGLE_OPERATORS.contains(&op);
                    prev_end = false;
                }
            },
        }
        i += 1;
    }
    (prev_end && open_questions == 0).then_some((q, has_angles))
}

/// The `>` closing the `<` at `open` (counting nested angles; `>>` closes two).
fn closing_angle(tokens: &[Tok], open: usize, end: usize) -> Option<usize> {
    let mut depth: i32 = 0;
    for (k, t) in tokens.iter().enumerate().take(end).skip(open) {
        match t.text.as_str() {
            "<" if t.kind == TokKind::Punct => depth += 1,
            ">" if t.kind == TokKind::Punct => depth -= 1,
            ">>" if t.kind == TokKind::Punct => depth -= 2,
            "(" | ")" | ";" | "{" | "}" if t.kind == TokKind::Punct => return None,
            _ => {}
        }
        if depth <= 0 {
            return (depth == 0).then_some(k);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diffing::tokens::tokenize_line;

    fn strip(s: &str) -> String {
        let mut toks = Vec::new();
        tokenize_line(s, 0, &mut false, &mut toks);
        let names = DeclaredNames::collect(&toks);
        remove_redundant_parens(toks, &names).iter().map(|t| t.text.as_str()).collect::<Vec<_>>().join(" ")
    }

    fn same(with: &str, without: &str) {
        assert_eq!(strip(with), strip(without), "{with}  vs  {without}");
    }

    fn kept(s: &str) {
        let mut toks = Vec::new();
        tokenize_line(s, 0, &mut false, &mut toks);
        let all = toks.iter().map(|t| t.text.as_str()).collect::<Vec<_>>().join(" ");
        assert_eq!(strip(s), all, "{s} must keep its parentheses");
    }

    #[test]
    fn reference_spellings_equal_the_source() {
        // Lines of the reference's output for launch.cu (prelude mode) and the source lines
        // they come from.
        same("(y[i]) = ((a * (x[i])) + square(y[i]));", "y[i] = a * x[i] + square(y[i]);");
        same(
            "int i = ((blockIdx.x) * (blockDim.x)) + (threadIdx.x);",
            "int i = blockIdx.x * blockDim.x + threadIdx.x;",
        );
        same("dim3 grid(((n + (block.x)) - (1)) / (block.x));", "dim3 grid((n + block.x - 1) / block.x);");
        same("(__cudaPushCallConfiguration(grid, block)) ? (void)0 : saxpy(n, a, x, y);", "__cudaPushCallConfiguration(grid, block) ? (void)0 : saxpy(n, a, x, y);");
        same("static_assert((sizeof(myint) == (4)), \"m\");", "static_assert(sizeof(myint) == 4, \"m\");");
        same("x = (c ? a : b);", "x = c ? a : b;");
        same("f((-1), (nullptr), (1.0F));", "f(-1, nullptr, 1.0F);");
        same("a = (b = c);", "a = b = c;");
        same("r = (a - b) - c;", "r = a - b - c;");
        same("return (static_cast< int>(x));", "return static_cast< int>(x);");
        same("if ((i < n)) s;", "if (i < n) s;");
        same("((((x))));", "x;");
        same("x = (((a, b)));", "x = (a, b);");
        same("f(((a)));", "f(a);");
        // template_kernel.cu: `N` is a template parameter of type int, not a type.
        same("template< class T, int N> void f() { int i = ((b.x) * (N)) + (t.x); }", "template< class T, int N> void f() { int i = b.x * N + t.x; }");
        same("return (v < lo) ? lo : ((v > hi) ? hi : v);", "return v < lo ? lo : (v > hi ? hi : v);");
    }

    #[test]
    fn parentheses_that_change_the_parse_stay() {
        kept("r = a - (b - c);");
        kept("r = (a + b) * c;");
        kept("(a = b) = c;");
        kept("r = (c ? a : b) = d;");
        kept("r = (a, b);");
        kept("f((a, b));");
        kept("r = -(a * b);");
        kept("r = (a + b).c;");
        kept("(c ? a : b) ? d : e;");
    }

    #[test]
    fn parentheses_that_may_be_casts_calls_or_declarators_stay() {
        kept("(void)0;");
        kept("struct T; r = (T) - x;");
        kept("r = (unsigned) * p;");
        kept("r = (T)(x);");
        kept("r = (f)(x);");
        kept("void (*fp)(int);");
        kept("decltype((x)) y;");
        kept("__attribute__((unused)) int f();");
        kept("f((a, b));");
        kept("r = sizeof(int);");
        kept("template<class Q> int f(); x = f<(a > b)>();");
        kept("x = std::f<(a > b)>();");
        kept("template<int N = (3 > 2)> struct S;");
        kept("r = (... + args);");
        kept("r = ({ int t = 1; t; });");
        kept("r = ([]{ return 1; })();");
        kept("if (c) (x) = 1;");
    }

    #[test]
    fn angle_operators_outside_template_arguments_are_unwrapped() {
        same("b = (x > 0);", "b = x > 0;");
        same("f((a < b), c);", "f(a < b, c);");
    }
}
