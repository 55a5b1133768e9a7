//! A bound on how deep the syntax tree of a token stream can nest, checked before parsing.
//!
//! The passes over the tree recurse on its depth. The executable runs them on a thread with a
//! large reserved stack (see `main.rs`), which holds about a million levels of the deepest
//! shapes (parentheses, `a=a=...`, `a+a+...`, nested blocks). Rather than let a deeper input
//! overflow it, the driver asks here first and reports the input as too deep, with a location.
//!
//! The bound is conservative and cheap: at each token, the number of open brackets plus the
//! number of tokens since the last `;`, `{` or `}` (a statement's operators can chain that
//! deep), where a `,` directly inside braces also starts afresh (initializer lists and
//! enumerator lists are flat however long). Real code stays orders of magnitude below it.

use crate::lex::{Token, TokenKind};

/// The deepest nesting accepted; the worker stack is sized for it.
pub const MAX_NESTING: usize = 1_000_000;

/// The index of the first token at which the bound exceeds `limit`, if any.
pub fn too_deep_at(tokens: &[Token], limit: usize) -> Option<usize> {
    // The open brackets, innermost last: true for a brace.
    let mut open: Vec<bool> = Vec::new();
    let mut run = 0usize;
    for (i, t) in tokens.iter().enumerate() {
        match t.kind {
            TokenKind::LBrace => {
                open.push(true);
                run = 0;
            }
            TokenKind::RBrace => {
                open.pop();
                run = 0;
            }
            TokenKind::Semi => run = 0,
            TokenKind::Comma if open.last() == Some(&true) => run = 0,
            TokenKind::LParen | TokenKind::LBracket => open.push(false),
            TokenKind::RParen | TokenKind::RBracket => {
                open.pop();
            }
            _ => run += 1,
        }
        if open.len() + run > limit {
            return Some(i);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::Span;

    fn tokens(kinds: &[TokenKind]) -> Vec<Token> {
        kinds.iter().map(|&kind| Token { kind, span: Span::new(0, 0), space_before: false, line_start: false }).collect()
    }

    #[test]
    fn brackets_and_statement_length_count_initializer_lists_do_not() {
        use TokenKind::*;
        let nested = tokens(&[LParen, LParen, LParen, Ident, RParen, RParen, RParen]);
        assert_eq!(too_deep_at(&nested, 3), Some(3));
        assert_eq!(too_deep_at(&nested, 100), None);
        let list = tokens(&[LBrace, IntLit, Comma, IntLit, Comma, IntLit, Comma, IntLit, RBrace, Semi]);
        assert_eq!(too_deep_at(&list, 3), None);
        let chain = tokens(&[Ident, Plus, Ident, Plus, Ident, Semi]);
        assert_eq!(too_deep_at(&chain, 4), Some(4));
    }
}
