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

/// How many times a unit is parsed again to follow EDG's recovery (`edg_recovery`); each
/// time skips one or more stretches of tokens.
const MAX_RECOVERIES: usize = 64;
/// And at most this many tokens read by all the runs together: a unit of millions of tokens
/// gets fewer runs, so that its errors cost a bounded multiple of one parse.
const RECOVERY_TOKEN_BUDGET: usize = 16_000_000;

/// Parses the lexer's tokens (ending in `Eof`): classify names, then run the grammar.
///
/// After a syntax error, lalrpop's recovery resumes at the first token a declaration or
/// statement can start with; EDG skips further (`edg_recovery`), and what cufe would report
/// in between is not what the reference reports. So the grammar runs again with the tokens
/// EDG skips left out, once per such error, in source order.
pub fn parse(text: &str, lexed: &[Token]) -> Parsed {
    let tokens = oracle::classify(text, lexed);
    // Tokens the grammar does not read, the stretches whose errors are not reported (the
    // skipped tokens and the `;` or `}` EDG resumes at), and the errors that made EDG skip.
    let mut skipped = vec![false; tokens.len()];
    let mut quiet: Vec<(usize, usize)> = Vec::new();
    let mut recovered: Vec<SyntaxError> = Vec::new();
    let mut runs = 0;
    loop {
        let (unit, mut errors) = run_grammar(text, &tokens, &skipped);
        runs += 1;
        let is_quiet = |e: &SyntaxError| quiet.iter().any(|&(lo, hi)| (lo..hi).contains(&(e.token as usize)));
        // The recoveries of this run: the first error's, and those of later errors far enough
        // from the previous stretch that lalrpop's own recovery cannot have caused them
        // (`INDEPENDENT_DISTANCE`); a nearer one waits for the next run. Taking the
        // independent ones together keeps the runs few on input with many errors.
        let mut next: Vec<Recovery> = Vec::new();
        if runs <= MAX_RECOVERIES && runs * tokens.len() <= RECOVERY_TOKEN_BUDGET {
            let mut after = quiet.last().map_or(0, |&(_, hi)| hi);
            for e in errors.iter().filter(|e| !is_quiet(e)) {
                let at = e.token as usize;
                if at < after {
                    continue;
                }
                if next.is_empty() {
                    // The first error (in source order) EDG recovers from differently.
                    if let Some(r) = edg_recovery(&tokens, e) {
                        after = r.skip.1 + 1;
                        next.push(r);
                    }
                    continue;
                }
                // Later ones only while they are independent; the first that is not (or has no
                // recovery of EDG's own) is judged again after the next run.
                let Some(r) = (at >= after + INDEPENDENT_DISTANCE).then(|| edg_recovery(&tokens, e)).flatten() else { break };
                after = r.skip.1 + 1;
                next.push(r);
            }
        }
        if next.is_empty() {
            errors.retain(|e| !is_quiet(e));
            errors.extend(recovered);
            errors.sort_by_key(|e| e.token);
            return Parsed { tokens, unit, errors };
        }
        for r in next {
            recovered.push(r.error);
            skipped[r.skip.0..r.skip.1].iter_mut().for_each(|s| *s = true);
            quiet.push((r.skip.0, if r.quiet_end { r.skip.1 + 1 } else { r.skip.1 }));
        }
    }
}

/// Tokens between a stretch EDG skips and a later syntax error beyond which the later error is
/// taken to be independent of how lalrpop recovered from the earlier one.
const INDEPENDENT_DISTANCE: usize = 64;

/// A stretch of tokens EDG skips after a syntax error.
struct Recovery {
    /// The error as reported.
    error: SyntaxError,
    /// The tokens skipped (half-open).
    skip: (usize, usize),
    /// Whether what the grammar reports at the token that ends the stretch (a `;`, `}` or
    /// the end of the input, where EDG resumes) is the same error's echo.
    quiet_end: bool,
}

/// How EDG recovers from the syntax error `e` where that differs from lalrpop's recovery,
/// outside function bodies (inside them EDG's rules are not modelled):
/// * right after a function's declarator at namespace scope (`int f() int;`, `int g() const
///   4;`), it reports a missing `{` (130), takes the next `{` as the start of the function's
///   body and skips everything before it (or everything to the end of the input). Such an
///   error is one where the parser could have begun a function body: a `try` block was among
///   what it expected, which no other declarator allows. When a `}` comes first (the end of
///   the enclosing namespace, which EDG takes as the body's end), the tokens before it are
///   skipped and the ordinary recovery goes on from it;
/// * elsewhere in a declaration at namespace or class scope (`int a b c;`), it skips to the
///   next `;` (over balanced brackets and braces, `int a b { int x = ; } int c = ;` is one
///   error) or to the `}` that closes the scope, and resumes there.
fn edg_recovery(tokens: &[Token], e: &SyntaxError) -> Option<Recovery> {
    use TokenKind as K;
    let at = e.token as usize;
    if at >= tokens.len() {
        return None;
    }
    let scopes = enclosing_scopes(tokens, at)?;
    let body = e.expected.iter().any(|x| x == "\"try\"") && !scopes.contains(&Scope::Class);
    let mut depth = 0usize;
    let mut stop = tokens.len();
    for (i, t) in tokens.iter().enumerate().skip(at) {
        match t.kind {
            K::LBrace if depth == 0 && body => {
                stop = i;
                break;
            }
            K::Semi if depth == 0 && !body => {
                stop = i;
                break;
            }
            K::RBrace if depth == 0 => {
                stop = i;
                break;
            }
            K::Eof => {
                stop = i;
                break;
            }
            K::LParen | K::LParenType | K::LParenInit | K::LParenAmbig | K::LParenFold | K::LBracket | K::LBracketDesig | K::LBrace | K::LBraceInit => depth += 1,
            K::RParen | K::RBracket | K::RBrace => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    if stop <= at {
        return None;
    }
    let error = if body { SyntaxError { token: e.token, expected: vec!["\"{\"".into()] } } else { e.clone() };
    let quiet_end = !(body && tokens.get(stop).is_some_and(|t| t.kind == K::LBrace));
    Some(Recovery { error, skip: (at, stop), quiet_end })
}

/// What a brace left open encloses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Scope {
    /// A namespace's body or a linkage specification's (`extern "C" {`).
    Namespace,
    /// A class's body.
    Class,
}

/// The scopes the braces left open before token `at` open, outermost first; `None` when one
/// of them is something else (a function body, a block, an initializer, an enumeration).
fn enclosing_scopes(tokens: &[Token], at: usize) -> Option<Vec<Scope>> {
    use TokenKind as K;
    let mut open: Vec<usize> = Vec::new();
    for (i, t) in tokens[..at].iter().enumerate() {
        match t.kind {
            K::LBrace | K::LBraceInit => open.push(i),
            K::RBrace => {
                open.pop();
            }
            _ => {}
        }
    }
    open.iter()
        .map(|&b| {
            if tokens[b].kind != K::LBrace {
                return None;
            }
            let mut j = b;
            // `namespace N {`, `namespace A::B {`, `namespace {`.
            while j > 0 && matches!(tokens[j - 1].kind, K::Ident | K::NamespaceName | K::ColonColon) {
                j -= 1;
            }
            if (j > 0 && tokens[j - 1].kind == K::KwNamespace) || (b > 1 && tokens[b - 1].kind == K::StringLit && tokens[b - 2].kind == K::KwExtern) {
                return Some(Scope::Namespace);
            }
            // A class head: its key, then no `;`, brace, `)` or `=` before the `{`.
            for t in tokens[..b].iter().rev() {
                match t.kind {
                    K::KwClass | K::KwStruct | K::KwUnion => return Some(Scope::Class),
                    K::Semi | K::LBrace | K::RBrace | K::RParen | K::Assign | K::KwEnum => return None,
                    _ => {}
                }
            }
            None
        })
        .collect()
}

/// One run of the grammar over the classified tokens, leaving out the `skipped` ranges.
fn run_grammar(text: &str, tokens: &[Token], skipped: &[bool]) -> (ast::TranslationUnit, Vec<SyntaxError>) {
    let ctx = ParseCtx { text, tokens, errors: RefCell::new(Vec::new()) };
    let input = tokens
        .iter()
        .enumerate()
        .filter(|&(i, t)| t.kind != TokenKind::Eof && !skipped[i])
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
    (unit, errors)
}

