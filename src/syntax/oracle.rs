//! The name oracle (being written).
use crate::lex::Token;
pub fn classify(_text: &str, lexed: &[Token]) -> Vec<Token> { lexed.to_vec() }
