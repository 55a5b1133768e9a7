//! Constant expressions: whether an expression the language requires to be constant (a
//! `constexpr` variable's initializer, a `static_assert` condition, a `case` label) certainly
//! is not (28, at the expression's first token), and a `static_assert` whose condition
//! evaluates to false (1574 with its message, 2784 without, at `static_assert`).
//!
//! Values come from sema's one evaluator (`constant_eval`); this module is its environment in
//! routine bodies and declarations: the enumerators and constant integer variables the symbol
//! table evaluated, declared before their use, and the `constexpr` functions defined so far.
//!
//! Nothing is evaluated: an expression is certainly not constant when evaluating it must read
//! a variable no constant expression may read (a parameter, a variable that is not `const`,
//! a `const` integer whose initializer is not constant), call a function that is not
//! `constexpr` or a builtin EDG does not evaluate (`tables/builtins.yaml`), call a `constexpr`
//! function whose straight-line body certainly does one of those, or divide by a literal zero. Whatever this cannot tell (class types and their
//! operators, references, casts to class types, member accesses, lambdas, templates) is
//! unknown, and unknown is silent.

use std::borrow::Cow;
use std::rc::Rc;

use crate::diag::Diagnostic;
use crate::mangle::mangle::MangleType;
use crate::sema::constant_eval::{self, ConstantEnv, ConstexprFunction, Int};
use crate::sema::symbols::{EntityId, EntityKind, ScopeId, ScopeKind};
use crate::tables::diagnostics as catalog;
use crate::sema::typing::expr::Body;
use crate::sema::typing::lookup::Found;
use crate::sema::typing::ty::{self, QualType, Type};
use crate::syntax::ast::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constness {
    Constant,
    NotConstant,
    Unknown,
}

use Constness::*;

/// Both operands must be constant; either one not constant makes the whole not constant.
fn both(a: Constness, b: Constness) -> Constness {
    match (a, b) {
        (NotConstant, _) | (_, NotConstant) => NotConstant,
        (Constant, Constant) => Constant,
        _ => Unknown,
    }
}

impl Body<'_, '_> {
    /// `static_assert(cond, message)` at `range`: the condition must be constant (28), and
    /// true where this model evaluates it (1574, 2784).
    pub(super) fn static_assertion(&mut self, cond: &Expr, message: Option<Tok>, range: TokRange, scope: ScopeId) {
        let errors = self.walk.errors;
        self.require_constant(cond, scope);
        self.warn_constant_evaluated_calls(cond);
        if self.walk.errors != errors {
            return;
        }
        let Some(value) = constant_eval::evaluate(&BodyEnv { body: self }, cond, scope) else { return };
        if value.value != 0 {
            return;
        }
        let at = self.walk.span(range.lo);
        let d = match message {
            Some(m) => Diagnostic::new(&catalog::STATIC_ASSERT, at).arg("message", self.walk.tok(m).to_string()),
            None => Diagnostic::new(&catalog::TERSE_STATIC_ASSERT, at),
        };
        self.emit(d);
    }

    /// Whether `e`, seen from `scope`, is a constant expression.
    pub(super) fn constness(&self, e: &Expr, scope: ScopeId) -> Constness {
        match e {
            Expr::Literal(t) => {
                if crate::sema::typing::expr::literal_type(self.walk.tok(*t)).is_some() {
                    Constant
                } else {
                    Unknown
                }
            }
            Expr::Strings(_) => Constant,
            Expr::SizeofExpr(..) | Expr::SizeofType(..) | Expr::AlignofExpr(..) | Expr::AlignofType(..) | Expr::SizeofPack(..) | Expr::Noexcept(..) => Constant,
            Expr::Paren(inner, _) => self.constness(inner, scope),
            Expr::Name(q) => self.name_constness(q, scope),
            Expr::Unary(op, operand, _) => match self.walk.tok(*op) {
                "+" | "-" | "!" | "~" | "not" | "compl" => self.constness(operand, scope),
                // `*p` reads `p` first.
                "*" if self.constness(operand, scope) == NotConstant => NotConstant,
                _ => Unknown,
            },
            Expr::Binary(op, l, r, _) => {
                let op = self.walk.op(*op);
                match op {
                    // The right operand is evaluated only when the left one does not decide.
                    "&&" | "||" | "and" | "or" => match self.constness(l, scope) {
                        NotConstant => NotConstant,
                        Constant if self.constness(r, scope) == Constant => Constant,
                        _ => Unknown,
                    },
                    "/" | "%" if is_zero_literal(self, r) && self.constness(l, scope) != Unknown => NotConstant,
                    "+" | "-" | "*" | "/" | "%" | "<<" | ">>" | "<" | ">" | "<=" | ">=" | "==" | "!=" | "&" | "|" | "^" | "bitand" | "bitor" | "xor" | "not_eq" => {
                        both(self.constness(l, scope), self.constness(r, scope))
                    }
                    _ => Unknown,
                }
            }
            Expr::Conditional(c, a, b, _) => match self.constness(c, scope) {
                NotConstant => NotConstant,
                Constant => {
                    let a = a.as_ref().map_or(Constant, |a| self.constness(a, scope));
                    if a == Constant && self.constness(b, scope) == Constant {
                        Constant
                    } else {
                        Unknown
                    }
                }
                Unknown => Unknown,
            },
            // The operand is evaluated whatever the target type.
            Expr::Cast(CastKind::Static | CastKind::CStyle, _, operand, _) if self.constness(operand, scope) == NotConstant => NotConstant,
            Expr::Index(a, i, _) if self.constness(a, scope) == NotConstant || self.constness(i, scope) == NotConstant => NotConstant,
            Expr::Call(callee, args, _) => self.call_constness(callee, args, scope),
            _ => Unknown,
        }
    }

    /// A variable's value, an enumerator, or anything else a name denotes.
    fn name_constness(&self, q: &QualName, scope: ScopeId) -> Constness {
        let Some(ids) = self.resolve_for_constness(q, scope) else { return Unknown };
        let [id] = ids.as_slice() else { return Unknown };
        let e = &self.table().entities[*id];
        match e.kind {
            EntityKind::Enumerator => Constant,
            EntityKind::Variable => self.variable_constness(*id),
            _ => Unknown,
        }
    }

    fn resolve_for_constness(&self, q: &QualName, scope: ScopeId) -> Option<Vec<EntityId>> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        if q.scopes.is_empty() && !q.global && seg.template_args.is_none() {
            let name = self.walk.tok(seg.tok);
            return match self.walk.lookup.unqualified(scope, name, seg.tok, self.member_of) {
                Found::Entities(ids) => Some(ids),
                Found::Unknown if self.walk.lookup.using_names.contains(name) => self.through_using_declarations(scope, name),
                _ => None,
            };
        }
        None
    }

    /// Unqualified lookup of a name some using-declaration brings in (`using std::fabs;` in
    /// `<math.h>`), which the typing lookup leaves unknown: the table's lookup, which merges
    /// what the using-declarations of namespace and block scopes bring with the scopes' own
    /// declarations. Not from inside a class's scope, whose using-declarations the table
    /// does not resolve.
    fn through_using_declarations(&self, scope: ScopeId, name: &str) -> Option<Vec<EntityId>> {
        let table = self.table();
        let mut s = Some(scope);
        while let Some(at) = s {
            if matches!(table.scopes[at].kind, ScopeKind::Class | ScopeKind::TemplateParams) {
                return None;
            }
            s = table.scopes[at].parent;
        }
        let mut ids = table.lookup_all(scope, name, &[]);
        ids.sort_unstable();
        ids.dedup();
        (!ids.is_empty()).then_some(ids)
    }

    /// Reading a scalar variable: constant for a `constexpr` one and a `const` integer with
    /// a constant initializer; not constant for any other variable of the program's (a
    /// parameter, a non-`const` variable).
    pub(super) fn variable_constness(&self, id: EntityId) -> Constness {
        let e = &self.table().entities[id];
        if e.constexpr {
            return Constant;
        }
        let Some(t) = e.declared.as_ref().and_then(|d| ty::from_declared(self.table(), d)) else { return Unknown };
        let scalar = t.ty.is_arithmetic() || matches!(t.ty, Type::Enum(_) | Type::Pointer(_));
        let scope_kind = self.table().scopes[e.scope].kind;
        if !scalar || scope_kind == ScopeKind::Class || (self.walk.in_system_header)(self.walk.span(e.name_tok).lo) {
            return Unknown;
        }
        if !t.is_const {
            return NotConstant;
        }
        if !(t.ty.is_integral() || matches!(t.ty, Type::Enum(_))) {
            return Unknown;
        }
        if let Some(&c) = self.walk.constant_variables.get(&e.name_tok) {
            return c;
        }
        // A parameter (declared before the body) has no initializer a constant expression
        // could read.
        match self.body_start {
            Some(start) if scope_kind == ScopeKind::Block && e.name_tok < start => NotConstant,
            _ => Unknown,
        }
    }

    /// A call of a function that is not `constexpr` (by every declaration of every candidate),
    /// of a builtin EDG never evaluates, or of a `constexpr` function whose every evaluation
    /// calls one of those, is not constant.
    fn call_constness(&self, callee: &Expr, args: &[Expr], scope: ScopeId) -> Constness {
        let Expr::Name(q) = callee else { return Unknown };
        let UnqualKind::Plain(seg) = &q.last else { return Unknown };
        let name = self.walk.tok(seg.tok);
        if let (true, Some(builtin)) = (q.scopes.is_empty() && !q.global, name.strip_prefix("__builtin_")) {
            return if crate::tables::builtins::NOT_CONSTANT.binary_search(&builtin).is_ok() { NotConstant } else { Unknown };
        }
        // Arguments of class or enum type could bring constexpr overloads by
        // argument-dependent lookup: only calls whose arguments have none are judged.
        if seg.template_args.is_some() || name.starts_with("__") || !args.iter().all(|a| self.has_no_associated_classes(a, scope)) {
            return Unknown;
        }
        let Some(ids) = self.resolve_for_constness(q, scope) else { return Unknown };
        let table = self.table();
        // Overloads (`fabs(double)` beside `<cmath>`'s constexpr `fabs(float)` and its
        // template for integers): the one that takes every argument as it is, where there is
        // one, is the one called.
        let ids = match self.exact_match(&ids, args, scope) {
            Some(id) => vec![id],
            None => ids,
        };
        if ids.is_empty() || !self.walk.lookup.plain_functions(&ids) {
            return Unknown;
        }
        // The C library's functions (C language linkage, or declared by a system header):
        // EDG knows some by name and evaluates them as builtins (`ceil`, `strlen`, wherever
        // declared), so only those it was seen not to evaluate are judged.
        let library = |id: &EntityId| table.entities[*id].extern_c || (self.walk.in_system_header)(self.walk.span(table.entities[*id].name_tok).lo);
        if ids.iter().any(library) {
            let judged = ids.iter().all(library) && ids.iter().all(|&id| !table.entities[id].constexpr);
            return if judged && crate::tables::builtins::LIBRARY_NOT_CONSTANT.binary_search(&name).is_ok() { NotConstant } else { Unknown };
        }
        match ids.as_slice() {
            _ if ids.iter().all(|&id| !table.entities[id].constexpr) => NotConstant,
            [id] if self.walk.never_constant_functions.contains(id) => NotConstant,
            _ => Unknown,
        }
    }

    /// Whether the type of argument `a` is certainly a builtin arithmetic type or a pointer
    /// to one (no class or enum whose namespace argument-dependent lookup would search): a
    /// literal, or a variable of such a type, or its address.
    fn has_no_associated_classes(&self, a: &Expr, scope: ScopeId) -> bool {
        match a {
            Expr::Literal(t) => crate::sema::typing::expr::literal_type(self.walk.tok(*t)).is_some(),
            Expr::Strings(_) => true,
            _ => self.plain_argument_type(a, scope).is_some(),
        }
    }

    /// The type of a value argument `a` as a call passes it (arrays decayed, cv-qualifiers
    /// gone), where it is a builtin arithmetic type or a pointer to one and this model can
    /// tell: a literal, a variable, its address, its negation.
    fn plain_argument_type(&self, a: &Expr, scope: ScopeId) -> Option<QualType> {
        let plain = |t: &QualType| t.ty.is_arithmetic() || matches!(&t.ty, Type::Pointer(p) if p.ty.is_arithmetic());
        let found = match a {
            Expr::Literal(t) => crate::sema::typing::expr::literal_type(self.walk.tok(*t))?.ty,
            Expr::Paren(inner, _) => return self.plain_argument_type(inner, scope),
            Expr::Unary(op, inner, _) if matches!(self.walk.tok(*op), "-" | "+") => self.plain_argument_type(inner, scope)?,
            Expr::Unary(op, inner, _) if self.walk.tok(*op) == "&" => {
                let Expr::Name(q) = inner.without_parens() else { return None };
                let object = self.declared_variable_type_of(q, scope)?;
                if !object.ty.is_arithmetic() {
                    return None;
                }
                QualType::plain(Type::Pointer(Box::new(object)))
            }
            Expr::Name(q) => self.declared_variable_type_of(q, scope)?.unqualified(),
            _ => return None,
        };
        plain(&found).then_some(found.unqualified())
    }

    /// The declared type of the variable `q` names, where it names one variable.
    fn declared_variable_type_of(&self, q: &QualName, scope: ScopeId) -> Option<QualType> {
        let ids = self.resolve_for_constness(q, scope)?;
        let [id] = ids.as_slice() else { return None };
        let e = &self.table().entities[*id];
        (e.kind == EntityKind::Variable).then_some(())?;
        ty::from_declared(self.table(), e.declared.as_ref()?)
    }

    /// Among overloaded functions, the one whose parameters are the arguments' types exactly
    /// (identity conversions), where every other non-template candidate converts some argument
    /// to another non-reference type (so is worse there) or cannot take the arguments: it is
    /// the best, since no candidate converts better, and a template specialization with the
    /// same conversions loses to it ([over.match.best]).
    fn exact_match(&self, ids: &[EntityId], args: &[Expr], scope: ScopeId) -> Option<EntityId> {
        if ids.len() < 2 {
            return None;
        }
        let arg_types: Vec<QualType> = args.iter().map(|a| self.plain_argument_type(a, scope)).collect::<Option<_>>()?;
        let table = self.table();
        let mut exact = None;
        for &id in ids.iter().filter(|&&id| !table.entities[id].template) {
            let params: Vec<QualType> = self.parameter_types(id)?.iter().map(QualType::unqualified).collect();
            if params.iter().any(|p| matches!(p.ty, Type::LValueRef(..) | Type::RValueRef(..))) {
                return None;
            }
            let takes_count = table.entities[id].arity.is_some_and(|a| args.len() >= a.min && a.max.is_none_or(|max| args.len() <= max));
            if params == arg_types && takes_count {
                if exact.replace(id).is_some() {
                    return None;
                }
            } else if takes_count && params.iter().zip(&arg_types).all(|(p, a)| p == a) {
                // Same conversions on every argument it is given (`f(double, int = 0)`).
                return None;
            }
        }
        exact
    }

    /// Whether evaluating the body of a `constexpr` function certainly calls what no constant
    /// expression may call: its statements up to the first `return` are straight-line
    /// (declarations, expression statements), and one of their evaluated operands is such a
    /// call. Any other statement stops the walk: what follows it may not run.
    pub(super) fn body_never_constant(&self, body: &Block, scope: ScopeId) -> bool {
        for stmt in &body.stmts {
            if !matches!(stmt, Stmt::Decl(Decl::Simple(_)) | Stmt::Expr(..) | Stmt::Return(..) | Stmt::Empty(_)) {
                return false;
            }
            let mut calls = false;
            stmt.for_each_expr(&mut |e| calls = calls || self.evaluation_calls_non_constant(e, scope));
            if calls {
                return true;
            }
            if matches!(stmt, Stmt::Return(..)) {
                return false;
            }
        }
        false
    }

    /// Whether evaluating `e` certainly makes a call `call_constness` finds not constant: the
    /// operands always evaluated (not the right operand of `&&`/`||`, the arms of `?:`,
    /// unevaluated operands, lambda bodies).
    fn evaluation_calls_non_constant(&self, e: &Expr, scope: ScopeId) -> bool {
        match e {
            Expr::Call(callee, args, _) if self.call_constness(callee, args, scope) == NotConstant => true,
            Expr::Binary(op, l, _, _) if matches!(self.walk.op(*op), "&&" | "||" | "and" | "or") => self.evaluation_calls_non_constant(l, scope),
            Expr::Conditional(c, ..) => self.evaluation_calls_non_constant(c, scope),
            Expr::SizeofExpr(..) | Expr::AlignofExpr(..) | Expr::Noexcept(..) | Expr::Typeid(..) | Expr::Lambda(_) | Expr::StmtExpr(..) => false,
            _ => {
                let mut found = false;
                e.for_each_child(&mut |child| found = found || self.evaluation_calls_non_constant(child, scope));
                found
            }
        }
    }
}

fn is_zero_literal(body: &Body, e: &Expr) -> bool {
    matches!(e, Expr::Literal(t) if matches!(body.walk.tok(*t), "0" | "0u" | "0U" | "0l" | "0L" | "0ul" | "0UL"))
}

/// The evaluator's view from a body: see the module's comment.
struct BodyEnv<'b, 'w, 'a> {
    body: &'b Body<'w, 'a>,
}

impl BodyEnv<'_, '_, '_> {
    /// The one entity `q` names, declared before this use.
    fn entity(&self, q: &QualName, scope: ScopeId) -> Option<EntityId> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        let ids = self.body.resolve(q, scope)?;
        let [id] = ids.as_slice() else { return None };
        (self.body.table().entities[*id].name_tok < seg.tok).then_some(*id)
    }
}

impl ConstantEnv for BodyEnv<'_, '_, '_> {
    type Scope = ScopeId;
    fn tok(&self, t: u32) -> Cow<'_, str> {
        self.body.walk.tok(t).into()
    }
    fn op(&self, t: u32) -> Cow<'_, str> {
        self.body.walk.op(t).into()
    }
    fn named(&self, q: &QualName, scope: ScopeId) -> Option<Int> {
        let e = &self.body.table().entities[self.entity(q, scope)?];
        if !matches!(e.kind, EntityKind::Enumerator | EntityKind::Variable) {
            return None;
        }
        let value = e.value?;
        // A variable has its declared integral type; an enumerator promotes.
        Some(match e.declared.as_ref().and_then(constant_eval::integral_code) {
            Some(code) => Int::new(value, code),
            None => Int::untyped(value),
        })
    }
    fn type_id(&self, ty: &TypeId, scope: ScopeId) -> Option<MangleType> {
        let text = |tok: u32| self.body.walk.tok(tok).to_string();
        let resolve = |q: &QualName| match self.body.resolve(q, scope)?.as_slice() {
            [id] => Some(*id),
            _ => None,
        };
        self.body.table().declared_type(&text, &resolve, &ty.specs, &ty.declarator)
    }
    fn constexpr_function(&self, q: &QualName, scope: ScopeId) -> Option<Rc<ConstexprFunction<ScopeId>>> {
        self.body.walk.constexpr_functions.get(&self.entity(q, scope)?).cloned()
    }
}

impl super::Walk<'_> {
    /// The entity `f` defines when it is a `constexpr` function constant evaluation may call:
    /// a function the table knows as the only one of its name, not a member, not a template.
    pub(super) fn constexpr_function_entity(&self, f: &FunctionDef, scope: ScopeId) -> Option<EntityId> {
        if !f.specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if self.tok(*t) == "constexpr")) {
            return None;
        }
        let UnqualKind::Plain(seg) = &f.declarator.name()?.last else { return None };
        let table = self.lookup.table;
        let parent = table.scopes[scope].parent.unwrap_or(crate::sema::symbols::GLOBAL);
        if !f.declarator.name()?.scopes.is_empty() || seg.template_args.is_some() || self.lookup.class_of_scope.contains_key(&parent) {
            return None;
        }
        let ids = table.members(parent, self.tok(seg.tok), 0, true);
        let [id] = ids.as_slice() else { return None };
        (table.entities[*id].kind == EntityKind::Function).then_some(*id)
    }

    /// Records `f` (its body `body`, its parameters' scope `scope`) if it is a `constexpr`
    /// function of one `return e;` that constant evaluation may call (see
    /// `constexpr_function_entity`), its parameters plainly named.
    pub(super) fn record_constexpr_function(&mut self, f: &FunctionDef, body: &Block, scope: ScopeId) {
        let Some(id) = self.constexpr_function_entity(f, scope) else { return };
        let [Stmt::Return(Some(returned), _)] = body.stmts.as_slice() else { return };
        let table = self.lookup.table;
        let Some(clause) = f.declarator.function_params() else { return };
        // The parameters' and the result's types must be integral builtins: the evaluator
        // converts to them.
        let integral = |t: &MangleType| match t {
            MangleType::Builtin(_) => constant_eval::integral_code(t).map(str::to_string),
            _ => None,
        };
        let Some(MangleType::Function { ret, .. }) = &table.entities[id].declared else { return };
        let Some(ret) = integral(ret) else { return };
        let (mut params, mut codes) = (vec![], vec![]);
        for p in &clause.params {
            let Some(UnqualKind::Plain(seg)) = p.declarator.name().map(|q| &q.last) else { return };
            let text = |tok: u32| self.tok(tok).to_string();
            let resolve = |_: &QualName| None;
            let Some(code) = table.declared_type(&text, &resolve, &p.specs, &p.declarator).as_ref().and_then(integral) else { return };
            params.push(self.tok(seg.tok).to_string());
            codes.push(code);
        }
        if clause.variadic {
            return;
        }
        let signature = Some((codes, ret));
        self.constexpr_functions.insert(id, Rc::new(ConstexprFunction { params, returned: returned.clone(), scope, signature }));
    }
}
