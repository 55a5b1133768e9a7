//! Whether control can reach the end of a function that returns a value: 940, a warning at
//! the body's closing brace, as cudafe++ reports it for host code and cicc for every function.
//!
//! The reference runs a flow analysis that knows which functions never return (`abort`,
//! `[[noreturn]]`) and folds constant conditions. cufe judges only what it can be sure of,
//! and says nothing otherwise: a body whose statements are declarations and expressions,
//! `return`s, `throw`s, blocks, `if`s whose condition reads a parameter or a variable of the
//! body (so both branches can run), and `while`, `for` and `do` loops whose condition does
//! (so the loop can end). A call returns unless a function of its name is declared
//! `noreturn` somewhere in the unit, or its name is an implementation's (`__trap`,
//! `__builtin_unreachable`); objects are constructed and destroyed unless their class's name
//! or a destructor is declared so. `switch`, labels, `goto`, `try`, inline assembly, lambdas
//! and statement expressions leave the verdict unknown. Templates are judged
//! when instantiated, which cufe does not do; `main` and functions with a deduced return type
//! are not judged, nor functions outside the primary source file.

use std::collections::HashSet;

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::{self, Token};
use crate::mangle::mangle::MangleType;
use crate::sema::cuda::{self, ExecSpace};
use crate::sema::symbols::SymbolTable;
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

/// Whether control reaches a point: certainly, certainly not, or cannot tell.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reach {
    Yes,
    No,
    Unknown,
}

struct Flow<'a> {
    text: &'a str,
    tokens: &'a [Token],
    table: &'a SymbolTable,
    /// Whether an offset is in the primary source file (only its functions are judged).
    in_primary_file: &'a dyn Fn(u32) -> bool,
    /// Device functions are judged too (as cicc does), not only host ones (as cudafe++).
    device_checks: bool,
    /// The enclosing namespaces and classes, for the function's name in the message.
    path: Vec<String>,
    /// The names of the functions declared never to return, anywhere in the unit (see
    /// `noreturn_names`): a call of any other name returns.
    noreturn: HashSet<String>,
    sink: &'a mut DiagSink,
}

pub fn check(unit: &TranslationUnit, table: &SymbolTable, tokens: &[Token], text: &str, in_primary_file: &dyn Fn(u32) -> bool, device_checks: bool, sink: &mut DiagSink) {
    let noreturn = noreturn_names(unit, tokens, text);
    let mut flow = Flow { text, tokens, table, in_primary_file, device_checks, path: Vec::new(), noreturn, sink };
    unit.decls.iter().for_each(|d| flow.decl(d));
}

impl Flow<'_> {
    fn tok(&self, i: u32) -> &str {
        self.tokens.get(i as usize).map(|t| lex::semantic_text(self.text, t)).unwrap_or("")
    }

    fn decl(&mut self, d: &Decl) {
        match d {
            Decl::Namespace { name, extra, decls, .. } => {
                let depth = self.path.len();
                let names: Vec<String> = name.iter().chain(extra).map(|t| self.tok(*t).to_string()).collect();
                self.path.extend(if names.is_empty() { vec!["<unnamed>".to_string()] } else { names });
                decls.iter().for_each(|d| self.decl(d));
                self.path.truncate(depth);
            }
            Decl::Linkage { decls, .. } => decls.iter().for_each(|d| self.decl(d)),
            Decl::Function(f) => self.function(f),
            Decl::Simple(s) => {
                for spec in &s.specs {
                    if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                        let Some(UnqualKind::Plain(seg)) = c.name.as_ref().map(|q| &q.last) else { continue };
                        if seg.template_args.is_some() {
                            continue; // a specialization: its members are a template's
                        }
                        self.path.push(self.tok(seg.tok).to_string());
                        for m in &c.members {
                            if let Member::Decl(d) = m {
                                self.decl(d);
                            }
                        }
                        self.path.pop();
                    }
                }
            }
            // Templates (and members of class templates) are judged when instantiated.
            _ => {}
        }
    }

    fn function(&mut self, f: &FunctionDef) {
        let FunctionBody::Block(body) = &f.body else { return };
        let Some(name) = f.declarator.name() else { return };
        if !(self.in_primary_file)(self.tokens.get(f.range.lo as usize).map_or(0, |t| t.span.lo)) {
            return;
        }
        let spaces = cuda::spaces_of(&f.specs, Some(&f.declarator));
        if !self.device_checks && cuda::exec_space(&spaces) == ExecSpace::Device {
            return;
        }
        let UnqualKind::Plain(seg) = &name.last else { return }; // operators, conversions, destructors
        let shown = self.tok(seg.tok).to_string();
        if shown == "main" && self.path.is_empty() && name.scopes.is_empty() {
            return;
        }
        if !self.returns_a_value(f, seg.tok) || (body.range.lo..body.range.hi).any(|t| matches!(self.tok(t), "co_return" | "co_await" | "co_yield")) {
            return;
        }
        let mut variables: HashSet<String> = HashSet::new();
        for p in f.declarator.function_params().map(|p| p.params.as_slice()).unwrap_or_default() {
            if let Some(UnqualKind::Plain(seg)) = p.declarator.name().map(|n| &n.last) {
                variables.insert(self.tok(seg.tok).to_string());
            }
        }
        if self.block(&body.stmts, &mut variables) == Reach::Yes {
            let mut full: Vec<&str> = self.path.iter().map(String::as_str).collect();
            let spelled = self.text_of(name.range);
            full.push(&spelled);
            let at = self.tokens.get(body.range.hi.saturating_sub(1) as usize).map(|t| t.span).unwrap_or_default();
            self.sink.emit(Diagnostic::new(&catalog::IMPLICIT_RETURN_FROM_NON_VOID_FUNCTION, at).arg("name", full.join("::")));
        }
    }

    fn text_of(&self, r: TokRange) -> String {
        (r.lo..r.hi).map(|t| self.tok(t)).collect()
    }

    /// Whether `f` certainly returns a value: a pointer or reference to anything, a builtin
    /// type other than `void`, or a named type the symbol table knows is not `void`.
    fn returns_a_value(&self, f: &FunctionDef, name_tok: u32) -> bool {
        // The layers outside the function declarator belong to the return type.
        let mut d = &f.declarator;
        let mut outer_layer = false;
        loop {
            match d {
                Declarator::Func { inner, quals, .. } if inner.is_plain_name() => {
                    if quals.trailing_return.is_some() {
                        return false; // `auto f() -> T`: not judged
                    }
                    break;
                }
                Declarator::Ptr { inner, .. } | Declarator::Array { inner, .. } | Declarator::Func { inner, .. } => {
                    outer_layer = true;
                    d = inner;
                }
                Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => d = inner,
                Declarator::Name { .. } => return false,
            }
        }
        if outer_layer {
            return true;
        }
        let mut builtin = None;
        for s in &f.specs {
            match s {
                DeclSpec::Builtin(t) => builtin = Some(builtin.unwrap_or(true) && self.tok(*t) != "void"),
                DeclSpec::Type(TypeSpec::Auto(_) | TypeSpec::DecltypeAuto(_)) => return false,
                _ => {}
            }
        }
        if let Some(value) = builtin {
            return value;
        }
        // Constructors (no type specifier at all) return nothing.
        if !f.specs.iter().any(|s| matches!(s, DeclSpec::Type(TypeSpec::Named(_)))) {
            return false;
        }
        // A named type: what the function's entity was declared to return.
        let Some(id) = self.table.declared_at(name_tok) else { return false };
        match &self.table.entities[id].declared {
            Some(MangleType::Function { ret, .. }) => !matches!(&**ret, MangleType::Builtin(v) if v == "v"),
            _ => false,
        }
    }

    /// Whether control can leave the statements at their end. `variables` holds the names
    /// whose values are only known at run time (parameters, non-const locals).
    fn block(&self, stmts: &[Stmt], variables: &mut HashSet<String>) -> Reach {
        let mut reach = Reach::Yes;
        for s in stmts {
            match self.stmt(s, variables) {
                Reach::No => return Reach::No,
                Reach::Unknown => reach = Reach::Unknown,
                Reach::Yes => {}
            }
        }
        reach
    }

    fn stmt(&self, s: &Stmt, variables: &mut HashSet<String>) -> Reach {
        match s {
            Stmt::Return(..) => Reach::No,
            Stmt::Expr(Expr::Throw(..), _) => Reach::No,
            Stmt::Expr(e, _) => self.plain(e),
            Stmt::Empty(_) => Reach::Yes,
            Stmt::Block(b) => {
                let mut inner = variables.clone();
                self.block(&b.stmts, &mut inner)
            }
            Stmt::Decl(d) => self.declaration(d, variables),
            Stmt::If { constexpr_: false, init: None, cond: Condition::Expr(cond), then, els, .. } => {
                if self.plain(cond) != Reach::Yes || !self.reads_variable(cond, variables) {
                    return Reach::Unknown;
                }
                let then = self.stmt(then, &mut variables.clone());
                let els = els.as_ref().map_or(Reach::Yes, |e| self.stmt(e, &mut variables.clone()));
                match (then, els) {
                    (Reach::Yes, _) | (_, Reach::Yes) => Reach::Yes,
                    (Reach::No, Reach::No) => Reach::No,
                    _ => Reach::Unknown,
                }
            }
            // A loop whose condition reads a run-time value can end at once.
            Stmt::While { cond: Condition::Expr(cond), .. } => self.runtime_condition(cond, variables),
            Stmt::For { init, cond: Some(Condition::Expr(cond)), step, .. } => {
                let mut inner = variables.clone();
                match self.stmt(init, &mut inner) {
                    Reach::Yes if step.as_ref().is_none_or(|e| self.plain(e) == Reach::Yes) => self.runtime_condition(cond, &inner),
                    Reach::No => Reach::No,
                    _ => Reach::Unknown,
                }
            }
            Stmt::DoWhile { body, cond, .. } => match self.stmt(body, &mut variables.clone()) {
                Reach::Yes => self.runtime_condition(cond, variables),
                other => other,
            },
            _ => Reach::Unknown,
        }
    }

    /// After a loop's condition: reached when it reads a run-time value and completes.
    fn runtime_condition(&self, cond: &Expr, variables: &HashSet<String>) -> Reach {
        if self.plain(cond) == Reach::Yes && self.reads_variable(cond, variables) {
            Reach::Yes
        } else {
            Reach::Unknown
        }
    }

    /// A declaration statement of variables with plain initializers completes; its non-const
    /// variables join `variables`.
    fn declaration(&self, d: &Decl, variables: &mut HashSet<String>) -> Reach {
        let Decl::Simple(s) = d else {
            return if matches!(d, Decl::StaticAssert { .. } | Decl::Alias { .. } | Decl::Using { .. } | Decl::UsingDirective { .. }) { Reach::Yes } else { Reach::Unknown };
        };
        // Objects of a named type may be constructed and destroyed: judged when neither may
        // be declared never to return.
        let specs_complete = s.specs.iter().all(|spec| match spec {
            DeclSpec::Builtin(_) | DeclSpec::Cv(_) | DeclSpec::Keyword(_) => true,
            DeclSpec::Type(TypeSpec::Named(q)) => self.constructs_and_returns(q),
            _ => false,
        });
        if !specs_complete {
            return Reach::Unknown;
        }
        let constant = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Cv(t) | DeclSpec::Keyword(t) if matches!(self.tok(*t), "const" | "constexpr" | "static")));
        let mut reach = Reach::Yes;
        for init in &s.declarators {
            let plain = match &init.init {
                None => Reach::Yes,
                Some(Initializer::Assign(e)) => self.plain(e),
                Some(_) => Reach::Unknown,
            };
            if plain != Reach::Yes || init.declarator.function_params().is_some() {
                reach = Reach::Unknown;
            }
            if let (false, Some(UnqualKind::Plain(seg))) = (constant, init.declarator.name().map(|n| &n.last)) {
                variables.insert(self.tok(seg.tok).to_string());
            }
        }
        reach
    }

    /// An expression that certainly completes: calls only of names no function declared
    /// never to return has, no operator a class may overload never to return, no
    /// construction, allocation, launch, lambda or statement expression in it.
    fn plain(&self, e: &Expr) -> Reach {
        let mut plain = true;
        let operators_return = !self.noreturn.contains("operator");
        visit(e, &mut |e| {
            let builtin_cast = matches!(e, Expr::Cast(_, ty, _, _) if ty.is_builtin_or_pointer());
            let returning_call = matches!(e, Expr::Call(callee, ..) if self.callee_returns(callee));
            let operator = matches!(e, Expr::Unary(..) | Expr::Postfix(..) | Expr::Binary(..) | Expr::Index(..));
            if !builtin_cast && !returning_call && !(operator && operators_return) && !matches!(e, Expr::Name(_) | Expr::Literal(_) | Expr::Strings(_) | Expr::This(_) | Expr::Paren(..) | Expr::Conditional(..) | Expr::Member(..)) {
                plain = false;
            }
        });
        if plain {
            Reach::Yes
        } else {
            Reach::Unknown
        }
    }

    /// Whether a call of `callee` returns: it is named (`f`, `N::f`, `o.f`, `p->f`, `f<T>`) by
    /// an identifier no function declared never to return has, and not an implementation's
    /// (`__trap`, `__builtin_trap`, `__assert_fail`: some never return without saying so).
    fn callee_returns(&self, callee: &Expr) -> bool {
        let name = match callee.without_parens() {
            Expr::Name(q) => &q.last,
            Expr::Member(_, _, q, _) => &q.last,
            _ => return false,
        };
        let UnqualKind::Plain(seg) = name else { return false };
        let word = self.tok(seg.tok);
        !word.starts_with("__") && !self.noreturn.contains(word)
    }

    /// Whether declaring an object of the named type certainly completes: neither its
    /// class's name (a constructor) nor any destructor is declared never to return.
    fn constructs_and_returns(&self, q: &QualName) -> bool {
        let UnqualKind::Plain(seg) = &q.last else { return false };
        let word = self.tok(seg.tok);
        !word.starts_with("__") && !self.noreturn.contains(word) && !self.noreturn.contains("~")
    }

    /// Whether `e` names one of `variables` (unqualified): its value is known only at run time.
    fn reads_variable(&self, e: &Expr, variables: &HashSet<String>) -> bool {
        let mut reads = false;
        visit(e, &mut |e| {
            if let Expr::Name(q) = e {
                if let (true, UnqualKind::Plain(seg)) = (q.scopes.is_empty() && !q.global, &q.last) {
                    reads |= variables.contains(self.tok(seg.tok));
                }
            }
        });
        reads
    }
}

/// Calls `f` on `e` and every sub-expression in it.
fn visit<'a>(e: &'a Expr, f: &mut dyn FnMut(&'a Expr)) {
    f(e);
    e.for_each_child(&mut |c| visit(c, f));
}

/// The names of the functions the unit declares never to return (`[[noreturn]]`,
/// `__attribute__((noreturn))`, `_Noreturn`), with operators as `operator`, destructors as
/// `~` and constructors by their class's name. A declaration counts when any of its tokens
/// is such an attribute: more names than the exact set, never fewer.
fn noreturn_names(unit: &TranslationUnit, tokens: &[Token], text: &str) -> HashSet<String> {
    let word = |t: u32| tokens.get(t as usize).map(|t| lex::semantic_text(text, t)).unwrap_or("");
    let says_noreturn = |r: TokRange| (r.lo..r.hi).any(|t| matches!(word(t), "noreturn" | "__noreturn__" | "_Noreturn"));
    let mut names = HashSet::new();
    let mut stack: Vec<&Decl> = unit.decls.iter().collect();
    while let Some(d) = stack.pop() {
        let declarators: Vec<&Declarator> = match d {
            Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => {
                stack.extend(decls.iter());
                continue;
            }
            Decl::Template { decl, .. } => {
                stack.push(decl);
                continue;
            }
            Decl::Function(f) => vec![&f.declarator],
            Decl::Simple(s) => {
                for spec in &s.specs {
                    if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                        stack.extend(c.members.iter().filter_map(|m| if let Member::Decl(d) = m { Some(d) } else { None }));
                    }
                }
                s.declarators.iter().map(|i| &i.declarator).collect()
            }
            _ => continue,
        };
        if !says_noreturn(d.range()) {
            continue;
        }
        for name in declarators.iter().filter(|d| d.function_params().is_some()).filter_map(|d| d.name()) {
            names.insert(match &name.last {
                UnqualKind::Plain(seg) => word(seg.tok).to_string(),
                UnqualKind::Destructor(_) => "~".to_string(),
                _ => "operator".to_string(),
            });
        }
    }
    names
}
