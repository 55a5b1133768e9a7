//! Lexing: preprocessed text → tokens (`token` defines the vocabulary, `lexer` produces it).
pub mod lexer;
pub mod token;
pub use lexer::{is_compound_assignment, keywords_for_standard, lex, operator_text, semantic_text, token_text, LexError, LexErrorKind, LexOutput};
pub use token::{Span, Token, TokenKind};
