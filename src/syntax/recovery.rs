//! EDG's recovery from a syntax error at namespace or class scope, where it differs from
//! lalrpop's (which resumes at the first token a declaration can start with): the stretch of
//! tokens EDG skips, so that `parse` can run the grammar again without them.
//!
//! Which scopes enclose a token is computed once per unit (`BraceScopes`): a unit of real
//! size with many errors asks for it once per error and per grammar run, and a scan from the
//! start of the unit each time made such a unit quadratic (52 s for a 2 MB unit with 20
//! mutations, where one parse takes 0.6 s).

use super::SyntaxError;
use crate::lex::{Token, TokenKind};

/// Tokens between a stretch EDG skips and a later syntax error beyond which the later error is
/// taken to be independent of how lalrpop recovered from the earlier one.
pub(super) const INDEPENDENT_DISTANCE: usize = 64;

/// A stretch of tokens EDG skips after a syntax error.
pub(super) struct Recovery {
    /// The error as reported.
    pub error: SyntaxError,
    /// The tokens skipped (half-open).
    pub skip: (usize, usize),
    /// Whether what the grammar reports at the token that ends the stretch (a `;`, `}` or
    /// the end of the input, where EDG resumes) is the same error's echo.
    pub quiet_end: bool,
}

/// What a brace left open encloses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Scope {
    /// A namespace's body or a linkage specification's (`extern "C" {`).
    Namespace,
    /// A class's body.
    Class,
    /// Anything else: a function body, a block, an initializer, an enumeration.
    Other,
}

/// What the braces left open before each token enclose, as far as EDG's recovery cares.
#[derive(Clone, Copy, Default)]
struct Enclosing {
    /// Every open brace is a namespace's or a class's (or none is open).
    declarations_only: bool,
    /// One of them is a class's.
    in_class: bool,
}

/// For every token of a unit, the scopes the braces before it leave open.
pub(super) struct BraceScopes {
    before: Vec<Enclosing>,
}

impl BraceScopes {
    /// One pass over the tokens; each brace's kind is judged once, from the tokens between it
    /// and the previous brace or `;`, so the whole costs time linear in the unit.
    pub fn new(tokens: &[Token]) -> BraceScopes {
        use TokenKind as K;
        let top = Enclosing { declarations_only: true, in_class: false };
        let mut open: Vec<Enclosing> = Vec::new();
        let mut before = Vec::with_capacity(tokens.len());
        for (i, t) in tokens.iter().enumerate() {
            let current = open.last().copied().unwrap_or(top);
            before.push(current);
            match t.kind {
                K::LBrace | K::LBraceInit => {
                    let kind = if t.kind == K::LBrace { brace_scope(tokens, i) } else { Scope::Other };
                    open.push(Enclosing {
                        declarations_only: current.declarations_only && kind != Scope::Other,
                        in_class: current.in_class || kind == Scope::Class,
                    });
                }
                K::RBrace => {
                    open.pop();
                }
                _ => {}
            }
        }
        BraceScopes { before }
    }

    /// What encloses token `at`: `None` when a brace that is neither a namespace's nor a
    /// class's is open there; else whether a class's is.
    fn in_class(&self, at: usize) -> Option<bool> {
        let e = self.before.get(at)?;
        e.declarations_only.then_some(e.in_class)
    }
}

/// What the `{` at `b` opens.
fn brace_scope(tokens: &[Token], b: usize) -> Scope {
    use TokenKind as K;
    let mut j = b;
    // `namespace N {`, `namespace A::B {`, `namespace {`.
    while j > 0 && matches!(tokens[j - 1].kind, K::Ident | K::NamespaceName | K::ColonColon) {
        j -= 1;
    }
    if (j > 0 && tokens[j - 1].kind == K::KwNamespace) || (b > 1 && tokens[b - 1].kind == K::StringLit && tokens[b - 2].kind == K::KwExtern) {
        return Scope::Namespace;
    }
    // A class head: its key, then no `;`, brace, `)` or `=` before the `{`.
    for t in tokens[..b].iter().rev() {
        match t.kind {
            K::KwClass | K::KwStruct | K::KwUnion => return Scope::Class,
            K::Semi | K::LBrace | K::LBraceInit | K::RBrace | K::RParen | K::Assign | K::KwEnum => return Scope::Other,
            _ => {}
        }
    }
    Scope::Other
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
/// * in a namespace definition's head (`namespace A::B:: {}`, `namespace N [[a]] ::M {}`),
///   it takes the next `{` as the namespace's body (`namespace_head_recovery`);
/// * elsewhere in a declaration at namespace or class scope (`int a b c;`), it skips to the
///   next `;` (over balanced brackets and braces, `int a b { int x = ; } int c = ;` is one
///   error) or to the `}` that closes the scope, and resumes there.
pub(super) fn edg_recovery(tokens: &[Token], scopes: &BraceScopes, e: &SyntaxError) -> Option<Recovery> {
    use TokenKind as K;
    let at = e.token as usize;
    if at >= tokens.len() {
        return None;
    }
    let in_class = scopes.in_class(at)?;
    if let Some(r) = namespace_head_recovery(tokens, e) {
        return Some(r);
    }
    let body = e.expected.iter().any(|x| x == "\"try\"") && !in_class;
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
    let error = if body { SyntaxError { token: e.token, expected: vec!["\"{\"".into()], known: None, follows_end: false } } else { e.clone() };
    let quiet_end = !(body && tokens.get(stop).is_some_and(|t| t.kind == K::LBrace));
    Some(Recovery { error, skip: (at, stop), quiet_end })
}

/// EDG's recovery from an error in a namespace definition's head: the tokens from the error to
/// the next `{` are skipped and that `{` opens the namespace's body (the name's trailing `::`
/// when the error is at the `{` itself). `None` outside a head (`using namespace`, a namespace
/// alias) or where a `;` or `}` comes before any `{`.
fn namespace_head_recovery(tokens: &[Token], e: &SyntaxError) -> Option<Recovery> {
    use TokenKind as K;
    let at = e.token as usize;
    let head = tokens[..at].iter().rposition(|t| matches!(t.kind, K::Semi | K::LBrace | K::LBraceInit | K::RBrace | K::Assign | K::KwNamespace))?;
    if tokens[head].kind != K::KwNamespace || (head > 0 && tokens[head - 1].kind == K::KwUsing) {
        return None;
    }
    let mut depth = 0usize;
    let brace = (at..tokens.len()).find(|&i| match tokens[i].kind {
        K::LParen | K::LParenType | K::LParenInit | K::LParenAmbig | K::LParenFold | K::LBracket | K::LBracketDesig => {
            depth += 1;
            false
        }
        K::RParen | K::RBracket => {
            depth = depth.saturating_sub(1);
            false
        }
        K::LBrace => depth == 0,
        K::Semi | K::RBrace | K::LBraceInit | K::Eof => depth == 0,
        _ => false,
    })?;
    if tokens[brace].kind != K::LBrace {
        return None;
    }
    let skip = if brace > at {
        (at, brace)
    } else if at > head + 1 && tokens[at - 1].kind == K::ColonColon {
        (at - 1, at)
    } else {
        return None;
    };
    Some(Recovery { error: e.clone(), skip, quiet_end: brace == at })
}
