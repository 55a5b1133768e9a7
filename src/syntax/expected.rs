//! What EDG says is missing where the parser stopped, read from the tokens the grammar could
//! have taken there, and the chain of such errors EDG reports when the input ends early.
//!
//! At the end of the input EDG does not stop at its first error: each construct still open
//! (an expression, a parenthesis, a statement, a block, a class) reports the token it wanted,
//! innermost first (`switch (b) case 1` then the end: a `:`, an expression, a `;`, a `}`).
//! cufe follows it by reading the input again with the token each error asked for put at the
//! end (`end_chain`), so each next error is what the grammar expects once the previous one
//! was satisfied.

use super::{run_grammar, SyntaxError};
use crate::lex::{Span, Token, TokenKind};

/// What EDG reports as missing, for the errors numbered by the expected tokens alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    /// A function's body or a namespace's `{`.
    LBrace,
    RBrace,
    Semicolon,
    RParen,
    RBracket,
    Colon,
    Identifier,
    Expression,
    Declaration,
}

impl Missing {
    /// The token that supplies what is missing, for reading on at the end of the input; none
    /// where EDG goes on otherwise (a `{` opens a body EDG does not read, a declaration has
    /// no one token).
    fn token(self) -> Option<TokenKind> {
        Some(match self {
            Missing::RBrace => TokenKind::RBrace,
            Missing::Semicolon => TokenKind::Semi,
            Missing::RParen => TokenKind::RParen,
            Missing::RBracket => TokenKind::RBracket,
            Missing::Colon => TokenKind::Colon,
            Missing::Identifier => TokenKind::Ident,
            Missing::Expression => TokenKind::IntLit,
            Missing::LBrace | Missing::Declaration => return None,
        })
    }
}

/// What is missing where the grammar could have taken the `expected` tokens (lalrpop's
/// spellings: `"\";\""`, `"Ident"`); `at_end` when the input ended there, where a block's
/// `}` comes before anything else it could take.
pub fn missing(expected: &[String], at_end: bool) -> Missing {
    let expects = |t: &str| expected.iter().any(|x| x.trim_matches('"') == t);
    if expects("{") && expected.iter().all(|x| matches!(x.trim_matches('"'), "{" | "::" | "=" | "__attribute__" | "__noinline__")) {
        // After a function declarator (`syntax::recovery`); after a namespace's name, where
        // GNU attributes may still come (`namespace N [[a]] {}`).
        Missing::LBrace
    } else if !at_end && expects(";") && expects("template") && !expects("IntLit") {
        // Where a declaration starts at namespace or class scope (an empty declaration, a
        // template, no expression statement): a stray `)`, `}` or `1` there is not a
        // declaration (169), whatever else the grammar could take.
        Missing::Declaration
    } else if at_end && expects("}") {
        Missing::RBrace
    } else if at_end && expects("IntLit") {
        // Where a statement or an operand may start (`return`, `case 1:`), EDG at the end
        // reads an expression first; its `;` comes after.
        Missing::Expression
    } else if expects(";") {
        Missing::Semicolon
    } else if expects(")") {
        Missing::RParen
    } else if expects("]") {
        Missing::RBracket
    } else if expects("}") {
        Missing::RBrace
    } else if expects(":") {
        // `case b` with no `:` (what else could come there is an operator).
        Missing::Colon
    } else if expects("Ident") && expected.len() < 4 {
        Missing::Identifier
    } else if expects("IntLit") {
        Missing::Expression
    } else {
        Missing::Declaration
    }
}

/// At most this many errors follow the first one at the end of the input (each costs a run of
/// the grammar): deeper nesting left open is rare, and the report's error limit is near.
const MAX_CHAIN: usize = 16;

/// The errors EDG reports after `first`, an error at the end of the input (`tokens`' `Eof`),
/// as the constructs still open there are closed one by one: the grammar reads
/// `tokens[start..]` again (without the `skipped` ones) with the tokens the errors so far asked
/// for put before the end, until it takes the end or an error asks for something no one token
/// gives. `budget` bounds the tokens all the runs read together. Each error returned is at
/// the `Eof` token and `follows_end`.
pub(super) fn end_chain(text: &str, tokens: &[Token], skipped: &[bool], start: usize, first: &SyntaxError, mut budget: usize) -> Vec<SyntaxError> {
    let eof = tokens.len() - 1;
    let at_end = Span::new(text.len(), text.len());
    let mut inserted: Vec<TokenKind> = Vec::new();
    let mut chain: Vec<SyntaxError> = Vec::new();
    let mut expected = first.expected.clone();
    while chain.len() < MAX_CHAIN {
        let Some(kind) = missing(&expected, true).token() else { break };
        inserted.push(kind);
        let read = tokens.len() - start + inserted.len();
        if read > budget {
            break;
        }
        budget -= read;
        // The tokens asked for have no text (like the oracle's markers): they sit at the end.
        let mut probe: Vec<Token> = tokens[..eof].to_vec();
        probe.extend(inserted.iter().map(|&kind| Token { kind, span: at_end, space_before: false, line_start: false }));
        probe.push(tokens[eof]);
        let mut probe_skipped = skipped[..eof].to_vec();
        probe_skipped.resize(probe.len(), false);
        let (_, errors) = run_grammar(text, &probe, &probe_skipped, start..probe.len());
        let Some(next) = errors.into_iter().find(|e| e.token as usize >= eof) else { break };
        expected = next.expected.clone();
        chain.push(SyntaxError { token: eof as u32, expected: next.expected, known: None, follows_end: true });
    }
    chain
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;

    fn missing_at_end(text: &str) -> Vec<Missing> {
        let map = SourceMap::with_name(text, "t.ii");
        let p = super::super::parse(text, &crate::lex::lex(text, &map).tokens);
        p.reported_errors().iter().map(|e| missing(&e.expected, true)).collect()
    }

    #[test]
    fn each_construct_open_at_the_end_reports_what_it_wanted() {
        use Missing::*;
        assert_eq!(missing_at_end("void f(int b) {\n switch (b)\n case 1\n"), vec![Colon, Expression, Semicolon, RBrace]);
        assert_eq!(missing_at_end("void f() {\n int y = (1 +\n"), vec![Expression, RParen, Semicolon, RBrace]);
        assert_eq!(missing_at_end("int a[3\n"), vec![RBracket, Semicolon]);
        assert_eq!(missing_at_end("struct S { int a;\n"), vec![RBrace, Semicolon]);
    }

    #[test]
    fn a_complete_unit_has_no_chain() {
        assert_eq!(missing_at_end("void f() { int y = (1 + 2); }\n"), vec![]);
    }
}
