//! Syntax: tokens → syntax tree. The name oracle (`oracle`) classifies identifiers and
//! marks the places that need more than one token of lookahead; the lalrpop grammar
//! (`grammar/cxx.lalrpop`, helpers in `build`) builds the tree (`ast`). Nothing here knows
//! what a name means beyond "type, template, namespace or other": that is `sema`'s job.

pub mod ast;
pub mod ast_walk;
pub mod build;
pub mod grammar_report;
pub mod nesting;
pub mod oracle;
pub mod tree_print;

use std::cell::RefCell;

use crate::lex::{Token, TokenKind};

#[allow(clippy::all, unused_parens, dead_code, unused_imports)]
mod grammar {
    include!(concat!(env!("OUT_DIR"), "/cxx.rs"));
}

/// Errors the grammar's actions can raise (none yet: malformed input is a parse error).
#[derive(Debug, Clone)]
pub enum GrammarError {}

/// A syntax error: the token where the parser stopped and what it expected.
#[derive(Debug, Clone)]
pub struct SyntaxError {
    /// Index of the offending token in `Parsed::tokens`.
    pub token: u32,
    pub expected: Vec<String>,
}

/// What the grammar's actions can see: the token texts (to tell `__attribute__((device))`
/// from `__attribute__((aligned))`) and a place to record recovered errors.
pub struct ParseCtx<'a> {
    pub text: &'a str,
    pub tokens: &'a [Token],
    errors: RefCell<Vec<SyntaxError>>,
}

impl<'a> ParseCtx<'a> {
    pub fn token_text(&self, index: u32) -> &'a str {
        match self.tokens.get(index as usize) {
            Some(t) => &self.text[t.span.lo as usize..t.span.hi as usize],
            None => "",
        }
    }

    /// Called by the grammar's error-recovery productions.
    pub fn recover(&self, e: lalrpop_util::ErrorRecovery<usize, TokenKind, GrammarError>) {
        self.errors.borrow_mut().push(syntax_error(e.error));
    }
}

fn syntax_error(e: lalrpop_util::ParseError<usize, TokenKind, GrammarError>) -> SyntaxError {
    use lalrpop_util::ParseError::*;
    match e {
        InvalidToken { location } => SyntaxError { token: location as u32, expected: vec![] },
        UnrecognizedEof { location, expected } => SyntaxError { token: location as u32, expected },
        UnrecognizedToken { token: (l, _, _), expected } => SyntaxError { token: l as u32, expected },
        ExtraToken { token: (l, _, _) } => SyntaxError { token: l as u32, expected: vec![] },
        User { error } => match error {},
    }
}

/// The CUDA execution/memory space an attribute name denotes, if any
/// (`__attribute__((device))` is how `__device__` reaches us after preprocessing).
pub fn cuda_space(name: &str) -> Option<ast::CudaSpace> {
    use ast::CudaSpace::*;
    Some(match name.trim_matches('_') {
        "host" => Host,
        "device" => Device,
        "global" => Global,
        "shared" => Shared,
        "constant" => Constant,
        "managed" => Managed,
        "grid_constant" => GridConstant,
        "device_builtin" => DeviceBuiltin,
        "cudart_builtin" => CudartBuiltin,
        _ => return None,
    })
}

/// The result of parsing one translation unit.
pub struct Parsed {
    /// The classified token stream the grammar read (markers included); `TokRange`s in the
    /// tree index into it.
    pub tokens: Vec<Token>,
    pub unit: ast::TranslationUnit,
    pub errors: Vec<SyntaxError>,
}

/// After a syntax error, the errors met before this many more tokens are read are the same
/// error's echoes: like EDG (and yacc's error state), they are not reported.
const ECHO_DISTANCE: usize = 3;

impl Parsed {
    /// The syntax errors to report: each one not within `ECHO_DISTANCE` real tokens after the
    /// previous one reported (recovery resumes there, and what follows is rarely new).
    pub fn reported_errors(&self) -> Vec<&SyntaxError> {
        let mut out: Vec<&SyntaxError> = Vec::new();
        for e in &self.errors {
            let echo = out.last().is_some_and(|prev| {
                let (lo, hi) = (prev.token.min(e.token) as usize, prev.token.max(e.token) as usize);
                let between = self.tokens.get(lo..hi).map_or(0, |ts| ts.iter().filter(|t| t.span.hi > t.span.lo).count());
                between < ECHO_DISTANCE
            });
            if !echo {
                out.push(e);
            }
        }
        out
    }
}

/// Parses the lexer's tokens (ending in `Eof`): classify names, then run the grammar.
pub fn parse(text: &str, lexed: &[Token]) -> Parsed {
    let tokens = oracle::classify(text, lexed);
    let ctx = ParseCtx { text, tokens: &tokens, errors: RefCell::new(Vec::new()) };
    let input = tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| t.kind != TokenKind::Eof)
        .map(|(i, t)| Ok::<_, GrammarError>((i, t.kind, i + 1)));
    let result = grammar::TranslationUnitParser::new().parse(&ctx, input);
    let mut errors = ctx.errors.into_inner();
    let unit = match result {
        Ok(unit) => unit,
        Err(e) => {
            errors.push(syntax_error(e));
            ast::TranslationUnit::default()
        }
    };
    Parsed { tokens, unit, errors }
}
