//! User-defined literals (`12_km`, `"ab"_s`) whose literal operator no declaration provides.
//!
//! EDG looks the suffix's `operator""X` up where the literal stands; where none is found it
//! reports 2486 at the literal (also inside a template's definition), after warning that a
//! suffix not starting with `_` is reserved (2506, at the unit's first literal of that
//! suffix). This
//! model stays silent wherever the unit declares or names any literal operator of that
//! suffix, in any scope: which one lookup would find is not judged.

use crate::diag::Diagnostic;
use crate::fx_hash::{FxHashMap, FxHashSet};
use crate::lex::{Token, TokenKind};
use crate::sema::typing::expr::Body;
use crate::syntax::ast::TokRange;
use crate::tables::diagnostics as catalog;

/// What the unit's tokens say about user-defined literals, before any is judged.
#[derive(Default)]
pub(super) struct LiteralSuffixes {
    /// The suffixes of every literal operator the unit names: `operator""_x` (one token) or
    /// `operator "" _x` (two).
    declared: FxHashSet<String>,
    /// The first literal of each suffix, by token: EDG warns of a reserved suffix once.
    first_use: FxHashMap<String, u32>,
}

impl LiteralSuffixes {
    pub(super) fn scan(tokens: &[Token], text: &str) -> LiteralSuffixes {
        let spelling = |i: usize| tokens.get(i).map(|t| &text[t.span.lo as usize..t.span.hi as usize]).unwrap_or("");
        let mut out = LiteralSuffixes::default();
        for (i, t) in tokens.iter().enumerate() {
            if t.kind == TokenKind::KwOperator {
                if let Some(suffix) = spelling(i + 1).strip_prefix("\"\"") {
                    out.declared.insert(if suffix.is_empty() { spelling(i + 2) } else { suffix }.to_string());
                }
            } else if t.kind == TokenKind::UserLit && (i == 0 || tokens[i - 1].kind != TokenKind::KwOperator) {
                if let Some(suffix) = suffix(spelling(i)) {
                    out.first_use.entry(suffix).or_insert(i as u32);
                }
            }
        }
        out
    }
}

/// The ud-suffix of a user-defined literal's spelling: after the closing quote of a string or
/// character literal, after the digits of a number. A number's suffix counts only where it
/// certainly is no builtin suffix: it starts with `_` or with a letter no standard or GNU
/// suffix starts with (EDG takes some the lexer does not, `1lL`).
pub(super) fn suffix(spelling: &str) -> Option<String> {
    if let Some(quote) = spelling.rfind(['"', '\'']).filter(|_| !spelling.starts_with(|c: char| c.is_ascii_digit() || c == '.')) {
        return Some(spelling[quote + 1..].to_string());
    }
    let digits: Vec<u8> = spelling.bytes().filter(|&b| b != b'\'').collect();
    let suffix = crate::lex::lexer::number_ud_suffix(&digits)?;
    let builtin_start = |c: u8| b"uUlLzZfFiIjJwWqQdDbB".contains(&c);
    (!builtin_start(*suffix.first()?)).then(|| String::from_utf8_lossy(suffix).into_owned())
}

impl Body<'_, '_> {
    /// Judges the user-defined literals among the tokens of a literal (a string literal's
    /// pieces included).
    pub(super) fn check_user_literals(&mut self, r: TokRange) {
        for t in r.lo..r.hi {
            let Some(token) = self.walk.tokens.get(t as usize) else { continue };
            if token.kind != TokenKind::UserLit || (self.walk.in_system_header)(token.span.lo) {
                continue;
            }
            let Some(suffix) = suffix(self.walk.tok(t)) else { continue };
            let known = &self.walk.literal_suffixes;
            if suffix.is_empty() || known.declared.contains(&suffix) {
                continue;
            }
            let first = known.first_use.get(&suffix) == Some(&t);
            let at = self.walk.span(t);
            if !suffix.starts_with('_') && first {
                self.emit(Diagnostic::new(&catalog::LIT_SUFFIX_NO_UNDERSCORE, at));
            }
            self.emit(Diagnostic::new(&catalog::LITERAL_OPERATOR_NOT_FOUND, at));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::suffix;

    #[test]
    fn suffixes() {
        assert_eq!(suffix("12_km").as_deref(), Some("_km"));
        assert_eq!(suffix("1'000r").as_deref(), Some("r"));
        assert_eq!(suffix("\"ab\"_s").as_deref(), Some("_s"));
        assert_eq!(suffix("u8\"ab\"s").as_deref(), Some("s"));
        assert_eq!(suffix("'c'_c").as_deref(), Some("_c"));
        assert_eq!(suffix("12").as_deref(), None);
        // Possibly a builtin suffix EDG takes: not judged.
        assert_eq!(suffix("1lL").as_deref(), None);
        assert_eq!(suffix("1uLL_x").as_deref(), None);
    }
}
