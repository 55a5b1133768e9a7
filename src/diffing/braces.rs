//! Braces around a single statement: the reference prints `if (c) { s; }` where the source
//! had `if (c) s;`. The braces after `if (...)`, `while (...)`, `for (...)`, `else` and `do`
//! are removed when they hold exactly one simple statement, unless that would hand a
//! following `else` to an inner `if` (`if (a) { if (b) x; } else y;`).

use super::parens::match_brackets;
use super::tokens::{Tok, TokKind};

/// Keywords whose parenthesised head is followed by a statement.
const CONTROL_HEADS: &[&str] = &["if", "while", "for"];

/// Keywords directly followed by a statement.
const STATEMENT_KEYWORDS: &[&str] = &["else", "do"];

/// Removes the braces around single statements, innermost first, until none is left.
pub fn remove_single_statement_braces(mut tokens: Vec<Tok>) -> Vec<Tok> {
    for _ in 0..256 {
        let matches = match_brackets(&tokens);
        let mut remove = vec![false; tokens.len()];
        let mut changed = false;
        for open in 0..tokens.len() {
            if !tokens[open].is("{") {
                continue;
            }
            let Some(close) = matches[open] else { continue };
            if follows_control_head(&tokens, &matches, open) && holds_one_simple_statement(&tokens, open, close) {
                remove[open] = true;
                remove[close] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
        tokens = tokens.into_iter().zip(remove).filter(|(_, r)| !r).map(|(t, _)| t).collect();
    }
    tokens
}

fn follows_control_head(tokens: &[Tok], matches: &[Option<usize>], open: usize) -> bool {
    let Some(prev) = open.checked_sub(1).map(|k| &tokens[k]) else { return false };
    if STATEMENT_KEYWORDS.iter().any(|w| prev.is_word(w)) {
        return true;
    }
    if !prev.is(")") {
        return false;
    }
    let Some(paren) = matches[open - 1] else { return false };
    let mut head = paren.checked_sub(1);
    if head.is_some_and(|h| tokens[h].is_word("constexpr")) {
        head = head.and_then(|h| h.checked_sub(1));
    }
    head.is_some_and(|h| CONTROL_HEADS.iter().any(|w| tokens[h].is_word(w)))
}

/// `{ s; }` where `s` has no braces of its own, one `;` outside parentheses (its last token),
/// is not a label or `case`, and is not an `if` that a following `else` would join.
fn holds_one_simple_statement(tokens: &[Tok], open: usize, close: usize) -> bool {
    let body = &tokens[open + 1..close];
    if body.is_empty() || !body.last().is_some_and(|t| t.is(";")) {
        return false;
    }
    let mut depth = 0i32;
    let mut semicolons = 0;
    for t in body {
        if t.kind == TokKind::Boundary || t.is("{") || t.is("}") {
            return false;
        }
        if t.is("(") || t.is("[") {
            depth += 1;
        } else if t.is(")") || t.is("]") {
            depth -= 1;
        } else if t.is(";") && depth == 0 {
            semicolons += 1;
        }
    }
    if semicolons != 1 {
        return false;
    }
    let labelled = body[0].is_word("case")
        || body[0].is_word("default")
        || (body[0].kind == TokKind::Ident && body.get(1).is_some_and(|t| t.is(":")));
    let dangling_else = body.iter().any(|t| t.is_word("if")) && tokens.get(close + 1).is_some_and(|t| t.is_word("else"));
    !labelled && !dangling_else
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diffing::tokens::tokenize_line;

    fn run(s: &str) -> String {
        let mut toks = Vec::new();
        tokenize_line(s, 0, &mut false, &mut toks);
        remove_single_statement_braces(toks).iter().map(|t| t.text.as_str()).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn single_statements_lose_their_braces() {
        assert_eq!(run("if (i < n) { y = f(x); }"), run("if (i < n) y = f(x);"));
        assert_eq!(run("for (i = 0; i < n; i++) { s; }"), run("for (i = 0; i < n; i++) s;"));
        assert_eq!(run("if (a) { if (b) { x; } }"), run("if (a) if (b) x;"));
        assert_eq!(run("if (a) x; else { y; }"), run("if (a) x; else y;"));
        assert_eq!(run("do { x; } while (c);"), run("do x; while (c);"));
        assert_eq!(run("if constexpr (c) { x; }"), run("if constexpr (c) x;"));
    }

    #[test]
    fn braces_that_matter_stay() {
        for s in [
            "if (a) { if (b) x; } else y;",
            "if (a) { x; y; }",
            "switch (c) { f(); }",
            "void f() { x; }",
            "if (a) { }",
            "if (a) { case 1: x; }",
            "if (a) { l: x; }",
            "S s = { 1; };",
        ] {
            let mut toks = Vec::new();
            tokenize_line(s, 0, &mut false, &mut toks);
            let all = toks.iter().map(|t| t.text.as_str()).collect::<Vec<_>>().join(" ");
            assert_eq!(run(s), all, "{s}");
        }
    }
}
