//! Syntax: tokens → syntax tree. The name oracle (`oracle`) classifies identifiers and
//! marks the places that need more than one token of lookahead; the lalrpop grammar
//! (`grammar/cxx.lalrpop`, helpers in `build`) builds the tree (`ast`). Nothing here knows
//! what a name means beyond "type, template, namespace or other": that is `sema`'s job.

pub mod ast;
pub mod ast_walk;
pub mod build;
pub mod expected;
pub mod grammar_report;
pub mod nesting;
pub mod oracle;
mod recovery;
pub mod tree_print;

use std::cell::RefCell;

use crate::lex::{Token, TokenKind};
use recovery::{edg_recovery, BraceScopes, Recovery, INDEPENDENT_DISTANCE};

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
    /// A malformed construct the grammar recognises (and recovers from) itself.
    pub known: Option<KnownSyntaxError>,
    /// One of the errors EDG reports after the first at the end of the input
    /// (`expected::end_chain`): all at the same place, none is the echo of another.
    pub follows_end: bool,
}

/// Malformed constructs the grammar parses on purpose, so that the rest of the unit reads
/// as the reference reads it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum KnownSyntaxError {
    /// `struct B : A;`: a base clause without the class body (the name is still declared).
    MissingClassBody,
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

    /// Called by the grammar for a malformed construct it parses on purpose, at token `at`.
    pub fn known_error(&self, at: usize, known: KnownSyntaxError) {
        self.errors.borrow_mut().push(SyntaxError { token: at as u32, expected: vec![], known: Some(known), follows_end: false });
    }

    /// Called by the grammar's error-recovery productions.
    pub fn recover(&self, e: lalrpop_util::ErrorRecovery<usize, TokenKind, GrammarError>) {
        self.errors.borrow_mut().push(syntax_error(e.error));
    }
}

fn syntax_error(e: lalrpop_util::ParseError<usize, TokenKind, GrammarError>) -> SyntaxError {
    use lalrpop_util::ParseError::*;
    match e {
        InvalidToken { location } => SyntaxError { token: location as u32, expected: vec![], known: None, follows_end: false },
        UnrecognizedEof { location, expected } => SyntaxError { token: location as u32, expected, known: None, follows_end: false },
        UnrecognizedToken { token: (l, _, _), expected } => SyntaxError { token: l as u32, expected, known: None, follows_end: false },
        ExtraToken { token: (l, _, _) } => SyntaxError { token: l as u32, expected: vec![], known: None, follows_end: false },
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
            if e.follows_end || !out.last().is_some_and(|prev| is_echo(&self.tokens, prev.token as usize, e.token as usize)) {
                out.push(e);
            }
        }
        out
    }
}

/// Whether an error at token `at` is the echo of one at `prev`: fewer than `ECHO_DISTANCE` real
/// tokens lie between them.
fn is_echo(tokens: &[Token], prev: usize, at: usize) -> bool {
    let (lo, hi) = (prev.min(at), prev.max(at));
    tokens.get(lo..hi).map_or(0, |ts| ts.iter().filter(|t| t.span.hi > t.span.lo).take(ECHO_DISTANCE).count()) < ECHO_DISTANCE
}

/// How many times a unit is parsed again to follow EDG's recovery (`edg_recovery`); each
/// time skips one or more stretches of tokens.
const MAX_RECOVERIES: usize = 64;
/// And at most this many times the unit's tokens, or `RECOVERY_MIN_TOKENS`, whichever is
/// more, read by all the runs together: a unit's errors cost a bounded multiple of one parse
/// (small units, where the runs cost little, get all of theirs).
const RECOVERY_TOKEN_MULTIPLE: usize = 8;
const RECOVERY_MIN_TOKENS: usize = 500_000;
/// What a syntax error costs a run, in tokens read: lalrpop lists the tokens it expected at
/// each (about 25 us, where a token costs about 0.6 us).
const ERROR_COST_IN_TOKENS: usize = 40;
/// EDG's recovery is followed until this many errors are reported before the next one to
/// recover from: the front end's error limit (100 by default) stops the report there, so what
/// comes after is never shown. (With a higher `--error_limit`, the errors after the 100th
/// follow lalrpop's recovery.)
const REPORTED_ERRORS_FOLLOWED: usize = 100;

/// Parses the lexer's tokens (ending in `Eof`): classify names, then run the grammar.
///
/// After a syntax error, lalrpop's recovery resumes at the first token a declaration or
/// statement can start with; EDG skips further (`edg_recovery`), and what cufe would report
/// in between is not what the reference reports. So the grammar runs again with the tokens
/// EDG skips left out, once per such error, in source order.
///
/// A run starts where the previous one's first new recovery cannot reach back: after the last
/// file-scope declaration that ends before it (`final_declarations`). The declarations and
/// errors before are kept from the previous run. So errors in a program's own code, after
/// long headers, cost little more than one parse of the unit.
pub fn parse(text: &str, lexed: &[Token]) -> Parsed {
    let tokens = oracle::classify(text, lexed);
    let scopes = BraceScopes::new(&tokens);
    // Tokens the grammar does not read, the stretches whose errors are not reported (the
    // skipped tokens and the `;` or `}` EDG resumes at), and the errors that made EDG skip.
    let mut skipped = vec![false; tokens.len()];
    let mut quiet: Vec<(usize, usize)> = Vec::new();
    let mut recovered: Vec<SyntaxError> = Vec::new();
    // The declarations and errors of the tokens before `start`, which later runs do not read.
    let mut decls: Vec<ast::Decl> = Vec::new();
    let mut final_errors: Vec<SyntaxError> = Vec::new();
    let mut start = 0;
    let budget = (RECOVERY_TOKEN_MULTIPLE * tokens.len()).max(RECOVERY_MIN_TOKENS);
    let (mut runs, mut read) = (0, 0);
    loop {
        let (unit, errors) = run_grammar(text, &tokens, &skipped, start..tokens.len());
        runs += 1;
        read += tokens.len() - start + ERROR_COST_IN_TOKENS * errors.len();
        let is_quiet = |e: &SyntaxError| quiet.iter().any(|&(lo, hi)| (lo..hi).contains(&(e.token as usize)));
        // The recoveries of this run: the first error's, and those of later errors far enough
        // from the previous stretch that lalrpop's own recovery cannot have caused them
        // (`INDEPENDENT_DISTANCE`); a nearer one waits for the next run. Taking the
        // independent ones together keeps the runs few on input with many errors.
        let mut next: Vec<Recovery> = Vec::new();
        if runs <= MAX_RECOVERIES && read <= budget {
            let mut after = quiet.last().map_or(0, |&(_, hi)| hi);
            for e in errors.iter().filter(|e| !is_quiet(e)) {
                let at = e.token as usize;
                if at < after {
                    continue;
                }
                if next.is_empty() {
                    // The first error (in source order) EDG recovers from differently.
                    if let Some(r) = edg_recovery(&tokens, &scopes, e) {
                        after = r.skip.1 + 1;
                        next.push(r);
                    }
                    continue;
                }
                // Later ones only while they are independent; the first that is not (or has no
                // recovery of EDG's own) is judged again after the next run.
                let Some(r) = (at >= after + INDEPENDENT_DISTANCE).then(|| edg_recovery(&tokens, &scopes, e)).flatten() else { break };
                after = r.skip.1 + 1;
                next.push(r);
            }
        }
        // For grammar authors following EDG's recovery: each run's errors and the stretches skipped.
        if std::env::var_os("CUFE_DEBUG_RECOVERY").is_some() {
            eprintln!("run {runs}: errors {:?} recoveries {:?}", errors.iter().map(|e| e.token).collect::<Vec<_>>(), next.iter().map(|r| r.skip).collect::<Vec<_>>());
        }
        if let Some(first) = next.first() {
            let before = |e: &&SyntaxError| (e.token as usize) < first.skip.0 && !is_quiet(e);
            let mut shown: Vec<&SyntaxError> = final_errors.iter().chain(&errors).filter(before).chain(&recovered).collect();
            shown.sort_by_key(|e| e.token);
            if DistinctErrors::default().update(&tokens, shown.into_iter()) >= REPORTED_ERRORS_FOLLOWED {
                next.clear();
            }
        }
        let Some(first) = next.first() else {
            decls.extend(unit.decls);
            final_errors.extend(errors);
            final_errors.retain(|e| !is_quiet(e));
            final_errors.extend(recovered);
            final_errors.sort_by_key(|e| e.token);
            let mut parsed = Parsed { tokens, unit: ast::TranslationUnit { decls }, errors: final_errors };
            // An error at the end of the input is followed by those of the constructs still open.
            // EDG reports a block's or a class's missing `}` there even right after another
            // error (it skipped to the end looking for a `;` or `}`): such an echo is reported.
            let reported = parsed.reported_errors();
            let last_reported_at_end = reported.last().is_some_and(|e| parsed.tokens.get(e.token as usize).is_some_and(|t| t.kind == TokenKind::Eof));
            let followed = reported.len() < REPORTED_ERRORS_FOLLOWED;
            let at_end = parsed.errors.last().filter(|e| e.known.is_none() && parsed.tokens.get(e.token as usize).is_some_and(|t| t.kind == TokenKind::Eof));
            if let Some(last) = at_end.filter(|e| followed && (last_reported_at_end || expected::missing(&e.expected, true) == expected::Missing::RBrace)) {
                let chain = expected::end_chain(text, &parsed.tokens, &skipped, start, last, budget.saturating_sub(read));
                if !last_reported_at_end {
                    parsed.errors.last_mut().expect("an error at the end").follows_end = true;
                }
                parsed.errors.extend(chain);
            }
            return parsed;
        };
        // Later recoveries all lie after this one: the file-scope declarations that end
        // before it are final, and so are their errors.
        let (kept, restart) = final_declarations(&unit.decls, &tokens, &skipped, first.skip.0);
        if kept > 0 {
            decls.extend(unit.decls.into_iter().take(kept));
            final_errors.extend(errors.into_iter().filter(|e| (e.token as usize) < restart));
            start = restart;
        }
        for r in next {
            recovered.push(r.error);
            skipped[r.skip.0..r.skip.1].iter_mut().for_each(|s| *s = true);
            quiet.push((r.skip.0, if r.quiet_end { r.skip.1 + 1 } else { r.skip.1 }));
        }
    }
}

/// How many of a run's file-scope declarations `decls` (read from `skipped` tokens) end before
/// token `before`, the first new recovery, and can be kept: each such declaration followed by
/// one that starts at the next token read, before `before`. There the grammar was between two declarations,
/// not inside one and not dropping tokens to recover from an error (its recovery can leave
/// braces unmatched, so the tokens' own nesting does not tell), and a run started there reads
/// what follows as the whole run did. Also where the next run starts (0 when none is kept).
fn final_declarations(decls: &[ast::Decl], tokens: &[Token], skipped: &[bool], before: usize) -> (usize, usize) {
    let next_read = |from: usize| (from..tokens.len()).find(|&j| !skipped[j] && tokens[j].kind != TokenKind::Eof).unwrap_or(tokens.len());
    let mut kept = (0, 0);
    for (i, pair) in decls.windows(2).enumerate() {
        let (hi, next) = (pair[0].range().hi as usize, pair[1].range().lo as usize);
        // The grammar ended the declaration on seeing the next token: that one must come
        // before the recovery too, or the next run may end the declaration elsewhere.
        if next >= before {
            break;
        }
        if next == next_read(hi) {
            kept = (i + 1, hi);
        }
    }
    kept
}

/// A run of the grammar stops reading after this many syntax errors that would each be
/// reported (`Parsed::reported_errors`): more than the front end's error limit (100 by
/// default) plus the errors of the stretches EDG skips (at most one per recovery), so the
/// report up to the limit is the same, while a unit that lost a brace early does not pay
/// lalrpop's recovery (it lists the expected tokens, cloning its stack for each) on each of
/// the tokens after it, in every run. (With a higher `--error_limit`, the report may end
/// sooner.)
const MAX_ERRORS_PER_RUN: usize = 200;

/// One run of the grammar over the classified tokens of `range`, leaving out the `skipped` ones; its
/// errors, and the tree when no error was left unrecovered.
fn run_grammar(text: &str, tokens: &[Token], skipped: &[bool], range: std::ops::Range<usize>) -> (ast::TranslationUnit, Vec<SyntaxError>) {
    let ctx = ParseCtx { text, tokens, errors: RefCell::new(Vec::new()) };
    let mut counted = DistinctErrors::default();
    // Where the input was cut short after `MAX_ERRORS_PER_RUN` errors.
    let cut = std::cell::Cell::new(None);
    let input = tokens[range.clone()]
        .iter()
        .zip(range)
        .map(|(t, i)| (i, t))
        .filter(|&(i, t)| t.kind != TokenKind::Eof && !skipped[i])
        .take_while(|&(i, _)| {
            if counted.update(tokens, ctx.errors.borrow().iter()) < MAX_ERRORS_PER_RUN {
                return true;
            }
            cut.set(Some(i));
            false
        })
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
    // What the grammar says at the cut (an unexpected end of the input) is not in the unit.
    if let Some(cut) = cut.get() {
        errors.retain(|e| (e.token as usize) < cut);
    }
    (unit, errors)
}

/// Counts a run's errors as `Parsed::reported_errors` would report them, as they come: each
/// at least `ECHO_DISTANCE` real tokens after the previous one counted.
#[derive(Default)]
struct DistinctErrors {
    /// How many of the run's errors have been looked at.
    seen: usize,
    /// The token of the last error counted.
    last: Option<usize>,
    count: usize,
}

impl DistinctErrors {
    /// Counts the errors after the `seen` first of `errors` (in source order).
    fn update<'e>(&mut self, tokens: &[Token], errors: impl IntoIterator<Item = &'e SyntaxError>) -> usize {
        for e in errors.into_iter().skip(self.seen) {
            self.seen += 1;
            let at = e.token as usize;
            if !self.last.is_some_and(|last| is_echo(tokens, last, at)) {
                self.count += 1;
                self.last = Some(at);
            }
        }
        self.count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;

    fn parsed(text: &str) -> Parsed {
        let map = SourceMap::with_name(text, "t.ii");
        parse(text, &crate::lex::lex(text, &map).tokens)
    }

    fn kinds(p: &Parsed) -> Vec<&'static str> {
        p.unit
            .decls
            .iter()
            .map(|d| match d {
                ast::Decl::Simple(_) => "simple",
                ast::Decl::Template { decl, .. } if matches!(**decl, ast::Decl::Simple(_)) => "template simple",
                ast::Decl::Template { .. } => "template other",
                ast::Decl::Empty(_) => "empty",
                ast::Decl::Error(_) => "error",
                _ => "other",
            })
            .collect()
    }

    fn error_lines(p: &Parsed, text: &str) -> Vec<usize> {
        p.reported_errors().iter().map(|e| text[..p.tokens[e.token as usize].span.lo as usize].matches('\n').count() + 1).collect()
    }

    #[test]
    fn declarations_before_the_first_recovery_are_kept_from_the_run_that_found_it() {
        let text = "int a;\nint b;\nint c d;\nint e;\nint f g;\nint h;\n";
        let p = parsed(text);
        assert_eq!(error_lines(&p, text), vec![3, 5]);
        assert_eq!(kinds(&p), vec!["simple"; 6]);
    }

    #[test]
    fn a_declaration_ended_by_the_token_a_recovery_skips_is_read_again() {
        // The first run ends `template <class T> T` at the second `template`, which EDG's
        // recovery skips (to the `;` after `int g`): the next run must read the declaration
        // again, as `template <class T> T ;`, not keep the first run's broken one.
        let text = "struct S26 { int a; };\nstruct S27 { int a; };\ntemplate <class T> T  template f27(T x) { return x; }\nint g;\nint h;\n";
        let p = parsed(text);
        assert_eq!(error_lines(&p, text), vec![3]);
        assert_eq!(kinds(&p), vec!["simple", "simple", "template simple", "simple"]);
    }

    #[test]
    fn a_run_stops_reading_after_max_errors_per_run() {
        // A brace lost early: every declaration after it is an error in the class.
        let body: String = (0..5000).map(|i| format!("int v{i} w{i} x{i};\n")).collect();
        let text = format!("struct S {{\n{body}");
        let map = SourceMap::with_name(&text, "t.ii");
        let tokens = oracle::classify(&text, &crate::lex::lex(&text, &map).tokens);
        let (_, errors) = run_grammar(&text, &tokens, &vec![false; tokens.len()], 0..tokens.len());
        let distinct = Parsed { tokens: tokens.clone(), unit: ast::TranslationUnit::default(), errors }.reported_errors().len();
        assert!((MAX_ERRORS_PER_RUN - 1..=MAX_ERRORS_PER_RUN).contains(&distinct), "{distinct}");
    }
}
