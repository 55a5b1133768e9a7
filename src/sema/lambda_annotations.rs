//! Rules on how a lambda is written, wherever it is (host or device code, templates too):
//! * annotated with an execution space (`[] __device__ (int v) {..}`), it needs nvcc's
//!   `--extended-lambda` (cudafe++'s `--extended-lambda`): without the flag the reference
//!   reports each one (20155, discretionary) at the token after the annotation;
//! * an explicit template parameter list (`[]<class T>(T v) {..}`) is C++20 (3288, a warning
//!   at the `<` of the unit's first one only, empty or not) and may not be empty (2909, at
//!   the `>`).

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::Token;
use crate::sema::references::References;
use crate::tables::diagnostics as catalog;

pub fn check(refs: &References, tokens: &[Token], extended_lambda: bool, cplusplus: u32, sink: &mut DiagSink) {
    let span = |at: u32| tokens.get(at as usize).map(|t| t.span);
    let mut lists = refs.lambda_template_lists.clone();
    lists.sort_unstable();
    // The C++20 warning comes once per unit, at the first list.
    let mut warned = cplusplus >= 202002;
    for (open, empty) in lists {
        if !std::mem::replace(&mut warned, true) {
            span(open).into_iter().for_each(|at| sink.emit(Diagnostic::new(&catalog::EXPLICIT_LAMBDA_TEMPLATE_PARAMETERS_IS_CPP20, at)));
        }
        if empty {
            span(open + 1).into_iter().for_each(|at| sink.emit(Diagnostic::new(&catalog::EMPTY_LAMBDA_TEMPLATE_PARAM_LIST, at)));
        }
    }
    if extended_lambda {
        return;
    }
    for &at in &refs.annotated_lambdas {
        if let Some(at) = span(at) {
            sink.emit(Diagnostic::new(&catalog::EXTENDED_LAMBDA_DISALLOWED, at));
        }
    }
}
