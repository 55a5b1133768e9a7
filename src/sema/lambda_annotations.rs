//! The rule on lambdas annotated with an execution space: `[] __device__ (int v) {..}` needs
//! nvcc's `--extended-lambda` (cudafe++'s `--extended-lambda`), wherever the lambda is written
//! (host or device code, templates too). Without the flag the reference reports each one
//! (20155, discretionary) at the token after the annotation.

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::Token;
use crate::sema::references::References;
use crate::tables::diagnostics as catalog;

pub fn check(refs: &References, tokens: &[Token], extended_lambda: bool, sink: &mut DiagSink) {
    if extended_lambda {
        return;
    }
    for &at in &refs.annotated_lambdas {
        if let Some(t) = tokens.get(at as usize) {
            sink.emit(Diagnostic::new(&catalog::EXTENDED_LAMBDA_DISALLOWED, t.span));
        }
    }
}
