//! Lexing: preprocessed text → tokens (`token` defines the vocabulary, `lexer` produces it).
pub mod token;
pub use token::{Span, Token, TokenKind};
