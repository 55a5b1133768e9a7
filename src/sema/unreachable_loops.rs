//! A loop that control cannot reach: 128, a warning at the loop's first token, as the
//! reference reports it while parsing (in every function body of the unit's own file:
//! templates, lambdas, device code alike).
//!
//! The reference's rule, as observed: in a sequence of statements, control stops after a
//! `return`, `throw`, `break`, `continue` or `goto`, after an `if` whose branches all stop, and
//! after a loop whose condition is a literal true (`for (;;)`, `while (1)`, `do .. while
//! (true)`) and that no `break` leaves. The first statement after such a stop is unreachable
//! and reported when it is a loop; either way control counts as reaching what follows it
//! again (only the first statement of an unreachable run is judged). A label, `case` or
//! `default` is reachable. Calls of functions that never return are not known here: the
//! statements after them count as reachable (a missed warning, never a false one).

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::{self, Token};
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

pub fn check(unit: &TranslationUnit, tokens: &[Token], text: &str, in_primary_file: &dyn Fn(u32) -> bool, sink: &mut DiagSink) {
    let mut walk = Walk { tokens, text, in_primary_file, sink, breakable: Vec::new() };
    unit.decls.iter().for_each(|d| walk.decl(d));
}

struct Walk<'a> {
    tokens: &'a [Token],
    text: &'a str,
    in_primary_file: &'a dyn Fn(u32) -> bool,
    sink: &'a mut DiagSink,
    /// For each enclosing loop or `switch`, innermost last: whether a `break` leaves it.
    breakable: Vec<bool>,
}

impl Walk<'_> {
    fn tok(&self, i: u32) -> &str {
        self.tokens.get(i as usize).map(|t| lex::semantic_text(self.text, t)).unwrap_or("")
    }

    fn decl(&mut self, d: &Decl) {
        match d {
            Decl::Function(f) => self.function(f),
            Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => decls.iter().for_each(|d| self.decl(d)),
            Decl::Template { decl, .. } | Decl::ExplicitInstantiation { decl, .. } => self.decl(decl),
            Decl::Simple(s) => {
                for spec in &s.specs {
                    if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                        c.members.iter().for_each(|m| {
                            if let Member::Decl(d) = m {
                                self.decl(d)
                            }
                        });
                    }
                }
                let primary = self.tokens.get(s.range.lo as usize).is_some_and(|t| (self.in_primary_file)(t.span.lo));
                if primary {
                    s.declarators.iter().filter_map(|i| i.init.as_ref()).for_each(|i| i.for_each_expr(&mut |e| self.lambdas(e)));
                }
            }
            _ => {}
        }
    }

    fn function(&mut self, f: &FunctionDef) {
        let Some(token) = self.tokens.get(f.range.lo as usize) else { return };
        if !(self.in_primary_file)(token.span.lo) {
            return;
        }
        match &f.body {
            FunctionBody::Block(b) => self.routine(b),
            FunctionBody::Try(b, handlers, _) => {
                self.routine(b);
                handlers.iter().for_each(|h| self.routine(&h.body));
            }
            FunctionBody::Defaulted(_) | FunctionBody::Deleted(_) => {}
        }
    }

    /// A routine's body (a function's, a lambda's, a handler's, a statement expression's),
    /// then the lambdas written in it.
    fn routine(&mut self, b: &Block) {
        let saved = std::mem::take(&mut self.breakable);
        self.block(b, true);
        self.breakable = saved;
        b.stmts.iter().for_each(|s| s.for_each_expr(&mut |e| self.lambdas(e)));
    }

    /// The bodies of the lambdas and statement expressions in `e` and its sub-expressions.
    fn lambdas(&mut self, e: &Expr) {
        match e {
            Expr::Lambda(l) => self.routine(&l.body),
            Expr::StmtExpr(b, _) => self.routine(b),
            _ => e.for_each_child(&mut |c| self.lambdas(c)),
        }
    }

    /// Whether control leaves the block's end, entered with `reachable`.
    fn block(&mut self, b: &Block, reachable: bool) -> bool {
        b.stmts.iter().fold(reachable, |reachable, s| self.stmt(s, reachable))
    }

    /// Whether control continues after `s`, reached (or not) as `reachable` says.
    fn stmt(&mut self, s: &Stmt, reachable: bool) -> bool {
        match s {
            Stmt::Block(b) => return self.block(b, reachable),
            Stmt::Label { stmt, .. } | Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } => return self.stmt(stmt, true),
            _ => {}
        }
        if !reachable {
            if let Stmt::While { range, .. } | Stmt::DoWhile { range, .. } | Stmt::For { range, .. } | Stmt::RangeFor { range, .. } = s {
                if let Some(t) = self.tokens.get(range.lo as usize) {
                    self.sink.emit(Diagnostic::new(&catalog::LOOP_NOT_REACHABLE, t.span));
                }
            }
        }
        match s {
            Stmt::Return(..) | Stmt::Continue(_) | Stmt::Goto(..) => false,
            Stmt::Break(_) => {
                if let Some(leaves) = self.breakable.last_mut() {
                    *leaves = true;
                }
                false
            }
            Stmt::Expr(Expr::Throw(..), _) => false,
            Stmt::If { then, els, .. } => {
                let then = self.stmt(then, true);
                let els = els.as_ref().is_none_or(|e| self.stmt(e, true));
                then || els
            }
            Stmt::While { cond, body, .. } => self.looped(body, matches!(cond, Condition::Expr(e) if self.literally_true(e))),
            Stmt::For { cond, body, .. } => {
                let forever = match cond {
                    None => true,
                    Some(Condition::Expr(e)) => self.literally_true(e),
                    Some(Condition::Decl(_)) => false,
                };
                self.looped(body, forever)
            }
            Stmt::DoWhile { body, cond, .. } => {
                let forever = self.literally_true(cond);
                self.looped(body, forever)
            }
            Stmt::RangeFor { body, .. } => self.looped(body, false),
            Stmt::Switch { body, .. } => {
                self.breakable.push(false);
                self.stmt(body, true);
                self.breakable.pop();
                true
            }
            Stmt::Try { body, handlers, .. } => {
                self.block(body, true);
                handlers.iter().for_each(|h| {
                    self.block(&h.body, true);
                });
                true
            }
            _ => true,
        }
    }

    /// A loop's body; whether control continues after the loop: always, unless the loop runs
    /// `forever` and no `break` leaves it.
    fn looped(&mut self, body: &Stmt, forever: bool) -> bool {
        self.breakable.push(false);
        self.stmt(body, true);
        let broken = self.breakable.pop().unwrap_or(true);
        !forever || broken
    }

    /// `1`, `true` and other nonzero integer literals (in parentheses too).
    fn literally_true(&self, e: &Expr) -> bool {
        match e.without_parens() {
            Expr::Literal(t) => {
                let text = self.tok(*t);
                text == "true" || (text.bytes().all(|b| b.is_ascii_digit()) && text.bytes().any(|b| b != b'0'))
            }
            _ => false,
        }
    }
}
